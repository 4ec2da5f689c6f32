# shellcheck shell=bash
# The steps of `quickstart.sh adopt`, sourced by it once Terraform, the
# provider, the mock gateway and a copy of examples/adopt are ready; it
# uses that script's step, ok, fail, admin, tf and tf_plan_expect.
#
# A platform already in use comes under Terraform: terraform query finds the
# ports and HTTP rules of one app, writes their configuration, and the plan
# of that configuration only imports.

# ---------------------------------------------------------------------------
step "terraform query (what exists)"
admin DELETE /_mock/requests >/dev/null
tf query
echo
echo "requests the query sent, per operation:"
admin GET /_mock/counts
methods=$(admin GET /_mock/requests | grep -Eo '"method": *"[A-Z]+"' | sort -u)
[ -n "$methods" ] || fail "the mock saw no request"
if printf '%s\n' "$methods" | grep -qv '"GET"'; then
	fail "the query sent more than GET requests: $methods"
fi
ok "the query only read (GET)"

# ---------------------------------------------------------------------------
step "terraform query -generate-config-out=generated.tf"
tf query -generate-config-out=generated.tf >/dev/null
cat "$work/config/generated.tf"
found=$(grep -c '^import {' "$work/config/generated.tf" || true)
[ "$found" -gt 0 ] || fail "the query generated no import blocks"
ok "$found objects, each with a resource block and an import block by identity"

# ---------------------------------------------------------------------------
step "terraform plan (imports only)"
plan=$(tf plan -compact-warnings -out=adopt.tfplan) || fail "plan failed: $plan"
printf '%s\n' "$plan"
want="Plan: $found to import, 0 to add, 0 to change, 0 to destroy."
printf '%s' "$plan" | grep -qF "$want" || fail "the plan is not '$want'"
ok "$want"

# ---------------------------------------------------------------------------
step "terraform apply"
tf apply -compact-warnings adopt.tfplan
echo
echo "and a plan after the apply:"
tf_plan_expect 0
ok "exit code 0: Terraform now manages the app's ports and rules as they are"

# ---------------------------------------------------------------------------
step "Stop the mock gateway"
mock_stop
ok "adoption finished: query, generated configuration, imports only, apply, empty plan"
