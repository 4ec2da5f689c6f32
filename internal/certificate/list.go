package certificate

import (
	"context"

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
	_ list.ListResource              = (*certificateListResource)(nil)
	_ list.ListResourceWithConfigure = (*certificateListResource)(nil)
)

type certificateListModel struct {
	TeamID types.String `tfsdk:"team_id"`
}

// NewListResource returns the list resource of rainbond_certificate, for
// terraform query.
func NewListResource() list.ListResource { return &certificateListResource{} }

type certificateListResource struct{ api platform.CertificateAPI }

func (l *certificateListResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_certificate"
}

func (l *certificateListResource) ListResourceConfigSchema(_ context.Context, _ list.ListResourceSchemaRequest, resp *list.ListResourceSchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Finds the certificates of a team, for `terraform query` and generated configuration. " +
			"With `include_resource`, each certificate is read once more for its PEM. The private key is write-only, " +
			"so generated configuration lacks it: add `private_key` before the import applies.",
		Attributes: map[string]schema.Attribute{
			"team_id": schema.StringAttribute{MarkdownDescription: "Team id or team name.", Required: true, Validators: tfid.IDPathPartValidators()},
		},
	}
}

func (l *certificateListResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		l.api = data.Certificates
	}
}

func (l *certificateListResource) List(ctx context.Context, req list.ListRequest, stream *list.ListResultsStream) {
	cfg, ok := platform.ListConfig[certificateListModel](ctx, l.api != nil, "list certificates", req, stream)
	if !ok {
		return
	}
	team := cfg.TeamID.ValueString()
	stream.Results = func(push func(list.ListResult) bool) {
		out := tfschema.NewListEmitter(ctx, req, push)
		certs, err := l.api.Certificates(ctx, team)
		if err != nil {
			out.Fail("Cannot list the certificates", err.Error())
			return
		}
		for _, s := range certs {
			id := certificateIDFormat.Build(team, s.ID)
			if !out.Emit(s.Alias,
				func(ident *tfsdk.ResourceIdentity) diag.Diagnostics {
					var diags diag.Diagnostics
					tfid.SetIdentityFromID(ctx, ident, certificateIDFormat, id, &diags)
					return diags
				},
				func() (any, diag.Diagnostics) {
					var diags diag.Diagnostics
					c, err := l.api.Certificate(ctx, team, s.ID)
					if err != nil {
						diags.AddError("Cannot read certificate "+s.Alias, err.Error())
						return nil, diags
					}
					m := certificateModel{TeamID: types.StringValue(team), Certificate: types.StringNull()}
					m.setFrom(*c)
					m.Timeouts, diags = tfschema.ListedTimeouts(ctx, out.Req)
					return &m, diags
				}) {
				return
			}
		}
	}
}
