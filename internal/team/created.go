package team

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// keepCreatedTeam reports what failed after the team was made (a region
// that did not open, the read back). Terraform taints every resource whose
// create returns an error, and the next apply would then delete the team,
// with whatever was made in it meanwhile, and create another. So such a
// failure is a warning, and the state keeps the planned regions (a state
// that differs from the plan is refused by Terraform); the next refresh
// reads the regions the team is really open in, so the next plan shows the
// missing ones as an in-place update that opens them.
func keepCreatedTeam(ctx context.Context, m *teamModel, planned types.Set, rest diag.Diagnostics, state *tfsdk.State, diags *diag.Diagnostics) {
	if !rest.HasError() {
		diags.Append(rest...)
		return
	}
	for _, d := range rest {
		if d.Severity() != diag.SeverityError {
			diags.Append(d)
			continue
		}
		diags.AddWarning("Team created, but not finished: "+d.Summary(),
			fmt.Sprintf("%s\n\n%s exists and is kept in state, so nothing is replaced. The next plan reads the regions it is really open in "+
				"and shows the missing ones as an in-place update; apply it to open them (correct a mistyped region name in regions first).",
				d.Detail(), m.label()))
	}
	if !planned.IsUnknown() {
		diags.Append(state.SetAttribute(ctx, regionsPath, planned)...)
	}
}
