package componentports_test

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// A saved plan that changes one port leaves the others as they were; when
// the console deletes or changes one of those between the plan and the
// apply, the state takes the platform's word: the deleted port is not
// claimed, the changed one is saved as the platform has it, and the apply
// says so for each.
func TestAccComponentPorts_savedPlanUnchangedPortsFollowThePlatform(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	ports := map[string]string{
		"7101": `      protocol = "tcp"`,
		"7102": `      protocol = "tcp"`,
		"7103": `      protocol = "http"`,
	}
	w := env.NewCLIWorkdir(t, env.Config(setHCL("web", ports, "")))
	w.Run("apply", "-input=false", "-auto-approve")
	ports["7103"] = `      protocol = "http"
      is_inner_service = true`
	w.Write(env.Config(setHCL("web", ports, "")))
	w.Run("plan", "-input=false", "-out=tfplan")
	if err := env.Console.RemovePort(fixture.Component, 7101); err != nil {
		t.Fatal(err)
	}
	if err := env.Console.EditPort(fixture.Component, 7102, func(p *mockgateway.Port) { p.Protocol = "udp" }); err != nil {
		t.Fatal(err)
	}
	out, err := w.Try("apply", "-input=false", "tfplan")
	if err == nil {
		t.Fatalf("the apply did not say that ports changed since the plan:\n%s", out)
	}
	acctest.ExpectIn(t, "apply", out, "Port 7101 was deleted outside Terraform after the plan", "Port 7102 was changed outside Terraform after the plan", `protocol is "udp"`)
	acctest.ExpectNotIn(t, "apply", out, "inconsistent result", "invalid result object")
	if p, ok := env.GW.Port(fixture.Component, 7103); !ok || !p.IsInnerService {
		t.Fatalf("port 7103 after the apply: %+v, want its inner service open", p)
	}
	show := w.Run("state", "show", setAddr)
	acctest.ExpectNotIn(t, "state", show, `"7101"`)
	acctest.ExpectIn(t, "state", show, `"udp"`)
}
