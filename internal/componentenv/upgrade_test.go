package componentenv_test

import (
	"context"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// setStatus sets the fixture's first component's status out of band.
func setStatus(t *testing.T, gw *mockgateway.Gateway, status string) {
	t.Helper()
	if err := gw.EditComponent(fixture.ServiceID, func(c *mockgateway.Component) { c.Status = status }); err != nil {
		t.Fatal(err)
	}
}

// A change of values upgrades every component that has instances, a
// crash-looping one too (often the very one the change fixes); the
// apply says when the component still does not run after it, and the
// next plan is empty. A closed component is not upgraded (the platform
// would start it): it gets the values at its start.
func TestAccComponentEnv_upgradeOnChangeByStatus(t *testing.T) {
	for status, want := range map[string]int{"abnormal": 1, "some_abnormal": 1, "running": 1, "closed": 0} {
		t.Run(status, func(t *testing.T) {
			env := acctest.NewPacedEnv(t, fixture.Standard())
			setStatus(t, env.GW, status)
			w := acctest.NewCLIWorkdir(t, env.Config(envHCL(`    MODE = "fixed"`)))
			out := w.Run("apply", "-auto-approve", "-input=false")
			if n := upgrades(env.GW); n != want {
				t.Fatalf("%d upgrades of a component %s, want %d:\n%s", n, status, want, out)
			}
			if c, _ := env.GW.Component(fixture.ServiceID); c.Status != status {
				t.Fatalf("the component is %q after the apply, was %q", c.Status, status)
			}
			if n := env.GW.OpenEvents(); n != 0 {
				t.Fatalf("the apply ended with %d operations running", n)
			}
			if want == 1 && status != "running" {
				acctest.ExpectIn(t, "apply", out, "The component does not run after the upgrade", `status is "`+status+`"`)
			}
			acctest.ExpectNotIn(t, "apply", out, "was not upgraded", "fixed")
			out = w.Run("plan", "-input=false", "-detailed-exitcode")
			acctest.ExpectIn(t, "plan after apply", out, "No changes")
		})
	}
}

// A status that does not tell whether the component has instances gets
// no upgrade, and the apply says so, with what to do.
func TestAccComponentEnv_upgradeImpossibleWarns(t *testing.T) {
	env := acctest.NewPacedEnv(t, fixture.Standard())
	setStatus(t, env.GW, "unKnow")
	w := acctest.NewCLIWorkdir(t, env.Config(envHCL(`    MODE = "fixed"`)))
	out := w.Run("apply", "-auto-approve", "-input=false")
	if n := upgrades(env.GW); n != 0 {
		t.Fatalf("%d upgrades of a component of unknown status", n)
	}
	acctest.ExpectIn(t, "apply", out, "The component was not upgraded", `status "unKnow"`, `action = "upgrade"`)
}

// An operation in flight decides whether the component runs: a start
// still running is waited for, and the component it started is upgraded.
func TestAccComponentEnv_upgradeWaitsForOperationInFlight(t *testing.T) {
	env := acctest.NewPacedEnv(t, fixture.Standard())
	setStatus(t, env.GW, "closed")
	c, err := client.New(client.Config{BaseURL: env.URL, Token: env.Token})
	if err != nil {
		t.Fatal(err)
	}
	app := client.AppRef{TeamID: fixture.Team, RegionName: fixture.Region, AppID: fixture.AppID}
	if err := c.OperateApp(context.Background(), app, client.AppOperation{Action: client.OperationStart, ServiceIDs: []string{fixture.ServiceID}}); err != nil {
		t.Fatal(err)
	}
	if comp, _ := env.GW.Component(fixture.ServiceID); comp.Status != "starting" || env.GW.OpenEvents() != 1 {
		t.Fatalf("the start is not in flight: status %q, %d open events", comp.Status, env.GW.OpenEvents())
	}
	w := acctest.NewCLIWorkdir(t, env.Config(envHCL(`    MODE = "fixed"`)))
	out := w.Run("apply", "-auto-approve", "-input=false")
	if n := upgrades(env.GW); n != 1 {
		t.Fatalf("%d upgrades of a component being started, want 1 once it runs:\n%s", n, out)
	}
	events := env.GW.ComponentEvents(fixture.ServiceID)
	if len(events) != 2 || events[0].OptType != mockgateway.OptStart || events[0].FinalStatus != "complete" || events[1].OptType != mockgateway.OptUpgrade {
		t.Fatalf("events %+v, want the start, then the upgrade", events)
	}
}

// A failed upgrade stays owed: the next plan shows an update although the
// values are stored, its apply upgrades the component, and only then is
// the plan empty.
func TestAccComponentEnv_failedUpgradeStaysOwed(t *testing.T) {
	env := acctest.NewPacedEnv(t, fixture.Standard())
	w := acctest.NewCLIWorkdir(t, env.Config(envHCL(`    MODE = "first"`)))
	w.Run("apply", "-auto-approve", "-input=false")
	fault := env.GW.FailNext(mockgateway.OpOperateApp, 100, 500)
	w.Write(env.Config(envHCL(`    MODE = "second"`)))
	out, err := w.Try("apply", "-auto-approve", "-input=false")
	if err == nil {
		t.Fatalf("an apply whose upgrade failed succeeded:\n%s", out)
	}
	acctest.ExpectIn(t, "failed upgrade", out, "the upgrade of the component failed", "The next apply upgrades it")
	env.GW.RemoveFault(fault)
	out, err = w.Try("plan", "-input=false", "-detailed-exitcode")
	if err == nil {
		t.Fatalf("the plan after a failed upgrade is empty:\n%s", out)
	}
	acctest.ExpectIn(t, "plan after a failed upgrade", out, "upgrade_pending")
	before := upgrades(env.GW)
	w.Run("apply", "-auto-approve", "-input=false")
	if n := upgrades(env.GW) - before; n != 1 {
		t.Fatalf("%d upgrades by the apply after a failed one, want 1", n)
	}
	out = w.Run("plan", "-input=false", "-detailed-exitcode")
	acctest.ExpectIn(t, "plan after the upgrade", out, "No changes")
}
