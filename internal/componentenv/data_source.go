package componentenv

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

var _ datasource.DataSourceWithConfigure = (*envsDataSource)(nil)

type envsModel struct {
	TeamID     types.String `tfsdk:"team_id"`
	RegionName types.String `tfsdk:"region_name"`
	AppID      types.Int64  `tfsdk:"app_id"`
	ServiceID  types.String `tfsdk:"service_id"`
	Envs       []envEntry   `tfsdk:"envs"`
}

type envEntry struct {
	Name     types.String `tfsdk:"name"`
	Value    types.String `tfsdk:"value"`
	Note     types.String `tfsdk:"note"`
	Scope    types.String `tfsdk:"scope"`
	IsChange types.Bool   `tfsdk:"is_change"`
}

// NewDataSource returns the rainbond_component_envs data source.
func NewDataSource() datasource.DataSource { return &envsDataSource{} }

// envsDataSource reaches the platform only through ComponentEnvAPI.
type envsDataSource struct{ api platform.ComponentEnvAPI }

func (d *envsDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_component_envs"
}

func (d *envsDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Lists every environment variable of a component, of all scopes: its own (`inner`), the connection variables its ports made (`outer`, `both`) and build variables (`build`).\n\n" +
			"The API has no read of variables: this is a read made through the variables' upsert with no variable (`PUT .../envs` with `{\"envs\": []}`), which changes nothing. " +
			"It fails when any variable of the component breaks the platform's own rules (a name with `-` or `.`, an empty value); the error says how to fix it.",
		Attributes: map[string]schema.Attribute{
			"team_id":     tfschema.TeamIDArgument(),
			"region_name": tfschema.RegionNameArgument(),
			"app_id":      tfschema.AppIDArgument(),
			"service_id": schema.StringAttribute{
				MarkdownDescription: "Component id or alias.",
				Required:            true,
				Validators:          tfid.IDPathPartValidators(),
			},
			"envs": schema.ListNestedAttribute{
				MarkdownDescription: "The variables, in the platform's order.",
				Computed:            true,
				NestedObject: schema.NestedAttributeObject{Attributes: map[string]schema.Attribute{
					"name":      tfschema.ComputedString("Name."),
					"value":     schema.StringAttribute{MarkdownDescription: "Value (sensitive).", Computed: true, Sensitive: true},
					"note":      tfschema.ComputedString("Note, `\"\"` when none."),
					"scope":     tfschema.ComputedString("Scope: `inner`, `outer`, `both` or `build`."),
					"is_change": tfschema.ComputedBool(tfschema.Nullable("Whether the variable may be changed.")),
				}},
			},
		},
	}
}

func (d *envsDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		d.api = data.ComponentEnvs
	}
}

func (d *envsDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	if platform.NotConfigured(d.api != nil, &resp.Diagnostics, "read a component's variables") {
		return
	}
	var m envsModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &m)...)
	if resp.Diagnostics.HasError() {
		return
	}
	ref := platform.ComponentRefOf(m.TeamID, m.RegionName, m.AppID, m.ServiceID)
	envs, err := d.api.ComponentEnvs(ctx, ref)
	switch {
	case client.IsEnvListRefused(err):
		resp.Diagnostics.AddError("Cannot read the component's variables", listRefusedDetail(err))
		return
	case err != nil:
		platform.AddComponentReadError(&resp.Diagnostics, "Cannot read the component's variables", err, ref)
		return
	}
	m.Envs = make([]envEntry, 0, len(envs))
	for _, e := range envs {
		m.Envs = append(m.Envs, envEntry{Name: types.StringValue(e.Name), Value: types.StringValue(e.Value), Note: types.StringValue(e.Note),
			Scope: types.StringValue(e.Scope), IsChange: types.BoolPointerValue(e.IsChange)})
	}
	resp.Diagnostics.Append(resp.State.Set(ctx, &m)...)
}
