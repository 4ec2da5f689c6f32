package httpdomain_test

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

// Issue 28, item 5: a rule update never changes the API gateway's route
// that the create registered, so a change of domain_name replaces the
// rule, and the gateway routes the new host (the old host's route stays,
// as the platform leaves it).
func TestAccHTTPDomain_domainNameChangeRoutesTheNewHost(t *testing.T) {
	env := acctest.NewEnv(t, fixture.Adoptable())
	const newHost = "new.acc.example.com"
	w := env.NewCLIWorkdir(t, env.Config(acctest.DomainHCL("d", fixture.Team, 5000, domain, "")))
	w.Run("apply", "-auto-approve", "-input=false")
	before := newRules(env)[0].HTTPRuleID
	if _, ok := env.GW.APIRouteOfHost(domain); !ok {
		t.Fatalf("no gateway route for %s after the create: %+v", domain, env.GW.APIRoutes())
	}

	w.Write(env.Config(acctest.DomainHCL("d", fixture.Team, 5000, newHost, "")))
	acctest.ExpectIn(t, "plan", w.Run("plan", "-input=false"), "must be replaced", "forces replacement")
	w.Run("apply", "-auto-approve", "-input=false")
	rules := newRules(env)
	if len(rules) != 1 || rules[0].HTTPRuleID == before || rules[0].DomainName != newHost {
		t.Fatalf("rules after the change: %+v", rules)
	}
	rt, ok := env.GW.APIRouteOfHost(newHost)
	if !ok || rt.ServicePort != 5000 || rt.Paths[0] != "/*" {
		t.Errorf("the gateway does not route %s: %+v", newHost, env.GW.APIRoutes())
	}
	if _, ok := env.GW.APIRouteOfHost(domain); !ok {
		t.Errorf("the old host's route is gone, which the platform does not do: %+v", env.GW.APIRoutes())
	}
	expectEmptyPlan(t, w)
}
