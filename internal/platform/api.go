package platform

import (
	"context"
	"time"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// The calls each family may make to the platform. A family receives only
// its own interface, and the one implementation the provider hands out is
// the read cache decorator (cachedAPI): every write goes through it and
// invalidates what it touched, and no family can reach the client's other
// methods. A read named Fresh... skips the cache on purpose; every other
// list read may be served from it.

// PortAPI is what rainbond_component_port and rainbond_component_ports call.
type PortAPI interface {
	// Ports lists a component's ports.
	Ports(ctx context.Context, ref client.ComponentRef) ([]client.Port, error)
	// FindPort returns one port of a component; found is false when the
	// server does not have it.
	FindPort(ctx context.Context, ref client.ComponentRef, number int64) (port client.Port, found bool, err error)
	// FreshPort is FindPort from a list that began after the call did, for
	// planning a write and checking what it left behind; concurrent calls
	// for one component share such lists.
	FreshPort(ctx context.Context, ref client.ComponentRef, number int64) (port client.Port, found bool, err error)

	// RequestTimeout is the time one attempt may take: a create that got
	// no answer within it may still be at work on the server.
	RequestTimeout() time.Duration

	AddPort(ctx context.Context, ref client.ComponentRef, req client.AddPortRequest) (*client.Port, error)
	UpdatePort(ctx context.Context, ref client.ComponentRef, number int64, req client.UpdatePortRequest) (*client.Port, error)
	DeletePort(ctx context.Context, ref client.ComponentRef, number int64) (*client.Port, error)

	// Component reads a component's details; its tenant id and component
	// id make a port's identity.
	Component(ctx context.Context, ref client.ComponentRef) (client.Component, error)
	// SameComponent reports whether two paths name one component of one
	// team, whatever forms (name or tenant id, alias or id) they use.
	SameComponent(ctx context.Context, a, b client.ComponentRef) (bool, error)

	// The port family reads HTTP rules too: the platform refuses to delete
	// a port with custom domains bound, and the rules name the components
	// of an app, which the list resource looks for.

	// SelectRulesBlockingPortDelete returns the rules that pick chooses from the rule
	// list that port deletes consult, one list per run. A choice that is
	// not empty, made from a cached list, is made again from a fresh one,
	// so that a domain unbound during the run does not count.
	SelectRulesBlockingPortDelete(ctx context.Context, pick func([]client.HTTPRule) []client.HTTPRule) ([]client.HTTPRule, error)
	// PeekHTTPRules returns the enterprise's HTTP rules when this run has
	// already read them, without a request.
	PeekHTTPRules() ([]client.HTTPRule, bool)
	HTTPRules(ctx context.Context) ([]client.HTTPRule, error)
	// QueryMonitor lists the app's components that report metrics.
	QueryMonitor(ctx context.Context, ref client.AppRef, isOuter string) ([]client.ComponentMonitor, error)
	// AppComponents lists an app's components, which the list resource
	// lists the ports of.
	AppComponents(ctx context.Context, ref client.AppRef) ([]client.Component, error)
	// ComponentEnvs lists every variable of a component, from the server
	// every time: a create with the inner service open checks that it
	// takes none (portplan.CreateTakesVariables).
	ComponentEnvs(ctx context.Context, ref client.ComponentRef) ([]client.ComponentEnv, error)
}

// RuleAPI is what rainbond_http_rule and rainbond_http_rules call.
type RuleAPI interface {
	// HTTPRules lists every HTTP rule of the enterprise.
	HTTPRules(ctx context.Context) ([]client.HTTPRule, error)
	// FreshHTTPRulesByAutoSSL lists the rules whose auto_ssl is the given
	// value, filtered by the server: a list the cache does not hold.
	FreshHTTPRulesByAutoSSL(ctx context.Context, autoSSL bool) ([]client.HTTPRule, error)
	// FindHTTPRule returns one rule by its http_rule_id; found is false when
	// the server does not have it.
	FindHTTPRule(ctx context.Context, ruleID string) (rule client.HTTPRule, found bool, err error)
	// SelectOneHTTPRule returns the rules that pick chooses. A choice of other
	// than exactly one rule is made again on a fresh list before it counts,
	// because a list from the cache may predate a rule created in this run.
	SelectOneHTTPRule(ctx context.Context, pick func([]client.HTTPRule) []client.HTTPRule) ([]client.HTTPRule, error)
	// TeamRegions lists every region of a team: the rule list resource asks
	// whether a team filter names a team at all.
	TeamRegions(ctx context.Context, teamID string) ([]client.TeamRegion, error)

	UpdateHTTPRule(ctx context.Context, ref client.AppRef, ruleID string, req client.UpdateHTTPRuleRequest) (*client.AppHTTPRule, error)
}

// RegionAPI is what rainbond_region and rainbond_team_regions (the data
// source and the ephemeral resource) call.
type RegionAPI interface {
	// TeamRegions lists every region of a team (all pages).
	TeamRegions(ctx context.Context, teamID string) ([]client.TeamRegion, error)
	// FindTeamRegion returns one region of a team's list; found is false
	// when the team does not have it.
	FindTeamRegion(ctx context.Context, teamID, regionName string) (region client.TeamRegion, found bool, err error)

	// CanonicalTeam returns the tenant id of a team given by id or name,
	// where the platform shows it; otherwise the team as given.
	CanonicalTeam(ctx context.Context, team string) (string, error)

	AddRegion(ctx context.Context, req client.AddRegionRequest) (*client.RegionInfo, error)
	// GetRegion reads one region of the enterprise by name, for a create
	// that meets a region (see tfid.CreateAttempts).
	GetRegion(ctx context.Context, name string) (*client.RegionInfo, error)
}

// ReadAPI is what the data sources of apps, components, metrics and team
// resources call. Each is one request per read, which no cache holds.
type ReadAPI interface {
	ListApps(ctx context.Context, teamID, regionName, query string) ([]client.App, error)
	GetComponent(ctx context.Context, ref client.ComponentRef) (*client.Component, error)
	QueryMonitor(ctx context.Context, ref client.AppRef, isOuter string) ([]client.ComponentMonitor, error)
	QueryMonitorRange(ctx context.Context, ref client.AppRef, q client.MonitorRangeQuery) ([]client.ComponentMonitor, error)
	TeamResources(ctx context.Context, teams []client.TenantRegion) ([]client.TeamAppsResource, error)
	// GetApp reads one app with its status and component counts.
	GetApp(ctx context.Context, ref client.AppRef) (*client.AppDetail, error)
}

// AppAPI is what rainbond_app, its list resource and rainbond_app_components
// call.
type AppAPI interface {
	// Apps lists a team's apps in a region.
	Apps(ctx context.Context, teamID, regionName string) ([]client.App, error)
	// FindApp returns one app of a team's region; found is false when the
	// server does not have it.
	FindApp(ctx context.Context, teamID, regionName string, appID int64) (app client.App, found bool, err error)
	// FreshAppsNamed lists the apps whose name contains name, searched by
	// the server: a list the cache does not hold, for finding an app whose
	// create answer was lost.
	FreshAppsNamed(ctx context.Context, teamID, regionName, name string) ([]client.App, error)
	// AppComponents lists an app's components, from the server every time:
	// a destroy decides on it.
	AppComponents(ctx context.Context, ref client.AppRef) ([]client.Component, error)

	CreateApp(ctx context.Context, teamID, regionName string, req client.CreateAppRequest) (*client.App, error)
	DeleteApp(ctx context.Context, ref client.AppRef) error
}

// ScalingAPI is what rainbond_component_scaling and
// rainbond_component_events call.
type ScalingAPI interface {
	// Component reads a component's details, once per run and path.
	Component(ctx context.Context, ref client.ComponentRef) (client.Component, error)
	// FreshComponent reads them from the server, to check what a scaling
	// left.
	FreshComponent(ctx context.Context, ref client.ComponentRef) (client.Component, error)
	// SameComponent reports whether two paths name one component of one
	// team, whatever forms they use.
	SameComponent(ctx context.Context, a, b client.ComponentRef) (bool, error)
	ComponentEvents(ctx context.Context, ref client.ComponentRef, page, pageSize int64) (*client.ComponentEvents, error)
	// AppComponents lists an app's components, for the list resource.
	AppComponents(ctx context.Context, ref client.AppRef) ([]client.Component, error)

	ScaleVertical(ctx context.Context, ref client.ComponentRef, req client.VerticalScaleRequest) error
	ScaleHorizontal(ctx context.Context, ref client.ComponentRef, req client.HorizontalScaleRequest) error
}

// DomainAPI is what rainbond_http_domain and rainbond_http_domains call:
// the HTTP rules of one app, which the provider creates and deletes.
type DomainAPI interface {
	// HTTPDomains lists the rules of an app's components; one list per app
	// serves every rule of it in a run.
	HTTPDomains(ctx context.Context, ref client.AppRef) ([]client.AppHTTPRule, error)
	// FindHTTPDomain returns one rule of an app's list; found is false when
	// a fresh list lacks it.
	FindHTTPDomain(ctx context.Context, ref client.AppRef, ruleID string) (rule client.AppHTTPRule, found bool, err error)
	// FreshHTTPDomains is the app's rule list, from a request that began
	// after the call did: for finding what a create left.
	FreshHTTPDomains(ctx context.Context, ref client.AppRef) ([]client.AppHTTPRule, error)
	// HTTPDomain reads one rule; a rule the app does not have comes back
	// blank (client.AppHTTPRule.Exists).
	HTTPDomain(ctx context.Context, ref client.AppRef, ruleID string) (*client.AppHTTPRule, error)
	// Component reads a component's details: the create needs its id.
	Component(ctx context.Context, ref client.ComponentRef) (client.Component, error)
	// HTTPRules lists every HTTP rule of the enterprise (the only read
	// that shows a rule's extensions).
	HTTPRules(ctx context.Context) ([]client.HTTPRule, error)
	// FreshPorts lists the component's ports from a request that began
	// after the call did: a create checks its port first, and a cached
	// list, kept under the spelling of the component that read it, misses
	// a port written under the other one (alias or id).
	FreshPorts(ctx context.Context, ref client.ComponentRef) ([]client.Port, error)
	// FreshPort reads a port after a create that may have opened it.
	FreshPort(ctx context.Context, ref client.ComponentRef, number int64) (port client.Port, found bool, err error)

	CreateHTTPDomain(ctx context.Context, ref client.AppRef, req client.CreateHTTPRuleRequest) (*client.AppHTTPRule, error)
	DeleteHTTPDomain(ctx context.Context, ref client.AppRef, ruleID string) error
	// UpdateHTTPRule is the one rule update: the server runs the same code
	// for a custom domain as for a rule that open_outer made.
	UpdateHTTPRule(ctx context.Context, ref client.AppRef, ruleID string, req client.UpdateHTTPRuleRequest) (*client.AppHTTPRule, error)
}

// CertificateAPI is what rainbond_certificate and rainbond_certificates
// call. A certificate is read on its own (its list carries neither PEM nor
// key), so nothing here is cached.
type CertificateAPI interface {
	Certificates(ctx context.Context, teamID string) ([]client.CertificateSummary, error)
	Certificate(ctx context.Context, teamID string, id int64) (*client.Certificate, error)
	// Teams lists the teams the token can see, to name the owner of a
	// certificate imported under another team.
	Teams(ctx context.Context) ([]client.TeamSummary, error)

	CreateCertificate(ctx context.Context, teamID string, req client.CertificateRequest) (*client.Certificate, error)
	UpdateCertificate(ctx context.Context, teamID string, id int64, req client.CertificateRequest) (*client.Certificate, error)
	DeleteCertificate(ctx context.Context, teamID string, id int64) error
}
