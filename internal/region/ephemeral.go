package region

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/ephemeral"
	"github.com/hashicorp/terraform-plugin-framework/ephemeral/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
)

var _ ephemeral.EphemeralResourceWithConfigure = (*teamRegionsEphemeral)(nil)

// teamRegionsEphemeralModel is the data source's model without
// include_tokens: what is never stored always carries the tokens.
type teamRegionsEphemeralModel struct {
	TeamID  types.String      `tfsdk:"team_id"`
	Query   types.String      `tfsdk:"query"`
	Total   types.Int64       `tfsdk:"total"`
	Regions []teamRegionModel `tfsdk:"regions"`
}

// NewEphemeralResource returns the rainbond_team_regions ephemeral
// resource.
func NewEphemeralResource() ephemeral.EphemeralResource { return &teamRegionsEphemeral{} }

// teamRegionsEphemeral reads the team's regions, tokens included, when
// Terraform opens it; Terraform keeps the result out of plan and state.
type teamRegionsEphemeral struct{ api platform.RegionAPI }

func (e *teamRegionsEphemeral) Metadata(_ context.Context, req ephemeral.MetadataRequest, resp *ephemeral.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_team_regions"
}

func (e *teamRegionsEphemeral) Schema(_ context.Context, _ ephemeral.SchemaRequest, resp *ephemeral.SchemaResponse) {
	region := map[string]schema.Attribute{
		"token": schema.StringAttribute{
			MarkdownDescription: "Region token, a credential for the region's API. Null when the region has none.",
			Computed:            true,
			Sensitive:           true,
		},
	}
	for _, a := range listedRegionAttributes {
		region[a.name] = schema.StringAttribute{MarkdownDescription: a.description, Computed: true}
	}
	resp.Schema = schema.Schema{
		MarkdownDescription: "Lists the regions (clusters) a team is open in, with their tokens, without storing anything: " +
			"the regions are read each time Terraform needs them (plan and apply) and are never written to the plan or the state. " +
			"Use it to hand a region token to another provider's configuration. Needs Terraform 1.10 or later, or OpenTofu 1.11 or later.",
		Attributes: map[string]schema.Attribute{
			"team_id": schema.StringAttribute{
				MarkdownDescription: "Team: its id (tenant id, 32 hex characters) or its name.",
				Required:            true,
				Validators:          []validator.String{stringvalidator.LengthAtLeast(1)},
			},
			"query": schema.StringAttribute{
				MarkdownDescription: teamRegionsQueryDescription,
				Optional:            true,
			},
			"total": schema.Int64Attribute{MarkdownDescription: teamRegionsTotalDescription, Computed: true},
			"regions": schema.ListNestedAttribute{
				MarkdownDescription: teamRegionsRegionsDescription,
				Computed:            true,
				NestedObject:        schema.NestedAttributeObject{Attributes: region},
			},
		},
	}
}

func (e *teamRegionsEphemeral) Configure(_ context.Context, req ephemeral.ConfigureRequest, resp *ephemeral.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		e.api = data.Regions
	}
}

func (e *teamRegionsEphemeral) Open(ctx context.Context, req ephemeral.OpenRequest, resp *ephemeral.OpenResponse) {
	if platform.NotConfigured(e.api != nil, &resp.Diagnostics, "open the ephemeral resource") {
		return
	}
	var m teamRegionsEphemeralModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &m)...)
	if resp.Diagnostics.HasError() {
		return
	}
	regions, ok := listTeamRegions(ctx, e.api, m.TeamID.ValueString(), m.Query.ValueString(), true, &resp.Diagnostics)
	if !ok {
		return
	}
	m.Regions = regions
	m.Total = types.Int64Value(int64(len(regions)))
	resp.Diagnostics.Append(resp.Result.Set(ctx, &m)...)
}
