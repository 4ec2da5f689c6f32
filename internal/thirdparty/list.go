package thirdparty

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
	_ list.ListResource              = (*thirdPartyListResource)(nil)
	_ list.ListResourceWithConfigure = (*thirdPartyListResource)(nil)
)

type thirdPartyListModel struct {
	TeamID     types.String `tfsdk:"team_id"`
	RegionName types.String `tfsdk:"region_name"`
	AppID      types.Int64  `tfsdk:"app_id"`
}

// NewListResource returns the list resource of
// rainbond_third_party_component, for terraform query.
func NewListResource() list.ListResource { return &thirdPartyListResource{} }

type thirdPartyListResource struct{ api platform.ThirdPartyAPI }

func (l *thirdPartyListResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_third_party_component"
}

func (l *thirdPartyListResource) ListResourceConfigSchema(_ context.Context, _ list.ListResourceSchemaRequest, resp *list.ListResourceSchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Finds the third-party components of an app, for `terraform query`. The API cannot read their endpoints: " +
			"`endpoints_type` and `endpoints` are null in the generated configuration, which plans as imports only. " +
			"Add them from what the console shows when you want them recorded (a change of state only, nothing is sent).",
		Attributes: map[string]schema.Attribute{
			"team_id":     schema.StringAttribute{MarkdownDescription: "Team id or team name.", Required: true, Validators: tfid.IDPathPartValidators()},
			"region_name": schema.StringAttribute{MarkdownDescription: "Region of the app.", Required: true, Validators: tfid.IDPathPartValidators()},
			"app_id":      schema.Int64Attribute{MarkdownDescription: "Id of the app whose third-party components to list.", Required: true},
		},
	}
}

func (l *thirdPartyListResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		l.api = data.ThirdParty
	}
}

func (l *thirdPartyListResource) List(ctx context.Context, req list.ListRequest, stream *list.ListResultsStream) {
	cfg, ok := platform.ListConfig[thirdPartyListModel](ctx, l.api != nil, "list third-party components", req, stream)
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
			if !isThirdParty(c) {
				continue
			}
			m := thirdPartyModel{TeamID: cfg.TeamID, RegionName: cfg.RegionName, AppID: cfg.AppID,
				EndpointsType: types.StringNull(), Endpoints: types.ListNull(types.StringType), APIServiceKey: types.StringNull(), APIURL: types.StringNull()}
			m.setFrom(c)
			if !out.Emit(fmt.Sprintf("%s (%s)", platform.Deref(c.ServiceCname), c.ServiceAlias),
				func(ident *tfsdk.ResourceIdentity) diag.Diagnostics {
					var diags diag.Diagnostics
					tfid.SetIdentityFromID(ctx, ident, idFormat, m.ID.ValueString(), &diags)
					return diags
				},
				func() (any, diag.Diagnostics) {
					var diags diag.Diagnostics
					m.Timeouts, diags = tfschema.ListedTimeouts(ctx, out.Req)
					return &m, diags
				}) {
				return
			}
		}
	}
}
