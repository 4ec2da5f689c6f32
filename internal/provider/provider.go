// Package provider wires the families into the Rainbond Terraform provider:
// its configuration, the provider data handed to every resource and data
// source, and the lists of both. What each type does is in its family.
package provider

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework-validators/int64validator"
	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/provider"
	"github.com/hashicorp/terraform-plugin-framework/provider/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/app"
	"github.com/rainbond/terraform-provider-rainbond/internal/certificate"
	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/component"
	"github.com/rainbond/terraform-provider-rainbond/internal/componentenv"
	"github.com/rainbond/terraform-provider-rainbond/internal/componentports"
	"github.com/rainbond/terraform-provider-rainbond/internal/httpdomain"
	"github.com/rainbond/terraform-provider-rainbond/internal/httprule"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/port"
	"github.com/rainbond/terraform-provider-rainbond/internal/readonly"
	"github.com/rainbond/terraform-provider-rainbond/internal/region"
	"github.com/rainbond/terraform-provider-rainbond/internal/scaling"
	"github.com/rainbond/terraform-provider-rainbond/internal/tcprule"
	"github.com/rainbond/terraform-provider-rainbond/internal/team"
	"github.com/rainbond/terraform-provider-rainbond/internal/thirdparty"
	"github.com/rainbond/terraform-provider-rainbond/internal/volume"
)

// SourceAddress is the provider's registry address. Every other place that
// needs it (main.go, tests, examples' required_providers) derives from it.
const SourceAddress = "registry.terraform.io/rainbond/rainbond"

// Environment variables read when the matching attribute is not set.
const (
	EnvBaseURL   = "RAINBOND_BASE_URL"
	EnvToken     = "RAINBOND_TOKEN"
	EnvReadCache = "RAINBOND_READ_CACHE"
	// EnvOrderComponentWrites set to false lets a component's writes go
	// side by side, which only a console on MySQL takes (see the large
	// platforms guide); by default they go one at a time.
	EnvOrderComponentWrites = "RAINBOND_ORDER_COMPONENT_WRITES"
)

var _ provider.Provider = (*rainbondProvider)(nil)

type rainbondProvider struct {
	version string
}

// New returns a constructor for the provider at the given version.
func New(version string) func() provider.Provider {
	return func() provider.Provider { return &rainbondProvider{version: version} }
}

type providerModel struct {
	BaseURL        types.String `tfsdk:"base_url"`
	Token          types.String `tfsdk:"token"`
	Insecure       types.Bool   `tfsdk:"insecure"`
	CACertPEM      types.String `tfsdk:"ca_cert_pem"`
	RequestTimeout types.String `tfsdk:"request_timeout"`
	MaxRetries     types.Int64  `tfsdk:"max_retries"`
	ReadCache      types.Bool   `tfsdk:"read_cache"`
	EnterpriseID   types.String `tfsdk:"enterprise_id"`
	networkModel
}

func (p *rainbondProvider) Metadata(_ context.Context, _ provider.MetadataRequest, resp *provider.MetadataResponse) {
	resp.TypeName = "rainbond"
	resp.Version = p.version
}

func (p *rainbondProvider) Schema(_ context.Context, _ provider.SchemaRequest, resp *provider.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Manages regions, component ports and HTTP access rules of a Rainbond platform, and reads its apps, components, metrics and team resources through the management API (`/openapi/v1`).",
		Attributes: map[string]schema.Attribute{
			"base_url": schema.StringAttribute{
				MarkdownDescription: "Console address of the platform, without `/openapi/v1`, for example `https://rainbond.example.com`. Falls back to `" + EnvBaseURL + "`.",
				Optional:            true,
				Validators:          []validator.String{baseURLValidator()},
			},
			"token": schema.StringAttribute{
				MarkdownDescription: "Access token from the console's personal *Access Token* page, sent raw in the `Authorization` header. Falls back to `" + EnvToken + "`.",
				Optional:            true,
				Sensitive:           true,
				Validators:          []validator.String{tokenValidator{}},
			},
			"insecure": schema.BoolAttribute{
				MarkdownDescription: "Skip verification of the server's TLS certificate. Only for test installations with self-signed certificates; prefer `ca_cert_pem`. " +
					"With an `http://` `base_url` there is no TLS, so it has no effect, and the plan warns of it.",
				Optional: true,
			},
			"ca_cert_pem": schema.StringAttribute{
				MarkdownDescription: "PEM bundle of extra certificate authorities to trust, for a platform behind a private CA.",
				Optional:            true,
			},
			"request_timeout": schema.StringAttribute{
				MarkdownDescription: "Time limit of one HTTP attempt, as a Go duration such as `30s` or `2m`. Defaults to `" + client.DefaultRequestTimeout.String() + "`. " +
					"A port create that gets no answer within it is looked for during twice this time before it is tried again or reported as unknown.",
				Optional:   true,
				Validators: []validator.String{durationValidator()},
			},
			"max_retries": schema.Int64Attribute{
				MarkdownDescription: "How many times a failed request that is safe to repeat is retried (429, 502, 503, 504 and connection errors). Defaults to `" + strconv.Itoa(client.DefaultMaxRetries) + "`.",
				Optional:            true,
				Validators:          []validator.Int64{int64validator.Between(0, 20)},
			},
			"enterprise_id": schema.StringAttribute{
				MarkdownDescription: "Id of the enterprise that `rainbond_region` adds regions to: the platform takes it from the request, not from the token. " +
					"Only adding a region needs it; a `rainbond_region` may set its own instead. Falls back to `" + platform.EnvEnterpriseID + "`.",
				Optional:   true,
				Validators: []validator.String{stringvalidator.LengthBetween(1, 36)},
			},
			"read_cache": schema.BoolAttribute{
				MarkdownDescription: "Share one list request among all reads of the same scope (the ports of one component, the enterprise's HTTP rules, one team's regions) during a run. Defaults to `true`; also set by `" + EnvReadCache + "`.",
				Optional:            true,
			},
		},
	}
	for name, attr := range networkAttributes() {
		resp.Schema.Attributes[name] = attr
	}
}

func (p *rainbondProvider) Configure(ctx context.Context, req provider.ConfigureRequest, resp *provider.ConfigureResponse) {
	var cfg providerModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	if resp.Diagnostics.HasError() {
		return
	}
	// An unknown value (for example from another resource) means the provider
	// cannot be configured yet. A Terraform that can defer is told to defer
	// everything of this provider; otherwise resources and data sources get
	// no provider data, and refresh keeps state while calls that need the
	// API fail with an explanation (see platform.NotConfigured).
	if cfg.BaseURL.IsUnknown() || cfg.Token.IsUnknown() || cfg.CACertPEM.IsUnknown() ||
		cfg.Insecure.IsUnknown() || cfg.RequestTimeout.IsUnknown() || cfg.MaxRetries.IsUnknown() || cfg.ReadCache.IsUnknown() || cfg.EnterpriseID.IsUnknown() ||
		cfg.networkModel.unknown() {
		if req.ClientCapabilities.DeferralAllowed {
			resp.Deferred = &provider.Deferred{Reason: provider.DeferredReasonProviderConfigUnknown}
		}
		return
	}

	baseURL := stringOrEnv(cfg.BaseURL, EnvBaseURL)
	token := cleanToken(stringOrEnv(cfg.Token, EnvToken))
	if baseURL == "" {
		resp.Diagnostics.AddAttributeError(path.Root("base_url"), "Missing platform address",
			"Set the provider attribute \"base_url\" or the environment variable "+EnvBaseURL+" to the console address, for example https://rainbond.example.com.")
	} else if err := client.CheckBaseURL(baseURL); err != nil {
		resp.Diagnostics.AddAttributeError(path.Root("base_url"), "Invalid platform address", err.Error())
	}
	if token == "" {
		resp.Diagnostics.AddAttributeError(path.Root("token"), "Missing access token",
			"Set the provider attribute \"token\" or the environment variable "+EnvToken+" to an access token from the console's Access Token page.")
	} else if err := checkToken(token); err != nil {
		// Not at the attribute: terraform would show its configuration line.
		resp.Diagnostics.AddError("Invalid access token", "The provider attribute \"token\" (or "+EnvToken+"): "+err.Error())
	}
	network, diags := resolveNetwork(cfg.networkModel, cfg.CACertPEM)
	resp.Diagnostics.Append(diags...)
	if resp.Diagnostics.HasError() {
		return
	}
	if cfg.Insecure.ValueBool() && strings.HasPrefix(strings.ToLower(baseURL), "http://") {
		resp.Diagnostics.AddAttributeWarning(path.Root("insecure"), "insecure has no effect on an http:// address",
			fmt.Sprintf("insecure = true skips the verification of the server's TLS certificate, but base_url (%s) is plain http://, so there is no TLS and nothing to skip: "+
				"the token and all data travel unencrypted. Use the platform's https:// address (with ca_cert_pem for a private CA), or remove insecure.", baseURL))
	}

	timeout := client.DefaultRequestTimeout
	if s := cfg.RequestTimeout.ValueString(); s != "" {
		d, err := parseRequestTimeout(s)
		if err != nil {
			resp.Diagnostics.AddAttributeError(path.Root("request_timeout"), "Invalid request timeout", err.Error())
			return
		}
		timeout = d
	}
	retries := client.DefaultMaxRetries
	if !cfg.MaxRetries.IsNull() {
		retries = int(cfg.MaxRetries.ValueInt64())
	}

	c, err := client.New(client.Config{
		BaseURL:        baseURL,
		Token:          token,
		UserAgent:      userAgent(p.version, req.TerraformVersion),
		Insecure:       cfg.Insecure.ValueBool(),
		CACertPEM:      network.caCertPEM,
		ClientCertPEM:  network.clientCertPEM,
		ClientKeyPEM:   network.clientKeyPEM,
		RequestTimeout: timeout,
		MaxRetries:     retries,

		MaxRequestsPerSecond: network.maxRequestsPerSecond,
		RateLimitAdvice:      rateLimitAdvice(network.maxRequestsPerSecond),
	})
	if err != nil {
		resp.Diagnostics.AddError("Cannot build the API client", err.Error())
		return
	}

	data := platform.NewProviderData(c, readCacheEnabled(cfg.ReadCache))
	data.EnterpriseID = stringOrEnv(cfg.EnterpriseID, platform.EnvEnterpriseID)
	data.OrderComponentWrites(envBool(EnvOrderComponentWrites, true))
	resp.DataSourceData = data
	resp.ResourceData = data
	resp.ListResourceData = data
	resp.EphemeralResourceData = data
	resp.ActionData = data
}

func (p *rainbondProvider) Resources(_ context.Context) []func() resource.Resource {
	return []func() resource.Resource{
		port.NewResource,
		componentports.NewResource,
		httprule.NewResource,
		region.NewResource,
		app.NewResource,
		scaling.NewResource,
		certificate.NewResource,
		httpdomain.NewResource,
		component.NewResource,
		componentenv.NewResource,
		team.NewResource,
		tcprule.NewResource,
		volume.NewResource,
		thirdparty.NewResource,
	}
}

func (p *rainbondProvider) DataSources(_ context.Context) []func() datasource.DataSource {
	return []func() datasource.DataSource{
		region.NewDataSource,
		certificate.NewDataSource,
		httpdomain.NewDataSource,
		readonly.NewAppsDataSource,
		readonly.NewAppDataSource,
		readonly.NewComponentDataSource,
		port.NewDataSource,
		httprule.NewDataSource,
		readonly.NewAppMonitorDataSource,
		readonly.NewAppMonitorRangeDataSource,
		readonly.NewTeamResourcesDataSource,
		app.NewComponentsDataSource,
		scaling.NewEventsDataSource,
		componentenv.NewDataSource,
	}
}

func stringOrEnv(v types.String, env string) string {
	if s := v.ValueString(); s != "" {
		return s
	}
	return os.Getenv(env)
}

// readCacheEnabled is on unless switched off by the attribute or, when the
// attribute is unset, by the environment variable.
func readCacheEnabled(v types.Bool) bool {
	if !v.IsNull() {
		return v.ValueBool()
	}
	if s := os.Getenv(EnvReadCache); s != "" {
		on, err := strconv.ParseBool(s)
		return err != nil || on
	}
	return true
}

// envBool is a boolean environment variable; unset or unreadable is def.
func envBool(name string, def bool) bool {
	on, err := strconv.ParseBool(os.Getenv(name))
	if err != nil {
		return def
	}
	return on
}
