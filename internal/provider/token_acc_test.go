package provider_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/provider"
)

// A token read with file() or $(cat token) ends with a newline; it works,
// and the platform gets the token without it.
func TestAccProvider_tokenWithSurroundingWhitespace(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	padded := *env
	padded.Token = "  " + env.Token + "\r\n"
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             acctest.CheckNoPorts(env, fixture.Component),
		Steps: []resource.TestStep{{
			Config:            padded.Config(acctest.PortHCL("web", 8080, "")),
			ConfigPlanChecks:  acctest.EmptyPlanAfterApply,
			ConfigStateChecks: []statecheck.StateCheck{acctest.PortMatchesMock(env, acctest.WebPortAddr)},
		}},
	})
	expectTokenSentAsIs(t, env)
}

func TestAccProvider_tokenFromEnvironmentWithNewline(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	t.Setenv(provider.EnvToken, env.Token+"\n")
	resource.Test(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             acctest.CheckNoPorts(env, fixture.Component),
		Steps: []resource.TestStep{{
			Config:            acctest.TerraformBlock() + fmt.Sprintf("provider \"rainbond\" {\n  base_url = %q\n}\n", env.URL) + acctest.PortHCL("web", 8080, ""),
			ConfigStateChecks: []statecheck.StateCheck{acctest.PortMatchesMock(env, acctest.WebPortAddr)},
		}},
	})
	expectTokenSentAsIs(t, env)
}

func expectTokenSentAsIs(t *testing.T, env *acctest.Env) {
	t.Helper()
	for _, r := range env.GW.Requests() {
		if r.Authorization != env.Token {
			t.Fatalf("%s %s: Authorization %q, want the token without whitespace", r.Method, r.Path, r.Authorization)
		}
	}
}

// A control character inside the token fails the plan, naming the
// setting, before any request; no part of the token is printed.
func TestAccProvider_tokenWithControlCharacter(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	head, tail := env.Token[:20], env.Token[20:]
	for name, tc := range map[string]struct{ config, token string }{
		// HCL's escape for BEL: Go's %q would write \a, which HCL lacks.
		"attribute":   {config: fmt.Sprintf("provider \"rainbond\" {\n  base_url = %q\n  token    = \"%s\\u0007%s\\n\"\n}\n", env.URL, head, tail)},
		"environment": {config: fmt.Sprintf("provider \"rainbond\" {\n  base_url = %q\n}\n", env.URL), token: head + "\n" + tail},
	} {
		t.Run(name, func(t *testing.T) {
			if tc.token != "" {
				t.Setenv(provider.EnvToken, tc.token)
			}
			w := env.NewCLIWorkdir(t, acctest.TerraformBlock()+tc.config+acctest.PortHCL("web", 8080, ""))
			out, err := w.Try("plan", "-input=false")
			if err == nil {
				t.Fatalf("plan succeeded:\n%s", out)
			}
			acctest.ExpectIn(t, "plan", out, "Invalid access token", `The provider attribute "token"`, "control character")
			acctest.ExpectNotIn(t, "plan", out, head, tail)
		})
	}
	if n := env.GW.TotalRequests(); n != 0 {
		t.Errorf("a token with a control character was sent: %d request(s)", n)
	}
}
