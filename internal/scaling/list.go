package scaling

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework-validators/int64validator"
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
	_ list.ListResource              = (*scalingListResource)(nil)
	_ list.ListResourceWithConfigure = (*scalingListResource)(nil)
)

type scalingListModel struct {
	TeamID     types.String `tfsdk:"team_id"`
	RegionName types.String `tfsdk:"region_name"`
	AppID      types.Int64  `tfsdk:"app_id"`
}

// NewListResource returns the list resource of rainbond_component_scaling,
// for terraform query.
func NewListResource() list.ListResource { return &scalingListResource{} }

// scalingListResource reaches the platform only through ScalingAPI, which
// is nil until the provider is configured.
type scalingListResource struct{ api platform.ScalingAPI }

func (l *scalingListResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_component_scaling"
}

func (l *scalingListResource) ListResourceConfigSchema(_ context.Context, _ list.ListResourceSchemaRequest, resp *list.ListResourceSchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Finds the scaling of every component of an app, for `terraform query` and generated configuration. " +
			"Third-party components are left out: the platform runs no instance of them. Each comes with `restore_on_destroy = false`, and with " +
			"`team_id` the team's tenant id and `service_id` the component's id, as its identity names them, whichever form the query gave: " +
			"the generated configuration then plans imports only.",
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
				MarkdownDescription: "Id of the app.",
				Required:            true,
				Validators:          []validator.Int64{int64validator.AtLeast(1)},
			},
		},
	}
}

func (l *scalingListResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		l.api = data.Scaling
	}
}

func (l *scalingListResource) List(ctx context.Context, req list.ListRequest, stream *list.ListResultsStream) {
	cfg, ok := platform.ListConfig[scalingListModel](ctx, l.api != nil, "list component scalings", req, stream)
	if !ok {
		return
	}
	ref := client.AppRef{TeamID: cfg.TeamID.ValueString(), RegionName: cfg.RegionName.ValueString(), AppID: cfg.AppID.ValueInt64()}
	stream.Results = func(push func(list.ListResult) bool) {
		out := tfschema.NewListEmitter(ctx, req, push)
		comps, err := l.api.AppComponents(ctx, ref)
		if err != nil {
			out.Fail(fmt.Sprintf("Cannot list the components of app %d", ref.AppID), platform.ErrorDetail(err, ref.TeamID, ref.RegionName))
			return
		}
		for _, c := range comps {
			if platform.Deref(c.ServiceSource) == "third_party" {
				continue
			}
			if !out.Emit(fmt.Sprintf("%s (%s)", platform.Deref(c.ServiceCname), c.ServiceAlias),
				func(ident *tfsdk.ResourceIdentity) diag.Diagnostics {
					return tfid.SetIdentity(ctx, ident, scalingIDFormat, c.TenantID, ref.RegionName, ref.AppID, c.ServiceID)
				},
				func() (any, diag.Diagnostics) { return listedScalingModel(ctx, out.Req, ref, c) }) {
				return
			}
		}
	}
}

// listedScalingModel is the resource object of a listed component, as an
// import of its identity reads it: the team by its tenant id and the
// component by its id, as the identity names them, whatever form the query
// gave. Generated configuration then plans imports only, with no change of
// team_id from the query's form to the identity's.
func listedScalingModel(ctx context.Context, req list.ListRequest, ref client.AppRef, c client.Component) (*scalingModel, diag.Diagnostics) {
	m := scalingModel{
		TeamID: types.StringValue(c.TenantID), RegionName: types.StringValue(ref.RegionName),
		AppID: types.Int64Value(ref.AppID), ServiceID: types.StringValue(c.ServiceID),
	}
	m.setFrom(c, settingsOf(c))
	t, diags := tfschema.ListedTimeouts(ctx, req)
	m.Timeouts = t
	return &m, diags
}
