package port_test

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

// Terraform plans the configuration once before a destroy, so a
// configuration that swaps or duplicates aliases fails terraform destroy
// with the plan's error, which the provider cannot tell from any other
// plan. The error says how to destroy anyway (-refresh=false), and that
// works: both ports go.
func TestAccComponentPort_destroyAdviceOnAliasChecks(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, env.Config(twoAliases("XA", "XB")))
	w.Run("apply", "-input=false", "-auto-approve")
	for _, c := range []struct{ a, b, err string }{
		{"XB", "XA", "Port aliases swapped between resources"},
		{"XA", "XA", "Port alias used twice in one component"},
	} {
		w.Write(env.Config(twoAliases(c.a, c.b)))
		out, err := w.Try("destroy", "-input=false", "-auto-approve")
		if err == nil {
			// The provider would have had to tell the plan before a
			// destroy apart: then the advice below is no longer needed.
			t.Fatalf("destroy with aliases %s/%s passed; update this test:\n%s", c.a, c.b, out)
		}
		acctest.ExpectIn(t, "destroy", out, c.err, "terraform destroy -refresh=false")
	}
	w.Run("destroy", "-input=false", "-auto-approve", "-refresh=false")
	for _, n := range []int64{7001, 7002} {
		if p, ok := env.GW.Port(fixture.Component, n); ok {
			t.Fatalf("port %d is still there after the advised destroy: %+v", n, p)
		}
	}
}
