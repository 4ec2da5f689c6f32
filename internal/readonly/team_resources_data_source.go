package readonly

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework-validators/listvalidator"
	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

var _ datasource.DataSourceWithConfigure = (*teamResourcesDataSource)(nil)

type teamResourcesModel struct {
	Teams     []tenantRegionModel `tfsdk:"teams"`
	Resources []teamResourceModel `tfsdk:"resources"`
	Missing   []tenantRegionModel `tfsdk:"missing"`
}

type tenantRegionModel struct {
	TenantID   types.String `tfsdk:"tenant_id"`
	RegionName types.String `tfsdk:"region_name"`
}

type teamResourceModel struct {
	TeamID               types.String  `tfsdk:"team_id"`
	TeamName             types.String  `tfsdk:"team_name"`
	TeamAlias            types.String  `tfsdk:"team_alias"`
	RegionName           types.String  `tfsdk:"region_name"`
	TotalCPU             types.Int64   `tfsdk:"total_cpu"`
	TotalMemory          types.Int64   `tfsdk:"total_memory"`
	UsedCPU              types.Int64   `tfsdk:"used_cpu"`
	UsedMemory           types.Int64   `tfsdk:"used_memory"`
	UsedCPUPercentage    types.Float64 `tfsdk:"used_cpu_percentage"`
	UsedMemoryPercentage types.Float64 `tfsdk:"used_memory_percentage"`
}

// NewTeamResourcesDataSource returns the rainbond_team_resources data source.
func NewTeamResourcesDataSource() datasource.DataSource { return &teamResourcesDataSource{} }

type teamResourcesDataSource struct{ api platform.ReadAPI }

func (d *teamResourcesDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_team_resources"
}

func (d *teamResourcesDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Reads CPU and memory use of teams in regions, in one request. The server skips, without an error, a team that is not open in the region asked for; those are listed in `missing`.",
		Attributes: map[string]schema.Attribute{
			"teams": schema.ListNestedAttribute{
				MarkdownDescription: "The teams to report on, each in one region.",
				Required:            true,
				Validators:          []validator.List{listvalidator.SizeAtLeast(1)},
				NestedObject: schema.NestedAttributeObject{Attributes: tenantRegionAttributes(
					"Id of the team (tenant id, 32 hex characters). The server does not accept a team name here.",
					"Name of the region.", true)},
			},
			"resources": schema.ListNestedAttribute{
				MarkdownDescription: "One entry per team the server reported on, in the order of `teams`.",
				Computed:            true,
				NestedObject: schema.NestedAttributeObject{Attributes: map[string]schema.Attribute{
					"team_id":                tfschema.ComputedString("Team id."),
					"team_name":              tfschema.ComputedString("Team name."),
					"team_alias":             tfschema.ComputedString("Team alias, the name shown in the console."),
					"region_name":            tfschema.ComputedString(tfschema.Nullable("Region of this entry, taken from `teams` (the server's answer does not name it).")),
					"total_cpu":              tfschema.ComputedInt64(tfschema.Nullable("CPU available to the team, in millicores.")),
					"total_memory":           tfschema.ComputedInt64(tfschema.Nullable("Memory available to the team, in MiB.")),
					"used_cpu":               tfschema.ComputedInt64(tfschema.Nullable("CPU in use, in millicores.")),
					"used_memory":            tfschema.ComputedInt64(tfschema.Nullable("Memory in use, in MiB.")),
					"used_cpu_percentage":    tfschema.ComputedFloat64(tfschema.Nullable("CPU in use, as a percentage of the total (two decimals).")),
					"used_memory_percentage": tfschema.ComputedFloat64(tfschema.Nullable("Memory in use, as a percentage of the total (two decimals).")),
				}},
			},
			"missing": schema.ListNestedAttribute{
				MarkdownDescription: "Entries of `teams` the server did not report on, usually because the team is not open in that region. Empty when every team was reported.",
				Computed:            true,
				NestedObject: schema.NestedAttributeObject{Attributes: tenantRegionAttributes(
					"Id of the team.", "Name of the region.", false)},
			},
		},
	}
}

func (d *teamResourcesDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		d.api = data.Reads
	}
}

func (d *teamResourcesDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	if platform.NotConfigured(d.api != nil, &resp.Diagnostics, "read the data source") {
		return
	}
	var m teamResourcesModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &m)...)
	if resp.Diagnostics.HasError() {
		return
	}
	want := make([]client.TenantRegion, len(m.Teams))
	wantIDs := make([]string, len(m.Teams))
	for i, t := range m.Teams {
		want[i] = client.TenantRegion{TenantID: t.TenantID.ValueString(), RegionName: t.RegionName.ValueString()}
		wantIDs[i] = want[i].TenantID
	}
	got, err := d.api.TeamResources(ctx, want)
	if err != nil {
		tfschema.AddReadError(&resp.Diagnostics, "Cannot read the teams' resources", err, "teams", describeTenantRegions(want))
		return
	}
	gotIDs := make([]string, len(got))
	for j, r := range got {
		gotIDs[j] = r.TeamID
	}
	answerOf, extra, unsure := alignTeamResources(wantIDs, gotIDs)

	answers := make([]*client.TeamAppsResource, len(want))
	for i, j := range answerOf {
		if j >= 0 {
			answers[i] = &got[j]
		}
	}
	// A team asked for in several regions and only partly answered: ask for
	// each of its entries alone, so the answer is known to be that region's.
	for _, i := range unsure {
		one, err := d.api.TeamResources(ctx, want[i:i+1])
		if err != nil {
			tfschema.AddReadError(&resp.Diagnostics, "Cannot read the team's resources", err,
				"tenant_id", want[i].TenantID, "region_name", want[i].RegionName)
			return
		}
		if len(one) == 1 {
			answers[i] = &one[0]
		}
	}

	m.Resources = []teamResourceModel{}
	m.Missing = []tenantRegionModel{}
	for i, a := range answers {
		if a == nil {
			m.Missing = append(m.Missing, tenantRegionModel{
				TenantID: types.StringValue(want[i].TenantID), RegionName: types.StringValue(want[i].RegionName),
			})
			continue
		}
		m.Resources = append(m.Resources, teamResourceFromAPI(*a, types.StringValue(want[i].RegionName)))
	}
	for _, j := range extra {
		m.Resources = append(m.Resources, teamResourceFromAPI(got[j], types.StringNull()))
	}
	resp.Diagnostics.Append(resp.State.Set(ctx, &m)...)
}

func tenantRegionAttributes(tenantDesc, regionDesc string, required bool) map[string]schema.Attribute {
	attr := func(desc string) schema.StringAttribute {
		if !required {
			return tfschema.ComputedString(desc)
		}
		return schema.StringAttribute{
			MarkdownDescription: desc,
			Required:            true,
			Validators:          []validator.String{stringvalidator.LengthAtLeast(1)},
		}
	}
	return map[string]schema.Attribute{"tenant_id": attr(tenantDesc), "region_name": attr(regionDesc)}
}

func teamResourceFromAPI(r client.TeamAppsResource, region types.String) teamResourceModel {
	return teamResourceModel{
		TeamID:               types.StringValue(r.TeamID),
		TeamName:             types.StringValue(r.TeamName),
		TeamAlias:            types.StringValue(r.TeamAlias),
		RegionName:           region,
		TotalCPU:             types.Int64PointerValue(r.TotalCPU),
		TotalMemory:          types.Int64PointerValue(r.TotalMemory),
		UsedCPU:              types.Int64PointerValue(r.UsedCPU),
		UsedMemory:           types.Int64PointerValue(r.UsedMemory),
		UsedCPUPercentage:    types.Float64PointerValue(r.UsedCPUPercentage),
		UsedMemoryPercentage: types.Float64PointerValue(r.UsedMemoryPercentage),
	}
}

func describeTenantRegions(trs []client.TenantRegion) string {
	s := ""
	for i, tr := range trs {
		if i > 0 {
			s += ", "
		}
		s += tr.TenantID + " in " + tr.RegionName
	}
	return s
}
