package componentports

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/list"
	"github.com/hashicorp/terraform-plugin-framework/list/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

var (
	_ list.ListResource              = (*setListResource)(nil)
	_ list.ListResourceWithConfigure = (*setListResource)(nil)
)

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
		Attributes: platform.ComponentListAttributes("Components to list, by component id or alias. When not set, every component of the app that has ports is listed."),
	}
}

func (l *setListResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		l.api = data.Ports
	}
}

func (l *setListResource) List(ctx context.Context, req list.ListRequest, stream *list.ListResultsStream) {
	platform.ListComponents(ctx, l.api, "list the ports of components", req, stream, l.emit)
}

// emit pushes one component with its ports, when it has any. It reports
// whether more results are wanted.
func (l *setListResource) emit(ctx context.Context, out *tfschema.ListEmitter, listed platform.ListedComponent) bool {
	comp, ref := listed.Component, listed.Ref
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
