package httprule

import (
	"context"
	"fmt"
	"regexp"

	"github.com/hashicorp/terraform-plugin-framework-timeouts/resource/timeouts"
	"github.com/hashicorp/terraform-plugin-framework-validators/int64validator"
	"github.com/hashicorp/terraform-plugin-framework-validators/listvalidator"
	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/booldefault"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/int64planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
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
	_ resource.ResourceWithConfigure      = (*ruleResource)(nil)
	_ resource.ResourceWithImportState    = (*ruleResource)(nil)
	_ resource.ResourceWithModifyPlan     = (*ruleResource)(nil)
	_ resource.ResourceWithValidateConfig = (*ruleResource)(nil)
)

// The range of the platform's 32-bit integer columns.
const (
	minInt32 = -1 << 31
	maxInt32 = 1<<31 - 1
)

// unsetCarriesLive ends the description of each setting the update writes.
const unsetCarriesLive = "Unset keeps the platform's value: an update reads the rule when it is applied and sends it back as it is then, " +
	"so a change made in the console after the plan is kept."

// ruleIDFormat is the path of the rule's update operation.
var ruleIDFormat = tfid.HTTPRuleIDFormat

type ruleModel struct {
	ID         types.String `tfsdk:"id"`
	TeamID     types.String `tfsdk:"team_id"`
	RegionName types.String `tfsdk:"region_name"`
	AppID      types.Int64  `tfsdk:"app_id"`
	RuleID     types.String `tfsdk:"rule_id"`
	ServiceID  types.String `tfsdk:"service_id"`

	ContainerPort  types.Int64  `tfsdk:"container_port"`
	DomainName     types.String `tfsdk:"domain_name"`
	DomainPath     types.String `tfsdk:"domain_path"`
	DomainCookie   types.String `tfsdk:"domain_cookie"`
	DomainHeader   types.String `tfsdk:"domain_header"`
	TheWeight      types.Int64  `tfsdk:"the_weight"`
	CertificateID  types.Int64  `tfsdk:"certificate_id"`
	RuleExtensions types.List   `tfsdk:"rule_extensions"`
	AutoSSL        types.Bool   `tfsdk:"auto_ssl"`
	AutoSSLConfig  types.String `tfsdk:"auto_ssl_config"`

	RestoreOnDestroy types.Bool   `tfsdk:"restore_on_destroy"`
	AdoptedSettings  types.String `tfsdk:"adopted_settings"`

	RecordID       types.Int64  `tfsdk:"record_id"`
	ServiceName    types.String `tfsdk:"service_name"`
	ServiceAlias   types.String `tfsdk:"service_alias"`
	Protocol       types.String `tfsdk:"protocol"`
	DomainType     types.String `tfsdk:"domain_type"`
	Type           types.Int64  `tfsdk:"type"`
	IsOuterService types.Bool   `tfsdk:"is_outer_service"`
	IsSenior       types.Bool   `tfsdk:"is_senior"`
	PathRewrite    types.Bool   `tfsdk:"path_rewrite"`
	Rewrites       types.String `tfsdk:"rewrites"`
	TenantID       types.String `tfsdk:"tenant_id"`
	TeamName       types.String `tfsdk:"team_name"`
	RegionID       types.String `tfsdk:"region_id"`

	Timeouts timeouts.Value `tfsdk:"timeouts"`
}

// appRef is the path of the rule's update operation.
func (m *ruleModel) appRef() client.AppRef {
	return platform.AppRefOf(m.TeamID, m.RegionName, m.AppID)
}

// setRuleState copies the list's view of a rule into the model. team_id and
// service_id keep the form the configuration uses (name or id, alias or id)
// while it still denotes the rule's team and component.
func setRuleState(ctx context.Context, m *ruleModel, r client.HTTPRule, diags *diag.Diagnostics) {
	if m.TeamID.IsNull() || !tfid.RuleTeam(r).Is(m.TeamID.ValueString()) {
		m.TeamID = types.StringValue(r.TeamName)
	}
	m.RegionName = types.StringValue(r.RegionName)
	m.AppID = types.Int64Value(r.AppID)
	m.RuleID = types.StringValue(r.HTTPRuleID)
	if m.ServiceID.IsNull() || m.ServiceID.IsUnknown() || !tfid.RuleComponent(r).Is(m.ServiceID.ValueString()) {
		m.ServiceID = types.StringValue(r.ServiceID)
	}
	m.ID = types.StringValue(ruleIDFormat.Build(m.TeamID.ValueString(), r.RegionName, r.AppID, r.HTTPRuleID))

	v := ruleValuesOf(r)
	m.ContainerPort = types.Int64Value(v.ContainerPort)
	m.DomainName = types.StringValue(v.DomainName)
	// "" and "/" are one route: keep the form the plan or state has, so
	// that an update turning "" into "/" is no inconsistent result.
	if m.DomainPath.IsNull() || m.DomainPath.IsUnknown() || !samePath(m.DomainPath.ValueString(), v.DomainPath) {
		m.DomainPath = types.StringValue(v.DomainPath)
	}
	m.DomainCookie = types.StringValue(v.DomainCookie)
	m.DomainHeader = types.StringValue(v.DomainHeader)
	m.TheWeight = types.Int64Value(v.TheWeight)
	m.CertificateID = types.Int64Value(v.CertificateID)
	ext, d := types.ListValueFrom(ctx, types.StringType, v.RuleExtensions)
	diags.Append(d...)
	m.RuleExtensions = ext
	m.AutoSSL = types.BoolValue(v.AutoSSL)
	m.AutoSSLConfig = types.StringPointerValue(v.AutoSSLConfig)

	m.RecordID = types.Int64Value(r.ID)
	m.ServiceName = types.StringValue(r.ServiceName)
	m.ServiceAlias = types.StringValue(platform.Deref(r.ServiceAlias))
	m.Protocol = types.StringPointerValue(r.Protocol)
	m.DomainType = types.StringPointerValue(r.DomainType)
	m.Type = types.Int64PointerValue(r.Type)
	m.IsOuterService = types.BoolPointerValue(r.IsOuterService)
	m.IsSenior = types.BoolPointerValue(r.IsSenior)
	m.PathRewrite = types.BoolPointerValue(r.PathRewrite)
	m.Rewrites = types.StringPointerValue(r.Rewrites)
	m.TenantID = types.StringValue(r.TenantID)
	m.TeamName = types.StringValue(r.TeamName)
	m.RegionID = types.StringValue(r.RegionID)
}

// NewResource returns the rainbond_http_rule resource.
func NewResource() resource.Resource { return &ruleResource{} }

// ruleResource reaches the platform only through RuleAPI, which is nil
// until the provider is configured; claims are the rules this walk adopts,
// and portClaims the ports through which it adopts rules not yet there.
type ruleResource struct {
	api        platform.RuleAPI
	claims     *tfid.Claims
	portClaims *tfid.PortClaims
	// ports are the port resources' plans of this walk: a port planned
	// for a create takes its default rule with it (see portRecreated).
	ports *tfid.PortClaims
}

func (r *ruleResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_http_rule"
}

func (r *ruleResource) Schema(ctx context.Context, _ resource.SchemaRequest, resp *resource.SchemaResponse) {
	keep := func() []planmodifier.String { return []planmodifier.String{stringplanmodifier.UseStateForUnknown()} }
	keepInt := func() []planmodifier.Int64 { return []planmodifier.Int64{int64planmodifier.UseStateForUnknown()} }
	pathPart := func(desc string) schema.StringAttribute {
		return schema.StringAttribute{
			MarkdownDescription: desc,
			Required:            true,
			Validators:          tfid.IDPathPartValidators(),
			PlanModifiers:       []planmodifier.String{stringplanmodifier.RequiresReplace()},
		}
	}
	resp.Schema = schema.Schema{
		MarkdownDescription: "Manages an existing HTTP access rule (a domain bound to an http port of a component).\n\n" +
			"**What it adopts.** The API has **no operation that creates or deletes** an HTTP rule: the platform creates a port's default rule when the port's outer service is opened " +
			"(`rainbond_component_port` with `protocol = \"http\"` and `is_outer_service = true`). So this resource *adopts* a rule that exists, when it is created: " +
			"the rule named by `rule_id`, or, when `rule_id` is omitted, the **default rule** of the port given by `service_id` and `container_port` " +
			"(type 0, the domain the platform generated). Adoption through a port never takes a custom domain of the port, such as one a `rainbond_http_domain` made " +
			"(a custom domain created with `open_outer_port = true` opens the port without a default rule): it fails instead, naming them; set `rule_id` to manage one of them. " +
			"A rule is managed by one resource only: two resources that adopt the same rule in one configuration, or a rule that a `rainbond_http_domain` of the configuration holds, " +
			"are refused at plan time. A rule adopted through its port follows the port: when the port is created anew in an apply (`-replace`, or a change that replaces it), " +
			"which deletes its default rule, this resource is replaced too and adopts the new port's default rule once the port exists " +
			"(the resource must be planned after the port: refer to the port's attributes or use `depends_on`); a default rule named by `rule_id` cannot follow its port, and such a plan fails.\n\n" +
			"**What it can change.** Settings left unset keep the value the platform has; only configured settings are written. On Rainbond 6.9 the platform forwards every rule update to " +
			"the region, which must hold a record of the rule: rules made by a custom-domain create (`rainbond_http_domain`) or by the console's domain binding have one and can be changed; " +
			"a port's **default rule** made by opening the port of a running component has none, and **cannot be changed at all** (path, weight, certificate, domain): " +
			"a change of an adopted default rule plans with a warning and fails at apply, leaving the rule and the state as they were. " +
			"Serve such a port under your own domain with `rainbond_http_domain`, and use this resource to adopt and read its default rule. " +
			"The region also checks the rule's stored domain on every update, and keeps the extensions of a rule when the last one is removed: both are refused at plan time (see `domain_name` and `rule_extensions`).\n\n" +
			"**What destroy does.** Nothing on the platform: the rule is not deleted, Terraform forgets it and warns that it stays, " +
			"unless `restore_on_destroy = true`, which first writes back the settings the rule had when Terraform adopted it.",
		Attributes: map[string]schema.Attribute{
			"id": schema.StringAttribute{
				MarkdownDescription: "`team_id/region_name/app_id/rule_id`.",
				Computed:            true,
				PlanModifiers:       keep(),
			},
			"team_id": schema.StringAttribute{
				MarkdownDescription: "Team id or team name. Changing it to another team adopts another rule (the old one stays as it is); " +
					"writing the same team by its other form is an update of the state alone, with no request to the platform.",
				Required:   true,
				Validators: tfid.IDPathPartValidators(),
			},
			"region_name": pathPart("Region of the rule. Changing it adopts another rule (the old one stays as it is)."),
			"app_id": schema.Int64Attribute{
				MarkdownDescription: "Application that the rule's component belongs to.",
				Required:            true,
				Validators:          []validator.Int64{int64validator.AtLeast(1)},
				PlanModifiers:       []planmodifier.Int64{int64planmodifier.RequiresReplace()},
			},
			"rule_id": schema.StringAttribute{
				MarkdownDescription: "The rule's `http_rule_id`. When omitted, the resource adopts the default rule of the port given by `service_id` and `container_port` (never a custom domain of the port) and fills this in; it fails, naming the candidates, when the port has no default rule or more than one.",
				Optional:            true,
				Computed:            true,
				Validators:          tfid.IDPathPartValidators(),
				PlanModifiers:       []planmodifier.String{stringplanmodifier.UseStateForUnknown(), stringplanmodifier.RequiresReplace()},
			},
			"service_id": schema.StringAttribute{
				MarkdownDescription: "Component id or alias the rule is bound to. Required when `rule_id` is omitted. Changing it to another component adopts another rule; " +
					"writing the same component by its other form is an update of the state alone, with no request to the platform.",
				Optional:      true,
				Computed:      true,
				PlanModifiers: []planmodifier.String{stringplanmodifier.UseStateForUnknown()},
			},
			"container_port": schema.Int64Attribute{
				MarkdownDescription: "Port the rule forwards to. Required when `rule_id` is omitted, where it also selects the rule to adopt: a change then adopts the rule of the new port (a replacement), " +
					"so that a rule that follows a `rainbond_component_port` whose `container_port` changes (the port is replaced, and its default rule goes with it) adopts the new port's default rule in the same apply. " +
					"With `rule_id` set, a change moves the rule to that port of the component.",
				Optional:      true,
				Computed:      true,
				Validators:    []validator.Int64{int64validator.Between(1, 65535)},
				PlanModifiers: keepInt(),
			},
			"domain_name": schema.StringAttribute{
				MarkdownDescription: "Domain of the rule: a host name such as `shop.example.com`, or a wildcard such as `*.example.com`; at most 253 characters, " +
					"valid under IDNA 2008, and no scheme, path, port or spaces. " +
					"An internationalised name is accepted in Unicode (`bücher.example.com`) or in punycode (`xn--bcher-kva.example.com`) and compared as written, " +
					"because the platform keeps a name in the form it was given (a rule made in the console may hold either). " +
					"The platform's update takes a **new** name only in lower-case ASCII, so a name that differs from the rule's current one must be written in punycode; " +
					"the plan says which form to write. Every update also sends the rule's stored name to the region, which refuses one that is not a lower-case DNS-1123 name " +
					"(upper case, `_`, Unicode): a rule stored with such a name can be read, but any change of it fails at plan time, before anything is sent, unless `domain_name` sets a valid name. " + unsetCarriesLive,
				Optional: true, Computed: true,
				Validators: []validator.String{tfschema.DomainNameValidator()},
			},
			"domain_path": schema.StringAttribute{
				MarkdownDescription: "Path condition, starting with `/`. A port's default rule has an empty path, which the platform turns into `/` on any update: " +
					"`\"\"` and `/` are the same route here and never show a difference. " + unsetCarriesLive,
				Optional: true, Computed: true,
				PlanModifiers: []planmodifier.String{samePathPlan{}},
				Validators:    []validator.String{stringvalidator.RegexMatches(regexp.MustCompile(`^(/.*)?$`), "must be empty or start with \"/\"")},
			},
			"domain_cookie": schema.StringAttribute{
				MarkdownDescription: "Cookie condition. The platform's update cannot remove a cookie once set: configuring `\"\"` for a rule that has one is an error at plan time. " + unsetCarriesLive,
				Optional:            true, Computed: true,
			},
			"domain_header": schema.StringAttribute{
				MarkdownDescription: "Header condition, as the platform reports it (as `domain_heander`). Read-only: the platform's rule update cannot set or change it " +
					"(it passes the stored header on to the gateway whatever the request says, and fails after changing the gateway when a header is sent). Set it in the console.",
				Computed: true,
			},
			"the_weight": schema.Int64Attribute{
				MarkdownDescription: "Weight of the rule: any 32-bit integer, `0` included, since the platform stores it in a 32-bit integer column. " + unsetCarriesLive,
				Optional:            true, Computed: true,
				Validators: []validator.Int64{int64validator.Between(minInt32, maxInt32)},
			},
			"certificate_id": schema.Int64Attribute{
				MarkdownDescription: "Certificate bound to the rule; `0` means none (plain HTTP). " + unsetCarriesLive +
					" The platform drops the certificate from an update that omits it, so every update sends this value.",
				Optional: true, Computed: true,
				Validators: []validator.Int64{int64validator.AtLeast(0)},
			},
			"rule_extensions": schema.ListAttribute{
				MarkdownDescription: "Extensions as `key:value` items, for example `[\"lb-type:round-robin\"]`, each with a key and a value; the update sends them as `{key, value}` objects " +
					"and the platform stores them as one comma-separated string, so items cannot contain commas. A list that is not empty replaces the rule's extensions. " +
					"`[]` is refused at plan time for a rule that has extensions: the platform would clear the console's copy while the gateway keeps applying them; remove them in the console. " + unsetCarriesLive,
				ElementType: types.StringType,
				Optional:    true, Computed: true,
				Validators: []validator.List{listvalidator.ValueStringsAre(platform.RuleExtensionValidator())},
			},
			"auto_ssl": schema.BoolAttribute{
				MarkdownDescription: "Let an external service match a certificate and upgrade the rule to HTTPS. " + unsetCarriesLive,
				Optional:            true, Computed: true,
			},
			"auto_ssl_config": schema.StringAttribute{
				MarkdownDescription: "How certificates are issued automatically. " + unsetCarriesLive +
					" The platform clears it from an update that omits it, so every update sends the rule's value when it has one; it cannot be set to an empty string.",
				Optional: true, Computed: true,
				Validators: []validator.String{stringvalidator.LengthAtLeast(1)},
			},
			"restore_on_destroy": schema.BoolAttribute{
				MarkdownDescription: "On destroy, write back the settings the rule had when Terraform adopted (or imported) it, before forgetting it. Defaults to `false`: destroy only forgets the rule. Either way the rule stays on the platform.",
				Optional:            true, Computed: true, Default: booldefault.StaticBool(false),
			},
			"adopted_settings": schema.StringAttribute{
				MarkdownDescription: "The rule's settings when Terraform adopted (or imported) it, as JSON: what `restore_on_destroy` writes back. " +
					"Kept in state rather than in private data so that it survives a failed adoption, which leaves the resource tainted.",
				Computed: true, PlanModifiers: keep(),
			},
			"record_id":        schema.Int64Attribute{MarkdownDescription: "Record id of the rule (`ID`).", Computed: true, PlanModifiers: keepInt()},
			"service_name":     schema.StringAttribute{MarkdownDescription: ruleServiceNameDesc, Computed: true, PlanModifiers: keep()},
			"service_alias":    schema.StringAttribute{MarkdownDescription: ruleServiceAliasDesc, Computed: true, PlanModifiers: keep()},
			"protocol":         schema.StringAttribute{MarkdownDescription: "Domain protocol: `http`, `https`, `httptphttps` or `httpandhttps`.", Computed: true},
			"domain_type":      schema.StringAttribute{MarkdownDescription: "Domain type of the component.", Computed: true},
			"type":             schema.Int64Attribute{MarkdownDescription: "`0` for the port's default rule, `1` for a custom one.", Computed: true},
			"is_outer_service": schema.BoolAttribute{MarkdownDescription: "Whether the port's outer service is open.", Computed: true},
			"is_senior":        schema.BoolAttribute{MarkdownDescription: "Whether the rule has advanced routing (cookie or header conditions).", Computed: true},
			"path_rewrite":     schema.BoolAttribute{MarkdownDescription: "Whether simple path rewriting is on.", Computed: true},
			"rewrites":         schema.StringAttribute{MarkdownDescription: "Complex rewrite configuration, as the platform reports it.", Computed: true},
			"tenant_id":        schema.StringAttribute{MarkdownDescription: "Id of the rule's team.", Computed: true, PlanModifiers: keep()},
			"team_name":        schema.StringAttribute{MarkdownDescription: "Name of the rule's team.", Computed: true, PlanModifiers: keep()},
			"region_id":        schema.StringAttribute{MarkdownDescription: "Id of the rule's region.", Computed: true, PlanModifiers: keep()},
		},
		Blocks: map[string]schema.Block{
			"timeouts": tfschema.TimeoutsBlock(ctx, timeouts.Opts{Create: true, Update: true, Delete: true}),
		},
	}
}

func (r *ruleResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		r.api, r.claims, r.portClaims, r.ports = data.Rules, data.Claims, data.RulePortClaims, data.PortClaims
	}
}

func (r *ruleResource) ValidateConfig(ctx context.Context, req resource.ValidateConfigRequest, resp *resource.ValidateConfigResponse) {
	var cfg ruleModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	if resp.Diagnostics.HasError() || !cfg.RuleID.IsNull() {
		return
	}
	if cfg.ServiceID.IsNull() || cfg.ContainerPort.IsNull() {
		resp.Diagnostics.AddAttributeError(path.Root("rule_id"), "Rule not identified",
			"Set rule_id, or set both service_id and container_port to adopt the rule bound to that port.")
	}
}

// ModifyPlan says at plan time what the API cannot do: a destroy leaves the
// rule on the platform, and a rule_id that is not on the platform cannot be
// adopted by an apply.
func (r *ruleResource) ModifyPlan(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	if req.Plan.Raw.IsNull() {
		var state ruleModel
		resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
		resp.Diagnostics.AddWarning("Destroy does not delete the HTTP rule", destroyRuleMessage(state, true))
		return
	}
	if !req.State.Raw.IsNull() {
		r.planUpdate(ctx, req, resp)
		return
	}
	var plan, cfg ruleModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	if resp.Diagnostics.HasError() {
		return
	}
	resp.Diagnostics.AddWarning("Create adopts an existing HTTP rule",
		"The API cannot create HTTP rules, so \"create\" here means: find the rule that already exists ("+adoptTarget(plan)+
			") and apply the configured settings to it. Nothing new appears on the platform.")
	if r.api == nil {
		return
	}
	if plan.RuleID.IsNull() || plan.RuleID.IsUnknown() {
		if rule, found := r.claimRuleOfPort(ctx, resp.Private, plan, &resp.Diagnostics); found {
			checkWritable(cfg, ruleValuesOf(rule), &resp.Diagnostics)
			planRegionLimits(ctx, cfg, rule.HTTPRuleID, ruleValuesOf(rule), isDefaultRule(rule), &resp.Diagnostics)
		} else if configuresSettings(cfg) {
			// The port opens in this apply: the rule to adopt is the
			// default rule that opening makes.
			warnDefaultRuleChange("The rule this resource adopts when the port opens", plan.ContainerPort.ValueInt64(), &resp.Diagnostics)
		}
		return
	}
	if !r.claimRuleAgain(ctx, resp.Private, plan.RuleID.ValueString(), &resp.Diagnostics) {
		return
	}
	rule, found, err := r.api.FindHTTPRule(ctx, plan.RuleID.ValueString())
	if err != nil {
		// The apply will report it; a plan should not fail on a lookup.
		return
	}
	// A warning, not an error: an error here would also stop
	// `terraform apply -refresh-only` and every other change in the plan.
	// Create fails with the same message.
	if !found {
		resp.Diagnostics.AddAttributeWarning(path.Root("rule_id"), "HTTP rule not found: this create will fail", ruleGoneError(plan.RuleID.ValueString()))
		return
	}
	checkWritable(cfg, ruleValuesOf(rule), &resp.Diagnostics)
	planRegionLimits(ctx, cfg, rule.HTTPRuleID, ruleValuesOf(rule), isDefaultRule(rule), &resp.Diagnostics)
}

// planUpdate plans a change of a managed rule: another rule (a
// replacement, planned again as a create, which claims the rule), a
// change of written form alone, or settings to write, checked against the
// rule as the refresh read it.
func (r *ruleResource) planUpdate(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	if r.planPathSpellings(ctx, req, resp) || resp.Diagnostics.HasError() {
		return
	}
	var state, cfg ruleModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	if resp.Diagnostics.HasError() {
		return
	}
	if followsAnotherPort(cfg, state) {
		// The rule was adopted through its port, and the configuration now
		// names another port (typically the port's own container_port,
		// whose change replaces the port and deletes its default rule with
		// it): adopt the rule of that port again rather than move a rule
		// that will be gone by the time this update runs.
		resp.RequiresReplace.Append(path.Root("container_port"))
		return
	}
	if r.portRecreated(ctx, cfg, state) {
		readoptAfterPortCreate(ctx, state, resp)
		return
	}
	if r.refuseDefaultRuleByIDOfNewPort(ctx, cfg, state, &resp.Diagnostics) {
		return
	}
	r.claimRule(ctx, resp.Private, state.RuleID.ValueString(), &resp.Diagnostics)
	checkWritable(cfg, valuesOfModel(ctx, state), &resp.Diagnostics)
	planRegionLimits(ctx, cfg, state.RuleID.ValueString(), valuesOfModel(ctx, state), isDefaultState(state), &resp.Diagnostics)
	if configuredAsBefore(ctx, cfg, state) {
		// Nothing is written (restore_on_destroy or timeouts changed):
		// what the platform reports cannot change either.
		if err := tfid.KeepPriorComputed(req, resp); err != nil {
			resp.Diagnostics.AddError("Cannot read the plan", err.Error())
		}
	}
}

func (r *ruleResource) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	if platform.NotConfigured(r.api != nil, &resp.Diagnostics, "create an HTTP rule") {
		return
	}
	var plan, cfg ruleModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	if resp.Diagnostics.HasError() {
		return
	}
	ctx, done := tfschema.WithOperationTimeout(ctx, "create", plan.Timeouts.Create, tfschema.DefaultWriteTimeout, &resp.Diagnostics)
	defer done()
	rule, ok := r.adopt(ctx, plan, &resp.Diagnostics)
	if !ok {
		return
	}
	if !claimForCreate(r.claims, rule.HTTPRuleID) {
		resp.Diagnostics.AddAttributeError(path.Root("rule_id"), "HTTP rule adopted twice", ruleClaimedTwice(rule.HTTPRuleID))
		return
	}
	adopted := ruleValuesOf(rule)
	plan.AdoptedSettings = encodeRuleValues(adopted)

	checkWritable(cfg, adopted, &resp.Diagnostics)
	want, d := wantedRuleValues(ctx, cfg, adopted)
	resp.Diagnostics.Append(d...)
	if resp.Diagnostics.HasError() {
		return
	}
	checkRegionTakes(cfg, rule.HTTPRuleID, adopted, want, &resp.Diagnostics)
	if resp.Diagnostics.HasError() {
		return
	}
	plan.RuleID = types.StringValue(rule.HTTPRuleID)
	if !want.equal(adopted) {
		if _, err := r.api.UpdateHTTPRule(ctx, plan.appRef(), rule.HTTPRuleID, want.requestFrom(adopted)); err != nil {
			if client.IsRuleNotInRegion(err) {
				// Refused before any change: nothing is adopted, and the
				// next apply meets the same refusal until the settings go.
				resp.Diagnostics.AddError("Cannot update the adopted HTTP rule", notInRegionError(rule, err))
				return
			}
			resp.Diagnostics.AddError("Cannot update the adopted HTTP rule", fmt.Sprintf("Rule %s was found but updating it failed: %s", rule.HTTPRuleID, err))
			// Keep the adoption, tainted, with the settings captured above:
			// without it the next apply would adopt again and capture as the
			// restore point whatever this update may have left behind.
			r.saveAfterFailedWrite(ctx, &plan, rule, &resp.State, &resp.Diagnostics)
			return
		}
	}
	r.readInto(ctx, &plan, &resp.Diagnostics)
	if resp.Diagnostics.HasError() {
		// The update took but could not be read back: keep the adoption
		// (tainted) all the same, for the same reason.
		r.saveAfterFailedWrite(ctx, &plan, rule, &resp.State, &resp.Diagnostics)
		return
	}
	r.recordIdentity(ctx, &plan, resp.Private, resp.Identity, &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
}

func (r *ruleResource) Read(ctx context.Context, req resource.ReadRequest, resp *resource.ReadResponse) {
	var state ruleModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	if platform.SkipRefreshKeepingIdentity(ctx, r.api != nil, ruleIDFormat, state.ID.ValueString(), resp) {
		return
	}
	rule, found, ok := r.findRule(ctx, state.RuleID.ValueString(), &resp.Diagnostics)
	if !ok {
		return
	}
	if !found {
		resp.Diagnostics.AddWarning("HTTP rule is gone",
			fmt.Sprintf("HTTP rule %s is no longer on the platform (its port's outer service may have been closed or the rule deleted in the console). Terraform removes it from state; since the API cannot create rules, a new apply can only adopt a rule that exists again.", state.RuleID.ValueString()))
		resp.State.RemoveResource(ctx)
		tfid.IdentityOfRemoved(ctx, ruleIDFormat, state.ID.ValueString(), resp.Identity)
		return
	}
	if imported(state) {
		if err := checkRuleImport(rule, state.TeamID.ValueString(), state.RegionName.ValueString(), state.AppID.ValueInt64()); err != nil {
			resp.Diagnostics.AddError("HTTP rule imported under the wrong path", err.Error())
			return
		}
	}
	setRuleState(ctx, &state, rule, &resp.Diagnostics)
	if state.RestoreOnDestroy.IsNull() {
		state.RestoreOnDestroy = types.BoolValue(false)
	}
	// An imported rule has no captured settings yet: the first read captures
	// them, so restore_on_destroy has something to restore.
	if state.AdoptedSettings.IsNull() || state.AdoptedSettings.ValueString() == "" {
		state.AdoptedSettings = encodeRuleValues(ruleValuesOf(rule))
	}
	r.recordIdentity(ctx, &state, resp.Private, resp.Identity, &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
}

func (r *ruleResource) Update(ctx context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	if platform.NotConfigured(r.api != nil, &resp.Diagnostics, "update an HTTP rule") {
		return
	}
	var plan, cfg, prior ruleModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	resp.Diagnostics.Append(req.State.Get(ctx, &prior)...)
	if resp.Diagnostics.HasError() {
		return
	}
	if plan.RuleID.Equal(prior.RuleID) && configuredAsBefore(ctx, cfg, prior) {
		// Only the written form of the team or component changed (or the
		// timeouts, or restore_on_destroy): nothing to send, and what the
		// platform reported stays as read.
		next := prior
		next.ID, next.TeamID, next.ServiceID = plan.ID, plan.TeamID, plan.ServiceID
		next.RestoreOnDestroy, next.Timeouts = plan.RestoreOnDestroy, plan.Timeouts
		r.recordIdentity(ctx, &next, resp.Private, resp.Identity, &resp.Diagnostics)
		resp.Diagnostics.Append(resp.State.Set(ctx, &next)...)
		return
	}
	ctx, done := tfschema.WithOperationTimeout(ctx, "update", plan.Timeouts.Update, tfschema.DefaultWriteTimeout, &resp.Diagnostics)
	defer done()
	ruleID := plan.RuleID.ValueString()
	// The rule as it is now, not as planned: what the configuration leaves
	// unset goes back as the console may have changed it since the plan.
	current, found, ok := r.findRule(ctx, ruleID, &resp.Diagnostics)
	if !ok {
		return
	}
	if !found {
		resp.Diagnostics.AddAttributeError(path.Root("rule_id"), "HTTP rule not found", ruleGoneAtUpdate(cfg, ruleID))
		return
	}
	have := ruleValuesOf(current)
	checkWritable(cfg, have, &resp.Diagnostics)
	want, d := wantedRuleValues(ctx, cfg, have)
	resp.Diagnostics.Append(d...)
	if resp.Diagnostics.HasError() {
		return
	}
	checkRegionTakes(cfg, ruleID, have, want, &resp.Diagnostics)
	if resp.Diagnostics.HasError() {
		return
	}
	if !want.equal(have) {
		if _, err := r.api.UpdateHTTPRule(ctx, plan.appRef(), ruleID, want.requestFrom(have)); err != nil {
			if client.IsRuleNotInRegion(err) {
				// Refused before any change: the state keeps the prior values.
				resp.Diagnostics.AddError("Cannot update the HTTP rule", notInRegionError(current, err))
				return
			}
			resp.Diagnostics.AddError("Cannot update the HTTP rule", err.Error())
			if client.MayHaveActed(err) {
				// The update may have taken (its answer was lost): record
				// what the server has rather than keep the prior state.
				r.saveAfterFailedWrite(ctx, &plan, current, &resp.State, &resp.Diagnostics)
			}
			return
		}
	}
	r.readInto(ctx, &plan, &resp.Diagnostics)
	if resp.Diagnostics.HasError() {
		return
	}
	r.recordIdentity(ctx, &plan, resp.Private, resp.Identity, &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
}

// Delete cannot delete: the API has no such operation. It restores the
// adopted settings when asked to, and always warns that the rule remains.
func (r *ruleResource) Delete(ctx context.Context, req resource.DeleteRequest, resp *resource.DeleteResponse) {
	if platform.NotConfigured(r.api != nil, &resp.Diagnostics, "delete an HTTP rule") {
		return
	}
	var state ruleModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	ctx, done := tfschema.WithOperationTimeout(ctx, "delete", state.Timeouts.Delete, tfschema.DefaultWriteTimeout, &resp.Diagnostics)
	defer done()
	if state.RestoreOnDestroy.ValueBool() {
		if adoptedInThisRun(r.claims, state.RuleID.ValueString()) {
			// A replacement created before this destroy (create_before_destroy)
			// has adopted the rule again and applied its settings; writing the
			// old restore point back would undo them behind its state.
			resp.Diagnostics.AddWarning("HTTP rule not restored",
				fmt.Sprintf("HTTP rule %s was adopted again by this resource's replacement in the same apply, so restore_on_destroy leaves it with the replacement's settings.", state.RuleID.ValueString()))
			return
		}
		if v, ok := decodeRuleValues([]byte(state.AdoptedSettings.ValueString())); ok {
			if !r.restore(ctx, state, v, &resp.Diagnostics) {
				return
			}
		}
	}
	resp.Diagnostics.AddWarning("HTTP rule left on the platform", destroyRuleMessage(state, false))
}

func (r *ruleResource) ImportState(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	if platform.NotConfigured(r.api != nil, &resp.Diagnostics, "import an HTTP rule") {
		return
	}
	tfid.ImportCompositeID(ctx, ruleIDFormat, req, resp)
	resp.Diagnostics.Append(resp.State.SetAttribute(ctx, path.Root("restore_on_destroy"), types.BoolValue(false))...)
}

// followsAnotherPort reports a rule adopted through its port (no rule_id
// configured) whose configuration now names another port, or one not
// known until the apply.
func followsAnotherPort(cfg, state ruleModel) bool {
	if !cfg.RuleID.IsNull() || cfg.ContainerPort.IsNull() {
		return false
	}
	return cfg.ContainerPort.IsUnknown() || !cfg.ContainerPort.Equal(state.ContainerPort)
}

// imported reports a state that an import has just made: it holds the
// ID's parts alone, which no read or create leaves without service_id.
func imported(m ruleModel) bool {
	return m.ServiceID.IsNull() && (m.AdoptedSettings.IsNull() || m.AdoptedSettings.ValueString() == "")
}

// adoptTarget names the rule a create will adopt, as far as the plan knows.
func adoptTarget(plan ruleModel) string {
	if !plan.RuleID.IsNull() && !plan.RuleID.IsUnknown() {
		return "rule " + plan.RuleID.ValueString()
	}
	what := "the default rule of the port given by service_id and container_port"
	if !plan.ServiceID.IsUnknown() && !plan.ContainerPort.IsUnknown() {
		what = fmt.Sprintf("the default rule of port %d of component %q", plan.ContainerPort.ValueInt64(), plan.ServiceID.ValueString())
	}
	return what
}

func destroyRuleMessage(state ruleModel, planning bool) string {
	what := fmt.Sprintf("HTTP rule %s (domain %q)", state.RuleID.ValueString(), state.DomainName.ValueString())
	verb := "will forget"
	if !planning {
		verb = "forgot"
	}
	msg := fmt.Sprintf("The API has no operation that deletes an HTTP rule, so Terraform %s %s and it stays on the platform, still routing traffic, "+
		"until its port is deleted (the platform removes a port's default rule with the port). "+
		"Closing the port's outer service does not remove the rule. Delete it in the console if it should go now.", verb, what)
	if !state.RestoreOnDestroy.ValueBool() {
		return msg
	}
	if v, ok := decodeRuleValues([]byte(state.AdoptedSettings.ValueString())); ok {
		if planning {
			return msg + " Before that, restore_on_destroy writes back the settings captured when Terraform adopted it: " + v.summary() + "."
		}
		return msg + " Its settings were restored to those captured when Terraform adopted it."
	}
	return msg + " restore_on_destroy is set, but no settings were captured for this rule, so nothing is restored."
}

// saveAfterFailedWrite records the rule as the server has it after a write
// that failed, read with a context of its own (the write's may be spent).
// When it cannot be read, the state records before, the rule as it was
// before the write, and the next refresh corrects it.
func (r *ruleResource) saveAfterFailedWrite(ctx context.Context, m *ruleModel, before client.HTTPRule, state *tfsdk.State, diags *diag.Diagnostics) {
	var readDiags diag.Diagnostics
	lookCtx, cancel := tfschema.WithFailedWriteReadTimeout(ctx)
	r.readInto(lookCtx, m, &readDiags)
	cancel()
	if readDiags.HasError() {
		readDiags = nil
		setRuleState(ctx, m, before, &readDiags)
		if readDiags.HasError() {
			return
		}
	}
	diags.Append(state.Set(ctx, m)...)
}

// readInto refreshes m from the rule list after a write: the update's
// answer lacks fields and would not show what the server stored. The write
// dropped the cached list, so this list is fetched after it.
func (r *ruleResource) readInto(ctx context.Context, m *ruleModel, diags *diag.Diagnostics) {
	rule, found, err := r.api.FindHTTPRule(ctx, m.RuleID.ValueString())
	if err != nil {
		diags.AddError("Cannot read the HTTP rule back", err.Error())
		return
	}
	if !found {
		diags.AddError("HTTP rule vanished", fmt.Sprintf("HTTP rule %s was not in the rule list right after it was written; it may have been deleted at the same time.", m.RuleID.ValueString()))
		return
	}
	setRuleState(ctx, m, rule, diags)
}

// findRule looks a rule up in the enterprise's rule list. ok is false, with
// an error, when the list cannot be read; found is false when the rule is
// not in it.
func (r *ruleResource) findRule(ctx context.Context, ruleID string, diags *diag.Diagnostics) (rule client.HTTPRule, found, ok bool) {
	rule, found, err := r.api.FindHTTPRule(ctx, ruleID)
	if err != nil {
		addRuleListError(diags, err)
		return rule, false, false
	}
	return rule, found, true
}

// findExistingRule is findRule for a rule the configuration names: one that
// is not on the platform is an error too, since nothing can bring it back.
func (r *ruleResource) findExistingRule(ctx context.Context, ruleID string, diags *diag.Diagnostics) (client.HTTPRule, bool) {
	rule, found, ok := r.findRule(ctx, ruleID, diags)
	if ok && !found {
		diags.AddAttributeError(path.Root("rule_id"), "HTTP rule not found", ruleGoneError(ruleID))
	}
	return rule, ok && found
}

func addRuleListError(diags *diag.Diagnostics, err error) {
	diags.AddError("Cannot list HTTP rules", err.Error())
}
