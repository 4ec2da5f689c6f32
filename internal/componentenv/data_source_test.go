package componentenv_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

func envsDataHCL() string {
	return fmt.Sprintf(`
data "rainbond_component_envs" "web" {
  team_id     = %q
  region_name = %q
  app_id      = %d
  service_id  = %q
}
`, fixture.Team, fixture.Region, fixture.AppID, fixture.Component)
}

// The data source lists every variable of every scope, through the
// upsert of no variable, which changes nothing; a variable the platform's
// rules refuse makes it fail with the way out.
func TestAccComponentEnvsDataSource(t *testing.T) {
	env := acctest.NewConsolePacedEnv(t, withEnvs(
		mockgateway.ComponentEnv{Name: "MODE", Value: "prod", Note: "run mode", Scope: "inner", IsChange: true},
		mockgateway.ComponentEnv{Name: "WEB_PORT", Value: "80", Scope: "outer"}))
	const ds = "data.rainbond_component_envs.web"
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				Config: env.Config(envsDataHCL()),
				Check: resource.ComposeTestCheckFunc(
					resource.TestCheckResourceAttr(ds, "envs.#", "2"),
					resource.TestCheckResourceAttr(ds, "envs.0.name", "MODE"),
					resource.TestCheckResourceAttr(ds, "envs.0.value", "prod"),
					resource.TestCheckResourceAttr(ds, "envs.0.note", "run mode"),
					resource.TestCheckResourceAttr(ds, "envs.0.scope", "inner"),
					resource.TestCheckResourceAttr(ds, "envs.1.name", "WEB_PORT"),
					resource.TestCheckResourceAttr(ds, "envs.1.scope", "outer"),
					func(*terraform.State) error {
						if n := len(env.GW.Envs(fixture.ServiceID)); n != 2 {
							return fmt.Errorf("the read changed the variables: %d", n)
						}
						return nil
					},
				),
			},
			{
				PreConfig: func() {
					if err := env.Console.PutEnv(fixture.ServiceID, mockgateway.ComponentEnv{Name: "bad.name", Value: "x", Scope: "inner"}); err != nil {
						t.Fatal(err)
					}
				},
				Config:      env.Config(envsDataHCL()),
				ExpectError: acctest.ErrorSeq("Cannot read the component's variables", "Rename or fix that variable in the console"),
			},
		},
	})
}
