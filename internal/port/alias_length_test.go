package port_test

import (
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

// A port_alias longer than the console's column (varchar(64)) fails the
// plan, naming the attribute; 64 characters plan.
func TestAccComponentPort_aliasLongerThanColumn(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	alias := func(n int) string { return `port_alias = "` + strings.Repeat("A", n) + `"` }
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				Config:      env.Config(acctest.PortHCL("web", 8080, alias(65))),
				PlanOnly:    true,
				ExpectError: acctest.ErrorRegex(`Attribute port_alias string length must be at most 64, got: 65`),
			},
			{
				Config:             env.Config(acctest.PortHCL("web", 8080, alias(64))),
				PlanOnly:           true,
				ExpectNonEmptyPlan: true,
			},
		},
	})
}
