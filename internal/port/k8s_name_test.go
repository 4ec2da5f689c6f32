package port_test

import (
	"fmt"
	"net/http"
	"regexp"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// After an apply that renames the component's internal domain name through
// one port, a refresh-only plan finds no drift: the sibling port does not
// track the name (issue: stale k8s_service_name of sibling ports).
func TestAccComponentPort_k8sNameRefreshOnlyNoDrift(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	config := func(name string) string {
		return env.Config(acctest.PortHCL("web", 8080, "is_inner_service = true") +
			acctest.PortHCL("api", 9090, "is_inner_service = true\nk8s_service_name = \""+name+"\"\ndepends_on = ["+acctest.WebPortAddr+"]"))
	}
	w := env.NewCLIWorkdir(t, config("first-svc"))
	w.Run("apply", "-input=false", "-auto-approve")
	w.Write(config("second-svc"))
	w.Run("apply", "-input=false", "-auto-approve")
	out := w.Run("plan", "-refresh-only", "-input=false")
	acctest.ExpectIn(t, "refresh-only plan", out, "No changes")
	acctest.ExpectNotIn(t, "refresh-only plan", out, "changed outside of Terraform", "k8s_service_name")
}

// Two ports of one component that configure different names would set the
// component's one name back and forth: a plan-time error.
func TestAccComponentPort_twoK8sNamesRefused(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config: env.Config(acctest.PortHCL("web", 8080, `k8s_service_name = "one"`) +
				acctest.PortHCL("api", 9090, `k8s_service_name = "two"`)),
			PlanOnly:    true,
			ExpectError: regexp.MustCompile(`Two internal domain names for one component`),
		}},
	})
}

// A port_alias change without k8s_service_name in the configuration carries
// the component's current name (the platform needs it, and crashes without
// it): the apply succeeds and the name is unchanged.
func TestAccComponentPort_aliasChangeKeepsK8sName(t *testing.T) {
	env := acctest.NewEnv(t, fixture.Standard())
	var before mockgateway.Port
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: env.Config(acctest.PortHCL("web", 8080, "is_inner_service = true")), Check: func(*terraform.State) error {
				before, _ = env.GW.Port(fixture.Component, 8080)
				return nil
			}},
			{
				Config:           env.Config(acctest.PortHCL("web", 8080, "is_inner_service = true\nport_alias = \"RENAMED\"")),
				ConfigPlanChecks: acctest.EmptyPlanAfterApply,
				Check: func(*terraform.State) error {
					p, _ := env.GW.Port(fixture.Component, 8080)
					if p.PortAlias != "RENAMED" || p.K8sServiceName != before.K8sServiceName {
						return fmt.Errorf("port after the alias change: %+v, want the name %q kept", p, before.K8sServiceName)
					}
					if n := env.GW.PortEnvResends(fixture.Component); n != 1 {
						return fmt.Errorf("change_port_alias calls: %d", n)
					}
					return nil
				},
			},
		},
	})
}

// A state written before the name stopped being tracked holds it for ports
// that do not configure it. Such a state (made here by configuring the name,
// then removing it) plans one in-place update that only forgets the name:
// the apply sends nothing, and the next plan is empty.
func TestAccComponentPort_untrackedK8sNameFromOlderState(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, env.Config(acctest.PortHCL("web", 8080, "is_inner_service = true\nk8s_service_name = \"gracc0web\"")))
	w.Run("apply", "-input=false", "-auto-approve")
	w.Write(env.Config(acctest.PortHCL("web", 8080, "is_inner_service = true")))
	acctest.ExpectIn(t, "plan after the name left the configuration", w.Run("plan", "-input=false"), `"gracc0web" -> null`)
	env.GW.ResetCounts()
	w.Run("apply", "-input=false", "-auto-approve")
	for _, r := range env.GW.Requests() {
		if r.Method != http.MethodGet {
			t.Errorf("forgetting the name sent %s %s", r.Method, r.Path)
		}
	}
	if p, _ := env.GW.Port(fixture.Component, 8080); p.K8sServiceName != "gracc0web" {
		t.Fatalf("the component's name changed: %q", p.K8sServiceName)
	}
	acctest.ExpectIn(t, "plan after the apply", w.Run("plan", "-input=false"), "No changes")
}
