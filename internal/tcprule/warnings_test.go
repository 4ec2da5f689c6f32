package tcprule_test

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
)

// The plan says what the API cannot do with a rule (one made in the
// console, imported): a destroy forgets the rule, and a
// replacement leaves the old one, each naming the rule that stays.
func TestAccTCPRule_planSaysWhatStays(t *testing.T) {
	env := acctest.NewConsoleEnv(t, withConsoleRule())
	w := env.NewCLIWorkdir(t, env.Config(ruleHCL(6379, "0.0.0.0:30001")))
	w.Run("import", "-input=false", addr, importID(consoleRuleID))
	acctest.ExpectIn(t, "destroy plan", w.Run("plan", "-destroy", "-input=false"), "Destroy does not delete the TCP rule", consoleRuleID, "stays on the platform")
	w.Write(env.Config(ruleHCL(6379, "0.0.0.0:30002")))
	acctest.ExpectIn(t, "replace plan", w.Run("plan", "-input=false"), "Replacing the TCP rule leaves the old one", consoleRuleID)
	out := w.Run("destroy", "-auto-approve", "-input=false")
	acctest.ExpectIn(t, "destroy", out, "TCP rule left on the platform")
	if n := len(custom(env.GW)); n != 1 {
		t.Errorf("%d custom rules after destroy, want the one left", n)
	}
}
