package component

import (
	"context"
	"fmt"
	"slices"

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
	_ list.ListResource              = (*componentListResource)(nil)
	_ list.ListResourceWithConfigure = (*componentListResource)(nil)
)

type componentListModel struct {
	TeamID     types.String `tfsdk:"team_id"`
	RegionName types.String `tfsdk:"region_name"`
	AppID      types.Int64  `tfsdk:"app_id"`
}

// NewListResource returns the list resource of rainbond_component, for
// terraform query.
func NewListResource() list.ListResource { return &componentListResource{} }

// componentListResource reaches the platform only through ComponentAPI,
// which is nil until the provider is configured.
type componentListResource struct{ api platform.ComponentAPI }

func (l *componentListResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_component"
}

func (l *componentListResource) ListResourceConfigSchema(_ context.Context, _ list.ListResourceSchemaRequest, resp *list.ListResourceSchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Finds the components of an app made from an image (third-party ones, and ones built from source code or a package, which run their builder's image, are left out), for `terraform query` and generated configuration. " +
			"Each comes with `running` as its status says and `force = false`.",
		Attributes: map[string]schema.Attribute{
			"team_id": schema.StringAttribute{
				MarkdownDescription: "Team of the app: its tenant id or its name.",
				Required:            true,
				Validators:          tfid.IDPathPartValidators(),
			},
			"region_name": schema.StringAttribute{
				MarkdownDescription: "Region of the app.",
				Required:            true,
				Validators:          tfid.IDPathPartValidators(),
			},
			"app_id": schema.Int64Attribute{
				MarkdownDescription: "Id of the app whose components to list.",
				Required:            true,
			},
		},
	}
}

func (l *componentListResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		l.api = data.Components
	}
}

func (l *componentListResource) List(ctx context.Context, req list.ListRequest, stream *list.ListResultsStream) {
	cfg, ok := platform.ListConfig[componentListModel](ctx, l.api != nil, "list components", req, stream)
	if !ok {
		return
	}
	ref := platform.AppRefOf(cfg.TeamID, cfg.RegionName, cfg.AppID)
	stream.Results = func(push func(list.ListResult) bool) {
		out := tfschema.NewListEmitter(ctx, req, push)
		comps, err := l.api.AppComponents(ctx, ref)
		if err != nil {
			out.Fail(fmt.Sprintf("Cannot list the components of app %d", ref.AppID), platform.ErrorDetail(err, ref.TeamID, ref.RegionName))
			return
		}
		for _, c := range comps {
			if !madeFromImage(c) {
				continue
			}
			if !out.Emit(fmt.Sprintf("%s (%s)", platform.Deref(c.ServiceCname), c.ServiceAlias),
				func(ident *tfsdk.ResourceIdentity) diag.Diagnostics {
					return tfid.SetIdentity(ctx, ident, componentIDFormat, c.TenantID, ref.RegionName, ref.AppID, c.ServiceID)
				},
				func() (any, diag.Diagnostics) { return listedComponentModel(ctx, out.Req, ref, c) }) {
				return
			}
		}
	}
}

// listedComponentModel is the resource object of a listed component, as
// an import of its identity reads it: the team as its tenant id, as the
// identity records it, so that generated configuration plans imports only.
func listedComponentModel(ctx context.Context, req list.ListRequest, ref client.AppRef, c client.Component) (*componentModel, diag.Diagnostics) {
	team := c.TenantID
	if team == "" {
		team = ref.TeamID
	}
	m := componentModel{TeamID: types.StringValue(team), RegionName: types.StringValue(ref.RegionName), AppID: types.Int64Value(ref.AppID),
		Username: types.StringNull(), Password: types.StringNull()}
	m.setFrom(c)
	t, diags := tfschema.ListedTimeouts(ctx, req)
	m.Timeouts = t
	return &m, diags
}

// builtBy are the sources whose image the platform sets itself: a
// third-party component has none, and one built from source code or a
// package has its builder's (goodrain.me/runner, console/services/app.py
// 121, 279). rainbond_component cannot describe them: its generated
// configuration would manage the builder's image as the component's own.
var builtBy = []string{"third_party", "source_code", "package_build"}

// madeFromImage says whether rainbond_component can describe c.
func madeFromImage(c client.Component) bool {
	return c.Image != "" && !slices.Contains(builtBy, platform.Deref(c.ServiceSource))
}
