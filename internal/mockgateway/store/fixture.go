package store

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway/fixtures"
)

// defaultFixtureJSON is fixtures/default.json of the front door.
var defaultFixtureJSON = fixtures.Default

// Names and ids in DefaultFixture, for tests that address its objects.
const (
	DefaultEnterpriseID = "e0c4a7d2b9f14e3c8a6b5d2f1c0e9a87"

	// DefaultTeam is open in DefaultRegion, SecondRegion and LabRegion.
	DefaultTeam      = "dev-team"
	DefaultTeamID    = "8d3e1c2b4a5f46e7b9c0d1e2f3a4b5c6"
	DefaultTeamAlias = "Development"
	// OtherTeam is open in DefaultRegion only.
	OtherTeam   = "ops-team"
	OtherTeamID = "1f2e3d4c5b6a47988a9b0c1d2e3f4a5b"

	DefaultRegion = "rainbond-east" // enabled, httpdomain east.example.com
	SecondRegion  = "rainbond-west" // enabled, scope public
	LabRegion     = "rainbond-lab"  // status "3" (maintenance): operations in it answer 409

	// ShopAppID ("shop", DefaultTeam, DefaultRegion) holds web, api and db.
	ShopAppID = 1
	// BlogAppID ("blog", DefaultTeam, DefaultRegion) holds blog-web and blog-cache.
	BlogAppID = 2
	// ShopAdminAppID ("Shop-Admin", DefaultTeam, DefaultRegion) is empty.
	ShopAdminAppID = 3
	// MonitoringAppID ("monitoring", OtherTeam, DefaultRegion) holds grafana.
	MonitoringAppID = 4
	// EdgeAppID ("edge", DefaultTeam, SecondRegion) holds gateway.
	EdgeAppID = 5

	// WebID/WebAlias: ports 80 (http, inner+outer, default rule WebRuleID)
	// and 8080 (http, inner only, alias WEB_ADMIN); has a perf plugin.
	WebID    = "c1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6"
	WebAlias = "gr3a9f1c"
	// APIID/APIAlias: port 5000 (http, inner+outer) with the default rule
	// APIRuleID and a custom domain with a certificate, APICertRuleID.
	APIID    = "c2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7"
	APIAlias = "gr7b2e4d"
	// DBID/DBAlias: port 3306 (mysql, inner only); no perf plugin.
	DBID    = "c3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8"
	DBAlias = "gr5c8d0e"
	// BlogWebID/BlogWebAlias: port 80 (http, inner+outer) with the default
	// rule BlogRuleID and a custom domain with auto_ssl on, BlogAutoSSLRuleID.
	BlogWebID    = "c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9"
	BlogWebAlias = "gr1f6a9b"
	// BlogCacheID/BlogCacheAlias: port 6379 (tcp, closed).
	BlogCacheID    = "c5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0"
	BlogCacheAlias = "gr9d4c2a"
	// GrafanaID/GrafanaAlias (OtherTeam): port 3000 (http, inner+outer),
	// default rule GrafanaRuleID.
	GrafanaID    = "c6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1"
	GrafanaAlias = "gr2b5e8f"
	// GatewayID/GatewayAlias (SecondRegion): port 8000 (http, closed).
	GatewayID    = "c7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2"
	GatewayAlias = "gr6e1d7c"

	WebRuleID         = "a1b2c3d4e5f60718293a4b5c6d7e8f90"
	APIRuleID         = "b2c3d4e5f60718293a4b5c6d7e8f90a1"
	APICertRuleID     = "c3d4e5f60718293a4b5c6d7e8f90a1b2" // type 1, certificate_id 7, https
	BlogRuleID        = "d4e5f60718293a4b5c6d7e8f90a1b2c3"
	BlogAutoSSLRuleID = "e5f60718293a4b5c6d7e8f90a1b2c3d4" // type 1, auto_ssl on, auto_ssl_config "letsencrypt"
	GrafanaRuleID     = "f60718293a4b5c6d7e8f90a1b2c3d4e5"
)

// DefaultFixture returns the shared realistic fixture (fixtures/default.json):
// two teams, three regions (one under maintenance), five apps, seven
// components, eight ports and six HTTP rules (one with a certificate, one
// with auto_ssl on), monitor series and resource figures. See the Default*
// constants for its names and ids. Each call returns a fresh copy.
func DefaultFixture() Fixture {
	f, err := ParseSelfContainedFixture(defaultFixtureJSON)
	if err != nil {
		panic(err)
	}
	return f
}

// DefaultFixtureJSON returns the bytes of fixtures/default.json.
func DefaultFixtureJSON() []byte { return bytes.Clone(defaultFixtureJSON) }

// ParseSelfContainedFixture decodes a JSON fixture and checks that it stands on its own:
// every reference resolves within it.
func ParseSelfContainedFixture(data []byte) (Fixture, error) {
	f, err := ParseFixtureToMerge(data)
	if err != nil {
		return Fixture{}, err
	}
	if _, err := NewStore(f); err != nil {
		return Fixture{}, fmt.Errorf("fixture: %w", err)
	}
	return f, nil
}

// ParseFixtureToMerge decodes a JSON fixture without checking its references,
// for a fixture that Merge adds to a model whose objects it names. Unknown
// fields are an error, so a typo does not silently drop data.
func ParseFixtureToMerge(data []byte) (Fixture, error) {
	var f Fixture
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return Fixture{}, fmt.Errorf("fixture: %w", err)
	}
	return f, nil
}

// LoadFixture reads a JSON fixture file.
func LoadFixture(path string) (Fixture, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return Fixture{}, err
	}
	f, err := ParseSelfContainedFixture(data)
	if err != nil {
		return Fixture{}, fmt.Errorf("%s: %w", path, err)
	}
	return f, nil
}

// stableHex derives a 32-hex id from a name, so built fixtures have the
// same ids on every run.
func stableHex(name string) string {
	sum := sha256.Sum256([]byte(name))
	return hex.EncodeToString(sum[:16])
}

// Names in ScaleFixture.
const (
	ScaleTeam   = "scale-team"
	ScaleRegion = "scale-region"
	ScaleAppID  = 1
)

// ScaleFixture builds one team, one region and one app with n components
// (aliases "sc00000", "sc00001", ...), each with portsPerComponent http
// ports numbered from 8000. Every port has its inner service open; the
// first port of each component also has its outer service open and its
// default rule, so there are n rules.
func ScaleFixture(components, portsPerComponent int) Fixture {
	teamID := stableHex("team/" + ScaleTeam)
	f := Fixture{
		EnterpriseID: DefaultEnterpriseID,
		Regions: []Region{{
			RegionName: ScaleRegion, RegionAlias: "Scale", RegionID: stableHex("region/" + ScaleRegion),
			URL: "https://scale.example.com:8443", WSURL: "wss://scale.example.com:6060",
			HTTPDomain: "scale.example.com", TCPDomain: "10.9.0.1", Status: "1", Scope: "private",
		}},
		Teams: []Team{{TenantID: teamID, TeamName: ScaleTeam, TeamAlias: "Scale", Regions: []string{ScaleRegion}}},
		Apps:  []App{{ID: ScaleAppID, TenantID: teamID, GroupName: "scale-app", RegionName: ScaleRegion}},
	}
	for i := range components {
		alias := fmt.Sprintf("sc%05d", i)
		id := stableHex("component/" + alias)
		f.Components = append(f.Components, Component{
			ServiceBaseInfo: ServiceBaseInfo{ServiceID: id, ServiceAlias: alias, ServiceCname: fmt.Sprintf("svc-%d", i), Image: "nginx:1.25", Version: "1.25"},
			AppID:           ScaleAppID,
		})
		for j := range portsPerComponent {
			number := int64(8000 + j)
			f.Ports = append(f.Ports, Port{ServiceID: id, ContainerPort: number, Protocol: "http", IsInnerService: true, IsOuterService: j == 0})
			if j == 0 {
				f.Rules = append(f.Rules, Rule{
					HTTPRuleID: stableHex("rule/" + alias), ServiceID: id, ContainerPort: number,
					DomainName: DefaultDomain(alias, number, ScaleTeam, "scale.example.com"), IsOuterService: true,
				})
			}
		}
	}
	return f
}

// ManyRegionsTeam is the team ManyRegionsFixture adds.
const ManyRegionsTeam = "multi-region-team"

// ManyRegionsFixture is DefaultFixture plus ManyRegionsTeam, open in n
// enabled regions of its own ("multi-region-team-r01", ...).
func ManyRegionsFixture(n int) Fixture {
	f := DefaultFixture()
	f.AddTeamInRegions(ManyRegionsTeam, n)
	return f
}

// AddTeamInRegions adds a team and n new enabled regions named
// "<team>-r01", "<team>-r02", ..., with the team open in all of them.
func (f *Fixture) AddTeamInRegions(teamName string, n int) Team {
	t := Team{TenantID: stableHex("team/" + teamName), TeamName: teamName, TeamAlias: teamName}
	for i := 1; i <= n; i++ {
		name := fmt.Sprintf("%s-r%02d", teamName, i)
		f.Regions = append(f.Regions, Region{
			RegionID: stableHex("region/" + name), RegionName: name, RegionAlias: fmt.Sprintf("Region %d", i),
			URL: fmt.Sprintf("https://%s.example.com:8443", name), WSURL: fmt.Sprintf("wss://%s.example.com:6060", name),
			HTTPDomain: name + ".example.com", TCPDomain: fmt.Sprintf("10.%d.%d.1", 100+i/250, i%250),
			Status: "1", Scope: "private", Desc: "built region",
		})
		t.Regions = append(t.Regions, name)
	}
	f.Teams = append(f.Teams, t)
	return t
}
