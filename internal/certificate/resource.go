package certificate

import (
	"context"
	"fmt"
	"time"

	"github.com/hashicorp/terraform-plugin-framework-timeouts/resource/timeouts"
	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
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
	_ resource.ResourceWithConfigure      = (*certificateResource)(nil)
	_ resource.ResourceWithImportState    = (*certificateResource)(nil)
	_ resource.ResourceWithModifyPlan     = (*certificateResource)(nil)
	_ resource.ResourceWithValidateConfig = (*certificateResource)(nil)
)

// certificateIDFormat is the certificate's path under its team.
var certificateIDFormat = tfid.IDFormat{tfid.StringPart("team_id"), tfid.IntPart("certificate_id", 1<<63-1)}

// Limits of the platform's certificate record (TeamCertificatesRSerializer):
// the server stores longer values and then fails every read of them.
const (
	maxAlias = 64
	maxType  = 32
	maxPEM   = 8192
	// defaultType is the console's type for a certificate that rules serve.
	defaultType = "服务端证书"
)

type certificateModel struct {
	ID               types.String   `tfsdk:"id"`
	TeamID           types.String   `tfsdk:"team_id"`
	CertificateID    types.Int64    `tfsdk:"certificate_id"`
	Alias            types.String   `tfsdk:"alias"`
	Certificate      types.String   `tfsdk:"certificate"`
	PrivateKey       types.String   `tfsdk:"private_key"`
	PrivateKeySHA256 types.String   `tfsdk:"private_key_sha256"`
	CertificateType  types.String   `tfsdk:"certificate_type"`
	NotAfter         types.String   `tfsdk:"not_after"`
	Timeouts         timeouts.Value `tfsdk:"timeouts"`
}

func (m *certificateModel) label() string {
	return fmt.Sprintf("certificate %q of team %q", m.Alias.ValueString(), m.TeamID.ValueString())
}

// request is the create and update body: the key comes from the
// configuration, since it is write-only.
func (m *certificateModel) request(key string) client.CertificateRequest {
	kind := m.CertificateType.ValueString()
	if m.CertificateType.IsNull() || m.CertificateType.IsUnknown() {
		// Unset on create: a certificate that HTTP rules serve. (Updates set
		// the type first: see typeForUpdate.)
		kind = defaultType
	}
	return client.CertificateRequest{Alias: m.Alias.ValueString(), Certificate: m.Certificate.ValueString(), PrivateKey: key, CertificateType: kind}
}

// setFrom records what the server has. The certificate keeps its written
// form while it is the same PEM; the key is recorded as its digest only.
func (m *certificateModel) setFrom(c client.Certificate) {
	m.CertificateID = types.Int64Value(c.ID)
	m.ID = types.StringValue(certificateIDFormat.Build(m.TeamID.ValueString(), c.ID))
	m.Alias = types.StringValue(c.Alias)
	m.CertificateType = types.StringValue(c.CertificateType)
	if m.Certificate.IsNull() || m.Certificate.IsUnknown() || !samePEM(m.Certificate.ValueString(), c.Certificate) {
		m.Certificate = types.StringValue(c.Certificate)
	}
	m.PrivateKey = types.StringNull()
	m.PrivateKeySHA256 = types.StringValue(keyDigest(c.PrivateKey))
	m.NotAfter = types.StringValue(notAfter(c.Certificate))
}

// NewResource returns the rainbond_certificate resource.
func NewResource() resource.Resource { return &certificateResource{} }

// certificateResource reaches the platform only through CertificateAPI,
// nil until the provider is configured.
// certificateResource reaches the platform through api; claims are the
// objects this run's resources hold (nil until configured).
type certificateResource struct {
	api    platform.CertificateAPI
	claims *tfid.Claims
}

func (r *certificateResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_certificate"
}

func (r *certificateResource) Schema(ctx context.Context, _ resource.SchemaRequest, resp *resource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "A TLS certificate of a team, which HTTP rules (`rainbond_http_domain`) serve by its `certificate_id`.\n\n" +
			"Refer to it from the rule (`certificate_id = rainbond_certificate.x.certificate_id`): Terraform then creates the certificate before the rule " +
			"and destroys the rule before the certificate. The platform refuses to delete a certificate that a rule still uses, and says so.\n\n" +
			"The platform checks the pair when it stores it (an expired certificate, an unreadable certificate or key, or a key of another certificate " +
			"is refused); the provider checks the same at plan time. The private key is write-only (Terraform 1.11 or later): it is sent with every " +
			"create and update and never stored in plan or state, where only its SHA-256 (`private_key_sha256`) tells a changed key.\n\n" +
			"The platform finds a certificate by its id alone, whatever team a request names: `team_id` only says which team it is created in. " +
			"An import therefore checks the team's certificate list: a certificate of another team is refused, naming the team it belongs to, and a team that does not exist is named.\n\n" +
			"**What it adopts.** A create never takes a certificate it did not make. When the create's answer is lost (the platform may have stored it) and the team then has a certificate of the alias with the same " +
			"certificate and key, that certificate is kept. A certificate of the alias met by a first create that was answered predates the apply: the create fails and says how to import it; " +
			"one with another certificate or key is never kept.\n\n" +
			"**What destroy deletes.** The certificate of `certificate_id`, which only this resource made or imported. A certificate already gone (the platform's own \"certificate not found\") is taken as deleted; " +
			"any other 404, such as the team's when `base_url` points at another console, fails the destroy and keeps the state. Refresh likewise forgets the certificate only on its own 404.\n\n" +
			"**Values the platform trims.** The platform stores `alias` and `certificate_type` without surrounding blanks, so values with them are refused at plan time. " +
			"The PEM texts are stored trimmed too, which is no change: they are compared as PEM.",
		Attributes: map[string]schema.Attribute{
			"id": schema.StringAttribute{
				MarkdownDescription: "`team_id/certificate_id`.",
				Computed:            true,
				PlanModifiers:       []planmodifier.String{stringplanmodifier.UseStateForUnknown()},
			},
			"team_id": schema.StringAttribute{
				MarkdownDescription: "Team id or team name. Changing it replaces the certificate.",
				Required:            true,
				Validators:          tfid.IDPathPartValidators(),
				PlanModifiers:       []planmodifier.String{stringplanmodifier.RequiresReplace()},
			},
			"certificate_id": schema.Int64Attribute{
				MarkdownDescription: "The certificate's id, which a rule's `certificate_id` refers to.",
				Computed:            true,
				PlanModifiers:       []planmodifier.Int64{int64planmodifier.UseStateForUnknown()},
			},
			"alias": schema.StringAttribute{
				MarkdownDescription: fmt.Sprintf("Name of the certificate, unique in the team; 1 to %d characters. The platform trims surrounding blanks, so a name that begins or ends with one is refused at plan time.", maxAlias),
				Required:            true,
				Validators:          []validator.String{stringvalidator.LengthBetween(1, maxAlias), tfschema.RefuseSurroundingBlanks()},
			},
			"certificate": schema.StringAttribute{
				MarkdownDescription: "The certificate, PEM. Compared as PEM: line endings and a trailing newline are no change. Checked at plan time: it must be a PEM X.509 certificate that has not expired, " +
					"and hold no private key (a combined PEM is refused, without showing it: put the key in `private_key`, which is never stored).",
				Required:      true,
				Validators:    []validator.String{stringvalidator.LengthBetween(1, maxPEM*3/4), pemCertificateValidator{}},
				PlanModifiers: []planmodifier.String{samePEMModifier{}},
			},
			"private_key": schema.StringAttribute{
				MarkdownDescription: "The certificate's private key, PEM (PKCS#1, PKCS#8 or EC). Write-only and sensitive: sent with every create and update, never stored.",
				Required:            true,
				WriteOnly:           true,
				Sensitive:           true,
				Validators:          []validator.String{stringvalidator.LengthBetween(1, maxPEM)},
			},
			"private_key_sha256": schema.StringAttribute{
				MarkdownDescription: "SHA-256 of the private key the platform holds (of its PEM with line endings and surrounding blanks removed): a change of the configured key, or of the platform's, shows as a change of this value.",
				Computed:            true,
			},
			"certificate_type": schema.StringAttribute{
				MarkdownDescription: fmt.Sprintf("Type of the certificate. Unset, a new certificate is created as `%s` (a certificate that HTTP rules serve), "+
					"and an existing one (imported, or made in the console) keeps the type the platform holds: every update sends the type read from the platform just before it. "+
					"The platform cannot make an existing certificate `%s` (its update then needs a region, which this API's path lacks, and fails), "+
					"so a configured change to `%s` is refused at plan time; `gateway` is refused at plan time for the same reason. "+
					"Surrounding blanks are refused at plan time, since the platform trims them.", defaultType, defaultType, defaultType),
				Optional:      true,
				Computed:      true,
				Validators:    []validator.String{stringvalidator.LengthBetween(1, maxType), stringvalidator.NoneOf("gateway"), tfschema.RefuseSurroundingBlanks()},
				PlanModifiers: []planmodifier.String{typeChangeRefused{}},
			},
			"not_after": schema.StringAttribute{
				MarkdownDescription: "Expiry of the certificate, RFC 3339 in UTC, read from the PEM.",
				Computed:            true,
			},
		},
		Blocks: map[string]schema.Block{
			"timeouts": tfschema.TimeoutsBlock(ctx, timeouts.Opts{Create: true, Update: true, Delete: true}),
		},
	}
}

func (r *certificateResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		r.api, r.claims = data.Certificates, data.Claims
	}
}

// ValidateConfig checks that the key belongs to the certificate, as the
// platform does when it stores them.
func (r *certificateResource) ValidateConfig(ctx context.Context, req resource.ValidateConfigRequest, resp *resource.ValidateConfigResponse) {
	var cfg certificateModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	if resp.Diagnostics.HasError() || cfg.Certificate.IsNull() || cfg.Certificate.IsUnknown() || cfg.PrivateKey.IsNull() || cfg.PrivateKey.IsUnknown() {
		return
	}
	if _, err := parseCertificate(cfg.Certificate.ValueString()); err != nil {
		return // the certificate's own validator says so
	}
	if err := checkKeyPair(cfg.Certificate.ValueString(), cfg.PrivateKey.ValueString()); err != nil {
		resp.Diagnostics.AddAttributeError(path.Root("private_key"), "Invalid private key", "The platform would refuse this pair: "+err.Error()+".")
	}
}

// ModifyPlan plans the computed values that follow from the configuration:
// the key's digest (the key itself is write-only, so the plan sees it only
// here) and the certificate's expiry.
func (r *certificateResource) ModifyPlan(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	if req.Plan.Raw.IsNull() {
		return
	}
	var plan, cfg certificateModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	if resp.Diagnostics.HasError() {
		return
	}
	digest := types.StringUnknown()
	if !cfg.PrivateKey.IsUnknown() && !cfg.PrivateKey.IsNull() {
		digest = types.StringValue(keyDigest(cfg.PrivateKey.ValueString()))
	}
	expiry := types.StringUnknown()
	if !plan.Certificate.IsUnknown() {
		expiry = types.StringValue(notAfter(plan.Certificate.ValueString()))
	}
	resp.Diagnostics.Append(resp.Plan.SetAttribute(ctx, path.Root("private_key_sha256"), digest)...)
	resp.Diagnostics.Append(resp.Plan.SetAttribute(ctx, path.Root("not_after"), expiry)...)
	resp.Diagnostics.Append(keepTypeWithoutChange(ctx, req, plan, cfg, digest, resp)...)
}

// keepTypeWithoutChange plans the state's type when the configuration
// leaves the type unset and nothing else is to be written: Terraform marks
// it unknown as soon as any text of the configuration differs (a PEM
// written another way), which would plan an update that changes nothing.
// When something is written, the type stays unknown, and the update sends
// the type the platform holds then.
func keepTypeWithoutChange(ctx context.Context, req resource.ModifyPlanRequest, plan, cfg certificateModel, digest types.String, resp *resource.ModifyPlanResponse) diag.Diagnostics {
	if req.State.Raw.IsNull() || !cfg.CertificateType.IsNull() || !plan.CertificateType.IsUnknown() {
		return nil
	}
	var state certificateModel
	diags := req.State.Get(ctx, &state)
	if diags.HasError() {
		return diags
	}
	if plan.TeamID.Equal(state.TeamID) && plan.Alias.Equal(state.Alias) && plan.Certificate.Equal(state.Certificate) && digest.Equal(state.PrivateKeySHA256) && plan.Timeouts.Equal(state.Timeouts) {
		diags.Append(resp.Plan.SetAttribute(ctx, path.Root("certificate_type"), state.CertificateType)...)
	}
	return diags
}

func (r *certificateResource) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	if platform.NotConfigured(r.api != nil, &resp.Diagnostics, "create a certificate") {
		return
	}
	var plan certificateModel
	var key types.String
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	resp.Diagnostics.Append(req.Config.GetAttribute(ctx, path.Root("private_key"), &key)...)
	if resp.Diagnostics.HasError() {
		return
	}
	ctx, done := tfschema.WithOperationTimeout(ctx, "create", plan.Timeouts.Create, tfschema.DefaultWriteTimeout, &resp.Diagnostics)
	defer done()
	id, ok := r.create(ctx, &plan, key.ValueString(), &resp.Diagnostics)
	if !ok {
		return
	}
	plan.CertificateID = types.Int64Value(id)
	plan.ID = types.StringValue(certificateIDFormat.Build(plan.TeamID.ValueString(), id))
	if !r.readInto(ctx, &plan, &resp.Diagnostics) {
		// Created but not read back: keep it in state (tainted) so that
		// the next apply does not create a second one.
		plan.PrivateKey = types.StringNull()
		resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
		return
	}
	r.recordIdentity(ctx, &plan, resp.Identity, &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
}

func (r *certificateResource) Read(ctx context.Context, req resource.ReadRequest, resp *resource.ReadResponse) {
	var state certificateModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	if platform.SkipRefreshKeepingIdentity(ctx, r.api != nil, certificateIDFormat, state.ID.ValueString(), resp) {
		return
	}
	c, err := r.api.Certificate(ctx, state.TeamID.ValueString(), state.CertificateID.ValueInt64())
	// Only the certificate's own 404 means it is gone: a team's 404 (a
	// renamed team, base_url at another console) keeps the state.
	if client.IsCertificateGone(err) {
		resp.Diagnostics.AddWarning("Certificate is gone",
			fmt.Sprintf("Certificate %d is no longer on the platform; Terraform removes it from state and plans to create it again.", state.CertificateID.ValueInt64()))
		resp.State.RemoveResource(ctx)
		tfid.IdentityOfRemoved(ctx, certificateIDFormat, state.ID.ValueString(), resp.Identity)
		return
	}
	if err != nil {
		tfschema.AddReadError(&resp.Diagnostics, "Cannot read the certificate", err, "team_id", state.TeamID.ValueString(), "certificate_id", state.CertificateID.ValueInt64())
		return
	}
	state.setFrom(*c)
	r.recordIdentity(ctx, &state, resp.Identity, &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
}

func (r *certificateResource) Update(ctx context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	if platform.NotConfigured(r.api != nil, &resp.Diagnostics, "update a certificate") {
		return
	}
	var plan certificateModel
	var key types.String
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	resp.Diagnostics.Append(req.Config.GetAttribute(ctx, path.Root("private_key"), &key)...)
	if resp.Diagnostics.HasError() {
		return
	}
	var cfgType types.String
	resp.Diagnostics.Append(req.Config.GetAttribute(ctx, path.Root("certificate_type"), &cfgType)...)
	if resp.Diagnostics.HasError() {
		return
	}
	ctx, done := tfschema.WithOperationTimeout(ctx, "update", plan.Timeouts.Update, tfschema.DefaultWriteTimeout, &resp.Diagnostics)
	defer done()
	if !r.typeForUpdate(ctx, &plan, cfgType, &resp.Diagnostics) {
		return
	}
	// The platform checks the PEM and the key again on every update, so
	// both are always sent.
	if _, err := r.api.UpdateCertificate(ctx, plan.TeamID.ValueString(), plan.CertificateID.ValueInt64(), plan.request(key.ValueString())); err != nil {
		resp.Diagnostics.AddError("Cannot update "+plan.label(), err.Error())
		return
	}
	if !r.readInto(ctx, &plan, &resp.Diagnostics) {
		return
	}
	r.recordIdentity(ctx, &plan, resp.Identity, &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
}

func (r *certificateResource) Delete(ctx context.Context, req resource.DeleteRequest, resp *resource.DeleteResponse) {
	if platform.NotConfigured(r.api != nil, &resp.Diagnostics, "delete a certificate") {
		return
	}
	var state certificateModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	ctx, done := tfschema.WithOperationTimeout(ctx, "delete", state.Timeouts.Delete, tfschema.DefaultWriteTimeout, &resp.Diagnostics)
	defer done()
	err := r.api.DeleteCertificate(ctx, state.TeamID.ValueString(), state.CertificateID.ValueInt64())
	switch {
	case err == nil || client.IsCertificateGone(err):
	case client.IsCertificateInUse(err):
		resp.Diagnostics.AddError("Certificate still in use",
			fmt.Sprintf("The platform refuses to delete %s (id %d) because an HTTP rule still serves it. Delete or change that rule first; "+
				"when the rule is a rainbond_http_domain of this configuration, set its certificate_id from this resource "+
				"(certificate_id = rainbond_certificate.<name>.certificate_id) so that Terraform orders the two.\n\nServer answer: %s",
				state.label(), state.CertificateID.ValueInt64(), err))
	default:
		resp.Diagnostics.AddError("Cannot delete "+state.label(), err.Error())
	}
}

func (r *certificateResource) ImportState(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	tfid.ImportCompositeID(ctx, certificateIDFormat, req, resp)
	if resp.Diagnostics.HasError() {
		return
	}
	r.checkImportTeam(ctx, resp)
}

// readInto reads the certificate back after a write: the write's answer
// holds the base64 of the PEM, not the PEM.
func (r *certificateResource) readInto(ctx context.Context, m *certificateModel, diags *diag.Diagnostics) bool {
	lookCtx, cancel := tfschema.WithFailedWriteReadTimeout(ctx)
	defer cancel()
	c, err := r.api.Certificate(lookCtx, m.TeamID.ValueString(), m.CertificateID.ValueInt64())
	if err != nil {
		diags.AddError("Cannot read "+m.label()+" back", err.Error())
		return false
	}
	m.setFrom(*c)
	return true
}

// pemCertificateValidator checks at plan time what the platform refuses
// of the certificate alone.
type pemCertificateValidator struct{}

func (pemCertificateValidator) Description(context.Context) string {
	return "must be a PEM X.509 certificate that has not expired"
}

func (v pemCertificateValidator) MarkdownDescription(ctx context.Context) string {
	return v.Description(ctx)
}

func (pemCertificateValidator) ValidateString(_ context.Context, req validator.StringRequest, resp *validator.StringResponse) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() {
		return
	}
	// A private key in the certificate would be stored in state and shown
	// in every plan: refuse it, without repeating the value.
	if holdsPrivateKey(req.ConfigValue.ValueString()) {
		resp.Diagnostics.AddAttributeError(req.Path, "Private key in the certificate",
			"This value holds a private key block (a combined PEM). The certificate is stored in state and shown in plans, so it must hold the certificate alone: "+
				"put the key in private_key, which is write-only and never stored. (The value is not shown here.)")
		return
	}
	if err := checkCertificate(req.ConfigValue.ValueString(), time.Now()); err != nil {
		resp.Diagnostics.AddAttributeError(req.Path, "Invalid certificate", "The platform would refuse this certificate: "+err.Error()+".")
	}
}

// samePEMModifier keeps the prior value when the planned one is the same
// PEM written another way, so that a trailing newline is no change.
type samePEMModifier struct{}

func (samePEMModifier) Description(context.Context) string {
	return "keeps the prior certificate when the new one is the same PEM"
}

func (m samePEMModifier) MarkdownDescription(ctx context.Context) string { return m.Description(ctx) }

func (samePEMModifier) PlanModifyString(_ context.Context, req planmodifier.StringRequest, resp *planmodifier.StringResponse) {
	if req.StateValue.IsNull() || req.PlanValue.IsUnknown() || req.PlanValue.IsNull() {
		return
	}
	if samePEM(req.StateValue.ValueString(), req.PlanValue.ValueString()) {
		resp.PlanValue = req.StateValue
	}
}
