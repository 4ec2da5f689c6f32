package httprule

import (
	"context"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// A default rule adopted through its port that is gone when its update
// runs (the port replaced after the plan saw it): the apply fails saying
// why and what to do, and the state keeps the prior values; it never
// reports success with the deleted rule's id.
func TestUpdateOfARuleGoneSinceThePlan(t *testing.T) {
	u := newRuleUnit(t, testRule("r1", "s1", 80))
	resp, state := u.create(u.plan("", "s1", 80, "r1.example.com"))
	if resp.Diagnostics.HasError() {
		t.Fatal(resp.Diagnostics)
	}
	u.api.rules = []client.HTTPRule{testRule("r2", "s1", 80)} // the port's new default rule
	cfg := u.plan("", "s1", 80, "r1.example.com")
	cfg.RuleID, cfg.TheWeight = types.StringNull(), types.Int64Value(40)
	plan := state
	plan.TheWeight = types.Int64Value(40)
	prior := tfsdk.State{Schema: u.schema, Raw: u.raw(state)}
	up := resource.UpdateResponse{State: prior}
	u.r.Update(context.Background(), resource.UpdateRequest{
		Plan: tfsdk.Plan{Schema: u.schema, Raw: u.raw(plan)}, Config: tfsdk.Config{Schema: u.schema, Raw: u.raw(cfg)}, State: prior,
	}, &up)
	if !up.Diagnostics.HasError() {
		t.Fatal("the update of a vanished rule succeeded")
	}
	if d := up.Diagnostics.Errors()[0].Detail(); !strings.Contains(d, "no longer on the platform") || !strings.Contains(d, "Apply again") {
		t.Fatalf("error: %s", d)
	}
	if !up.State.Raw.Equal(prior.Raw) || len(u.api.updates) != 0 {
		t.Fatalf("state changed or a write was sent (updates %v)", u.api.updates)
	}
}
