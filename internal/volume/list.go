package volume

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/list"
	"github.com/hashicorp/terraform-plugin-framework/list/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

var (
	_ list.ListResource              = (*volumeListResource)(nil)
	_ list.ListResourceWithConfigure = (*volumeListResource)(nil)
)

type volumeListModel struct {
	TeamID     types.String `tfsdk:"team_id"`
	RegionName types.String `tfsdk:"region_name"`
	AppID      types.Int64  `tfsdk:"app_id"`
	ServiceID  types.String `tfsdk:"service_id"`
}

// NewListResource returns the list resource of rainbond_component_volume.
func NewListResource() list.ListResource { return &volumeListResource{} }

type volumeListResource struct{ api platform.VolumeAPI }

func (l *volumeListResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_component_volume"
}

func (l *volumeListResource) ListResourceConfigSchema(_ context.Context, _ list.ListResourceSchemaRequest, resp *list.ListResourceSchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Finds the volumes of a component, for `terraform query`: name, path and capacity (the API shows no more).",
		Attributes: map[string]schema.Attribute{
			"team_id":     schema.StringAttribute{MarkdownDescription: "Team id or team name.", Required: true, Validators: tfid.IDPathPartValidators()},
			"region_name": schema.StringAttribute{MarkdownDescription: "Region of the app.", Required: true, Validators: tfid.IDPathPartValidators()},
			"app_id":      schema.Int64Attribute{MarkdownDescription: "App of the component.", Required: true},
			"service_id":  schema.StringAttribute{MarkdownDescription: "The component: id or alias.", Required: true, Validators: tfid.IDPathPartValidators()},
		},
	}
}

func (l *volumeListResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		l.api = data.Volumes
	}
}

func (l *volumeListResource) List(ctx context.Context, req list.ListRequest, stream *list.ListResultsStream) {
	cfg, ok := platform.ListConfig[volumeListModel](ctx, l.api != nil, "list volumes", req, stream)
	if !ok {
		return
	}
	base := volumeModel{TeamID: cfg.TeamID, RegionName: cfg.RegionName, AppID: cfg.AppID, ServiceID: cfg.ServiceID,
		VolumeType: types.StringNull(), StoredType: types.StringNull(), AccessMode: types.StringNull(), Mode: types.Int64Null(), FileContent: types.StringNull()}
	stream.Results = func(push func(list.ListResult) bool) {
		out := tfschema.NewListEmitter(ctx, req, push)
		r := &volumeResource{api: l.api}
		vols, _, err := r.volumes(ctx, &base)
		if err != nil {
			out.Fail("Cannot list the volumes", err.Error())
			return
		}
		for _, v := range vols {
			m := base
			m.VolumeName, m.VolumePath, m.VolumeCapacity = types.StringValue(v.VolumeName), types.StringValue(v.VolumePath), types.Int64Value(int64(v.VolumeCapacity))
			m.buildID()
			if !out.Emit(fmt.Sprintf("%s (%s)", v.VolumeName, v.VolumePath),
				func(ident *tfsdk.ResourceIdentity) diag.Diagnostics {
					var diags diag.Diagnostics
					tfid.SetIdentityFromID(ctx, ident, volumeIDFormat, m.ID.ValueString(), &diags)
					return diags
				},
				func() (any, diag.Diagnostics) {
					var diags diag.Diagnostics
					m.Timeouts, diags = tfschema.ListedTimeouts(ctx, out.Req)
					return &m, diags
				}) {
				return
			}
		}
	}
}
