package componentports_test

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

// A port the aggregate creates without port_alias gets the platform's
// default alias (GRACC0WEB7612 for port 7612 of gracc0web), which clashes
// as a configured alias does, here with another port of the same
// resource that names it: the plan fails, before any write, where the
// apply used to create one port and refuse the other.
func TestAccComponentPorts_defaultAliasClashFailsThePlan(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, env.Config(setHCL("web", map[string]string{
		"7611": `      port_alias = "GRACC0WEB7612"`,
		"7612": `      protocol = "tcp"`,
	}, "")))
	env.GW.ResetCounts()
	out, err := w.Try("apply", "-input=false", "-auto-approve")
	if err == nil {
		t.Fatalf("two ports of one alias, one of them the platform's default, applied:\n%s", out)
	}
	acctest.ExpectIn(t, "apply", out, "Port alias on two ports", `Port 7612 has no port_alias, so the platform gives it "GRACC0WEB7612"`)
	if n := env.GW.Count("AddPort"); n != 0 {
		t.Fatalf("%d port creates sent, want none", n)
	}
	// The advice: an alias of its own.
	w.Write(env.Config(setHCL("web", map[string]string{
		"7611": `      port_alias = "GRACC0WEB7612"`,
		"7612": `      port_alias = "OWN7612"`,
	}, "")))
	w.Run("apply", "-input=false", "-auto-approve")
	w.Run("destroy", "-input=false", "-auto-approve")
}
