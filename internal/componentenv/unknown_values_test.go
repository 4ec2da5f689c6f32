package componentenv_test

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

// Values that are not known when Terraform validates the configuration (an
// input variable, a module's input, another resource's attribute) are
// checked once they are known, and never break the validation: Terraform
// validates with every input variable unknown.
func TestAccComponentEnv_valuesFromVariables(t *testing.T) {
	env := acctest.NewConsolePacedEnv(t, fixture.Standard())
	config := env.Config(`
variable "mode" {
  type      = string
  default   = "prod"
  sensitive = true
}

variable "domain" {
  type    = string
  default = "shop.example.com"
}
` + envHCL(`    MODE = var.mode`+"\n"+`    DOMAIN = var.domain`, `notes = { DOMAIN = "the public domain" }`, "upgrade_on_change = false"))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config:           config,
			ConfigPlanChecks: acctest.EmptyPlanAfterApply,
			Check:            mockValues(env.GW, map[string]string{"MODE": "prod", "DOMAIN": "shop.example.com"}),
		}},
	})
}
