package componentports

import (
	"context"
	"fmt"

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
	_ list.ListResource              = (*setListResource)(nil)
	_ list.ListResourceWithConfigure = (*setListResource)(nil)
)

type setListModel struct {
	TeamID     types.String `tfsdk:"team_id"`
	RegionName types.String `tfsdk:"region_name"`
	AppID      types.Int64  `tfsdk:"app_id"`
	ServiceIDs types.List   `tfsdk:"service_ids"`
}

// NewListResource returns the list resource of rainbond_component_ports,
// for terraform query: one result per component, with all its ports.
func NewListResource() list.ListResource { return &setListResource{} }

type setListResource struct{ api platform.PortAPI }

func (l *setListResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_component_ports"
}

func (l *setListResource) ListResourceConfigSchema(_ context.Context, _ list.ListResourceSchemaRequest, resp *list.ListResourceSchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Finds the components of an app with their ports, one result per component with every port it has, for `terraform query` " +
			"and generated configuration. Without `service_ids` it lists every component of the app that has ports (from the app's component list).",
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
				MarkdownDescription: "Components to list, by component id or alias. When not set, the app's components are found as described above.",
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

func (l *setListResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		l.api = data.Ports
	}
}

func (l *setListResource) List(ctx context.Context, req list.ListRequest, stream *list.ListResultsStream) {
	var diags diag.Diagnostics
	if platform.NotConfigured(l.api != nil, &diags, "list the ports of components") {
		*stream = *tfschema.FailedList(diags)
		return
	}
	var cfg setListModel
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
		// A component named twice (by alias and by id) is listed once.
		seen := map[string]bool{}
		for _, service := range services {
			if out.Done() || !l.emit(ctx, out, client.ComponentRef{TeamID: app.TeamID, RegionName: app.RegionName, AppID: app.AppID, ServiceID: service}, seen) {
				return
			}
		}
	}
}

// emit pushes one component with its ports, unless seen holds its id. It
// reports whether more results are wanted.
func (l *setListResource) emit(ctx context.Context, out *tfschema.ListEmitter, ref client.ComponentRef, seen map[string]bool) bool {
	comp, err := l.api.Component(ctx, ref)
	if err != nil {
		out.Fail(fmt.Sprintf("Cannot read component %q of app %d (team %q, region %q)", ref.ServiceID, ref.AppID, ref.TeamID, ref.RegionName), err.Error())
		return false
	}
	if seen[comp.ServiceID] {
		return true
	}
	seen[comp.ServiceID] = true
	list, err := l.api.Ports(ctx, ref)
	if err != nil {
		out.Fail(fmt.Sprintf("Cannot list the ports of component %q", ref.ServiceID), err.Error())
		return false
	}
	if len(list) == 0 {
		return true
	}
	m := setModel{
		TeamID:     types.StringValue(comp.TenantID),
		RegionName: types.StringValue(ref.RegionName),
		AppID:      types.Int64Value(ref.AppID),
		ServiceID:  types.StringValue(comp.ServiceID),
	}
	m.ID = types.StringValue(m.buildID())
	m.K8sServiceName = types.StringNull()
	ports := map[int64]portValue{}
	for _, p := range list {
		ports[p.ContainerPort] = valueOf(p)
		if p.K8sServiceName != "" {
			m.K8sServiceName = types.StringValue(p.K8sServiceName)
		}
	}
	var diags diag.Diagnostics
	m.setPorts(ports, &diags)
	if diags.HasError() {
		out.Fail("Cannot list the ports of component "+ref.ServiceID, fmt.Sprint(diags))
		return false
	}
	display := fmt.Sprintf("%s (%d ports)", comp.ServiceAlias, len(list))
	if name := platform.Deref(comp.ServiceCname); name != "" {
		display = fmt.Sprintf("%s (%s, %d ports)", comp.ServiceAlias, name, len(list))
	}
	return out.Emit(display,
		func(ident *tfsdk.ResourceIdentity) diag.Diagnostics {
			return tfid.SetIdentity(ctx, ident, setIDFormat, comp.TenantID, ref.RegionName, ref.AppID, comp.ServiceID)
		},
		func() (any, diag.Diagnostics) {
			var diags diag.Diagnostics
			m.Timeouts, diags = tfschema.ListedTimeouts(ctx, out.Req)
			return &m, diags
		})
}
