package component_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// Beside the fixture's app: team beta's app and component, another app of
// the fixture's team with a component, and a component of the fixture's
// app still being created in the cluster.
const (
	betaTeam      = "beta"
	betaServiceID = "b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0"
	otherAppID    = int64(5)
	otherAppSvcID = "a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5"
	creatingID    = "c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1"
)

func operationFixture() mockgateway.Fixture {
	f := fixture.Standard()
	creating := "creating"
	f.Teams = append(f.Teams, mockgateway.Team{TenantID: "beb0beb0beb0beb0beb0beb0beb0beb0", TeamName: betaTeam, Regions: []string{fixture.Region}})
	f.Apps = append(f.Apps,
		mockgateway.App{ID: 9, TenantID: betaTeam, GroupName: "beta-app", RegionName: fixture.Region},
		mockgateway.App{ID: otherAppID, TenantID: fixture.Team, GroupName: "other-app", RegionName: fixture.Region})
	f.Components = append(f.Components,
		mockgateway.Component{ServiceBaseInfo: mockgateway.ServiceBaseInfo{ServiceID: betaServiceID, ServiceAlias: "grbeta", ServiceCname: "beta-web"}, AppID: 9},
		mockgateway.Component{ServiceBaseInfo: mockgateway.ServiceBaseInfo{ServiceID: otherAppSvcID, ServiceAlias: "grother", ServiceCname: "other-web"}, AppID: otherAppID},
		mockgateway.Component{ServiceBaseInfo: mockgateway.ServiceBaseInfo{ServiceID: creatingID, ServiceAlias: "grnew", ServiceCname: "new", CreateStatus: &creating}, AppID: fixture.AppID})
	return f
}

// operationConfig is a rainbond_app_operation on the fixture's app, with
// the service_ids given (HCL list elements) and a short timeout, so that
// a wait for an operation that never comes fails soon.
func operationConfig(env *acctest.Env, act, ids string) string {
	return env.Config(fmt.Sprintf(`
action "rainbond_app_operation" "op" {
  config {
    team_id     = %q
    region_name = %q
    app_id      = %d
    action      = %q
    service_ids = [%s]
    timeout     = "15s"
  }
}
`, fixture.Team, fixture.Region, fixture.AppID, act, ids))
}

// rainbond_app_operation with another app's or team's id sends nothing
// and names the id: the platform would act on any component it is given.
func TestAccAppOperationAction_foreignIDsSendNothing(t *testing.T) {
	acctest.SkipWithout(t, acctest.FeatureActions)
	env := acctest.NewConsolePacedEnv(t, operationFixture())
	for what, ids := range map[string]string{
		"another team's component":                  fmt.Sprintf("%q", betaServiceID),
		"another app's component":                   fmt.Sprintf("%q", otherAppSvcID),
		"one of the app's, then another team's one": fmt.Sprintf("%q, %q", fixture.ServiceID, betaServiceID),
		"no component at all":                       `"ffffffffffffffffffffffffffffffff"`,
	} {
		w := env.NewCLIWorkdir(t, operationConfig(env, "stop", ids))
		out, err := w.Try("apply", "-auto-approve", "-input=false", "-invoke=action.rainbond_app_operation.op")
		if err == nil {
			t.Errorf("%s: the action succeeded:\n%s", what, out)
		}
		last := ids[strings.LastIndex(ids[:len(ids)-1], `"`)+1 : len(ids)-1]
		acctest.ExpectIn(t, what, out, "Component not in the app", fmt.Sprintf("%q", last))
	}
	if n := env.GW.Count(mockgateway.OpOperateApp); n != 0 {
		t.Fatalf("%d operations sent for ids outside the app", n)
	}
	for _, id := range []string{betaServiceID, otherAppSvcID, fixture.ServiceID} {
		if c, _ := env.GW.Component(id); c.Status != "running" {
			t.Fatalf("component %s is %q: nothing may be stopped", id, c.Status)
		}
	}
}

// An alias in service_ids is refused at once, naming the id to write; a
// component of the app not yet created in the cluster is skipped, as the
// platform skips it, with a warning, instead of a wait for an operation
// that never comes. Only such components named: nothing is sent (an empty
// list would act on the whole app).
func TestAccAppOperationAction_aliasAndCreatingComponent(t *testing.T) {
	acctest.SkipWithout(t, acctest.FeatureActions)
	env := acctest.NewConsolePacedEnv(t, operationFixture())

	w := env.NewCLIWorkdir(t, operationConfig(env, "stop", fmt.Sprintf("%q", fixture.Component)))
	out, err := w.Try("apply", "-auto-approve", "-input=false", "-invoke=action.rainbond_app_operation.op")
	if err == nil {
		t.Fatalf("an alias in service_ids succeeded:\n%s", out)
	}
	acctest.ExpectIn(t, "alias", out, fmt.Sprintf("%q is the alias of component", fixture.Component), fmt.Sprintf("write its id, %q", fixture.ServiceID))
	acctest.ExpectNotIn(t, "alias", out, "did not finish in time")

	w.Write(operationConfig(env, "stop", fmt.Sprintf("%q", creatingID)))
	out = w.Run("apply", "-auto-approve", "-input=false", "-invoke=action.rainbond_app_operation.op")
	acctest.ExpectIn(t, "creating only", out, "not yet created in the cluster", creatingID)
	if n := env.GW.Count(mockgateway.OpOperateApp); n != 0 {
		t.Fatalf("%d operations sent for an alias and a component being created", n)
	}

	w.Write(operationConfig(env, "stop", fmt.Sprintf("%q, %q", creatingID, fixture.ServiceID)))
	out = w.Run("apply", "-auto-approve", "-input=false", "-invoke=action.rainbond_app_operation.op")
	acctest.ExpectIn(t, "creating and created", out, "not yet created in the cluster", "stop of component "+fixture.ServiceID+" finished")
	if c, _ := env.GW.Component(fixture.ServiceID); c.Status != "closed" {
		t.Fatalf("the created component is %q after the stop", c.Status)
	}
	if c, _ := env.GW.Component(fixture.ComponentB); c.Status != "running" {
		t.Fatalf("a component not named is %q", c.Status)
	}
}

// service_ids = [] (what a for expression whose filter matches nothing
// gives) sends nothing and warns; only an unset service_ids means every
// component of the app.
func TestAccAppOperationAction_emptyListSendsNothing(t *testing.T) {
	acctest.SkipWithout(t, acctest.FeatureActions)
	env := acctest.NewConsolePacedEnv(t, operationFixture())
	w := env.NewCLIWorkdir(t, operationConfig(env, "stop", ""))
	out := w.Run("apply", "-auto-approve", "-input=false", "-invoke=action.rainbond_app_operation.op")
	acctest.ExpectIn(t, "empty service_ids", out, "service_ids is empty", "nothing was sent")
	if n := env.GW.Count(mockgateway.OpOperateApp); n != 0 {
		t.Fatalf("%d operations sent for an empty service_ids", n)
	}
	for _, id := range []string{fixture.ServiceID, fixture.ComponentB} {
		if c, _ := env.GW.Component(id); c.Status != "running" {
			t.Fatalf("component %s is %q: nothing may be stopped", id, c.Status)
		}
	}
}

// rainbond_component_build with a component of another app, under an app
// without components, which the server lets through
// (openapi/views/base.py `if gsr:`): refused naming the id, nothing sent.
func TestAccComponentBuildAction_componentOfAnotherAppUnderEmptyApp(t *testing.T) {
	acctest.SkipWithout(t, acctest.FeatureActions)
	env := acctest.NewConsolePacedEnv(t, emptyApp())
	w := env.NewCLIWorkdir(t, env.Config(fmt.Sprintf(`
action "rainbond_component_build" "web" {
  config {
    team_id     = %q
    region_name = %q
    app_id      = %d
    service_id  = %q
  }
}
`, fixture.Team, fixture.Region, emptyAppID, fixture.ServiceID)))
	out, err := w.Try("apply", "-auto-approve", "-input=false", "-invoke=action.rainbond_component_build.web")
	if err == nil {
		t.Fatalf("a build of another app's component succeeded:\n%s", out)
	}
	acctest.ExpectIn(t, "build", out, "Cannot build the component", fixture.ServiceID, fmt.Sprintf("is not a component of app %d", emptyAppID))
	if n := env.GW.Count(mockgateway.OpBuildComponent); n != 0 {
		t.Fatalf("%d builds sent for a component of another app", n)
	}
}
