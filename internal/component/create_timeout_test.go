package component_test

import (
	"strings"
	"testing"
	"time"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// A create whose time runs out while the first build is still running is
// told as such: not as a failed build to fix, and with the way to keep
// the component and its build (untaint) rather than have the next apply
// delete it mid-build.
func TestAccComponent_createTimeoutDuringFirstBuild(t *testing.T) {
	env := acctest.NewEnv(t, emptyApp())
	if err := env.GW.SetEventPace(mockgateway.EventPace{Manual: true}); err != nil {
		t.Fatal(err)
	}
	config := strings.Replace(componentHCL("nginx:1.25", true), "running            = true\n",
		"running            = true\n  timeouts {\n    create = \"3s\"\n  }\n", 1)
	w := acctest.NewCLIWorkdir(t, env.Config(config))
	out, err := w.Try("apply", "-auto-approve", "-input=false")
	if err == nil {
		t.Fatalf("a create whose build never ended succeeded:\n%s", out)
	}
	acctest.ExpectIn(t, "create timeout", out, "did not finish within the create's time", "still running", "terraform untaint <address>")
	acctest.ExpectNotIn(t, "create timeout", out, "first build failed", "Fix the image")

	// The advice works: untainted, the next apply waits for the build in
	// progress (ended here while it waits), deletes nothing, and deploys.
	id := made(env.GW)[0].ServiceID
	w.Run("untaint", "rainbond_component.web")
	if err := env.GW.SetEventPace(mockgateway.EventPace{FinishAfterReads: 2}); err != nil {
		t.Fatal(err)
	}
	go func() {
		time.Sleep(2 * time.Second)
		_, _ = env.GW.FinishEvents(id, "")
	}()
	w.Run("apply", "-auto-approve", "-input=false")
	if n := env.GW.Count(mockgateway.OpDeleteComponent); n != 0 {
		t.Fatalf("%d deletes after the untaint", n)
	}
	if c, _ := env.GW.Component(id); c.Status != "running" {
		t.Fatalf("the component is %q after the apply, want running", c.Status)
	}
}
