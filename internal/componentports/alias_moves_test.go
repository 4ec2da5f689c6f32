package componentports_test

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

// Item 19: an alias moved from one port to another in one apply is
// released first, so the apply goes through the first time; a swap is
// refused at plan time, saying how to do it.
func TestAccComponentPorts_aliasMoves(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	aliases := func(a, b string) string {
		return setHCL("web", map[string]string{"8080": `      port_alias = "` + a + `"`, "8081": `      port_alias = "` + b + `"`}, "")
	}
	w := env.NewCLIWorkdir(t, env.Config(aliases("WEB", "API")))
	w.Run("apply", "-input=false", "-auto-approve")

	for i := 0; i < 3; i++ { // the order of parallel writes varies: try a few times
		w.Write(env.Config(aliases("WEB2", "WEB")))
		out := w.Run("apply", "-input=false", "-auto-approve")
		acctest.ExpectNotIn(t, "alias move", out, neverInconsistent...)
		if err := mockHas(env, []int64{8080, 8081}, map[string]string{"8080.port_alias": "WEB2", "8081.port_alias": "WEB"})(nil); err != nil {
			t.Fatal(err)
		}
		w.Write(env.Config(aliases("WEB", "API")))
		w.Run("apply", "-input=false", "-auto-approve")
	}
	acctest.ExpectIn(t, "plan after the moves", w.Run("plan", "-input=false"), "No changes")

	w.Write(env.Config(aliases("API", "WEB")))
	out, err := w.Try("plan", "-input=false")
	if err == nil {
		t.Fatalf("a swap of aliases planned:\n%s", out)
	}
	acctest.ExpectIn(t, "plan of a swap", out, "Ports swap aliases", "temporary alias")
}
