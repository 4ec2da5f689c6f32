package app

import (
	"context"
	"fmt"

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
	_ list.ListResource              = (*appListResource)(nil)
	_ list.ListResourceWithConfigure = (*appListResource)(nil)
)

type appListModel struct {
	TeamID     types.String `tfsdk:"team_id"`
	RegionName types.String `tfsdk:"region_name"`
}

// NewListResource returns the list resource of rainbond_app, for terraform
// query.
func NewListResource() list.ListResource { return &appListResource{} }

// appListResource reaches the platform only through AppAPI, which is nil
// until the provider is configured.
type appListResource struct{ api platform.AppAPI }

func (l *appListResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_app"
}

func (l *appListResource) ListResourceConfigSchema(_ context.Context, _ list.ListResourceSchemaRequest, resp *list.ListResourceSchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Finds the apps of a team in a region, for `terraform query` and generated configuration. " +
			"Each app comes with `force_destroy = false`, so that a generated configuration never deletes components, and with `team_id` " +
			"the team's tenant id, as its identity names it, whichever form the query gave: the generated configuration then plans imports only.",
		Attributes: map[string]schema.Attribute{
			"team_id": schema.StringAttribute{
				MarkdownDescription: "Team whose apps to list: its tenant id or its name.",
				Required:            true,
				Validators:          tfid.IDPathPartValidators(),
			},
			"region_name": schema.StringAttribute{
				MarkdownDescription: "Region whose apps to list.",
				Required:            true,
				Validators:          tfid.IDPathPartValidators(),
			},
		},
	}
}

func (l *appListResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		l.api = data.Apps
	}
}

func (l *appListResource) List(ctx context.Context, req list.ListRequest, stream *list.ListResultsStream) {
	cfg, ok := platform.ListConfig[appListModel](ctx, l.api != nil, "list apps", req, stream)
	if !ok {
		return
	}
	team, region := cfg.TeamID.ValueString(), cfg.RegionName.ValueString()
	stream.Results = func(push func(list.ListResult) bool) {
		out := tfschema.NewListEmitter(ctx, req, push)
		apps, err := l.api.Apps(ctx, team, region)
		if err != nil {
			out.Fail(fmt.Sprintf("Cannot list the apps of team %q in region %q", team, region), platform.ErrorDetail(err, team, region))
			return
		}
		for _, a := range apps {
			if !out.Emit(fmt.Sprintf("%s (id %d)", a.GroupName, a.ID),
				func(ident *tfsdk.ResourceIdentity) diag.Diagnostics {
					return tfid.SetIdentity(ctx, ident, appIDFormat, a.TenantID, a.RegionName, a.ID)
				},
				func() (any, diag.Diagnostics) { return listedAppModel(ctx, out.Req, a) }) {
				return
			}
		}
	}
}

// listedAppModel is the resource object of a listed app, as an import of
// its identity reads it: the team by its tenant id, as the identity names
// it, whatever form the query gave. Generated configuration then plans
// imports only, with no change of team_id from the query's form.
func listedAppModel(ctx context.Context, req list.ListRequest, a client.App) (*appModel, diag.Diagnostics) {
	m := appModel{TeamID: types.StringValue(a.TenantID)}
	m.setFrom(a)
	t, diags := tfschema.ListedTimeouts(ctx, req)
	m.Timeouts = t
	return &m, diags
}
