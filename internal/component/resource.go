package component

import (
	"context"
	"fmt"
	"regexp"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework-timeouts/resource/timeouts"
	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/booldefault"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/int64planmodifier"
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
	_ resource.ResourceWithConfigure   = (*componentResource)(nil)
	_ resource.ResourceWithImportState = (*componentResource)(nil)
	_ resource.ResourceWithModifyPlan  = (*componentResource)(nil)
)

// NewResource returns the rainbond_component resource.
func NewResource() resource.Resource { return &componentResource{} }

// componentResource reaches the platform only through ComponentAPI, which
// is nil until the provider is configured.
type componentResource struct {
	api    platform.ComponentAPI
	claims *tfid.Claims
}

func (r *componentResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_component"
}

func (r *componentResource) Schema(ctx context.Context, _ resource.SchemaRequest, resp *resource.SchemaResponse) {
	keep := []planmodifier.String{stringplanmodifier.UseStateForUnknown()}
	replace := []planmodifier.String{stringplanmodifier.RequiresReplace()}
	resp.Schema = schema.Schema{
		MarkdownDescription: "A component made from a container image, in an app: created, deployed, started and stopped, and deleted.\n\n" +
			"With `running = true` (the default) the create builds and starts the component, and the apply waits until it runs, " +
			"or fails with the message of the build or start event. A first build that fails leaves the component in state, tainted: " +
			"the next apply deletes it and creates it again. A new `image` is stored, then deployed (built and rolled out), and the " +
			"apply waits for the component to run again. A deploy that fails or is refused stays owed (`deployed_image` keeps the image that last deployed): " +
			"the next plan shows it again, and the next apply deploys it. `running = false` stops it; destroy stops it, waits, then deletes it.\n\n" +
			"The platform's create is not idempotent: a create whose answer is lost is found again by `k8s_component_name`, which " +
			"is unique in the app. A `k8s_component_name` the app already has is an error with an import hint, never taken over, and nothing is sent; " +
			"one held by a component this apply destroys (a renamed `for_each` key) is waited for. `create_before_destroy` cannot keep an unchanged `k8s_component_name`.",
		Attributes: map[string]schema.Attribute{
			"id": schema.StringAttribute{
				MarkdownDescription: "`team_id/region_name/app_id/service_id`.",
				Computed:            true,
				PlanModifiers:       keep,
			},
			"team_id": schema.StringAttribute{
				MarkdownDescription: "Team id or team name. Another team replaces the component; the same team written in its other form changes only the state.",
				Required:            true,
				Validators:          tfid.IDPathPartValidators(),
			},
			"region_name": schema.StringAttribute{
				MarkdownDescription: "Region of the app. Changing it replaces the component.",
				Required:            true,
				Validators:          tfid.IDPathPartValidators(),
				PlanModifiers:       replace,
			},
			"app_id": schema.Int64Attribute{
				MarkdownDescription: "Id of the app the component belongs to. Changing it replaces the component.",
				Required:            true,
				PlanModifiers:       []planmodifier.Int64{int64planmodifier.RequiresReplace()},
			},
			"component_name": schema.StringAttribute{
				MarkdownDescription: "Display name of the component (the console's `service_cname`), 1 to 100 characters; not unique. The API cannot rename a component: changing it in the configuration replaces the component. A rename in the console is not a change: the state keeps the configured name, and a refresh warns.",
				Required:            true,
				PlanModifiers:       replace,
				Validators:          []validator.String{stringvalidator.LengthBetween(1, maxComponentName), notBlank()},
			},
			"k8s_component_name": schema.StringAttribute{
				MarkdownDescription: "Name of the component in the cluster, unique in the app. It is always sent, and is how a create whose answer was lost is found again. Changing it in the configuration replaces the component. A change in the console (its rename dialog edits it) is not a change: the state keeps the configured name, and a refresh warns.",
				Required:            true,
				PlanModifiers:       replace,
				Validators:          []validator.String{stringvalidator.LengthBetween(1, maxComponentName), notBlank()},
			},
			"image": schema.StringAttribute{
				MarkdownDescription: "Container image, such as `nginx:1.27`. A change is stored, then deployed (a build and a rolling update) when `running` is true; with `running = false` it is only stored, and runs after the next deploy. " +
					"An image ending in `:` (an empty tag) is refused: the platform would store it as `<image>::latest`; write `nginx` or `nginx:latest`.",
				Required:   true,
				Validators: []validator.String{notBlank(), noEmptyTag()},
			},
			"username": schema.StringAttribute{
				MarkdownDescription: "User of the image registry, sent with the create only. Write-only: never stored in state.",
				Optional:            true,
				Sensitive:           true,
				WriteOnly:           true,
			},
			"password": schema.StringAttribute{
				MarkdownDescription: "Password of the image registry, sent with the create only. Write-only: never stored in state.",
				Optional:            true,
				Sensitive:           true,
				WriteOnly:           true,
			},
			"running": schema.BoolAttribute{
				MarkdownDescription: "Whether the component runs. Defaults to `true`: the create deploys it and waits for it to run. `false` stops it (or creates it without deploying it) and waits until it is closed. A component started or stopped in the console shows as a change.",
				Optional:            true,
				Computed:            true,
				Default:             booldefault.StaticBool(true),
			},
			"force": schema.BoolAttribute{
				MarkdownDescription: "Let destroy force the delete through the platform's refusals (another component depending on it, a volume mounted by another). Defaults to `false`: destroy fails with the platform's reason.",
				Optional:            true,
				Computed:            true,
				Default:             booldefault.StaticBool(false),
			},
			"service_id":    schema.StringAttribute{MarkdownDescription: "Id of the component, which every other family takes as `service_id`.", Computed: true, PlanModifiers: keep},
			"service_alias": schema.StringAttribute{MarkdownDescription: "Alias of the component, chosen by the platform.", Computed: true, PlanModifiers: keep},
			"tenant_id":     schema.StringAttribute{MarkdownDescription: "Id of the component's team.", Computed: true, PlanModifiers: keep},
			"status":        schema.StringAttribute{MarkdownDescription: "Status of the component in the cluster, such as `running`, `closed` or `undeploy`.", Computed: true},
			"version":       schema.StringAttribute{MarkdownDescription: "Version the platform records: `latest` after the create, then the tag of the image stored last.", Computed: true},
			"deployed_image": schema.StringAttribute{
				MarkdownDescription: "Image of the last deploy Terraform saw succeed (null when none). While `running` is true and it differs from `image` " +
					"(a deploy that failed or was refused, or an image stored while stopped), the plan shows an update that deploys `image`.",
				Computed:      true,
				PlanModifiers: keep,
			},
			"create_status": schema.StringAttribute{MarkdownDescription: "Create status: `complete`, or `creating` when the cluster create failed (such a component cannot be finished through the API: it is tainted, and replaced).", Computed: true},
		},
		Blocks: map[string]schema.Block{
			"timeouts": tfschema.TimeoutsBlock(ctx, timeouts.Opts{Create: true, Update: true, Delete: true}),
		},
	}
}

func (r *componentResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		r.api, r.claims = data.Components, data.Claims
	}
}

// ModifyPlan replaces the component when team_id names another team, and
// only then: the same team in its other form (name or tenant id) is the
// same component, and a replacement would delete it.
func (r *componentResource) ModifyPlan(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	if req.State.Raw.IsNull() || req.Plan.Raw.IsNull() {
		return
	}
	var plan, state componentModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	if deployOwed(plan, state.DeployedImage) {
		// A deploy is owed: the plan shows it until one succeeds.
		resp.Diagnostics.Append(resp.Plan.SetAttribute(ctx, path.Root("deployed_image"), types.StringUnknown())...)
	}
	if settingsOnly(plan, state) {
		// Nothing is operated (Update sends nothing): what the platform
		// reports stays what the state has.
		for attr, v := range map[string]types.String{"status": state.Status, "version": state.Version, "create_status": state.CreateStatus} {
			resp.Diagnostics.Append(resp.Plan.SetAttribute(ctx, path.Root(attr), v)...)
		}
	}
	if plan.TeamID.IsUnknown() || plan.TeamID.Equal(state.TeamID) {
		return
	}
	if !r.sameTeam(ctx, plan.TeamID.ValueString(), state) {
		resp.RequiresReplace = append(resp.RequiresReplace, path.Root("team_id"))
		return
	}
	id := componentIDFormat.Build(plan.TeamID.ValueString(), state.RegionName.ValueString(), state.AppID.ValueInt64(), state.ServiceID.ValueString())
	resp.Diagnostics.Append(resp.Plan.SetAttribute(ctx, path.Root("id"), types.StringValue(id))...)
}

// sameTeam reports whether team names the component's team in another
// form: its tenant id, or a name under which the component's path
// resolves to the same component of the same team.
func (r *componentResource) sameTeam(ctx context.Context, team string, state componentModel) bool {
	if team == state.TenantID.ValueString() {
		return true
	}
	if r.api == nil {
		return false
	}
	ref := state.ref()
	ref.TeamID = team
	c, err := r.api.Component(ctx, ref)
	return err == nil && c.TenantID == state.TenantID.ValueString() && c.ServiceID == state.ServiceID.ValueString()
}

func (r *componentResource) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	if platform.NotConfigured(r.api != nil, &resp.Diagnostics, "create a component") {
		return
	}
	var plan, config componentModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	resp.Diagnostics.Append(req.Config.Get(ctx, &config)...)
	if resp.Diagnostics.HasError() {
		return
	}
	ctx, done := tfschema.WithOperationTimeout(ctx, "create", plan.Timeouts.Create, tfschema.DefaultWriteTimeout, &resp.Diagnostics)
	defer done()
	comp, ok := r.create(ctx, plan, config, &resp.Diagnostics)
	if !ok {
		return
	}
	r.claims.Take(claimKind, comp.ServiceID)
	// From here on the component exists: whatever follows, the state
	// holds it, so that a failure leaves it tainted, never unknown.
	now := r.deployNew(ctx, &plan, comp, &resp.Diagnostics)
	plan.DeployedImage = types.StringNull()
	if plan.Running.ValueBool() && !resp.Diagnostics.HasError() && isRunning(platform.Deref(now.Status)) {
		plan.DeployedImage = types.StringValue(now.Image)
	}
	plan.setFrom(now)
	recordIdentity(ctx, &plan, resp.Identity, &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
}

func (r *componentResource) Read(ctx context.Context, req resource.ReadRequest, resp *resource.ReadResponse) {
	var state componentModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	if platform.SkipRefreshKeepingIdentity(ctx, r.api != nil, componentIDFormat, state.ID.ValueString(), resp) {
		return
	}
	c, err := r.api.Component(ctx, state.ref())
	if client.IsComponentGone(err) {
		resp.Diagnostics.AddWarning("Component is gone",
			fmt.Sprintf("%s is no longer on the platform; Terraform removes it from state and plans to create it again.", state.label()))
		resp.State.RemoveResource(ctx)
		tfid.IdentityOfRemoved(ctx, componentIDFormat, state.ID.ValueString(), resp.Identity)
		return
	}
	if err != nil {
		platform.AddComponentReadError(&resp.Diagnostics, "Cannot read the component", err, state.ref())
		return
	}
	if state.K8sComponentName.IsNull() && !platform.RequireComponentInApp(ctx, r.api, state.ref(), "Cannot import the component", &resp.Diagnostics) {
		// An import: the server answers for a component of another app
		// under an app without components, which the state would then
		// hold, and a destroy delete, under the wrong app.
		return
	}
	r.claims.Take(claimKind, c.ServiceID)
	if renamed := state.renamedTo(c); len(renamed) > 0 {
		resp.Diagnostics.AddWarning("Component renamed outside Terraform",
			fmt.Sprintf("%s has %s on the platform now. The API cannot rename a component, so Terraform keeps the configured names in state and changes nothing: "+
				"rename it back in the console, or accept the difference. Changing component_name or k8s_component_name in the configuration replaces the component.",
				state.label(), strings.Join(renamed, " and ")))
	}
	state.setFrom(c)
	recordIdentity(ctx, &state, resp.Identity, &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
}

// Update stores and deploys a new image, and starts or stops the
// component, from what the platform has now.
func (r *componentResource) Update(ctx context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	if platform.NotConfigured(r.api != nil, &resp.Diagnostics, "update a component") {
		return
	}
	var plan, state componentModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	ctx, done := tfschema.WithOperationTimeout(ctx, "update", plan.Timeouts.Update, tfschema.DefaultWriteTimeout, &resp.Diagnostics)
	defer done()
	plan.ServiceID = state.ServiceID
	if settingsOnly(plan, state) {
		// force or timeouts alone: nothing to send, and the platform's
		// attributes stay as planned (the state's).
		plan.DeployedImage, plan.Status, plan.Version, plan.CreateStatus = state.DeployedImage, state.Status, state.Version, state.CreateStatus
		recordIdentity(ctx, &plan, resp.Identity, &resp.Diagnostics)
		resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
		return
	}
	now, read, deployed := r.update(ctx, plan, state, &resp.Diagnostics)
	if !read {
		return // the framework keeps the prior state
	}
	plan.DeployedImage = state.DeployedImage
	if deployed {
		plan.DeployedImage = types.StringValue(plan.Image.ValueString())
	}
	plan.setFrom(now)
	recordIdentity(ctx, &plan, resp.Identity, &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
}

func (r *componentResource) Delete(ctx context.Context, req resource.DeleteRequest, resp *resource.DeleteResponse) {
	if platform.NotConfigured(r.api != nil, &resp.Diagnostics, "delete a component") {
		return
	}
	var state componentModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	ctx, done := tfschema.WithOperationTimeout(ctx, "delete", state.Timeouts.Delete, tfschema.DefaultWriteTimeout, &resp.Diagnostics)
	defer done()
	// A create of this apply with the same k8s_component_name (a renamed
	// for_each key) waits for this delete.
	deleted := r.claims.Deleting(claimKind, state.ServiceID.ValueString())
	r.delete(ctx, state, &resp.Diagnostics)
	deleted(!resp.Diagnostics.HasError())
}

func (r *componentResource) ImportState(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	tfid.ImportCompositeID(ctx, componentIDFormat, req, resp)
}

// noEmptyTag refuses an image that ends in ":". The platform's image
// change (openapi apps.py ChangeDeploySourceView) takes the text after
// the last ":" as the version and, when it is empty, stores the image
// with ":latest" appended ("nginx:" becomes "nginx::latest"), which is
// not the configured value and names no image a registry has.
func noEmptyTag() validator.String {
	return stringvalidator.RegexMatches(emptyTagless, "must not end with \":\" (an empty tag, which the platform rewrites to \"::latest\"): write the image without the colon, or with a tag such as \":latest\"")
}

// emptyTagless matches an image whose last character is not ":".
var emptyTagless = regexp.MustCompile(`[^:]$`)

// notBlank refuses a value of white space only, which the platform takes
// for no value.
func notBlank() validator.String {
	return stringvalidator.RegexMatches(nonBlank, "must not be blank")
}
