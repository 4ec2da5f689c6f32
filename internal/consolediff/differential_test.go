package consolediff

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// TestMockAgreesWithRealConsole sends every scenario to the real console
// and to the mock, both fresh on the seed's fixture, and fails for each
// scenario whose answers differ. Each scenario is a subtest, so the counts
// of the run are the counts of scenarios that agree and that differ.
func TestMockAgreesWithRealConsole(t *testing.T) {
	url := os.Getenv("RAINBOND_REAL_CONSOLE_URL")
	token := os.Getenv("RAINBOND_REAL_CONSOLE_TOKEN")
	userToken := os.Getenv("RAINBOND_REAL_CONSOLE_USER_TOKEN")
	if url == "" || token == "" || userToken == "" {
		t.Skip("no real console: set RAINBOND_REAL_CONSOLE_URL, RAINBOND_REAL_CONSOLE_TOKEN and RAINBOND_REAL_CONSOLE_USER_TOKEN " +
			"(and RAINBOND_REAL_CONSOLE_REGION_URL, the region stand-in, for the add-region scenario) " +
			"to a console fresh from the kit's start.sh (make testacc-real-console does)")
	}
	f, err := mockgateway.LoadFixture("testdata/seed.json")
	if err != nil {
		t.Fatal(err)
	}
	mock := mockgateway.NewTestServer(t, f, mockgateway.WithToken(token), mockgateway.WithUserToken(userToken))
	seedConnectionVariables(t, mock.Gateway, f)
	console := NewServer("console", url, token, userToken)
	mocked := NewServer("mock", mock.URL, token, userToken)

	scenarios := Scenarios(os.Getenv("RAINBOND_REAL_CONSOLE_REGION_URL"))
	differ := 0
	for _, sc := range scenarios {
		ok := t.Run(sc.Name, func(t *testing.T) {
			c, err := console.Send(sc)
			if err != nil {
				t.Fatalf("console: %v", err)
			}
			m, err := mocked.Send(sc)
			if err != nil {
				t.Fatalf("mock: %v", err)
			}
			if testing.Verbose() {
				t.Logf("console: %d %s\nmock:    %d %s", c.Status, c.Body, m.Status, m.Body)
			}
			if diffs := CompareScenario(sc, c, m); len(diffs) > 0 {
				t.Errorf("%s: the mock's answer differs from the console's:\n  %s\nconsole: %d %s\nmock:    %d %s",
					sc, strings.Join(diffs, "\n  "), c.Status, c.Body, m.Status, m.Body)
			}
		})
		if !ok {
			differ++
		}
	}
	t.Logf("mock vs real console: %d scenarios, %d agree, %d differ", len(scenarios), len(scenarios)-differ, differ)
	if report := os.Getenv("RAINBOND_DIFF_REPORT"); report != "" {
		line := fmt.Sprintf("mock vs real console: %d scenarios, %d agree, %d differ\n", len(scenarios), len(scenarios)-differ, differ)
		if err := os.WriteFile(report, []byte(line), 0o644); err != nil {
			t.Error(err)
		}
	}
}

// seedConnectionVariables gives the mock the variables seed.py writes
// beside each port with its inner service open (a fixture has no section
// for variables): PORTALIAS_HOST (the component's alias, note 连接地址)
// and PORTALIAS_PORT (the port, note 端口), scope outer, not changeable,
// tied to the port.
func seedConnectionVariables(t *testing.T, g *mockgateway.Gateway, f mockgateway.Fixture) {
	t.Helper()
	alias := map[string]string{}
	for _, c := range f.Components {
		alias[c.ServiceID] = c.ServiceAlias
	}
	for _, p := range f.Ports {
		if !p.IsInnerService {
			continue
		}
		for _, env := range []mockgateway.ComponentEnv{
			{Note: "连接地址", Name: p.PortAlias + "_HOST", Value: alias[p.ServiceID], Scope: "outer", ContainerPort: p.ContainerPort},
			{Note: "端口", Name: p.PortAlias + "_PORT", Value: fmt.Sprint(p.ContainerPort), Scope: "outer", ContainerPort: p.ContainerPort},
		} {
			if err := g.PutEnv(p.ServiceID, env); err != nil {
				t.Fatal(err)
			}
		}
	}
}
