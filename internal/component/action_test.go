package component_test

import (
	"fmt"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// A build invoked with -invoke waits for its event and reports it; one
// that fails reports the event's message.
func TestAccComponentBuildAction_invoke(t *testing.T) {
	acctest.SkipWithout(t, acctest.FeatureActions)
	env := acctest.NewPacedEnv(t, fixture.Standard())
	w := acctest.NewCLIWorkdir(t, env.Config(fmt.Sprintf(`
action "rainbond_component_build" "web" {
  config {
    team_id     = %q
    region_name = %q
    app_id      = %d
    service_id  = %q
  }
}
`, fixture.Team, fixture.Region, fixture.AppID, fixture.ServiceID)))
	out := w.Run("apply", "-auto-approve", "-input=false", "-invoke=action.rainbond_component_build.web")
	events := env.GW.ComponentEvents(fixture.ServiceID)
	if len(events) != 1 || events[0].OptType != mockgateway.OptBuild || events[0].FinalStatus != "complete" {
		t.Fatalf("events %+v, want one ended build", events)
	}
	acctest.ExpectIn(t, "apply -invoke", out, "Build of component "+fixture.ServiceID+" ended: event "+events[0].EventID, `with status "success"`)
	if n := env.GW.OpenEvents(); n != 0 {
		t.Fatalf("%d operations still running after the action", n)
	}

	if err := env.GW.FailNextOperation(fixture.ServiceID, mockgateway.OptBuild, "compile error in step 3"); err != nil {
		t.Fatal(err)
	}
	out, err := w.Try("apply", "-auto-approve", "-input=false", "-invoke=action.rainbond_component_build.web")
	if err == nil {
		t.Fatalf("a failed build succeeded:\n%s", out)
	}
	acctest.ExpectIn(t, "failed apply -invoke", out, "The build failed", "compile error in step 3")
}

// An app operation stops the named component and waits until it is
// closed, then starts it again and waits until it runs.
func TestAccAppOperationAction_invoke(t *testing.T) {
	acctest.SkipWithout(t, acctest.FeatureActions)
	env := acctest.NewConsolePacedEnv(t, fixture.Standard())
	config := func(act string) string {
		return env.Config(fmt.Sprintf(`
action "rainbond_app_operation" "web" {
  config {
    team_id     = %q
    region_name = %q
    app_id      = %d
    action      = %q
    service_ids = [%q]
  }
}
`, fixture.Team, fixture.Region, fixture.AppID, act, fixture.ServiceID))
	}
	w := env.NewCLIWorkdir(t, config("stop"))
	w.Run("apply", "-auto-approve", "-input=false", "-invoke=action.rainbond_app_operation.web")
	if c, _ := env.GW.Component(fixture.ServiceID); c.Status != "closed" {
		t.Fatalf("status %q after stop, want closed", c.Status)
	}
	if c, _ := env.GW.Component(fixture.ComponentB); c.Status != "running" {
		t.Fatalf("the other component is %q: only the named one is acted on", c.Status)
	}
	w.Write(config("start"))
	out := w.Run("apply", "-auto-approve", "-input=false", "-invoke=action.rainbond_app_operation.web")
	if c, _ := env.GW.Component(fixture.ServiceID); c.Status != "running" {
		t.Fatalf("status %q after start, want running", c.Status)
	}
	acctest.ExpectIn(t, "start", out, "start of component "+fixture.ServiceID+" finished")
}
