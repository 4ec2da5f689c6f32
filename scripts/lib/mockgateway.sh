# shellcheck shell=bash
# Start and stop a built mockgateway binary from a script. Sourced, not run.
#
#   mock_start BIN DIR [FLAGS...]  serves on a free loopback port; sets
#                                  mock_pid and mock_url; logs to DIR/mock.log
#   mock_stop                      stops it (a no-op when none runs)
#
# Callers put mock_stop in their EXIT trap, so that no mock outlives them.

mock_pid=""
mock_url=""

mock_start() {
	local bin=$1 dir=$2
	shift 2
	rm -f "$dir/mock.url"
	"$bin" -listen 127.0.0.1:0 -url-file "$dir/mock.url" "$@" >"$dir/mock.log" 2>&1 &
	mock_pid=$!
	local _
	for _ in $(seq 100); do
		[ -s "$dir/mock.url" ] && break
		if ! kill -0 "$mock_pid" 2>/dev/null; then
			mock_pid=""
			echo "the mock gateway exited: $(cat "$dir/mock.log")" >&2
			return 1
		fi
		sleep 0.1
	done
	if [ ! -s "$dir/mock.url" ]; then
		mock_stop
		echo "the mock gateway did not report its address within 10s" >&2
		return 1
	fi
	mock_url=$(head -n 1 "$dir/mock.url")
}

mock_stop() {
	[ -n "$mock_pid" ] || return 0
	if kill -0 "$mock_pid" 2>/dev/null; then
		kill -TERM "$mock_pid" 2>/dev/null || true
		# It shuts down within a second; never leave it behind.
		local _
		for _ in $(seq 50); do
			kill -0 "$mock_pid" 2>/dev/null || break
			sleep 0.1
		done
		kill -KILL "$mock_pid" 2>/dev/null || true
	fi
	wait "$mock_pid" 2>/dev/null || true
	mock_pid=""
}
