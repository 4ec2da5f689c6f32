package port_test

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// An unset port_alias changed in the console between `plan -out` and the
// apply of that saved plan survives: the update sends only what the
// configuration changes, and the apply's result differs from the plan only
// in the unset, computed alias (known after apply), so Terraform finds no
// inconsistent result.
func TestAccComponentPort_savedPlanKeepsConsoleAlias(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	w := acctest.NewCLIWorkdir(t, env.Config(acctest.PortHCL("web", 8080, "is_inner_service = true")))
	w.Run("apply", "-input=false", "-auto-approve")
	w.Write(env.Config(acctest.PortHCL("web", 8080, "is_inner_service = true\nis_outer_service = true")))
	w.Run("plan", "-input=false", "-out=tfplan")
	if err := env.Console.EditPort(fixture.Component, 8080, func(p *mockgateway.Port) { p.PortAlias = "FROM_CONSOLE" }); err != nil {
		t.Fatal(err)
	}
	w.Run("apply", "-input=false", "tfplan")
	p, _ := env.GW.Port(fixture.Component, 8080)
	if p.PortAlias != "FROM_CONSOLE" || !p.IsOuterService {
		t.Fatalf("port after the saved plan: %+v, want the console's alias kept and the outer service open", p)
	}
	acctest.ExpectIn(t, "plan after the apply", w.Run("plan", "-input=false"), "No changes")
}
