package provider

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

var _ datasource.DataSourceWithConfigure = (*componentDataSource)(nil)

// NewComponentDataSource returns the rainbond_component data source.
func NewComponentDataSource() datasource.DataSource { return &componentDataSource{} }

type componentDataSource struct{ data *providerData }

type componentModel struct {
	TeamID     types.String `tfsdk:"team_id"`
	RegionName types.String `tfsdk:"region_name"`
	AppID      types.Int64  `tfsdk:"app_id"`

	Status               types.String `tfsdk:"status"`
	AccessInfos          types.List   `tfsdk:"access_infos"`
	ServiceID            types.String `tfsdk:"service_id"`
	TenantID             types.String `tfsdk:"tenant_id"`
	ServiceKey           types.String `tfsdk:"service_key"`
	ServiceAlias         types.String `tfsdk:"service_alias"`
	ServiceCname         types.String `tfsdk:"service_cname"`
	ServiceRegion        types.String `tfsdk:"service_region"`
	Desc                 types.String `tfsdk:"desc"`
	Category             types.String `tfsdk:"category"`
	Version              types.String `tfsdk:"version"`
	UpdateVersion        types.Int64  `tfsdk:"update_version"`
	Image                types.String `tfsdk:"image"`
	Cmd                  types.String `tfsdk:"cmd"`
	MinNode              types.Int64  `tfsdk:"min_node"`
	MinCPU               types.Int64  `tfsdk:"min_cpu"`
	ContainerGPU         types.Int64  `tfsdk:"container_gpu"`
	MinMemory            types.Int64  `tfsdk:"min_memory"`
	ExtendMethod         types.String `tfsdk:"extend_method"`
	CodeFrom             types.String `tfsdk:"code_from"`
	GitURL               types.String `tfsdk:"git_url"`
	GitProjectID         types.Int64  `tfsdk:"git_project_id"`
	CodeVersion          types.String `tfsdk:"code_version"`
	ServiceType          types.String `tfsdk:"service_type"`
	Creater              types.Int64  `tfsdk:"creater"`
	Language             types.String `tfsdk:"language"`
	TotalMemory          types.Int64  `tfsdk:"total_memory"`
	IsService            types.Bool   `tfsdk:"is_service"`
	ServiceOrigin        types.String `tfsdk:"service_origin"`
	TenantServiceGroupID types.Int64  `tfsdk:"tenant_service_group_id"`
	OpenWebhooks         types.Bool   `tfsdk:"open_webhooks"`
	ServiceSource        types.String `tfsdk:"service_source"`
	CreateStatus         types.String `tfsdk:"create_status"`
	CheckUUID            types.String `tfsdk:"check_uuid"`
	CheckEventID         types.String `tfsdk:"check_event_id"`
	DockerCmd            types.String `tfsdk:"docker_cmd"`
	ServerType           types.String `tfsdk:"server_type"`
	IsUpgrate            types.Bool   `tfsdk:"is_upgrate"`
	BuildUpgrade         types.Bool   `tfsdk:"build_upgrade"`
	OauthServiceID       types.Int64  `tfsdk:"oauth_service_id"`
	K8sComponentName     types.String `tfsdk:"k8s_component_name"`
}

func (d *componentDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_component"
}

func (d *componentDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Reads the details of one component of an app.",
		Attributes: map[string]schema.Attribute{
			"team_id":     teamIDArgument(),
			"region_name": regionNameArgument(),
			"app_id":      appIDArgument(),
			"service_id": schema.StringAttribute{
				MarkdownDescription: "Component to read: its id or its alias (`service_alias`). After the read it holds the component's id, so an alias given here is resolved.",
				Required:            true,
				Validators:          []validator.String{stringvalidator.LengthAtLeast(1)},
			},

			"status":                  dsString(nullable("Component status.")),
			"access_infos":            dsStringList(nullable("Access addresses of the component.")),
			"tenant_id":               dsString("Id of the team (tenant) that owns the component."),
			"service_key":             dsString("Component key."),
			"service_alias":           dsString("Component alias, unique in the team; paths accept it in place of the id."),
			"service_cname":           dsString(nullable("Component name shown in the console.")),
			"service_region":          dsString("Region the component runs in."),
			"desc":                    dsString(nullable("Description.")),
			"category":                dsString("Classification: `application`, `cache` or `store`."),
			"version":                 dsString("Version."),
			"update_version":          dsInt64(nullable("Number of internal releases.")),
			"image":                   dsString("Image."),
			"cmd":                     dsString(nullable("Start arguments.")),
			"min_node":                dsInt64(nullable("Instance count.")),
			"min_cpu":                 dsInt64(nullable("CPU allocation in millicores (`1000` is one core).")),
			"container_gpu":           dsInt64(nullable("GPU memory allocation.")),
			"min_memory":              dsInt64(nullable("Memory allocation, in MiB.")),
			"extend_method":           dsString(nullable("Deployment type: `stateless` or `state`.")),
			"code_from":               dsString(nullable("Source code origin.")),
			"git_url":                 dsString(nullable("Source code repository.")),
			"git_project_id":          dsInt64(nullable("Project id in the code host.")),
			"code_version":            dsString(nullable("Source code version.")),
			"service_type":            dsString(nullable("Component type, such as `web`, `mysql`, `redis`, `mongodb` or `phpadmin`.")),
			"creater":                 dsInt64(nullable("Id of the user who created the component (field name as the server spells it).")),
			"language":                dsString(nullable("Source code language.")),
			"total_memory":            dsInt64(nullable("Memory in use, in MiB.")),
			"is_service":              dsBool(nullable("Whether the component is an inner component.")),
			"service_origin":          dsString(nullable("How the component was created: `cloud` or `assistant`.")),
			"tenant_service_group_id": dsInt64(nullable("Id of the component group; set for components installed from an app template.")),
			"open_webhooks":           dsBool(nullable("Whether the legacy automatic deployment trigger is on.")),
			"service_source":          dsString(nullable("Source: `source_code`, `market`, `docker_run` or `docker_compose`.")),
			"create_status":           dsString(nullable("Creation status, such as `creating`.")),
			"check_uuid":              dsString(nullable("Id of the component check.")),
			"check_event_id":          dsString(nullable("Event id of the component check.")),
			"docker_cmd":              dsString(nullable("Command the image was created with.")),
			"server_type":             dsString(nullable("Type of the source repository.")),
			"is_upgrate":              dsBool(nullable("Whether the component can be upgraded (field name as the server spells it).")),
			"build_upgrade":           dsBool(nullable("Whether the component is upgraded after a build.")),
			"oauth_service_id":        dsInt64(nullable("Id of the OAuth service used to pull the source.")),
			"k8s_component_name":      dsString("Name of the component inside the cluster."),
		},
	}
}

func (d *componentDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	d.data = providerDataFrom(req.ProviderData, &resp.Diagnostics)
}

func (d *componentDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	if notConfigured(d.data, &resp.Diagnostics, "read the data source") {
		return
	}
	var m componentModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &m)...)
	if resp.Diagnostics.HasError() {
		return
	}
	ref := client.ComponentRef{
		TeamID:     m.TeamID.ValueString(),
		RegionName: m.RegionName.ValueString(),
		AppID:      m.AppID.ValueInt64(),
		ServiceID:  m.ServiceID.ValueString(),
	}
	c, err := d.data.api.GetComponent(ctx, ref)
	if err != nil {
		addReadError(&resp.Diagnostics, "Cannot read the component", err,
			"team_id", ref.TeamID, "region_name", ref.RegionName, "app_id", ref.AppID, "service_id", ref.ServiceID)
		return
	}
	access, diags := types.ListValueFrom(ctx, types.StringType, c.AccessInfos)
	resp.Diagnostics.Append(diags...)
	if resp.Diagnostics.HasError() {
		return
	}
	m.Status = types.StringPointerValue(c.Status)
	m.AccessInfos = access
	m.ServiceID = types.StringValue(c.ServiceID)
	m.TenantID = types.StringValue(c.TenantID)
	m.ServiceKey = types.StringValue(c.ServiceKey)
	m.ServiceAlias = types.StringValue(c.ServiceAlias)
	m.ServiceCname = types.StringPointerValue(c.ServiceCname)
	m.ServiceRegion = types.StringValue(c.ServiceRegion)
	m.Desc = types.StringPointerValue(c.Desc)
	m.Category = types.StringValue(c.Category)
	m.Version = types.StringValue(c.Version)
	m.UpdateVersion = types.Int64PointerValue(c.UpdateVersion)
	m.Image = types.StringValue(c.Image)
	m.Cmd = types.StringPointerValue(c.Cmd)
	m.MinNode = types.Int64PointerValue(c.MinNode)
	m.MinCPU = types.Int64PointerValue(c.MinCPU)
	m.ContainerGPU = types.Int64PointerValue(c.ContainerGPU)
	m.MinMemory = types.Int64PointerValue(c.MinMemory)
	m.ExtendMethod = types.StringPointerValue(c.ExtendMethod)
	m.CodeFrom = types.StringPointerValue(c.CodeFrom)
	m.GitURL = types.StringPointerValue(c.GitURL)
	m.GitProjectID = types.Int64PointerValue(c.GitProjectID)
	m.CodeVersion = types.StringPointerValue(c.CodeVersion)
	m.ServiceType = types.StringPointerValue(c.ServiceType)
	m.Creater = types.Int64PointerValue(c.Creater)
	m.Language = types.StringPointerValue(c.Language)
	m.TotalMemory = types.Int64PointerValue(c.TotalMemory)
	m.IsService = types.BoolPointerValue(c.IsService)
	m.ServiceOrigin = types.StringPointerValue(c.ServiceOrigin)
	m.TenantServiceGroupID = types.Int64PointerValue(c.TenantServiceGroupID)
	m.OpenWebhooks = types.BoolPointerValue(c.OpenWebhooks)
	m.ServiceSource = types.StringPointerValue(c.ServiceSource)
	m.CreateStatus = types.StringPointerValue(c.CreateStatus)
	m.CheckUUID = types.StringPointerValue(c.CheckUUID)
	m.CheckEventID = types.StringPointerValue(c.CheckEventID)
	m.DockerCmd = types.StringPointerValue(c.DockerCmd)
	m.ServerType = types.StringPointerValue(c.ServerType)
	m.IsUpgrate = types.BoolPointerValue(c.IsUpgrate)
	m.BuildUpgrade = types.BoolPointerValue(c.BuildUpgrade)
	m.OauthServiceID = types.Int64PointerValue(c.OAuthServiceID)
	m.K8sComponentName = types.StringValue(c.K8sComponentName)
	resp.Diagnostics.Append(resp.State.Set(ctx, &m)...)
}
