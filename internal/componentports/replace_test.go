package componentports_test

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// terraform apply -replace plans the aggregate twice, as an update and
// then as a create; the two passes are one resource, not two resources
// holding the same ports. The replacement deletes and creates the ports
// again, and the next plan is empty.
func TestAccComponentPorts_replace(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, env.Config(setHCL("web", map[string]string{"8080": plain, "8081": open}, "")))
	w.Run("apply", "-auto-approve", "-input=false")
	plan := w.Run("plan", "-input=false", "-replace="+setAddr)
	acctest.ExpectIn(t, "plan -replace", plan, "1 to add, 0 to change, 1 to destroy")
	w.Run("apply", "-auto-approve", "-input=false", "-replace="+setAddr)
	if err := mockHas(env, []int64{8080, 8081}, map[string]string{"8081.is_outer_service": "true"})(nil); err != nil {
		t.Fatal(err)
	}
	if _, err := w.Try("plan", "-input=false", "-detailed-exitcode"); err != nil {
		t.Fatalf("plan after the replacement is not empty: %v", err)
	}
}

// An update that adds a port the component already has (made in the
// console, with the very settings asked for) refuses it without a create:
// a create whose answer was lost would otherwise let the adoption rule
// take the console's port, which destroy would then delete.
func TestAccComponentPorts_updateNeverPostsAConsolePort(t *testing.T) {
	env := acctest.NewEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, env.Config(setHCL("web", map[string]string{"8080": plain}, "")))
	w.Run("apply", "-auto-approve", "-input=false")
	if _, err := env.GW.PutPort(mockgateway.Port{ServiceID: fixture.Component, ContainerPort: 8081, Protocol: "http", PortAlias: "CONSOLE"}); err != nil {
		t.Fatal(err)
	}
	env.GW.AddFault(mockgateway.Fault{Operation: mockgateway.OpAddPort, Status: mockgateway.StatusDrop, AfterCommit: true})
	w.Write(env.Config(setHCL("web", map[string]string{"8080": plain, "8081": plain}, "")))
	env.GW.ResetCounts()
	out, err := w.Try("apply", "-auto-approve", "-input=false")
	if err == nil {
		t.Fatalf("the apply took the console's port:\n%s", out)
	}
	acctest.ExpectIn(t, "apply", out, "existed before this apply")
	if n := env.GW.Count(mockgateway.OpAddPort); n != 0 {
		t.Errorf("%d port creates sent for a port the component had", n)
	}
	acctest.ExpectNotIn(t, "state", w.Run("state", "show", setAddr), `"8081"`)
	env.GW.ResetFaults()
}
