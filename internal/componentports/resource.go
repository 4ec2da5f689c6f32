package componentports

import (
	"context"
	"fmt"
	"regexp"

	"github.com/hashicorp/terraform-plugin-framework-timeouts/resource/timeouts"
	"github.com/hashicorp/terraform-plugin-framework-validators/int64validator"
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
	"github.com/hashicorp/terraform-plugin-framework/types/basetypes"

	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/portplan"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

var (
	_ resource.Resource                   = (*setResource)(nil)
	_ resource.ResourceWithConfigure      = (*setResource)(nil)
	_ resource.ResourceWithImportState    = (*setResource)(nil)
	_ resource.ResourceWithValidateConfig = (*setResource)(nil)
	_ resource.ResourceWithModifyPlan     = (*setResource)(nil)
)

// The server's own patterns for a port alias and an internal domain name
// (a DNS-1035 label), as rainbond_component_port checks them.
var (
	portAliasPattern      = regexp.MustCompile(`^[A-Z][A-Z0-9_]*$`)
	k8sServiceNamePattern = regexp.MustCompile(`^[a-z]([-a-z0-9]*[a-z0-9])?$`)
)

// NewResource is the constructor registered with the provider.
func NewResource() resource.Resource { return &setResource{} }

// setResource reaches the platform only through PortSetAPI, nil until the
// provider is configured; claims are the ports this walk plans, shared with
// rainbond_component_port.
type setResource struct {
	api    platform.PortSetAPI
	claims *tfid.PortClaims
}

func (r *setResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_component_ports"
}

func (r *setResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
	if data == nil {
		return
	}
	api, ok := data.Ports.(platform.PortSetAPI)
	if !ok {
		resp.Diagnostics.AddError("Provider misconfigured", fmt.Sprintf("the port API (%T) cannot list a component's ports afresh", data.Ports))
		return
	}
	r.api, r.claims = api, data.PortClaims
}

func (r *setResource) Schema(ctx context.Context, _ resource.SchemaRequest, resp *resource.SchemaResponse) {
	replace := []planmodifier.String{stringplanmodifier.RequiresReplace()}
	resp.Schema = schema.Schema{
		MarkdownDescription: "The container ports of a component that this configuration manages, as one resource: `ports` is a map keyed by the " +
			"port number written as a string (`\"8080\"`), each value the settings of one port, as `rainbond_component_port` has them.\n\n" +
			"Terraform's own cost grows with the number of resources: where a configuration manages thousands of ports, one resource per " +
			"component applies and plans several times faster than one resource per port (see the large-platforms guide). The requests " +
			"to the platform are the same: each port is created, changed and deleted as `rainbond_component_port` does it, in the order " +
			"the platform needs, several ports of the component at once, within the provider's `max_requests_per_second`.\n\n" +
			"**Only the ports in the map are managed.** Other ports of the component (added in the console, or managed elsewhere) are " +
			"left alone and never shown as drift. A port in the map that was deleted in the console is created again by the next apply.\n\n" +
			"A port is managed by one resource only: the same port in a `rainbond_component_port` and in a `rainbond_component_ports`, or " +
			"in two `rainbond_component_ports`, fails the plan.\n\n" +
			"**A partial failure** keeps in state exactly the ports the platform has: the error names each port that failed and why, and " +
			"the next apply does the rest. A failure while the resource is first created leaves it tainted (Terraform's rule for a create " +
			"that fails); run `terraform untaint` on it to keep the ports that were made rather than replace them all. A create that makes no port " +
			"leaves nothing in state, and `create_before_destroy` cannot replace " +
			"this resource (its new object would need the same ports): leave it off.\n\n" +
			"Removing a port from the map closes its outer service, then its inner service, then deletes it. Custom domains that still serve " +
			"the port (their rules flagged outer) block the removal, which fails naming them before anything is changed; dormant ones (flagged " +
			"not outer) go with the port, and the plan names them. A change that takes a port's serving custom domains down (a protocol " +
			"other than `http`, or `is_outer_service = false`) is named in the plan the same way.\n\n" +
			"An alias that moves from one port to another is released before it is taken; a swap of aliases (or a ring of moves) fails " +
			"the plan, since the platform refuses an alias another port has: give one port a temporary alias first. " +
			"An alias that a port of the component outside this resource has fails the plan too, when the plan's refresh read the component's ports (a new resource reads them for the plan); otherwise the apply refuses it before any write, naming the port that has it. A port created with the inner service open whose connection variables (`<ALIAS>_HOST`, `<ALIAS>_PORT`) the component already has is refused before any write: the platform would move them to the new port, and its destroy would delete them. Without `port_alias` the alias is the platform's default, the component's alias in upper case followed by the port number (`GR12AB8080`): it is checked the same way, against the variables and the other ports' aliases, and another port of the configuration that names it fails the plan. Terraform plans the configuration before a destroy, so these checks stop `terraform destroy` too: `terraform destroy -refresh=false` skips that plan.\n\n" +
			"Import with the component's path, `team_id/region_name/app_id/service_id`: the import takes every port the component has; " +
			"list in `ports` those to manage (a port left out is deleted by the next apply, except one that a `rainbond_component_port` of the configuration holds: the plan then fails and says how to give the port to one of them).",
		Attributes: map[string]schema.Attribute{
			"id": schema.StringAttribute{
				MarkdownDescription: "The component's path, `team_id/region_name/app_id/service_id`, which is also the import ID.",
				Computed:            true,
				PlanModifiers:       []planmodifier.String{stringplanmodifier.UseStateForUnknown()},
			},
			"team_id": schema.StringAttribute{
				MarkdownDescription: "Team that owns the app: the team's id or its name. " + tfid.SamePathNote("team", "name or its tenant id"),
				Required:            true,
				Validators:          tfid.IDPathPartValidators(),
			},
			"region_name": schema.StringAttribute{
				MarkdownDescription: "Region (cluster) the component runs in. Changing it replaces the resource.",
				Required:            true,
				PlanModifiers:       replace,
				Validators:          tfid.IDPathPartValidators(),
			},
			"app_id": schema.Int64Attribute{
				MarkdownDescription: "Id of the app that holds the component. Changing it replaces the resource.",
				Required:            true,
				PlanModifiers:       []planmodifier.Int64{int64planmodifier.RequiresReplace()},
				Validators:          []validator.Int64{int64validator.AtLeast(1)},
			},
			"service_id": schema.StringAttribute{
				MarkdownDescription: "Component that owns the ports: its id or its alias (`service_alias`). " + tfid.SamePathNote("component", "alias or its id"),
				Required:            true,
				Validators:          tfid.IDPathPartValidators(),
			},
			"k8s_service_name": schema.StringAttribute{
				MarkdownDescription: "Name of the component's service inside the cluster, its internal domain name, shared by all its ports: " +
					"lower-case letters, digits and `-`, at most 63 characters, unique in the team. When not set, the platform's name is kept and shown.",
				Optional: true,
				Computed: true,
				Validators: []validator.String{
					stringvalidator.LengthAtMost(63),
					stringvalidator.RegexMatches(k8sServiceNamePattern, "must be lower-case letters, digits and -, start with a letter and not end with -"),
				},
			},
			"ports": schema.MapNestedAttribute{
				MarkdownDescription: "The ports, keyed by the container port number written as a string (`\"8080\"`), 1 to 65535.",
				Required:            true,
				NestedObject: schema.NestedAttributeObject{
					Attributes: map[string]schema.Attribute{
						"protocol": schema.StringAttribute{
							MarkdownDescription: "Protocol of the port: `tcp`, `http`, `mysql`, `grpc` or `udp`. Defaults to `http`. A change to anything " +
								"but `http` while the outer service is open closes it first and opens it again afterwards.",
							Optional:   true,
							Computed:   true,
							Default:    stringdefault.StaticString(portplan.ProtocolHTTP),
							Validators: []validator.String{stringvalidator.OneOf("tcp", "http", "mysql", "grpc", "udp")},
						},
						"port_alias": schema.StringAttribute{
							MarkdownDescription: "Alias of the port, the prefix of the connection environment variables that dependent components see. " +
								"Upper-case letters, digits and `_`, starting with a letter, at most 64 characters. When not set, the platform chooses one and the provider keeps it.",
							Optional: true,
							Computed: true,
							Validators: []validator.String{
								stringvalidator.RegexMatches(portAliasPattern, "must start with an upper-case letter and contain only upper-case letters, digits and _"),
								stringvalidator.LengthAtMost(portplan.MaxAliasLength),
							},
						},
						"is_inner_service": schema.BoolAttribute{
							MarkdownDescription: "Whether the inner service is open. Defaults to `false`.",
							Optional:            true,
							Computed:            true,
							Default:             booldefault.StaticBool(false),
						},
						"is_outer_service": schema.BoolAttribute{
							MarkdownDescription: "Whether the outer service is open. Needs `is_inner_service = true`. Defaults to `false`.",
							Optional:            true,
							Computed:            true,
							Default:             booldefault.StaticBool(false),
						},
						"mapping_port": schema.Int64Attribute{
							MarkdownDescription: "Port the inner service listens on, as reported by the platform.",
							Computed:            true,
						},
						"lb_mapping_port": schema.Int64Attribute{
							MarkdownDescription: "Port of the gateway assigned when the outer service of a non-`http` port was opened, if any.",
							Computed:            true,
						},
					},
				},
			},
		},
		Blocks: map[string]schema.Block{
			"timeouts": tfschema.TimeoutsBlock(ctx, timeouts.Opts{Create: true, Update: true, Delete: true}),
		},
	}
}

// ValidateConfig rejects at plan time what the platform would reject
// halfway through an apply: a key that is no port number, an outer service
// without the inner one, one alias on two ports.
func (r *setResource) ValidateConfig(ctx context.Context, req resource.ValidateConfigRequest, resp *resource.ValidateConfigResponse) {
	var m setModel
	resp.Diagnostics.Append(req.Config.GetAttribute(ctx, path.Root("ports"), &m.Ports)...)
	if resp.Diagnostics.HasError() || m.Ports.IsNull() || m.Ports.IsUnknown() {
		return
	}
	aliases := map[string]string{}
	for k, e := range m.Ports.Elements() {
		at := path.Root("ports").AtMapKey(k)
		if _, err := parsePortKey(k); err != nil {
			resp.Diagnostics.AddAttributeError(at, "Invalid port number", err.Error())
		}
		o, isObj := e.(types.Object)
		if !isObj || o.IsNull() || o.IsUnknown() {
			continue
		}
		var v portValue
		resp.Diagnostics.Append(o.As(ctx, &v, basetypes.ObjectAsOptions{UnhandledUnknownAsEmpty: true})...)
		if !v.IsOuterService.IsUnknown() && !v.IsInnerService.IsUnknown() && v.IsOuterService.ValueBool() && !v.IsInnerService.ValueBool() {
			resp.Diagnostics.AddAttributeError(at.AtName("is_outer_service"), "Outer service needs the inner service",
				"is_outer_service = true requires is_inner_service = true: the platform opens the outer service of a port only while its inner service is open.")
		}
		if a := knownString(v.PortAlias); a != "" {
			if other, dup := aliases[a]; dup {
				resp.Diagnostics.AddAttributeError(at.AtName("port_alias"), "Port alias used twice in one component",
					fmt.Sprintf("port_alias %q is configured for ports %s and %s. %s Give each port its own alias.", a, other, k, portplan.AliasSharedFacts))
			}
			aliases[a] = k
		}
	}
}
