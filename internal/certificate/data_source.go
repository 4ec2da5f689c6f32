package certificate

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

var _ datasource.DataSourceWithConfigure = (*certificatesDataSource)(nil)

type certificatesModel struct {
	TeamID       types.String            `tfsdk:"team_id"`
	Certificates []certificateEntryModel `tfsdk:"certificates"`
}

type certificateEntryModel struct {
	CertificateID   types.Int64  `tfsdk:"certificate_id"`
	Alias           types.String `tfsdk:"alias"`
	CertificateType types.String `tfsdk:"certificate_type"`
	HasExpired      types.Bool   `tfsdk:"has_expired"`
	IssuedTo        []string     `tfsdk:"issued_to"`
	IssuedBy        types.String `tfsdk:"issued_by"`
	EndData         types.String `tfsdk:"end_data"`
	NotAfter        types.String `tfsdk:"not_after"`
}

// NewDataSource returns the rainbond_certificates data source.
func NewDataSource() datasource.DataSource { return &certificatesDataSource{} }

type certificatesDataSource struct{ api platform.CertificateAPI }

func (d *certificatesDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_certificates"
}

func (d *certificatesDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Lists the certificates of a team, with their expiry. The list itself carries the expiry only as the server's local time " +
			"(`end_data`), so the provider also reads each certificate once to give `not_after` in RFC 3339, UTC: one request per certificate, " +
			"plus one per hundred certificates for the list. Neither the PEM nor the private key is kept.",
		Attributes: map[string]schema.Attribute{
			"team_id": tfschema.TeamIDArgument(),
			"certificates": schema.ListNestedAttribute{
				MarkdownDescription: "The team's certificates, in the platform's order.",
				Computed:            true,
				NestedObject: schema.NestedAttributeObject{Attributes: map[string]schema.Attribute{
					"certificate_id":   tfschema.ComputedInt64("The certificate's id, which a rule's `certificate_id` refers to."),
					"alias":            tfschema.ComputedString("Name of the certificate."),
					"certificate_type": tfschema.ComputedString("Type of the certificate."),
					"has_expired":      tfschema.ComputedBool("Whether the certificate has expired, as the platform judges it now."),
					"issued_to":        tfschema.ComputedStringList("Names the certificate is for: its DNS and IP subject alternative names, and its common name."),
					"issued_by":        tfschema.ComputedString("`Let's Encrypt签发` when the issuer's common name is `rainbond`, otherwise `第三方签发`."),
					"end_data":         tfschema.ComputedString("Expiry as the platform reports it: the server's local time, `YYYY-MM-DD HH:MM:SS`, without a zone."),
					"not_after":        tfschema.ComputedString("Expiry in RFC 3339, UTC, read from the certificate itself; use it with `timecmp` and `plantimestamp` (see the example's `check` block)."),
				}},
			},
		},
	}
}

func (d *certificatesDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		d.api = data.Certificates
	}
}

func (d *certificatesDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	var m certificatesModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &m)...)
	if resp.Diagnostics.HasError() || platform.NotConfigured(d.api != nil, &resp.Diagnostics, "read certificates") {
		return
	}
	team := m.TeamID.ValueString()
	list, err := d.api.Certificates(ctx, team)
	if err != nil {
		tfschema.AddReadError(&resp.Diagnostics, "Cannot list certificates", err, "team_id", team)
		return
	}
	m.Certificates = make([]certificateEntryModel, 0, len(list))
	for _, s := range list {
		c, err := d.api.Certificate(ctx, team, s.ID)
		if client.IsNotFound(err) {
			continue // deleted since the list
		}
		if err != nil {
			tfschema.AddReadError(&resp.Diagnostics, "Cannot read a certificate", err, "team_id", team, "certificate_id", s.ID)
			return
		}
		m.Certificates = append(m.Certificates, entryOf(s, notAfter(c.Certificate)))
	}
	resp.Diagnostics.Append(resp.State.Set(ctx, &m)...)
}

func entryOf(s client.CertificateSummary, expiry string) certificateEntryModel {
	issuedTo := s.IssuedTo
	if issuedTo == nil {
		issuedTo = []string{}
	}
	return certificateEntryModel{
		CertificateID: types.Int64Value(s.ID), Alias: types.StringValue(s.Alias), CertificateType: types.StringValue(s.CertificateType),
		HasExpired: types.BoolValue(s.HasExpired), IssuedTo: issuedTo, IssuedBy: types.StringValue(s.IssuedBy),
		EndData: types.StringValue(s.EndData), NotAfter: types.StringValue(expiry),
	}
}
