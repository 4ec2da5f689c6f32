package httprule

import (
	"context"
	"fmt"
	"net/http"

	"github.com/hashicorp/terraform-plugin-framework-validators/int64validator"
	"github.com/hashicorp/terraform-plugin-framework-validators/listresourcevalidator"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/list"
	"github.com/hashicorp/terraform-plugin-framework/list/schema"
	"github.com/hashicorp/terraform-plugin-framework/path"
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
	_ list.ListResource                     = (*ruleListResource)(nil)
	_ list.ListResourceWithConfigure        = (*ruleListResource)(nil)
	_ list.ListResourceWithConfigValidators = (*ruleListResource)(nil)
)

type ruleListModel struct {
	TeamID        types.String `tfsdk:"team_id"`
	TeamName      types.String `tfsdk:"team_name"`
	RegionName    types.String `tfsdk:"region_name"`
	AppID         types.Int64  `tfsdk:"app_id"`
	ServiceID     types.String `tfsdk:"service_id"`
	ContainerPort types.Int64  `tfsdk:"container_port"`
	DomainName    types.String `tfsdk:"domain_name"`
	AutoSSL       types.Bool   `tfsdk:"auto_ssl"`
}

// NewListResource returns the list resource of rainbond_http_rule,
// for terraform query.
func NewListResource() list.ListResource { return &ruleListResource{} }

// ruleListResource reaches the platform only through RuleAPI, which is nil
// until the provider is configured.
type ruleListResource struct{ api platform.RuleAPI }

func (l *ruleListResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_http_rule"
}

func (l *ruleListResource) ListResourceConfigSchema(_ context.Context, _ list.ListResourceSchemaRequest, resp *list.ListResourceSchemaResponse) {
	filter := func(desc string) schema.StringAttribute {
		return schema.StringAttribute{MarkdownDescription: desc, Optional: true, Validators: tfid.IDPathPartValidators()}
	}
	resp.Schema = schema.Schema{
		MarkdownDescription: "Finds the enterprise's HTTP access rules, for `terraform query` and generated configuration. " +
			"The filters are those of the `rainbond_http_rules` data source: `auto_ssl` is applied by the server, the others by the provider, and all given filters must match.\n\n" +
			"Generated configuration sets `restore_on_destroy = false` (destroy then only forgets the rule); the settings the rule has at import are recorded in `adopted_settings` either way.",
		Attributes: map[string]schema.Attribute{
			"team_id":     filter("Keep only the rules of this team, given by tenant id or name."),
			"team_name":   filter("Keep only the rules of the team with this name."),
			"region_name": filter("Keep only the rules in this region."),
			"app_id": schema.Int64Attribute{
				MarkdownDescription: "Keep only the rules of the app with this id.",
				Optional:            true,
				Validators:          []validator.Int64{int64validator.AtLeast(1)},
			},
			"service_id": filter("Keep only the rules of this component, given by id or alias."),
			"container_port": schema.Int64Attribute{
				MarkdownDescription: "Keep only the rules that forward to this port.",
				Optional:            true,
				Validators:          []validator.Int64{int64validator.Between(1, 65535)},
			},
			"domain_name": filter("Keep only the rules of this domain (exact, case-insensitive)."),
			"auto_ssl": schema.BoolAttribute{
				MarkdownDescription: "Keep only the rules whose automatic certificate matching is on (`true`) or off (`false`); sent to the server.",
				Optional:            true,
			},
		},
	}
}

func (l *ruleListResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		l.api = data.Rules
	}
}

func (l *ruleListResource) ListResourceConfigValidators(context.Context) []list.ConfigValidator {
	return []list.ConfigValidator{
		listresourcevalidator.Conflicting(path.MatchRoot("team_id"), path.MatchRoot("team_name")),
	}
}

func (l *ruleListResource) List(ctx context.Context, req list.ListRequest, stream *list.ListResultsStream) {
	cfg, ok := platform.ListConfig[ruleListModel](ctx, l.api != nil, "list HTTP rules", req, stream)
	if !ok {
		return
	}
	f := httpRuleFilter{
		teamID:        cfg.TeamID.ValueString(),
		teamName:      cfg.TeamName.ValueString(),
		regionName:    cfg.RegionName.ValueString(),
		appID:         cfg.AppID.ValueInt64(),
		serviceID:     cfg.ServiceID.ValueString(),
		containerPort: cfg.ContainerPort.ValueInt64(),
		domainName:    cfg.DomainName.ValueString(),
	}
	stream.Results = func(push func(list.ListResult) bool) {
		out := tfschema.NewListEmitter(ctx, req, push)
		rules, err := listRules(ctx, l.api, cfg.AutoSSL)
		if err != nil {
			out.Fail("Cannot list the HTTP access rules", err.Error())
			return
		}
		if err := l.checkTeam(ctx, f, rules); err != nil {
			out.Fail("Cannot list the HTTP access rules", err.Error())
			return
		}
		for _, rule := range rules {
			if !f.matches(rule) {
				continue
			}
			var modelDiags diag.Diagnostics
			m := listedRuleModel(ctx, rule, &modelDiags)
			if !out.Emit(ruleDisplayName(rule),
				func(ident *tfsdk.ResourceIdentity) diag.Diagnostics {
					var diags diag.Diagnostics
					tfid.SetIdentityFromID(ctx, ident, ruleIDFormat, ruleCanonicalID(&m), &diags)
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

// checkTeam turns a team filter that names no team into an error, rather
// than an empty result that looks like a team without rules. Only a team
// that no rule names is looked up; a token that may not read team regions
// (403) cannot tell, and gets the empty result.
func (l *ruleListResource) checkTeam(ctx context.Context, f httpRuleFilter, rules []client.HTTPRule) error {
	team := f.teamID
	if team == "" {
		team = f.teamName
	}
	if team == "" {
		return nil
	}
	for _, r := range rules {
		if (httpRuleFilter{teamID: f.teamID, teamName: f.teamName}).matches(r) {
			return nil
		}
	}
	_, err := l.api.TeamRegions(ctx, team)
	switch {
	case client.NotFoundOf(err) == client.NotFoundTeam:
		return fmt.Errorf("team %q does not exist: %w", team, err)
	case client.IsStatus(err, http.StatusForbidden):
		return nil
	}
	return err
}

// listedRuleModel is the resource object of a listed rule: what an import
// of its identity reads, so that configuration generated from it plans no
// change. The team and the component are in canonical form, as in the
// identity.
func listedRuleModel(ctx context.Context, rule client.HTTPRule, diags *diag.Diagnostics) ruleModel {
	m := ruleModel{
		TeamID:           types.StringValue(rule.TenantID),
		ServiceID:        types.StringValue(rule.ServiceID),
		RestoreOnDestroy: types.BoolValue(false),
		AdoptedSettings:  encodeRuleValues(ruleValuesOf(rule)),
	}
	if rule.TenantID == "" {
		m.TeamID = types.StringValue(rule.TeamName)
	}
	setRuleState(ctx, &m, rule, diags)
	return m
}

// ruleDisplayName names a rule by its domain and path, then the component
// port it forwards to, such as "api.shop.example.com/v1 (gr7b2e4d:5000)".
func ruleDisplayName(r client.HTTPRule) string {
	where := r.DomainName
	if p := platform.Deref(r.DomainPath); p != "" && p != "/" {
		where += p
	}
	component := r.ServiceName
	if component == "" {
		component = r.ServiceID
	}
	return fmt.Sprintf("%s (%s:%d)", where, component, platform.Deref(r.ContainerPort))
}
