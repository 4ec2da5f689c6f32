#!/usr/bin/env bash
# Prints the path of an OpenTofu CLI, and nothing else on stdout.
#
#   ensure-opentofu.sh           any tofu >= 1.11 (the first series with
#                                write-only attributes and ephemeral values):
#                                the one on PATH if it is new enough, else
#                                OpenTofu 1.12.6 from the cache
#   ensure-opentofu.sh VERSION   exactly VERSION: the one on PATH if it reports
#                                VERSION, else the cache
#
# The cache is ${XDG_CACHE_HOME:-$HOME/.cache}/terraform-provider-rainbond/
# opentofu-<version>/tofu. A version missing there is built from source through
# the Go module proxy (several minutes on 2 cores, once per machine).
#
# Environment:
#   OPENTOFU_MIN_VERSION     lowest acceptable version on PATH without an
#                            argument (1.11.0)
#   OPENTOFU_SOURCE_VERSION  version built without an argument (1.12.6)
#   ENSURE_FROM_SOURCE=1     ignore PATH and use (or build) the cached copy
set -euo pipefail
# shellcheck source=lib/from-source.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib/from-source.sh"

want=${1:-}
want=${want#v}
min=${OPENTOFU_MIN_VERSION:-1.11.0}
version=${want:-${OPENTOFU_SOURCE_VERSION:-1.12.6}}
version=${version#v}

if [ "${ENSURE_FROM_SOURCE:-0}" != 1 ] && found=$(command -v tofu 2>/dev/null); then
	have=$(cli_version "$found")
	if [ -n "$want" ] && [ "$have" = "$want" ]; then
		printf '%s\n' "$found"
		exit 0
	elif [ -z "$want" ] && [ -n "$have" ] && version_ge "$have" "$min"; then
		printf '%s\n' "$found"
		exit 0
	fi
	[ -n "$want" ] || log "tofu on PATH is ${have:-of unknown version}; need >= $min"
fi

build_opentofu() {
	local mod=github.com/opentofu/opentofu
	build_module "$1" "$mod" "v$version" ./cmd/tofu "-s -w -X $mod/version.dev=no"
}

ensure_cli opentofu "$version" tofu build_opentofu
