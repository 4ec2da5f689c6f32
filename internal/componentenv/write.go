package componentenv

// The write: the variables the plan holds are upserted by name, each
// with its planned note or, when the plan gives none, the note the
// platform has now; then, when values changed and the component runs, a
// rolling upgrade brings them to its instances, waited for.

import (
	"context"
	"fmt"
	"sort"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-log/tflog"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
)

// optUpgrade is the region's opt_type of an upgrade (api/model/model.go).
const optUpgrade = "upgrade-service"

// write sets the plan's variables and reports whether the state may
// record them.
func (r *envResource) write(ctx context.Context, plan *envModel, diags *diag.Diagnostics) bool {
	ref := plan.ref()
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
			// The platform saved the change before its answer failed.
			diags.AddError("The platform stored the variables but refused to list them", listRefusedDetail(err))
			return true
		case err != nil:
			platform.AddComponentReadError(diags, "Cannot set the component's variables", err, ref)
			return false
		}
	}
	if valuesChanged && plan.UpgradeOnChange.ValueBool() {
		r.upgrade(ctx, plan, diags)
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

// upgrade rolls the running component's instances onto the new values and
// waits for it; a component that does not run gets them at its start.
func (r *envResource) upgrade(ctx context.Context, plan *envModel, diags *diag.Diagnostics) {
	ref := plan.ref()
	c, err := r.api.FreshComponent(ctx, ref)
	if err != nil {
		platform.AddComponentReadError(diags, "Cannot read the component to upgrade it", err, ref)
		return
	}
	if platform.Deref(c.Status) != "running" {
		tflog.Info(ctx, "The component does not run: no upgrade", map[string]any{"service_id": c.ServiceID, "status": platform.Deref(c.Status)})
		return
	}
	mark, err := platform.WhenComponentIdle(ctx, r.api, ref, "the upgrade", func() error {
		return r.api.OperateApp(ctx, ref.App(), client.AppOperation{Action: client.OperationUpgrade, ServiceIDs: []string{c.ServiceID}})
	})
	if err == nil {
		_, _, err = platform.WaitForOperation(ctx, r.api, ref, platform.Wait{
			What: fmt.Sprintf("the upgrade of %s", plan.label()), Mark: mark, OptTypes: []string{optUpgrade},
			Want: func(s string) bool { return s == "running" }, WantText: `status "running"`,
		})
	}
	if err != nil {
		diags.AddError("The variables are set, but the upgrade of the component failed",
			fmt.Sprintf("%s\n\nThe platform stores the new values; running instances see them after the next upgrade or restart.", err))
	}
}
