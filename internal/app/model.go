package app

import (
	"regexp"

	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// appIDFormat is the app's path in the API: the ID and the import form.
var appIDFormat = tfid.IDFormat{tfid.StringPart("team_id"), tfid.StringPart("region_name"), tfid.IntPart("app_id", 1<<63-1)}

// appNamePattern is the server's check of an app name (check_app_name):
// letters, digits, Chinese characters, "_", "." and "-".
var appNamePattern = regexp.MustCompile(`^[a-zA-Z0-9_.\-\x{4e00}-\x{9fa5}]+$`)

// Limits of AppPostInfoSerializer.
const (
	maxAppName = 128
	maxAppNote = 2048
)

// appValues are what the platform reports of an app and the resource
// keeps: the app list's view, so that a refresh of many apps costs one
// list per team and region.
type appValues struct {
	AppID    types.Int64  `tfsdk:"app_id"`
	AppName  types.String `tfsdk:"app_name"`
	Note     types.String `tfsdk:"note"`
	TenantID types.String `tfsdk:"tenant_id"`
	K8sApp   types.String `tfsdk:"k8s_app"`
}

// appValuesOf converts a listed app. A null note is the empty one: the
// platform stores "" for an app created without a note.
func appValuesOf(a client.App) appValues {
	return appValues{
		AppID:    types.Int64Value(a.ID),
		AppName:  types.StringValue(a.GroupName),
		Note:     types.StringValue(platform.Deref(a.Note)),
		TenantID: types.StringValue(a.TenantID),
		K8sApp:   types.StringValue(platform.Deref(a.K8sApp)),
	}
}
