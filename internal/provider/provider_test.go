package provider_test

import (
	"fmt"
	"regexp"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/provider"
)

// Provider configuration, end to end through the terraform CLI. Tests that
// set environment variables use resource.Test: t.Setenv and parallel tests
// do not mix.

func TestAccProvider_configFromEnvironmentOnly(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	t.Setenv(provider.EnvBaseURL, env.URL)
	t.Setenv(provider.EnvToken, env.Token)
	resource.Test(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             acctest.CheckNoPorts(env, fixture.Component),
		Steps: []resource.TestStep{{
			Config:            acctest.TerraformBlock() + `provider "rainbond" {}` + "\n" + acctest.PortHCL("web", 8080, ""),
			ConfigPlanChecks:  acctest.EmptyPlanAfterApply,
			ConfigStateChecks: []statecheck.StateCheck{acctest.PortMatchesMock(env, acctest.WebPortAddr)},
		}},
	})
}

func TestAccProvider_attributesWinOverEnvironment(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	t.Setenv(provider.EnvBaseURL, "http://127.0.0.1:1") // nothing listens there
	t.Setenv(provider.EnvToken, "not-the-token")
	resource.Test(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             acctest.CheckNoPorts(env, fixture.Component),
		Steps: []resource.TestStep{{
			Config:            env.Config(acctest.PortHCL("web", 8080, "")),
			ConfigStateChecks: []statecheck.StateCheck{acctest.PortMatchesMock(env, acctest.WebPortAddr)},
		}},
	})
}

func TestAccProvider_missingToken(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	t.Setenv(provider.EnvToken, "")
	resource.Test(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config:   acctest.TerraformBlock() + fmt.Sprintf("provider \"rainbond\" {\n  base_url = %q\n}\n", env.URL) + acctest.PortHCL("web", 8080, ""),
			PlanOnly: true,
			// The error names the provider by its real source address, the
			// attribute and the environment variable.
			ExpectError: regexp.MustCompile(`(?s)Missing access token.*` + regexp.QuoteMeta(provider.SourceAddress) + `.*provider attribute[\s│]+"token".*` + provider.EnvToken),
		}},
	})
	if n := env.GW.TotalRequests(); n != 0 {
		t.Errorf("a provider without a token sent %d request(s)", n)
	}
}

func TestAccProvider_missingBaseURL(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	t.Setenv(provider.EnvBaseURL, "")
	resource.Test(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config:      acctest.TerraformBlock() + fmt.Sprintf("provider \"rainbond\" {\n  token = %q\n}\n", env.Token) + acctest.PortHCL("web", 8080, ""),
			PlanOnly:    true,
			ExpectError: regexp.MustCompile(`(?s)Missing platform address.*provider attribute[\s│]+"base_url".*` + provider.EnvBaseURL),
		}},
	})
}

func TestAccProvider_invalidSettings(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	step := func(extra, want string) resource.TestStep {
		return resource.TestStep{
			Config:      env.ProviderBlock(extra) + acctest.PortHCL("web", 8080, ""),
			PlanOnly:    true,
			ExpectError: acctest.ErrorRegex(want),
		}
	}
	// ProviderBlock sets base_url itself, so an invalid one needs its own
	// block.
	block := func(baseURL, extra string) string {
		return acctest.TerraformBlock() + fmt.Sprintf("provider \"rainbond\" {\n  base_url = %q\n  token    = %q\n  %s\n}\n", baseURL, env.Token, extra)
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: block("rainbond.example.com", "") + acctest.PortHCL("web", 8080, ""), PlanOnly: true, ExpectError: acctest.ErrorRegex(`"rainbond.example.com" is not an http(s) URL`)},
			{Config: block("ftp://rainbond.example.com", "") + acctest.PortHCL("web", 8080, ""), PlanOnly: true, ExpectError: acctest.ErrorRegex("Invalid URL")},
			step(`request_timeout = "soon"`, `"soon" is not a positive Go duration`),
			step(`request_timeout = "-5s"`, `"-5s" is not a positive Go duration`),
			step(`request_timeout = "0s"`, "Invalid duration"),
			step(`max_retries = 21`, "value must be between 0 and 20, got: 21"),
		},
	})
	if n := env.GW.TotalRequests(); n != 0 {
		t.Errorf("invalid settings reached the server: %d request(s)", n)
	}
}

func TestAccProvider_wrongToken(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	env.Token = "0000000000000000000000000000000000000000"
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config:      env.Config(acctest.PortHCL("web", 8080, "")),
			ExpectError: regexp.MustCompile(`(?s)Cannot create port 8080.*HTTP\s+401`),
		}},
	})
}

// A provider setting that is unknown at plan time (here: the output of a
// resource created or replaced in the same run) defers configuration instead
// of failing the plan; the apply then configures it with the known value.
// With resources already in state, the refresh keeps them as recorded and
// warns; a data source, which must be read during the plan, fails with an
// explanation.
func TestAccProvider_unknownSettingDefersConfiguration(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	config := func(generation int, extra string) string {
		return acctest.TerraformBlock() + fmt.Sprintf(`
resource "terraform_data" "endpoint" {
  input            = %q
  triggers_replace = %d
}

provider "rainbond" {
  base_url = terraform_data.endpoint.output
  token    = %q
}
`, env.URL, generation, env.Token) + acctest.PortHCL("web", 8080, "") + extra
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             acctest.CheckNoPorts(env, fixture.Component),
		Steps: []resource.TestStep{
			{
				Config:            config(1, ""),
				ConfigStateChecks: []statecheck.StateCheck{acctest.PortMatchesMock(env, acctest.WebPortAddr)},
			},
			{
				// The endpoint is replaced, so base_url is unknown while the
				// port in state is refreshed: it is kept, not lost.
				Config: config(2, ""),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction("terraform_data.endpoint", plancheck.ResourceActionReplace),
					plancheck.ExpectResourceAction(acctest.WebPortAddr, plancheck.ResourceActionNoop),
				}},
				ConfigStateChecks: []statecheck.StateCheck{acctest.PortMatchesMock(env, acctest.WebPortAddr)},
			},
			{
				Config: config(3, fmt.Sprintf(`
data "rainbond_apps" "all" {
  team_id     = %q
  region_name = %q
}
`, fixture.Team, fixture.Region)),
				ExpectError: regexp.MustCompile(`Cannot read the data source before the provider is\s+configured`),
			},
			{Config: config(3, "")},
		},
	})
}
