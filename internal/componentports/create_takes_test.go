package componentports_test

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// innerSetHCL is the form with port n of alias, its inner service open.
func innerSetHCL(env *acctest.Env, n, alias string) string {
	return env.Config(setHCL("web", map[string]string{n: `      port_alias       = "` + alias + `"
      is_inner_service = true`}, ""))
}

// A new rainbond_component_ports whose port takes an alias a console port
// holds fails the plan, even beside a refreshed rainbond_component_port of
// the same component (Terraform plans the new resource without waiting for
// the other's refresh, so the check now reads the component's ports for
// it): the platform's create would make a second port of the alias and
// move the holder's connection variables. The advice (another alias)
// works, and the console's port is untouched.
func TestAccComponentPorts_newResourceRefusesHeldAlias(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	if _, err := env.Console.PutPort(mockgateway.Port{ServiceID: fixture.Component, ContainerPort: 5000, Protocol: "http", PortAlias: "HELD_HTTP", IsInnerService: true}); err != nil {
		t.Fatal(err)
	}
	single := acctest.PortHCL("single", 7501, `port_alias = "SINGLE"`)
	w := env.NewCLIWorkdir(t, env.Config(single))
	w.Run("apply", "-input=false", "-auto-approve")
	w.Write(innerSetHCL(env, "7503", "HELD_HTTP") + single)
	env.GW.ResetCounts()
	out, err := w.Try("apply", "-input=false", "-auto-approve")
	if err == nil {
		t.Fatalf("the new resource made a second port of alias HELD_HTTP:\n%s", out)
	}
	acctest.ExpectIn(t, "plan", out, "Port alias held by another port", "Cannot create port 7503", `port 5000 of the component has alias "HELD_HTTP"`,
		"HELD_HTTP_HOST and HELD_HTTP_PORT", "Choose another port_alias")
	if n := env.GW.Count("AddPort"); n != 0 {
		t.Fatalf("the apply sent %d port creates, want none", n)
	}
	w.Write(innerSetHCL(env, "7503", "OWN_HTTP") + single)
	w.Run("apply", "-input=false", "-auto-approve")
	if p, ok := env.GW.Port(fixture.Component, 7503); !ok || p.PortAlias != "OWN_HTTP" {
		t.Fatalf("port 7503 after following the advice: %+v (found %t), want alias OWN_HTTP", p, ok)
	}
	if p, ok := env.GW.Port(fixture.Component, 5000); !ok || p.PortAlias != "HELD_HTTP" || !p.IsInnerService {
		t.Fatalf("the console's port 5000 after the apply: %+v (found %t), want it untouched", p, ok)
	}
}

// A port of the form created with the inner service open and an alias
// whose connection variable a user made (DBZ_HOST) is refused with no
// POST; the advice (another alias) works, and the variable outlives the
// port's destroy with its value.
func TestAccComponentPorts_createRefusesTakingVariable(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	if err := env.Console.PutEnv(fixture.ServiceID, mockgateway.ComponentEnv{Name: "DBZ_HOST", Value: "dbz.example.internal", Note: "database", Scope: "outer"}); err != nil {
		t.Fatal(err)
	}
	w := env.NewCLIWorkdir(t, innerSetHCL(env, "7541", "DBZ"))
	env.GW.ResetCounts()
	out, err := w.Try("apply", "-input=false", "-auto-approve")
	if err == nil {
		t.Fatalf("the create took the user's variable DBZ_HOST:\n%s", out)
	}
	acctest.ExpectIn(t, "apply", out, "Cannot create port 7541", "the component has the variable DBZ_HOST", "Nothing was sent", "Choose another port_alias")
	acctest.ExpectNotIn(t, "apply", out, "dbz.example.internal")
	if n := env.GW.Count("AddPort"); n != 0 {
		t.Fatalf("the apply sent %d port creates, want none", n)
	}
	w.Write(innerSetHCL(env, "7541", "DBZ2"))
	w.Run("apply", "-input=false", "-auto-approve")
	if p, ok := env.GW.Port(fixture.Component, 7541); !ok || p.PortAlias != "DBZ2" {
		t.Fatalf("port 7541 after following the advice: %+v (found %t), want alias DBZ2", p, ok)
	}
	w.Run("destroy", "-input=false", "-auto-approve")
	for _, e := range env.GW.Envs(fixture.ServiceID) {
		if e.Name == "DBZ_HOST" {
			if e.Value != "dbz.example.internal" {
				t.Fatalf("DBZ_HOST is %q, want the user's value", e.Value)
			}
			return
		}
	}
	t.Fatalf("the user's variable DBZ_HOST is gone: %+v", env.GW.Envs(fixture.ServiceID))
}

// With -refresh=false the plan has no list of the component's ports, so
// the apply refuses the held alias itself, from the list it reads before
// its writes, with no POST.
func TestAccComponentPorts_applyRefusesHeldAliasWithoutRefresh(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, env.Config(setHCL("web", map[string]string{"7401": `      port_alias = "OWN7401"`}, "")))
	w.Run("apply", "-input=false", "-auto-approve")
	if _, err := env.Console.PutPort(mockgateway.Port{ServiceID: fixture.Component, ContainerPort: 5000, Protocol: "http", PortAlias: "HELD_HTTP", IsInnerService: true}); err != nil {
		t.Fatal(err)
	}
	w.Write(env.Config(setHCL("web", map[string]string{"7401": `      port_alias = "OWN7401"`, "7402": `      port_alias = "HELD_HTTP"
      is_inner_service = true`}, "")))
	env.GW.ResetCounts()
	out, err := w.Try("apply", "-input=false", "-auto-approve", "-refresh=false")
	if err == nil {
		t.Fatalf("the apply made a second port of alias HELD_HTTP:\n%s", out)
	}
	acctest.ExpectIn(t, "apply", out, "Cannot create port 7402", "nothing was sent", `port 5000 of the component has alias "HELD_HTTP"`)
	if n := env.GW.Count("AddPort"); n != 0 {
		t.Fatalf("the apply sent %d port creates, want none", n)
	}
	if p, ok := env.GW.Port(fixture.Component, 5000); !ok || p.PortAlias != "HELD_HTTP" || !p.IsInnerService {
		t.Fatalf("the console's port 5000 after the apply: %+v (found %t), want it untouched", p, ok)
	}
	acctest.ExpectNotIn(t, "state", w.Run("state", "show", setAddr), `"7402"`)
}
