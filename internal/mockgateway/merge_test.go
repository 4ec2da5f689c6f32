package mockgateway

import (
	"reflect"
	"testing"
)

func TestMergeAddsAndReplacesByKey(t *testing.T) {
	g := MustNew(DefaultFixture())
	overlay := Fixture{
		Teams: []Team{{TeamName: "qa-team", Regions: []string{DefaultRegion}}},
		Apps:  []App{{ID: 40, TenantID: "qa-team", GroupName: "checkout", RegionName: DefaultRegion}},
		Components: []Component{
			{ServiceBaseInfo: ServiceBaseInfo{ServiceAlias: "grqa0001", ServiceCname: "checkout-web"}, AppID: 40},
			// Named by alias only, in the team of app 1: the existing api
			// component, renamed.
			{ServiceBaseInfo: ServiceBaseInfo{ServiceAlias: APIAlias, ServiceCname: "api-renamed"}, AppID: ShopAppID},
		},
		Ports: []Port{{ServiceID: "grqa0001", ContainerPort: 8080, IsInnerService: true}},
	}
	before := len(g.Components())
	if err := g.Merge(overlay); err != nil {
		t.Fatal(err)
	}
	if got := len(g.Components()); got != before+1 {
		t.Fatalf("components: %d, want %d (one new, one replaced)", got, before+1)
	}
	api, _ := g.Component(APIAlias)
	if api.ServiceID != APIID || api.ServiceCname != "api-renamed" {
		t.Fatalf("api after merge: id %s name %q, want id %s renamed", api.ServiceID, api.ServiceCname, APIID)
	}
	if p, ok := g.Port("grqa0001", 8080); !ok || p.PortAlias != "GRQA00018080" || !p.IsInnerService {
		t.Fatalf("new port: %+v %v", p, ok)
	}
	// Objects the overlay does not name keep their state, drift included.
	if err := g.EditRule(APIRuleID, func(r *Rule) { r.DomainName = "drifted.example.com" }); err != nil {
		t.Fatal(err)
	}
	if err := g.Merge(Fixture{Teams: []Team{{TeamName: "qa-team", TeamAlias: "QA", Regions: []string{DefaultRegion, SecondRegion}}}}); err != nil {
		t.Fatal(err)
	}
	if r, _ := g.Rule(APIRuleID); r.DomainName != "drifted.example.com" {
		t.Fatalf("rule domain %q: a merge must not touch objects it does not name", r.DomainName)
	}
	for _, tm := range g.Teams() {
		if tm.TeamName == "qa-team" && (tm.TeamAlias != "QA" || len(tm.Regions) != 2) {
			t.Fatalf("team named without id must be replaced: %+v", tm)
		}
	}
	// Reset goes back to the fixture the gateway started with.
	g.ResetModel()
	if _, ok := g.Component("grqa0001"); ok {
		t.Fatal("reset must drop merged objects")
	}
}

func TestMergeIsAllOrNothing(t *testing.T) {
	g := MustNew(DefaultFixture())
	before := g.Snapshot()
	err := g.Merge(Fixture{
		Apps:  []App{{ID: 41, TenantID: DefaultTeam, GroupName: "fine", RegionName: DefaultRegion}},
		Ports: []Port{{ServiceID: "no-such-component", ContainerPort: 80}},
	})
	if err == nil {
		t.Fatal("a port of an unknown component must fail the merge")
	}
	if !reflect.DeepEqual(g.Snapshot(), before) {
		t.Fatal("a failed merge changed the model")
	}
}

func TestGeneratedIDsStayUniqueAfterReload(t *testing.T) {
	// Two rules without ids get generated ones; reloading the snapshot
	// restarts the id sequence, which must not hand them out again.
	f := DefaultFixture()
	f.Rules = append(f.Rules, Rule{ServiceID: WebID, ContainerPort: 8080, DomainName: "a.example.com", Type: 1},
		Rule{ServiceID: WebID, ContainerPort: 8080, DomainName: "b.example.com", Type: 1})
	g := MustNew(f)
	if err := g.Load(g.Snapshot()); err != nil {
		t.Fatal(err)
	}
	added, err := g.PutRule(Rule{ServiceID: WebID, ContainerPort: 8080, DomainName: "c.example.com", Type: 1})
	if err != nil {
		t.Fatal(err)
	}
	// A reused id would have replaced rule a or b instead of adding c.
	domains := map[string]string{}
	for _, r := range g.Rules() {
		domains[r.DomainName] = r.HTTPRuleID
	}
	for _, d := range []string{"a.example.com", "b.example.com", "c.example.com"} {
		if domains[d] == "" {
			t.Fatalf("rule %s is gone; rules by domain: %v", d, domains)
		}
	}
	if domains["c.example.com"] != added.HTTPRuleID || domains["a.example.com"] == added.HTTPRuleID {
		t.Fatalf("added rule id %s; rules by domain: %v", added.HTTPRuleID, domains)
	}
}

func TestAdminMergeFixture(t *testing.T) {
	ts := newDefault(t)
	body := map[string]any{
		"apps":       []any{map[string]any{"ID": 42, "tenant_id": DefaultTeam, "group_name": "search", "region_name": DefaultRegion}},
		"components": []any{map[string]any{"app_id": 42, "service_alias": "grse0001"}},
	}
	counts := admin(t, ts, "POST", "/_mock/fixture", body).want(t, 200).obj(t)
	if counts["apps"] != float64(len(DefaultFixture().Apps)+1) || counts["components"] != float64(len(DefaultFixture().Components)+1) {
		t.Fatalf("counts after merge: %v", counts)
	}
	// The merged component is served by the API like any other.
	call(t, ts, "GET", "/openapi/v1/teams/"+DefaultTeam+"/regions/"+DefaultRegion+"/apps/42/services/grse0001", nil).want(t, 200)

	admin(t, ts, "POST", "/_mock/fixture", map[string]any{"teamz": []any{}}).want(t, 400)
	admin(t, ts, "POST", "/_mock/fixture", map[string]any{"components": []any{map[string]any{"app_id": 999, "service_alias": "x"}}}).want(t, 400)
}
