package componentenv_test

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// newPacedEnv is an acceptance environment whose region ends each
// asynchronous operation at the second read of its component's events:
// every wait of the provider sees the operation running once before it
// ends, deterministically (the mock's default ends events at once).
func newPacedEnv(t *testing.T, f mockgateway.Fixture) *acctest.Env {
	t.Helper()
	env := acctest.NewEnv(t, f)
	if err := env.GW.SetEventPace(mockgateway.EventPace{FinishAfterReads: 2}); err != nil {
		t.Fatal(err)
	}
	return env
}
