package componentports_test

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// A saved destroy plan does not delete a port the console made again after
// the plan with another protocol and alias, and the state keeps that port
// (as the platform has it) while the port it still matches is deleted.
func TestAccComponentPorts_savedDestroyLeavesRemadePort(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, env.Config(setHCL("web", map[string]string{
		"7101": `      protocol = "http"`,
		"7102": `      protocol = "http"`,
	}, "")))
	w.Run("apply", "-input=false", "-auto-approve")
	w.Run("plan", "-destroy", "-input=false", "-out=tfplan")
	if err := env.Console.EditPort(fixture.Component, 7101, func(p *mockgateway.Port) { p.Protocol, p.PortAlias = "tcp", "CONSOLE7101" }); err != nil {
		t.Fatal(err)
	}
	out, err := w.Try("apply", "-input=false", "tfplan")
	if err == nil {
		t.Fatalf("the saved destroy plan deleted the console's port:\n%s", out)
	}
	acctest.ExpectIn(t, "apply", out, "Cannot delete port 7101", `"CONSOLE7101"`, "outside Terraform")
	if _, ok := env.GW.Port(fixture.Component, 7101); !ok {
		t.Fatal("the console's port 7101 was deleted")
	}
	if _, ok := env.GW.Port(fixture.Component, 7102); ok {
		t.Fatal("port 7102, unchanged since the plan, was not deleted")
	}
	show := w.Run("state", "show", setAddr)
	acctest.ExpectIn(t, "state", show, `"7101"`, `"CONSOLE7101"`)
	acctest.ExpectNotIn(t, "state", show, `"7102"`)
}
