package acctest

import (
	"net/http"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// ApplyWithLostPortCreate applies w's configuration with the answer of the
// first port create lost after the mock made the port (a 502), and checks
// what both port forms promise then: the apply adopts the port with the
// "uncertain create" warning and the phrases given, sends posts port
// creates in all (none again for the lost one), and the next plan is
// empty.
func ApplyWithLostPortCreate(t *testing.T, env *Env, w *CLIWorkdir, posts int, phrases ...string) {
	t.Helper()
	env.GW.FailNextAfterCommit(mockgateway.OpAddPort, 1, http.StatusBadGateway)
	out := w.Run("apply", "-auto-approve", "-input=false")
	ExpectIn(t, "apply", out, append([]string{"Warning: Port found after an uncertain create", "did not return a clear answer"}, phrases...)...)
	if n := env.GW.Count(mockgateway.OpAddPort); n != posts {
		t.Errorf("%d port creates, want %d (the port whose answer was lost was found, not made again)", n, posts)
	}
	ExpectIn(t, "plan", w.Run("plan", "-detailed-exitcode", "-input=false"), "No changes.")
}
