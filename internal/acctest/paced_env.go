package acctest

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// NewPacedEnv is NewEnv whose region ends each asynchronous operation at
// the second read of its component's events (mockgateway region/events.go):
// every wait of the provider sees the operation running once before it
// ends, deterministically, where the mock's default ends events at once.
func NewPacedEnv(t *testing.T, f mockgateway.Fixture) *Env {
	t.Helper()
	env := NewEnv(t, f)
	if err := env.GW.SetEventPace(mockgateway.EventPace{FinishAfterReads: 2}); err != nil {
		t.Fatal(err)
	}
	return env
}
