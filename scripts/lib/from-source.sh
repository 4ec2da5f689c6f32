# shellcheck shell=bash
# Helpers shared by ensure-terraform.sh and ensure-opentofu.sh. Sourced, not run.
#
# Both CLIs are built from their Go module zips because this project's machines
# reach the Go module proxy but no release download site. `go install pkg@v`
# refuses both modules (their go.mod files carry replace directives), so the
# zip is copied into a scratch tree and built there as a main module.
#
# Built CLIs live outside the clone, in cache_dir below, one folder per tool
# and version, so that every clone and CI run on a machine shares one build.

log() { printf '%s: %s\n' "${0##*/}" "$*" >&2; }

die() {
	log "error: $*"
	exit 1
}

# cache_dir: where built CLIs are kept, <cache_dir>/<tool>-<version>/<binary>.
cache_dir() { printf '%s\n' "${XDG_CACHE_HOME:-$HOME/.cache}/terraform-provider-rainbond"; }

# version_ge A B: true when version A >= version B. A pre-release suffix is
# ignored, so 1.11.0-beta1 counts as 1.11.0.
version_ge() {
	local a=${1#v} b=${2#v}
	a=${a%%-*}
	b=${b%%-*}
	[ "$(printf '%s\n%s\n' "$b" "$a" | sort -V | head -n1)" = "$b" ]
}

# cli_version BIN: the version a terraform-compatible CLI reports, or nothing.
# An empty CLI config keeps a missing TF_CLI_CONFIG_FILE from adding warnings,
# and CHECKPOINT_DISABLE keeps it from phoning home.
cli_version() {
	CHECKPOINT_DISABLE=1 TF_CLI_CONFIG_FILE=/dev/null "$1" version -json 2>/dev/null |
		sed -n 's/^ *"terraform_version": *"\([^"]*\)".*/\1/p'
}

# reports_version BIN VERSION: true when BIN runs and reports exactly VERSION
# (a leading v on VERSION is ignored). A cached binary is trusted only then:
# a half-written or foreign file in the cache is rebuilt, not used.
reports_version() {
	[ -x "$1" ] && [ "$(cli_version "$1")" = "${2#v}" ]
}

# ensure_cli TOOL VERSION BINARY BUILD_FUNCTION: prints the path of the cached
# BINARY of TOOL at VERSION, calling BUILD_FUNCTION OUT first when the cache
# has none that reports VERSION. The lock makes two runs started at once (two
# clones, two make targets) build only once.
ensure_cli() {
	local tool=$1 version=${2#v} binary=$3 build=$4
	local dir out
	dir="$(cache_dir)/$tool-$version"
	out="$dir/$binary"
	mkdir -p "$dir"
	with_lock "$dir.lock" ensure_cli_locked "$out" "$version" "$build"
	reports_version "$out" "$version" || die "$out does not report version $version after the build"
	printf '%s\n' "$out"
}

ensure_cli_locked() {
	local out=$1 version=$2 build=$3
	reports_version "$out" "$version" && return 0
	log "no $out reporting $version: building it from source (once per machine)"
	"$build" "$out"
}

# module_dir MODULE@VERSION: downloads the module zip through the proxy and
# prints the read-only directory of the module cache that holds it.
module_dir() {
	local json dir
	json=$(cd / && GOFLAGS= GOWORK=off go mod download -json "$1") || die "go mod download $1 failed: $json"
	dir=$(printf '%s\n' "$json" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
	[ -n "$dir" ] && [ -d "$dir" ] || die "go mod download $1 gave no directory: $json"
	printf '%s\n' "$dir"
}

# with_lock FILE CMD...: runs CMD holding an exclusive lock on FILE, so that two
# make runs started at once build a CLI only once.
with_lock() {
	local file=$1
	shift
	if command -v flock >/dev/null 2>&1; then
		(
			flock 9
			"$@"
		) 9>"$file"
	else
		"$@"
	fi
}

# build_module OUT MODULE VERSION PKG LDFLAGS [NESTED_MODULE@VERSION=RELDIR ...]
# Copies MODULE@VERSION into a scratch tree next to OUT, puts each nested
# module's zip at RELDIR inside it (module zips leave nested modules out, while
# the main go.mod points at them with replace directives), and builds PKG to OUT.
# If the caller defines a function prepare_source, it runs first in the tree.
build_module() {
	local out=$1 module=$2 version=$3 pkg=$4 ldflags=$5
	shift 5
	local work="${out%/*}/src" src nested dir started
	started=$(date +%s)
	rm -rf "$work"
	mkdir -p "$work"
	log "fetching $module@$version through the Go module proxy"
	src=$(module_dir "$module@$version")
	cp -R "$src/." "$work/"
	for nested in "$@"; do
		dir=$(module_dir "${nested%%=*}")
		mkdir -p "$work/${nested#*=}"
		cp -R "$dir/." "$work/${nested#*=}/"
	done
	chmod -R u+w "$work"
	if declare -F prepare_source >/dev/null; then
		(cd "$work" && prepare_source) || die "preparing the $module source failed"
	fi
	log "compiling $pkg (the first build takes several minutes on 2 cores; later runs reuse $out)"
	(
		cd "$work" &&
			GOWORK=off GOTOOLCHAIN=local CGO_ENABLED=0 GOFLAGS="-mod=mod -buildvcs=false" \
				go build -trimpath -ldflags "$ldflags" -o "$out.tmp" "$pkg"
	) >&2 || die "building $module@$version failed"
	mv "$out.tmp" "$out"
	rm -rf "$work"
	log "built $out in $(($(date +%s) - started))s"
}
