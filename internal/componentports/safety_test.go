package componentports_test

import (
	"net/http"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

const customRuleID = "c0ffee00c0ffee00c0ffee00c0ffee00"

// customRule is a custom domain bound to port 8080 of the component.
func customRule(outer bool) mockgateway.Rule {
	return mockgateway.Rule{HTTPRuleID: customRuleID, ServiceID: fixture.ServiceID, ContainerPort: 8080,
		DomainName: "shop.example.com", Type: 1, IsOuterService: outer}
}

// An unset port_alias changed in the console between `plan -out` and the
// apply of that saved plan survives: it is planned unknown and read fresh
// at apply.
func TestAccComponentPorts_savedPlanKeepsConsoleAlias(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, env.Config(setHCL("web", map[string]string{"8080": "is_inner_service = true", "8081": plain}, "")))
	w.Run("apply", "-input=false", "-auto-approve")
	w.Write(env.Config(setHCL("web", map[string]string{"8080": "is_inner_service = true\nis_outer_service = true", "8081": plain}, "")))
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

// A custom domain still flagged outer blocks the removal of its port before
// any write; a dormant one is named in the plan and goes with the port.
func TestAccComponentPorts_removalAndCustomDomains(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	open8080 := "is_inner_service = true\nis_outer_service = true"
	both := env.Config(setHCL("web", map[string]string{"8080": open8080, "8081": plain}, ""))
	w := env.NewCLIWorkdir(t, both)
	w.Run("apply", "-input=false", "-auto-approve")
	if _, err := env.Console.PutRule(customRule(true)); err != nil {
		t.Fatal(err)
	}
	without := env.Config(setHCL("web", map[string]string{"8081": plain}, ""))
	w.Write(without)
	acctest.ExpectIn(t, "plan that removes a served port", w.Run("plan", "-input=false"), "Port 8080 has custom domains bound", customRuleID)
	env.GW.ResetCounts()
	out, err := w.Try("apply", "-input=false", "-auto-approve")
	if err == nil {
		t.Fatalf("the removal of a port a custom domain serves went through:\n%s", out)
	}
	acctest.ExpectIn(t, "refused removal", out, "Cannot remove port 8080", customRuleID, "shop.example.com")
	for _, r := range env.GW.Requests() {
		if r.Method == http.MethodPut || r.Method == http.MethodDelete || r.Method == http.MethodPost {
			t.Errorf("the refused removal sent %s %s", r.Method, r.Path)
		}
	}
	if p, ok := env.GW.Port(fixture.Component, 8080); !ok || !p.IsOuterService {
		t.Fatalf("port after the refused removal: %+v (exists %v)", p, ok)
	}
	// The domain stops serving (flagged not outer): the plan names it, and
	// the removal takes it with the port.
	if err := env.Console.RemoveRule(customRuleID); err != nil {
		t.Fatal(err)
	}
	if _, err := env.Console.PutRule(customRule(false)); err != nil {
		t.Fatal(err)
	}
	acctest.ExpectIn(t, "plan that removes a port with a dormant domain", w.Run("plan", "-input=false"),
		"Custom domains of port 8080 will be deleted with it", customRuleID)
	w.Run("apply", "-input=false", "-auto-approve")
	if _, ok := env.GW.Port(fixture.Component, 8080); ok {
		t.Fatal("port 8080 is still there")
	}
	if _, ok := env.GW.Port(fixture.Component, 8081); !ok {
		t.Fatal("port 8081 went too")
	}
	if _, ok := env.GW.Rule(customRuleID); ok {
		t.Fatal("the dormant domain outlived its port")
	}
}
