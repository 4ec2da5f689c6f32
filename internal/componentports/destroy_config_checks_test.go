package componentports_test

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

// A configuration whose ports swap aliases fails terraform destroy with
// the plan's error (Terraform plans the configuration before a destroy);
// the error says how to destroy anyway, and that works.
func TestAccComponentPorts_destroyAdviceOnAliasRing(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	config := func(a, b string) string {
		return env.Config(setHCL("web", map[string]string{
			"7401": `      port_alias = "` + a + `"`,
			"7402": `      port_alias = "` + b + `"`,
		}, ""))
	}
	w := env.NewCLIWorkdir(t, config("XA", "XB"))
	w.Run("apply", "-input=false", "-auto-approve")
	w.Write(config("XB", "XA"))
	out, err := w.Try("destroy", "-input=false", "-auto-approve")
	if err == nil {
		t.Fatalf("destroy of swapped aliases passed; update this test:\n%s", out)
	}
	acctest.ExpectIn(t, "destroy", out, "Ports swap aliases", "terraform destroy -refresh=false")
	w.Run("destroy", "-input=false", "-auto-approve", "-refresh=false")
	for _, n := range []int64{7401, 7402} {
		if p, ok := env.GW.Port(fixture.Component, n); ok {
			t.Fatalf("port %d is still there after the advised destroy: %+v", n, p)
		}
	}
}
