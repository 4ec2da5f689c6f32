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
	w := env.NewCLIWorkdir(t, env.Config(acctest.PortHCL("web", 8080, "is_inner_service = true")))
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

// A saved destroy plan does not delete a port the console made again after
// the plan with another protocol and alias: the port number is all the
// platform identifies a port by, so settings other than the state's mean
// it is not this resource's. The apply says so and keeps the resource.
func TestAccComponentPort_savedDestroyLeavesRemadePort(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, env.Config(acctest.PortHCL("web", 8080, `protocol = "http"`)))
	w.Run("apply", "-input=false", "-auto-approve")
	w.Run("plan", "-destroy", "-input=false", "-out=tfplan")
	if err := env.Console.EditPort(fixture.Component, 8080, func(p *mockgateway.Port) { p.Protocol, p.PortAlias = "tcp", "CONSOLE8080" }); err != nil {
		t.Fatal(err)
	}
	out, err := w.Try("apply", "-input=false", "tfplan")
	if err == nil {
		t.Fatalf("the saved destroy plan deleted the console's port:\n%s", out)
	}
	acctest.ExpectIn(t, "apply", out, "Cannot delete port 8080", `"CONSOLE8080"`, "outside Terraform", "terraform plan again")
	if _, ok := env.GW.Port(fixture.Component, 8080); !ok {
		t.Fatal("the console's port 8080 was deleted")
	}
	acctest.ExpectIn(t, "state list", w.Run("state", "list"), "rainbond_component_port.web")
}
