package component_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// keyedHCL is one component under a for_each key, with the same
// k8s_component_name whatever the key.
func keyedHCL(key, name, extra string) string {
	keys := fmt.Sprintf("[%q]", key)
	return fmt.Sprintf(`
resource "rainbond_component" "keyed" {
  for_each           = toset(%s)
  team_id            = %q
  region_name        = %q
  app_id             = %d
  component_name     = %q
  k8s_component_name = "web"
  image              = "nginx:1.25"
  running            = false
  %s
}
`, keys, fixture.Team, fixture.Region, emptyAppID, name, extra)
}

// A renamed for_each key without a moved block: the destroy of the old
// key and the create of the new one run side by side in one apply; the
// create waits for the (slow) delete of the component that holds its
// k8s_component_name, then creates, and the apply ends with one
// component, in state, and an empty plan.
func TestAccComponent_renamedForEachKey(t *testing.T) {
	env := acctest.NewEnv(t, emptyApp())
	w := acctest.NewCLIWorkdir(t, env.Config(keyedHCL("a", "Web", "")))
	w.Run("apply", "-auto-approve", "-input=false")
	first := made(env.GW)[0].ServiceID

	env.GW.SetOperationLatency(mockgateway.OpDeleteComponent, 2*time.Second)
	w.Write(env.Config(keyedHCL("b", "Web", "")))
	w.Run("apply", "-auto-approve", "-input=false")
	env.GW.SetOperationLatency(mockgateway.OpDeleteComponent, -1)
	comps := made(env.GW)
	if len(comps) != 1 || comps[0].ServiceID == first {
		t.Fatalf("components named web %+v, want one new one", comps)
	}
	if out := w.Run("state", "list"); !strings.Contains(out, `rainbond_component.keyed["b"]`) || strings.Contains(out, `["a"]`) {
		t.Errorf("state after the rename:\n%s", out)
	}
	if out, err := w.Try("plan", "-input=false", "-detailed-exitcode"); err != nil {
		t.Errorf("the plan after the apply is not empty: %v\n%s", err, out)
	}
}

// A replacement with create_before_destroy and the same
// k8s_component_name: the new component cannot exist beside the old one,
// and the error says so and what to do; nothing is created and the old
// component is kept.
func TestAccComponent_createBeforeDestroySameK8sName(t *testing.T) {
	acctest.SkipOnConsole(t, undeployedOnStandIn)
	env := acctest.NewConsolePacedEnv(t, emptyApp())
	cbd := func(name string) string {
		hcl := strings.Replace(componentHCL("nginx:1.25", false), `component_name     = "Web"`, fmt.Sprintf("component_name = %q\n  lifecycle {\n    create_before_destroy = true\n  }", name), 1)
		return env.Config(hcl)
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: cbd("Web")},
			{
				PreConfig:   func() { env.GW.ResetCounts() },
				Config:      cbd("Web v2"),
				ExpectError: acctest.ErrorSeq("create_before_destroy", "k8s_component_name"),
			},
			{
				PreConfig: func() {
					if n := env.GW.Count(mockgateway.OpCreateComponent); n != 0 {
						t.Errorf("%d creates sent beside the old component", n)
					}
					if n := len(made(env.GW)); n != 1 {
						t.Errorf("%d components named web, want the old one kept", n)
					}
				},
				Config: env.Config(componentHCL("nginx:1.25", false)),
			},
		},
	})
}
