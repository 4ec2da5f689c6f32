package httpdomain

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

var _ datasource.DataSourceWithConfigure = (*domainsDataSource)(nil)

type domainsModel struct {
	TeamID     types.String       `tfsdk:"team_id"`
	RegionName types.String       `tfsdk:"region_name"`
	AppID      types.Int64        `tfsdk:"app_id"`
	Rules      []domainEntryModel `tfsdk:"rules"`
}

type domainEntryModel struct {
	RuleID         types.String `tfsdk:"rule_id"`
	RecordID       types.Int64  `tfsdk:"record_id"`
	ServiceID      types.String `tfsdk:"service_id"`
	ServiceName    types.String `tfsdk:"service_name"`
	ContainerPort  types.Int64  `tfsdk:"container_port"`
	DomainName     types.String `tfsdk:"domain_name"`
	DomainPath     types.String `tfsdk:"domain_path"`
	DomainCookie   types.String `tfsdk:"domain_cookie"`
	DomainHeader   types.String `tfsdk:"domain_header"`
	TheWeight      types.Int64  `tfsdk:"the_weight"`
	CertificateID  types.Int64  `tfsdk:"certificate_id"`
	Protocol       types.String `tfsdk:"protocol"`
	Type           types.Int64  `tfsdk:"type"`
	IsOuterService types.Bool   `tfsdk:"is_outer_service"`
	AutoSSL        types.Bool   `tfsdk:"auto_ssl"`
	AutoSSLConfig  types.String `tfsdk:"auto_ssl_config"`
}

// NewDataSource returns the rainbond_http_domains data source.
func NewDataSource() datasource.DataSource { return &domainsDataSource{} }

type domainsDataSource struct{ api platform.DomainAPI }

func (d *domainsDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_http_domains"
}

func (d *domainsDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Lists the HTTP access rules of one app: its components' default rules and custom domains, in one request. " +
			"The platform does not report rule extensions here (see `rainbond_http_rules`, which lists the whole enterprise's rules with them).",
		Attributes: map[string]schema.Attribute{
			"team_id":     tfschema.TeamIDArgument(),
			"region_name": tfschema.RegionNameArgument(),
			"app_id":      tfschema.AppIDArgument(),
			"rules": schema.ListNestedAttribute{
				MarkdownDescription: "The app's rules, in the platform's order.",
				Computed:            true,
				NestedObject: schema.NestedAttributeObject{Attributes: map[string]schema.Attribute{
					"rule_id":          tfschema.ComputedString("The rule's `http_rule_id`."),
					"record_id":        tfschema.ComputedInt64("The rule's record id."),
					"service_id":       tfschema.ComputedString("Id of the rule's component."),
					"service_name":     tfschema.ComputedString("Alias of the rule's component (its `service_alias`, which paths accept)."),
					"container_port":   tfschema.ComputedInt64("Port the rule serves."),
					"domain_name":      tfschema.ComputedString("The domain."),
					"domain_path":      tfschema.ComputedString("Path condition; `\"\"` on a port's default rule."),
					"domain_cookie":    tfschema.ComputedString("Cookie condition, `\"\"` when none."),
					"domain_header":    tfschema.ComputedString("Header condition, `\"\"` when none."),
					"the_weight":       tfschema.ComputedInt64("Weight."),
					"certificate_id":   tfschema.ComputedInt64("Certificate served; 0 for none."),
					"protocol":         tfschema.ComputedString("`http` or `https`."),
					"type":             tfschema.ComputedInt64("0 for a port's default rule, 1 for a custom domain."),
					"is_outer_service": tfschema.ComputedBool("Whether the rule's port serves outside the cluster."),
					"auto_ssl":         tfschema.ComputedBool("Automatic certificate matching."),
					"auto_ssl_config":  tfschema.ComputedString(tfschema.Nullable("How the certificate is issued when `auto_ssl` is on.")),
				}},
			},
		},
	}
}

func (d *domainsDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		d.api = data.Domains
	}
}

func (d *domainsDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	var m domainsModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &m)...)
	if resp.Diagnostics.HasError() || platform.NotConfigured(d.api != nil, &resp.Diagnostics, "read HTTP rules") {
		return
	}
	ref := client.AppRef{TeamID: m.TeamID.ValueString(), RegionName: m.RegionName.ValueString(), AppID: m.AppID.ValueInt64()}
	rules, err := d.api.HTTPDomains(ctx, ref)
	if err != nil {
		tfschema.AddReadError(&resp.Diagnostics, "Cannot list the HTTP rules of the app", err, "team_id", ref.TeamID, "region_name", ref.RegionName, "app_id", ref.AppID)
		return
	}
	m.Rules = make([]domainEntryModel, 0, len(rules))
	for _, r := range rules {
		m.Rules = append(m.Rules, entryOf(r))
	}
	resp.Diagnostics.Append(resp.State.Set(ctx, &m)...)
}

func entryOf(r client.AppHTTPRule) domainEntryModel {
	return domainEntryModel{
		RuleID: types.StringValue(r.HTTPRuleID), RecordID: types.Int64Value(r.ID), ServiceID: types.StringValue(r.ServiceID),
		ServiceName: types.StringValue(r.ServiceName), ContainerPort: types.Int64Value(r.ContainerPort), DomainName: types.StringValue(r.DomainName),
		DomainPath: types.StringValue(r.DomainPath), DomainCookie: types.StringValue(r.DomainCookie), DomainHeader: types.StringValue(r.DomainHeader),
		TheWeight: types.Int64Value(r.TheWeight), CertificateID: types.Int64Value(r.CertificateID), Protocol: types.StringValue(r.Protocol),
		Type: types.Int64Value(r.Type), IsOuterService: types.BoolValue(r.IsOuterService), AutoSSL: types.BoolValue(r.AutoSSL),
		AutoSSLConfig: types.StringPointerValue(r.AutoSSLConfig),
	}
}
