package tfid

import (
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-go/tftypes"
)

// A resource whose team or component is written in its other form (a team
// name where the state has the tenant id, an alias where it has the
// component id) is the same object. Terraform requires a configured
// attribute's planned value to equal the configuration, so the plan still
// shows the new written form as an in-place update; these helpers keep that
// update from touching anything else: no replacement, and no value the
// framework would otherwise mark "known after apply".

// ChangedAttributes returns the named attributes whose planned value
// differs from the state's. A resource being created or destroyed has none.
func ChangedAttributes(req resource.ModifyPlanRequest, names ...string) ([]path.Path, diag.Diagnostics) {
	var diags diag.Diagnostics
	if req.State.Raw.IsNull() || req.Plan.Raw.IsNull() {
		return nil, diags
	}
	plan, state, err := rawAttributes(req.Plan.Raw, req.State.Raw)
	if err != nil {
		diags.AddError("Cannot read the plan", err.Error())
		return nil, diags
	}
	var changed []path.Path
	for _, n := range names {
		if !plan[n].Equal(state[n]) {
			changed = append(changed, path.Root(n))
		}
	}
	return changed, diags
}

// OnlySpellingsChange reports whether the plan differs from the state in
// nothing but the named attributes, derived (the id, listed in derived) and
// computed values the framework marked unknown because something changed.
// Such a plan changes nothing on the platform.
func OnlySpellingsChange(req resource.ModifyPlanRequest, spellings, derived []string) (bool, error) {
	plan, state, err := rawAttributes(req.Plan.Raw, req.State.Raw)
	if err != nil {
		return false, err
	}
	config := map[string]tftypes.Value{}
	if err := req.Config.Raw.As(&config); err != nil {
		return false, err
	}
	skip := map[string]bool{"timeouts": true}
	for _, n := range append(spellings, derived...) {
		skip[n] = true
	}
	for name, pv := range plan {
		if skip[name] || pv.Equal(state[name]) {
			continue
		}
		if !pv.IsKnown() && config[name].IsNull() {
			continue // a computed value, unknown only because of the change
		}
		return false, nil
	}
	return true, nil
}

// KeepPriorComputed plans the state's value for every computed attribute
// the framework marked unknown: after a change of written form alone,
// nothing the platform computes can change.
func KeepPriorComputed(req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) error {
	plan, state, err := rawAttributes(resp.Plan.Raw, req.State.Raw)
	if err != nil {
		return err
	}
	config := map[string]tftypes.Value{}
	if err := req.Config.Raw.As(&config); err != nil {
		return err
	}
	for name, pv := range plan {
		if !pv.IsKnown() && config[name].IsNull() {
			plan[name] = state[name]
		}
	}
	resp.Plan.Raw = tftypes.NewValue(resp.Plan.Raw.Type(), plan)
	return nil
}

func rawAttributes(planRaw, stateRaw tftypes.Value) (plan, state map[string]tftypes.Value, err error) {
	plan, state = map[string]tftypes.Value{}, map[string]tftypes.Value{}
	if err = planRaw.As(&plan); err != nil {
		return nil, nil, err
	}
	if err = stateRaw.As(&state); err != nil {
		return nil, nil, err
	}
	return plan, state, nil
}

// SamePathNote is the description sentence of a team_id or service_id that
// a resource's identity depends on.
func SamePathNote(object, spellings string) string {
	return "Changing it to another " + object + " replaces the resource; writing the same " + object +
		" by its other form (its " + spellings + ") is an update of the state alone, with no request to the platform."
}
