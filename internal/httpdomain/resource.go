package httpdomain

import (
	"context"
	"fmt"
	"regexp"

	"github.com/hashicorp/terraform-plugin-framework-timeouts/resource/timeouts"
	"github.com/hashicorp/terraform-plugin-framework-validators/int64validator"
	"github.com/hashicorp/terraform-plugin-framework-validators/listvalidator"
	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/boolplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/int64default"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/int64planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/mapdefault"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/objectplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringdefault"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

var (
	_ resource.ResourceWithConfigure   = (*domainResource)(nil)
	_ resource.ResourceWithImportState = (*domainResource)(nil)
	_ resource.ResourceWithModifyPlan  = (*domainResource)(nil)
)

// domainIDFormat is the rule's path in the app: the ID and the import form,
// the same as rainbond_http_rule's.
var domainIDFormat = tfid.HTTPRuleIDFormat

// minInt32 and maxInt32 bound the platform's 32-bit integer columns.
const (
	minInt32 = -1 << 31
	maxInt32 = 1<<31 - 1
)

type domainModel struct {
	ID             types.String   `tfsdk:"id"`
	TeamID         types.String   `tfsdk:"team_id"`
	RegionName     types.String   `tfsdk:"region_name"`
	AppID          types.Int64    `tfsdk:"app_id"`
	ServiceID      types.String   `tfsdk:"service_id"`
	ContainerPort  types.Int64    `tfsdk:"container_port"`
	DomainName     types.String   `tfsdk:"domain_name"`
	DomainPath     types.String   `tfsdk:"domain_path"`
	DomainCookie   types.String   `tfsdk:"domain_cookie"`
	DomainHeader   types.String   `tfsdk:"domain_header"`
	TheWeight      types.Int64    `tfsdk:"the_weight"`
	CertificateID  types.Int64    `tfsdk:"certificate_id"`
	AutoSSL        types.Bool     `tfsdk:"auto_ssl"`
	AutoSSLConfig  types.String   `tfsdk:"auto_ssl_config"`
	RuleExtensions types.List     `tfsdk:"rule_extensions"`
	OpenOuterPort  types.Bool     `tfsdk:"open_outer_port"`
	Configuration  types.Object   `tfsdk:"configuration"`
	RuleID         types.String   `tfsdk:"rule_id"`
	Protocol       types.String   `tfsdk:"protocol"`
	Timeouts       timeouts.Value `tfsdk:"timeouts"`
	// TenantID is the rule's team by id, from the platform's answer: the
	// team of the canonical identity. Not an attribute.
	TenantID string `tfsdk:"-"`
}

func (m *domainModel) appRef() client.AppRef {
	return client.AppRef{TeamID: m.TeamID.ValueString(), RegionName: m.RegionName.ValueString(), AppID: m.AppID.ValueInt64()}
}

func (m *domainModel) componentRef() client.ComponentRef {
	return platform.ComponentRefOf(m.TeamID, m.RegionName, m.AppID, m.ServiceID)
}

func (m *domainModel) label() string {
	return fmt.Sprintf("custom domain %q%s on port %d of component %q", m.DomainName.ValueString(), m.DomainPath.ValueString(), m.ContainerPort.ValueInt64(), m.ServiceID.ValueString())
}

// setFrom records what the platform reports of the rule. service_id keeps
// its written form (alias or id) while it names the rule's component. The
// extensions, the proxy settings and open_outer_port are not in the
// answer, and stay as they are.
func (m *domainModel) setFrom(r client.AppHTTPRule) {
	m.RuleID = types.StringValue(r.HTTPRuleID)
	m.TenantID = r.TenantID
	m.ID = types.StringValue(domainIDFormat.Build(m.TeamID.ValueString(), m.RegionName.ValueString(), m.AppID.ValueInt64(), r.HTTPRuleID))
	if m.ServiceID.IsNull() || m.ServiceID.IsUnknown() || !ruleOfComponent(r, m.ServiceID.ValueString()) {
		m.ServiceID = types.StringValue(r.ServiceID)
	}
	m.ContainerPort = types.Int64Value(r.ContainerPort)
	m.DomainName = types.StringValue(r.DomainName)
	m.DomainPath = types.StringValue(r.DomainPath)
	m.DomainCookie = optionalString(r.DomainCookie)
	m.DomainHeader = optionalString(r.DomainHeader)
	m.TheWeight = types.Int64Value(r.TheWeight)
	m.CertificateID = types.Int64Value(r.CertificateID)
	m.AutoSSL = types.BoolValue(r.AutoSSL)
	m.AutoSSLConfig = types.StringNull()
	if r.AutoSSLConfig != nil && *r.AutoSSLConfig != "" {
		m.AutoSSLConfig = types.StringValue(*r.AutoSSLConfig)
	}
	m.Protocol = types.StringValue(r.Protocol)
}

// optionalString is null for the "" that the platform stores for an unset
// condition.
func optionalString(s string) types.String {
	if s == "" {
		return types.StringNull()
	}
	return types.StringValue(s)
}

// configurationTypes are the attributes of configuration.
var configurationTypes = map[string]attr.Type{
	"proxy_body_size": types.Int64Type, "proxy_buffer_numbers": types.Int64Type, "proxy_buffer_size": types.Int64Type,
	"proxy_buffering": types.StringType, "proxy_connect_timeout": types.Int64Type, "proxy_read_timeout": types.Int64Type,
	"proxy_send_timeout": types.Int64Type, "set_headers": types.MapType{ElemType: types.StringType},
}

type configurationModel struct {
	ProxyBodySize       types.Int64  `tfsdk:"proxy_body_size"`
	ProxyBufferNumbers  types.Int64  `tfsdk:"proxy_buffer_numbers"`
	ProxyBufferSize     types.Int64  `tfsdk:"proxy_buffer_size"`
	ProxyBuffering      types.String `tfsdk:"proxy_buffering"`
	ProxyConnectTimeout types.Int64  `tfsdk:"proxy_connect_timeout"`
	ProxyReadTimeout    types.Int64  `tfsdk:"proxy_read_timeout"`
	ProxySendTimeout    types.Int64  `tfsdk:"proxy_send_timeout"`
	SetHeaders          types.Map    `tfsdk:"set_headers"`
}

// NewResource returns the rainbond_http_domain resource.
func NewResource() resource.Resource { return &domainResource{} }

// domainResource reaches the platform only through DomainAPI, nil until
// the provider is configured; claims notice a rule that a
// rainbond_http_rule of the same walk adopts.
type domainResource struct {
	api    platform.DomainAPI
	claims *tfid.Claims
}

func (r *domainResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_http_domain"
}

func (r *domainResource) Schema(ctx context.Context, _ resource.SchemaRequest, resp *resource.SchemaResponse) {
	replace := []planmodifier.String{stringplanmodifier.RequiresReplace()}
	keep := []planmodifier.String{stringplanmodifier.UseStateForUnknown()}
	resp.Schema = schema.Schema{
		MarkdownDescription: "A custom domain: an HTTP access rule that binds a domain (and optionally a path, cookie or header condition and a certificate) " +
			"to a port of a component. Terraform creates the rule, updates it, and deletes it on destroy.\n\n" +
			"**What it adopts, and when.** A create takes over an existing rule only when it is the create's own: an earlier attempt of the same create " +
			"may have made it (its answer was lost), the rule has the settings asked for, and no other resource of the run manages it. " +
			"A create that meets a rule made before it (in the console, by another configuration, or the rule this resource is replacing) fails, " +
			"naming the rule and the `terraform import` command that brings it under management; nothing is deleted. " +
			"The platform refuses a second rule with the same component, port, domain and path while the first exists, so a replacement " +
			"with `create_before_destroy` that keeps them fails before deleting anything: leave `create_before_destroy` off, or change `domain_path` or `domain_name`. " +
			"A port's default rule (type 0, the generated domain) is never taken, not even by import: manage it with `rainbond_http_rule`; " +
			"a plan that manages one rule with both resources fails.\n\n" +
			"**What destroy deletes.** The rule, and nothing else. Destroy treats only the rule's own \"not found\" (code 1404) as already deleted; " +
			"a missing team, region or app is an error. The platform does not close the port's outer service (a port opened by " +
			"`open_outer_port` stays open), and it leaves the route that the create registered on the cluster's API gateway (host `domain_name`, path `/*`, " +
			"the port's service): only deleting the component or the app removes it, so the domain may keep reaching the component. " +
			"A rule update never changes that route, which is why `domain_name` and `container_port` replace the rule; a new rule for a host " +
			"whose route exists keeps the old route.\n\n" +
			"**Unset settings.** A setting the configuration leaves unset is the platform's: the create leaves it to the platform's default, " +
			"and an update writes the value the rule has at apply time, so a change made in the console after `terraform plan -out` survives the apply.\n\n" +
			"**Values the platform trims.** The platform strips blanks around text values; `domain_path`, `domain_cookie`, `domain_header` and " +
			"`auto_ssl_config` with leading or trailing blanks are refused at plan time rather than changed behind Terraform's back.\n\n" +
			"Refresh reads the rules of the app in one request shared by every rule of the app. The platform does not report a rule's " +
			"extensions there, nor its proxy settings anywhere: `rule_extensions` is read on import and by applies that change the rule, from the enterprise's rule list, " +
			"and `configuration` is what Terraform sent.",
		Attributes: map[string]schema.Attribute{
			"id": schema.StringAttribute{
				MarkdownDescription: "`team_id/region_name/app_id/rule_id`.",
				Computed:            true,
				PlanModifiers:       keep,
			},
			"team_id":     schema.StringAttribute{MarkdownDescription: "Team id or team name. " + tfid.SamePathNote("team", "tenant id or name"), Required: true, Validators: tfid.IDPathPartValidators()},
			"region_name": schema.StringAttribute{MarkdownDescription: "Region of the app. Changing it replaces the rule.", Required: true, Validators: tfid.IDPathPartValidators(), PlanModifiers: replace},
			"app_id": schema.Int64Attribute{
				MarkdownDescription: "App of the component. Changing it replaces the rule.",
				Required:            true,
				Validators:          []validator.Int64{int64validator.AtLeast(1)},
				PlanModifiers:       []planmodifier.Int64{int64planmodifier.RequiresReplace()},
			},
			"service_id": schema.StringAttribute{
				MarkdownDescription: "Component id or alias. The create needs the id, so an alias costs one read of the component (shared by every rule of it in a run). " +
					tfid.SamePathNote("component", "component id or alias"),
				Required:   true,
				Validators: tfid.IDPathPartValidators(),
			},
			"container_port": schema.Int64Attribute{
				MarkdownDescription: "Port of the component that the domain serves: one of the component's ports, checked before the create. Its outer service must be open, or `open_outer_port` set. " +
					"Changing it replaces the rule, so that the API gateway's route follows (see above).",
				Required:      true,
				Validators:    []validator.Int64{int64validator.Between(1, 65535)},
				PlanModifiers: []planmodifier.Int64{int64planmodifier.RequiresReplace()},
			},
			"domain_name": schema.StringAttribute{
				MarkdownDescription: "The domain, a DNS name in lower case (`*.` may lead it), at most 128 characters: the platform's region takes only a lower-case DNS-1123 name, so a name in Unicode or upper case is refused at plan time with the form to write. " +
					"The platform refuses a domain that another team uses in the same region. " +
					"Changing it replaces the rule, so that the API gateway's route follows (see above).",
				Required:      true,
				Validators:    []validator.String{domainNameValidator()},
				PlanModifiers: replace,
			},
			"domain_path": schema.StringAttribute{
				MarkdownDescription: "Path condition, starting with `/`. The create's default is `/`. " + unsetKeepsLive,
				Optional:            true,
				Computed:            true,
				Validators:          []validator.String{stringvalidator.RegexMatches(pathPattern, "must start with /"), untrimmedValidator()},
			},
			"domain_cookie": schema.StringAttribute{
				MarkdownDescription: "Cookie condition, such as `beta=1`. " + unsetKeepsLive + " The platform's update cannot clear a cookie condition once set: " +
					"to drop it, replace the rule (`terraform apply -replace`) with `domain_cookie` unset.",
				Optional:   true,
				Computed:   true,
				Validators: []validator.String{stringvalidator.LengthAtLeast(1), untrimmedValidator()},
			},
			"domain_header": schema.StringAttribute{
				MarkdownDescription: "Header condition, such as `X-Env=beta`. Set only when the rule is created: the platform's update cannot change it, so any change replaces the rule.",
				Optional:            true,
				Validators:          []validator.String{stringvalidator.LengthAtLeast(1), untrimmedValidator()},
				PlanModifiers:       replace,
			},
			"the_weight": schema.Int64Attribute{
				MarkdownDescription: "Weight of the rule among rules of the same domain and path: any 32-bit integer, `0` and negatives included, as the platform stores it. The create's default is 100. " + unsetKeepsLive,
				Optional:            true,
				Computed:            true,
				Validators:          []validator.Int64{int64validator.Between(minInt32, maxInt32)},
			},
			"certificate_id": schema.Int64Attribute{
				MarkdownDescription: "Certificate that the rule serves (`rainbond_certificate`'s `certificate_id`); 0 for none. A certificate makes the rule HTTPS. " +
					"Refer to the certificate resource so that Terraform orders the two. " + unsetKeepsLive + " Set `0` to remove a certificate.",
				Optional:   true,
				Computed:   true,
				Validators: []validator.Int64{int64validator.AtLeast(0)},
			},
			"auto_ssl": schema.BoolAttribute{
				MarkdownDescription: "Automatic certificate matching: an outside service upgrades the rule to HTTPS. The create's default is false. " + unsetKeepsLive,
				Optional:            true,
				Computed:            true,
			},
			"auto_ssl_config": schema.StringAttribute{
				MarkdownDescription: "How the certificate is issued when `auto_ssl` is on; the platform refuses an empty value. " + unsetKeepsLive,
				Optional:            true,
				Computed:            true,
				Validators:          []validator.String{stringvalidator.LengthAtLeast(1), untrimmedValidator()},
			},
			"rule_extensions": schema.ListAttribute{
				MarkdownDescription: "Extensions such as `lb-type:round-robin`, each a single `key:value`. Sent as `{key, value}` objects. " +
					"A list that is not empty replaces the rule's extensions. `[]` is refused at plan time for a rule that has extensions: the platform would clear the console's copy while the gateway keeps applying them; remove them in the console. " +
					"Not refreshed: the app's rule list does not report them; an apply that changes the rule reads them from the enterprise's rule list. " + unsetKeepsLive,
				ElementType: types.StringType,
				Optional:    true,
				Computed:    true,
				Validators:  []validator.List{listvalidator.ValueStringsAre(platform.RuleExtensionValidator())},
			},
			"open_outer_port": schema.BoolAttribute{
				MarkdownDescription: "Open the port's outer service when the rule is created, without creating the port's default rule " +
					"(the platform's `whether_open`). Without it, a port whose outer service is closed is refused. Destroy does not close the port again. " +
					"Used only by the create, so changing it replaces the rule; so does setting it to `true` on an imported rule (an import cannot read it).",
				Optional:      true,
				Computed:      true,
				PlanModifiers: []planmodifier.Bool{createOnlyFalse{}, boolplanmodifier.RequiresReplaceIf(changedAfterCreate, "Changing open_outer_port replaces the rule.", "Changing `open_outer_port` replaces the rule.")},
			},
			"configuration": schema.SingleNestedAttribute{
				MarkdownDescription: "Proxy settings, sent with the create only: the platform has no read of them and no update through this API, so changing them replaces the rule, and so does setting them on an imported rule.",
				Optional:            true,
				PlanModifiers:       []planmodifier.Object{objectplanmodifier.RequiresReplaceIf(objectChangedAfterCreate, "Changing configuration replaces the rule.", "Changing `configuration` replaces the rule.")},
				Attributes: map[string]schema.Attribute{
					"proxy_body_size":       proxyInt("Largest request body, in MB; 0 for no limit.", 0),
					"proxy_buffer_numbers":  proxyInt("Number of proxy buffers.", 4),
					"proxy_buffer_size":     proxyInt("Size of a proxy buffer, in KB.", 4),
					"proxy_connect_timeout": proxyInt("Connect timeout, in seconds.", 75),
					"proxy_read_timeout":    proxyInt("Read timeout, in seconds.", 60),
					"proxy_send_timeout":    proxyInt("Send timeout, in seconds.", 60),
					"proxy_buffering": schema.StringAttribute{
						MarkdownDescription: "Proxy buffering, `on` or `off`. Defaults to `off`.",
						Optional:            true,
						Computed:            true,
						Default:             stringdefault.StaticString("off"),
						Validators:          []validator.String{stringvalidator.OneOf("on", "off")},
					},
					"set_headers": schema.MapAttribute{
						MarkdownDescription: "Not supported: must be left unset or empty. The platform accepts headers here but drops them " +
							"(the console forwards `{key, value}` items, and the region reads only `item_key`/`item_value`), so no header would ever be set.",
						ElementType: types.StringType,
						Optional:    true,
						Computed:    true,
						Default:     mapdefault.StaticValue(types.MapValueMust(types.StringType, map[string]attr.Value{})),
						Validators:  []validator.Map{noSetHeaders{}},
					},
				},
			},
			"rule_id": schema.StringAttribute{
				MarkdownDescription: "The rule's `http_rule_id`, which the platform generates.",
				Computed:            true,
				PlanModifiers:       keep,
			},
			"protocol": schema.StringAttribute{
				MarkdownDescription: "`https` when the rule has a certificate, otherwise `http`.",
				Computed:            true,
			},
		},
		Blocks: map[string]schema.Block{
			"timeouts": tfschema.TimeoutsBlock(ctx, timeouts.Opts{Create: true, Update: true, Delete: true}),
		},
	}
}

func proxyInt(desc string, def int64) schema.Int64Attribute {
	return schema.Int64Attribute{
		MarkdownDescription: fmt.Sprintf("%s Defaults to %d.", desc, def),
		Optional:            true,
		Computed:            true,
		Default:             int64default.StaticInt64(def),
		Validators:          []validator.Int64{int64validator.AtLeast(0)},
	}
}

func (r *domainResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		r.api, r.claims = data.Domains, data.Claims
	}
}

// ModifyPlan plans the protocol, plans a change of the written form of the
// team or component as a change of state alone, claims the rule this
// resource manages (so that a rainbond_http_rule of the same configuration
// that adopts it fails the plan), and says on destroy what the platform
// leaves behind.
func (r *domainResource) ModifyPlan(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	if req.Plan.Raw.IsNull() && req.State.Raw.IsNull() {
		return
	}
	if !req.Plan.Raw.IsNull() {
		planProtocol(ctx, req, resp)
	}
	if req.State.Raw.IsNull() {
		return
	}
	var state domainModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	if req.Plan.Raw.IsNull() {
		resp.Diagnostics.AddWarning("Destroy deletes the rule but leaves the port open", destroyNote(state))
		return
	}
	if len(resp.RequiresReplace) == 0 && r.planPathSpellings(ctx, req, resp) {
		return
	}
	if len(resp.RequiresReplace) == 0 {
		r.planRegionLimits(ctx, req, &state, resp)
	}
	ruleID := state.RuleID.ValueString()
	if r.claims == nil || ruleID == "" || len(resp.RequiresReplace) > 0 {
		return
	}
	r.claims.Take(tfid.DomainRuleClaim, ruleID)
	if r.claims.Taken(tfid.AdoptedRuleClaim, ruleID) {
		resp.Diagnostics.AddAttributeError(path.Root("rule_id"), "HTTP rule managed twice", tfid.RuleManagedTwice(ruleID))
	}
}

func (r *domainResource) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	if platform.NotConfigured(r.api != nil, &resp.Diagnostics, "create a custom domain") {
		return
	}
	var plan, cfg domainModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	if resp.Diagnostics.HasError() {
		return
	}
	ctx, done := tfschema.WithOperationTimeout(ctx, "create", plan.Timeouts.Create, tfschema.DefaultWriteTimeout, &resp.Diagnostics)
	defer done()
	body, ok := r.createBody(ctx, &plan, &resp.Diagnostics)
	if !ok {
		return
	}
	before, ok := r.checkBeforeCreate(ctx, &plan, body, &resp.Diagnostics)
	if !ok {
		return
	}
	out, ok := r.createRule(ctx, &plan, body, &resp.Diagnostics)
	if !ok {
		r.portLeftOpen(ctx, &plan, body, before, &resp.Diagnostics)
		return
	}
	r.hold(out.ruleID)
	plan.RuleID = types.StringValue(out.ruleID)
	plan.ID = types.StringValue(domainIDFormat.Build(plan.TeamID.ValueString(), plan.RegionName.ValueString(), plan.AppID.ValueInt64(), out.ruleID))
	plan.RuleExtensions = sentExtensions(ctx, body, &resp.Diagnostics)
	if !r.readBack(ctx, &plan, &resp.Diagnostics) {
		// Created: keep it in state (tainted), so no second create.
		resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
		return
	}
	if want := cfg.CertificateID; known(want) && plan.CertificateID.ValueInt64() != want.ValueInt64() {
		resp.Diagnostics.AddAttributeError(path.Root("certificate_id"), "Certificate not found",
			fmt.Sprintf("The platform created %s without certificate %d: it has no certificate of that id, and stored %d while marking the rule %s. "+
				"The rule is kept in state, tainted, so that the next apply replaces it; give the id of an existing certificate.", plan.label(), want.ValueInt64(), plan.CertificateID.ValueInt64(), plan.Protocol.ValueString()))
	}
	if out.lateFail != "" {
		resp.Diagnostics.AddAttributeError(path.Root("configuration"), "Custom domain created without its proxy settings",
			fmt.Sprintf("The platform created HTTP rule %s, then failed to apply its proxy settings (configuration), which it does after the rule exists: %s\n"+
				"The rule is kept in state, tainted, so that the next apply replaces it (deletes it and creates it again with the settings).", out.ruleID, out.lateFail))
	}
	r.recordIdentity(ctx, &plan, resp.Private, resp.Identity, &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
}

func (r *domainResource) Read(ctx context.Context, req resource.ReadRequest, resp *resource.ReadResponse) {
	var state domainModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	if platform.SkipRefreshKeepingIdentity(ctx, r.api != nil, domainIDFormat, state.ID.ValueString(), resp) {
		return
	}
	// Only the rule's absence from its app's list means gone: a 404 of the
	// team, region or app (another console, a deleted app) is an error
	// that keeps the state.
	rule, found, err := r.api.FindHTTPDomain(ctx, state.appRef(), state.RuleID.ValueString())
	if err != nil {
		tfschema.AddReadError(&resp.Diagnostics, "Cannot list the HTTP rules of the app", err,
			"team_id", state.TeamID.ValueString(), "region_name", state.RegionName.ValueString(), "app_id", state.AppID.ValueInt64())
		return
	}
	if !found {
		resp.Diagnostics.AddWarning("Custom domain is gone",
			fmt.Sprintf("HTTP rule %s (domain %q) is no longer among the rules of app %d; Terraform removes it from state and plans to create it again.",
				state.RuleID.ValueString(), state.DomainName.ValueString(), state.AppID.ValueInt64()))
		resp.State.RemoveResource(ctx)
		tfid.IdentityOfRemoved(ctx, domainIDFormat, state.ID.ValueString(), resp.Identity)
		return
	}
	state.setFrom(rule)
	r.fillImported(ctx, &state, &resp.Diagnostics)
	r.recordIdentity(ctx, &state, resp.Private, resp.Identity, &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
}

func (r *domainResource) Update(ctx context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	if platform.NotConfigured(r.api != nil, &resp.Diagnostics, "update a custom domain") {
		return
	}
	var plan, prior, cfg domainModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	resp.Diagnostics.Append(req.State.Get(ctx, &prior)...)
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	if resp.Diagnostics.HasError() {
		return
	}
	ctx, done := tfschema.WithOperationTimeout(ctx, "update", plan.Timeouts.Update, tfschema.DefaultWriteTimeout, &resp.Diagnostics)
	defer done()
	r.hold(plan.RuleID.ValueString())
	if r.writeUpdate(ctx, &plan, &prior, &cfg, resp) {
		r.recordIdentity(ctx, &plan, resp.Private, resp.Identity, &resp.Diagnostics)
		resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
	}
}

func (r *domainResource) Delete(ctx context.Context, req resource.DeleteRequest, resp *resource.DeleteResponse) {
	if platform.NotConfigured(r.api != nil, &resp.Diagnostics, "delete a custom domain") {
		return
	}
	var state domainModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	ctx, done := tfschema.WithOperationTimeout(ctx, "delete", state.Timeouts.Delete, tfschema.DefaultWriteTimeout, &resp.Diagnostics)
	defer done()
	ended := r.deleting(state.RuleID.ValueString())
	err := r.api.DeleteHTTPDomain(ctx, state.appRef(), state.RuleID.ValueString())
	// Only the rule's own 404 (code 1404) says the rule is gone; the team's,
	// the region's or the app's, a proxy's page or a wrong base_url must not
	// forget a rule that still serves the domain.
	gone := err == nil || client.IsRuleNotFound(err)
	ended(gone)
	if !gone {
		resp.Diagnostics.AddError("Cannot delete "+state.label(), err.Error())
	}
}

// ImportState imports a custom domain. A port's default rule (type 0, the
// generated domain) is refused: destroy would delete a rule that the
// platform made with the port, which rainbond_http_rule manages instead.
func (r *domainResource) ImportState(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	// The extensions are left null for Read to fill in (fillImported); the
	// proxy settings and open_outer_port cannot be read and stay null.
	tfid.ImportCompositeID(ctx, domainIDFormat, req, resp)
	if resp.Diagnostics.HasError() || r.api == nil {
		return
	}
	var m domainModel
	for name, dst := range map[string]any{"team_id": &m.TeamID, "region_name": &m.RegionName, "app_id": &m.AppID, "rule_id": &m.RuleID} {
		resp.Diagnostics.Append(resp.State.GetAttribute(ctx, path.Root(name), dst)...)
	}
	if resp.Diagnostics.HasError() {
		return
	}
	rule, found, err := r.api.FindHTTPDomain(ctx, m.appRef(), m.RuleID.ValueString())
	if err != nil || !found || rule.Type != 0 {
		return // Read reports a failed list or a missing rule
	}
	resp.Diagnostics.AddError("A port's default rule is not a custom domain",
		fmt.Sprintf("HTTP rule %s is the default rule of port %d of component %q (type 0, the platform's generated domain %q): the platform made it when the port's outer service opened, "+
			"and deleting it belongs to the port. Manage it with rainbond_http_rule instead, which adopts it and never deletes it:\n"+
			"  resource \"rainbond_http_rule\" \"...\" {\n    team_id     = %q\n    region_name = %q\n    app_id      = %d\n    rule_id     = %q\n  }",
			rule.HTTPRuleID, rule.ContainerPort, rule.ServiceName, rule.DomainName, m.TeamID.ValueString(), m.RegionName.ValueString(), m.AppID.ValueInt64(), rule.HTTPRuleID))
	resp.State.RemoveResource(ctx)
}

// planProtocol plans the protocol, which follows the certificate: https
// with one, http without.
func planProtocol(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	var cert types.Int64
	resp.Diagnostics.Append(req.Plan.GetAttribute(ctx, path.Root("certificate_id"), &cert)...)
	if cert.IsUnknown() || cert.IsNull() {
		return
	}
	protocol := "http"
	if cert.ValueInt64() != 0 {
		protocol = "https"
	}
	resp.Diagnostics.Append(resp.Plan.SetAttribute(ctx, path.Root("protocol"), types.StringValue(protocol))...)
}

func destroyNote(m domainModel) string {
	return fmt.Sprintf("Destroying deletes HTTP rule %s (domain %q) and nothing else. The platform does not close port %d's outer service, "+
		"and leaves the domain's route on the cluster's API gateway (removed only with the component or the app), which may keep serving it; "+
		"check the gateway if the domain must stop answering.", m.RuleID.ValueString(), m.DomainName.ValueString(), m.ContainerPort.ValueInt64())
}

// pathPattern is a path condition.
var pathPattern = regexp.MustCompile(`^/`)

// changedAfterCreate replaces the rule when a create-only value changes,
// but not after an import, which cannot read it.
// changedAfterCreate replaces the rule when open_outer_port asks for
// another create than the one that made it. An imported rule has null
// there (it cannot be read): true then asks for a port opening that only a
// create does (the platform's rule update has no whether_open), so it
// replaces too; false asks nothing of a rule that exists.
func changedAfterCreate(_ context.Context, req planmodifier.BoolRequest, resp *boolplanmodifier.RequiresReplaceIfFuncResponse) {
	if req.StateValue.IsNull() {
		resp.RequiresReplace = !req.State.Raw.IsNull() && !req.PlanValue.IsNull() && !req.PlanValue.Equal(types.BoolValue(false))
		return
	}
	resp.RequiresReplace = !req.PlanValue.Equal(req.StateValue)
}

// objectChangedAfterCreate replaces the rule when configuration differs
// from what the create sent. An imported rule has null there (the platform
// has no read of its proxy settings, and its rule update cannot set them),
// so configuring them afterwards replaces the rule: that create is the only
// write that sends them.
func objectChangedAfterCreate(_ context.Context, req planmodifier.ObjectRequest, resp *objectplanmodifier.RequiresReplaceIfFuncResponse) {
	resp.RequiresReplace = !req.State.Raw.IsNull() && !req.PlanValue.Equal(req.StateValue)
}

// createOnlyFalse plans open_outer_port when the configuration leaves it
// unset: false for a create, and the state's value afterwards (null after
// an import, which cannot read it), since it acts only at create.
type createOnlyFalse struct{}

func (createOnlyFalse) Description(context.Context) string {
	return "unset means false at create, and what the state holds afterwards"
}

func (m createOnlyFalse) MarkdownDescription(ctx context.Context) string { return m.Description(ctx) }

func (createOnlyFalse) PlanModifyBool(_ context.Context, req planmodifier.BoolRequest, resp *planmodifier.BoolResponse) {
	if !req.ConfigValue.IsNull() {
		return
	}
	if req.State.Raw.IsNull() {
		resp.PlanValue = types.BoolValue(false)
		return
	}
	resp.PlanValue = req.StateValue
}
