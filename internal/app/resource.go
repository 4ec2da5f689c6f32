package app

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework-timeouts/resource/timeouts"
	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/booldefault"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/int64planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringdefault"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

var (
	_ resource.ResourceWithConfigure   = (*appResource)(nil)
	_ resource.ResourceWithImportState = (*appResource)(nil)
	_ resource.ResourceWithModifyPlan  = (*appResource)(nil)
)

type appModel struct {
	ID           types.String `tfsdk:"id"`
	TeamID       types.String `tfsdk:"team_id"`
	RegionName   types.String `tfsdk:"region_name"`
	ForceDestroy types.Bool   `tfsdk:"force_destroy"`
	appValues

	Timeouts timeouts.Value `tfsdk:"timeouts"`
}

func (m *appModel) ref() client.AppRef {
	return client.AppRef{TeamID: m.TeamID.ValueString(), RegionName: m.RegionName.ValueString(), AppID: m.AppID.ValueInt64()}
}

// label names the app in messages.
func (m *appModel) label() string {
	return fmt.Sprintf("app %q (id %d) of team %q in region %q", m.AppName.ValueString(), m.AppID.ValueInt64(), m.TeamID.ValueString(), m.RegionName.ValueString())
}

// setFrom records the app list's view of the app; team_id keeps the form
// the configuration uses.
func (m *appModel) setFrom(a client.App) {
	m.appValues = appValuesOf(a)
	m.RegionName = types.StringValue(a.RegionName)
	m.ID = types.StringValue(appIDFormat.Build(m.TeamID.ValueString(), a.RegionName, a.ID))
	if m.ForceDestroy.IsNull() {
		m.ForceDestroy = types.BoolValue(false)
	}
}

// NewResource returns the rainbond_app resource.
func NewResource() resource.Resource { return &appResource{} }

// appResource reaches the platform only through AppAPI, which is nil until
// the provider is configured. claims are the objects this run's resources
// hold, so that a create never adopts another resource's app.
type appResource struct {
	api    platform.AppAPI
	claims *tfid.Claims
}

func (r *appResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_app"
}

func (r *appResource) Schema(ctx context.Context, _ resource.SchemaRequest, resp *resource.SchemaResponse) {
	keep := []planmodifier.String{stringplanmodifier.UseStateForUnknown()}
	replace := []planmodifier.String{stringplanmodifier.RequiresReplace()}
	resp.Schema = schema.Schema{
		MarkdownDescription: "Creates an app (an application, the console's group of components) in a team's region.\n\n" +
			"The API has **no operation that changes an app**: a new `app_name` or `note` replaces the app. " +
			"Deleting an app makes the platform delete its closed components with it, so destroy (and replacement) " +
			"refuses, before changing anything, while the app has components, unless `force_destroy = true`. Even then the " +
			"platform refuses while a component runs; third-party components are not deleted but left without an app.\n\n" +
			"**Adoption.** A create never takes an app it finds on a first attempt: an app of the same name that predates the apply " +
			"(made in the console, or by another configuration) fails the create with an import hint. Only when the create's own answer " +
			"was lost (a dropped connection, a proxy's 5xx) and the team then has an app of that name with the planned note, which no other " +
			"`rainbond_app` of the apply holds, is that app the one the create made, and kept.\n\n" +
			"**Destroy** deletes the app; with `force_destroy = true` the platform deletes its closed components with it. When the platform " +
			"cannot delete one of them, it keeps the app (the components deleted before it stopped stay deleted): the error names each " +
			"component it could not delete and the platform's reason, and the app stays in state. A refresh or destroy forgets the app only " +
			"when the team's app list, read without error, no longer has it, or the platform answers that the app does not exist; a missing " +
			"team or region is an error, never \"gone\".\n\n" +
			"Left out on purpose: the platform's one-call delete of an app with everything in it (it stops and deletes " +
			"running components), and the team operations, which are destructive beyond one app.",
		Attributes: map[string]schema.Attribute{
			"id": schema.StringAttribute{
				MarkdownDescription: "`team_id/region_name/app_id`.",
				Computed:            true,
				PlanModifiers:       keep,
			},
			"team_id": schema.StringAttribute{
				MarkdownDescription: "Team id or team name. Another team replaces the app; the same team written in its other form changes only the state.",
				Required:            true,
				Validators:          tfid.IDPathPartValidators(),
			},
			"region_name": schema.StringAttribute{
				MarkdownDescription: "Region of the app. Changing it replaces the app.",
				Required:            true,
				Validators:          tfid.IDPathPartValidators(),
				PlanModifiers:       replace,
			},
			"app_name": schema.StringAttribute{
				MarkdownDescription: "Name of the app: 1 to 128 letters, digits, Chinese characters, `_`, `.` and `-`, unique in the team and region. Changing it replaces the app (there is no update).",
				Required:            true,
				PlanModifiers:       replace,
				Validators: []validator.String{
					stringvalidator.LengthBetween(1, maxAppName),
					stringvalidator.RegexMatches(appNamePattern, "may hold only letters, digits, Chinese characters, \"_\", \".\" and \"-\""),
				},
			},
			"note": schema.StringAttribute{
				MarkdownDescription: "Remark, at most 2048 characters. Defaults to `\"\"`. Changing it replaces the app (there is no update). " +
					"The platform strips whitespace from both ends of a note, so a note that begins or ends with whitespace is refused at plan time: " +
					"wrap a heredoc in `chomp(...)` (it ends with a newline), or any value in `trimspace(...)`.",
				Optional:      true,
				Computed:      true,
				Default:       stringdefault.StaticString(""),
				PlanModifiers: replace,
				Validators:    []validator.String{stringvalidator.LengthAtMost(maxAppNote), strippedNoteValidator{}},
			},
			"force_destroy": schema.BoolAttribute{
				MarkdownDescription: "Let destroy delete an app that still has components, and with it those components (they must be closed). Defaults to `false`: destroy fails, naming the components, and changes nothing.",
				Optional:            true,
				Computed:            true,
				Default:             booldefault.StaticBool(false),
			},
			"app_id": schema.Int64Attribute{
				MarkdownDescription: "Id of the app, which the app's components and rules name.",
				Computed:            true,
				PlanModifiers:       []planmodifier.Int64{int64planmodifier.UseStateForUnknown()},
			},
			"tenant_id": schema.StringAttribute{MarkdownDescription: "Id of the app's team.", Computed: true, PlanModifiers: keep},
			"k8s_app":   schema.StringAttribute{MarkdownDescription: "Name of the app inside the cluster, chosen by the platform.", Computed: true, PlanModifiers: keep},
		},
		Blocks: map[string]schema.Block{
			"timeouts": tfschema.TimeoutsBlock(ctx, timeouts.Opts{Create: true, Delete: true}),
		},
	}
}

func (r *appResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		r.api, r.claims = data.Apps, data.Claims
	}
}

// ModifyPlan replaces the app when team_id names another team, and only
// then: the same team by its other form is the same app. A destroy that
// will be refused is said at plan time.
func (r *appResource) ModifyPlan(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	if req.State.Raw.IsNull() {
		return
	}
	if req.Plan.Raw.IsNull() {
		r.warnDestroy(ctx, req, resp)
		return
	}
	var plan, state appModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() || plan.TeamID.IsUnknown() || plan.TeamID.Equal(state.TeamID) {
		return
	}
	if !r.sameTeam(ctx, plan.TeamID.ValueString(), state) {
		resp.RequiresReplace = append(resp.RequiresReplace, path.Root("team_id"))
		return
	}
	// The ID follows the form team_id is written in.
	id := appIDFormat.Build(plan.TeamID.ValueString(), state.RegionName.ValueString(), state.AppID.ValueInt64())
	resp.Diagnostics.Append(resp.Plan.SetAttribute(ctx, path.Root("id"), types.StringValue(id))...)
}

// sameTeam reports whether team names the app's team in another form.
func (r *appResource) sameTeam(ctx context.Context, team string, state appModel) bool {
	if team == state.TenantID.ValueString() {
		return true
	}
	if r.api == nil || !tfid.MayBeOneObject(team, state.TeamID.ValueString()) {
		return false
	}
	// The team's app list, under the new form, shows the app with its
	// team's tenant id when the form names the same team.
	app, found, err := r.api.FindApp(ctx, team, state.RegionName.ValueString(), state.AppID.ValueInt64())
	return err == nil && found && app.TenantID == state.TenantID.ValueString()
}

func (r *appResource) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	if platform.NotConfigured(r.api != nil, &resp.Diagnostics, "create an app") {
		return
	}
	var plan appModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	if resp.Diagnostics.HasError() {
		return
	}
	ctx, done := tfschema.WithOperationTimeout(ctx, "create", plan.Timeouts.Create, tfschema.DefaultWriteTimeout, &resp.Diagnostics)
	defer done()
	app, ok := r.create(ctx, plan, &resp.Diagnostics)
	if !ok {
		return
	}
	plan.setFrom(app)
	r.recordIdentity(ctx, &plan, resp.Identity, &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
}

func (r *appResource) Read(ctx context.Context, req resource.ReadRequest, resp *resource.ReadResponse) {
	var state appModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	if platform.SkipRefreshKeepingIdentity(ctx, r.api != nil, appIDFormat, state.ID.ValueString(), resp) {
		return
	}
	team, region := state.TeamID.ValueString(), state.RegionName.ValueString()
	app, found, err := r.api.FindApp(ctx, team, region, state.AppID.ValueInt64())
	if err != nil {
		resp.Diagnostics.AddError("Cannot read the app", platform.ErrorDetail(err, team, region))
		return
	}
	if !found {
		resp.Diagnostics.AddWarning("App is gone",
			fmt.Sprintf("%s is no longer on the platform; Terraform removes it from state and plans to create it again.", state.label()))
		resp.State.RemoveResource(ctx)
		tfid.IdentityOfRemoved(ctx, appIDFormat, state.ID.ValueString(), resp.Identity)
		return
	}
	state.setFrom(app)
	r.recordIdentity(ctx, &state, resp.Identity, &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
}

// Update changes only what the platform does not hold: force_destroy, the
// timeouts and the form team_id is written in. Everything the platform
// holds replaces the app.
func (r *appResource) Update(ctx context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	var plan, state appModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	state.TeamID, state.ForceDestroy, state.Timeouts = plan.TeamID, plan.ForceDestroy, plan.Timeouts
	state.ID = types.StringValue(appIDFormat.Build(state.TeamID.ValueString(), state.RegionName.ValueString(), state.AppID.ValueInt64()))
	r.recordIdentity(ctx, &state, resp.Identity, &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
}

func (r *appResource) Delete(ctx context.Context, req resource.DeleteRequest, resp *resource.DeleteResponse) {
	if platform.NotConfigured(r.api != nil, &resp.Diagnostics, "delete an app") {
		return
	}
	var state appModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	ctx, done := tfschema.WithOperationTimeout(ctx, "delete", state.Timeouts.Delete, tfschema.DefaultWriteTimeout, &resp.Diagnostics)
	defer done()
	r.delete(ctx, state, &resp.Diagnostics)
}

func (r *appResource) ImportState(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	tfid.ImportCompositeID(ctx, appIDFormat, req, resp)
}

// warnDestroy warns, when the app's components can be read at plan time,
// that the destroy will refuse because of them.
func (r *appResource) warnDestroy(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	var state appModel
	if r.api == nil || req.State.Get(ctx, &state).HasError() || state.ForceDestroy.ValueBool() {
		return
	}
	comps, err := r.api.AppComponents(ctx, state.ref())
	if err != nil || len(comps) == 0 {
		return // the destroy itself reports it
	}
	resp.Diagnostics.AddWarning("App still has components",
		fmt.Sprintf("%s has %d component(s): %s. The destroy will refuse, before changing anything, unless force_destroy = true is applied first.",
			state.label(), len(comps), componentNames(comps)))
}
