package consolediff

import (
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
			"to a console fresh from the kit's start.sh (make testacc-real-console does)")
	}
	f, err := mockgateway.LoadFixture("testdata/seed.json")
	if err != nil {
		t.Fatal(err)
	}
	mock := mockgateway.NewTestServer(t, f, mockgateway.WithToken(token), mockgateway.WithUserToken(userToken))
	console := NewServer("console", url, token, userToken)
	mocked := NewServer("mock", mock.URL, token, userToken)

	scenarios := Scenarios()
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
			if diffs := Compare(c, m, sc.Same); len(diffs) > 0 {
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
		line := "mock vs real console: " + itoa(len(scenarios)) + " scenarios, " + itoa(len(scenarios)-differ) + " agree, " + itoa(differ) + " differ\n"
		if err := os.WriteFile(report, []byte(line), 0o644); err != nil {
			t.Error(err)
		}
	}
}
