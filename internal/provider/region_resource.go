package provider

import (
	"context"
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
)

var (
	_ resource.ResourceWithConfigure      = (*regionResource)(nil)
	_ resource.ResourceWithImportState    = (*regionResource)(nil)
	_ resource.ResourceWithModifyPlan     = (*regionResource)(nil)
	_ resource.ResourceWithValidateConfig = (*regionResource)(nil)
)

// Import IDs: a region alone, or a region seen through one team's list.
var (
	regionIDFormat     = idFormat{stringPart("region_name")}
	teamRegionIDFormat = idFormat{stringPart("team_id"), stringPart("region_name")}
)

// NewRegionResource returns the rainbond_region resource.
func NewRegionResource() resource.Resource { return &regionResource{} }

type regionResource struct{ data *providerData }

type regionModel struct {
	ID          types.String `tfsdk:"id"`
	RegionName  types.String `tfsdk:"region_name"`
	RegionAlias types.String `tfsdk:"region_alias"`
	URL         types.String `tfsdk:"url"`
	WSURL       types.String `tfsdk:"wsurl"`
	HTTPDomain  types.String `tfsdk:"httpdomain"`
	TCPDomain   types.String `tfsdk:"tcpdomain"`
	Desc        types.String `tfsdk:"desc"`
	Scope       types.String `tfsdk:"scope"`
	Status      types.Int64  `tfsdk:"status"`
	CertFile    types.String `tfsdk:"cert_file"`
	KeyFile     types.String `tfsdk:"key_file"`
	SSLCACert   types.String `tfsdk:"ssl_ca_cert"`
	TeamID      types.String `tfsdk:"team_id"`
	Token       types.String `tfsdk:"token"`
	RegionID    types.String `tfsdk:"region_id"`

	Timeouts timeouts.Value `tfsdk:"timeouts"`
}

// fixedRegionAttrs are stored by the platform and have no update operation.
var fixedRegionAttrs = []string{"region_alias", "url", "wsurl", "httpdomain", "tcpdomain", "desc", "scope", "status"}

func (m regionModel) fixed() map[string]tfattr.Value {
	return map[string]tfattr.Value{
		"region_alias": m.RegionAlias, "url": m.URL, "wsurl": m.WSURL, "httpdomain": m.HTTPDomain,
		"tcpdomain": m.TCPDomain, "desc": m.Desc, "scope": m.Scope, "status": m.Status,
	}
}

func (r *regionResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_region"
	// team_id is part of the identity and may change in place: it only says
	// where refresh looks.
	resp.ResourceBehavior.MutableIdentity = true
}

const regionNoUpdate = "The API has no operation that updates or deletes a region"

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
		MarkdownDescription: "Adds a region (cluster) to the enterprise. Needs an enterprise administrator's token.\n\n" +
			regionNoUpdate + ", and none that reads one region. So:\n" +
			"- a change to any attribute but `team_id` is planned with a warning and fails the apply with an explanation: change it in the console and let refresh pick it up, or revert the configuration " +
			"(it is not a plan error, so that `terraform destroy` works whatever the configuration says);\n" +
			"- changing `region_name` replaces the resource: a new region is added and the old one **stays on the platform**;\n" +
			"- destroy only removes the region from Terraform's state, with a warning; it stays on the platform;\n" +
			"- refresh sees the platform only through a team's region list: set `team_id` to a team that has the region, and refresh reports changes made in the console and removes the region from state when it leaves that team's list. Without `team_id`, refresh keeps the state as it is.",
		Attributes: map[string]schema.Attribute{
			"id": schema.StringAttribute{
				MarkdownDescription: "The region name.",
				Computed:            true,
				PlanModifiers:       keep(),
			},
			"region_name": schema.StringAttribute{
				MarkdownDescription: "Unique name (cluster id) of the region. Changing it adds a new region; the old one stays on the platform.",
				Required:            true,
				Validators:          idPathPartValidators(),
				PlanModifiers:       []planmodifier.String{stringplanmodifier.RequiresReplace()},
			},
			"region_alias": schema.StringAttribute{
				MarkdownDescription: "Display name." + fixedNote,
				Required:            true,
				Validators:          []validator.String{stringvalidator.LengthAtLeast(1)},
			},
			"url": schema.StringAttribute{
				MarkdownDescription: "Address of the region's API, an `http` or `https` URL such as `https://192.0.2.10:8443`. The platform must be able to reach it when the region is added." + fixedNote,
				Required:            true,
				Validators:          []validator.String{regionURLValidator{schemes: []string{"https", "http"}}},
			},
			"wsurl": schema.StringAttribute{
				MarkdownDescription: "WebSocket address of the region, such as `ws://192.0.2.10:6060`." + fixedNote,
				Required:            true,
				Validators:          []validator.String{regionURLValidator{schemes: []string{"ws", "wss", "http", "https"}}},
			},
			"httpdomain": schema.StringAttribute{
				MarkdownDescription: "Root domain of HTTP access to applications." + fixedNote,
				Required:            true,
				Validators:          []validator.String{stringvalidator.LengthAtLeast(1)},
			},
			"tcpdomain": schema.StringAttribute{
				MarkdownDescription: "Address of TCP access to applications; must start with an IPv4 address." + fixedNote,
				Required:            true,
				Validators:          []validator.String{tcpDomainValidator{}},
			},
			"desc": schema.StringAttribute{
				MarkdownDescription: "Remark. Unset takes the platform's value." + fixedNote,
				Optional:            true,
				Computed:            true,
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
				MarkdownDescription: "State code: `0` being edited, `1` enabled, `2` disabled, `3` under maintenance. Unset takes the platform's default." + fixedNote,
				Optional:            true,
				Computed:            true,
				Validators:          []validator.Int64{int64validator.Between(0, 3)},
				PlanModifiers:       []planmodifier.Int64{int64planmodifier.UseStateForUnknown()},
			},
			"cert_file":   secret("Client certificate (PEM) for the region's API.", pemValidator{}),
			"key_file":    secret("Client key (PEM) for the region's API; with `cert_file`, it must be that certificate's key.", pemValidator{key: true}),
			"ssl_ca_cert": secret("CA certificate (PEM) of the region's API.", pemValidator{}),
			"team_id": schema.StringAttribute{
				MarkdownDescription: "Team (id or name) whose region list refresh reads. Optional; without it refresh cannot see the region and keeps the state. Changing it only changes where refresh looks.",
				Optional:            true,
				Validators:          idPathPartValidators(),
			},
			"token": schema.StringAttribute{
				MarkdownDescription: "Region token issued by the platform.",
				Computed:            true,
				Sensitive:           true,
				PlanModifiers:       keep(),
			},
			"region_id": schema.StringAttribute{
				MarkdownDescription: "Id the platform gave the region.",
				Computed:            true,
				PlanModifiers:       keep(),
			},
		},
		Blocks: map[string]schema.Block{
			// Destroy makes no API call, so it has no timeout.
			"timeouts": timeoutsBlock(ctx, timeouts.Opts{Create: true, Read: true, Update: true}),
		},
	}
}

func (r *regionResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	r.data = providerDataFrom(req.ProviderData, &resp.Diagnostics)
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
	for name, v := range map[string]tfattr.Value{"desc": plan.Desc, "scope": plan.Scope, "status": plan.Status, "region_id": plan.RegionID, "token": plan.Token} {
		if v.IsNull() && state.fixedOrComputed(name).IsNull() {
			if name == "status" {
				resp.Diagnostics.Append(resp.Plan.SetAttribute(ctx, path.Root(name), types.Int64Unknown())...)
			} else {
				resp.Diagnostics.Append(resp.Plan.SetAttribute(ctx, path.Root(name), types.StringUnknown())...)
			}
		}
	}
}

func (m regionModel) fixedOrComputed(name string) tfattr.Value {
	switch name {
	case "region_id":
		return m.RegionID
	case "token":
		return m.Token
	}
	return m.fixed()[name]
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

func (r *regionResource) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	if notConfigured(r.data, &resp.Diagnostics, "create a region") {
		return
	}
	var plan, cfg regionModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	// Write-only values exist only in the configuration.
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	if resp.Diagnostics.HasError() {
		return
	}
	ctx, done := bounded(ctx, "create", plan.Timeouts.Create, defaultWriteTimeout, &resp.Diagnostics)
	defer done()
	body := client.AddRegionRequest{
		RegionName:  plan.RegionName.ValueString(),
		RegionAlias: plan.RegionAlias.ValueString(),
		URL:         plan.URL.ValueString(),
		WSURL:       plan.WSURL.ValueString(),
		HTTPDomain:  plan.HTTPDomain.ValueString(),
		TCPDomain:   plan.TCPDomain.ValueString(),
		Desc:        plan.Desc.ValueString(),
		Scope:       plan.Scope.ValueString(),
		CertFile:    cfg.CertFile.ValueString(),
		KeyFile:     cfg.KeyFile.ValueString(),
		SSLCACert:   cfg.SSLCACert.ValueString(),
	}
	if !plan.Status.IsNull() && !plan.Status.IsUnknown() {
		s := plan.Status.ValueInt64()
		body.Status = &s
	}
	info, err := r.data.api.AddRegion(ctx, body)
	if err != nil {
		msg := err.Error()
		if client.MayHaveActed(err) {
			msg += fmt.Sprintf("\n\nThe platform may have added the region anyway. Check the console; if region %q is there, import it with `terraform import <address> <team_id>/%s`.", body.RegionName, body.RegionName)
		}
		resp.Diagnostics.AddError("Cannot add the region", msg)
		return
	}
	plan.ID = types.StringValue(plan.RegionName.ValueString())
	plan.RegionID = types.StringValue(info.RegionID)
	plan.Token = types.StringValue(info.Token)
	if plan.Desc.IsUnknown() {
		plan.Desc = types.StringValue(info.Desc)
	}
	if plan.Scope.IsUnknown() {
		plan.Scope = types.StringValue(info.Scope)
	}
	if plan.Status.IsUnknown() {
		plan.Status = parseRegionStatus(info.Status, &resp.Diagnostics)
	}
	plan.CertFile, plan.KeyFile, plan.SSLCACert = types.StringNull(), types.StringNull(), types.StringNull()
	r.recordIdentity(ctx, &plan, resp.Private, resp.Identity, &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
}

func parseRegionStatus(s string, diags *diag.Diagnostics) types.Int64 {
	n, err := strconv.ParseInt(strings.TrimSpace(s), 10, 64)
	if err != nil {
		diags.AddWarning("Unexpected region status", fmt.Sprintf("The platform reported status %q, which is not a number; status is left unknown to Terraform.", s))
		return types.Int64Null()
	}
	return types.Int64Value(n)
}

func (r *regionResource) Read(ctx context.Context, req resource.ReadRequest, resp *resource.ReadResponse) {
	var state regionModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	if skipRefreshUnconfigured(r.data, &resp.Diagnostics) || state.TeamID.IsNull() {
		// Without a client or a team there is no way to read a region: keep
		// the state.
		r.recordIdentity(ctx, &state, resp.Private, resp.Identity, &resp.Diagnostics)
		return
	}
	ctx, done := bounded(ctx, "read", state.Timeouts.Read, defaultReadTimeout, &resp.Diagnostics)
	defer done()
	team, name := state.TeamID.ValueString(), state.RegionName.ValueString()
	reg, found, err := r.data.api.FindTeamRegion(ctx, team, name)
	if err != nil {
		resp.Diagnostics.AddError("Cannot list the team's regions", err.Error())
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
		identityOfRemoved(ctx, teamRegionIDFormat, regionIDOf(&state), resp.Identity)
		return
	}
	setRegionState(&state, reg, &resp.Diagnostics)
	resp.Diagnostics.Append(resp.Private.SetKey(ctx, regionSeenKey, seenIn(team))...)
	r.recordIdentity(ctx, &state, resp.Private, resp.Identity, &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
}

func setRegionState(m *regionModel, reg client.TeamRegion, diags *diag.Diagnostics) {
	m.ID = types.StringValue(reg.RegionName)
	m.RegionName = types.StringValue(reg.RegionName)
	m.RegionAlias = types.StringValue(reg.RegionAlias)
	m.URL = types.StringValue(reg.URL)
	m.WSURL = types.StringValue(reg.WSURL)
	m.HTTPDomain = types.StringValue(reg.HTTPDomain)
	m.TCPDomain = types.StringValue(reg.TCPDomain)
	m.Desc = types.StringValue(reg.Desc)
	m.Scope = types.StringPointerValue(reg.Scope)
	if st := parseRegionStatus(reg.Status, diags); !st.IsNull() {
		m.Status = st
	}
	m.RegionID = types.StringValue(reg.RegionID)
	if reg.Token != nil {
		m.Token = types.StringValue(*reg.Token)
	}
}

// Update only ever changes team_id, or records values of a region imported
// without one: ModifyPlan refused every other change.
func (r *regionResource) Update(ctx context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	if notConfigured(r.data, &resp.Diagnostics, "update a region") {
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
	ctx, done := bounded(ctx, "update", plan.Timeouts.Update, defaultWriteTimeout, &resp.Diagnostics)
	defer done()
	if !plan.TeamID.IsNull() {
		team, name := plan.TeamID.ValueString(), plan.RegionName.ValueString()
		reg, found, err := r.data.api.FindTeamRegion(ctx, team, name)
		if err != nil {
			resp.Diagnostics.AddError("Cannot list the team's regions", err.Error())
			return
		}
		switch {
		case found:
			fillUnknownRegionValues(&plan, reg, &resp.Diagnostics)
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
	plan.Token = nullIfUnknown(plan.Token)
	if plan.Status.IsUnknown() {
		plan.Status = types.Int64Null()
	}
	plan.CertFile, plan.KeyFile, plan.SSLCACert = types.StringNull(), types.StringNull(), types.StringNull()
	r.recordIdentity(ctx, &plan, resp.Private, resp.Identity, &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
}

// fillUnknownRegionValues takes the values the plan left to the platform
// from its team region list entry.
func fillUnknownRegionValues(m *regionModel, reg client.TeamRegion, diags *diag.Diagnostics) {
	if m.Desc.IsUnknown() {
		m.Desc = types.StringValue(reg.Desc)
	}
	if m.Scope.IsUnknown() {
		m.Scope = types.StringPointerValue(reg.Scope)
	}
	if m.Status.IsUnknown() {
		m.Status = parseRegionStatus(reg.Status, diags)
	}
	if m.RegionID.IsUnknown() {
		m.RegionID = types.StringValue(reg.RegionID)
	}
	if m.Token.IsUnknown() && reg.Token != nil {
		m.Token = types.StringValue(*reg.Token)
	}
}

func nullIfUnknown(v types.String) types.String {
	if v.IsUnknown() {
		return types.StringNull()
	}
	return v
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

func (r *regionResource) Delete(ctx context.Context, req resource.DeleteRequest, resp *resource.DeleteResponse) {
	var state regionModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	resp.Diagnostics.AddWarning("Region left on the platform",
		fmt.Sprintf("%s. Terraform forgot region %q; it still exists on the platform. Remove it in the console if it should go.", regionNoUpdate, state.RegionName.ValueString()))
}

// ImportState takes "region_name" or "team_id/region_name". Only the second
// lets refresh read the region's attributes.
func (r *regionResource) ImportState(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	if notConfigured(r.data, &resp.Diagnostics, "import a region") {
		return
	}
	id, diags := regionImportID(ctx, req)
	resp.Diagnostics.Append(diags...)
	if resp.Diagnostics.HasError() {
		return
	}
	f := regionIDFormat
	if strings.Contains(id, idSeparator) {
		f = teamRegionIDFormat
	}
	parsed, err := f.Parse(id)
	if err != nil {
		resp.Diagnostics.AddError(importErrorTitle(req), fmt.Sprintf("Expected %q or %q: %s", regionIDFormat.String(), teamRegionIDFormat.String(), err))
		return
	}
	name := parsed.Str("region_name")
	resp.Diagnostics.Append(resp.State.SetAttribute(ctx, path.Root("region_name"), types.StringValue(name))...)
	resp.Diagnostics.Append(resp.State.SetAttribute(ctx, path.Root("id"), types.StringValue(name))...)
	if f.String() == teamRegionIDFormat.String() {
		team := parsed.Str("team_id")
		if _, found, err := r.data.api.FindTeamRegion(ctx, team, name); err != nil {
			resp.Diagnostics.AddError("Cannot list the team's regions", err.Error())
			return
		} else if !found {
			resp.Diagnostics.AddError("Region not in the team's list",
				fmt.Sprintf("Team %q has no region %q. Import with a team that has the region open, or by region name alone.", team, name))
			return
		}
		resp.Diagnostics.Append(resp.State.SetAttribute(ctx, path.Root("team_id"), types.StringValue(team))...)
	} else {
		resp.Diagnostics.AddWarning("Imported without team_id",
			fmt.Sprintf("Region %q was imported by name alone. No operation reads a single region, so its attributes stay unknown to Terraform until they are recorded from the configuration. Import as team_id/region_name to read them.", name))
	}
}
