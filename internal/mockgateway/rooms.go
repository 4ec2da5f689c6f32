package mockgateway

// The front door of the mock's rooms (README.md, "Rooms"). The rest of the
// project imports this package only: these names keep the rooms' types,
// constants and functions where they were before the split, and the
// functions of the front door's files under the names those files use.

import (
	"encoding/json"
	"net/http"
	"regexp"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway/console"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway/region"
	storeroom "github.com/rainbond/terraform-provider-rainbond/internal/mockgateway/store"
)

// The model types (the store room's model.go): they double as the fixture
// format.
type (
	Team            = storeroom.Team
	Region          = storeroom.Region
	App             = storeroom.App
	ServiceBaseInfo = storeroom.ServiceBaseInfo
	Component       = storeroom.Component
	Port            = storeroom.Port
	Rule            = storeroom.Rule
	GatewayRoute    = storeroom.GatewayRoute
	MonitorSeries   = storeroom.MonitorSeries
	MonitorPoint    = storeroom.MonitorPoint
	Resource        = storeroom.Resource
	Certificate     = storeroom.Certificate
	TCPRule         = storeroom.TCPRule
	Volume          = storeroom.Volume
	Fixture         = storeroom.Fixture
	ComponentEnv    = storeroom.ComponentEnv
)

// The region's events (the region room's events.go and operations.go).
type (
	// EventPace says when the region ends an accepted asynchronous operation.
	EventPace = region.EventPace
	// ComponentEvent is one event of a component.
	ComponentEvent = region.ComponentEvent
	// APIRoute is one route of the region's API gateway.
	APIRoute = region.APIRoute
)

// Event opt_types of the region.
const (
	OptBuild   = region.OptBuild
	OptStart   = region.OptStart
	OptStop    = region.OptStop
	OptUpgrade = region.OptUpgrade
)

var eventFinalStatuses = region.EventFinalStatuses

// RegionRule is a rule as the region's rule table holds it (the region
// room's rules.go).
type RegionRule = region.RegionRule

// The region's decisions, under the names the front door's files use.

func defaultRuleRegionRecord(comp *Component) *bool { return region.DefaultRuleRegionRecord(comp) }

func hasRegionRecord(r *Rule) bool { return region.HasRegionRecord(r) }

func regionRoute(r *Rule) GatewayRoute { return region.RegionRoute(r) }

func regionAfterUpdate(before GatewayRoute, next Rule, sentExtensions bool) *GatewayRoute {
	return region.RegionAfterUpdate(before, next, sentExtensions)
}

var dns1123Domain = region.DNS1123Domain

func createdInCluster(c *Component) bool { return region.CreatedInCluster(c) }

// MonitorItems are the monitor items the server is known to report.
var MonitorItems = region.MonitorItems

const maxPoints = region.MaxPoints

func parseSeconds(s string) (float64, bool) { return region.ParseSeconds(s) }

func rangeValues(m MonitorSeries, start, end, step float64) [][]string {
	return region.RangeValues(m, start, end, step)
}

func formatFloat(f float64) string { return region.FormatFloat(f) }

func synthValue(base, t float64) string { return region.SynthValue(base, t) }

// Names and ids in DefaultFixture (the store room's fixture.go says what
// each names).
const (
	DefaultEnterpriseID = storeroom.DefaultEnterpriseID
	DefaultTeam         = storeroom.DefaultTeam
	DefaultTeamID       = storeroom.DefaultTeamID
	DefaultTeamAlias    = storeroom.DefaultTeamAlias
	OtherTeam           = storeroom.OtherTeam
	OtherTeamID         = storeroom.OtherTeamID
	DefaultRegion       = storeroom.DefaultRegion
	SecondRegion        = storeroom.SecondRegion
	LabRegion           = storeroom.LabRegion
	ShopAppID           = storeroom.ShopAppID
	BlogAppID           = storeroom.BlogAppID
	ShopAdminAppID      = storeroom.ShopAdminAppID
	MonitoringAppID     = storeroom.MonitoringAppID
	EdgeAppID           = storeroom.EdgeAppID
	WebID               = storeroom.WebID
	WebAlias            = storeroom.WebAlias
	APIID               = storeroom.APIID
	APIAlias            = storeroom.APIAlias
	DBID                = storeroom.DBID
	DBAlias             = storeroom.DBAlias
	BlogWebID           = storeroom.BlogWebID
	BlogWebAlias        = storeroom.BlogWebAlias
	BlogCacheID         = storeroom.BlogCacheID
	BlogCacheAlias      = storeroom.BlogCacheAlias
	GrafanaID           = storeroom.GrafanaID
	GrafanaAlias        = storeroom.GrafanaAlias
	GatewayID           = storeroom.GatewayID
	GatewayAlias        = storeroom.GatewayAlias
	WebRuleID           = storeroom.WebRuleID
	APIRuleID           = storeroom.APIRuleID
	APICertRuleID       = storeroom.APICertRuleID
	BlogRuleID          = storeroom.BlogRuleID
	BlogAutoSSLRuleID   = storeroom.BlogAutoSSLRuleID
	GrafanaRuleID       = storeroom.GrafanaRuleID
	ScaleTeam           = storeroom.ScaleTeam
	ScaleRegion         = storeroom.ScaleRegion
	ScaleAppID          = storeroom.ScaleAppID
	ManyRegionsTeam     = storeroom.ManyRegionsTeam
)

// ErrNotFound is wrapped by the edit operations' errors about objects that
// do not exist.
var ErrNotFound = storeroom.ErrNotFound

// DefaultFixture returns a fresh copy of fixtures/default.json (in the store room).
func DefaultFixture() Fixture { return storeroom.DefaultFixture() }

// DefaultFixtureJSON returns the default fixture's JSON, for a file to write.
func DefaultFixtureJSON() []byte { return storeroom.DefaultFixtureJSON() }

// ParseSelfContainedFixture reads a JSON fixture that stands on its own.
func ParseSelfContainedFixture(data []byte) (Fixture, error) {
	return storeroom.ParseSelfContainedFixture(data)
}

// ParseFixtureToMerge reads a JSON fixture that may name objects of another.
func ParseFixtureToMerge(data []byte) (Fixture, error) { return storeroom.ParseFixtureToMerge(data) }

// LoadFixture reads a fixture file that stands on its own.
func LoadFixture(path string) (Fixture, error) { return storeroom.LoadFixture(path) }

// ScaleFixture builds a fixture with many components, for benchmarks.
func ScaleFixture(components, portsPerComponent int) Fixture {
	return storeroom.ScaleFixture(components, portsPerComponent)
}

// ManyRegionsFixture is DefaultFixture with ManyRegionsTeam open in n regions.
func ManyRegionsFixture(n int) Fixture { return storeroom.ManyRegionsFixture(n) }

// MergeFixtures merges fixtures into a copy of base, as Merge does.
func MergeFixtures(base Fixture, more ...Fixture) (Fixture, error) {
	return storeroom.MergeFixtures(base, more...)
}

// store is the model as the front door's handlers hold it: the region's
// view of the store room's objects, and the record of the console that no
// fixture holds.
type store struct {
	*region.Store
	// ruleConfigs holds the proxy settings sent with rule creates, by
	// http_rule_id: the server stores them apart, and no read returns them.
	ruleConfigs map[string]string
}

// newStore builds the model from a fixture.
func newStore(f Fixture) (*store, error) {
	s, err := storeroom.NewStore(f)
	if err != nil {
		return nil, err
	}
	return &store{Store: region.New(s), ruleConfigs: map[string]string{}}, nil
}

// removeComponent deletes a component with everything that hangs on it,
// the routes of the region's API gateway included.
func (s *store) removeComponent(serviceID string) { s.Store.RemoveComponent(serviceID) }

// The store room's helpers, under the names the front door's files use.

func deepCopy[T any](v T) T { return storeroom.DeepCopy(v) }

func isThirdParty(c *Component) bool { return storeroom.IsThirdParty(c) }

func ptr[T any](v T) *T { return storeroom.Ptr(v) }

func notFoundErr(format string, args ...any) error { return storeroom.NotFoundErr(format, args...) }

func routeOf(r Rule) GatewayRoute { return storeroom.RouteOf(r) }

func formatPort(number int64) string { return storeroom.FormatPort(number) }

func defaultPortAlias(serviceAlias string, number int64) string {
	return storeroom.DefaultPortAlias(serviceAlias, number)
}

func defaultDomain(serviceAlias string, number int64, teamName, httpDomain string) string {
	return storeroom.DefaultDomain(serviceAlias, number, teamName, httpDomain)
}

var k8sServiceName *regexp.Regexp = storeroom.K8sServiceName

// The operation names (the console room's operations.go).
const (
	OpListTeamRegions      = console.OpListTeamRegions
	OpAddRegion            = console.OpAddRegion
	OpListPorts            = console.OpListPorts
	OpAddPort              = console.OpAddPort
	OpUpdatePort           = console.OpUpdatePort
	OpDeletePort           = console.OpDeletePort
	OpListHTTPRules        = console.OpListHTTPRules
	OpUpdateHTTPRule       = console.OpUpdateHTTPRule
	OpUpdateDomainRule     = console.OpUpdateDomainRule
	OpQueryMonitor         = console.OpQueryMonitor
	OpQueryMonitorRange    = console.OpQueryMonitorRange
	OpTeamResources        = console.OpTeamResources
	OpListApps             = console.OpListApps
	OpGetComponent         = console.OpGetComponent
	OpCreateApp            = console.OpCreateApp
	OpGetApp               = console.OpGetApp
	OpDeleteApp            = console.OpDeleteApp
	OpListAppComponents    = console.OpListAppComponents
	OpScaleVertical        = console.OpScaleVertical
	OpScaleHorizontal      = console.OpScaleHorizontal
	OpListComponentEvents  = console.OpListComponentEvents
	OpListHTTPDomains      = console.OpListHTTPDomains
	OpCreateHTTPDomain     = console.OpCreateHTTPDomain
	OpGetHTTPDomain        = console.OpGetHTTPDomain
	OpDeleteHTTPDomain     = console.OpDeleteHTTPDomain
	OpListCertificates     = console.OpListCertificates
	OpCreateCertificate    = console.OpCreateCertificate
	OpGetCertificate       = console.OpGetCertificate
	OpUpdateCertificate    = console.OpUpdateCertificate
	OpDeleteCertificate    = console.OpDeleteCertificate
	OpGetRegion            = console.OpGetRegion
	OpListTeams            = console.OpListTeams
	OpCreateComponent      = console.OpCreateComponent
	OpDeleteComponent      = console.OpDeleteComponent
	OpChangeComponentImage = console.OpChangeComponentImage
	OpBuildComponent       = console.OpBuildComponent
	OpOperateApp           = console.OpOperateApp
	OpUpdateComponentEnvs  = console.OpUpdateComponentEnvs
	OpCreateGatewayRule    = console.OpCreateGatewayRule
	OpListGatewayRules     = console.OpListGatewayRules
	OpCreateTeam           = console.OpCreateTeam
	OpGetTeam              = console.OpGetTeam
	OpUpdateTeam           = console.OpUpdateTeam
	OpDeleteTeam           = console.OpDeleteTeam
	OpOpenTeamRegion       = console.OpOpenTeamRegion
	OpCreateThirdComponent = console.OpCreateThirdComponent
	OpAddVolume            = console.OpAddVolume
	OpMCPComponentDetail   = console.OpMCPComponentDetail
)

// The console room's answers, under the names the front door's files use.

type (
	reply   = console.Reply
	rawBody = console.RawBody
	// Shape is the body a fault answers with (see Fault).
	Shape = console.Shape
)

// The shapes of a fault's answer.
const (
	ShapeBusiness       = console.ShapeBusiness
	ShapeValidation     = console.ShapeValidation
	ShapeFail           = console.ShapeFail
	ShapeServerError    = console.ShapeServerError
	ShapeAuth           = console.ShapeAuth
	ShapeProxy          = console.ShapeProxy
	ShapeEmpty          = console.ShapeEmpty
	ShapeRegionConflict = console.ShapeRegionConflict
)

const (
	validationDetail = console.ValidationDetail
	portsListed      = console.PortsListed
	portAdded        = console.PortAdded
	portChanged      = console.PortChanged
	portsDeleted     = console.PortsDeleted
	fieldRequired    = console.FieldRequired
	noToken          = console.NoToken
)

func ok(body any) reply { return console.OK(body) }

func writeReply(w http.ResponseWriter, rep reply) { console.WriteReply(w, rep) }

func envelope(msgShow string, bean any, list any) map[string]any {
	return console.Envelope(msgShow, bean, list)
}

func businessError(status int, msg, msgShow string) reply {
	return console.BusinessError(status, msg, msgShow)
}

func validationError(detail string, fields map[string][]string) reply {
	return console.ValidationError(detail, fields)
}

func fieldError(field, problem string) reply { return console.FieldError(field, problem) }

func failError(status int, msg string) reply { return console.FailError(status, msg) }

func serverError(msg string) reply { return console.ServerError(msg) }

func unhandledError(errorType, msg string) reply { return console.UnhandledError(errorType, msg) }

func teamNotInitialised() reply { return console.TeamNotInitialised() }

func authError(status int) reply { return console.AuthError(status) }

func frameworkRefusal(status int, errorType, text string) reply {
	return console.FrameworkRefusal(status, errorType, text)
}

func serverLanguage(text string) string { return console.ServerLanguage(text) }

func inServerLanguage(rep reply) reply { return console.InServerLanguage(rep) }

func teamNotFound() reply { return console.TeamNotFound() }

func regionNotFound() reply { return console.RegionNotFound() }

func appNotFound() reply { return console.AppNotFound() }

func componentNotFound() reply { return console.ComponentNotFound() }

func componentNotInApp() reply { return console.ComponentNotInApp() }

func drfStrip(s string) string { return console.DRFStrip(s) }

// Request decoding (the console room's decode.go), under the names the
// handlers use.

// body reads a JSON object body field by field (console.Body).
type body struct{ *console.Body }

func readBody(raw []byte) *body { return &body{console.ReadBody(raw)} }

func bodyOf(fields map[string]json.RawMessage) *body { return &body{console.BodyOf(fields)} }

func (b *body) failure() (reply, bool)            { return b.Failure() }
func (b *body) str(name string) (string, bool)    { return b.Str(name) }
func (b *body) integer(name string) (int64, bool) { return b.Integer(name) }
func (b *body) boolean(name string) (bool, bool)  { return b.Boolean(name) }

func decodeObject(raw []byte) (map[string]json.RawMessage, *reply) { return console.DecodeObject(raw) }

func intField(fields map[string]json.RawMessage, name string) (int64, bool, *reply) {
	return console.IntField(fields, name)
}

// The serializers' checks that stand apart from their handlers (the
// console room's rule_update.go, team_resources.go and envs.go).

func readRuleUpdate(raw []byte) (console.RuleUpdate, *reply) { return console.ReadRuleUpdate(raw) }

func checkTenantRegions(items []any) *reply { return console.CheckTenantRegions(items) }

func readEnvItem(item map[string]json.RawMessage) (ComponentEnv, map[string][]string) {
	return console.ReadEnvItem(item)
}

func checkEnv(env ComponentEnv) map[string][]string { return console.CheckEnv(env) }

func envListError(items []map[string][]string) reply { return console.EnvListError(items) }
