#!/usr/bin/env bash
# Prints the path of an OpenTofu CLI at version 1.11 or later (the first
# series with write-only attributes and ephemeral values), and nothing else
# on stdout.
#
# Order: `tofu` on PATH if it is new enough; else a copy built earlier under
# .cache/opentofu/; else it builds one from the Go module proxy (several
# minutes on 2 cores, once per machine).
#
# Environment:
#   OPENTOFU_MIN_VERSION     lowest acceptable version on PATH (1.11.0)
#   OPENTOFU_SOURCE_VERSION  version built from source (v1.11.6)
#   ENSURE_FROM_SOURCE=1     ignore PATH and use (or build) the cached copy
set -euo pipefail
# shellcheck source=lib/from-source.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib/from-source.sh"

min=${OPENTOFU_MIN_VERSION:-1.11.0}
version=${OPENTOFU_SOURCE_VERSION:-v1.11.6}

if [ "${ENSURE_FROM_SOURCE:-0}" != 1 ] && found=$(command -v tofu 2>/dev/null); then
	have=$(cli_version "$found")
	if [ -n "$have" ] && version_ge "$have" "$min"; then
		printf '%s\n' "$found"
		exit 0
	fi
	log "tofu on PATH is ${have:-of unknown version}; need >= $min"
fi

root=$(repo_root)
out="$root/.cache/opentofu/$version/tofu"
build() {
	[ -x "$out" ] && [ -n "$(cli_version "$out")" ] && return 0
	log "no tofu >= $min found: building OpenTofu $version from source into .cache"
	local mod=github.com/opentofu/opentofu
	build_module "$out" "$mod" "$version" ./cmd/tofu "-s -w -X $mod/version.dev=no"
}
mkdir -p "${out%/*}"
with_lock "${out%/*}.lock" build
printf '%s\n' "$out"
