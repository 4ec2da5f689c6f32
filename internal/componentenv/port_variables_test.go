package componentenv_test

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

// A port opened to the inner network makes its connection variables
// (<ALIAS>_HOST, <ALIAS>_PORT: scope outer, tied to the port). A variable
// configured with such a name is planned with a warning that says so, sets
// the port's variable, which keeps its scope; the port's delete takes it,
// which the next plan shows as drift, and the apply sets it again as the
// component's own.
func TestAccComponentEnv_variableOfAPortsName(t *testing.T) {
	env := acctest.NewConsolePacedEnv(t, fixture.Standard())
	port := acctest.PortHCL("conn", 8080, "port_alias = \"CONN\"\n  is_inner_service = true")
	w := env.NewCLIWorkdir(t, env.Config(port))
	w.Run("apply", "-auto-approve", "-input=false")
	have := envsOf(env.GW)
	if host, p := have["CONN_HOST"], have["CONN_PORT"]; host.Scope != "outer" || host.Note != "连接地址" || p.Value != "8080" || p.Scope != "outer" || p.Note != "端口" {
		t.Fatalf("the port's variables: %+v", have)
	}

	vars := envHCL(`    CONN_HOST = "db.internal"`, "upgrade_on_change = false")
	w.Write(env.Config(port + vars))
	acctest.ExpectIn(t, "plan", w.Run("plan", "-input=false"), "Variables already set on the component", "already has CONN_HOST",
		"CONN_HOST: connection variables (scope outer)", "the port's delete, or a change of its alias, removes or renames it")
	w.Run("apply", "-auto-approve", "-input=false")
	if host := envsOf(env.GW)["CONN_HOST"]; host.Value != "db.internal" || host.Scope != "outer" {
		t.Fatalf("CONN_HOST after the apply: %+v", host)
	}
	acctest.ExpectIn(t, "plan", w.Run("plan", "-input=false"), "No changes.")

	w.Write(env.Config(vars))
	w.Run("apply", "-auto-approve", "-input=false")
	if have := envsOf(env.GW); len(have["CONN_HOST"].Name)+len(have["CONN_PORT"].Name) > 0 {
		t.Fatalf("the port's delete left its variables: %+v", have)
	}
	acctest.ExpectIn(t, "plan", w.Run("plan", "-input=false"), "rainbond_component_env.web will be updated in-place", "1 to change")
	w.Run("apply", "-auto-approve", "-input=false")
	if host := envsOf(env.GW)["CONN_HOST"]; host.Value != "db.internal" || host.Scope != "inner" {
		t.Fatalf("CONN_HOST after the apply: %+v", host)
	}
}
