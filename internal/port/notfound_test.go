package port_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// ingressPrefix is where the mock's console is served in these tests,
// behind an ingress that answers an HTML 404 page everywhere else.
const ingressPrefix = "/console"

func twoPortsOn(env *acctest.Env, baseURL string) string {
	return env.ConfigAt(baseURL, acctest.PortHCL("web", 7100, "")+acctest.PortHCL("api", 7101, ""))
}

// A 404 that is not the platform's own answer for the component (a wrong
// base_url prefix reaching a path no console serves, or an ingress's HTML
// page) fails plan, apply and refresh-only, keeps every port in state, and
// shows the URL that was requested.
func TestAccPort_foreignNotFoundKeepsState(t *testing.T) {
	env := acctest.NewEnvWith(t, fixture.Standard(), mockgateway.WithIngress(ingressPrefix))
	w := env.NewCLIWorkdir(t, twoPortsOn(env, env.URL))
	w.Run("apply", "-auto-approve", "-input=false")
	root := strings.TrimSuffix(env.URL, ingressPrefix)
	for name, base := range map[string]string{
		"wrong prefix":  env.URL + "/wrong",
		"html 404 page": root,
	} {
		w.Write(twoPortsOn(env, base))
		requested := "GET " + base + "/openapi/v1/teams/" + fixture.Team + "/regions/" + fixture.Region
		for _, args := range [][]string{
			{"plan", "-input=false"},
			{"apply", "-auto-approve", "-input=false"},
			{"apply", "-refresh-only", "-auto-approve", "-input=false"},
		} {
			out, err := w.Try(args...)
			if err == nil {
				t.Errorf("%s: terraform %s succeeded:\n%s", name, strings.Join(args, " "), out)
			}
			acctest.ExpectIn(t, name+": terraform "+strings.Join(args, " "), out, requested, "check base_url")
			acctest.ExpectNotIn(t, name+": terraform "+strings.Join(args, " "), out, "is gone")
			state := w.Run("state", "list")
			acctest.ExpectIn(t, name+": state after terraform "+strings.Join(args, " "), state,
				"rainbond_component_port.web", "rainbond_component_port.api")
		}
	}
	if n := len(env.GW.Ports(fixture.Component)); n != 2 {
		t.Errorf("the platform has %d ports, want 2", n)
	}
	// With the right address again, nothing is to change.
	w.Write(twoPortsOn(env, env.URL))
	if out, err := w.Try("plan", "-detailed-exitcode", "-input=false"); err != nil {
		t.Errorf("plan with the right base_url is not empty: %v\n%s", err, out)
	}
}

// componentDeletedInConsole says why a test that deletes a component in
// the console skips on the real one: the console refuses to delete a
// component its region reports running (409, "请先关闭组件":
// console/services/app_actions/app_manage.py, delete). env.Console's
// RemoveComponent stops it first, but the region stand-in finds a
// component's status by alias only for aliases the console makes ("gr" and
// the id's last six digits); for the fixture's gracc0web it answers running
// even after the stop.
const componentDeletedInConsole = "the region stand-in finds a component's status by alias only for aliases the console makes (\"gr\" and the id's last six digits); for the fixture's gracc0web it answers running after the stop, and the console refuses the delete (409)"

// A component really deleted (the platform's own 404 for it) still plans
// its ports' re-creation, with the warning that says why.
func TestAccPort_deletedComponentPlansRecreation(t *testing.T) {
	acctest.SkipOnConsole(t, componentDeletedInConsole)
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, twoPortsOn(env, env.URL))
	w.Run("apply", "-auto-approve", "-input=false")
	if err := env.Console.RemoveComponent(fixture.Component); err != nil {
		t.Fatal(err)
	}
	out := w.Run("plan", "-input=false")
	acctest.ExpectIn(t, "plan", out, fmt.Sprintf("Component %q is gone", fixture.Component),
		"rainbond_component_port.web will be created", "rainbond_component_port.api will be created", "2 to add")
}

// The platform's own JSON 404 for the team ("no found team") or the app
// ("no found app") is not the component's: the path's team or app no longer
// resolves, and that says nothing about the ports. Plan and refresh-only
// fail, keep every port in state and show the requested URL; with the team
// or app back, nothing is to change. A component 404 still plans
// re-creation: TestAccPort_deletedComponentPlansRecreation.
func TestAccPort_teamOrAppNotFoundKeepsState(t *testing.T) {
	cases := []struct {
		name, says    string
		remove, bring func(c acctest.Console) error
	}{
		{
			name: "team gone", says: "团队不存在",
			remove: func(c acctest.Console) error { return renameTeam(c, "acc-team-renamed") },
			bring:  func(c acctest.Console) error { return renameTeam(c, fixture.Team) },
		},
		{
			name: "app gone", says: "应用不存在",
			remove: func(c acctest.Console) error { return moveApp(c, otherRegion) },
			bring:  func(c acctest.Console) error { return moveApp(c, fixture.Region) },
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := fixture.Standard()
			f.Regions = append(f.Regions, mockgateway.Region{RegionName: otherRegion, RegionAlias: "Other", URL: "https://other.acc.example.com:8443",
				WSURL: "wss://other.acc.example.com:6060", HTTPDomain: "other.acc.example.com", TCPDomain: "10.0.0.3", Status: "1"})
			env := acctest.NewConsoleEnv(t, f)
			w := env.NewCLIWorkdir(t, twoPortsOn(env, env.URL))
			w.Run("apply", "-auto-approve", "-input=false")
			if err := c.remove(env.Console); err != nil {
				t.Fatal(err)
			}
			requested := "GET " + env.URL + "/openapi/v1/teams/" + fixture.Team + "/regions/" + fixture.Region
			for _, args := range [][]string{
				{"plan", "-input=false"},
				{"apply", "-refresh-only", "-auto-approve", "-input=false"},
			} {
				what := "terraform " + strings.Join(args, " ")
				out, err := w.Try(args...)
				if err == nil {
					t.Errorf("%s succeeded:\n%s", what, out)
				}
				acctest.ExpectIn(t, what, out, requested, "HTTP 404", c.says)
				acctest.ExpectNotIn(t, what, out, "is gone", "will be created")
				acctest.ExpectIn(t, "state after "+what, w.Run("state", "list"),
					"rainbond_component_port.web", "rainbond_component_port.api")
			}
			if err := c.bring(env.Console); err != nil {
				t.Fatal(err)
			}
			if out, err := w.Try("plan", "-detailed-exitcode", "-input=false"); err != nil {
				t.Errorf("plan with the %s back is not empty: %v\n%s", c.name, err, out)
			}
		})
	}
}

// renameTeam gives the standard team another name, keeping its tenant id:
// to paths under the old name the team is gone, as if deleted ("no found
// team"), and the same call brings it back. The rename is the console's.
func renameTeam(c acctest.Console, name string) error {
	_, err := c.PutTeam(mockgateway.Team{TenantID: fixture.TenantID, TeamName: name, Regions: []string{fixture.Region}})
	return err
}

// otherRegion is a region the team never opened, where moveApp puts the
// app (a region the console knows, so that its objects read back).
const otherRegion = "acc-region-other"

// moveApp puts the standard app in another region: in the fixture's region
// the app is gone, as if deleted ("no found app"), and the same call brings
// it back. The move is the console's (its app model).
func moveApp(c acctest.Console, region string) error {
	return c.EditApp(fixture.AppID, func(a *mockgateway.App) { a.RegionName = region })
}
