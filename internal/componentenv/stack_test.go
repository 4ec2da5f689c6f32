package componentenv_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// stackHCL deploys an image into an empty app, with variables, a public
// HTTP port and a custom domain, in one configuration.
func stackHCL(appID int64) string {
	return fmt.Sprintf(`
locals {
  team   = %q
  region = %q
  app    = %d
}

resource "rainbond_component" "web" {
  team_id            = local.team
  region_name        = local.region
  app_id             = local.app
  component_name     = "Shop"
  k8s_component_name = "shop"
  image              = "nginx:1.27"
}

resource "rainbond_component_env" "web" {
  team_id     = local.team
  region_name = local.region
  app_id      = local.app
  service_id  = rainbond_component.web.service_id
  variables = {
    GREETING = "hello"
  }
}

resource "rainbond_component_port" "web" {
  team_id          = local.team
  region_name      = local.region
  app_id           = local.app
  service_id       = rainbond_component.web.service_id
  container_port   = 80
  protocol         = "http"
  is_inner_service = true
  is_outer_service = true
}

resource "rainbond_http_domain" "web" {
  team_id        = local.team
  region_name    = local.region
  app_id         = local.app
  service_id     = rainbond_component.web.service_id
  container_port = rainbond_component_port.web.container_port
  domain_name    = "shop.example.com"
}
`, fixture.Team, fixture.Region, appID)
}

// From an empty app, one apply runs the component with its variables, a
// public port and a custom domain; the next plan is empty; destroy
// removes it all, stopping the component before deleting it.
func TestAccDeployStack_imageToDomain(t *testing.T) {
	f := fixture.Standard()
	const appID = int64(2)
	f.Apps = append(f.Apps, mockgateway.App{ID: appID, TenantID: fixture.Team, GroupName: "deploy", RegionName: fixture.Region})
	env := acctest.NewConsolePacedEnv(t, f)
	shop := func() (mockgateway.Component, bool) {
		for _, c := range env.GW.Components() {
			if c.K8sComponentName == "shop" {
				return c, true
			}
		}
		return mockgateway.Component{}, false
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy: func(*terraform.State) error {
			if _, left := shop(); left {
				return fmt.Errorf("the component is still there")
			}
			for _, r := range env.GW.Rules() {
				if r.DomainName == "shop.example.com" {
					return fmt.Errorf("the custom domain is still there")
				}
			}
			var seq []string
			for _, r := range env.GW.Requests() {
				switch {
				case r.Operation == mockgateway.OpOperateApp && strings.Contains(r.Body, `"stop"`):
					seq = append(seq, "stop")
				case r.Operation == mockgateway.OpDeleteComponent:
					seq = append(seq, "delete")
				}
			}
			if !slices.Equal(seq, []string{"stop", "delete"}) {
				return fmt.Errorf("destroy sent %v, want the stop, then the delete", seq)
			}
			return nil
		},
		Steps: []resource.TestStep{{
			Config:           env.Config(stackHCL(appID)),
			ConfigPlanChecks: acctest.EmptyPlanAfterApply,
			Check: func(*terraform.State) error {
				c, ok := shop()
				if !ok || c.Status != "running" || c.Image != "nginx:1.27" {
					return fmt.Errorf("component %+v (found %v), want it running nginx:1.27", c, ok)
				}
				// The component's own variables: the console adds the
				// port's connection variables beside them (scope outer).
				var own []mockgateway.ComponentEnv
				for _, e := range env.GW.Envs(c.ServiceID) {
					if e.Scope != "outer" {
						own = append(own, e)
					}
				}
				if len(own) != 1 || own[0].Name != "GREETING" || own[0].Value != "hello" {
					return fmt.Errorf("variables %+v", own)
				}
				if _, ok := env.GW.Port(c.ServiceID, 80); !ok {
					return fmt.Errorf("no port 80")
				}
				found := false
				for _, r := range env.GW.Rules() {
					found = found || (r.DomainName == "shop.example.com" && r.ServiceID == c.ServiceID)
				}
				if !found {
					return fmt.Errorf("no custom domain")
				}
				return nil
			},
		}},
	})
}
