package region

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
	_ list.ListResource              = (*regionListResource)(nil)
	_ list.ListResourceWithConfigure = (*regionListResource)(nil)
)

type regionListModel struct {
	TeamID types.String `tfsdk:"team_id"`
}

// NewListResource returns the list resource of rainbond_region, for
// terraform query.
func NewListResource() list.ListResource { return &regionListResource{} }

// regionListResource reaches the platform only through RegionAPI, which is
// nil until the provider is configured.
type regionListResource struct{ api platform.RegionAPI }

func (l *regionListResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_region"
}

func (l *regionListResource) ListResourceConfigSchema(_ context.Context, _ list.ListResourceSchemaRequest, resp *list.ListResourceSchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Finds the regions a team is open in (every page of the team's region list), for `terraform query` and generated configuration. " +
			"Each region comes with `team_id` set to that team, so that refresh can read it. The write-only `cert_file`, `key_file` and `ssl_ca_cert` " +
			"cannot be read back and come out null, and the region `token` is left out of the results (an import reads it into state).",
		Attributes: map[string]schema.Attribute{
			"team_id": schema.StringAttribute{
				MarkdownDescription: "Team whose regions to list: its tenant id or its name.",
				Required:            true,
				Validators:          tfid.IDPathPartValidators(),
			},
		},
	}
}

func (l *regionListResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		l.api = data.Regions
	}
}

func (l *regionListResource) List(ctx context.Context, req list.ListRequest, stream *list.ListResultsStream) {
	cfg, ok := platform.ListConfig[regionListModel](ctx, l.api != nil, "list regions", req, stream)
	if !ok {
		return
	}
	team := cfg.TeamID.ValueString()
	stream.Results = func(push func(list.ListResult) bool) {
		out := tfschema.NewListEmitter(ctx, req, push)
		regions, err := l.api.TeamRegions(ctx, team)
		if err != nil {
			out.Fail(fmt.Sprintf("Cannot list the regions of team %q", team), err.Error())
			return
		}
		tenant, err := l.api.CanonicalTeam(ctx, team)
		if err != nil {
			out.Fail(fmt.Sprintf("Cannot read the tenant id of team %q", team), err.Error())
			return
		}
		for _, reg := range regions {
			if !out.Emit(fmt.Sprintf("%s (%s)", reg.RegionAlias, reg.RegionName),
				func(ident *tfsdk.ResourceIdentity) diag.Diagnostics {
					return tfid.SetIdentity(ctx, ident, teamRegionIDFormat, tenant, reg.RegionName)
				},
				func() (any, diag.Diagnostics) {
					return listedRegionModel(ctx, out.Req, tenant, reg)
				}) {
				return
			}
		}
	}
}

// listedRegionModel is the resource object of a listed region, as an
// import of its identity reads it, without secrets: the write-only
// certificates are never read back, and the resource has no token.
func listedRegionModel(ctx context.Context, req list.ListRequest, tenant string, reg client.TeamRegion) (*regionModel, diag.Diagnostics) {
	var diags diag.Diagnostics
	m := regionModel{TeamID: types.StringValue(tenant)}
	m.setFrom(reg, &diags)
	m.CertFile, m.KeyFile, m.SSLCACert = types.StringNull(), types.StringNull(), types.StringNull()
	t, d := tfschema.ListedTimeouts(ctx, req)
	m.Timeouts = t
	return &m, append(diags, d...)
}
