package volume

import (
	"context"
	"fmt"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework-timeouts/resource/timeouts"
	"github.com/hashicorp/terraform-plugin-framework-validators/int64validator"
	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/int64planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringdefault"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

var (
	_ resource.ResourceWithConfigure      = (*volumeResource)(nil)
	_ resource.ResourceWithImportState    = (*volumeResource)(nil)
	_ resource.ResourceWithModifyPlan     = (*volumeResource)(nil)
	_ resource.ResourceWithValidateConfig = (*volumeResource)(nil)
	_ resource.ResourceWithIdentity       = (*volumeResource)(nil)
)

// NewResource returns the rainbond_component_volume resource.
func NewResource() resource.Resource { return &volumeResource{} }

type volumeResource struct {
	api    platform.VolumeAPI
	claims *tfid.Claims
}

func (r *volumeResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_component_volume"
}

func (r *volumeResource) Schema(ctx context.Context, _ resource.SchemaRequest, resp *resource.SchemaResponse) {
	replaceS := []planmodifier.String{stringplanmodifier.RequiresReplace()}
	replaceI := []planmodifier.Int64{int64planmodifier.RequiresReplace()}
	resp.Schema = schema.Schema{
		MarkdownDescription: "A volume of a component: storage mounted at a path, kept across restarts (a database from an image needs one).\n\n" +
			"Running instances get a new volume when the component is next updated or restarted.\n\n" +
			"**What can be seen.** The API reads a component's volumes only through the MCP component detail " +
			"(`/openapi/v1/mcp/teams/{team alias}/apps/{app}/components/{id}`), which lists name, path and capacity: a change of those in the console shows in the next plan; " +
			"`volume_type`, `access_mode`, `mode` and `file_content` cannot be read back and are kept as configured. A `config-file` volume is never listed there: it is kept as added, and neither a change nor a delete of it in the console shows; it cannot be imported (after an import, the first apply takes them from the configuration, unchecked). That read finds the team by its alias: when two teams share " +
			"the alias of this component's team, or the alias holds a `/`, the read fails and says so, and the volume stays in state (so does a volume whose component was moved to another app: set `app_id` to that app).\n\n" +
			"**No change, no delete.** The API can add a volume but not change or delete one. Every change replaces the volume; since the old one stays, with its name and path, " +
			"a replacement that keeps `volume_name` or `volume_path` is refused at plan time. A capacity or path that differs from the platform's on the same name " +
			"(changed in the console) does not block the plan: it warns, naming the value to set to accept the platform's, and applying it fails for this volume alone, sending nothing. Destroy only forgets the volume, and the plan warns: " +
			"delete it in the console (the component's storage page) when its data should go, or delete the component.\n\n" +
			"**Type.** A type the cluster does not offer is stored as `local-path` by the platform; `stored_type` shows the type the platform stored.\n\n" +
			"**What it adopts.** A volume of the same name already on the component is refused at create, with the import command; after a create whose answer was lost, " +
			"only a volume of that name and path that was not there before is kept.",
		Attributes: map[string]schema.Attribute{
			"id": schema.StringAttribute{
				MarkdownDescription: "`team_id/region_name/app_id/service_id/volume_name`.", Computed: true,
				PlanModifiers: []planmodifier.String{stringplanmodifier.UseStateForUnknown()},
			},
			"team_id":     schema.StringAttribute{MarkdownDescription: "Team id or team name.", Required: true, Validators: tfid.IDPathPartValidators(), PlanModifiers: replaceS},
			"region_name": schema.StringAttribute{MarkdownDescription: "Region of the app.", Required: true, Validators: tfid.IDPathPartValidators(), PlanModifiers: replaceS},
			"app_id": schema.Int64Attribute{MarkdownDescription: "App of the component.", Required: true,
				Validators: []validator.Int64{int64validator.AtLeast(1)}, PlanModifiers: replaceI},
			"service_id": schema.StringAttribute{MarkdownDescription: "The component: its id or its alias.", Required: true, Validators: tfid.IDPathPartValidators(), PlanModifiers: replaceS},
			"volume_name": schema.StringAttribute{
				MarkdownDescription: fmt.Sprintf("Name, unique in the component: letters, digits, `-`, `_` and `.`, starting and ending with a letter or digit; at most %d characters.", maxName),
				Required:            true, PlanModifiers: replaceS,
				Validators: []validator.String{stringvalidator.UTF8LengthBetween(1, maxName), tfschema.StringCheck("must be a volume name the platform takes", "Invalid volume name", checkName)},
			},
			"volume_path": schema.StringAttribute{
				MarkdownDescription: fmt.Sprintf("Mount path, absolute (such as `/data`), unique in the component and neither inside nor holding another volume's path; at most %d characters.", maxPath),
				Required:            true, PlanModifiers: []planmodifier.String{driftOrReplaceString()},
				Validators: []validator.String{stringvalidator.UTF8LengthBetween(1, maxPath), tfschema.StringCheck("must be a path the platform takes", "Invalid volume path", checkPath)},
			},
			"volume_capacity": schema.Int64Attribute{
				MarkdownDescription: "Size, as the platform counts it (its request help says GB).", Required: true,
				Validators: []validator.Int64{int64validator.AtLeast(0)}, PlanModifiers: []planmodifier.Int64{driftOrReplaceInt64()},
			},
			"volume_type": schema.StringAttribute{
				MarkdownDescription: "Storage type: `local-path` (the default), `config-file` (a file of `file_content`), `memoryfs`, `local`, `vm-file`, or a storage class the cluster offers. Kept as configured.",
				Optional:            true, Computed: true, Default: stringdefault.StaticString(defaultType), PlanModifiers: []planmodifier.String{replaceUnlessImportedString()},
				Validators: []validator.String{stringvalidator.UTF8LengthBetween(1, 512), tfschema.RefuseSurroundingBlanks()},
			},
			"stored_type": schema.StringAttribute{
				MarkdownDescription: "The type the platform stored, from the create's answer: `local-path` when the cluster does not offer `volume_type`.", Computed: true,
				PlanModifiers: []planmodifier.String{stringplanmodifier.UseStateForUnknown()},
			},
			"access_mode": schema.StringAttribute{
				MarkdownDescription: "`RWO`, `RWX` or `ROX`. Unset, the platform picks `RWX` for `config-file` and for components of several instances, `RWO` otherwise.",
				Optional:            true, Computed: true, PlanModifiers: []planmodifier.String{replaceUnlessImportedString(), stringplanmodifier.UseStateForUnknown()},
				Validators: []validator.String{stringvalidator.OneOf("RWO", "RWX", "ROX")},
			},
			"mode": schema.Int64Attribute{
				MarkdownDescription: "File mode, written with octal digits as a number (`644`).", Optional: true, PlanModifiers: []planmodifier.Int64{replaceUnlessImportedInt64()},
				Validators: []validator.Int64{int64validator.Between(0, 777), modeValidator{}},
			},
			"file_content": schema.StringAttribute{
				MarkdownDescription: "Content of a `config-file` volume.", Optional: true, PlanModifiers: []planmodifier.String{replaceUnlessImportedString()},
			},
		},
		Blocks: map[string]schema.Block{
			"timeouts": tfschema.TimeoutsBlock(ctx, timeouts.Opts{Create: true}),
		},
	}
}

func (r *volumeResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		r.api, r.claims = data.Volumes, data.Claims
	}
}

// ValidateConfig: file content belongs to a config-file volume only.
func (r *volumeResource) ValidateConfig(ctx context.Context, req resource.ValidateConfigRequest, resp *resource.ValidateConfigResponse) {
	var cfg volumeModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	if resp.Diagnostics.HasError() || cfg.FileContent.IsNull() || cfg.VolumeType.IsUnknown() {
		return
	}
	if cfg.VolumeType.ValueString() != configFile {
		resp.Diagnostics.AddAttributeError(path.Root("file_content"), "File content without a config-file volume",
			"file_content is stored only for volume_type = \"config-file\"; the platform would drop it. Set volume_type = \"config-file\", or remove file_content.")
	}
}

// ModifyPlan says at plan time what the API cannot do.
func (r *volumeResource) ModifyPlan(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	if req.State.Raw.IsNull() {
		return
	}
	var state volumeModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	if req.Plan.Raw.IsNull() {
		resp.Diagnostics.AddWarning("Destroy does not delete the volume", leftBehind(state, "will forget"))
		return
	}
	var plan volumeModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	if resp.Diagnostics.HasError() {
		return
	}
	if imported(ctx, req.State) && !plan.VolumeType.IsUnknown() {
		// The first apply after an import records the settings as
		// configured (unverified: the API cannot read them); from then on
		// the volume counts as added here, and a change of them replaces.
		resp.Diagnostics.Append(resp.Plan.SetAttribute(ctx, path.Root("stored_type"), plan.VolumeType)...)
	}
	if !replaces(ctx, plan, state, req.State) {
		return
	}
	sameComponent := plan.TeamID.Equal(state.TeamID) && plan.RegionName.Equal(state.RegionName) && plan.AppID.Equal(state.AppID) && plan.ServiceID.Equal(state.ServiceID)
	if sameComponent && (plan.VolumeName.Equal(state.VolumeName) || plan.VolumePath.Equal(state.VolumePath)) {
		if drift := readableDrift(ctx, plan, state, req.State); drift != "" {
			// Most often a change made in the console: refusing the plan
			// would block the whole configuration. The plan shows the
			// change (driftOrReplace kept it in place), and applying it
			// refuses this resource alone.
			resp.Diagnostics.AddWarning("Volume cannot be changed: "+drift, cannotChange(state, drift))
			return
		}
		resp.Diagnostics.AddError("Volume cannot be replaced with the same name or path",
			fmt.Sprintf("This change replaces %s, but the API cannot delete the old volume, which keeps its name and path: the platform would refuse the new one. "+
				"Give the new volume another volume_name and volume_path, or delete the old volume in the console and run terraform apply -refresh-only first.", state.label()))
		return
	}
	resp.Diagnostics.AddWarning("Replacing the volume leaves the old one", leftBehind(state, "will forget"))
}

// replaces reports whether the plan replaces the volume: a change of any
// attribute but the timeouts, except the unreadable settings of an
// imported volume (see imported.go).
func replaces(ctx context.Context, plan, state volumeModel, st tfsdk.State) bool {
	if !plan.TeamID.Equal(state.TeamID) || !plan.RegionName.Equal(state.RegionName) || !plan.AppID.Equal(state.AppID) || !plan.ServiceID.Equal(state.ServiceID) ||
		!plan.VolumeName.Equal(state.VolumeName) || !plan.VolumePath.Equal(state.VolumePath) || !plan.VolumeCapacity.Equal(state.VolumeCapacity) {
		return true
	}
	if imported(ctx, st) {
		return false
	}
	return !plan.VolumeType.Equal(state.VolumeType) || !plan.Mode.Equal(state.Mode) || !plan.FileContent.Equal(state.FileContent) ||
		(!plan.AccessMode.IsUnknown() && !plan.AccessMode.Equal(state.AccessMode))
}

// readableDrift names the readable settings (capacity, path) that differ
// from the state, when they are the only change: the platform holds the
// state's values, and the API can change neither. Empty otherwise.
func readableDrift(ctx context.Context, plan, state volumeModel, st tfsdk.State) string {
	sameComponent := plan.TeamID.Equal(state.TeamID) && plan.RegionName.Equal(state.RegionName) && plan.AppID.Equal(state.AppID) && plan.ServiceID.Equal(state.ServiceID)
	if !sameComponent || !plan.VolumeName.Equal(state.VolumeName) {
		return ""
	}
	var drift []string
	if !plan.VolumeCapacity.Equal(state.VolumeCapacity) {
		drift = append(drift, fmt.Sprintf("volume_capacity = %d", state.VolumeCapacity.ValueInt64()))
	}
	if !plan.VolumePath.Equal(state.VolumePath) {
		drift = append(drift, fmt.Sprintf("volume_path = %q", state.VolumePath.ValueString()))
	}
	rest := plan
	rest.VolumeCapacity, rest.VolumePath = state.VolumeCapacity, state.VolumePath
	if len(drift) == 0 || replaces(ctx, rest, state, st) {
		return ""
	}
	return strings.Join(drift, ", ")
}

func cannotChange(state volumeModel, drift string) string {
	return fmt.Sprintf("The platform has %s for %s (changed in the console, or by this configuration). The API cannot change a volume, and a replacement is impossible while the old volume keeps its name and path, "+
		"so applying this change fails for this volume, sending nothing, and keeps it as it is. To accept the platform's value, set %s in the configuration. "+
		"To have other settings, give the volume another volume_name and volume_path (the old one stays on the component with its data).", drift, state.label(), drift)
}

func leftBehind(state volumeModel, verb string) string {
	return fmt.Sprintf("The API has no operation that deletes a volume, so Terraform %s %s and it stays on the component with its data. "+
		"Delete it in the console (the component's storage page) if it should go, or delete the component.", verb, state.label())
}

func (r *volumeResource) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	if platform.NotConfigured(r.api != nil, &resp.Diagnostics, "add a volume") {
		return
	}
	var plan volumeModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	if resp.Diagnostics.HasError() {
		return
	}
	ctx, done := tfschema.WithOperationTimeout(ctx, "create", plan.Timeouts.Create, tfschema.DefaultWriteTimeout, &resp.Diagnostics)
	defer done()
	stored, ok := r.create(ctx, &plan, &resp.Diagnostics)
	if !ok {
		return
	}
	plan.StoredType = types.StringValue(stored.VolumeType)
	if stored.AccessMode != "" {
		plan.AccessMode = types.StringValue(stored.AccessMode)
	} else if plan.AccessMode.IsUnknown() {
		plan.AccessMode = types.StringNull()
	}
	plan.buildID()
	tfid.SetIdentityFromID(ctx, resp.Identity, volumeIDFormat, plan.ID.ValueString(), &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
	if stored.VolumeType != plan.VolumeType.ValueString() {
		resp.Diagnostics.AddAttributeWarning(path.Root("stored_type"), "Volume stored with another type",
			fmt.Sprintf("The platform stored %s as %q: the cluster does not offer %q. stored_type shows it.", plan.label(), stored.VolumeType, plan.VolumeType.ValueString()))
	}
}

func (r *volumeResource) Read(ctx context.Context, req resource.ReadRequest, resp *resource.ReadResponse) {
	var state volumeModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	if platform.SkipRefreshKeepingIdentity(ctx, r.api != nil, volumeIDFormat, state.ID.ValueString(), resp) {
		return
	}
	vols, gone, err := r.volumes(ctx, &state)
	if err != nil && !gone {
		tfschema.AddReadError(&resp.Diagnostics, "Cannot read the volumes", err, "team_id", state.TeamID.ValueString(), "region_name", state.RegionName.ValueString(),
			"app_id", state.AppID.ValueInt64(), "service_id", state.ServiceID.ValueString())
		return
	}
	for _, v := range vols {
		if v.VolumeName == state.VolumeName.ValueString() {
			state.VolumePath = types.StringValue(v.VolumePath)
			state.VolumeCapacity = types.Int64Value(int64(v.VolumeCapacity))
			state.buildID()
			tfid.SetIdentityFromID(ctx, resp.Identity, volumeIDFormat, state.ID.ValueString(), &resp.Diagnostics)
			resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
			return
		}
	}
	if !gone && state.StoredType.ValueString() == configFile {
		// The MCP detail never lists a config file (the console's
		// volume_repo.get_service_volumes excludes the type): unseen is
		// not gone, and it is kept as it was added.
		tfid.SetIdentityFromID(ctx, resp.Identity, volumeIDFormat, state.ID.ValueString(), &resp.Diagnostics)
		resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
		return
	}
	resp.Diagnostics.AddWarning("Volume is gone",
		fmt.Sprintf("%s is no longer on the component; Terraform removes it from state and plans to add it again.", state.label()))
	resp.State.RemoveResource(ctx)
	tfid.IdentityOfRemoved(ctx, volumeIDFormat, state.ID.ValueString(), resp.Identity)
}

// Update writes nothing: every attribute but the timeouts replaces, except
// the unreadable settings of an imported volume, which are recorded as
// configured.
func (r *volumeResource) Update(ctx context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	var plan volumeModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	if resp.Diagnostics.HasError() {
		return
	}
	var state volumeModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	if drift := readableDrift(ctx, plan, state, req.State); drift != "" {
		resp.Diagnostics.AddError("Volume cannot be changed: "+drift, cannotChange(state, drift))
		return
	}
	if plan.StoredType.IsUnknown() {
		// An imported volume's settings are recorded as configured once,
		// unverified (the API cannot read them); from then on it counts as
		// added here, so a change of them replaces it like any other.
		plan.StoredType = plan.VolumeType
	}
	if plan.AccessMode.IsUnknown() {
		plan.AccessMode = types.StringNull()
	}
	tfid.SetIdentityFromID(ctx, resp.Identity, volumeIDFormat, plan.ID.ValueString(), &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
}

// Delete forgets the volume: the API cannot delete it (ModifyPlan warned).
func (r *volumeResource) Delete(ctx context.Context, req resource.DeleteRequest, resp *resource.DeleteResponse) {
	var state volumeModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	resp.Diagnostics.AddWarning("Volume left on the component", leftBehind(state, "forgot"))
}

func (r *volumeResource) ImportState(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	tfid.ImportCompositeID(ctx, volumeIDFormat, req, resp)
}

func (r *volumeResource) IdentitySchema(_ context.Context, _ resource.IdentitySchemaRequest, resp *resource.IdentitySchemaResponse) {
	resp.IdentitySchema = tfid.IdentitySchemaOf(volumeIDFormat, map[string]string{
		"team_id": "Team of the component, as configured (id or name).", "region_name": "Region of the app.", "app_id": "The component's app.",
		"service_id": "The component, as configured (id or alias).", "volume_name": "The volume's name.",
	})
}

// volumes lists the component's volumes through the MCP detail: the
// component (its own 404 means it is gone, with its volumes), its team's
// alias, then the detail.
func (r *volumeResource) volumes(ctx context.Context, m *volumeModel) (vols []client.ListedVolume, gone bool, err error) {
	comp, err := r.api.Component(ctx, m.component())
	if client.IsComponentInOtherApp(err) {
		return nil, false, fmt.Errorf("%w\nThe component is now under another app than app_id %d (moved in the console); its volumes are still there. Set app_id to the component's app", err, m.AppID.ValueInt64())
	}
	if err != nil {
		// Only the component read's own 404 means the component, and
		// so its volumes, are gone.
		return nil, client.IsComponentGone(err), err
	}
	team, err := r.api.Team(ctx, comp.TenantID)
	if err != nil {
		return nil, false, err
	}
	if strings.Contains(team.TenantAlias, "/") {
		return nil, false, fmt.Errorf("the team's alias %q holds a \"/\", which the MCP component detail, the API's only read of volumes, cannot take: rename the team (rainbond_team alias) to read its volumes", team.TenantAlias)
	}
	vols, err = r.api.ComponentVolumes(ctx, team.TenantAlias, m.AppID.ValueInt64(), comp.ServiceID)
	if client.IsStatus(err, 404) {
		// The component read above found it: this 404 is the MCP's,
		// which looks the team up by its alias and takes the first.
		return nil, false, fmt.Errorf("%w\nThe component exists, but the MCP component detail, the API's only read of volumes, finds a team by its alias %q; when another team has the same alias, it looks in that one. The volume is kept in state: give this team an alias of its own (rainbond_team alias, or the console), then refresh", err, team.TenantAlias)
	}
	return vols, false, err
}

// modeValidator checks the mode's octal digits.
type modeValidator struct{}

func (modeValidator) Description(context.Context) string {
	return "must be an octal mode written with the digits 0-7"
}
func (v modeValidator) MarkdownDescription(ctx context.Context) string { return v.Description(ctx) }
func (modeValidator) ValidateInt64(_ context.Context, req validator.Int64Request, resp *validator.Int64Response) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() {
		return
	}
	if err := checkMode(req.ConfigValue.ValueInt64()); err != nil {
		resp.Diagnostics.AddAttributeError(req.Path, "Invalid mode", err.Error())
	}
}
