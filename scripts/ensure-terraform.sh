#!/usr/bin/env bash
# Prints the path of a terraform CLI, and nothing else on stdout.
#
#   ensure-terraform.sh           any terraform >= 1.11 (write-only attributes
#                                 need 1.11): the one on PATH if it is new
#                                 enough, else Terraform 1.11.4 from the cache
#   ensure-terraform.sh VERSION   exactly VERSION (e.g. 1.16.3): the one on
#                                 PATH if it reports VERSION, else the cache;
#                                 TERRAFORM_VERSION in the environment is the
#                                 default of VERSION
#
# The cache is ${XDG_CACHE_HOME:-$HOME/.cache}/terraform-provider-rainbond/
# terraform-<version>/terraform. A version missing there is built from source
# through the Go module proxy (about 4 minutes on 2 cores, once per machine).
# Only 1.11.x and 1.16.x have a recipe below; see build_terraform.
#
# Environment:
#   TERRAFORM_MIN_VERSION     lowest acceptable version on PATH without an
#                             argument (1.11.0)
#   TERRAFORM_SOURCE_VERSION  version built without an argument (1.11.4)
#   ENSURE_FROM_SOURCE=1      ignore PATH and use (or build) the cached copy
set -euo pipefail
# shellcheck source=lib/from-source.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib/from-source.sh"

want=${1:-${TERRAFORM_VERSION:-}}
want=${want#v}
min=${TERRAFORM_MIN_VERSION:-1.11.0}
version=${want:-${TERRAFORM_SOURCE_VERSION:-1.11.4}}
version=${version#v}

if [ "${ENSURE_FROM_SOURCE:-0}" != 1 ] && found=$(command -v terraform 2>/dev/null); then
	have=$(cli_version "$found")
	if [ -n "$want" ] && [ "$have" = "$want" ]; then
		printf '%s\n' "$found"
		exit 0
	elif [ -z "$want" ] && [ -n "$have" ] && version_ge "$have" "$min"; then
		printf '%s\n' "$found"
		exit 0
	fi
	[ -n "$want" ] || log "terraform on PATH is ${have:-of unknown version}; need >= $min"
fi

mod=github.com/hashicorp/terraform
# The commit tagged v1.11.4, as a pseudo-version. Terraform's nested modules
# (remote-state backends, internal/legacy) carry no tags of their own and the
# module zip leaves them out; the proxy serves them at this pseudo-version,
# whose time is the tag's commit time that
# `go list -m -json github.com/hashicorp/terraform@v1.11.4` reports.
nested_1_11_4=v0.0.0-20250409131005-35645b8fca68

# The remote-state backends that live in nested modules of their own.
remote_state_backends=(azure consul cos gcs kubernetes oci oss pg s3)

build_terraform() {
	local out=$1
	case $version in
	1.11.*) build_with_nested_modules "$out" ;;
	1.16.*) build_without_remote_state "$out" ;;
	*) die "no recipe to build Terraform $version from source; install it on PATH" ;;
	esac
}

# Terraform 1.11: every nested module is served at the tag's pseudo-version.
build_with_nested_modules() {
	local args=() m
	for m in "${remote_state_backends[@]}"; do
		[ "$m" = oci ] && continue # added after 1.11
		args+=("$mod/internal/backend/remote-state/$m@$nested_1_11_4=internal/backend/remote-state/$m")
	done
	args+=("$mod/internal/legacy@$nested_1_11_4=internal/legacy")
	# Go 1.24 renamed the godebug setting tlskyber, which this release's go.mod
	# still names, to tlsmlkem; newer Go refuses the old name. Keep its meaning.
	prepare_source() { go mod edit -dropgodebug=tlskyber -godebug=tlsmlkem=0; }
	build_module "$1" "$mod" "v$version" ./ "-s -w -X $mod/version.dev=no" "${args[@]}"
}

# Terraform 1.16: NOT A RELEASE BUILD. The proxy serves the nested
# remote-state backend modules only at 1.11.4's pseudo-version, and those no
# longer compile against 1.16. So the nine backends that live in nested modules
# (azurerm, consul, cos, gcs, kubernetes, oci, oss, pg, s3) are cut out of
# internal/backend/init/init.go and go.mod. The binary reports "Terraform
# v1.16.3" and keeps the local, remote, http, inmem and cloud backends: all that
# the acceptance tests and the quickstart use. internal/legacy has not changed
# in a way that matters and compiles at 1.11.4's pseudo-version.
build_without_remote_state() {
	prepare_source() {
		local init=internal/backend/init/init.go m args=()
		for m in "${remote_state_backends[@]}"; do
			args+=(-droprequire="$mod/internal/backend/remote-state/$m")
			args+=(-dropreplace="$mod/internal/backend/remote-state/$m")
			rm -rf "internal/backend/remote-state/$m"
		done
		args+=(-dropreplace="$mod/internal/legacy" -require="$mod/internal/legacy@$nested_1_11_4")
		go mod edit "${args[@]}"
		# Each backend is one import line and one map entry, both naming its
		# package alias backend<Name> (backendAzure, backendGCS, ...).
		sed -i -E '/backend(Azure|Consul|Cos|GCS|Kubernetes|OCI|OSS|Pg|S3)[ .]/d' "$init"
		! grep -q -E 'remote-state/(azure|consul|cos|gcs|kubernetes|oci|oss|pg|s3)"' "$init" ||
			die "$init still imports a nested remote-state backend"
	}
	build_module "$1" "$mod" "v$version" ./ "-s -w -X $mod/version.dev=no"
}

ensure_cli terraform "$version" terraform build_terraform
