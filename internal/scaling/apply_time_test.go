package scaling_test

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// Issue 28, item 9: the region refuses an operation on a component while
// its last one runs (409 "操作过于频繁"), and a vertical scaling of a
// running component is a rolling upgrade that keeps its event open. Memory
// and replicas changed together: the apply waits for the vertical
// scaling's event to end (the mock's region ends it at the second read of
// the events), then scales horizontally, once, without a refusal.
func TestAccComponentScaling_waitsForThePreviousOperation(t *testing.T) {
	env := acctest.NewEnv(t, scaledFixture())
	if err := env.GW.SetEventPace(mockgateway.EventPace{FinishAfterReads: 2}); err != nil {
		t.Fatal(err)
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config:           env.Config(scalingHCL(fixture.Component, "memory = 1024", "replicas = 3")),
			ConfigPlanChecks: acctest.EmptyPlanAfterApply,
			Check: resource.ComposeTestCheckFunc(mockHas(env, 1024, 250, 3), func(*terraform.State) error {
				return waitedBetweenScalings(env.GW.Requests())
			}),
		}},
	})
}

// waitedBetweenScalings checks the request log: one vertical and one
// horizontal scaling, both accepted, and between them the reads of the
// events that waited for the first one to end (at least one saw it open).
func waitedBetweenScalings(log []mockgateway.RequestRecord) error {
	vertical, horizontal, reads := -1, -1, 0
	for i, r := range log {
		switch r.Operation {
		case mockgateway.OpScaleVertical:
			if vertical >= 0 || r.Status != http.StatusOK {
				return fmt.Errorf("vertical scaling %d answered %d: %+v", i, r.Status, log)
			}
			vertical = i
		case mockgateway.OpScaleHorizontal:
			if horizontal >= 0 || r.Status != http.StatusOK {
				return fmt.Errorf("horizontal scaling answered %d (a refusal as busy, or a second attempt)", r.Status)
			}
			horizontal = i
		case mockgateway.OpListComponentEvents:
			if vertical >= 0 && horizontal < 0 {
				reads++
			}
		}
	}
	if vertical < 0 || horizontal < vertical || reads < 2 {
		return fmt.Errorf("vertical at %d, horizontal at %d, %d reads of the events between them; want the wait (2 reads) between the two", vertical, horizontal, reads)
	}
	return nil
}

// Issue 27, item 7: a saved plan that changes only the instance count,
// then memory and CPU changed in the console: the apply keeps the
// console's values (no vertical scaling the plan never showed), and the
// next plan is empty.
func TestAccComponentScaling_savedPlanKeepsConsoleChanges(t *testing.T) {
	env := acctest.NewConsoleEnv(t, scaledFixture())
	w := env.NewCLIWorkdir(t, env.Config(scalingHCL(fixture.Component, "replicas = 2")))
	w.Run("apply", "-auto-approve")
	w.Write(env.Config(scalingHCL(fixture.Component, "replicas = 3")))
	w.Run("plan", "-out=tfplan")
	if err := env.Console.EditComponent(fixture.ServiceID, func(c *mockgateway.Component) { c.MinMemory, c.MinCPU = 2048, 900 }); err != nil {
		t.Fatal(err)
	}
	env.GW.ResetCounts()
	out := w.Run("apply", "tfplan")
	acctest.ExpectNotIn(t, "apply of the saved plan", out, "inconsistent result")
	if n := env.GW.Count(mockgateway.OpScaleVertical); n != 0 {
		t.Errorf("the apply sent %d vertical scalings the plan never showed: %+v", n, env.GW.RequestsOf(mockgateway.OpScaleVertical))
	}
	if err := mockHas(env, 2048, 900, 3)(nil); err != nil {
		t.Fatal(err)
	}
	if out, err := w.Try("plan", "-detailed-exitcode"); err != nil {
		t.Fatalf("plan after the apply is not empty: %v\n%s", err, out)
	}
}

// Issue 27, item 8: a scaling whose answer is lost after it took effect
// (the connection dropped, a proxy's 502) is read back and counts as done:
// the apply succeeds, nothing is tainted, and the next plan is empty.
func TestAccComponentScaling_lostAnswerThatTookEffect(t *testing.T) {
	for name, lose := range map[string]func(*mockgateway.Gateway){
		"horizontal dropped": func(gw *mockgateway.Gateway) { gw.DropNext(mockgateway.OpScaleHorizontal, 1, true) },
		"vertical 502": func(gw *mockgateway.Gateway) {
			gw.FailNextAfterCommit(mockgateway.OpScaleVertical, 1, http.StatusBadGateway)
		},
	} {
		t.Run(name, func(t *testing.T) {
			env := acctest.NewEnv(t, scaledFixture())
			resource.ParallelTest(t, resource.TestCase{
				ProtoV6ProviderFactories: env.Factories(),
				Steps: []resource.TestStep{{
					PreConfig:        func() { lose(env.GW) },
					Config:           env.Config(scalingHCL(fixture.Component, "memory = 1024", "replicas = 3")),
					ConfigPlanChecks: acctest.EmptyPlanAfterApply,
					Check: resource.ComposeTestCheckFunc(mockHas(env, 1024, 250, 3), func(*terraform.State) error {
						if acctest.InjectedWrites(env, mockgateway.OpScaleHorizontal)+acctest.InjectedWrites(env, mockgateway.OpScaleVertical) != 1 {
							return fmt.Errorf("the fault was not injected")
						}
						if n := env.GW.Count(mockgateway.OpScaleVertical) + env.GW.Count(mockgateway.OpScaleHorizontal); n != 2 {
							return fmt.Errorf("%d scalings, want 2 (one each, none repeated)", n)
						}
						return nil
					}),
				}},
			})
		})
	}
}
