package readonly

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

var _ datasource.DataSourceWithConfigure = (*componentDataSource)(nil)

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

// setFrom copies the component's details into the model; service_id
// becomes the component's id, so that an alias given is resolved.
func (m *componentModel) setFrom(ctx context.Context, c *client.Component) diag.Diagnostics {
	access, diags := types.ListValueFrom(ctx, types.StringType, c.AccessInfos)
	m.AccessInfos = access
	m.Status = types.StringPointerValue(c.Status)
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
	return diags
}

// NewComponentDataSource returns the rainbond_component data source.
func NewComponentDataSource() datasource.DataSource { return &componentDataSource{} }

type componentDataSource struct{ api platform.ReadAPI }

func (d *componentDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_component"
}

func (d *componentDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Reads the details of one component of an app.",
		Attributes: map[string]schema.Attribute{
			"team_id":     tfschema.TeamIDArgument(),
			"region_name": tfschema.RegionNameArgument(),
			"app_id":      tfschema.AppIDArgument(),
			"service_id": schema.StringAttribute{
				MarkdownDescription: "Component to read: its id or its alias (`service_alias`). After the read it holds the component's id, so an alias given here is resolved.",
				Required:            true,
				Validators:          []validator.String{stringvalidator.LengthAtLeast(1)},
			},

			"status":                  tfschema.ComputedString(tfschema.Nullable("Component status.")),
			"access_infos":            tfschema.ComputedStringList(tfschema.Nullable("Access addresses of the component.")),
			"tenant_id":               tfschema.ComputedString("Id of the team (tenant) that owns the component."),
			"service_key":             tfschema.ComputedString("Component key."),
			"service_alias":           tfschema.ComputedString("Component alias, unique in the team; paths accept it in place of the id."),
			"service_cname":           tfschema.ComputedString(tfschema.Nullable("Component name shown in the console.")),
			"service_region":          tfschema.ComputedString("Region the component runs in."),
			"desc":                    tfschema.ComputedString(tfschema.Nullable("Description.")),
			"category":                tfschema.ComputedString("Classification: `application`, `cache` or `store`."),
			"version":                 tfschema.ComputedString("Version."),
			"update_version":          tfschema.ComputedInt64(tfschema.Nullable("Number of internal releases.")),
			"image":                   tfschema.ComputedString("Image."),
			"cmd":                     tfschema.ComputedString(tfschema.Nullable("Start arguments.")),
			"min_node":                tfschema.ComputedInt64(tfschema.Nullable("Instance count.")),
			"min_cpu":                 tfschema.ComputedInt64(tfschema.Nullable("CPU allocation in millicores (`1000` is one core).")),
			"container_gpu":           tfschema.ComputedInt64(tfschema.Nullable("GPU memory allocation.")),
			"min_memory":              tfschema.ComputedInt64(tfschema.Nullable("Memory allocation, in MiB.")),
			"extend_method":           tfschema.ComputedString(tfschema.Nullable("Deployment type: `stateless` or `state`.")),
			"code_from":               tfschema.ComputedString(tfschema.Nullable("Source code origin.")),
			"git_url":                 tfschema.ComputedString(tfschema.Nullable("Source code repository.")),
			"git_project_id":          tfschema.ComputedInt64(tfschema.Nullable("Project id in the code host.")),
			"code_version":            tfschema.ComputedString(tfschema.Nullable("Source code version.")),
			"service_type":            tfschema.ComputedString(tfschema.Nullable("Component type, such as `web`, `mysql`, `redis`, `mongodb` or `phpadmin`.")),
			"creater":                 tfschema.ComputedInt64(tfschema.Nullable("Id of the user who created the component (field name as the server spells it).")),
			"language":                tfschema.ComputedString(tfschema.Nullable("Source code language.")),
			"total_memory":            tfschema.ComputedInt64(tfschema.Nullable("Memory in use, in MiB.")),
			"is_service":              tfschema.ComputedBool(tfschema.Nullable("Whether the component is an inner component.")),
			"service_origin":          tfschema.ComputedString(tfschema.Nullable("How the component was created: `cloud` or `assistant`.")),
			"tenant_service_group_id": tfschema.ComputedInt64(tfschema.Nullable("Id of the component group; set for components installed from an app template.")),
			"open_webhooks":           tfschema.ComputedBool(tfschema.Nullable("Whether the legacy automatic deployment trigger is on.")),
			"service_source":          tfschema.ComputedString(tfschema.Nullable("Source: `source_code`, `market`, `docker_run` or `docker_compose`.")),
			"create_status":           tfschema.ComputedString(tfschema.Nullable("Creation status, such as `creating`.")),
			"check_uuid":              tfschema.ComputedString(tfschema.Nullable("Id of the component check.")),
			"check_event_id":          tfschema.ComputedString(tfschema.Nullable("Event id of the component check.")),
			"docker_cmd":              tfschema.ComputedString(tfschema.Nullable("Command the image was created with.")),
			"server_type":             tfschema.ComputedString(tfschema.Nullable("Type of the source repository.")),
			"is_upgrate":              tfschema.ComputedBool(tfschema.Nullable("Whether the component can be upgraded (field name as the server spells it).")),
			"build_upgrade":           tfschema.ComputedBool(tfschema.Nullable("Whether the component is upgraded after a build.")),
			"oauth_service_id":        tfschema.ComputedInt64(tfschema.Nullable("Id of the OAuth service used to pull the source.")),
			"k8s_component_name":      tfschema.ComputedString("Name of the component inside the cluster."),
		},
	}
}

func (d *componentDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		d.api = data.Reads
	}
}

func (d *componentDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	if platform.NotConfigured(d.api != nil, &resp.Diagnostics, "read the data source") {
		return
	}
	var m componentModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &m)...)
	if resp.Diagnostics.HasError() {
		return
	}
	ref := platform.ComponentRefOf(m.TeamID, m.RegionName, m.AppID, m.ServiceID)
	c, err := d.api.GetComponent(ctx, ref)
	if client.IsComponentStatusUnavailable(err) {
		resp.Diagnostics.AddError("Cannot read the component: its region did not report its status",
			fmt.Sprintf("The platform found component %q of app %d, but its call to region %q for the component's status failed or returned no status, "+
				"so it answered 500 instead of the component. This is a problem of the region (unreachable, or not running the component), not a missing component: "+
				"check the region in the console, then try again.\n\nServer answer: %s",
				ref.ServiceID, ref.AppID, ref.RegionName, err))
		return
	}
	if err != nil {
		platform.AddComponentReadError(&resp.Diagnostics, "Cannot read the component", err, ref)
		return
	}
	resp.Diagnostics.Append(m.setFrom(ctx, c)...)
	if resp.Diagnostics.HasError() {
		return
	}
	resp.Diagnostics.Append(resp.State.Set(ctx, &m)...)
}
