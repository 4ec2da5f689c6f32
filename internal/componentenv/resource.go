package componentenv

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework-timeouts/resource/timeouts"
	"github.com/hashicorp/terraform-plugin-framework-validators/mapvalidator"
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
	_ resource.ResourceWithConfigure      = (*envResource)(nil)
	_ resource.ResourceWithImportState    = (*envResource)(nil)
	_ resource.ResourceWithModifyPlan     = (*envResource)(nil)
	_ resource.ResourceWithValidateConfig = (*envResource)(nil)
)

type envModel struct {
	ID              types.String `tfsdk:"id"`
	TeamID          types.String `tfsdk:"team_id"`
	RegionName      types.String `tfsdk:"region_name"`
	AppID           types.Int64  `tfsdk:"app_id"`
	ServiceID       types.String `tfsdk:"service_id"`
	Variables       types.Map    `tfsdk:"variables"`
	Notes           types.Map    `tfsdk:"notes"`
	UpgradeOnChange types.Bool   `tfsdk:"upgrade_on_change"`
	UpgradePending  types.Bool   `tfsdk:"upgrade_pending"`

	Timeouts timeouts.Value `tfsdk:"timeouts"`
}

func (m *envModel) ref() client.ComponentRef {
	return platform.ComponentRefOf(m.TeamID, m.RegionName, m.AppID, m.ServiceID)
}

func (m *envModel) label() string {
	return fmt.Sprintf("component %q of app %d", m.ServiceID.ValueString(), m.AppID.ValueInt64())
}

// stringMap reads a map attribute; null and unknown are empty, and so are
// elements whose value is not known yet (Terraform validates with every
// input variable unknown, and plans with other resources' attributes
// unknown): mapKeys has their names.
func stringMap(_ context.Context, m types.Map, _ *diag.Diagnostics) map[string]string {
	out := map[string]string{}
	if m.IsNull() || m.IsUnknown() {
		return out
	}
	for name, v := range m.Elements() {
		if s, ok := v.(types.String); ok && !s.IsUnknown() && !s.IsNull() {
			out[name] = s.ValueString()
		}
	}
	return out
}

// mapKeys are the names of a map attribute, whether their values are known
// or not; null and unknown maps have none.
func mapKeys(m types.Map) map[string]bool {
	out := map[string]bool{}
	if m.IsNull() || m.IsUnknown() {
		return out
	}
	for name := range m.Elements() {
		out[name] = true
	}
	return out
}

// NewResource returns the rainbond_component_env resource.
func NewResource() resource.Resource { return &envResource{} }

// envResource reaches the platform only through ComponentEnvAPI, which is
// nil until the provider is configured; claims are the variables the
// walk's resources plan.
type envResource struct {
	api    platform.ComponentEnvAPI
	claims *tfid.VariableClaims
}

func (r *envResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_component_env"
}

func (r *envResource) Schema(ctx context.Context, _ resource.SchemaRequest, resp *resource.SchemaResponse) {
	replace := []planmodifier.String{stringplanmodifier.RequiresReplace()}
	resp.Schema = schema.Schema{
		MarkdownDescription: "Environment variables of one component: the names this resource holds, and only those. " +
			"The component's other variables (connection variables made by ports, build variables, ones set in the console) are left alone and never planned as drift.\n\n" +
			"Variables are set by the platform's upsert by name. **The API cannot delete a variable**: removing a name from `variables` " +
			"(or destroying this resource) leaves the variable on the platform, with a warning, and Terraform forgets it. Delete it in the console.\n\n" +
			"The platform reads variables only through the same upsert, called with no variable. It refuses to answer when any variable of the component, " +
			"even one Terraform does not manage, breaks its rules (a name with `-` or `.`, an empty value); the error says how to fix it.\n\n" +
			"Running instances see a change only after an upgrade: by default a change of values is followed by a rolling upgrade of the component, waited for (`upgrade_on_change`).",
		Attributes: map[string]schema.Attribute{
			"id": schema.StringAttribute{
				MarkdownDescription: "`team_id/region_name/app_id/service_id`.",
				Computed:            true,
				PlanModifiers:       []planmodifier.String{stringplanmodifier.UseStateForUnknown()},
			},
			"team_id":     schema.StringAttribute{MarkdownDescription: "Team id or team name. Changing it replaces the resource.", Required: true, Validators: tfid.IDPathPartValidators(), PlanModifiers: replace},
			"region_name": schema.StringAttribute{MarkdownDescription: "Region of the app. Changing it replaces the resource.", Required: true, Validators: tfid.IDPathPartValidators(), PlanModifiers: replace},
			"app_id": schema.Int64Attribute{
				MarkdownDescription: "Id of the component's app. Changing it replaces the resource.",
				Required:            true,
				PlanModifiers:       []planmodifier.Int64{int64planmodifier.RequiresReplace()},
			},
			"service_id": schema.StringAttribute{
				MarkdownDescription: "Component id or alias, such as `rainbond_component.x.service_id`. Changing it replaces the resource.",
				Required:            true, Validators: tfid.IDPathPartValidators(), PlanModifiers: replace,
			},
			"variables": schema.MapAttribute{
				MarkdownDescription: "Variables by name. A name is a letter followed by letters, digits and `_`, at most 100 characters, and not one the platform reserves " +
					"(`" + strings.Join(reservedNames, "`, `") + "`); a value is 1 to 1024 characters. The platform strips white space (and the separators U+001C to U+001F) around both, so it is refused here. " +
					"Values are sensitive. A variable of the same name already on the component (made in the console) takes the value set here. " +
					"A variable held by two of these resources on one component (whether they name it by id or alias, and the team by name or id) fails the plan.",
				ElementType: types.StringType,
				Required:    true,
				Sensitive:   true,
				Validators: []validator.Map{
					mapvalidator.SizeAtLeast(1),
					mapvalidator.KeysAre(tfschema.StringCheck("a variable name the platform accepts", "Invalid variable name", checkName)),
					mapvalidator.ValueStringsAre(tfschema.MapValueCheck("a value the platform stores as given", "Invalid variable value", "variable", checkValue)),
				},
			},
			"notes": schema.MapAttribute{
				MarkdownDescription: "Notes of variables, by name (a name of `variables`), at most 100 characters each. A variable without a note here keeps the note the platform has.",
				ElementType:         types.StringType,
				Optional:            true,
				Validators: []validator.Map{
					mapvalidator.ValueStringsAre(tfschema.MapValueCheck("a note the platform stores as given", "Invalid note", "the note of", checkNote)),
				},
			},
			"upgrade_on_change": schema.BoolAttribute{
				MarkdownDescription: "After a change of values, upgrade the component (a rolling update) and wait for it, so that its instances see the new values. Defaults to `true`. " +
					"An operation in flight (a deploy, start or stop) is waited for first. Every component with instances is upgraded, a failing one (`abnormal`, `some_abnormal`) too, with a warning when it still does not run after; " +
					"a closed component gets the values at its next start; a status that does not tell (such as `unKnow`) gets no upgrade, with a warning. " +
					"With `false` the values are stored and reach the instances at the next upgrade or restart.",
				Optional: true,
				Computed: true,
				Default:  booldefault.StaticBool(true),
			},
			"upgrade_pending": schema.BoolAttribute{
				MarkdownDescription: "Whether values this resource stored have not reached the running instances because their upgrade failed (or the write's answer failed before it). " +
					"While it is true and `upgrade_on_change` is true, the plan shows an update, and its apply upgrades the component.",
				Computed: true,
			},
		},
		Blocks: map[string]schema.Block{
			"timeouts": tfschema.TimeoutsBlock(ctx, timeouts.Opts{Create: true, Update: true}),
		},
	}
}

func (r *envResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		r.api, r.claims = data.ComponentEnvs, data.VariableClaims
	}
}

// ValidateConfig refuses a note for a name that is not a variable.
func (r *envResource) ValidateConfig(ctx context.Context, req resource.ValidateConfigRequest, resp *resource.ValidateConfigResponse) {
	var cfg envModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	if resp.Diagnostics.HasError() || cfg.Variables.IsUnknown() || cfg.Notes.IsUnknown() {
		return
	}
	vars := mapKeys(cfg.Variables)
	for name := range mapKeys(cfg.Notes) {
		if !vars[name] {
			resp.Diagnostics.AddAttributeError(path.Root("notes").AtMapKey(name), "Note of no variable",
				fmt.Sprintf("notes names %q, which is not in variables: a note belongs to a variable this resource sets.", name))
		}
	}
}

// ModifyPlan refuses a variable another resource of the plan holds too,
// and says, at plan time, what the API cannot do: a name removed (or the
// whole resource destroyed) stays on the platform.
func (r *envResource) ModifyPlan(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	if !req.Plan.Raw.IsNull() {
		var plan envModel
		if resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...); resp.Diagnostics.HasError() {
			return
		}
		r.claimVariables(ctx, req, resp, plan)
	}
	if req.State.Raw.IsNull() {
		r.warnOverwrite(ctx, req, resp)
		return
	}
	var state envModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	held := stringMap(ctx, state.Variables, &resp.Diagnostics)
	if req.Plan.Raw.IsNull() {
		if len(held) > 0 {
			resp.Diagnostics.AddWarning("The platform keeps the variables", keptDetail(state.label(), sortedKeys(held)))
		}
		return
	}
	var plan envModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	if resp.Diagnostics.HasError() {
		return
	}
	resp.Diagnostics.Append(resp.Plan.SetAttribute(ctx, path.Root("upgrade_pending"), planPending(state, plan))...)
	if plan.Variables.IsUnknown() {
		return
	}
	wanted := mapKeys(plan.Variables)
	var removed []string
	for name := range held {
		if !wanted[name] {
			removed = append(removed, name)
		}
	}
	if len(removed) > 0 {
		sort.Strings(removed)
		resp.Diagnostics.AddWarning("The platform keeps removed variables", keptDetail(state.label(), removed))
	}
}

// planPending is the upgrade_pending an update plans: unknown when the
// apply may upgrade (values change, or an upgrade is owed, with
// upgrade_on_change), which shows an owed upgrade as a change; else what
// the state has.
func planPending(state, plan envModel) types.Bool {
	owed := state.UpgradePending.ValueBool()
	if plan.UpgradeOnChange.IsUnknown() || plan.UpgradeOnChange.ValueBool() {
		if owed || valuesMayChange(state.Variables, plan.Variables) {
			return types.BoolUnknown()
		}
	}
	return types.BoolValue(owed)
}

// valuesMayChange reports whether the planned values may differ from the
// ones in state: a value not known yet may.
func valuesMayChange(held, planned types.Map) bool {
	if planned.IsUnknown() || held.IsNull() || held.IsUnknown() {
		return true
	}
	was := held.Elements()
	for name, v := range planned.Elements() {
		if v.IsUnknown() || !v.Equal(was[name]) {
			return true
		}
	}
	return false
}

// warnOverwrite says, when the component can be read at plan time, which
// planned names the component already has with another value: the create
// sets them, and destroy does not bring the old values back.
func (r *envResource) warnOverwrite(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	var plan envModel
	if r.api == nil || req.Plan.Raw.IsNull() || req.Plan.Get(ctx, &plan).HasError() || plan.Variables.IsUnknown() ||
		plan.ServiceID.IsUnknown() || plan.TeamID.IsUnknown() || plan.RegionName.IsUnknown() || plan.AppID.IsUnknown() {
		return
	}
	// The read is an upsert of no variable: not sent to a component of
	// another app, which the create refuses.
	var quiet diag.Diagnostics
	if !platform.RequireComponentInApp(ctx, r.api, plan.ref(), "", &quiet) {
		return
	}
	current, err := r.api.ComponentEnvs(ctx, plan.ref())
	if err != nil {
		return // the create reports it
	}
	have := byName(current)
	var taken, ports []string
	for name, v := range stringMap(ctx, plan.Variables, &resp.Diagnostics) {
		if e, ok := have[name]; ok && e.Value != v {
			taken = append(taken, name)
			if e.Scope == connectionScope {
				ports = append(ports, name)
			}
		}
	}
	if len(taken) > 0 {
		sort.Strings(taken)
		detail := fmt.Sprintf("%s already has %s, with other values (set in the console, or by a port). The apply sets the planned values; destroy will not bring the old ones back.",
			plan.label(), strings.Join(taken, ", "))
		if len(ports) > 0 {
			sort.Strings(ports)
			detail += fmt.Sprintf("\n\n%s: connection variables (scope outer), which keep that scope. One that a port made goes with the port: "+
				"the port's delete, or a change of its alias, removes or renames it, and the next plan then sets it again as the component's own.", strings.Join(ports, ", "))
		}
		resp.Diagnostics.AddWarning("Variables already set on the component", detail)
	}
}

func keptDetail(label string, names []string) string {
	return fmt.Sprintf("The API cannot delete a variable: %s keeps %s. Terraform only forgets them. Delete them in the console if they must go.",
		label, strings.Join(names, ", "))
}

func sortedKeys(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func (r *envResource) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	if platform.NotConfigured(r.api != nil, &resp.Diagnostics, "set a component's variables") {
		return
	}
	var plan envModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	if resp.Diagnostics.HasError() {
		return
	}
	ctx, done := tfschema.WithOperationTimeout(ctx, "create", plan.Timeouts.Create, tfschema.DefaultWriteTimeout, &resp.Diagnostics)
	defer done()
	plan.ID = types.StringValue(envIDFormat.Build(plan.TeamID.ValueString(), plan.RegionName.ValueString(), plan.AppID.ValueInt64(), plan.ServiceID.ValueString()))
	if r.write(ctx, &plan, false, &resp.Diagnostics) {
		resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
	}
}

func (r *envResource) Read(ctx context.Context, req resource.ReadRequest, resp *resource.ReadResponse) {
	var state envModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() || platform.SkipRefreshUnconfigured(r.api != nil, &resp.Diagnostics) {
		return
	}
	if state.Variables.IsNull() && !platform.RequireComponentInApp(ctx, r.api, state.ref(), "Cannot import the component's variables", &resp.Diagnostics) {
		// An import: the server answers for a component of another app
		// under an app without components.
		return
	}
	envs, err := r.api.ComponentEnvs(ctx, state.ref())
	switch {
	case client.IsComponentGone(err):
		resp.Diagnostics.AddWarning("Component is gone",
			fmt.Sprintf("%s is no longer on the platform, and its variables with it; Terraform removes them from state and plans to set them again.", state.label()))
		resp.State.RemoveResource(ctx)
		return
	case client.IsEnvListRefused(err):
		resp.Diagnostics.AddError("Cannot read the component's variables", listRefusedDetail(err))
		return
	case err != nil:
		platform.AddComponentReadError(&resp.Diagnostics, "Cannot read the component's variables", err, state.ref())
		return
	}
	state.readFrom(ctx, envs, &resp.Diagnostics)
	if state.UpgradeOnChange.IsNull() {
		state.UpgradeOnChange = types.BoolValue(true)
	}
	if state.UpgradePending.IsNull() || state.UpgradePending.IsUnknown() {
		state.UpgradePending = types.BoolValue(false) // an import, or a state from before the attribute
	}
	resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
}

func (r *envResource) Update(ctx context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	if platform.NotConfigured(r.api != nil, &resp.Diagnostics, "set a component's variables") {
		return
	}
	var plan envModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	if resp.Diagnostics.HasError() {
		return
	}
	var state envModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	ctx, done := tfschema.WithOperationTimeout(ctx, "update", plan.Timeouts.Update, tfschema.DefaultWriteTimeout, &resp.Diagnostics)
	defer done()
	if r.write(ctx, &plan, state.UpgradePending.ValueBool(), &resp.Diagnostics) {
		resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
	}
}

// Delete forgets the variables: the API cannot delete one (the plan
// warned).
func (r *envResource) Delete(ctx context.Context, req resource.DeleteRequest, resp *resource.DeleteResponse) {
	var state envModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if held := stringMap(ctx, state.Variables, &resp.Diagnostics); len(held) > 0 {
		resp.Diagnostics.AddWarning("Variables left on the platform", keptDetail(state.label(), sortedKeys(held)))
	}
}

// ImportState takes the component's path; the read then takes the
// component's own variables (scope inner).
func (r *envResource) ImportState(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	tfid.ImportCompositeID(ctx, envIDFormat, req, resp)
}

// readFrom records the platform's values of the names held: a name the
// platform no longer has leaves the map, so that the plan sets it again.
// A state that holds no names (an import) takes the component's own
// variables.
func (m *envModel) readFrom(ctx context.Context, envs []client.ComponentEnv, diags *diag.Diagnostics) {
	have := byName(envs)
	held := stringMap(ctx, m.Variables, diags)
	notes := stringMap(ctx, m.Notes, diags)
	importing := m.Variables.IsNull()
	vars := map[string]string{}
	if importing {
		for _, e := range envs {
			if e.Scope == innerScope || e.Scope == "" {
				vars[e.Name] = e.Value
				if e.Note != "" {
					notes[e.Name] = e.Note
				}
			}
		}
	}
	for name := range held {
		if e, ok := have[name]; ok {
			vars[name] = e.Value
		}
	}
	for name := range notes {
		if e, ok := have[name]; ok {
			notes[name] = e.Note
		} else {
			delete(notes, name)
		}
	}
	m.Variables = mapValue(vars, diags)
	if !m.Notes.IsNull() || (importing && len(notes) > 0) {
		m.Notes = mapValue(notes, diags)
	}
}

func mapValue(m map[string]string, diags *diag.Diagnostics) types.Map {
	v, d := types.MapValueFrom(context.Background(), types.StringType, m)
	diags.Append(d...)
	return v
}
