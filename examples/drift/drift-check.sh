#!/usr/bin/env bash
# Drift check: does the platform still match what Terraform recorded?
#
#   drift-check.sh [PLAN_ARGS...]
#
# Runs in a Terraform working directory that has been initialised (or that
# uses dev_overrides). It makes a refresh-only plan, which reads every
# object and changes nothing, and prints which attributes of which objects
# changed outside Terraform. PLAN_ARGS go to `terraform plan` (say
# -var-file=prod.tfvars or -lock=false).
#
# Exit code: 0 no drift, 2 drift, 1 error (as `plan -detailed-exitcode`).
#
# Needs bash and Terraform, and either Go (to build report.go, beside this
# script) or DRIFT_REPORT naming a binary built from it. No jq.
#
# Environment:
#   TERRAFORM     the terraform binary (default: terraform on PATH)
#   DRIFT_REPORT  a built report binary (default: report.go, built with go)
#   DRIFT_KEEP    a directory to keep the plan and its JSON in
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
terraform=${TERRAFORM:-terraform}

work=$(mktemp -d "${TMPDIR:-/tmp}/drift-check.XXXXXX")
trap 'rm -rf "$work"' EXIT

# The report program: DRIFT_REPORT, or report.go built now (`go run` would
# turn its exit code 2 into 1).
report=${DRIFT_REPORT:-}
if [ -z "$report" ]; then
	report="$work/report"
	(cd "$here" && go build -o "$report" report.go)
fi

# The plan's exit code decides nothing but failure: 2 does not prove drift
# (Terraform before 1.15 can answer 2 with no changes), and 0 does not
# cover failed check blocks, which are only warnings. The report reads the
# plan itself.
rc=0
"$terraform" plan -refresh-only -detailed-exitcode -input=false -no-color \
	-out="$work/drift.tfplan" ${1+"$@"} >"$work/plan.log" 2>&1 || rc=$?
if [ "$rc" != 0 ] && [ "$rc" != 2 ]; then
	cat "$work/plan.log" >&2
	echo "drift-check: terraform plan failed (exit $rc)" >&2
	exit 1
fi

"$terraform" show -json "$work/drift.tfplan" >"$work/drift.json"
if [ -n "${DRIFT_KEEP:-}" ]; then
	mkdir -p "$DRIFT_KEEP"
	cp "$work/drift.tfplan" "$work/drift.json" "$work/plan.log" "$DRIFT_KEEP/"
fi
rc=0
"$report" <"$work/drift.json" || rc=$?
exit "$rc"
