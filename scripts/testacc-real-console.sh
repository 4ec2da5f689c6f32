#!/usr/bin/env bash
# Runs the provider against the real rainbond-console, served on this machine
# by the kit in ../shared/real-console (or RAINBOND_REAL_CONSOLE_KIT): the
# kit's setup.sh once per machine (it needs root and apt), then start.sh,
# the differential test of the mock against the console (internal/consolediff)
# on the fresh console, a fresh start again, the live suite (make
# testacc-live) against it, and stop.sh, always. Without the kit, or without
# root for a first setup, it says so and skips: a plain clone never fails here.
# The kit's work folder is kept outside the clone, once per machine.
# RAINBOND_REAL_CONSOLE_WORK names another work folder (a copy of it),
# RAINBOND_REAL_CONSOLE_POOL the number of consoles for the live suite
# (default 2), RAINBOND_REAL_CONSOLE_RUN a -run pattern that narrows it.
#
# With --will-run it only answers, by its status, whether it would run the
# whole live suite on the latest Terraform (.ci/run then leaves those tests
# to it on that CLI's leg on the mock: acctest.EnvSkipConsoleTests).
set -euo pipefail
cd "$(dirname "$0")/.."

name=testacc-real-console
summaries=.cache/test-summary
will_run=false
if [ "${1:-}" = --will-run ]; then
	will_run=true
	[ -z "${RAINBOND_REAL_CONSOLE_RUN:-}" ] && [ -z "${RAINBOND_REAL_CONSOLE_TERRAFORM:-}" ] || exit 1
else
	mkdir -p "$summaries"
	rm -f "$summaries/$name.txt" "$summaries/$name-diff.txt"
fi
skip() {
	! $will_run || exit 1
	echo "$name: skipped: $*" >&2
	echo "$name: skipped: $*" >"$summaries/$name.txt"
	exit 0
}

kit=${RAINBOND_REAL_CONSOLE_KIT:-../shared/real-console}
[ -x "$kit/setup.sh" ] && [ -x "$kit/start.sh" ] && [ -x "$kit/stop.sh" ] ||
	skip "no real-console kit at $kit (it lies beside the clone as ../shared/real-console; set RAINBOND_REAL_CONSOLE_KIT to use another)"
kit=$(cd "$kit" && pwd)
export RC=${RAINBOND_REAL_CONSOLE_WORK:-${XDG_CACHE_HOME:-$HOME/.cache}/terraform-provider-rainbond/real-console}

# The setup is valid while the kit is the one it was made from: the files
# setup.sh copies are the same, and the kit's whole content is the one this
# script recorded after its own setup (a setup made by hand records none).
stamp=$(cd "$kit" && find . -type f -print0 | sort -z | xargs -0 sha256sum | sha256sum | cut -d' ' -f1)
set_up() {
	[ -f "$RC/env.sh" ] && [ -d "$RC/console" ] && [ -d "$RC/pylib" ] || return 1
	for f in seed.py region_fake.py; do cmp -s "$kit/$f" "$RC/$f" || return 1; done
	for f in "$kit"/shims/*.py; do cmp -s "$f" "$RC/shims/$(basename "$f")" || return 1; done
	[ ! -f "$RC/.kit-stamp" ] || [ "$(cat "$RC/.kit-stamp")" = "$stamp" ]
}
if ! set_up; then
	[ "$(id -u)" = 0 ] || skip "the console is not set up in $RC, and its setup needs root (it installs Debian packages): run 'sudo RC=$RC $kit/setup.sh && sudo chown -R $(id -un) $RC' once, or run this as root"
	command -v apt-get >/dev/null || skip "the console's setup needs apt-get (a Debian or Ubuntu machine)"
	! $will_run || exit 0
	echo "$name: setting up the real console in $RC (once per machine, about 2 minutes)" >&2
	rm -f "$RC/.kit-stamp"
	"$kit/setup.sh" >&2
	echo "$stamp" >"$RC/.kit-stamp"
fi
! $will_run || exit 0

settings=$(mktemp)

# The live suite runs on a pool of consoles, one per test process, so that
# the tests of two packages run side by side (each console is one SQLite
# database, which one test at a time empties and fills with its fixture).
# The first is the work folder itself; the others, beside it, share its
# console code and libraries through links and have their own database,
# logs and ports.
consoles=${RAINBOND_REAL_CONSOLE_POOL:-2}
members=()
for i in $(seq 2 "$consoles"); do members+=("$RC.pool$i"); done
stop_all() {
	"$kit/stop.sh" >&2 || true
	for m in "${members[@]}"; do RC=$m "$kit/stop.sh" >&2 || true; done
}
trap 'stop_all; rm -f "$settings"' EXIT
make_member() {
	local m=$1 f
	RC=$m "$kit/stop.sh" >/dev/null 2>&1 || true
	rm -rf "$m"
	mkdir -p "$m/run"
	for f in "$RC"/* "$RC"/.kit-stamp; do
		case $(basename "$f") in env.sh | run | home) ;; *) [ -e "$f" ] && ln -s "$f" "$m/$(basename "$f")" ;; esac
	done
	cp -a "$RC/home" "$m/home"
	sed "s#$RC#$m#g" "$RC/env.sh" >"$m/env.sh"
}
start_member() {
	local m=$1
	make_member "$m" && RC=$m "$kit/start.sh" >"$m/run/settings" ||
		{ echo "$name: the pool's console in $m did not start; see $m/run/" >&2; return 1; }
}

start() {
	"$kit/stop.sh" >/dev/null 2>&1 || true
	"$kit/start.sh" >"$settings" || { echo "$name: the real console did not start; see $RC/run/" >&2; return 1; }
	set -a
	# shellcheck disable=SC1090
	. "$settings"
	set +a
	echo "$name: real console at $RAINBOND_LIVE_BASE_URL (region stand-in at ${REGION_STAND_IN:-?})" >&2
}

failed=0
start
# The pool's other consoles start while the differential test runs.
members_log=$(mktemp)
( for m in "${members[@]}"; do start_member "$m" || exit 1; done ) >"$members_log" 2>&1 &
members_pid=$!
# The differential test first, on the console fresh from its seed.
RAINBOND_REAL_CONSOLE_URL=$RAINBOND_LIVE_BASE_URL RAINBOND_REAL_CONSOLE_TOKEN=$RAINBOND_LIVE_TOKEN \
	RAINBOND_REAL_CONSOLE_REGION_URL=${REGION_STAND_IN:-} \
	RAINBOND_REAL_CONSOLE_USER_TOKEN=$(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['user_token'])" "$RC/run/seed.json") \
	RAINBOND_DIFF_REPORT=$PWD/$summaries/$name-diff.txt \
	go test ./internal/consolediff -count=1 -run '^TestMockAgreesWithRealConsole$' -timeout 10m || failed=1
[ -s "$summaries/$name-diff.txt" ] || echo "mock vs real console: no result (the differential test did not finish)" >"$summaries/$name-diff.txt"

# The live suite on a console fresh again. With the kit's work folder named,
# the tests built on acctest's console envs load their own fixture into the
# console through its models (scripts/real-console/admin.py) and run there
# too, not only the NewLiveEnv ones. It runs on the latest Terraform of the
# matrix, so that the tests of list resources, `terraform query` and
# actions (1.14+) run against the console too (make expands the value).
start
cp "$settings" "$RC/run/settings"
pool=$RC
if wait "$members_pid"; then
	for m in "${members[@]}"; do pool+=":$m"; done
else
	cat "$members_log" >&2
	echo "$name: the live suite runs on one console" >&2
fi
rm -f "$members_log"
procs=$(($(tr -cd : <<<"$pool" | wc -c) + 1))
echo "$name: the live suite on $procs console(s), one per test process" >&2
RAINBOND_LIVE_CONSOLE_KIT=$RC RAINBOND_LIVE_CONSOLE_POOL=$pool make --no-print-directory testacc-live SUMMARY_AS=$name \
	LIVE_PROCS="$procs" ${RAINBOND_REAL_CONSOLE_RUN:+ACC_RUN="$RAINBOND_REAL_CONSOLE_RUN"} "TERRAFORM_VERSION=${RAINBOND_REAL_CONSOLE_TERRAFORM:-\$(TERRAFORM_LATEST)}" || failed=1
# The live suite's line names the CLI, as every leg's does; this one says
# where it ran.
[ -s "$summaries/$name.txt" ] && sed -i '1s/^/real console, live suite on /' "$summaries/$name.txt"
# The share of the acceptance suite that ran against the real console.
if counts=$(grep -oE 'acceptance tests [0-9]+ passed, [0-9]+ skipped, [0-9]+ failed' "$summaries/$name.txt" 2>/dev/null); then
	read -r passed skipped failed_tests < <(grep -oE '[0-9]+' <<<"$counts" | paste -sd' ')
	ran=$((passed + failed_tests))
	echo "real console: $ran of $((ran + skipped)) acceptance tests ran against it (a test with subtests counted through them)" >>"$summaries/$name.txt"
fi
cat "$summaries/$name-diff.txt" >>"$summaries/$name.txt"
cat "$summaries/$name.txt"
exit $failed
