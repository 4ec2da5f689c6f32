package httpdomain_test

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// Issue 28, item 6: the rule's own 404 on delete (code 1404, "domain not
// found") means the rule is gone. A custom domain deleted out of band
// between refresh and apply destroys without error, and with no "check
// base_url" hint.
func TestAccHTTPDomain_destroyRuleGoneOutOfBand(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Adoptable())
	w := env.NewCLIWorkdir(t, env.Config(acctest.DomainHCL("d", fixture.Team, 5000, domain, "")))
	w.Run("apply", "-auto-approve", "-input=false")
	if err := env.Console.RemoveRule(newRules(env)[0].HTTPRuleID); err != nil {
		t.Fatal(err)
	}
	out := w.Run("destroy", "-auto-approve", "-input=false", "-refresh=false")
	acctest.ExpectNotIn(t, "destroy", out, "base_url", "Error")
	if n := env.GW.Count(mockgateway.OpDeleteHTTPDomain); n != 1 {
		t.Errorf("%d deletes", n)
	}
	if out := w.Run("state", "list"); out != "" {
		t.Errorf("state after destroy:\n%s", out)
	}
}

// Issue 27, item 10: any other 404 on delete (the team's, as when
// base_url points at another console) is an error that keeps the state,
// and the next destroy deletes the rule.
func TestAccHTTPDomain_destroyOtherNotFoundKeepsState(t *testing.T) {
	env := acctest.NewEnv(t, fixture.Adoptable())
	w := env.NewCLIWorkdir(t, env.Config(acctest.DomainHCL("d", fixture.Team, 5000, domain, "")))
	w.Run("apply", "-auto-approve", "-input=false")
	env.GW.AddFault(mockgateway.Fault{Operation: mockgateway.OpDeleteHTTPDomain, Status: 404, Shape: mockgateway.ShapeBusiness, Message: "no found team"})
	out, err := w.Try("destroy", "-auto-approve", "-input=false", "-refresh=false")
	if err == nil {
		t.Fatalf("destroyed on the team's 404:\n%s", out)
	}
	if got := expectStateRulesExist(t, env, w); len(got) != 1 {
		t.Fatalf("state after the failed destroy: %v", got)
	}
	w.Run("destroy", "-auto-approve", "-input=false")
	if rules := newRules(env); len(rules) != 0 {
		t.Errorf("rules left: %+v", rules)
	}
}
