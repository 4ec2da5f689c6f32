package platform

import (
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/diag"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

// EnvEnterpriseID is the environment variable of the provider's
// enterprise_id setting.
const EnvEnterpriseID = "RAINBOND_ENTERPRISE_ID"

// ProviderData is what Configure hands to every resource and data source. Each
// family takes its own interface from it; all four are the same read cache
// decorator, which lives as long as the configured provider (one terraform
// command).
type ProviderData struct {
	Ports   PortAPI
	Rules   RuleAPI
	Regions RegionAPI
	Reads   ReadAPI
	Apps    AppAPI
	Scaling ScalingAPI
	// Domains and Certificates serve the families of custom domains and
	// team certificates.
	Domains      DomainAPI
	Certificates CertificateAPI
	// Components and ComponentEnvs serve the families of components and
	// their variables (api_component.go).
	Components    ComponentAPI
	ComponentEnvs ComponentEnvAPI
	// Teams serves rainbond_team, TCPRules rainbond_tcp_rule.
	Teams    TeamAPI
	TCPRules TCPRuleAPI
	Volumes  VolumeAPI
	// ThirdParty serves rainbond_third_party_component.
	ThirdParty ThirdPartyAPI
	// Claims are the HTTP rules that this walk's resources plan to adopt
	// or adopt.
	Claims *tfid.Claims
	// PortClaims are the ports that port resources plan in this walk, and
	// RulePortClaims the ports through which rule resources adopt a rule
	// not yet on the platform.
	PortClaims, RulePortClaims *tfid.PortClaims
	// VariableClaims are the component variables that variable resources
	// plan in this walk.
	VariableClaims *tfid.VariableClaims
	// NameClaims are the names that third-party components plan in their
	// apps in this walk.
	NameClaims *tfid.NameClaims
	// EnterpriseID is the provider's enterprise_id setting: the enterprise
	// a region is added to, which the platform takes from the request, not
	// from the token. Empty when it is not set.
	EnterpriseID string

	order *writeOrder
}

// OrderComponentWrites sets whether a component's writes go one at a time
// (the default, which a console on SQLite needs) or side by side, which a
// console on MySQL takes. Call it before the provider data is handed out.
func (d *ProviderData) OrderComponentWrites(on bool) { d.order.off = !on }

// NewProviderData wraps c in the read cache (or in a decorator that always fetches,
// when cacheOn is false).
func NewProviderData(c *client.Client, cacheOn bool) *ProviderData {
	api := cachedAPI{client: c, cache: newReadCache(cacheOn), order: newWriteOrder(true)}
	return &ProviderData{
		order: api.order,
		Ports: api, Rules: api, Regions: api, Reads: api, Apps: api, Scaling: api, Domains: api, Certificates: api,
		Components: api, ComponentEnvs: api, Teams: api, TCPRules: api, Volumes: api, ThirdParty: api,
		Claims: tfid.NewClaims(), PortClaims: tfid.NewPortClaims(api), RulePortClaims: tfid.NewPortClaims(api),
		VariableClaims: tfid.NewVariableClaims(api), NameClaims: tfid.NewNameClaims(),
	}
}

// ProviderDataFrom unpacks what Configure handed over. It is nil before the
// provider is configured (during validation, or while configuration waits
// on unknown values), which callers treat as "nothing to do yet".
func ProviderDataFrom(providerData any, diags *diag.Diagnostics) *ProviderData {
	if providerData == nil {
		return nil
	}
	d, ok := providerData.(*ProviderData)
	if !ok {
		diags.AddError("Unexpected provider data", fmt.Sprintf("Expected *platform.ProviderData, got %T. This is a bug in the provider.", providerData))
		return nil
	}
	return d
}

// NotConfigured adds an error and reports true when an action that needs
// the API runs before the provider is configured (configured is false).
func NotConfigured(configured bool, diags *diag.Diagnostics, action string) bool {
	if configured {
		return false
	}
	diags.AddError("Cannot "+action+" before the provider is configured", tfschema.UnconfiguredDetail)
	return true
}

// SkipRefreshUnconfigured reports true, with a warning, when a resource
// cannot be refreshed because the provider is not configured: its state
// stays as it was, which is all a plan can know until the configuration is.
func SkipRefreshUnconfigured(configured bool, diags *diag.Diagnostics) bool {
	if configured {
		return false
	}
	diags.AddWarning("Refresh skipped: the provider is not configured yet",
		"The plan shows this resource as last recorded in state; changes made outside Terraform show once the provider configuration is known. "+tfschema.UnconfiguredDetail)
	return true
}
