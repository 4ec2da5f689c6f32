package provider

import (
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

const customRuleID = "c0ffee00c0ffee00c0ffee00c0ffee00"

// customRule is a custom domain bound to port 8080 of the first component.
func customRule() mockgateway.Rule {
	return mockgateway.Rule{HTTPRuleID: customRuleID, ServiceID: accServiceID, ContainerPort: 8080,
		DomainName: "shop.example.com", Type: 1, IsOuterService: true}
}

// The platform refuses to delete a port while a custom domain is bound to
// it, and only after the outer and inner service were closed would it say
// so. Destroy looks at the rules first: it fails before any write, naming
// the rule, and the port keeps both services.
func TestAccComponentPort_destroyRefusedWhileCustomDomainBound(t *testing.T) {
	env := newAccEnv(t, accFixture())
	config := env.Config(portHCL("web", 8080, "is_inner_service = true\nis_outer_service = true"))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             checkNoPorts(env, accComponent),
		Steps: []resource.TestStep{
			{Config: config},
			{
				PreConfig: func() {
					if _, err := env.GW.PutRule(customRule()); err != nil {
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
					if p, ok := env.GW.Port(accComponent, 8080); !ok || !p.IsInnerService || !p.IsOuterService {
						t.Errorf("port after the refused destroy: %+v (exists %v)", p, ok)
					}
					// With the domain gone, the destroy at the end goes through.
					if err := env.GW.RemoveRule(customRuleID); err != nil {
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
	env := newAccEnv(t, accFixture())
	config := func(port int64) string {
		return env.Config(`
data "rainbond_http_rules" "all" {}
` + portHCL("web", port, `  is_inner_service = true
  is_outer_service = true
  depends_on       = [data.rainbond_http_rules.all]`))
	}
	w := newCLIWorkdir(t, config(8080))
	w.run("apply", "-input=false", "-auto-approve")
	if _, err := env.GW.PutRule(customRule()); err != nil {
		t.Fatal(err)
	}
	w.write(config(8081))
	expectIn(t, "plan of a replacement", w.run("plan", "-input=false"),
		"must be replaced", "Port 8080 has custom domains bound",
		fmt.Sprintf(`%s (domain "shop.example.com"`, customRuleID))
	// The same configuration without the domain plans no warning.
	if err := env.GW.RemoveRule(customRuleID); err != nil {
		t.Fatal(err)
	}
	expectNotIn(t, "plan without a custom domain", w.run("plan", "-input=false"), "custom domains bound")
}

// A destroy of many ports lists the enterprise's HTTP rules once, not once
// per port: the provider's own port writes never bind a custom domain.
func TestAccComponentPort_destroyListsRulesOnce(t *testing.T) {
	env := newAccEnv(t, accFixture())
	var ports strings.Builder
	for i := int64(0); i < 6; i++ {
		ports.WriteString(portHCL(fmt.Sprintf("p%d", i), 8000+i, "  is_inner_service = true\n  is_outer_service = true"))
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config: env.Config(ports.String()),
			Check:  func(*terraform.State) error { env.GW.ResetCounts(); return nil },
		}},
		CheckDestroy: resource.ComposeTestCheckFunc(
			checkNoPorts(env, accComponent),
			expectRequests(env, map[string]int{mockgateway.OpListHTTPRules: 1, mockgateway.OpDeletePort: 6}),
		),
	})
}
