package provider

import (
	"fmt"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// A 409 that says the team has not opened the region, or that the region
// is not enabled, is a refusal: nothing was created, and the error says
// so with what to do, not that the outcome is unknown with an import hint.
func TestAccComponentPort_refusedRegion(t *testing.T) {
	const closed = "acc-region-closed"
	cases := []struct {
		name    string
		region  string
		prepare func(*mockgateway.Gateway) error
		want    []string
	}{
		{"team has not opened the region", closed, func(*mockgateway.Gateway) error { return nil },
			[]string{fmt.Sprintf(`Team %q has not opened region %q`, accTeam, closed), "nothing was done", "Open the region for the team"}},
		{"region not enabled", accRegion, func(gw *mockgateway.Gateway) error { return gw.SetRegionStatus(accRegion, "2") },
			[]string{fmt.Sprintf(`Region %q is not enabled`, accRegion), "nothing was done", "Enable the region"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := accFixture()
			f.Regions = append(f.Regions, mockgateway.Region{RegionName: closed, RegionAlias: "Closed", URL: "https://closed.acc.example.com:8443",
				WSURL: "wss://closed.acc.example.com:6060", HTTPDomain: "closed.acc.example.com", TCPDomain: "10.0.0.2", Status: "1"})
			env := newAccEnv(t, f)
			if err := c.prepare(env.GW); err != nil {
				t.Fatal(err)
			}
			w := newCLIWorkdir(t, env.Config(fmt.Sprintf(`
resource "rainbond_component_port" "web" {
  team_id        = %q
  region_name    = %q
  app_id         = %d
  service_id     = %q
  container_port = 8080
}
`, accTeam, c.region, accAppID, accComponent)))
			out, err := w.try("apply", "-input=false", "-auto-approve")
			if err == nil {
				t.Fatalf("apply succeeded:\n%s", out)
			}
			expectIn(t, "apply", out, append([]string{"Cannot create port 8080"}, c.want...)...)
			expectNotIn(t, "apply", out, "Cannot tell", "import")
			// Refused at the first request (the create reads the component
			// for the port's identity before it posts), and not repeated.
			if n := env.GW.TotalRequests(); n != 1 {
				t.Errorf("%d requests (%v), want 1: a refusal is not repeated", n, env.GW.Counts())
			}
		})
	}
}
