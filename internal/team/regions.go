package team

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

var (
	idPath      = path.Root("id")
	teamIDPath  = path.Root("team_id")
	regionsPath = path.Root("regions")
)

// converge opens the team in every wanted region it is not open in yet,
// then records what the platform has. A failure keeps what exists in
// state, so that the next apply opens the rest of the regions instead of
// creating another team.
func (r *teamResource) converge(ctx context.Context, m *teamModel, wanted []string, ident *tfsdk.ResourceIdentity, state *tfsdk.State, diags *diag.Diagnostics) {
	save := func() {
		tfid.SetIdentityFromID(ctx, ident, teamIDFormat, m.ID.ValueString(), diags)
		diags.Append(state.Set(ctx, m)...)
	}
	list, err := r.api.TeamRegions(ctx, m.ID.ValueString())
	if err != nil {
		diags.AddError("Cannot read the regions of "+m.label(), err.Error())
		r.saveKnown(ctx, m, save)
		return
	}
	open := regionNames(list)
	for _, name := range wanted {
		if slices.Contains(open, name) {
			continue
		}
		if _, err := r.api.OpenTeamRegion(ctx, m.ID.ValueString(), name); err != nil {
			diags.AddError(fmt.Sprintf("Cannot open %s in region %q", m.label(), name),
				fmt.Sprintf("%s\n\nThe team is kept in state with the regions it is open in; the next apply opens the others.", err))
			r.saveKnown(ctx, m, save)
			return
		}
	}
	if !r.readBack(ctx, m, diags) {
		r.saveKnown(ctx, m, save)
		return
	}
	if wanted != nil {
		r.keepPlannedRegions(ctx, m, wanted, diags)
	}
	save()
}

// keepPlannedRegions records the configured set when the team is open in
// each of its regions. A region opened outside Terraform meanwhile (the
// plan did not see it) is named in a warning; the next plan shows it.
func (r *teamResource) keepPlannedRegions(ctx context.Context, m *teamModel, wanted []string, diags *diag.Diagnostics) {
	var open []string
	diags.Append(m.Regions.ElementsAs(ctx, &open, false)...)
	var missing, extra []string
	for _, w := range wanted {
		if !slices.Contains(open, w) {
			missing = append(missing, w)
		}
	}
	for _, o := range open {
		if !slices.Contains(wanted, o) {
			extra = append(extra, o)
		}
	}
	if len(missing) > 0 {
		diags.AddAttributeError(regionsPath, "Team not open in every region",
			fmt.Sprintf("After opening them, the platform does not list %s among the regions of %s. Apply again; if it persists, check the regions in the console.", strings.Join(missing, ", "), m.label()))
		return
	}
	if len(extra) > 0 {
		diags.AddAttributeWarning(regionsPath, "Team open in regions the configuration does not list",
			fmt.Sprintf("%s is also open in %s, opened outside Terraform after the plan. The platform cannot close a team's region through its API: add them to regions, or close them in the console.", m.label(), strings.Join(extra, ", ")))
	}
	set, d := types.SetValueFrom(ctx, types.StringType, wanted)
	diags.Append(d...)
	m.Regions = set
}

// saveKnown saves a team that exists but whose writes did not all go
// through: with the platform's values when it can be read, and never with
// unknown ones.
func (r *teamResource) saveKnown(ctx context.Context, m *teamModel, save func()) {
	var ignored diag.Diagnostics
	if !r.readBack(ctx, m, &ignored) {
		if m.TeamName.IsUnknown() {
			m.TeamName = types.StringValue("")
		}
		if m.Regions.IsUnknown() {
			m.Regions = types.SetValueMust(types.StringType, nil)
		}
	}
	save()
}

// regionsAddOnly refuses at plan time to remove a region from a team: no
// route of the platform's API closes one.
type regionsAddOnly struct{}

func (regionsAddOnly) Description(context.Context) string {
	return "regions can be added, never removed: the platform's API cannot close a team's region"
}

func (m regionsAddOnly) MarkdownDescription(ctx context.Context) string { return m.Description(ctx) }

func (regionsAddOnly) PlanModifySet(ctx context.Context, req planmodifier.SetRequest, resp *planmodifier.SetResponse) {
	if req.StateValue.IsNull() || req.StateValue.IsUnknown() || req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() {
		return
	}
	var before, after []string
	resp.Diagnostics.Append(req.StateValue.ElementsAs(ctx, &before, false)...)
	resp.Diagnostics.Append(req.ConfigValue.ElementsAs(ctx, &after, false)...)
	var removed []string
	for _, b := range before {
		if !slices.Contains(after, b) {
			removed = append(removed, b)
		}
	}
	if len(removed) == 0 {
		return
	}
	slices.Sort(removed)
	resp.Diagnostics.AddAttributeError(req.Path, "Cannot close a team's region",
		fmt.Sprintf("The team is open in %s, which regions does not list. The platform's API has no way to close a team's region, so Terraform cannot remove it. "+
			"Add %s back to regions; or close the region in the console (or delete the team and create it again) and refresh.",
			strings.Join(removed, ", "), strings.Join(removed, ", ")))
}
