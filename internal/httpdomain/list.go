package httpdomain

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
	_ list.ListResource              = (*domainListResource)(nil)
	_ list.ListResourceWithConfigure = (*domainListResource)(nil)
)

type domainListModel struct {
	TeamID     types.String `tfsdk:"team_id"`
	RegionName types.String `tfsdk:"region_name"`
	AppID      types.Int64  `tfsdk:"app_id"`
}

// NewListResource returns the list resource of rainbond_http_domain, for
// terraform query.
func NewListResource() list.ListResource { return &domainListResource{} }

type domainListResource struct{ api platform.DomainAPI }

func (l *domainListResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_http_domain"
}

func (l *domainListResource) ListResourceConfigSchema(_ context.Context, _ list.ListResourceSchemaRequest, resp *list.ListResourceSchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Finds the custom domains of one app (its rules of type 1), for `terraform query` and generated configuration. " +
			"A port's default rule is left out: adopt it with `rainbond_http_rule`. One request lists the app's rules, and one more the enterprise's, for the rules' extensions. " +
			"Results name the team by its tenant id, as the identity does, whichever form the query gives, so that generated configuration imports with no change.",
		Attributes: map[string]schema.Attribute{
			"team_id":     schema.StringAttribute{MarkdownDescription: "Team id or team name.", Required: true, Validators: tfid.IDPathPartValidators()},
			"region_name": schema.StringAttribute{MarkdownDescription: "Region of the app.", Required: true, Validators: tfid.IDPathPartValidators()},
			"app_id":      schema.Int64Attribute{MarkdownDescription: "Id of the app.", Required: true},
		},
	}
}

func (l *domainListResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		l.api = data.Domains
	}
}

func (l *domainListResource) List(ctx context.Context, req list.ListRequest, stream *list.ListResultsStream) {
	cfg, ok := platform.ListConfig[domainListModel](ctx, l.api != nil, "list custom domains", req, stream)
	if !ok {
		return
	}
	ref := client.AppRef{TeamID: cfg.TeamID.ValueString(), RegionName: cfg.RegionName.ValueString(), AppID: cfg.AppID.ValueInt64()}
	r := &domainResource{api: l.api}
	stream.Results = func(push func(list.ListResult) bool) {
		out := tfschema.NewListEmitter(ctx, req, push)
		rules, err := l.api.HTTPDomains(ctx, ref)
		if err != nil {
			out.Fail("Cannot list the HTTP rules of the app", err.Error())
			return
		}
		for _, rule := range rules {
			if rule.Type != 1 {
				continue
			}
			m := listedModel(cfg, rule)
			var modelDiags diag.Diagnostics
			r.fillImported(ctx, &m, &modelDiags)
			if !out.Emit(fmt.Sprintf("%s%s (%s:%d)", rule.DomainName, rule.DomainPath, rule.ServiceName, rule.ContainerPort),
				func(ident *tfsdk.ResourceIdentity) diag.Diagnostics {
					var diags diag.Diagnostics
					tfid.SetIdentityFromID(ctx, ident, domainIDFormat, canonicalID(&m), &diags)
					return diags
				},
				func() (any, diag.Diagnostics) {
					t, diags := tfschema.ListedTimeouts(ctx, out.Req)
					m.Timeouts = t
					return &m, append(modelDiags, diags...)
				}) {
				return
			}
		}
	}
}

// The loop above emits as rainbond_http_rule's list does, and stays apart
// from it: the two read different lists (the app's rules, custom domains
// only, against the enterprise's, filtered), build different models and
// name results differently; what they share, the identity and the
// timeouts, is tfid's and tfschema's already.

// listedModel is the resource object of a listed rule: what an import of
// its identity reads.
func listedModel(cfg domainListModel, rule client.AppHTTPRule) domainModel {
	m := domainModel{
		TeamID: cfg.TeamID, RegionName: cfg.RegionName, AppID: cfg.AppID,
		ServiceID: types.StringValue(rule.ServiceID), OpenOuterPort: types.BoolNull(),
		RuleExtensions: types.ListNull(types.StringType), Configuration: types.ObjectNull(configurationTypes),
	}
	m.setFrom(rule)
	if rule.TenantID != "" {
		// The team by tenant id, as the identity records it, so that the
		// configuration generated from this result imports with no change.
		m.TeamID = types.StringValue(rule.TenantID)
		m.ID = types.StringValue(canonicalID(&m))
	}
	return m
}
