package componentports_test

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

// Item 20, for both port forms: a protocol change away from http, or the
// outer service closed, on a port that a custom domain serves is named in
// the plan, as a removal of the port is.
func TestAccPortForms_planWarnsOfClosedRoutes(t *testing.T) {
	openHTTP := "is_inner_service = true\nis_outer_service = true"
	forms := map[string]func(extra string) string{
		"rainbond_component_ports": func(extra string) string {
			return setHCL("web", map[string]string{"8080": extra}, "")
		},
		"rainbond_component_port": func(extra string) string { return acctest.PortHCL("web", 8080, extra) },
	}
	changes := map[string]string{
		"protocol":  "is_inner_service = true\nis_outer_service = true\nprotocol = \"tcp\"",
		"outer":     "is_inner_service = true\nis_outer_service = false",
		"no_change": openHTTP,
	}
	for name, config := range forms {
		t.Run(name, func(t *testing.T) {
			env := acctest.NewConsoleEnv(t, fixture.Standard())
			w := env.NewCLIWorkdir(t, env.Config(config(openHTTP)))
			w.Run("apply", "-input=false", "-auto-approve")
			if _, err := env.Console.PutRule(customRule(true)); err != nil {
				t.Fatal(err)
			}
			for change, extra := range changes {
				w.Write(env.Config(config(extra)))
				out := w.Run("plan", "-input=false")
				if change == "no_change" {
					acctest.ExpectNotIn(t, "plan without a change", out, "will stop serving")
					continue
				}
				acctest.ExpectIn(t, "plan that "+change+" changes", out, "Custom domains will stop serving port 8080", customRuleID, "shop.example.com")
			}
		})
	}
}
