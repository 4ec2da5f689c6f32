package scaling

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework-timeouts/resource/timeouts"
	"github.com/hashicorp/terraform-plugin-framework-validators/int64validator"
	"github.com/hashicorp/terraform-plugin-framework/diag"
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
	_ resource.ResourceWithConfigure   = (*scalingResource)(nil)
	_ resource.ResourceWithImportState = (*scalingResource)(nil)
	_ resource.ResourceWithModifyPlan  = (*scalingResource)(nil)
)

// scalingIDFormat is the component's path: the ID and the import form.
var scalingIDFormat = tfid.IDFormat{
	tfid.StringPart("team_id"), tfid.StringPart("region_name"), tfid.IntPart("app_id", 1<<63-1), tfid.StringPart("service_id"),
}

// Limits of the scaling serializers (AppServiceTelescopic*Serializer).
const (
	minMemory, maxMemory     = 64, 65536
	minReplicas, maxReplicas = 1, 100
)

type scalingModel struct {
	ID         types.String `tfsdk:"id"`
	TeamID     types.String `tfsdk:"team_id"`
	RegionName types.String `tfsdk:"region_name"`
	AppID      types.Int64  `tfsdk:"app_id"`
	ServiceID  types.String `tfsdk:"service_id"`

	Memory   types.Int64 `tfsdk:"memory"`
	CPU      types.Int64 `tfsdk:"cpu"`
	GPU      types.Int64 `tfsdk:"gpu"`
	Replicas types.Int64 `tfsdk:"replicas"`

	RestoreOnDestroy types.Bool   `tfsdk:"restore_on_destroy"`
	AdoptedSettings  types.String `tfsdk:"adopted_settings"`

	ComponentID  types.String `tfsdk:"component_id"`
	ServiceAlias types.String `tfsdk:"service_alias"`
	TenantID     types.String `tfsdk:"tenant_id"`
	CreateStatus types.String `tfsdk:"create_status"`

	Timeouts timeouts.Value `tfsdk:"timeouts"`
}

func (m *scalingModel) ref() client.ComponentRef {
	return platform.ComponentRefOf(m.TeamID, m.RegionName, m.AppID, m.ServiceID)
}

// setFrom records the component's scaling; the path parts keep the forms
// the configuration uses.
func (m *scalingModel) setFrom(c client.Component, s settings) {
	m.Memory, m.CPU, m.GPU = types.Int64Value(s.Memory), types.Int64Value(s.CPU), types.Int64Value(s.GPU)
	m.Replicas = types.Int64Value(s.Replicas)
	m.ComponentID, m.ServiceAlias = types.StringValue(c.ServiceID), types.StringValue(c.ServiceAlias)
	m.TenantID, m.CreateStatus = types.StringValue(c.TenantID), types.StringPointerValue(c.CreateStatus)
	m.ID = types.StringValue(scalingIDFormat.Build(m.TeamID.ValueString(), m.RegionName.ValueString(), m.AppID.ValueInt64(), m.ServiceID.ValueString()))
	if m.RestoreOnDestroy.IsNull() {
		m.RestoreOnDestroy = types.BoolValue(false)
	}
	if m.AdoptedSettings.IsNull() || m.AdoptedSettings.IsUnknown() || m.AdoptedSettings.ValueString() == "" {
		// An imported scaling is adopted at its first read.
		m.AdoptedSettings = encodeSettings(settingsOf(c))
	}
}

// wanted lays the configured values of the plan over the component's.
func (m *scalingModel) wanted(have settings) settings {
	w := have
	for v, dst := range map[*types.Int64]*int64{&m.Memory: &w.Memory, &m.CPU: &w.CPU, &m.GPU: &w.GPU, &m.Replicas: &w.Replicas} {
		if !v.IsNull() && !v.IsUnknown() {
			*dst = v.ValueInt64()
		}
	}
	return w
}

// NewResource returns the rainbond_component_scaling resource.
func NewResource() resource.Resource { return &scalingResource{} }

// scalingResource reaches the platform only through ScalingAPI, which is
// nil until the provider is configured.
type scalingResource struct{ api platform.ScalingAPI }

func (r *scalingResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_component_scaling"
}

func (r *scalingResource) Schema(ctx context.Context, _ resource.SchemaRequest, resp *resource.SchemaResponse) {
	keep := []planmodifier.String{stringplanmodifier.UseStateForUnknown()}
	// Unset settings plan as unknown, never from state: the apply takes
	// them from a fresh read, so that a change made in the console after
	// the plan is kept, not written back (saved plans).
	setting := func(desc string, validators ...validator.Int64) schema.Int64Attribute {
		return schema.Int64Attribute{
			MarkdownDescription: desc + " Unset keeps the component's value, as the platform has it when the change is applied.",
			Optional:            true, Computed: true,
			Validators: validators,
		}
	}
	resp.Schema = schema.Schema{
		MarkdownDescription: "Manages the scaling of an existing component: its memory, CPU, GPU and instance count. " +
			"Creating the resource adopts the component's current scaling and applies the configured values; a component has one scaling, " +
			"so the resource creates and deletes nothing on the platform.\n\n" +
			"A change of memory, CPU or GPU restarts the running instances (a rolling upgrade); the plan warns about it. " +
			"A change of `replicas` adds or removes instances without restarting the others.\n\n" +
			"The platform answers a scaling with success also when it changed nothing (a component not yet created in the cluster): " +
			"the resource reads the component back after each scaling and fails when the value did not move. " +
			"A count the cluster already runs is refused by the platform as no change (code 10104), which counts as done.\n\n" +
			"**Waiting for the platform.** The platform refuses an operation on a component (HTTP 409, 操作过于频繁) while its previous one " +
			"(a build, a start, an upgrade, a scaling) has not ended, for up to 3 minutes; a change of memory, CPU or GPU on a running component is a " +
			"rolling upgrade that takes a while. Before each scaling the resource waits for the component's last operation to end, reading its " +
			"events, and it takes that 409 as \"wait\", not as a failure. So a change of memory and `replicas` together waits between the two steps. " +
			"The wait counts against `timeouts`; `TF_LOG=INFO` shows it.\n\n" +
			"**Unset attributes** keep what the platform has when the change is applied: they are read then, not planned from state, so a change " +
			"made in the console after `terraform plan -out` is kept, never written back.\n\n" +
			"**A lost answer** (a dropped connection, a proxy's 5xx) is settled by reading the component back: when it shows the values asked for, the " +
			"scaling counts as done.\n\n" +
			"**Adoption and destroy.** Creating the resource always adopts the scaling of the component named (a component has exactly one): nothing " +
			"is created, and two resources naming one component would fight over it. Destroy deletes nothing: it forgets the scaling, or, with " +
			"`restore_on_destroy = true`, first writes back the scaling the component had when Terraform adopted it. Only the platform's own " +
			"answer that the component does not exist makes a refresh forget the resource.\n\n" +
			"Left out on purpose: volumes (the API can add one but neither read nor delete it), environment variables (there is no read; " +
			"the only way to list them is a write that can fail after it saved), and third-party components (their endpoints cannot be read back).",
		Attributes: map[string]schema.Attribute{
			"id": schema.StringAttribute{
				MarkdownDescription: "`team_id/region_name/app_id/service_id`.",
				Computed:            true,
				PlanModifiers:       keep,
			},
			"team_id": schema.StringAttribute{
				MarkdownDescription: "Team id or team name. Another team adopts another component; the same team in its other form changes only the state.",
				Required:            true,
				Validators:          tfid.IDPathPartValidators(),
			},
			"region_name": schema.StringAttribute{
				MarkdownDescription: "Region of the component. Changing it adopts another component.",
				Required:            true,
				Validators:          tfid.IDPathPartValidators(),
				PlanModifiers:       []planmodifier.String{stringplanmodifier.RequiresReplace()},
			},
			"app_id": schema.Int64Attribute{
				MarkdownDescription: "App of the component. Changing it adopts another component.",
				Required:            true,
				Validators:          []validator.Int64{int64validator.AtLeast(1)},
				PlanModifiers:       []planmodifier.Int64{int64planmodifier.RequiresReplace()},
			},
			"service_id": schema.StringAttribute{
				MarkdownDescription: "Component id or alias. Another component is adopted anew; the same component in its other form changes only the state.",
				Required:            true,
				Validators:          tfid.IDPathPartValidators(),
			},
			"memory": setting(fmt.Sprintf("Memory limit in MiB, from %d to %d (the platform refuses a value one above a multiple of 64, such as 129).", minMemory, maxMemory),
				int64validator.Between(minMemory, maxMemory), memoryValidator{}),
			"cpu": setting("CPU in millicores (1000 is one core); `0` means no limit. Always sent with the memory: the platform would otherwise derive it from the memory.",
				int64validator.AtLeast(0)),
			"gpu": setting("GPU memory; `0` means none.", int64validator.AtLeast(0)),
			"replicas": setting(fmt.Sprintf("Instance count, from %d to %d. A single-instance component (type `stateless_singleton` or `state_singleton`) takes 1 only.", minReplicas, maxReplicas),
				int64validator.Between(minReplicas, maxReplicas)),
			"restore_on_destroy": schema.BoolAttribute{
				MarkdownDescription: "On destroy, write back the scaling the component had when Terraform adopted (or imported) it. Defaults to `false`: destroy only forgets it.",
				Optional:            true, Computed: true, Default: booldefault.StaticBool(false),
			},
			"adopted_settings": schema.StringAttribute{
				MarkdownDescription: "The component's scaling when Terraform adopted (or imported) it, as JSON: what `restore_on_destroy` writes back.",
				Computed:            true, PlanModifiers: keep,
			},
			"component_id":  schema.StringAttribute{MarkdownDescription: "Id of the component.", Computed: true, PlanModifiers: keep},
			"service_alias": schema.StringAttribute{MarkdownDescription: "Alias of the component.", Computed: true, PlanModifiers: keep},
			"tenant_id":     schema.StringAttribute{MarkdownDescription: "Id of the component's team.", Computed: true, PlanModifiers: keep},
			"create_status": schema.StringAttribute{
				MarkdownDescription: "`complete` once the component exists in the cluster. Until then the platform accepts a scaling and changes nothing.",
				// It changes on the platform's own (a component being
				// created): read at apply time, not planned from state.
				Computed: true,
			},
		},
		Blocks: map[string]schema.Block{
			"timeouts": tfschema.TimeoutsBlock(ctx, timeouts.Opts{Create: true, Update: true, Delete: true}),
		},
	}
}

func (r *scalingResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		r.api = data.Scaling
	}
}

// ModifyPlan replaces the resource only when the path names another
// component, and warns when the plan changes memory, CPU or GPU: the
// platform restarts the running instances for it.
func (r *scalingResource) ModifyPlan(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	if req.Plan.Raw.IsNull() {
		return
	}
	var plan scalingModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	if resp.Diagnostics.HasError() {
		return
	}
	if req.State.Raw.IsNull() {
		r.warnCreate(ctx, plan, &resp.Diagnostics)
		return
	}
	var state scalingModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() || plan.TeamID.IsUnknown() || plan.ServiceID.IsUnknown() {
		return
	}
	if plan.ref() != state.ref() {
		same, err := r.sameComponent(ctx, plan.ref(), state.ref())
		if err != nil || !same {
			resp.RequiresReplace = append(resp.RequiresReplace, path.Root("team_id"), path.Root("service_id"))
			return
		}
		id := scalingIDFormat.Build(plan.TeamID.ValueString(), plan.RegionName.ValueString(), plan.AppID.ValueInt64(), plan.ServiceID.ValueString())
		resp.Diagnostics.Append(resp.Plan.SetAttribute(ctx, path.Root("id"), types.StringValue(id))...)
	}
	have := settings{Memory: state.Memory.ValueInt64(), CPU: state.CPU.ValueInt64(), GPU: state.GPU.ValueInt64(), Replicas: state.Replicas.ValueInt64()}
	warnVertical(plan.wanted(have), have, &resp.Diagnostics)
}

func (r *scalingResource) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	if platform.NotConfigured(r.api != nil, &resp.Diagnostics, "adopt a component's scaling") {
		return
	}
	var plan scalingModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	if resp.Diagnostics.HasError() {
		return
	}
	ctx, done := tfschema.WithOperationTimeout(ctx, "create", plan.Timeouts.Create, tfschema.DefaultWriteTimeout, &resp.Diagnostics)
	defer done()
	current, ok := r.fresh(ctx, plan.ref(), &resp.Diagnostics)
	if !ok {
		return
	}
	plan.AdoptedSettings = encodeSettings(settingsOf(current))
	if !r.write(ctx, &plan, current, resp.Private, &resp.Diagnostics) {
		r.saveAfterFailedWrite(ctx, &plan, current, &resp.State, &resp.Diagnostics)
		return
	}
	r.recordIdentity(ctx, &plan, resp.Identity, &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
}

func (r *scalingResource) Read(ctx context.Context, req resource.ReadRequest, resp *resource.ReadResponse) {
	var state scalingModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	if platform.SkipRefreshKeepingIdentity(ctx, r.api != nil, scalingIDFormat, state.ID.ValueString(), resp) {
		return
	}
	c, err := r.api.Component(ctx, state.ref())
	if client.IsComponentGone(err) {
		resp.Diagnostics.AddWarning("Component is gone",
			fmt.Sprintf("The component of %s is no longer on the platform; Terraform removes its scaling from state. %s", state.ID.ValueString(), err))
		resp.State.RemoveResource(ctx)
		tfid.IdentityOfRemoved(ctx, scalingIDFormat, state.ID.ValueString(), resp.Identity)
		return
	}
	if err != nil {
		platform.AddComponentReadError(&resp.Diagnostics, "Cannot read the component's scaling", err, state.ref())
		return
	}
	state.setFrom(c, confirmedSettings(ctx, resp.Private, c))
	r.recordIdentity(ctx, &state, resp.Identity, &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
}

func (r *scalingResource) Update(ctx context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	if platform.NotConfigured(r.api != nil, &resp.Diagnostics, "scale a component") {
		return
	}
	var plan, state scalingModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	ctx, done := tfschema.WithOperationTimeout(ctx, "update", plan.Timeouts.Update, tfschema.DefaultWriteTimeout, &resp.Diagnostics)
	defer done()
	current, ok := r.fresh(ctx, plan.ref(), &resp.Diagnostics)
	if !ok {
		return
	}
	plan.AdoptedSettings = state.AdoptedSettings
	if !r.write(ctx, &plan, current, resp.Private, &resp.Diagnostics) {
		r.saveAfterFailedWrite(ctx, &plan, current, &resp.State, &resp.Diagnostics)
		return
	}
	r.recordIdentity(ctx, &plan, resp.Identity, &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
}

// Delete deletes nothing: a component always has a scaling. It writes the
// adopted scaling back when asked to.
func (r *scalingResource) Delete(ctx context.Context, req resource.DeleteRequest, resp *resource.DeleteResponse) {
	if platform.NotConfigured(r.api != nil, &resp.Diagnostics, "restore a component's scaling") {
		return
	}
	var state scalingModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() || !state.RestoreOnDestroy.ValueBool() {
		return
	}
	ctx, done := tfschema.WithOperationTimeout(ctx, "delete", state.Timeouts.Delete, tfschema.DefaultWriteTimeout, &resp.Diagnostics)
	defer done()
	adopted, ok := decodeSettings(state.AdoptedSettings.ValueString())
	if !ok {
		resp.Diagnostics.AddWarning("Scaling not restored", "restore_on_destroy is set, but no scaling was captured when Terraform adopted the component, so nothing is restored.")
		return
	}
	r.restore(ctx, state, adopted, &resp.Diagnostics)
}

func (r *scalingResource) ImportState(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	tfid.ImportCompositeID(ctx, scalingIDFormat, req, resp)
	resp.Diagnostics.Append(resp.State.SetAttribute(ctx, path.Root("restore_on_destroy"), types.BoolValue(false))...)
}

// warnCreate warns, when the component can be read at plan time, that the
// adoption changes memory, CPU or GPU.
func (r *scalingResource) warnCreate(ctx context.Context, plan scalingModel, diags *diag.Diagnostics) {
	if r.api == nil || plan.TeamID.IsUnknown() || plan.RegionName.IsUnknown() || plan.AppID.IsUnknown() || plan.ServiceID.IsUnknown() {
		return
	}
	c, err := r.api.Component(ctx, plan.ref())
	if err != nil {
		return // the apply reports it
	}
	have := settingsOf(c)
	warnVertical(plan.wanted(have), have, diags)
}

func (r *scalingResource) sameComponent(ctx context.Context, a, b client.ComponentRef) (bool, error) {
	if r.api == nil {
		return false, nil
	}
	return r.api.SameComponent(ctx, a, b)
}
