package region

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework-timeouts/resource/timeouts"
	"github.com/hashicorp/terraform-plugin-framework-validators/int64validator"
	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	tfattr "github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/int64planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

var (
	_ resource.ResourceWithConfigure      = (*regionResource)(nil)
	_ resource.ResourceWithImportState    = (*regionResource)(nil)
	_ resource.ResourceWithModifyPlan     = (*regionResource)(nil)
	_ resource.ResourceWithValidateConfig = (*regionResource)(nil)
)

// Import IDs: a region alone, or a region seen through one team's list.
var (
	regionIDFormat     = tfid.IDFormat{tfid.StringPart("region_name")}
	teamRegionIDFormat = tfid.IDFormat{tfid.StringPart("team_id"), tfid.StringPart("region_name")}
)

const regionNoUpdate = "The API has no operation that updates or deletes a region"

// fixedRegionAttrs are stored by the platform and have no update operation.
var fixedRegionAttrs = []string{"region_alias", "url", "wsurl", "httpdomain", "tcpdomain", "desc", "scope", "status"}

// regionModel is the resource's data: what the platform reports
// (regionValues), the status, and what only the configuration has.
type regionModel struct {
	ID         types.String `tfsdk:"id"`
	RegionName types.String `tfsdk:"region_name"`
	regionValues
	Status    types.Int64  `tfsdk:"status"`
	CertFile  types.String `tfsdk:"cert_file"`
	KeyFile   types.String `tfsdk:"key_file"`
	SSLCACert types.String `tfsdk:"ssl_ca_cert"`
	TeamID    types.String `tfsdk:"team_id"`
	// EnterpriseID overrides the provider's enterprise_id for the add.
	EnterpriseID types.String `tfsdk:"enterprise_id"`

	Timeouts timeouts.Value `tfsdk:"timeouts"`
}

func (m regionModel) fixed() map[string]tfattr.Value {
	return map[string]tfattr.Value{
		"region_alias": m.RegionAlias, "url": m.URL, "wsurl": m.WSURL, "httpdomain": m.HTTPDomain,
		"tcpdomain": m.TCPDomain, "desc": m.Desc, "scope": m.Scope, "status": m.Status,
	}
}

func (m regionModel) fixedOrComputed(name string) tfattr.Value {
	switch name {
	case "region_id":
		return m.RegionID
	}
	return m.fixed()[name]
}

// setFrom records the team region list's view of the region, never its
// token. A status that is not a number keeps what the state had.
func (m *regionModel) setFrom(reg client.TeamRegion, diags *diag.Diagnostics) {
	m.ID = types.StringValue(reg.RegionName)
	m.RegionName = types.StringValue(reg.RegionName)
	m.regionValues = teamRegionValues(reg)
	if st := parseRegionStatus(reg.Status, diags); !st.IsNull() {
		m.Status = st
	}
}

// fillUnknown takes the values the plan left to the platform from what the
// platform reported, v and status.
func (m *regionModel) fillUnknown(v regionValues, status string, diags *diag.Diagnostics) {
	for _, f := range []struct {
		dst *types.String
		src types.String
	}{
		{&m.Desc, v.Desc}, {&m.Scope, v.Scope}, {&m.RegionID, v.RegionID},
	} {
		if f.dst.IsUnknown() {
			*f.dst = f.src
		}
	}
	if m.Status.IsUnknown() {
		m.Status = parseRegionStatus(status, diags)
	}
}

// NewResource returns the rainbond_region resource.
func NewResource() resource.Resource { return &regionResource{} }

// regionResource reaches the platform only through RegionAPI, which is nil
// until the provider is configured; enterpriseID is the provider's setting.
type regionResource struct {
	api          platform.RegionAPI
	enterpriseID string
	// claims are the objects this run's resources hold: a region one
	// rainbond_region added or adopted is never another's.
	claims *tfid.Claims
}

func (r *regionResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_region"
	// team_id is part of the identity and may change in place: it only says
	// where refresh looks.
	resp.ResourceBehavior.MutableIdentity = true
}

func (r *regionResource) Schema(ctx context.Context, _ resource.SchemaRequest, resp *resource.SchemaResponse) {
	keep := func() []planmodifier.String { return []planmodifier.String{stringplanmodifier.UseStateForUnknown()} }
	fixedNote := " Cannot be changed through the API: a change fails the apply (the plan warns of it)."
	secret := func(desc string, v pemValidator) schema.StringAttribute {
		return schema.StringAttribute{
			MarkdownDescription: desc + " Checked at plan time: it " + v.Description(ctx) + ". " +
				"Write-only (Terraform 1.11 or later): sent when the region is added, never stored in plan or state; later changes are not sent, since regions cannot be updated.",
			Optional:   true,
			WriteOnly:  true,
			Sensitive:  true,
			Validators: []validator.String{v},
		}
	}
	resp.Schema = schema.Schema{
		Version: regionSchemaVersion,
		MarkdownDescription: "Adds a region (cluster) to the enterprise. Needs an enterprise administrator's token.\n\n" +
			"The platform stores every text without surrounding blanks, so `region_alias`, `url`, `wsurl`, `httpdomain`, `tcpdomain` and `desc` with them are refused at plan time.\n\n" +
			regionNoUpdate + ". So:\n" +
			"- a change to any attribute but `team_id` is planned with a warning and fails the apply with an explanation: change it in the console and let refresh pick it up, or revert the configuration " +
			"(it is not a plan error, so that `terraform destroy` works whatever the configuration says);\n" +
			"- changing `region_name` replaces the resource: a new region is added and the old one **stays on the platform**;\n" +
			"- destroy only removes the region from Terraform's state, with a warning; it stays on the platform;\n" +
			"- refresh sees the platform only through a team's region list: set `team_id` to a team that has the region, and refresh reports changes made in the console and removes the region from state when it leaves that team's list. Without `team_id`, refresh keeps the state as it is.\n\n" +
			"**What it adopts.** A create never takes a region it did not add. When the add's answer is lost or is a server error (the platform may have added the region), " +
			"the create reads the region by name (`GET /openapi/v1/regions/{name}`, which answers only for a region that has its key materials) and keeps it when it has every setting and key material the create sent; " +
			"a region of that name with other settings is refused with an import hint. A name already taken when the first add is answered is a region that predates the apply: the create fails and says how to import it. " +
			"A region kept this way has `region_id` null unless `team_id` names a team whose list shows the region (that read has no id).\n\n" +
			"**What destroy deletes.** Nothing: the region stays on the platform.",
		Attributes: map[string]schema.Attribute{
			"id": schema.StringAttribute{
				MarkdownDescription: "The region name.",
				Computed:            true,
				PlanModifiers:       keep(),
			},
			"region_name": schema.StringAttribute{
				MarkdownDescription: "Unique name (cluster id) of the region, at most 32 characters (the platform's region list refuses longer ones). Changing it adds a new region; the old one stays on the platform.",
				Required:            true,
				Validators:          append(tfid.IDPathPartValidators(), listableLength(32)),
				PlanModifiers:       []planmodifier.String{stringplanmodifier.RequiresReplace()},
			},
			"region_alias": schema.StringAttribute{
				MarkdownDescription: "Display name, at most 32 characters (the platform's region list refuses longer ones)." + fixedNote,
				Required:            true,
				Validators:          []validator.String{stringvalidator.LengthAtLeast(1), listableLength(32), tfschema.RefuseSurroundingBlanks()},
			},
			"url": schema.StringAttribute{
				MarkdownDescription: "Address of the region's API, an `http` or `https` URL such as `https://192.0.2.10:8443`. The platform must be able to reach it when the region is added." + fixedNote,
				Required:            true,
				Validators:          []validator.String{regionURLValidator("https", "http"), tfschema.RefuseSurroundingBlanks()},
			},
			"wsurl": schema.StringAttribute{
				MarkdownDescription: "WebSocket address of the region, such as `ws://192.0.2.10:6060`." + fixedNote,
				Required:            true,
				Validators:          []validator.String{regionURLValidator("ws", "wss", "http", "https"), tfschema.RefuseSurroundingBlanks()},
			},
			"httpdomain": schema.StringAttribute{
				MarkdownDescription: "Root domain of HTTP access to applications." + fixedNote,
				Required:            true,
				Validators:          []validator.String{stringvalidator.LengthAtLeast(1), tfschema.RefuseSurroundingBlanks()},
			},
			"tcpdomain": schema.StringAttribute{
				MarkdownDescription: "Address of TCP access to applications; must start with an IPv4 address." + fixedNote,
				Required:            true,
				Validators:          []validator.String{tcpDomainValidator(), tfschema.RefuseSurroundingBlanks()},
			},
			"desc": schema.StringAttribute{
				MarkdownDescription: "Remark, at most 128 characters (the platform's region list refuses longer ones). Unset takes the platform's value." + fixedNote,
				Optional:            true,
				Computed:            true,
				Validators:          []validator.String{listableLength(128), tfschema.RefuseSurroundingBlanks()},
				PlanModifiers:       keep(),
			},
			"scope": schema.StringAttribute{
				MarkdownDescription: "`private` or `public`. Unset takes the platform's default." + fixedNote,
				Optional:            true,
				Computed:            true,
				Validators:          []validator.String{stringvalidator.OneOf("private", "public")},
				PlanModifiers:       keep(),
			},
			"status": schema.Int64Attribute{
				MarkdownDescription: "State code: `0` being edited, `1` enabled, `2` disabled, `3` under maintenance. " +
					"The platform requires one when the region is added: unset, the region is added with `" + defaultRegionStatus + "` (enabled), and a status changed later in the console is read back." + fixedNote,
				Optional:      true,
				Computed:      true,
				Validators:    []validator.Int64{int64validator.Between(0, 3)},
				PlanModifiers: []planmodifier.Int64{int64planmodifier.UseStateForUnknown()},
			},
			"cert_file":   secret("Client certificate (PEM) for the region's API.", pemValidator{}),
			"key_file":    secret("Client key (PEM) for the region's API; with `cert_file`, it must be that certificate's key.", pemValidator{key: true}),
			"ssl_ca_cert": secret("CA certificate (PEM) of the region's API.", pemValidator{}),
			"enterprise_id": schema.StringAttribute{
				MarkdownDescription: "Id of the enterprise the region is added to; overrides the provider's `enterprise_id`. " +
					"The platform takes the enterprise from the request, not from the token, so one of the two must be set. Used only when the region is added.",
				Optional:   true,
				Validators: []validator.String{stringvalidator.LengthBetween(1, 36)},
			},
			"team_id": schema.StringAttribute{
				MarkdownDescription: "Team (id or name) whose region list refresh reads. Optional; without it refresh cannot see the region and keeps the state. Changing it only changes where refresh looks.",
				Optional:            true,
				Validators:          tfid.IDPathPartValidators(),
			},
			"region_id": schema.StringAttribute{
				MarkdownDescription: "Id the platform gave the region. (The add request carries an id that the provider generates, which the platform replaces with its own.)",
				Computed:            true,
				PlanModifiers:       keep(),
			},
		},
		Blocks: map[string]schema.Block{
			// Destroy makes no API call, so it has no timeout.
			"timeouts": tfschema.TimeoutsBlock(ctx, timeouts.Opts{Create: true, Read: true, Update: true}),
		},
	}
}

func (r *regionResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		r.api, r.claims = data.Regions, data.Claims
		r.enterpriseID = data.EnterpriseID
	}
}

// ValidateConfig checks that a configured key belongs to the configured
// certificate; each alone is checked by its attribute's validator.
func (r *regionResource) ValidateConfig(ctx context.Context, req resource.ValidateConfigRequest, resp *resource.ValidateConfigResponse) {
	var cert, key types.String
	resp.Diagnostics.Append(req.Config.GetAttribute(ctx, path.Root("cert_file"), &cert)...)
	resp.Diagnostics.Append(req.Config.GetAttribute(ctx, path.Root("key_file"), &key)...)
	if resp.Diagnostics.HasError() || cert.IsNull() || cert.IsUnknown() || key.IsNull() || key.IsUnknown() {
		return
	}
	if checkCertificatePEM(cert.ValueString()) != nil || checkPrivateKeyPEM(key.ValueString()) != nil {
		return // the attribute validators say what is wrong
	}
	if err := checkKeyPair(cert.ValueString(), key.ValueString()); err != nil {
		resp.Diagnostics.AddAttributeError(path.Root("key_file"), "Key does not match the certificate", err.Error()+".")
	}
}

// ModifyPlan makes the plan say what cannot happen: no change of a stored
// attribute, no removal of a region.
func (r *regionResource) ModifyPlan(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	if req.Plan.Raw.IsNull() {
		var state regionModel
		resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
		resp.Diagnostics.AddWarning("Destroy does not delete the region",
			fmt.Sprintf("%s. Terraform will forget region %q, which stays on the platform. Remove it in the console if it should go.", regionNoUpdate, state.RegionName.ValueString()))
		return
	}
	if req.State.Raw.IsNull() {
		r.checkEnterprise(ctx, req, resp)
		return
	}
	var plan, state regionModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	if !plan.RegionName.IsUnknown() && !plan.RegionName.Equal(state.RegionName) {
		resp.Diagnostics.AddWarning("The old region stays on the platform",
			fmt.Sprintf("region_name changes from %q to %q, so Terraform adds region %q and forgets %q. %s: %q stays on the platform.",
				state.RegionName.ValueString(), plan.RegionName.ValueString(), plan.RegionName.ValueString(), state.RegionName.ValueString(), regionNoUpdate, state.RegionName.ValueString()))
		return
	}
	resp.Diagnostics.Append(checkFixedRegionChange(state, plan, false)...)
	// Values Terraform never read (a region imported by name alone) become
	// unknown when team_id is set, since the apply then reads them.
	if plan.TeamID.IsNull() || plan.TeamID.IsUnknown() || plan.TeamID.Equal(state.TeamID) {
		return
	}
	for name, v := range map[string]tfattr.Value{"desc": plan.Desc, "scope": plan.Scope, "status": plan.Status, "region_id": plan.RegionID} {
		if v.IsNull() && state.fixedOrComputed(name).IsNull() {
			if name == "status" {
				resp.Diagnostics.Append(resp.Plan.SetAttribute(ctx, path.Root(name), types.Int64Unknown())...)
			} else {
				resp.Diagnostics.Append(resp.Plan.SetAttribute(ctx, path.Root(name), types.StringUnknown())...)
			}
		}
	}
}

func (r *regionResource) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	if platform.NotConfigured(r.api != nil, &resp.Diagnostics, "create a region") {
		return
	}
	var plan, cfg regionModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	// Write-only values exist only in the configuration.
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	if resp.Diagnostics.HasError() {
		return
	}
	ctx, done := tfschema.WithOperationTimeout(ctx, "create", plan.Timeouts.Create, tfschema.DefaultWriteTimeout, &resp.Diagnostics)
	defer done()
	body, err := r.addRequest(plan, cfg)
	if err != nil {
		resp.Diagnostics.AddError("Cannot add the region", err.Error())
		return
	}
	var attempts tfid.CreateAttempts
	if !r.nothingBefore(ctx, &attempts, body, &resp.Diagnostics) {
		return
	}
	info, err := r.api.AddRegion(ctx, body)
	var added regionValues
	if err != nil {
		found := r.afterFailedAdd(ctx, &attempts, err, body, &resp.Diagnostics)
		if found == nil {
			return
		}
		resp.Diagnostics.AddWarning("Region kept after a lost answer",
			fmt.Sprintf("The add of region %q may have acted (its answer was lost, or was a server error), and the platform now has the region with the settings this apply sent, so Terraform keeps it as this resource's. Server answer: %s", body.RegionName, err))
		info, added = found, r.adoptedValues(ctx, *found, plan.TeamID)
	} else {
		r.claims.Hold(regionClaim, body.RegionName)
		// The answer echoes every field; the plan knows all but these.
		// The answer echoes the token and the keys too; none of them is kept.
		added = regionValues{
			RegionID: types.StringValue(info.RegionID), Desc: types.StringValue(info.Desc), Scope: types.StringValue(info.Scope),
		}
	}
	plan.ID = types.StringValue(plan.RegionName.ValueString())
	plan.fillUnknown(added, info.Status, &resp.Diagnostics)
	plan.CertFile, plan.KeyFile, plan.SSLCACert = types.StringNull(), types.StringNull(), types.StringNull()
	r.recordIdentity(ctx, &plan, resp.Private, resp.Identity, &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
}

func (r *regionResource) Read(ctx context.Context, req resource.ReadRequest, resp *resource.ReadResponse) {
	var state regionModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	if platform.SkipRefreshUnconfigured(r.api != nil, &resp.Diagnostics) || state.TeamID.IsNull() {
		// Without a client or a team there is no way to read a region: keep
		// the state.
		r.recordIdentity(ctx, &state, resp.Private, resp.Identity, &resp.Diagnostics)
		return
	}
	ctx, done := tfschema.WithOperationTimeout(ctx, "read", state.Timeouts.Read, tfschema.DefaultReadTimeout, &resp.Diagnostics)
	defer done()
	team, name := state.TeamID.ValueString(), state.RegionName.ValueString()
	reg, found, ok := r.findInTeam(ctx, team, name, &resp.Diagnostics)
	if !ok {
		return
	}
	if !found {
		if seen, _ := req.Private.GetKey(ctx, regionSeenKey); !wasSeenIn(seen, team) {
			resp.Diagnostics.AddWarning("Region not in the team's list",
				fmt.Sprintf("Team %q does not have region %q (yet), so refresh cannot read it and keeps the state as it is. Open the region for the team, or set team_id to a team that has it.", team, name))
			r.recordIdentity(ctx, &state, resp.Private, resp.Identity, &resp.Diagnostics)
			return
		}
		resp.Diagnostics.AddWarning("Region is gone from the team",
			fmt.Sprintf("Region %q is not in team %q's region list any more, so Terraform removes it from state. The region may still exist in the enterprise, in which case adding it again fails as a duplicate; set team_id to a team that has the region and import it instead.", name, team))
		resp.State.RemoveResource(ctx)
		tfid.IdentityOfRemoved(ctx, teamRegionIDFormat, regionIDOf(&state), resp.Identity)
		return
	}
	state.setFrom(reg, &resp.Diagnostics)
	resp.Diagnostics.Append(resp.Private.SetKey(ctx, regionSeenKey, seenIn(team))...)
	r.recordIdentity(ctx, &state, resp.Private, resp.Identity, &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
}

// Update only ever changes team_id, or records values of a region imported
// without one: ModifyPlan refused every other change.
func (r *regionResource) Update(ctx context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	if platform.NotConfigured(r.api != nil, &resp.Diagnostics, "update a region") {
		return
	}
	var plan, state regionModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	resp.Diagnostics.Append(checkFixedRegionChange(state, plan, true)...)
	if resp.Diagnostics.HasError() {
		return
	}
	ctx, done := tfschema.WithOperationTimeout(ctx, "update", plan.Timeouts.Update, tfschema.DefaultWriteTimeout, &resp.Diagnostics)
	defer done()
	if !plan.TeamID.IsNull() {
		team, name := plan.TeamID.ValueString(), plan.RegionName.ValueString()
		reg, found, ok := r.findInTeam(ctx, team, name, &resp.Diagnostics)
		if !ok {
			return
		}
		switch {
		case found:
			plan.fillUnknown(teamRegionValues(reg), reg.Status, &resp.Diagnostics)
			resp.Diagnostics.Append(resp.Private.SetKey(ctx, regionSeenKey, seenIn(team))...)
		case !plan.TeamID.Equal(state.TeamID):
			resp.Diagnostics.AddAttributeError(path.Root("team_id"), "Region not in the team's list",
				fmt.Sprintf("Team %q has no region %q, so refresh could not read the region through it. Choose a team that has the region open.", team, name))
			return
		}
	}
	plan.Desc = nullIfUnknown(plan.Desc)
	plan.Scope = nullIfUnknown(plan.Scope)
	plan.RegionID = nullIfUnknown(plan.RegionID)
	if plan.Status.IsUnknown() {
		plan.Status = types.Int64Null()
	}
	plan.CertFile, plan.KeyFile, plan.SSLCACert = types.StringNull(), types.StringNull(), types.StringNull()
	r.recordIdentity(ctx, &plan, resp.Private, resp.Identity, &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
}

func (r *regionResource) Delete(ctx context.Context, req resource.DeleteRequest, resp *resource.DeleteResponse) {
	var state regionModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	resp.Diagnostics.AddWarning("Region left on the platform",
		fmt.Sprintf("%s. Terraform forgot region %q; it still exists on the platform. Remove it in the console if it should go.", regionNoUpdate, state.RegionName.ValueString()))
}

// ImportState takes "region_name" or "team_id/region_name". Only the second
// lets refresh read the region's attributes.
func (r *regionResource) ImportState(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	if platform.NotConfigured(r.api != nil, &resp.Diagnostics, "import a region") {
		return
	}
	id, diags := regionImportID(ctx, req)
	resp.Diagnostics.Append(diags...)
	if resp.Diagnostics.HasError() {
		return
	}
	f := regionIDFormat
	if strings.Contains(id, tfid.IDSeparator) {
		f = teamRegionIDFormat
	}
	parsed, err := f.Parse(id)
	if err != nil {
		resp.Diagnostics.AddError(tfid.ImportErrorTitle(req), fmt.Sprintf("Expected %q or %q: %s", regionIDFormat.String(), teamRegionIDFormat.String(), err))
		return
	}
	name := parsed.Str("region_name")
	resp.Diagnostics.Append(resp.State.SetAttribute(ctx, path.Root("region_name"), types.StringValue(name))...)
	resp.Diagnostics.Append(resp.State.SetAttribute(ctx, path.Root("id"), types.StringValue(name))...)
	if f.String() == teamRegionIDFormat.String() {
		team := parsed.Str("team_id")
		if _, found, ok := r.findInTeam(ctx, team, name, &resp.Diagnostics); !ok {
			return
		} else if !found {
			resp.Diagnostics.AddError("Region not in the team's list",
				fmt.Sprintf("Team %q has no region %q: the region is not in the team's region list (the team has not opened it, or no region has that name), so it cannot be imported under that team. "+
					"Import with a team that has the region open, or by region name alone.", team, name))
			return
		}
		resp.Diagnostics.Append(resp.State.SetAttribute(ctx, path.Root("team_id"), types.StringValue(team))...)
	} else {
		resp.Diagnostics.AddWarning("Imported without team_id",
			fmt.Sprintf("Region %q was imported by name alone. No operation reads a single region, so its attributes stay unknown to Terraform until they are recorded from the configuration. Import as team_id/region_name to read them.", name))
	}
}

// checkFixedRegionChange refuses changes of stored attributes: at apply as
// errors, and in the plan as warnings that say the apply will fail. Not as
// plan errors: `terraform destroy` plans the configuration normally before
// it plans the destroy, and an error there would block a destroy, which
// only forgets the region and must work whatever the configuration says.
// A null state value is not a change: it means the region was imported
// without team_id, so Terraform never saw the value, and the configured one
// is recorded.
func checkFixedRegionChange(state, plan regionModel, atApply bool) diag.Diagnostics {
	var diags diag.Diagnostics
	have, want := state.fixed(), plan.fixed()
	var unseen []string
	for _, name := range fixedRegionAttrs {
		h, w := have[name], want[name]
		switch {
		case w.IsUnknown():
			// Known only at apply; Update checks it again.
		case h.IsNull():
			if !w.IsNull() {
				unseen = append(unseen, name)
			}
		case !h.Equal(w):
			where := "Change it in the console instead"
			if state.TeamID.IsNull() {
				where += " (set team_id so that refresh can read it back)"
			} else {
				where += " and let refresh pick it up"
			}
			detail := fmt.Sprintf("%s, so %s of region %q cannot change from %s to %s. %s, or revert the configuration to %s.",
				regionNoUpdate, name, state.RegionName.ValueString(), h, w, where, h)
			if atApply {
				diags.AddAttributeError(path.Root(name), "Region attribute cannot be changed", detail)
			} else {
				diags.AddAttributeWarning(path.Root(name), "Region attribute cannot be changed: applying this plan will fail",
					detail+" (terraform destroy is not affected: it only forgets the region.)")
			}
		}
	}
	if len(unseen) > 0 {
		diags.AddWarning("Region attributes recorded from the configuration",
			fmt.Sprintf("Region %q was imported without team_id, so the platform's values of %s were never read. Applying records the configured values without checking them. Set team_id to a team that has the region so that refresh reads them.",
				state.RegionName.ValueString(), strings.Join(unseen, ", ")))
	}
	return diags
}

// checkEnterprise refuses, at plan time, to add a region without an
// enterprise: the platform answers 404 without one.
func (r *regionResource) checkEnterprise(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	var ent types.String
	resp.Diagnostics.Append(req.Plan.GetAttribute(ctx, path.Root("enterprise_id"), &ent)...)
	if r.api == nil || !ent.IsNull() || r.enterpriseID != "" {
		return
	}
	resp.Diagnostics.AddAttributeError(path.Root("enterprise_id"), "Missing enterprise id",
		"Adding a region needs the id of the enterprise it joins: the platform takes it from the request, not from the token, and refuses the region without it. "+
			"Set enterprise_id on the provider (or the environment variable "+platform.EnvEnterpriseID+"), or on this resource. "+
			"The console shows the id in the enterprise's settings.")
}

// defaultRegionStatus is the status a region is added with when the
// configuration sets none: the platform requires one.
const defaultRegionStatus = client.RegionStatusEnabled

// addRequest is the add-region body: the platform requires a region_id
// (it replaces it with its own), a status, the enterprise, and the three
// key materials as strings, "" when unset. The key materials are
// write-only, so they come from the configuration.
func (r *regionResource) addRequest(plan, cfg regionModel) (client.AddRegionRequest, error) {
	id, err := requestRegionID()
	if err != nil {
		return client.AddRegionRequest{}, err
	}
	status := defaultRegionStatus
	if !plan.Status.IsNull() && !plan.Status.IsUnknown() {
		status = strconv.FormatInt(plan.Status.ValueInt64(), 10)
	}
	enterprise := r.enterpriseID
	if !plan.EnterpriseID.IsNull() {
		enterprise = plan.EnterpriseID.ValueString()
	}
	return client.AddRegionRequest{
		RegionID:     id,
		RegionName:   plan.RegionName.ValueString(),
		RegionAlias:  plan.RegionAlias.ValueString(),
		URL:          plan.URL.ValueString(),
		WSURL:        plan.WSURL.ValueString(),
		HTTPDomain:   plan.HTTPDomain.ValueString(),
		TCPDomain:    plan.TCPDomain.ValueString(),
		Desc:         plan.Desc.ValueString(),
		Scope:        plan.Scope.ValueString(),
		Status:       status,
		EnterpriseID: enterprise,
		CertFile:     cfg.CertFile.ValueString(),
		KeyFile:      cfg.KeyFile.ValueString(),
		SSLCACert:    cfg.SSLCACert.ValueString(),
	}, nil
}

// requestRegionID is a fresh id in the platform's own form (32 hex
// characters), unique as the platform requires of the request's region_id.
func requestRegionID() (string, error) {
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("cannot generate a region id: %w", err)
	}
	return hex.EncodeToString(b), nil
}

// addRegionErrorDetail explains the refusals whose server text is only in
// Chinese, and says what to do when the add may have happened.
func addRegionErrorDetail(err error, body client.AddRegionRequest) string {
	msg := err.Error()
	switch {
	case client.IsNotFound(err):
		msg = fmt.Sprintf("The platform has no enterprise %q, so it refused the region and nothing was done. "+
			"Set enterprise_id (on the provider, in %s, or on this resource) to the id of the enterprise, shown in the console's enterprise settings.\n\nServer answer: %s",
			body.EnterpriseID, platform.EnvEnterpriseID, msg)
	case client.IsRegionUnreachable(err):
		msg = fmt.Sprintf("The platform could not reach the region's API at %s with the given certificates, so it refused the region and nothing was done. "+
			"Check url, cert_file, key_file and ssl_ca_cert, and that the platform's network reaches that address.\n\nServer answer: %s", body.URL, msg)
	case client.IsOutcomeUnknown(err):
		msg += fmt.Sprintf("\n\nThe platform may have added the region anyway, though reading it back found none. Check the console; if region %q is there, import it with `terraform import <address> <team_id>/%s`.", body.RegionName, body.RegionName)
	}
	return msg
}

func parseRegionStatus(s string, diags *diag.Diagnostics) types.Int64 {
	n, err := strconv.ParseInt(strings.TrimSpace(s), 10, 64)
	if err != nil {
		diags.AddWarning("Unexpected region status", fmt.Sprintf("The platform reported status %q, which is not a number; status is left unknown to Terraform.", s))
		return types.Int64Null()
	}
	return types.Int64Value(n)
}

func nullIfUnknown(v types.String) types.String {
	if v.IsUnknown() {
		return types.StringNull()
	}
	return v
}

// findInTeam looks the region up in a team's region list, the only place
// the API shows a region. ok is false, with an error, when the list cannot
// be read.
func (r *regionResource) findInTeam(ctx context.Context, team, name string, diags *diag.Diagnostics) (reg client.TeamRegion, found, ok bool) {
	reg, found, err := r.api.FindTeamRegion(ctx, team, name)
	if err != nil {
		diags.AddError("Cannot list the team's regions", err.Error())
		return reg, false, false
	}
	return reg, found, true
}

// regionSeenKey records, in private state, the team whose list last showed
// the region. Only a region that was seen there and then left the list is
// removed from state; one the team never had is kept, with a warning, so
// that a team_id set before the region is opened for the team does not make
// Terraform forget a region it just added.
const regionSeenKey = "seen_in_team"

func seenIn(team string) []byte {
	b, _ := json.Marshal(map[string]string{"team": team})
	return b
}

func wasSeenIn(b []byte, team string) bool {
	var v map[string]string
	return json.Unmarshal(b, &v) == nil && v["team"] == team
}
