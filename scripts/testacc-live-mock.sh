#!/usr/bin/env bash
# Proves live mode without a real installation: builds the mock gateway's
# command, serves it as a process of its own on a loopback port, with
# scripts/testacc-live-mock.json as the platform (its team, region, app and
# component are the live settings below), and runs `make testacc-live`
# against it. The suite reaches the mock only through its API, as it would
# a staging console: no test holds an in-process mock or its hooks.
# The port 8080 of the fixture's component lies outside the reserved range:
# the run must leave it alone, which the end of this script checks.
set -euo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d)
pid=
cleanup() {
	if [ -n "$pid" ]; then
		kill "$pid" 2>/dev/null || true
		wait "$pid" 2>/dev/null || true
	fi
	rm -rf "$work"
}
trap cleanup EXIT

go build -o "$work/mockgateway" ./internal/mockgateway/cmd/mockgateway
token=$(od -An -N20 -tx1 /dev/urandom | tr -d ' \n')
"$work/mockgateway" -listen 127.0.0.1:0 -token "$token" -user-token "" \
	-fixture scripts/testacc-live-mock.json -url-file "$work/url" >"$work/mock.log" 2>&1 &
pid=$!
for _ in $(seq 1 300); do
	[ -s "$work/url" ] && break
	kill -0 "$pid" 2>/dev/null || { cat "$work/mock.log" >&2; exit 1; }
	sleep 0.1
done
[ -s "$work/url" ] || { echo "testacc-live-mock: the mock gateway did not start" >&2; exit 1; }
base=$(cat "$work/url")
echo "testacc-live-mock: mock gateway (pid $pid) at $base" >&2

# What a failed run would leave: a port in the reserved range, the first a
# test takes. make testacc-live sweeps it before the tests.
ports_url="$base/openapi/v1/teams/staging-team/regions/staging-region/apps/7/services/grlive01/ports"
curl -fsS -o /dev/null -H "Authorization: $token" -H "Content-Type: application/json" \
	-d '{"port": 39000, "protocol": "http", "is_inner_service": true}' "$ports_url"

export RAINBOND_LIVE_BASE_URL="$base"
export RAINBOND_LIVE_TOKEN="$token"
export RAINBOND_LIVE_TEAM=staging-team
export RAINBOND_LIVE_REGION=staging-region
export RAINBOND_LIVE_APP_ID=7
export RAINBOND_LIVE_COMPONENT=grlive01
make --no-print-directory testacc-live

# Nothing outside the reserved range was touched, and nothing is left in it.
ports=$(curl -fsS -H "Authorization: $token" "$ports_url")
if ! grep -q '"container_port": *8080' <<<"$ports" || grep -qE '"container_port": *39[0-9]{3}' <<<"$ports"; then
	echo "testacc-live-mock: the component's ports after the run are not as before it: $ports" >&2
	exit 1
fi
echo "testacc-live-mock: passed" >&2
