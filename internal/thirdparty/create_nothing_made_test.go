package thirdparty_test

import (
	"net/http"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// A create whose POST got a 503 (Retry-After or not) that never reached the
// console fails, since a POST is never repeated on it; the look after it
// finds nothing, and the error says that nothing was made and that the
// next apply creates it, which it does. Before, the error was the bare
// 503.
func TestAccThirdParty_failedCreateSaysNothingWasMade(t *testing.T) {
	env := acctest.NewEnv(t, fixture.Standard())
	w := acctest.NewCLIWorkdir(t, env.Config(staticHCL("ext", "10.0.0.5:80")))
	env.GW.AddFault(mockgateway.Fault{Operation: mockgateway.OpCreateThirdComponent, Times: 1, Status: http.StatusServiceUnavailable, RetryAfter: "1"})
	out, err := w.Try("apply", "-auto-approve", "-input=false")
	if err == nil {
		t.Fatal("the apply passed a create that never reached the console")
	}
	acctest.ExpectIn(t, "apply", out, "Cannot create", "HTTP 503", "nothing was made", "Apply again to create it")
	if n := len(thirdParty(env.GW)); n != 0 {
		t.Fatalf("%d third-party components after the failed create, want 0", n)
	}
	w.Run("apply", "-auto-approve", "-input=false")
	if n := len(thirdParty(env.GW)); n != 1 {
		t.Fatalf("%d third-party components after the advised apply, want 1", n)
	}
	// -detailed-exitcode fails the run on any change: the plan is empty.
	w.Run("plan", "-detailed-exitcode", "-input=false")
}
