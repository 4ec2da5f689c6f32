package readonly

import (
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

// appFieldsModel holds the fields of an app as the server reports them
// (AppBaseInfo), shared by rainbond_apps and rainbond_app.
type appFieldsModel struct {
	ID              types.Int64  `tfsdk:"id"`
	TenantID        types.String `tfsdk:"tenant_id"`
	GroupName       types.String `tfsdk:"group_name"`
	RegionName      types.String `tfsdk:"region_name"`
	IsDefault       types.Bool   `tfsdk:"is_default"`
	OrderIndex      types.Int64  `tfsdk:"order_index"`
	Note            types.String `tfsdk:"note"`
	Username        types.String `tfsdk:"username"`
	GovernanceMode  types.String `tfsdk:"governance_mode"`
	CreateTime      types.String `tfsdk:"create_time"`
	UpdateTime      types.String `tfsdk:"update_time"`
	AppType         types.String `tfsdk:"app_type"`
	AppStoreName    types.String `tfsdk:"app_store_name"`
	AppStoreURL     types.String `tfsdk:"app_store_url"`
	AppTemplateName types.String `tfsdk:"app_template_name"`
	Version         types.String `tfsdk:"version"`
	Logo            types.String `tfsdk:"logo"`
	K8sApp          types.String `tfsdk:"k8s_app"`
}

// appFieldAttributes returns the computed attributes of appFieldsModel.
func appFieldAttributes() map[string]schema.Attribute {
	return map[string]schema.Attribute{
		"id":                tfschema.ComputedInt64("Id of the app."),
		"tenant_id":         tfschema.ComputedString("Id of the team (tenant) that owns the app."),
		"group_name":        tfschema.ComputedString("Name of the app."),
		"region_name":       tfschema.ComputedString("Region the app runs in."),
		"is_default":        tfschema.ComputedBool(tfschema.Nullable("Whether this is the team's default app.")),
		"order_index":       tfschema.ComputedInt64(tfschema.Nullable("Position of the app in the console's ordering.")),
		"note":              tfschema.ComputedString(tfschema.Nullable("Remark.")),
		"username":          tfschema.ComputedString(tfschema.Nullable("User name of the app's principal.")),
		"governance_mode":   tfschema.ComputedString(tfschema.Nullable("Service governance mode.")),
		"create_time":       tfschema.ComputedString("Creation time, as the server reports it (ISO 8601, often without a zone)."),
		"update_time":       tfschema.ComputedString("Time of the last update, as the server reports it (ISO 8601, often without a zone)."),
		"app_type":          tfschema.ComputedString(tfschema.Nullable("App type.")),
		"app_store_name":    tfschema.ComputedString(tfschema.Nullable("Name of the app store the app was installed from.")),
		"app_store_url":     tfschema.ComputedString(tfschema.Nullable("Address of the app store the app was installed from.")),
		"app_template_name": tfschema.ComputedString(tfschema.Nullable("Name of the app template the app was installed from.")),
		"version":           tfschema.ComputedString(tfschema.Nullable("Helm app version.")),
		"logo":              tfschema.ComputedString(tfschema.Nullable("Logo.")),
		"k8s_app":           tfschema.ComputedString(tfschema.Nullable("Name of the app inside the cluster.")),
	}
}

func appFieldsFromAPI(a client.App) appFieldsModel {
	return appFieldsModel{
		ID:              types.Int64Value(a.ID),
		TenantID:        types.StringValue(a.TenantID),
		GroupName:       types.StringValue(a.GroupName),
		RegionName:      types.StringValue(a.RegionName),
		IsDefault:       types.BoolPointerValue(a.IsDefault),
		OrderIndex:      types.Int64PointerValue(a.OrderIndex),
		Note:            types.StringPointerValue(a.Note),
		Username:        types.StringPointerValue(a.Username),
		GovernanceMode:  types.StringPointerValue(a.GovernanceMode),
		CreateTime:      types.StringValue(a.CreateTime),
		UpdateTime:      types.StringValue(a.UpdateTime),
		AppType:         types.StringPointerValue(a.AppType),
		AppStoreName:    types.StringPointerValue(a.AppStoreName),
		AppStoreURL:     types.StringPointerValue(a.AppStoreURL),
		AppTemplateName: types.StringPointerValue(a.AppTemplateName),
		Version:         types.StringPointerValue(a.Version),
		Logo:            types.StringPointerValue(a.Logo),
		K8sApp:          types.StringPointerValue(a.K8sApp),
	}
}
