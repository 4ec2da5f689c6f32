package port_test

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// slowCreates makes the provider give up on a request after one second,
// so that a create the mock holds without an answer ends quickly.
const slowCreates = `request_timeout = "1s"`

// A create the server commits only after the provider gave up on its
// answer, and after the provider's first look: the provider keeps looking
// for twice request_timeout, finds the port and adopts it, with one POST.
// (Sending a second POST while the first may still be at work is what
// could create the port twice on the platform.)
func TestAccComponentPort_createCommittedLate(t *testing.T) {
	env := acctest.NewEnv(t, fixture.Standard())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             acctest.CheckNoPorts(env, fixture.Component),
		Steps: []resource.TestStep{{
			// The POST commits just before the second request after it to
			// the ports path: the second look.
			PreConfig:         func() { env.GW.AddFault(mockgateway.Fault{Operation: mockgateway.OpAddPort, CommitLater: 2}) },
			Config:            env.ProviderBlock(slowCreates) + acctest.PortHCL("web", 8080, "  is_inner_service = true"),
			ConfigPlanChecks:  acctest.EmptyPlanAfterApply,
			ConfigStateChecks: []statecheck.StateCheck{acctest.PortMatchesMock(env, acctest.WebPortAddr)},
			Check: func(*terraform.State) error {
				if n := env.GW.Count(mockgateway.OpAddPort); n != 1 {
					return fmt.Errorf("AddPort requests = %d, want 1: a second POST went out while the first could still commit", n)
				}
				if recs := env.GW.RequestsOf(mockgateway.OpAddPort); len(recs) != 1 || !recs[0].Committed {
					return fmt.Errorf("the held create: %+v", recs)
				}
				if p, ok := env.GW.Port(fixture.Component, 8080); !ok || !p.IsInnerService {
					return fmt.Errorf("the adopted port did not get its settings: %+v", p)
				}
				return nil
			},
		}},
	})
}

// A create whose outcome stays unknown, every attempt: the error says so,
// and prints the import command and block that adopt the port should it
// appear later.
func TestAccComponentPort_createOutcomeUnknown(t *testing.T) {
	env := acctest.NewEnv(t, fixture.Standard())
	env.GW.AddFault(mockgateway.Fault{Operation: mockgateway.OpAddPort, Status: http.StatusBadGateway, Times: -1})
	w := env.NewCLIWorkdir(t, env.ProviderBlock(slowCreates)+acctest.PortHCL("web", 8080, ""))
	out, err := w.Try("apply", "-input=false", "-auto-approve")
	if err == nil {
		t.Fatalf("apply succeeded:\n%s", out)
	}
	id := fmt.Sprintf("%s/%s/%d/%s/8080", fixture.Team, fixture.Region, fixture.AppID, fixture.Component)
	acctest.ExpectIn(t, "apply", out, "has an unknown outcome", "The outcome is unknown",
		"For 2s (twice request_timeout) the provider listed the component's ports",
		"terraform import <address> "+id, `id = "`+id+`"`, "with rainbond_component_port.web")
	acctest.ExpectNotIn(t, "apply", out, "Cannot create port")
	if n := env.GW.Count(mockgateway.OpAddPort); n != 5 {
		t.Errorf("AddPort requests = %d, want 5 (each after the last had its time to show)", n)
	}
}
