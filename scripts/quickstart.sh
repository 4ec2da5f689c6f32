#!/usr/bin/env bash
# Runs the provider's main job end to end against the bundled mock gateway,
# started with examples/quickstart/platform.json: a platform where only the
# enterprise, one region and the user's token exist, no team. One apply of
# examples/quickstart builds a whole tenant: a team opened in the region, an
# app, a database component from an image with a volume and a TCP rule, a
# web component with variables pointing at the database, its public port
# with the HTTP rule adopted from it, and a custom domain with a team
# certificate. Then it changes the platform by hand, shows the plan that
# detects it, applies again, destroys, and checks through the mock's admin
# API that nothing Terraform made is left, saying what the API cannot
# delete and where it went.
#
# Needs Go and bash; Terraform >= 1.11 is found or built by
# scripts/ensure-terraform.sh. Terraform gets a CLI config of its own with
# dev_overrides, so there is no `terraform init` and no network access.
# Everything happens in a temporary directory that is removed on exit, with
# the mock gateway stopped, whether the run succeeds or not.
#
# `quickstart.sh adopt` instead adopts an app of the mock gateway the way a
# platform already in use comes under Terraform (scripts/lib/quickstart-adopt.sh):
# terraform query, generated configuration, a plan of imports only, apply,
# an empty plan. It needs Terraform 1.14 or later and uses 1.16.3.
#
# Environment:
#   QUICKSTART_KEEP=1     keep the temporary directory (state, logs) for a look
#   QUICKSTART_NO_CURL=1  talk to the mock's admin API without curl
set -euo pipefail

mode=${1:-quickstart}
case $mode in
quickstart) steps=12 example=examples/quickstart terraform_version= ;;
adopt) steps=9 example=examples/adopt terraform_version=1.16.3 ;;
*)
	echo "usage: $0 [adopt]" >&2
	exit 2
	;;
esac

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
# shellcheck source=scripts/lib/mockgateway.sh
. scripts/lib/mockgateway.sh

if [ -t 1 ] && [ -z "${NO_COLOR:-}" ]; then
	bold=$'\033[1m' green=$'\033[32m' red=$'\033[31m' reset=$'\033[0m'
	no_color=
else
	bold='' green='' red='' reset=''
	no_color=-no-color
fi

step_no=0
step() {
	step_no=$((step_no + 1))
	printf '\n%s==> [%d/%d] %s%s\n' "$bold" "$step_no" "$steps" "$*" "$reset"
}
ok() { printf '%s%s%s\n' "$green" "$*" "$reset"; }
fail() {
	printf '%squickstart: %s%s\n' "$red" "$*" "$reset" >&2
	exit 1
}

work=$(mktemp -d "${TMPDIR:-/tmp}/rainbond-quickstart.XXXXXX")
cleanup() {
	local rc=$?
	trap - EXIT INT TERM
	mock_stop
	if [ "$rc" -ne 0 ] && [ -s "$work/mock.log" ]; then
		echo "--- mock gateway log ---" >&2
		tail -n 20 "$work/mock.log" >&2
	fi
	if [ "${QUICKSTART_KEEP:-0}" = 1 ]; then
		echo "kept $work" >&2
	else
		rm -rf "$work"
	fi
	if [ "$rc" -ne 0 ]; then
		printf '%squickstart failed (exit %d)%s\n' "$red" "$rc" "$reset" >&2
	fi
	exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# ---------------------------------------------------------------------------
step "Terraform"
if [ -x scripts/ensure-terraform.sh ]; then
	echo "finding terraform ${terraform_version:->= 1.11} (if none is installed, it is built from source once: several minutes)"
	terraform=$(scripts/ensure-terraform.sh ${terraform_version:+"$terraform_version"})
else
	terraform=$(command -v terraform) || fail "terraform >= 1.11 is not on PATH"
fi
version=$(TF_CLI_CONFIG_FILE=/dev/null CHECKPOINT_DISABLE=1 "$terraform" version 2>/dev/null) ||
	fail "$terraform does not run"
echo "${version%%$'\n'*} at $terraform"

# ---------------------------------------------------------------------------
step "Build the provider and the mock gateway"
mkdir -p "$work/plugins" "$work/bin"
go build -ldflags "-X main.version=quickstart" -o "$work/plugins/terraform-provider-rainbond" .
go build -o "$work/bin/mockgateway" ./internal/mockgateway/cmd/mockgateway
echo "built into $work"

# ---------------------------------------------------------------------------
step "Start the mock gateway"
token=quickstart-0123456789abcdef0123456789abcdef
fixture=default
[ "$mode" = quickstart ] && fixture="$root/$example/platform.json"
mock_start "$work/bin/mockgateway" "$work" -token "$token" -fixture "$fixture" || fail "the mock gateway did not start"
base_url=$mock_url
echo "mock gateway (pid $mock_pid) at $base_url, admin API at $base_url/_mock/"
if [ "$mode" = quickstart ]; then
	echo "fixture: $example/platform.json (the enterprise, the region rainbond-east and the user's token; no team, no app)"
else
	echo "fixture: the built-in default (team dev-team, region rainbond-east, app shop, component api = gr7b2e4d)"
fi

# admin METHOD PATH [JSON]: call the mock's admin API and print its answer.
admin() {
	if [ "${QUICKSTART_NO_CURL:-0}" != 1 ] && command -v curl >/dev/null 2>&1; then
		curl -fsS -X "$1" -H 'Content-Type: application/json' ${3:+--data "$3"} "$base_url$2" || return
		echo
	else
		admin_devtcp ${1+"$@"}
	fi
}

# The same over bash's /dev/tcp, for machines without curl.
admin_devtcp() {
	local method=$1 path=$2 body=${3:-}
	local hostport=${base_url#http://}
	local host=${hostport%:*} port=${hostport##*:}
	local LC_ALL=C # ${#body} counts bytes
	local answer status line
	exec 3<>"/dev/tcp/$host/$port"
	printf '%s %s HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: %d\r\nConnection: close\r\n\r\n%s' \
		"$method" "$path" "$hostport" "${#body}" "$body" >&3
	answer=$(cat <&3)
	exec 3<&-
	line=${answer%%$'\r\n'*}
	status=${line#* }
	status=${status%% *}
	case $status in '' | *[!0-9]*) status=0 ;; esac
	printf '%s\n' "${answer#*$'\r\n\r\n'}"
	if [ "$status" -lt 200 ] || [ "$status" -ge 300 ]; then
		echo "$method $path answered with status $status" >&2
		return 1
	fi
}

admin GET /_mock/health >/dev/null || fail "the mock gateway does not answer"

# mock_pace: the pace of the mock's asynchronous operations (builds,
# starts, stops, upgrades, scalings), set here and nowhere else in this
# script: their events end at once (the mock's default, said here so that
# the script does not depend on it), so that no wait and no busy window
# (409 "操作过于频繁") slows the story down.
mock_pace() {
	admin PUT /_mock/region/events/pace '{}' >/dev/null
}
mock_pace || fail "the mock gateway refused its pace"

# ---------------------------------------------------------------------------
step "Terraform CLI config and a copy of $example"
cat >"$work/terraform.rc" <<EOF
# Use the provider just built, without terraform init or a registry.
provider_installation {
  dev_overrides {
    "rainbond/rainbond" = "$work/plugins"
  }
  direct {}
}
EOF
cat "$work/terraform.rc"
cp -R "$example" "$work/config"
rm -rf "$work/config/.terraform" "$work/config"/terraform.tfstate*
if [ "$mode" = quickstart ]; then
	echo "a self-signed certificate for the custom domain shop.example.com:"
	go run ./internal/mockgateway/cmd/testcert -cert "$work/config/shop.example.com.crt" -key "$work/config/shop.example.com.key" shop.example.com www.shop.example.com
	ls "$work/config"/shop.example.com.*
fi

# Only this run's settings reach Terraform.
unset TF_CLI_ARGS TF_CLI_ARGS_plan TF_CLI_ARGS_apply TF_CLI_ARGS_destroy TF_DATA_DIR TF_WORKSPACE
export TF_CLI_CONFIG_FILE="$work/terraform.rc"
export CHECKPOINT_DISABLE=1 TF_IN_AUTOMATION=1 TF_INPUT=0
export RAINBOND_BASE_URL="$base_url" RAINBOND_TOKEN="$token"
echo "TF_CLI_CONFIG_FILE=$TF_CLI_CONFIG_FILE"
echo "RAINBOND_BASE_URL=$RAINBOND_BASE_URL"
echo "RAINBOND_TOKEN=(the mock's admin token)"

# tf COMMAND [ARGS...] runs terraform in the copy, without colour when the
# output is not a terminal.
tf() {
	local cmd=$1
	shift
	# $no_color is unquoted on purpose: empty means no argument.
	# shellcheck disable=SC2086
	"$terraform" -chdir="$work/config" "$cmd" $no_color ${1+"$@"}
}

# tf_plan_expect CODE [ARGS...]: run plan -detailed-exitcode (0 = no
# changes, 2 = changes) and fail unless it ends with CODE.
tf_plan_expect() {
	local want=$1 got=0
	shift
	tf plan -detailed-exitcode -compact-warnings ${1+"$@"} || got=$?
	case "$got" in
	"$want") ;;
	0) fail "plan found no changes; expected some" ;;
	2) fail "plan found changes; expected none" ;;
	*) fail "plan failed (exit $got)" ;;
	esac
}

if [ "$mode" = adopt ]; then
	# shellcheck source=scripts/lib/quickstart-adopt.sh
	. scripts/lib/quickstart-adopt.sh
	exit 0
fi

# What the platform holds before Terraform: the destroy must bring it back.
before_state=$(admin GET /_mock/state) || fail "the admin API did not answer the state"
if printf '%s' "$before_state" | grep -q '"team_name"'; then
	fail "the fixture holds a team; the quickstart starts from none"
fi

# ---------------------------------------------------------------------------
step "terraform plan (from an empty platform: no team, no app)"
tf_plan_expect 2 -out=first.tfplan

# ---------------------------------------------------------------------------
step "terraform apply"
tf apply -compact-warnings first.tfplan

# ---------------------------------------------------------------------------
step "terraform output"
tf output
echo
echo "and a second plan:"
tf_plan_expect 0
ok "no changes: the state matches the platform"

team_id=$(tf output -raw team_id)
app_id=$(tf output -raw app_id)
database=$(tf output -raw database_id)
storefront=$(tf output -raw storefront_id)
tcp_rule_id=$(tf output -raw tcp_rule_id)
rule_id=$(tf output -raw public_rule_id)
shop_rule_id=$(tf output -raw shop_rule_id)
certificate_id=$(tf output -raw certificate_id)
admin GET /_mock/teams | grep -q "\"$team_id\"" || fail "the new team $team_id is not on the platform"
ok "one apply built the tenant: team $team_id, app $app_id"
for id in "$database" "$storefront"; do
	component=$(admin GET "/_mock/components/$id") || fail "the new component $id is not on the platform"
	printf '%s' "$component" | grep -Eq '"status": *"running"' || fail "the new component $id does not run: $component"
done
ok "the database $database and the web component $storefront, deployed from their images, run"
admin GET "/_mock/volumes/$database" | grep -q '"redis-data"' || fail "the database has no volume redis-data"
admin GET /_mock/tcp-rules | grep -q "\"$tcp_rule_id\"" || fail "the TCP rule $tcp_rule_id is not on the platform"
ok "the database's volume redis-data and its TCP rule $tcp_rule_id are on the platform"

# ---------------------------------------------------------------------------
step "Change the platform by hand (the mock's admin API)"
echo "stop the web component, as a click in the console would:"
admin PATCH "/_mock/components/$storefront" '{"status":"closed"}' >/dev/null
admin GET "/_mock/components/$storefront" | grep -Eo '"status": *"[a-z]*"'
echo "close the outer service of its port 80:"
admin PATCH "/_mock/ports/$storefront/80" '{"is_outer_service":false}'
echo "the default rule $rule_id that Terraform reads, as the region holds it (no record: the platform keeps it in the console and its gateway only):"
admin GET "/_mock/region/http-rules/$rule_id" 2>/dev/null || echo "(none)"
echo "change the weight of the custom domain's rule $shop_rule_id:"
admin PATCH "/_mock/rules/$shop_rule_id" '{"the_weight":50}'
echo "delete the database's TCP rule $tcp_rule_id, as the console can:"
admin DELETE "/_mock/tcp-rules/$tcp_rule_id"

# ---------------------------------------------------------------------------
step "terraform plan -detailed-exitcode (drift)"
tf_plan_expect 2 -out=repair.tfplan
ok "exit code 2: the plan found the changes made by hand and undoes them"

# ---------------------------------------------------------------------------
step "terraform apply (repair the drift)"
tf apply -compact-warnings repair.tfplan
echo
echo "and a plan after the repair:"
tf_plan_expect 0
ok "exit code 0: the platform matches the configuration again"
tcp_rule_id=$(tf output -raw tcp_rule_id)
admin GET /_mock/tcp-rules | grep -q "\"$tcp_rule_id\"" || fail "the TCP rule was not made again"
ok "the database's TCP rule is back ($tcp_rule_id)"

# ---------------------------------------------------------------------------
step "terraform destroy"
admin DELETE /_mock/requests >/dev/null # the request log starts here
tf destroy -auto-approve -compact-warnings
# The components must be stopped (an app operation) before their delete,
# and the team deleted last, once nothing of it runs.
order=$(admin GET "/_mock/requests" | grep -Eo '"operation": *"(OperateApp|DeleteComponent|DeleteTeam)"' | grep -Eo '[A-Za-z]+"$' | tr -d '"' | tr '\n' ' ')
order=${order% }
case $order in
OperateApp*DeleteComponent*DeleteComponent*DeleteTeam) ok "the components were stopped, then deleted, and the team deleted last ($order)" ;;
*) fail "the destroy did not stop and delete the components before the team: $order" ;;
esac
# gone KIND PATH: fail when the admin API still finds the object at PATH.
gone() {
	if admin GET "$2" >/dev/null 2>&1; then
		fail "$1 is still on the platform: $(admin GET "$2")"
	fi
}
gone "the database $database" "/_mock/components/$database"
gone "the web component $storefront" "/_mock/components/$storefront"
gone "the web component's port 80" "/_mock/ports/$storefront/80"
gone "the database's port 6379" "/_mock/ports/$database/6379"
gone "the custom domain's rule $shop_rule_id" "/_mock/rules/$shop_rule_id"
gone "the port's default rule $rule_id" "/_mock/rules/$rule_id"
ok "both components, their ports, the custom domain and the default rule are gone"
if admin GET /_mock/state | grep -Eq '"alias": *"quickstart-shop"'; then
	fail "the certificate $certificate_id (quickstart-shop) is still on the platform"
fi
ok "the certificate $certificate_id is gone"
if admin GET /_mock/apps | grep -Eq "\"ID\": *$app_id[,}]"; then
	fail "the app $app_id is still on the platform"
fi
if admin GET /_mock/teams | grep -q "\"$team_id\""; then
	fail "the team $team_id is still on the platform"
fi
ok "the app $app_id and the team $team_id are gone"

# The API cannot delete a volume or a TCP rule: their resources only forget
# them, with the warnings above. The console deletes a component's volumes
# and TCP rules with the component, so here they went with the database.
echo
echo "What the API cannot delete:"
echo "  - the volume redis-data and the TCP rule to port 6379 (the end point 0.0.0.0:30379):"
echo "    Terraform only forgot them (the warnings above), since the platform's API"
echo "    has no delete for either. They do not stay here: the database's delete"
echo "    took them with it, as the console deletes a component's volumes and TCP"
echo "    rules. On a component that Terraform keeps, they would stay until deleted"
echo "    in the console."
if admin GET "/_mock/volumes/$database" | grep -q '"redis-data"'; then
	fail "the volume redis-data outlived the database"
fi
if admin GET /_mock/tcp-rules | grep -q "\"$database\""; then
	fail "a TCP rule of the database outlived it: $(admin GET /_mock/tcp-rules)"
fi
ok "the volume and the TCP rule went with the database"
# Everything else: the platform is as the fixture left it.
after_state=$(admin GET /_mock/state)
if [ "$after_state" != "$before_state" ]; then
	diff <(printf '%s\n' "$before_state") <(printf '%s\n' "$after_state") >&2 || true
	fail "the platform after destroy differs from the platform before the apply (above)"
fi
ok "the platform is as it was before the apply: nothing Terraform made is left"

# ---------------------------------------------------------------------------
step "Stop the mock gateway"
mock_stop
ok "quickstart finished: a team from nothing, an app, a database with a volume and TCP access, a web component on an HTTPS domain; outputs, drift detection, repair and destroy all worked"
