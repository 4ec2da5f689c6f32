package readonly_test

import (
	"fmt"
	"regexp"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

func componentHCL(name, service string, appID int64) string {
	return fmt.Sprintf(`
data "rainbond_component" %q {
  team_id     = %q
  region_name = %q
  app_id      = %d
  service_id  = %q
}
`, name, mockgateway.DefaultTeam, mockgateway.DefaultRegion, appID, service)
}

func TestAccComponentDataSource(t *testing.T) {
	env := acctest.NewConsoleDefaultEnv(t)
	const api, web = "data.rainbond_component.api", "data.rainbond_component.web"
	want := map[string]knownvalue.Check{
		"status": knownvalue.StringExact("running"),
		// Every HTTP rule of the component, the default rule's included
		// (domain_service.py get_component_access_infos).
		"access_infos": knownvalue.SetExact([]knownvalue.Check{
			knownvalue.StringRegexp(regexp.MustCompile(`^http://` + mockgateway.APIAlias + `-5000-`)),
			knownvalue.StringRegexp(regexp.MustCompile(`^https://api\.shop\.example\.com(/.*)?$`)),
		}),
		"service_id":              knownvalue.StringExact(mockgateway.APIID), // the alias resolved to the id
		"tenant_id":               knownvalue.StringExact(mockgateway.DefaultTeamID),
		"service_key":             knownvalue.StringExact("application"),
		"service_alias":           knownvalue.StringExact(mockgateway.APIAlias),
		"service_cname":           knownvalue.StringExact("api"),
		"service_region":          knownvalue.StringExact(mockgateway.DefaultRegion),
		"desc":                    knownvalue.Null(),
		"category":                knownvalue.StringExact("application"),
		"version":                 knownvalue.StringExact("2.4.1"),
		"update_version":          knownvalue.Int64Exact(12),
		"image":                   knownvalue.StringExact("registry.example.com/shop/api:2.4.1"),
		"cmd":                     knownvalue.StringExact("serve --port 5000"),
		"min_node":                knownvalue.Int64Exact(3),
		"min_cpu":                 knownvalue.Int64Exact(1000),
		"container_gpu":           knownvalue.Int64Exact(0),
		"min_memory":              knownvalue.Int64Exact(1024),
		"extend_method":           knownvalue.StringExact("stateless"),
		"code_from":               knownvalue.StringExact("gitlab_manual"),
		"git_url":                 knownvalue.StringExact("https://git.example.com/shop/api.git"),
		"git_project_id":          knownvalue.Int64Exact(42),
		"code_version":            knownvalue.StringExact("main"),
		"service_type":            knownvalue.StringExact("web"),
		"creater":                 knownvalue.Int64Exact(1),
		"language":                knownvalue.StringExact("Go"),
		"total_memory":            knownvalue.Int64Exact(3072),
		"is_service":              knownvalue.Bool(false),
		"service_origin":          knownvalue.StringExact("assistant"),
		"tenant_service_group_id": knownvalue.Int64Exact(0),
		"open_webhooks":           knownvalue.Bool(true),
		"service_source":          knownvalue.StringExact("source_code"),
		"create_status":           knownvalue.StringExact("complete"),
		"check_uuid":              knownvalue.StringExact("b9f0c6a2-1d2e-4f3a-9b8c-7d6e5f4a3b2c"),
		"check_event_id":          knownvalue.StringExact("0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d"),
		"docker_cmd":              knownvalue.Null(),
		"server_type":             knownvalue.StringExact("git"),
		"is_upgrate":              knownvalue.Bool(false),
		"build_upgrade":           knownvalue.Bool(true),
		"oauth_service_id":        knownvalue.Int64Exact(3),
		"k8s_component_name":      knownvalue.StringExact("api"),
	}
	checks := []statecheck.StateCheck{}
	for name, c := range want {
		checks = append(checks, statecheck.ExpectKnownValue(api, tfjsonpath.New(name), c))
	}
	checks = append(checks,
		statecheck.ExpectKnownValue(web, tfjsonpath.New("service_alias"), knownvalue.StringExact(mockgateway.WebAlias)),
		statecheck.ExpectKnownValue(web, tfjsonpath.New("oauth_service_id"), knownvalue.Null()),
		statecheck.ExpectKnownValue(web, tfjsonpath.New("cmd"), knownvalue.Null()),
		statecheck.ExpectKnownValue(web, tfjsonpath.New("desc"), knownvalue.StringExact("storefront")),
	)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config:            env.Config(componentHCL("api", mockgateway.APIAlias, mockgateway.ShopAppID) + componentHCL("web", mockgateway.WebID, mockgateway.ShopAppID)),
			ConfigStateChecks: checks,
		}},
	})
}

// A 404 shows the server's message and says which component was asked for.
func TestAccComponentDataSource_notFound(t *testing.T) {
	env := acctest.NewConsoleDefaultEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				Config: env.Config(componentHCL("gone", "grnope00", mockgateway.ShopAppID)),
				ExpectError: acctest.ErrorSeq("Cannot read the component",
					fmt.Sprintf(`team_id = %q, region_name = %q, app_id = 1, service_id = "grnope00"`, mockgateway.DefaultTeam, mockgateway.DefaultRegion),
					"HTTP 404: 组件不存在"),
			},
			{
				// The component exists, but in another app.
				Config:      env.Config(componentHCL("elsewhere", mockgateway.BlogWebAlias, mockgateway.ShopAppID)),
				ExpectError: acctest.ErrorSeq("Cannot read the component", fmt.Sprintf(`service_id = %q`, mockgateway.BlogWebAlias), "HTTP 404"),
			},
		},
	})
}

// The server answers the component detail with a 500 "list index out of
// range" when the region's status call fails: the error says so, and does
// not call the component missing.
func TestAccComponentDataSource_regionStatusFails(t *testing.T) {
	env := acctest.NewDefaultEnv(t)
	if err := env.GW.EditComponent(mockgateway.WebAlias, func(c *mockgateway.Component) { c.RegionStatusFails = true }); err != nil {
		t.Fatal(err)
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config: env.Config(componentHCL("web", mockgateway.WebAlias, mockgateway.ShopAppID)),
			ExpectError: acctest.ErrorSeq("Cannot read the component: its region did not report its status",
				fmt.Sprintf("call to region %q for the component's status failed", mockgateway.DefaultRegion),
				"not a missing component", "HTTP 500: list index out of range"),
		}},
	})
}
