#!/usr/bin/env bash
# Prints the path of a terraform CLI at version 1.11 or later (write-only
# attributes need 1.11), and nothing else on stdout.
#
# Order: `terraform` on PATH if it is new enough; else a copy built earlier
# under .cache/terraform/; else it builds one from the Go module proxy (about
# 3-4 minutes on 2 cores, once per machine).
#
# Environment:
#   TERRAFORM_MIN_VERSION     lowest acceptable version on PATH (1.11.0)
#   TERRAFORM_SOURCE_VERSION  version built from source (v1.11.4)
#   TERRAFORM_NESTED_VERSION  pseudo-version of the tag's commit, used for the
#                             nested modules the zip leaves out (see below)
#   ENSURE_FROM_SOURCE=1      ignore PATH and use (or build) the cached copy
set -euo pipefail
# shellcheck source=lib/from-source.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib/from-source.sh"

min=${TERRAFORM_MIN_VERSION:-1.11.0}
version=${TERRAFORM_SOURCE_VERSION:-v1.11.4}
# The commit tagged v1.11.4. Terraform's nested modules (remote-state backends,
# internal/legacy) carry no tags of their own, so they are fetched at this
# commit's pseudo-version; its time is the tag's commit time that
# `go list -m -json github.com/hashicorp/terraform@v1.11.4` reports.
nested=${TERRAFORM_NESTED_VERSION:-v0.0.0-20250409131005-35645b8fca68}

if [ "${ENSURE_FROM_SOURCE:-0}" != 1 ] && found=$(command -v terraform 2>/dev/null); then
	have=$(cli_version "$found")
	if [ -n "$have" ] && version_ge "$have" "$min"; then
		printf '%s\n' "$found"
		exit 0
	fi
	log "terraform on PATH is ${have:-of unknown version}; need >= $min"
fi

# Go 1.24 renamed the godebug setting tlskyber, which this release's go.mod
# still names, to tlsmlkem; newer Go refuses the old name. Keep its meaning.
prepare_source() {
	go mod edit -dropgodebug=tlskyber -godebug=tlsmlkem=0
}

root=$(repo_root)
out="$root/.cache/terraform/$version/terraform"
build() {
	[ -x "$out" ] && [ -n "$(cli_version "$out")" ] && return 0
	log "no terraform >= $min found: building $version from source into .cache"
	local mod=github.com/hashicorp/terraform
	local args=() m
	for m in azure consul cos gcs kubernetes oss pg s3; do
		args+=("$mod/internal/backend/remote-state/$m@$nested=internal/backend/remote-state/$m")
	done
	args+=("$mod/internal/legacy@$nested=internal/legacy")
	build_module "$out" "$mod" "$version" ./ "-s -w -X $mod/version.dev=no" "${args[@]}"
}
mkdir -p "${out%/*}"
with_lock "${out%/*}.lock" build
printf '%s\n' "$out"
