package httpdomain_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

// Issue 33: the check of the port before a create reads the component's
// ports as they are, whichever spelling of the component wrote them. A
// domain naming the component by alias lists its ports; a port is then
// added naming it by id; a second domain by alias on the new port is
// created, not refused as an unknown port from the first list.
func TestAccHTTPDomain_portCheckSeesAPortAddedUnderTheOtherSpelling(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Adoptable())
	byAlias := func(hcl string) string {
		return strings.Replace(hcl, fmt.Sprintf("%q", fixture.ServiceID), fmt.Sprintf("%q", fixture.Component), 1)
	}
	config := byAlias(acctest.DomainHCL("first", fixture.Team, 5000, "first.example.com", "")) +
		acctest.PortHCLAs("p9000", fixture.Team, fixture.ServiceID, 9000, `  protocol = "http"
  is_inner_service = true
  is_outer_service = true
  depends_on = [rainbond_http_domain.first]`) +
		byAlias(strings.Replace(acctest.DomainHCL("second", fixture.Team, 0, "second.example.com", ""),
			"container_port = 0", "container_port = rainbond_component_port.p9000.container_port", 1))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config: env.Config(config), ConfigPlanChecks: acctest.EmptyPlanAfterApply,
			Check: func(*terraform.State) error {
				for _, r := range env.GW.RulesOf(fixture.Component, 9000) {
					if r.DomainName == "second.example.com" {
						return nil
					}
				}
				return fmt.Errorf("no custom domain on port 9000: %+v", env.GW.RulesOf(fixture.Component, 9000))
			},
		}},
	})
}
