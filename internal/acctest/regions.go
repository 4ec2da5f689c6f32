package acctest

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

// RegionAddr is the address of the region resource RegionHCL declares.
const RegionAddr = "rainbond_region.r"

// RegionHCL is the standard fixture's region as configured, read
// through the given team ("" for none).
func RegionHCL(team string) string {
	teamLine := ""
	if team != "" {
		teamLine = fmt.Sprintf("  team_id      = %q\n", team)
	}
	return fmt.Sprintf(`
resource "rainbond_region" "r" {
  region_name  = %q
  region_alias = "Acceptance"
  url          = "https://region.acc.example.com:8443"
  wsurl        = "wss://region.acc.example.com:6060"
  httpdomain   = %q
  tcpdomain    = "10.0.0.1"
%s}
`, fixture.Region, fixture.HTTPDomain, teamLine)
}

// RegionHCL is acctest.RegionHCL with the url the fixture's region has on
// this server (see RegionURL): on the real console, the region stand-in's.
func (e *Env) RegionHCL(t testing.TB, team string) string {
	t.Helper()
	const url = "https://region.acc.example.com:8443"
	return strings.Replace(RegionHCL(team), strconv.Quote(url), strconv.Quote(e.RegionURL(t, fixture.Region, url)), 1)
}
