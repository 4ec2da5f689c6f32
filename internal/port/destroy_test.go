package port_test

import (
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

const customRuleID = "c0ffee00c0ffee00c0ffee00c0ffee00"

// customRule is a custom domain bound to port 8080 of the first component.
func customRule() mockgateway.Rule {
	return mockgateway.Rule{HTTPRuleID: customRuleID, ServiceID: fixture.ServiceID, ContainerPort: 8080,
		DomainName: "shop.example.com", Type: 1, IsOuterService: true}
}

// The platform refuses to delete a port while a custom domain is bound to
// it, and only after the outer and inner service were closed would it say
// so. Destroy looks at the rules first: it fails before any write, naming
// the rule, and the port keeps both services.
func TestAccComponentPort_destroyRefusedWhileCustomDomainBound(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	config := env.Config(acctest.PortHCL("web", 8080, "is_inner_service = true\nis_outer_service = true"))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             acctest.CheckNoPorts(env, fixture.Component),
		Steps: []resource.TestStep{
			{Config: config},
			{
				PreConfig: func() {
					if _, err := env.Console.PutRule(customRule()); err != nil {
						t.Fatal(err)
					}
					env.GW.ResetCounts()
				},
				Config:      config,
				Destroy:     true,
				ExpectError: regexp.MustCompile(`(?s)Cannot delete port 8080.*` + customRuleID + `.*shop\.example\.com`),
			},
			{
				PreConfig: func() {
					for _, r := range env.GW.Requests() {
						if r.Method == http.MethodPut || r.Method == http.MethodDelete {
							t.Errorf("the refused destroy sent %s %s", r.Method, r.Path)
						}
					}
					if p, ok := env.GW.Port(fixture.Component, 8080); !ok || !p.IsInnerService || !p.IsOuterService {
						t.Errorf("port after the refused destroy: %+v (exists %v)", p, ok)
					}
					// With the domain gone, the destroy at the end goes through.
					if err := env.Console.RemoveRule(customRuleID); err != nil {
						t.Fatal(err)
					}
				},
				Config:   config,
				PlanOnly: true,
			},
		},
	})
}

// Where the rule list is already in the run's cache (here read by a data
// source the port depends on), the plan warns that replacing or destroying
// the port will be refused.
func TestAccComponentPort_planWarnsOfCustomDomains(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	config := func(port int64) string {
		return env.Config(`
data "rainbond_http_rules" "all" {}
` + acctest.PortHCL("web", port, `  is_inner_service = true
  is_outer_service = true
  depends_on       = [data.rainbond_http_rules.all]`))
	}
	w := env.NewCLIWorkdir(t, config(8080))
	w.Run("apply", "-input=false", "-auto-approve")
	if _, err := env.Console.PutRule(customRule()); err != nil {
		t.Fatal(err)
	}
	w.Write(config(8081))
	acctest.ExpectIn(t, "plan of a replacement", w.Run("plan", "-input=false"),
		"must be replaced", "Port 8080 has custom domains bound",
		fmt.Sprintf(`%s (domain "shop.example.com"`, customRuleID))
	// The same configuration without the domain plans no warning.
	if err := env.Console.RemoveRule(customRuleID); err != nil {
		t.Fatal(err)
	}
	acctest.ExpectNotIn(t, "plan without a custom domain", w.Run("plan", "-input=false"), "custom domains bound")
}

// A destroy of many ports lists the enterprise's HTTP rules once per run
// (the plan's, to name dormant domains, and the apply's), not once per port:
// the provider's own port writes never bind a custom domain.
func TestAccComponentPort_destroyListsRulesOnce(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	var ports strings.Builder
	for i := int64(0); i < 6; i++ {
		ports.WriteString(acctest.PortHCL(fmt.Sprintf("p%d", i), 8000+i, "  is_inner_service = true\n  is_outer_service = true"))
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config: env.Config(ports.String()),
			Check:  func(*terraform.State) error { env.GW.ResetCounts(); return nil },
		}},
		CheckDestroy: resource.ComposeTestCheckFunc(
			acctest.CheckNoPorts(env, fixture.Component),
			acctest.ExpectRequests(env, map[string]int{mockgateway.OpListHTTPRules: 2, mockgateway.OpDeletePort: 6}),
		),
	})
}

// A custom domain that no longer serves the port (its outer service is
// closed, the rule flagged not outer) does not block the destroy: the
// platform deletes it with the port, and the plan names it first.
func TestAccComponentPort_destroyTakesDormantDomain(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, env.Config(acctest.PortHCL("web", 8080, "is_inner_service = true")))
	w.Run("apply", "-input=false", "-auto-approve")
	dormant := customRule()
	dormant.IsOuterService = false
	if _, err := env.Console.PutRule(dormant); err != nil {
		t.Fatal(err)
	}
	acctest.ExpectIn(t, "destroy plan", w.Run("plan", "-destroy", "-input=false"),
		"Custom domains of port 8080 will be deleted with it", customRuleID, "shop.example.com")
	env.GW.ResetCounts()
	w.Run("destroy", "-input=false", "-auto-approve")
	var writes []string
	for _, r := range env.GW.Requests() {
		switch r.Method {
		case http.MethodPut:
			writes = append(writes, "PUT "+r.Body)
		case http.MethodDelete:
			writes = append(writes, "DELETE")
		}
	}
	if len(writes) != 2 || !strings.Contains(writes[0], "close_inner") || writes[1] != "DELETE" {
		t.Fatalf("writes of the destroy: %q, want close_inner then DELETE", writes)
	}
	if _, ok := env.GW.Port(fixture.Component, 8080); ok {
		t.Fatal("the port is still there")
	}
	if _, ok := env.GW.Rule(customRuleID); ok {
		t.Fatal("the dormant domain outlived its port")
	}
}
