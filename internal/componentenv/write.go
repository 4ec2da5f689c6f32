package componentenv

// The write: the variables the plan holds are upserted by name, each
// with its planned note or, when the plan gives none, the note the
// platform has now; then, when values changed and the component has
// instances, a rolling upgrade brings the values to them, waited for.

import (
	"context"
	"fmt"
	"sort"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/hashicorp/terraform-plugin-log/tflog"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
)

// optUpgrade is the region's opt_type of an upgrade (api/model/model.go).
const optUpgrade = "upgrade-service"

// write sets the plan's variables and reports whether the state may
// record them. owed is an upgrade a former apply failed to make: it is
// made now too, and plan.UpgradePending records whether one is still owed.
func (r *envResource) write(ctx context.Context, plan *envModel, owed bool, diags *diag.Diagnostics) bool {
	plan.UpgradePending = types.BoolValue(owed)
	ref := plan.ref()
	// The variables' read is itself a write (an upsert of no variable).
	if !platform.RequireComponentInApp(ctx, r.api, ref, "Cannot set the component's variables", diags) {
		return false
	}
	current, err := r.api.ComponentEnvs(ctx, ref)
	switch {
	case client.IsEnvListRefused(err):
		diags.AddError("Cannot set the component's variables", listRefusedDetail(err)+" Nothing was changed.")
		return false
	case err != nil:
		platform.AddComponentReadError(diags, "Cannot read the component's variables before setting them", err, ref)
		return false
	}
	items, valuesChanged := changes(ctx, plan, byName(current), diags)
	if diags.HasError() {
		return false
	}
	if len(items) > 0 {
		_, err := r.api.UpdateComponentEnvs(ctx, ref, items)
		switch {
		case client.IsEnvListRefused(err):
			// The platform saved the change before its answer failed; the
			// upgrade it would have had is owed.
			plan.UpgradePending = types.BoolValue((owed || valuesChanged) && plan.UpgradeOnChange.ValueBool())
			diags.AddError("The platform stored the variables but refused to list them", listRefusedDetail(err))
			return true
		case err != nil:
			platform.AddComponentReadError(diags, "Cannot set the component's variables", err, ref)
			return false
		}
	}
	if (valuesChanged || owed) && plan.UpgradeOnChange.ValueBool() {
		plan.UpgradePending = types.BoolValue(!r.upgrade(ctx, plan, diags))
	}
	return true
}

// changes are the items to send: the planned variables whose value or
// note differs from the platform's, and whether a value changed.
func changes(ctx context.Context, plan *envModel, have map[string]client.ComponentEnv, diags *diag.Diagnostics) ([]client.ComponentEnv, bool) {
	vars := stringMap(ctx, plan.Variables, diags)
	notes := stringMap(ctx, plan.Notes, diags)
	names := sortedKeys(vars)
	var items []client.ComponentEnv
	valuesChanged := false
	for _, name := range names {
		cur, exists := have[name]
		note, noted := notes[name]
		if !noted {
			note = cur.Note // unset: what the platform has now, never prior state
		}
		if exists && cur.Value == vars[name] && cur.Note == note {
			continue
		}
		valuesChanged = valuesChanged || !exists || cur.Value != vars[name]
		yes := true
		items = append(items, client.ComponentEnv{Name: name, Value: vars[name], Note: note, IsChange: &yes, Scope: innerScope})
	}
	sort.Slice(items, func(i, j int) bool { return items[i].Name < items[j].Name })
	return items, valuesChanged
}

// upgrade rolls the component's instances onto the new values and waits
// for it. An operation in flight (a deploy, a start, a stop) decides
// whether the component has instances, so it is waited for before the
// status is read. A component without instances gets the values at its
// start (an upgrade would start it); one whose status tells neither is
// left alone, with a warning. It reports false when the upgrade failed,
// and is owed.
func (r *envResource) upgrade(ctx context.Context, plan *envModel, diags *diag.Diagnostics) bool {
	ref := plan.ref()
	what := fmt.Sprintf("the upgrade of %s", plan.label())
	if _, err := platform.WaitComponentIdle(ctx, r.api, ref, what); err != nil {
		diags.AddError(upgradeFailed, fmt.Sprintf("%s\n\n%s %s", err, upgradeLater, upgradeOwed))
		return false
	}
	c, err := r.api.FreshComponent(ctx, ref)
	if err != nil {
		platform.AddComponentReadError(diags, "Cannot read the component to upgrade it", err, ref)
		return false
	}
	before := platform.Deref(c.Status)
	switch {
	case platform.HasNoInstances(before):
		tflog.Info(ctx, "The component has no instances: no upgrade, it gets the values at its start", map[string]any{"service_id": c.ServiceID, "status": before})
		return true
	case !platform.HasInstances(before):
		diags.AddWarning("The component was not upgraded",
			fmt.Sprintf("%s has status %q, which does not tell whether it runs instances, so it was not upgraded (an upgrade of a component without instances starts it). "+
				"%s Once it runs, upgrade it in the console, or with the rainbond_app_operation action (action = \"upgrade\").", plan.label(), before, upgradeLater))
		return true // nothing failed: the warning says what to do
	}
	wait := platform.Wait{What: what, OptTypes: []string{optUpgrade}}
	if before == "running" {
		// It ran before: it runs again once the new instances are ready.
		wait.Want, wait.WantText = func(s string) bool { return s == "running" }, `status "running"`
	}
	wait.Mark, err = platform.WhenComponentIdle(ctx, r.api, ref, what, func() error {
		return r.api.OperateApp(ctx, ref.App(), client.AppOperation{Action: client.OperationUpgrade, ServiceIDs: []string{c.ServiceID}})
	})
	if err == nil {
		c, _, err = platform.WaitForOperation(ctx, r.api, ref, wait)
	}
	if err != nil {
		diags.AddError(upgradeFailed, fmt.Sprintf("%s\n\n%s %s", err, upgradeLater, upgradeOwed))
		return false
	}
	if after := platform.Deref(c.Status); after != "running" {
		diags.AddWarning("The component does not run after the upgrade",
			fmt.Sprintf("The upgrade of %s ended, and the component's status is %q (it was %q before): its new instances have the new values but are not all ready. "+
				"Look at the component's events and logs in the console.", plan.label(), after, before))
	}
	return true
}

const (
	upgradeFailed = "The variables are set, but the upgrade of the component failed"
	upgradeLater  = "The platform stores the new values; running instances see them after the next upgrade or restart."
	upgradeOwed   = "The next apply upgrades it again (the plan shows upgrade_pending), or upgrade it in the console or with the rainbond_app_operation action (action = \"upgrade\")."
)
