package componentenv_test

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// Removing a name plans a warning that the platform keeps the variable,
// and the apply and the destroy say it again; the platform keeps it.
func TestAccComponentEnv_removalWarns(t *testing.T) {
	env := acctest.NewConsolePacedEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, env.Config(envHCL(`    KEEP = "1"`+"\n"+`    DROP = "2"`, "upgrade_on_change = false")))
	w.Run("apply", "-auto-approve", "-input=false")
	w.Write(env.Config(envHCL(`    KEEP = "1"`, "upgrade_on_change = false")))
	out := w.Run("plan", "-input=false")
	acctest.ExpectIn(t, "plan", out, "The platform keeps removed variables", "keeps DROP")
	w.Run("apply", "-auto-approve", "-input=false")
	out = w.Run("destroy", "-auto-approve", "-input=false")
	acctest.ExpectIn(t, "destroy", out, "The platform keeps the variables", "keeps KEEP")
	have := envsOf(env.GW)
	if have["DROP"].Value != "2" || have["KEEP"].Value != "1" {
		t.Fatalf("the platform has %+v; it keeps every variable", have)
	}
}

// A create that takes over a variable the component already has with
// another value says so in the plan.
func TestAccComponentEnv_overwriteWarns(t *testing.T) {
	env := acctest.NewConsolePacedEnv(t, fixture.Standard())
	if err := env.Console.PutEnv(fixture.ServiceID, mockgateway.ComponentEnv{Name: "MODE", Value: "s3cr3t-old", Scope: "inner"}); err != nil {
		t.Fatal(err)
	}
	w := env.NewCLIWorkdir(t, env.Config(envHCL(`    MODE = "prod"`, "upgrade_on_change = false")))
	out := w.Run("plan", "-input=false")
	acctest.ExpectIn(t, "plan", out, "Variables already set on the component", "already has MODE")
	acctest.ExpectNotIn(t, "plan", out, "s3cr3t-old")
}
