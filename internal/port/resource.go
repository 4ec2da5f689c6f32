package port

import (
	"context"
	"fmt"
	"regexp"

	"github.com/hashicorp/terraform-plugin-framework-timeouts/resource/timeouts"
	"github.com/hashicorp/terraform-plugin-framework-validators/int64validator"
	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/booldefault"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/int64planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringdefault"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/hashicorp/terraform-plugin-log/tflog"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/portengine"
	"github.com/rainbond/terraform-provider-rainbond/internal/portplan"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

var (
	_ resource.Resource                   = (*portResource)(nil)
	_ resource.ResourceWithConfigure      = (*portResource)(nil)
	_ resource.ResourceWithImportState    = (*portResource)(nil)
	_ resource.ResourceWithValidateConfig = (*portResource)(nil)
	_ resource.ResourceWithModifyPlan     = (*portResource)(nil)
)

// portIDFormat is the ID and import form: the path of the port in the API.
var portIDFormat = tfid.IDFormat{
	tfid.StringPart("team_id"),
	tfid.StringPart("region_name"),
	tfid.IntPart("app_id", 1<<63-1),
	tfid.StringPart("service_id"),
	tfid.IntPart("container_port", 65535),
}

// portProtocols are the protocols the API accepts.
var portProtocols = []string{"tcp", "http", "mysql", "grpc", "udp"}

// The server's own patterns for a port alias and an internal domain name
// (a DNS-1035 label).
var (
	portAliasPattern      = regexp.MustCompile(`^[A-Z][A-Z0-9_]*$`)
	k8sServiceNamePattern = regexp.MustCompile(`^[a-z]([-a-z0-9]*[a-z0-9])?$`)
)

// portModel is the resource's data, attribute for attribute.
type portModel struct {
	ID             types.String `tfsdk:"id"`
	TeamID         types.String `tfsdk:"team_id"`
	RegionName     types.String `tfsdk:"region_name"`
	AppID          types.Int64  `tfsdk:"app_id"`
	ServiceID      types.String `tfsdk:"service_id"`
	ContainerPort  types.Int64  `tfsdk:"container_port"`
	Protocol       types.String `tfsdk:"protocol"`
	PortAlias      types.String `tfsdk:"port_alias"`
	K8sServiceName types.String `tfsdk:"k8s_service_name"`
	IsInnerService types.Bool   `tfsdk:"is_inner_service"`
	IsOuterService types.Bool   `tfsdk:"is_outer_service"`
	MappingPort    types.Int64  `tfsdk:"mapping_port"`
	LBMappingPort  types.Int64  `tfsdk:"lb_mapping_port"`

	Timeouts timeouts.Value `tfsdk:"timeouts"`
}

func (m *portModel) ref() client.ComponentRef {
	return platform.ComponentRefOf(m.TeamID, m.RegionName, m.AppID, m.ServiceID)
}

func (m *portModel) port() int64 { return m.ContainerPort.ValueInt64() }

func (m *portModel) buildID() string {
	ref := m.ref()
	return portIDFormat.Build(ref.TeamID, ref.RegionName, ref.AppID, ref.ServiceID, m.port())
}

// label names the port in messages: "port 8080 (team/region/7/component)".
func (m *portModel) label() string {
	ref := m.ref()
	return fmt.Sprintf("port %d (%s/%s/%d/%s)", m.port(), ref.TeamID, ref.RegionName, ref.AppID, ref.ServiceID)
}

// wanted is the planned state as the planner sees it: an attribute that is
// unknown (not configured, left to the server) is "keep".
func (m *portModel) wanted() portplan.Settings {
	known := func(v types.String) string {
		if v.IsNull() || v.IsUnknown() {
			return ""
		}
		return v.ValueString()
	}
	return portplan.Settings{
		Protocol:       known(m.Protocol),
		Alias:          known(m.PortAlias),
		K8sServiceName: known(m.K8sServiceName),
		Inner:          m.IsInnerService.ValueBool(),
		Outer:          m.IsOuterService.ValueBool(),
	}
}

// setFrom copies everything the server reports into the model; the path
// attributes stay as the user wrote them (a team name stays a name).
func (m *portModel) setFrom(p client.Port) {
	m.ID = types.StringValue(m.buildID())
	m.Protocol = types.StringValue(p.Protocol)
	m.PortAlias = types.StringValue(p.PortAlias)
	// The name is one per component: a port that does not configure it
	// does not track it (null), so that another port's change of it is
	// no drift of this one. The data source shows the live name.
	if !m.K8sServiceName.IsNull() {
		m.K8sServiceName = types.StringValue(p.K8sServiceName)
	}
	m.IsInnerService = types.BoolValue(p.IsInnerService)
	m.IsOuterService = types.BoolValue(p.IsOuterService)
	m.MappingPort = types.Int64PointerValue(p.MappingPort)
	m.LBMappingPort = types.Int64PointerValue(p.LBMappingPort)
}

// sameServerValues reports whether o holds the same values as m in every
// attribute that setFrom writes.
func (m portModel) sameServerValues(o portModel) bool {
	return m.ID.Equal(o.ID) && m.Protocol.Equal(o.Protocol) && m.PortAlias.Equal(o.PortAlias) &&
		m.K8sServiceName.Equal(o.K8sServiceName) && m.IsInnerService.Equal(o.IsInnerService) &&
		m.IsOuterService.Equal(o.IsOuterService) && m.MappingPort.Equal(o.MappingPort) && m.LBMappingPort.Equal(o.LBMappingPort)
}

// NewResource is the constructor registered with the provider.
func NewResource() resource.Resource { return &portResource{} }

// portResource reaches the platform only through PortAPI, which is nil
// until the provider is configured; claims are the ports this walk plans.
type portResource struct {
	api    platform.PortAPI
	claims *tfid.PortClaims
}

func (r *portResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_component_port"
}

func (r *portResource) Schema(ctx context.Context, _ resource.SchemaRequest, resp *resource.SchemaResponse) {
	replace := []planmodifier.String{stringplanmodifier.RequiresReplace()}
	resp.Schema = schema.Schema{
		MarkdownDescription: "A container port of a component, with its inner (in-cluster) and outer (public) service.\n\n" +
			"The platform changes a port through separate actions that must come in a certain order: the inner service must be open " +
			"before the outer one, the outer service must be closed before the inner one and before the protocol changes to anything " +
			"but `http`, and a port needs an alias before its inner service opens. The provider works out that order from the " +
			"port's current state on every apply, so any combination of changes can be made at once.\n\n" +
			"A port is managed by one resource only: two resources for the same port (the component given by alias or by id alike) " +
			"fail the plan, and so do the same `port_alias` configured on two ports of one component (the platform would let two creates share it, the second taking the first's connection variables, and refuses an alias change to it), and an alias moved or " +
			"swapped between two resources of one component, which the two updates, run at once, would race for. " +
			"An alias that another port of the component has fails the plan too, when the plan's refresh read the component's ports (a new resource reads them for the plan); otherwise the apply refuses it before any write, naming the port that has it. A port created with the inner service open whose connection variables (`<ALIAS>_HOST`, `<ALIAS>_PORT`) the component already has is refused before any write: the platform would move them to the new port, and its destroy would delete them. Without `port_alias` the alias is the platform's default, the component's alias in upper case followed by the port number (`GR12AB8080`): it is checked the same way, against the variables and the other ports' aliases, and another port of the configuration that names it fails the plan. A destroy of a port that another resource of the configuration holds in its state fails the plan. Terraform plans the configuration before a destroy, so these checks stop `terraform destroy` too: `terraform destroy -refresh=false` skips that plan.\n\n" +
			"Destroying the resource closes the outer service, then the inner service, then deletes the port. The platform deletes every " +
			"HTTP rule of a port with it, custom domains included. The provider's policy: custom domains that still serve the port " +
			"(their rules flagged outer) block the destroy, which fails naming them before anything is changed; dormant ones (flagged " +
			"not outer, as after the outer service was closed) go with the port, and the plan that destroys or replaces the port warns, " +
			"naming them. Such a plan reads the enterprise's HTTP rules once per run.\n\n" +
			"A create whose answer is lost (no answer within the provider's `request_timeout`, a dropped connection, a 5xx) may still be " +
			"carried out by the platform afterwards. Before deciding, the provider lists the component's ports for up to twice " +
			"`request_timeout`: a port that appears with the requested settings is adopted, with a warning (a port made in the console " +
			"meanwhile with the same settings could not be told apart); one that does not is created again; and when " +
			"the outcome stays unknown the error says so and prints the `terraform import` command and `import` block that adopt the port.\n\n" +
			"Opening the outer service of an `http` port also makes the platform create a default HTTP access rule for it " +
			"(manage it with `rainbond_http_rule`). Closing the outer service keeps the rule; deleting the port removes it with the port.",
		Attributes: map[string]schema.Attribute{
			"id": schema.StringAttribute{
				MarkdownDescription: "The port's path, `team_id/region_name/app_id/service_id/container_port`, which is also the import ID.",
				Computed:            true,
				PlanModifiers:       []planmodifier.String{stringplanmodifier.UseStateForUnknown()},
			},
			"team_id": schema.StringAttribute{
				MarkdownDescription: "Team that owns the app: the team's id or its name. " + tfid.SamePathNote("team", "name or its tenant id"),
				Required:            true,
				Validators:          tfid.IDPathPartValidators(),
			},
			"region_name": schema.StringAttribute{
				MarkdownDescription: "Region (cluster) the component runs in. Changing it replaces the port.",
				Required:            true,
				PlanModifiers:       replace,
				Validators:          tfid.IDPathPartValidators(),
			},
			"app_id": schema.Int64Attribute{
				MarkdownDescription: "Id of the app that holds the component; it must belong to the team and region. Changing it replaces the port.",
				Required:            true,
				PlanModifiers:       []planmodifier.Int64{int64planmodifier.RequiresReplace()},
				Validators:          []validator.Int64{int64validator.AtLeast(1)},
			},
			"service_id": schema.StringAttribute{
				MarkdownDescription: "Component that owns the port: its id or its alias (`service_alias`). " + tfid.SamePathNote("component", "alias or its id"),
				Required:            true,
				Validators:          tfid.IDPathPartValidators(),
			},
			"container_port": schema.Int64Attribute{
				MarkdownDescription: "Port number inside the container, 1 to 65535. Changing it replaces the port.",
				Required:            true,
				PlanModifiers:       []planmodifier.Int64{int64planmodifier.RequiresReplace()},
				Validators:          []validator.Int64{int64validator.Between(1, 65535)},
			},
			"protocol": schema.StringAttribute{
				MarkdownDescription: "Protocol of the port: `tcp`, `http`, `mysql`, `grpc` or `udp`. Defaults to `http`. " +
					"The platform refuses to change the protocol to anything but `http` while the outer service is open, so such a " +
					"change closes the outer service first and opens it again afterwards.",
				Optional:   true,
				Computed:   true,
				Default:    stringdefault.StaticString(portplan.ProtocolHTTP),
				Validators: []validator.String{stringvalidator.OneOf(portProtocols...)},
			},
			"port_alias": schema.StringAttribute{
				MarkdownDescription: "Alias of the port, the prefix of the connection environment variables (`<ALIAS>_HOST`, `<ALIAS>_PORT`) " +
					"that dependent components see. Upper-case letters, digits and `_`, starting with a letter, at most 64 characters. When not set, the " +
					"platform chooses one (the component alias in upper case followed by the port number) and the provider keeps it.",
				// Not UseStateForUnknown: an alias left unset is the live
				// one at apply time, which the console may have changed
				// since the plan, so an update shows it as known after apply.
				Optional: true,
				Computed: true,
				Validators: []validator.String{
					stringvalidator.RegexMatches(portAliasPattern, "must start with an upper-case letter and contain only upper-case letters, digits and _"),
					stringvalidator.LengthAtMost(portplan.MaxAliasLength),
				},
			},
			"k8s_service_name": schema.StringAttribute{
				MarkdownDescription: "Name of the component's service inside the cluster, its internal domain name: lower-case letters, digits and " +
					"`-`, at most 63 characters, unique in the team.\n\n" +
					"~> **The platform holds one name per component, shared by all its ports.** Setting it on one port sets it on every port of " +
					"the component. Set it on one port resource of a component (or the same value on several); two ports of one component that " +
					"set different names fail the plan. A port that leaves it unset does not track it: its state holds null, whatever the " +
					"platform has, so a change made through another port is no drift of this one. Read the live name with the " +
					"`rainbond_component_ports` data source. When the name is unset, an alias change keeps the component's current name.",
				Optional: true,
				Validators: []validator.String{
					stringvalidator.LengthAtMost(63),
					stringvalidator.RegexMatches(k8sServiceNamePattern, "must be lower-case letters, digits and -, start with a letter and not end with -"),
				},
			},
			"is_inner_service": schema.BoolAttribute{
				MarkdownDescription: "Whether the inner service is open, so that other components of the cluster can reach the port. Defaults to `false`.",
				Optional:            true,
				Computed:            true,
				Default:             booldefault.StaticBool(false),
			},
			"is_outer_service": schema.BoolAttribute{
				MarkdownDescription: "Whether the outer service is open, so that the port is reachable from outside the cluster: through an " +
					"HTTP access rule for an `http` port, or a TCP/UDP port of the gateway otherwise. Needs `is_inner_service = true`. " +
					"Defaults to `false`.",
				Optional: true,
				Computed: true,
				Default:  booldefault.StaticBool(false),
			},
			"mapping_port": schema.Int64Attribute{
				MarkdownDescription: "Port the inner service listens on, as reported by the platform.",
				Computed:            true,
			},
			"lb_mapping_port": schema.Int64Attribute{
				MarkdownDescription: "Port of the gateway that the platform assigned when the outer service of a non-`http` port was opened, if any.",
				Computed:            true,
			},
		},
		Blocks: map[string]schema.Block{
			"timeouts": tfschema.TimeoutsBlock(ctx, timeouts.Opts{Create: true, Update: true, Delete: true}),
		},
	}
}

func (r *portResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		r.api, r.claims = data.Ports, data.PortClaims
	}
}

// ValidateConfig rejects at plan time what the platform would reject halfway
// through an apply.
func (r *portResource) ValidateConfig(ctx context.Context, req resource.ValidateConfigRequest, resp *resource.ValidateConfigResponse) {
	var outer, inner types.Bool
	resp.Diagnostics.Append(req.Config.GetAttribute(ctx, path.Root("is_outer_service"), &outer)...)
	resp.Diagnostics.Append(req.Config.GetAttribute(ctx, path.Root("is_inner_service"), &inner)...)
	if resp.Diagnostics.HasError() || outer.IsUnknown() || inner.IsUnknown() {
		return
	}
	// An unset is_inner_service defaults to false.
	if outer.ValueBool() && !inner.ValueBool() {
		resp.Diagnostics.AddAttributeError(path.Root("is_outer_service"), "Outer service needs the inner service",
			"is_outer_service = true requires is_inner_service = true: the platform opens the outer service of a port only while its inner service is open.")
	}
}

// ModifyPlan decides whether a changed team_id or service_id names another
// port (a replacement) or the same one written another way (an update of
// the state alone), and says in the plan what the platform will do beyond
// this port: a new internal domain name is set on every port of the
// component.
func (r *portResource) ModifyPlan(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	if req.Plan.Raw.IsNull() {
		var state portModel
		resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
		r.claimDestroy(ctx, state, &resp.Diagnostics)
		if resp.Diagnostics.HasError() {
			return
		}
		r.warnOfDomains(ctx, state, "destroys", &resp.Diagnostics)
		return
	}
	replaced := r.planPathSpellings(ctx, req, resp)
	if resp.Diagnostics.HasError() {
		return
	}
	if replaced {
		// Terraform plans the replacement's create next, which claims the
		// port and says the rest.
		var state portModel
		resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
		r.warnOfDomains(ctx, state, "replaces", &resp.Diagnostics)
		return
	}
	r.claimPort(ctx, req, resp)
	if resp.Diagnostics.HasError() {
		return
	}
	m, err := portAttributes(req.Plan.Raw)
	if err != nil {
		resp.Diagnostics.AddError("Cannot read the plan of a port", err.Error())
		return
	}
	planned, prior := m.K8sServiceName, types.StringNull()
	if !req.State.Raw.IsNull() {
		state, err := portAttributes(req.State.Raw)
		if err != nil {
			resp.Diagnostics.AddError("Cannot read the state of a port", err.Error())
			return
		}
		prior = state.K8sServiceName
		r.warnOfClosedRoutes(ctx, state, m, &resp.Diagnostics)
	}
	if planned.IsNull() || planned.IsUnknown() || planned.Equal(prior) {
		return
	}
	resp.Diagnostics.AddAttributeWarning(path.Root("k8s_service_name"), "The internal domain name applies to every port of the component",
		fmt.Sprintf("The platform sets k8s_service_name %q on every port of component %s, not only on port %d. "+
			"Port resources of this component that leave k8s_service_name unset follow it; any that set another value will change it back on every apply.",
			planned.ValueString(), m.ServiceID.ValueString(), m.port()))
}

func (r *portResource) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	if platform.NotConfigured(r.api != nil, &resp.Diagnostics, "create a port") {
		return
	}
	var plan portModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	if resp.Diagnostics.HasError() {
		return
	}
	ctx, done := tfschema.WithOperationTimeout(ctx, "create", plan.Timeouts.Create, tfschema.DefaultWriteTimeout, &resp.Diagnostics)
	defer done()
	plan.ID = types.StringValue(plan.buildID())
	// The identity first: a component that cannot be read fails the create
	// before a port exists.
	if !r.recordIdentity(ctx, "create", &plan, resp.Private, resp.Identity, &resp.Diagnostics) {
		return
	}
	want := plan.wanted()

	created, diags := r.createPort(ctx, &plan, client.AddPortRequest{
		Port:           plan.port(),
		Protocol:       want.Protocol,
		PortAlias:      want.Alias,
		IsInnerService: want.Inner,
	})
	resp.Diagnostics.Append(diags...)
	if resp.Diagnostics.HasError() {
		return
	}
	// The create's answer is the port as the server made it; only an
	// answer that is not a whole port is read back.
	cur, whole := wholePort(created, plan.port())
	if !whole {
		var found bool
		var err error
		cur, found, err = r.freshPort(ctx, &plan)
		if err != nil || !found {
			resp.Diagnostics.AddError("Cannot read "+plan.label()+" after creating it", notListedText(err, plan.ID.ValueString()))
			if created != nil {
				// The port exists: record what the server answered, so that it
				// is not orphaned (Terraform taints it and replaces it next time).
				plan.setFrom(*created)
				resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
			}
			return
		}
	}
	r.converge(ctx, plan, cur, want, &resp.State, &resp.Diagnostics)
}

func (r *portResource) Read(ctx context.Context, req resource.ReadRequest, resp *resource.ReadResponse) {
	state, err := portAttributes(req.State.Raw)
	if err != nil {
		resp.Diagnostics.AddError("Cannot read the state of a port", err.Error())
		return
	}
	if platform.SkipRefreshKeepingIdentity(ctx, r.api != nil, portIDFormat, state.buildID(), resp) {
		return
	}
	// Through the read cache: one list call serves every port of a component.
	p, found, err := r.api.FindPort(ctx, state.ref(), state.port())
	if client.IsComponentGone(err) {
		// Not the port: the platform says its component is gone, which a
		// plan to create the port again must not hide. Any other 404 (the
		// team, the app, or an address that is no console) keeps the state.
		resp.Diagnostics.AddWarning(fmt.Sprintf("Component %q is gone", state.ServiceID.ValueString()),
			fmt.Sprintf("Listing the ports of component %q (team %q, region %q, app %d) found no component: %s\n\n"+
				"The platform says the component is not in that app any more, so Terraform removes port %d from state and plans to create it again, "+
				"which fails until the component is back. If the component was deleted on purpose, remove its ports from the configuration.",
				state.ServiceID.ValueString(), state.TeamID.ValueString(), state.RegionName.ValueString(), state.AppID.ValueInt64(), err, state.port()))
		resp.State.RemoveResource(ctx)
		tfid.IdentityOfRemoved(ctx, portIDFormat, state.buildID(), resp.Identity)
		return
	}
	if err == nil && !found {
		tflog.Info(ctx, "port is gone from the platform; removing it from state", map[string]any{"port": state.label()})
		resp.State.RemoveResource(ctx)
		tfid.IdentityOfRemoved(ctx, portIDFormat, state.buildID(), resp.Identity)
		return
	}
	if err != nil {
		resp.Diagnostics.AddError("Cannot read "+state.label(), platform.ErrorDetail(err, state.TeamID.ValueString(), state.RegionName.ValueString()))
		return
	}
	prior := state
	state.setFrom(p)
	if !r.recordIdentity(ctx, "read", &state, resp.Private, resp.Identity, &resp.Diagnostics) {
		return
	}
	// The response starts as the prior state: an unchanged port needs no
	// conversion back, which is most of a refresh's own work.
	if state.sameServerValues(prior) {
		return
	}
	var changed portModel
	resp.Diagnostics.Append(req.State.Get(ctx, &changed)...)
	if resp.Diagnostics.HasError() {
		return
	}
	changed.setFrom(p)
	resp.Diagnostics.Append(resp.State.Set(ctx, &changed)...)
}

func (r *portResource) Update(ctx context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	if platform.NotConfigured(r.api != nil, &resp.Diagnostics, "update a port") {
		return
	}
	var plan, prior portModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	resp.Diagnostics.Append(req.State.Get(ctx, &prior)...)
	if resp.Diagnostics.HasError() {
		return
	}
	if samePlatformPort(plan, prior) {
		// The plan changed only how the team or component is written:
		// nothing to send, the state takes the new form.
		plan.ID = types.StringValue(plan.buildID())
		r.recordIdentity(ctx, "update", &plan, resp.Private, resp.Identity, &resp.Diagnostics)
		resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
		return
	}
	ctx, done := tfschema.WithOperationTimeout(ctx, "update", plan.Timeouts.Update, tfschema.DefaultWriteTimeout, &resp.Diagnostics)
	defer done()
	// Plan the actions from what the server has now, not from the state: it
	// may have changed since the plan.
	cur, found, err := r.freshPort(ctx, &plan)
	if err != nil && !client.IsComponentGone(err) {
		resp.Diagnostics.AddError("Cannot read "+plan.label()+" before updating it", platform.ErrorDetail(err, plan.TeamID.ValueString(), plan.RegionName.ValueString()))
		// The response state starts as the plan; nothing changed, so keep
		// the prior state rather than claim the plan.
		resp.Diagnostics.Append(resp.State.Set(ctx, &prior)...)
		return
	}
	if !found {
		// The plan showed an update, not a create: as in
		// rainbond_component_ports, the apply does not make it again.
		resp.Diagnostics.AddError("Cannot update "+plan.label(), portplan.GoneSincePlan(plan.port()).Error())
		// A null state with an error keeps the prior state; the next refresh
		// removes it and plans a create.
		resp.State.RemoveResource(ctx)
		return
	}
	// A port the console changed or made again since the plan is not
	// written over (as in Delete); the state takes it as the platform has it.
	if err := portplan.NotOursToUpdate(cur, prior.wanted(), plan.wanted()); err != nil {
		resp.Diagnostics.AddError("Cannot update "+plan.label(), err.Error())
		prior.setFrom(cur)
		resp.Diagnostics.Append(resp.State.Set(ctx, &prior)...)
		return
	}
	r.converge(ctx, plan, cur, plan.wanted(), &resp.State, &resp.Diagnostics)
	// A state written before identities existed gets one now.
	r.recordIdentity(ctx, "update", &plan, resp.Private, resp.Identity, &resp.Diagnostics)
}

func (r *portResource) Delete(ctx context.Context, req resource.DeleteRequest, resp *resource.DeleteResponse) {
	if platform.NotConfigured(r.api != nil, &resp.Diagnostics, "delete a port") {
		return
	}
	var state portModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	ctx, done := tfschema.WithOperationTimeout(ctx, "delete", state.Timeouts.Delete, tfschema.DefaultWriteTimeout, &resp.Diagnostics)
	defer done()
	cur, found, err := r.freshPort(ctx, &state)
	if client.IsComponentGone(err) || (err == nil && !found) {
		return
	}
	if err != nil {
		resp.Diagnostics.AddError("Cannot read "+state.label()+" before deleting it", platform.ErrorDetail(err, state.TeamID.ValueString(), state.RegionName.ValueString()))
		return
	}
	// A port remade outside Terraform since the plan is not deleted; the
	// resource stays in state, and the next refresh shows the port.
	if err := portplan.NotOurs(cur, state.Protocol.ValueString(), state.PortAlias.ValueString()); err != nil {
		resp.Diagnostics.AddError("Cannot delete "+state.label(), err.Error())
		return
	}
	if !r.checkDeletable(ctx, state, &resp.Diagnostics) {
		return
	}
	// The server deletes only a port whose services are both closed.
	if o := portengine.New(r.api, state.ref()).Remove(ctx, state.port(), cur); o.Err != nil {
		resp.Diagnostics.AddError(fmt.Sprintf("Cannot %s %s", o.Title, state.label()), o.Err.Error())
		r.saveServerState(ctx, state, nil, &resp.State, &resp.Diagnostics)
	}
}

func (r *portResource) ImportState(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	if platform.NotConfigured(r.api != nil, &resp.Diagnostics, "import a port") {
		return
	}
	tfid.ImportCompositeID(ctx, portIDFormat, req, resp)
	if resp.Diagnostics.HasError() {
		return
	}
	m, err := portAttributes(resp.State.Raw)
	if err != nil {
		resp.Diagnostics.AddError("Cannot read the imported port", err.Error())
		return
	}
	r.checkImportPath(ctx, m, &resp.Diagnostics)
}

// samePlatformPort reports whether an update changes nothing the platform
// holds: only the written form of the team or component, or the timeouts.
func samePlatformPort(plan, prior portModel) bool {
	// A name no longer configured is only no longer tracked.
	return plan.Protocol.Equal(prior.Protocol) && plan.PortAlias.Equal(prior.PortAlias) &&
		(plan.K8sServiceName.IsNull() || plan.K8sServiceName.Equal(prior.K8sServiceName)) && plan.IsInnerService.Equal(prior.IsInnerService) &&
		plan.IsOuterService.Equal(prior.IsOuterService) && plan.MappingPort.Equal(prior.MappingPort) &&
		plan.LBMappingPort.Equal(prior.LBMappingPort)
}

// converge applies, through the port engine, the actions that take the
// port from cur to want, then saves what the server ends up with, whether
// or not every action succeeded: the state never claims what the server
// does not have.
func (r *portResource) converge(ctx context.Context, m portModel, cur client.Port, want portplan.Settings, state *tfsdk.State, diags *diag.Diagnostics) {
	o := portengine.New(r.api, m.ref()).Converge(ctx, m.port(), cur, want)
	if o.Err != nil {
		diags.AddError(fmt.Sprintf("Cannot %s %s", o.Title, m.label()), o.Err.Error())
		if o.Final {
			// The planner refused: nothing was written, cur is the port.
			m.setFrom(cur)
			diags.Append(state.Set(ctx, &m)...)
			return
		}
		r.saveServerState(ctx, m, o.Known, state, diags)
		return
	}
	// An answer that disagrees with the plan is checked against a fresh
	// list before it counts as the platform's refusal.
	if o.Final && len(portplan.Mismatches(portplan.SettingsOf(*o.Known), want)) == 0 {
		m.setFrom(*o.Known)
		diags.Append(state.Set(ctx, &m)...)
		return
	}
	got, ok := r.saveServerState(ctx, m, o.Known, state, diags)
	if !ok {
		return
	}
	if mismatches := portplan.Mismatches(portplan.SettingsOf(got), want); len(mismatches) > 0 {
		diags.AddError("The platform did not apply every change to "+m.label(),
			fmt.Sprintf("Every action succeeded, but the port now reports: %v. The state records what the platform has; the next plan shows the difference again.", mismatches))
	}
}

// saveServerState reads the port fresh and saves it as the state. When the
// list fails, known (the port as last answered) is saved instead, or,
// without it, the state is left as it was given; a port that is not listed
// is not claimed.
func (r *portResource) saveServerState(ctx context.Context, m portModel, known *client.Port, state *tfsdk.State, diags *diag.Diagnostics) (client.Port, bool) {
	ctx, cancel := tfschema.WithFailedWriteReadTimeout(ctx)
	defer cancel()
	p, found, err := r.freshPort(ctx, &m)
	if err != nil || !found {
		diags.AddError("Cannot read "+m.label()+" back", notListedText(err, m.buildID()))
		if err != nil && known != nil {
			m.setFrom(*known)
			diags.Append(state.Set(ctx, &m)...)
		}
		return p, false
	}
	m.setFrom(p)
	diags.Append(state.Set(ctx, &m)...)
	return p, true
}

// wholePort returns a write's answer when it is the whole port asked for,
// which can be saved as the state without reading it back.
func wholePort(answer *client.Port, number int64) (client.Port, bool) {
	if answer == nil || !answer.Complete() || answer.ContainerPort != number {
		return client.Port{}, false
	}
	return *answer, true
}

// freshPort reads the port past the read cache: writes must be planned
// from, and checked against, what the server has right now. Concurrent
// calls for one component share a list that began after each of them
// asked.
func (r *portResource) freshPort(ctx context.Context, m *portModel) (client.Port, bool, error) {
	return r.api.FreshPort(ctx, m.ref(), m.port())
}

func notListedText(err error, id string) string {
	if err != nil {
		return err.Error()
	}
	return fmt.Sprintf("The platform accepted the request, but the port is not in the component's port list. If it appears later, import it with:\n  terraform import <resource address> %s", id)
}
