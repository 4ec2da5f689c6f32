package team

import (
	"context"
	"fmt"
	"regexp"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework-timeouts/resource/timeouts"
	"github.com/hashicorp/terraform-plugin-framework-validators/setvalidator"
	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

var (
	_ resource.ResourceWithConfigure   = (*teamResource)(nil)
	_ resource.ResourceWithImportState = (*teamResource)(nil)
)

// noNullCharacter is the framework's ProhibitNullCharactersValidator,
// which every CharField of the console runs.
var noNullCharacter = stringvalidator.RegexMatches(regexp.MustCompile(`^[^\x00]*$`), "must not contain a null character")

// NewResource returns the rainbond_team resource.
func NewResource() resource.Resource { return &teamResource{} }

// teamResource reaches the platform through api; claims are the objects
// this run's resources hold (nil until configured).
type teamResource struct {
	api    platform.TeamAPI
	claims *tfid.Claims
}

func (r *teamResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_team"
}

func (r *teamResource) Schema(ctx context.Context, _ resource.SchemaRequest, resp *resource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "A team (tenant) of the enterprise, and the regions it is open in: where a configuration starts from nothing.\n\n" +
			"The platform names a new team itself: `alias` is the name you choose (the console shows it), `team_name` the generated one " +
			"(8 characters of `[a-z0-9]`), and `id` the tenant id, which every other resource's `team_id` accepts " +
			"(`team_id = rainbond_team.x.id`). The token's user becomes the team's owner.\n\n" +
			"**Regions are add-only.** Listing a region in `regions` opens the team there. The platform's API has no way to close a team's region, " +
			"so removing a region from `regions` is refused at plan time; so is a region the team is open in (opened in the console) that `regions` does not list. " +
			"Left unset, `regions` shows the regions the team is open in and opens none.\n\n" +
			"**Destroy** uninstalls the team from every region and deletes it, with the apps and components still in it, including those made in the console; " +
			"the destroy plan warns, naming the apps it lists in the team's regions. " +
			"The platform refuses while a component of the team runs in a region (stop or delete the components first), " +
			"and when a region fails to uninstall the team it names that region: uninstall the team there by hand, then destroy again.\n\n" +
			"**What it adopts.** A team of the same alias that the token's user already sees is refused at create, with the import command. " +
			"When a create's answer is lost, only a team of that alias that was not there before the create, and that no other resource of the apply holds, is kept.\n\n" +
			"**Values the platform trims.** The platform trims the alias on create but not on update, so an alias with surrounding blanks is refused at plan time.",
		Attributes: map[string]schema.Attribute{
			"id": schema.StringAttribute{
				MarkdownDescription: "The team's tenant id.",
				Computed:            true,
				PlanModifiers:       []planmodifier.String{stringplanmodifier.UseStateForUnknown()},
			},
			"team_id": schema.StringAttribute{
				MarkdownDescription: "The team's tenant id, as other resources take it in `team_id` (the same as `id`).",
				Computed:            true,
				PlanModifiers:       []planmodifier.String{stringplanmodifier.UseStateForUnknown()},
			},
			"alias": schema.StringAttribute{
				MarkdownDescription: fmt.Sprintf("The team's display name, 1 to %d characters; changed in place. Surrounding blanks are refused at plan time.", maxAlias),
				Required:            true,
				Validators:          []validator.String{stringvalidator.UTF8LengthBetween(1, maxAlias), tfschema.RefuseSurroundingBlanks(), noNullCharacter},
			},
			"team_name": schema.StringAttribute{
				MarkdownDescription: "The team's name, which the platform generates on create and never changes.",
				Computed:            true,
				PlanModifiers:       []planmodifier.String{stringplanmodifier.UseStateForUnknown()},
			},
			"regions": schema.SetAttribute{
				MarkdownDescription: "Names of the regions the team is open in. Adding one opens the team there; removing one is refused at plan time, since the platform cannot close a team's region through its API. Unset, it shows the regions the team is open in.",
				ElementType:         types.StringType,
				Optional:            true,
				Computed:            true,
				Validators: []validator.Set{setvalidator.ValueStringsAre(
					stringvalidator.UTF8LengthBetween(1, maxAlias), tfschema.RefuseSurroundingBlanks(), noNullCharacter,
					stringvalidator.RegexMatches(regexp.MustCompile(`^[^/]+$`), "must not contain \"/\""),
				)},
				PlanModifiers: []planmodifier.Set{regionsAddOnly{}},
			},
		},
		Blocks: map[string]schema.Block{
			"timeouts": tfschema.TimeoutsBlock(ctx, timeouts.Opts{Create: true, Update: true, Delete: true}),
		},
	}
}

func (r *teamResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		r.api, r.claims = data.Teams, data.Claims
	}
}

func (r *teamResource) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	if platform.NotConfigured(r.api != nil, &resp.Diagnostics, "create a team") {
		return
	}
	var plan teamModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	if resp.Diagnostics.HasError() {
		return
	}
	ctx, done := tfschema.WithOperationTimeout(ctx, "create", plan.Timeouts.Create, tfschema.DefaultWriteTimeout, &resp.Diagnostics)
	defer done()
	wanted, diags := plan.configuredRegions(ctx)
	resp.Diagnostics.Append(diags...)
	if resp.Diagnostics.HasError() {
		return
	}
	id, ok := r.create(ctx, &plan, wanted, &resp.Diagnostics)
	if !ok {
		return
	}
	plan.ID, plan.TeamID = types.StringValue(id), types.StringValue(id)
	planned := plan.Regions
	var rest diag.Diagnostics
	r.converge(ctx, &plan, wanted, resp.Identity, &resp.State, &rest)
	keepCreatedTeam(ctx, &plan, planned, rest, &resp.State, &resp.Diagnostics)
}

func (r *teamResource) Read(ctx context.Context, req resource.ReadRequest, resp *resource.ReadResponse) {
	var state teamModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	if platform.SkipRefreshKeepingIdentity(ctx, r.api != nil, teamIDFormat, state.ID.ValueString(), resp) {
		return
	}
	t, regions, err := r.read(ctx, state.ID.ValueString())
	// Only the team's own 404 means it is gone: an HTML page of a proxy
	// or a path no console serves keeps the state.
	if client.IsTeamGone(err) {
		resp.Diagnostics.AddWarning("Team is gone",
			fmt.Sprintf("Team %s is no longer on the platform; Terraform removes it from state and plans to create it again.", state.ID.ValueString()))
		resp.State.RemoveResource(ctx)
		tfid.IdentityOfRemoved(ctx, teamIDFormat, state.ID.ValueString(), resp.Identity)
		return
	}
	if err != nil {
		tfschema.AddReadError(&resp.Diagnostics, "Cannot read the team", err, "id", state.ID.ValueString())
		return
	}
	resp.Diagnostics.Append(state.setFrom(*t, regions)...)
	tfid.SetIdentityFromID(ctx, resp.Identity, teamIDFormat, state.ID.ValueString(), &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
}

func (r *teamResource) Update(ctx context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	if platform.NotConfigured(r.api != nil, &resp.Diagnostics, "update a team") {
		return
	}
	var plan, state teamModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	ctx, done := tfschema.WithOperationTimeout(ctx, "update", plan.Timeouts.Update, tfschema.DefaultWriteTimeout, &resp.Diagnostics)
	defer done()
	wanted, diags := plan.configuredRegions(ctx)
	resp.Diagnostics.Append(diags...)
	if resp.Diagnostics.HasError() {
		return
	}
	if !plan.Alias.Equal(state.Alias) {
		if err := r.api.UpdateTeam(ctx, state.ID.ValueString(), client.UpdateTeamRequest{TenantAlias: plan.Alias.ValueString()}); err != nil {
			resp.Diagnostics.AddError("Cannot rename "+state.label(), fmt.Sprintf("Setting the alias to %q failed: %s", plan.Alias.ValueString(), err))
			return
		}
	}
	plan.ID, plan.TeamID = state.ID, state.TeamID
	r.converge(ctx, &plan, wanted, resp.Identity, &resp.State, &resp.Diagnostics)
}

func (r *teamResource) Delete(ctx context.Context, req resource.DeleteRequest, resp *resource.DeleteResponse) {
	if platform.NotConfigured(r.api != nil, &resp.Diagnostics, "delete a team") {
		return
	}
	var state teamModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	ctx, done := tfschema.WithOperationTimeout(ctx, "delete", state.Timeouts.Delete, tfschema.DefaultWriteTimeout, &resp.Diagnostics)
	defer done()
	err := r.api.DeleteTeam(ctx, state.ID.ValueString())
	switch {
	case err == nil || client.IsTeamGone(err):
	case client.IsTeamRunningComponents(err):
		resp.Diagnostics.AddError("Team still has running components",
			fmt.Sprintf("The platform refuses to delete %s while components of it run in a region. Stop or delete those components "+
				"(when they are resources of this configuration, make them depend on the team, for example through team_id = rainbond_team.<name>.id, so that Terraform destroys them first), then destroy again.\n\nServer answer: %s",
				state.label(), err))
	case client.IsStatus(err, 400):
		resp.Diagnostics.AddError("Cannot delete "+state.label(),
			fmt.Sprintf("The platform could not uninstall the team from a region (the answer names it). Uninstall the team from that region by hand in the console, then destroy again.\n\nServer answer: %s", err))
	default:
		resp.Diagnostics.AddError("Cannot delete "+state.label(), err.Error())
	}
}

// ImportState takes the tenant id, or the team's name, which it turns into
// the tenant id: the platform reads a team by tenant id only.
func (r *teamResource) ImportState(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	tfid.ImportCompositeID(ctx, teamIDFormat, req, resp)
	if resp.Diagnostics.HasError() || r.api == nil {
		return
	}
	var given string
	resp.Diagnostics.Append(resp.State.GetAttribute(ctx, teamIDPath, &given)...)
	if resp.Diagnostics.HasError() {
		return
	}
	teams, err := r.api.Teams(ctx)
	if err != nil {
		resp.Diagnostics.AddError("Cannot import team "+given, "Listing the teams to find it failed: "+err.Error())
		return
	}
	for _, t := range teams {
		if t.TenantID == given {
			return
		}
	}
	for _, t := range teams {
		if strings.EqualFold(t.TenantName, given) {
			resp.Diagnostics.Append(resp.State.SetAttribute(ctx, teamIDPath, t.TenantID)...)
			resp.Diagnostics.Append(resp.State.SetAttribute(ctx, idPath, t.TenantID)...)
			return
		}
	}
}

// read reads the team and the names of the regions it is open in.
func (r *teamResource) read(ctx context.Context, tenantID string) (*client.Team, []string, error) {
	t, err := r.api.Team(ctx, tenantID)
	if err != nil {
		return nil, nil, err
	}
	list, err := r.api.TeamRegions(ctx, tenantID)
	if err != nil {
		return nil, nil, err
	}
	return t, regionNames(list), nil
}

// readBack records the team after a write; false when it cannot be read.
func (r *teamResource) readBack(ctx context.Context, m *teamModel, diags *diag.Diagnostics) bool {
	t, regions, err := r.read(ctx, m.ID.ValueString())
	if err != nil {
		diags.AddError("Cannot read "+m.label()+" back", err.Error())
		return false
	}
	diags.Append(m.setFrom(*t, regions)...)
	return !diags.HasError()
}
