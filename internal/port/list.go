package port

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework-validators/int64validator"
	"github.com/hashicorp/terraform-plugin-framework-validators/listvalidator"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/list"
	"github.com/hashicorp/terraform-plugin-framework/list/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

var (
	_ list.ListResource              = (*portListResource)(nil)
	_ list.ListResourceWithConfigure = (*portListResource)(nil)
)

type portListModel struct {
	TeamID     types.String `tfsdk:"team_id"`
	RegionName types.String `tfsdk:"region_name"`
	AppID      types.Int64  `tfsdk:"app_id"`
	ServiceIDs types.List   `tfsdk:"service_ids"`
}

// NewListResource returns the list resource of
// rainbond_component_port, for terraform query.
func NewListResource() list.ListResource { return &portListResource{} }

// portListResource reaches the platform only through PortAPI, which is nil
// until the provider is configured.
type portListResource struct{ api platform.PortAPI }

func (l *portListResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_component_port"
}

func (l *portListResource) ListResourceConfigSchema(_ context.Context, _ list.ListResourceSchemaRequest, resp *list.ListResourceSchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Finds the ports of an app's components, for `terraform query` and generated configuration: " +
			"every port of every component of the app (inner and outer ports alike), or of the components named in `service_ids`.",
		Attributes: map[string]schema.Attribute{
			"team_id": schema.StringAttribute{
				MarkdownDescription: "Team that owns the app: its tenant id or its name.",
				Required:            true,
				Validators:          tfid.IDPathPartValidators(),
			},
			"region_name": schema.StringAttribute{
				MarkdownDescription: "Region (cluster) the app runs in.",
				Required:            true,
				Validators:          tfid.IDPathPartValidators(),
			},
			"app_id": schema.Int64Attribute{
				MarkdownDescription: "Id of the app.",
				Required:            true,
				Validators:          []validator.Int64{int64validator.AtLeast(1)},
			},
			"service_ids": schema.ListAttribute{
				MarkdownDescription: "Components whose ports to list, by component id or alias. When not set, the ports of every component of the app are listed.",
				ElementType:         types.StringType,
				Optional:            true,
				Validators: []validator.List{
					listvalidator.SizeAtLeast(1),
					listvalidator.ValueStringsAre(tfid.IDPathPartValidators()...),
				},
			},
		},
	}
}

func (l *portListResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		l.api = data.Ports
	}
}

func (l *portListResource) List(ctx context.Context, req list.ListRequest, stream *list.ListResultsStream) {
	var diags diag.Diagnostics
	if platform.NotConfigured(l.api != nil, &diags, "list ports") {
		*stream = *tfschema.FailedList(diags)
		return
	}
	var cfg portListModel
	diags.Append(req.Config.Get(ctx, &cfg)...)
	var named []string
	if !cfg.ServiceIDs.IsNull() {
		diags.Append(cfg.ServiceIDs.ElementsAs(ctx, &named, false)...)
	}
	if diags.HasError() {
		*stream = *tfschema.FailedList(diags)
		return
	}
	app := platform.AppRefOf(cfg.TeamID, cfg.RegionName, cfg.AppID)
	stream.Results = func(push func(list.ListResult) bool) {
		out := tfschema.NewListEmitter(ctx, req, push)
		services := named
		if services == nil {
			found, err := platform.AppComponentIDs(ctx, l.api, app)
			if err != nil {
				out.Fail(fmt.Sprintf("Cannot find the components of app %d", app.AppID), err.Error())
				return
			}
			services = found
		}
		// A component named twice (by alias and by id) is listed once: two
		// results with one identity would import one port twice.
		seen := map[string]bool{}
		for _, service := range services {
			if out.Done() || !l.emitPorts(ctx, out, client.ComponentRef{TeamID: app.TeamID, RegionName: app.RegionName, AppID: app.AppID, ServiceID: service}, seen) {
				return
			}
		}
	}
}

// emitPorts pushes the ports of one component, in port order, unless seen
// holds its id. It reports whether more results are wanted.
func (l *portListResource) emitPorts(ctx context.Context, out *tfschema.ListEmitter, ref client.ComponentRef, seen map[string]bool) bool {
	comp, err := l.api.Component(ctx, ref)
	if err != nil {
		out.Fail(fmt.Sprintf("Cannot read component %q of app %d (team %q, region %q)", ref.ServiceID, ref.AppID, ref.TeamID, ref.RegionName), err.Error())
		return false
	}
	if seen[comp.ServiceID] {
		return true
	}
	seen[comp.ServiceID] = true
	ports, err := l.api.Ports(ctx, ref)
	if err != nil {
		out.Fail(fmt.Sprintf("Cannot list the ports of component %q", ref.ServiceID), err.Error())
		return false
	}
	ports = slices.Clone(ports)
	slices.SortFunc(ports, func(a, b client.Port) int { return int(a.ContainerPort - b.ContainerPort) })
	for _, p := range ports {
		m := portModel{
			TeamID:        types.StringValue(comp.TenantID),
			RegionName:    types.StringValue(ref.RegionName),
			AppID:         types.Int64Value(ref.AppID),
			ServiceID:     types.StringValue(comp.ServiceID),
			ContainerPort: types.Int64Value(p.ContainerPort),
		}
		m.setFrom(p)
		more := out.Emit(portDisplayName(comp, p),
			func(ident *tfsdk.ResourceIdentity) diag.Diagnostics {
				return tfid.SetIdentity(ctx, ident, portIDFormat, comp.TenantID, ref.RegionName, ref.AppID, comp.ServiceID, p.ContainerPort)
			},
			func() (any, diag.Diagnostics) {
				var diags diag.Diagnostics
				m.Timeouts, diags = tfschema.ListedTimeouts(ctx, out.Req)
				return &m, diags
			})
		if !more {
			return false
		}
	}
	return true
}

// portDisplayName names a port as a person knows it: the component's alias
// and the port, then the component's name and the protocol, such as
// "gr7b2e4d:5000 (api, http)".
func portDisplayName(c client.Component, p client.Port) string {
	about := []string{p.Protocol}
	if name := platform.Deref(c.ServiceCname); name != "" {
		about = []string{name, p.Protocol}
	}
	return fmt.Sprintf("%s:%d (%s)", c.ServiceAlias, p.ContainerPort, strings.Join(about, ", "))
}
