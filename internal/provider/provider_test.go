package provider

import (
	"fmt"
	"regexp"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
)

// Provider configuration, end to end through the terraform CLI. Tests that
// set environment variables use resource.Test: t.Setenv and parallel tests
// do not mix.

func TestAccProvider_configFromEnvironmentOnly(t *testing.T) {
	env := newAccEnv(t, accFixture())
	t.Setenv(EnvBaseURL, env.URL)
	t.Setenv(EnvToken, env.Token)
	resource.Test(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             checkNoPorts(env, accComponent),
		Steps: []resource.TestStep{{
			Config:            TerraformBlock() + `provider "rainbond" {}` + "\n" + portHCL("web", 8080, ""),
			ConfigPlanChecks:  emptyPlanAfterApply,
			ConfigStateChecks: []statecheck.StateCheck{portMatchesMock(env, webAddr)},
		}},
	})
}

func TestAccProvider_attributesWinOverEnvironment(t *testing.T) {
	env := newAccEnv(t, accFixture())
	t.Setenv(EnvBaseURL, "http://127.0.0.1:1") // nothing listens there
	t.Setenv(EnvToken, "not-the-token")
	resource.Test(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             checkNoPorts(env, accComponent),
		Steps: []resource.TestStep{{
			Config:            env.Config(portHCL("web", 8080, "")),
			ConfigStateChecks: []statecheck.StateCheck{portMatchesMock(env, webAddr)},
		}},
	})
}

func TestAccProvider_missingToken(t *testing.T) {
	env := newAccEnv(t, accFixture())
	t.Setenv(EnvToken, "")
	resource.Test(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config:   TerraformBlock() + fmt.Sprintf("provider \"rainbond\" {\n  base_url = %q\n}\n", env.URL) + portHCL("web", 8080, ""),
			PlanOnly: true,
			// The error names the provider by its real source address, the
			// attribute and the environment variable.
			ExpectError: regexp.MustCompile(`(?s)Missing access token.*` + regexp.QuoteMeta(SourceAddress) + `.*provider attribute[\s│]+"token".*` + EnvToken),
		}},
	})
	if n := env.GW.TotalRequests(); n != 0 {
		t.Errorf("a provider without a token sent %d request(s)", n)
	}
}

func TestAccProvider_missingBaseURL(t *testing.T) {
	env := newAccEnv(t, accFixture())
	t.Setenv(EnvBaseURL, "")
	resource.Test(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config:      TerraformBlock() + fmt.Sprintf("provider \"rainbond\" {\n  token = %q\n}\n", env.Token) + portHCL("web", 8080, ""),
			PlanOnly:    true,
			ExpectError: regexp.MustCompile(`(?s)Missing platform address.*provider attribute[\s│]+"base_url".*` + EnvBaseURL),
		}},
	})
}

func TestAccProvider_invalidSettings(t *testing.T) {
	env := newAccEnv(t, accFixture())
	step := func(extra, want string) resource.TestStep {
		return resource.TestStep{
			Config:      env.ProviderBlock(extra) + portHCL("web", 8080, ""),
			PlanOnly:    true,
			ExpectError: errorRegex(want),
		}
	}
	// ProviderBlock sets base_url itself, so an invalid one needs its own
	// block.
	block := func(baseURL, extra string) string {
		return TerraformBlock() + fmt.Sprintf("provider \"rainbond\" {\n  base_url = %q\n  token    = %q\n  %s\n}\n", baseURL, env.Token, extra)
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: block("rainbond.example.com", "") + portHCL("web", 8080, ""), PlanOnly: true, ExpectError: errorRegex(`"rainbond.example.com" is not an http(s) URL`)},
			{Config: block("ftp://rainbond.example.com", "") + portHCL("web", 8080, ""), PlanOnly: true, ExpectError: errorRegex("Invalid URL")},
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
	env := newAccEnv(t, accFixture())
	env.Token = "0000000000000000000000000000000000000000"
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config:      env.Config(portHCL("web", 8080, "")),
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
	env := newAccEnv(t, accFixture())
	config := func(generation int, extra string) string {
		return TerraformBlock() + fmt.Sprintf(`
resource "terraform_data" "endpoint" {
  input            = %q
  triggers_replace = %d
}

provider "rainbond" {
  base_url = terraform_data.endpoint.output
  token    = %q
}
`, env.URL, generation, env.Token) + portHCL("web", 8080, "") + extra
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             checkNoPorts(env, accComponent),
		Steps: []resource.TestStep{
			{
				Config:            config(1, ""),
				ConfigStateChecks: []statecheck.StateCheck{portMatchesMock(env, webAddr)},
			},
			{
				// The endpoint is replaced, so base_url is unknown while the
				// port in state is refreshed: it is kept, not lost.
				Config: config(2, ""),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction("terraform_data.endpoint", plancheck.ResourceActionReplace),
					plancheck.ExpectResourceAction(webAddr, plancheck.ResourceActionNoop),
				}},
				ConfigStateChecks: []statecheck.StateCheck{portMatchesMock(env, webAddr)},
			},
			{
				Config: config(3, fmt.Sprintf(`
data "rainbond_apps" "all" {
  team_id     = %q
  region_name = %q
}
`, accTeam, accRegion)),
				ExpectError: regexp.MustCompile(`Cannot read the data source before the provider is\s+configured`),
			},
			{Config: config(3, "")},
		},
	})
}
