package team

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
	_ list.ListResource              = (*teamListResource)(nil)
	_ list.ListResourceWithConfigure = (*teamListResource)(nil)
)

// teamListModel has no filter: the platform lists the teams the token's
// user is a member of.
type teamListModel struct{}

// NewListResource returns the list resource of rainbond_team, for
// terraform query.
func NewListResource() list.ListResource { return &teamListResource{} }

type teamListResource struct{ api platform.TeamAPI }

func (l *teamListResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_team"
}

func (l *teamListResource) ListResourceConfigSchema(_ context.Context, _ list.ListResourceSchemaRequest, resp *list.ListResourceSchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Finds the teams the token's user is a member of, for `terraform query` and generated configuration. " +
			"With `include_resource`, each team's regions are read too.",
	}
}

func (l *teamListResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		l.api = data.Teams
	}
}

func (l *teamListResource) List(ctx context.Context, req list.ListRequest, stream *list.ListResultsStream) {
	if _, ok := platform.ListConfig[teamListModel](ctx, l.api != nil, "list teams", req, stream); !ok {
		return
	}
	stream.Results = func(push func(list.ListResult) bool) {
		out := tfschema.NewListEmitter(ctx, req, push)
		teams, err := l.api.Teams(ctx)
		if err != nil {
			out.Fail("Cannot list the teams", err.Error())
			return
		}
		r := &teamResource{api: l.api}
		for _, s := range teams {
			id := s.TenantID
			if !out.Emit(fmt.Sprintf("%s (%s)", s.TenantAlias, s.TenantName),
				func(ident *tfsdk.ResourceIdentity) diag.Diagnostics {
					var diags diag.Diagnostics
					tfid.SetIdentityFromID(ctx, ident, teamIDFormat, id, &diags)
					return diags
				},
				func() (any, diag.Diagnostics) {
					var diags diag.Diagnostics
					t, regions, err := r.read(ctx, id)
					if err != nil {
						diags.AddError("Cannot read team "+s.TenantAlias, err.Error())
						return nil, diags
					}
					m := teamModel{Regions: types.SetNull(types.StringType)}
					diags.Append(m.setFrom(*t, regions)...)
					var d diag.Diagnostics
					m.Timeouts, d = tfschema.ListedTimeouts(ctx, out.Req)
					diags.Append(d...)
					return &m, diags
				}) {
				return
			}
		}
	}
}
