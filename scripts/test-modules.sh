#!/usr/bin/env bash
# `terraform validate` and `terraform test` of every module under
# examples/modules/ (or of the module directories given as arguments),
# against the mock gateway.
#
# For each module it starts a fresh mock gateway on a free loopback port,
# seeded with the module's tests/platform.json when there is one (else the
# mock's built-in fixture), exports RAINBOND_BASE_URL and RAINBOND_TOKEN,
# and runs Terraform in a copy of the module. Terraform finds the provider
# just built through a dev_overrides CLI config of its own: no `terraform
# init`, no registry, no network. The mock is stopped and the temporary
# directory removed whatever happens.
#
# Needs Go and bash; Terraform >= 1.11 comes from scripts/ensure-terraform.sh.
# TEST_MODULES_ARGS adds flags to `terraform test` (such as -verbose).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
# shellcheck source=scripts/lib/mockgateway.sh
. scripts/lib/mockgateway.sh

if [ $# -gt 0 ]; then
	modules=("$@")
else
	modules=()
	for dir in examples/modules/*/; do
		[ -d "$dir/tests" ] && modules+=("${dir%/}")
	done
fi
[ ${#modules[@]} -gt 0 ] || {
	echo "test-modules: no module with a tests/ directory under examples/modules" >&2
	exit 1
}

work=$(mktemp -d "${TMPDIR:-/tmp}/rainbond-test-modules.XXXXXX")
cleanup() {
	local rc=$?
	trap - EXIT INT TERM
	mock_stop
	rm -rf "$work"
	exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

terraform=$(scripts/ensure-terraform.sh)
mkdir -p "$work/plugins" "$work/bin"
go build -ldflags "-X main.version=test-modules" -o "$work/plugins/terraform-provider-rainbond" .
go build -o "$work/bin/mockgateway" ./internal/mockgateway/cmd/mockgateway
scripts/dev-overrides.sh "$work/plugins" >"$work/terraform.rc"

# Only this run's settings reach Terraform.
unset TF_CLI_ARGS TF_CLI_ARGS_test TF_CLI_ARGS_validate TF_DATA_DIR TF_WORKSPACE
export TF_CLI_CONFIG_FILE="$work/terraform.rc" CHECKPOINT_DISABLE=1 TF_IN_AUTOMATION=1 TF_INPUT=0
token=test-modules-0123456789abcdef0123456789ab

failed=()
for module in "${modules[@]}"; do
	name=$(basename "$module")
	echo "==> $module"
	fixture=default
	if [ -f "$module/tests/platform.json" ]; then
		fixture="$(cd "$module/tests" && pwd)/platform.json"
	fi
	copy="$work/modules/$name"
	mkdir -p "$copy"
	cp -R "$module/." "$copy"
	rm -rf "$copy/.terraform" "$copy"/terraform.tfstate*

	mock_start "$work/bin/mockgateway" "$work" -v -token "$token" -fixture "$fixture"
	echo "mock gateway at $mock_url, fixture $fixture"
	ok=true
	if ! "$terraform" -chdir="$copy" validate -no-color >"$work/validate.log" 2>&1; then
		cat "$work/validate.log" >&2
		ok=false
	# TEST_MODULES_ARGS is split into flags on purpose.
	# shellcheck disable=SC2086
	elif ! RAINBOND_BASE_URL="$mock_url" RAINBOND_TOKEN="$token" \
		"$terraform" -chdir="$copy" test -no-color -compact-warnings ${TEST_MODULES_ARGS:-}; then
		echo "--- mock gateway log ---" >&2
		tail -n 20 "$work/mock.log" >&2
		ok=false
	fi
	if $ok; then
		echo "==> $module: ok"
	else
		echo "==> $module: FAILED"
		failed+=("$module")
	fi
	mock_stop
done

if [ ${#failed[@]} -gt 0 ]; then
	echo "test-modules failed: ${failed[*]}" >&2
	exit 1
fi
echo "test-modules passed: ${#modules[@]} module(s)"
