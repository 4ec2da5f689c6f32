package httprule

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework-validators/int64validator"
	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

var _ datasource.DataSourceWithConfigure = (*rulesDataSource)(nil)

type rulesModel struct {
	AutoSSL    types.Bool       `tfsdk:"auto_ssl"`
	TeamName   types.String     `tfsdk:"team_name"`
	RegionName types.String     `tfsdk:"region_name"`
	AppID      types.Int64      `tfsdk:"app_id"`
	ServiceID  types.String     `tfsdk:"service_id"`
	DomainName types.String     `tfsdk:"domain_name"`
	Rules      []ruleEntryModel `tfsdk:"rules"`
}

type ruleEntryModel struct {
	ID             types.Int64  `tfsdk:"id"`
	RegionName     types.String `tfsdk:"region_name"`
	TeamName       types.String `tfsdk:"team_name"`
	AppID          types.Int64  `tfsdk:"app_id"`
	AutoSSLConfig  types.String `tfsdk:"auto_ssl_config"`
	HTTPRuleID     types.String `tfsdk:"http_rule_id"`
	RegionID       types.String `tfsdk:"region_id"`
	TenantID       types.String `tfsdk:"tenant_id"`
	ServiceID      types.String `tfsdk:"service_id"`
	ServiceName    types.String `tfsdk:"service_name"`
	DomainName     types.String `tfsdk:"domain_name"`
	ContainerPort  types.Int64  `tfsdk:"container_port"`
	Protocol       types.String `tfsdk:"protocol"`
	CertificateID  types.Int64  `tfsdk:"certificate_id"`
	DomainType     types.String `tfsdk:"domain_type"`
	ServiceAlias   types.String `tfsdk:"service_alias"`
	IsSenior       types.Bool   `tfsdk:"is_senior"`
	DomainPath     types.String `tfsdk:"domain_path"`
	DomainCookie   types.String `tfsdk:"domain_cookie"`
	DomainHeader   types.String `tfsdk:"domain_header"`
	Type           types.Int64  `tfsdk:"type"`
	TheWeight      types.Int64  `tfsdk:"the_weight"`
	RuleExtensions []string     `tfsdk:"rule_extensions"`
	IsOuterService types.Bool   `tfsdk:"is_outer_service"`
	AutoSSL        types.Bool   `tfsdk:"auto_ssl"`
	PathRewrite    types.Bool   `tfsdk:"path_rewrite"`
	Rewrites       types.String `tfsdk:"rewrites"`
}

// NewDataSource returns the rainbond_http_rules data source.
func NewDataSource() datasource.DataSource { return &rulesDataSource{} }

type rulesDataSource struct{ api platform.RuleAPI }

func (d *rulesDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_http_rules"
}

func (d *rulesDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Lists the HTTP access rules (gateway rules) of the whole enterprise. `auto_ssl` is applied by the server; the other filters are applied by the provider to the server's answer, and all given filters must match.",
		Attributes: map[string]schema.Attribute{
			"auto_ssl": schema.BoolAttribute{
				MarkdownDescription: "Keep only the rules whose automatic certificate matching is on (`true`) or off (`false`); sent to the server. Leave it out for every rule.",
				Optional:            true,
			},
			"team_name":   optionalFilter("Keep only the rules of this team, given by name or by tenant id."),
			"region_name": optionalFilter("Keep only the rules in this region."),
			"app_id": schema.Int64Attribute{
				MarkdownDescription: "Keep only the rules of the app with this id.",
				Optional:            true,
				Validators:          []validator.Int64{int64validator.AtLeast(1)},
			},
			"service_id":  optionalFilter("Keep only the rules of this component, given by id or by alias (`service_alias` of the component, which the rule list reports as `service_name`)."),
			"domain_name": optionalFilter("Keep only the rules of this domain (exact, case-insensitive)."),
			"rules": schema.ListNestedAttribute{
				MarkdownDescription: "The matching rules, in the server's order.",
				Computed:            true,
				NestedObject: schema.NestedAttributeObject{Attributes: map[string]schema.Attribute{
					"id":               tfschema.ComputedInt64("Record id."),
					"region_name":      tfschema.ComputedString("Region of the rule."),
					"team_name":        tfschema.ComputedString("Name of the team that owns the rule."),
					"app_id":           tfschema.ComputedInt64("Id of the app."),
					"auto_ssl_config":  tfschema.ComputedString(tfschema.Nullable("How certificates are issued automatically.")),
					"http_rule_id":     tfschema.ComputedString("Rule id, as used in the rule update paths."),
					"region_id":        tfschema.ComputedString("Region id."),
					"tenant_id":        tfschema.ComputedString("Id of the team (tenant)."),
					"service_id":       tfschema.ComputedString("Id of the component the rule routes to."),
					"service_name":     tfschema.ComputedString(ruleServiceNameDesc),
					"domain_name":      tfschema.ComputedString("Domain."),
					"container_port":   tfschema.ComputedInt64(tfschema.Nullable("Container port the rule routes to.")),
					"protocol":         tfschema.ComputedString(tfschema.Nullable("Domain type: `http`, `https`, `httptphttps` or `httpandhttps`.")),
					"certificate_id":   tfschema.ComputedInt64(tfschema.Nullable("Id of the certificate (0 for none).")),
					"domain_type":      tfschema.ComputedString(tfschema.Nullable("Component domain type.")),
					"service_alias":    tfschema.ComputedString(tfschema.Nullable(ruleServiceAliasDesc)),
					"is_senior":        tfschema.ComputedBool(tfschema.Nullable("Whether the rule has advanced routing.")),
					"domain_path":      tfschema.ComputedString(tfschema.Nullable("Path condition.")),
					"domain_cookie":    tfschema.ComputedString(tfschema.Nullable("Cookie condition.")),
					"domain_header":    tfschema.ComputedString(tfschema.Nullable("Header condition (the server spells the field `domain_heander`).")),
					"type":             tfschema.ComputedInt64(tfschema.Nullable("`0` default rule, `1` custom rule.")),
					"the_weight":       tfschema.ComputedInt64(tfschema.Nullable("Weight.")),
					"rule_extensions":  tfschema.ComputedStringList("Extensions, one `key:value` string each, split from the server's comma-separated string; empty when the rule has none."),
					"is_outer_service": tfschema.ComputedBool(tfschema.Nullable("Whether the external service of the port is open.")),
					"auto_ssl":         tfschema.ComputedBool(tfschema.Nullable("Whether a certificate is matched automatically and the rule upgraded to HTTPS.")),
					"path_rewrite":     tfschema.ComputedBool(tfschema.Nullable("Whether simple path rewriting is on.")),
					"rewrites":         tfschema.ComputedString(tfschema.Nullable("Complex rewrite configuration.")),
				}},
			},
		},
	}
}

func (d *rulesDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		d.api = data.Rules
	}
}

func (d *rulesDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	if platform.NotConfigured(d.api != nil, &resp.Diagnostics, "read the data source") {
		return
	}
	var m rulesModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &m)...)
	if resp.Diagnostics.HasError() {
		return
	}
	rules, err := listRules(ctx, d.api, m.AutoSSL)
	if err != nil {
		tfschema.AddReadError(&resp.Diagnostics, "Cannot list the HTTP access rules", err, "auto_ssl", tfschema.BoolQuery(m.AutoSSL))
		return
	}

	f := httpRuleFilter{
		teamName:   m.TeamName.ValueString(),
		regionName: m.RegionName.ValueString(),
		appID:      m.AppID.ValueInt64(),
		serviceID:  m.ServiceID.ValueString(),
		domainName: m.DomainName.ValueString(),
	}
	m.Rules = []ruleEntryModel{}
	for _, r := range rules {
		if f.matches(r) {
			m.Rules = append(m.Rules, ruleEntryFromAPI(r))
		}
	}
	resp.Diagnostics.Append(resp.State.Set(ctx, &m)...)
}

func optionalFilter(desc string) schema.StringAttribute {
	return schema.StringAttribute{
		MarkdownDescription: desc,
		Optional:            true,
		Validators:          []validator.String{stringvalidator.LengthAtLeast(1)},
	}
}

func ruleEntryFromAPI(r client.HTTPRule) ruleEntryModel {
	return ruleEntryModel{
		ID:             types.Int64Value(r.ID),
		RegionName:     types.StringValue(r.RegionName),
		TeamName:       types.StringValue(r.TeamName),
		AppID:          types.Int64Value(r.AppID),
		AutoSSLConfig:  types.StringPointerValue(r.AutoSSLConfig),
		HTTPRuleID:     types.StringValue(r.HTTPRuleID),
		RegionID:       types.StringValue(r.RegionID),
		TenantID:       types.StringValue(r.TenantID),
		ServiceID:      types.StringValue(r.ServiceID),
		ServiceName:    types.StringValue(r.ServiceName),
		DomainName:     types.StringValue(r.DomainName),
		ContainerPort:  types.Int64PointerValue(r.ContainerPort),
		Protocol:       types.StringPointerValue(r.Protocol),
		CertificateID:  types.Int64PointerValue(r.CertificateID),
		DomainType:     types.StringPointerValue(r.DomainType),
		ServiceAlias:   types.StringPointerValue(r.ServiceAlias),
		IsSenior:       types.BoolPointerValue(r.IsSenior),
		DomainPath:     types.StringPointerValue(r.DomainPath),
		DomainCookie:   types.StringPointerValue(r.DomainCookie),
		DomainHeader:   types.StringPointerValue(r.DomainHeader),
		Type:           types.Int64PointerValue(r.Type),
		TheWeight:      types.Int64PointerValue(r.TheWeight),
		RuleExtensions: platform.ParseRuleExtensions(r.RuleExtensions),
		IsOuterService: types.BoolPointerValue(r.IsOuterService),
		AutoSSL:        types.BoolPointerValue(r.AutoSSL),
		PathRewrite:    types.BoolPointerValue(r.PathRewrite),
		Rewrites:       types.StringPointerValue(r.Rewrites),
	}
}
