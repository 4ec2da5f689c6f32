package port_test

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// innerPortHCL is port n of the standard component with alias, its inner
// service open.
func innerPortHCL(env *acctest.Env, n int64, alias string) string {
	return env.Config(acctest.PortHCL("web", n, `port_alias = "`+alias+`"
  is_inner_service = true`))
}

// The platform's port create does not check the alias, and with the inner
// service open it moves the holder's connection variables to the new
// port, whose destroy then deletes them. A first create with an alias a
// console port holds fails the plan (a new resource reads the component's
// ports at plan), and, when the holder appears after a saved plan, the
// apply, with no POST (Terraform plans the change again in the apply, so
// the plan's check refuses it there; the create's own check, from the
// list read before its POST, is TestCreateRefusesAnAliasAnotherPortHolds).
// The advice (another alias) works.
func TestAccComponentPort_createRefusesHeldAlias(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, innerPortHCL(env, 7511, "HELD_HTTP"))
	w.Run("plan", "-input=false", "-out=tfplan")
	if _, err := env.Console.PutPort(mockgateway.Port{ServiceID: fixture.Component, ContainerPort: 5000, Protocol: "http", PortAlias: "HELD_HTTP", IsInnerService: true}); err != nil {
		t.Fatal(err)
	}
	env.GW.ResetCounts()
	out, err := w.Try("apply", "-input=false", "tfplan")
	if err == nil {
		t.Fatalf("the saved plan made a second port of alias HELD_HTTP:\n%s", out)
	}
	acctest.ExpectIn(t, "apply", out, "Cannot create port 7511", `port 5000 of the component has alias "HELD_HTTP"`,
		"HELD_HTTP_HOST and HELD_HTTP_PORT", "Choose another port_alias")
	if n := env.GW.Count("AddPort"); n != 0 {
		t.Fatalf("the apply sent %d port creates, want none", n)
	}
	if p, ok := env.GW.Port(fixture.Component, 7511); ok {
		t.Fatalf("the apply made port 7511: %+v", p)
	}
	out, err = w.Try("plan", "-input=false")
	if err == nil {
		t.Fatalf("the plan of a new port with a held alias passed:\n%s", out)
	}
	acctest.ExpectIn(t, "plan", out, "Port alias held by another port", "Cannot create port 7511", `port 5000 of the component has alias "HELD_HTTP"`)
	// The advice: another alias.
	w.Write(innerPortHCL(env, 7511, "OWN_HTTP"))
	w.Run("apply", "-input=false", "-auto-approve")
	if p, ok := env.GW.Port(fixture.Component, 7511); !ok || p.PortAlias != "OWN_HTTP" {
		t.Fatalf("port 7511 after following the advice: %+v (found %t), want alias OWN_HTTP", p, ok)
	}
	if p, ok := env.GW.Port(fixture.Component, 5000); !ok || p.PortAlias != "HELD_HTTP" || !p.IsInnerService {
		t.Fatalf("the console's port 5000 after the apply: %+v (found %t), want it untouched", p, ok)
	}
}

// A first create with the inner service open and an alias whose
// connection variable a user made (DBX_HOST) is refused with no POST: the
// platform would move the variable to the new port, keeping its value,
// and the port's destroy would delete it. The advice (another alias)
// works, and the variable outlives the port.
func TestAccComponentPort_createRefusesTakingVariable(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	if err := env.Console.PutEnv(fixture.ServiceID, mockgateway.ComponentEnv{Name: "DBX_HOST", Value: "db.example.internal", Note: "database", Scope: "outer"}); err != nil {
		t.Fatal(err)
	}
	w := env.NewCLIWorkdir(t, innerPortHCL(env, 7521, "DBX"))
	env.GW.ResetCounts()
	out, err := w.Try("apply", "-input=false", "-auto-approve")
	if err == nil {
		t.Fatalf("the create took the user's variable DBX_HOST:\n%s", out)
	}
	acctest.ExpectIn(t, "apply", out, "Cannot create port 7521", "the component has the variable DBX_HOST", "Nothing was sent", "Choose another port_alias")
	acctest.ExpectNotIn(t, "apply", out, "db.example.internal")
	if n := env.GW.Count("AddPort"); n != 0 {
		t.Fatalf("the apply sent %d port creates, want none", n)
	}
	keptVariable(t, env)
	// The advice: another alias.
	w.Write(innerPortHCL(env, 7521, "DBX2"))
	w.Run("apply", "-input=false", "-auto-approve")
	if p, ok := env.GW.Port(fixture.Component, 7521); !ok || p.PortAlias != "DBX2" {
		t.Fatalf("port 7521 after following the advice: %+v (found %t), want alias DBX2", p, ok)
	}
	w.Run("destroy", "-input=false", "-auto-approve")
	keptVariable(t, env)
}

// keptVariable fails the test unless the user's DBX_HOST is still there
// with its value.
func keptVariable(t *testing.T, env *acctest.Env) {
	t.Helper()
	keptUserVariable(t, env, "DBX_HOST", "db.example.internal")
}

// keptUserVariable fails the test unless the component's variable name is
// still there with the user's value.
func keptUserVariable(t *testing.T, env *acctest.Env, name, value string) {
	t.Helper()
	for _, e := range env.GW.Envs(fixture.ServiceID) {
		if e.Name == name {
			if e.Value != value {
				t.Fatalf("%s is %q, want the user's %s", name, e.Value, value)
			}
			return
		}
	}
	t.Fatalf("the user's variable %s is gone: %+v", name, env.GW.Envs(fixture.ServiceID))
}

// A port created with the inner service open and no alias gets the
// platform's default alias, the component's in upper case and the number
// (GRACC0WEB7522): a variable of that name a user made is refused the same
// way, with no POST, and the error names the default. The advice (an
// alias of one's own) works, and the variable outlives the port.
func TestAccComponentPort_createWithoutAliasRefusesTakingVariable(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	if err := env.Console.PutEnv(fixture.ServiceID, mockgateway.ComponentEnv{Name: "GRACC0WEB7522_PORT", Value: "5432", Note: "by hand", Scope: "outer"}); err != nil {
		t.Fatal(err)
	}
	w := env.NewCLIWorkdir(t, env.Config(acctest.PortHCL("web", 7522, "is_inner_service = true")))
	env.GW.ResetCounts()
	out, err := w.Try("apply", "-input=false", "-auto-approve")
	if err == nil {
		t.Fatalf("the create took the user's variable GRACC0WEB7522_PORT:\n%s", out)
	}
	acctest.ExpectIn(t, "apply", out, "Cannot create port 7522", "the component has the variable GRACC0WEB7522_PORT",
		`port 7522 with no port_alias (the platform then gives it the alias "GRACC0WEB7522")`, "Nothing was sent")
	if n := env.GW.Count("AddPort"); n != 0 {
		t.Fatalf("the apply sent %d port creates, want none", n)
	}
	w.Write(innerPortHCL(env, 7522, "PG") + acctest.PortHCL("plain", 7523, ""))
	w.Run("apply", "-input=false", "-auto-approve")
	// The default alias is the platform's own: a port created without one
	// has it.
	if p, ok := env.GW.Port(fixture.Component, 7523); !ok || p.PortAlias != "GRACC0WEB7523" {
		t.Fatalf("port 7523 created without an alias: %+v (found %t), want the platform's alias GRACC0WEB7523", p, ok)
	}
	w.Run("destroy", "-input=false", "-auto-approve")
	keptUserVariable(t, env, "GRACC0WEB7522_PORT", "5432")
}
