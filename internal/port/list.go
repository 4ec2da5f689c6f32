package port

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/list"
	"github.com/hashicorp/terraform-plugin-framework/list/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource"
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
		Attributes: platform.ComponentListAttributes("Components whose ports to list, by component id or alias. When not set, the ports of every component of the app are listed."),
	}
}

func (l *portListResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		l.api = data.Ports
	}
}

func (l *portListResource) List(ctx context.Context, req list.ListRequest, stream *list.ListResultsStream) {
	platform.ListComponents(ctx, l.api, "list ports", req, stream, l.emitPorts)
}

// emitPorts pushes the ports of one component, in port order. It reports
// whether more results are wanted.
func (l *portListResource) emitPorts(ctx context.Context, out *tfschema.ListEmitter, listed platform.ListedComponent) bool {
	comp, ref := listed.Component, listed.Ref
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
