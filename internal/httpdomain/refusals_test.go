package httpdomain_test

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// What the platform would take and then drop or change is refused at plan
// time, before any request: configuration.set_headers, which the region
// never applies (issue 28, item 4), and values with blanks around them,
// which the platform trims (issue 27, item 9).
func TestAccHTTPDomain_planTimeRefusals(t *testing.T) {
	for name, c := range map[string]struct{ extra, want string }{
		"set_headers":   {"  configuration = { set_headers = { \"X-Env\" = \"beta\" } }", "the platform drops"},
		"domain_path":   {"  domain_path = \"/shop \"", `write "/shop"`},
		"domain_cookie": {"  domain_cookie = \" beta=1\"", `write "beta=1"`},
		"domain_header": {"  domain_header = \"X-Env=beta\\n\"", `write "X-Env=beta"`},
	} {
		t.Run(name, func(t *testing.T) {
			env := acctest.NewConsoleEnv(t, fixture.Adoptable())
			w := env.NewCLIWorkdir(t, env.Config(acctest.DomainHCL("d", fixture.Team, 5000, domain, c.extra)))
			env.GW.ResetCounts()
			out, err := w.Try("plan", "-input=false")
			if err == nil {
				t.Fatalf("planned:\n%s", out)
			}
			acctest.ExpectIn(t, "plan", out, c.want)
			if n := env.GW.TotalRequests(); n != 0 {
				t.Errorf("the refused plan sent %d requests: %v", n, env.GW.Counts())
			}
		})
	}
}

// An untrimmed value's refusal means no replace loop: a configuration
// that writes the trimmed value applies once and plans nothing after.
func TestAccHTTPDomain_trimmedValuesSettle(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Adoptable())
	w := env.NewCLIWorkdir(t, env.Config(acctest.DomainHCL("d", fixture.Team, 5000, domain, "  domain_path = \"/shop\"\n  domain_cookie = \"beta=1\"")))
	acctest.ExpectNotIn(t, "apply", w.Run("apply", "-auto-approve", "-input=false"), "inconsistent result")
	expectEmptyPlan(t, w)
	if n := env.GW.Count(mockgateway.OpCreateHTTPDomain); n != 1 {
		t.Errorf("%d creates", n)
	}
}
