package provider_test

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
	"github.com/rainbond/terraform-provider-rainbond/internal/provider"
)

// The provider settings of company networks, with the real CLI against
// real loopback servers: a platform behind mutual TLS, a forward proxy, a
// request rate limit.

// tlsProvider is a provider block for base_url with the given settings.
func tlsProvider(env *acctest.Env, settings string) string {
	return acctest.TerraformBlock() + fmt.Sprintf("provider \"rainbond\" {\n  base_url = %q\n  token    = %q\n%s\n}\n", env.URL, env.Token, settings)
}

func TestAccProvider_mutualTLSWithFiles(t *testing.T) {
	env := acctest.NewTLSEnv(t, fixture.Standard(), true)
	ca, cert, key := acctest.PKIFiles(t)
	pki := fixture.TestPKI()
	files := fmt.Sprintf("  ca_cert_file     = %q\n  client_cert_file = %q\n  client_key_file  = %q", ca, cert, key)
	inline := fmt.Sprintf("  ca_cert_pem     = %q\n  client_cert_pem = %q\n  client_key_pem  = %q", pki.CA, pki.ClientCert, pki.ClientKey)
	port := acctest.PortHCL("web", 8080, "")
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             acctest.CheckNoPorts(env, fixture.Component),
		Steps: []resource.TestStep{
			{
				Config:            tlsProvider(env, files) + port,
				ConfigPlanChecks:  acctest.EmptyPlanAfterApply,
				ConfigStateChecks: []statecheck.StateCheck{acctest.PortMatchesMock(env, acctest.WebPortAddr)},
			},
			// ca_cert_file works where ca_cert_pem does, and the PEM forms
			// of the client certificate where the files do.
			{Config: tlsProvider(env, inline) + port, PlanOnly: true},
			// Without a client certificate the server refuses the provider.
			// (The CLI wraps the message, and Go's transport sometimes puts
			// its own words before the TLS alert, which moves the wrap.)
			{
				Config:      tlsProvider(env, fmt.Sprintf("  ca_cert_file = %q", ca)) + port,
				PlanOnly:    true,
				ExpectError: regexp.MustCompile(`(?s)Cannot read port 8080.*certificate\s+required`),
			},
			{Config: tlsProvider(env, files) + port, PlanOnly: true},
		},
	})
}

func TestAccProvider_mutualTLSFromEnvironment(t *testing.T) {
	env := acctest.NewTLSEnv(t, fixture.Standard(), true)
	ca, cert, key := acctest.PKIFiles(t)
	t.Setenv(provider.EnvCACertFile, ca)
	t.Setenv(provider.EnvClientCertFile, cert)
	t.Setenv(provider.EnvClientKeyFile, key)
	resource.Test(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             acctest.CheckNoPorts(env, fixture.Component),
		Steps: []resource.TestStep{{
			Config:            env.Config(acctest.PortHCL("web", 8080, "")),
			ConfigPlanChecks:  acctest.EmptyPlanAfterApply,
			ConfigStateChecks: []statecheck.StateCheck{acctest.PortMatchesMock(env, acctest.WebPortAddr)},
		}},
	})
}

// A key that is not the certificate's fails the plan before any request,
// naming the setting, and the output never shows the key.
func TestAccProvider_clientKeyNotItsCertificate(t *testing.T) {
	env := acctest.NewTLSEnv(t, fixture.Standard(), true)
	_, cert, _ := acctest.PKIFiles(t)
	wrongKey := fixture.PEMs().OtherKey
	w := acctest.NewCLIWorkdir(t, tlsProvider(env, fmt.Sprintf("  client_cert_file = %q\n  client_key_pem = %q", cert, wrongKey))+acctest.PortHCL("web", 8080, ""))
	out, err := w.Try("plan", "-input=false")
	if err == nil {
		t.Fatalf("plan with a key of another certificate succeeded:\n%s", out)
	}
	acctest.ExpectIn(t, "plan", out, "Client key does not match its certificate",
		"The private key in client_key_pem and the certificate in client_cert_file are not one pair")
	acctest.ExpectNotIn(t, "plan", out, fixture.PEMMarker(t, wrongKey))
	out, err = w.Try("validate")
	if err == nil {
		t.Fatalf("validate with a key of another certificate succeeded:\n%s", out)
	}
	if n := env.GW.TotalRequests(); n != 0 {
		t.Errorf("a provider with a wrong client key sent %d request(s)", n)
	}
}

func TestAccProvider_networkSettingsInvalid(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	ca, cert, _ := acctest.PKIFiles(t)
	otherKey := filepath.Join(t.TempDir(), "other-key.pem")
	if err := os.WriteFile(otherKey, []byte(fixture.PEMs().OtherKey), 0o600); err != nil {
		t.Fatal(err)
	}
	step := func(extra, want string) resource.TestStep {
		return resource.TestStep{Config: env.ProviderBlock(extra) + acctest.PortHCL("web", 8080, ""), PlanOnly: true, ExpectError: acctest.ErrorRegex(want)}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			step(fmt.Sprintf("ca_cert_file = %q\n  ca_cert_pem = %q", ca, fixture.TestPKI().CA), `Attribute "ca_cert_pem" cannot be specified when "ca_cert_file" is specified`),
			step(`ca_cert_file = "/nonexistent/ca.pem"`, "ca_cert_file names a file that cannot be read"),
			step(fmt.Sprintf("ca_cert_file = %q", cert+".missing"), "Cannot read ca_cert_file"),
			step(fmt.Sprintf("ca_cert_pem = %q", fixture.TestPKI().ClientKey), `Invalid CA bundle in ca_cert_pem`),
			step(fmt.Sprintf("client_cert_file = %q", cert), "client_cert_file gives a client certificate but no private key"),
			{
				// A key from a file is no secret in the output: the error
				// points at the attribute.
				Config:      env.ProviderBlock(fmt.Sprintf("client_cert_file = %q\n  client_key_file = %q", cert, otherKey)) + acctest.PortHCL("web", 8080, ""),
				PlanOnly:    true,
				ExpectError: regexp.MustCompile(`(?s)Client key does not match its certificate.*client_key_file = .*The private key in[\s│]+client_key_file`),
			},
			step(`max_requests_per_second = 0`, "value must be at least 1"),
		},
	})
	if n := env.GW.TotalRequests(); n != 0 {
		t.Errorf("invalid settings reached the server: %d request(s)", n)
	}
}

// base_url names a host that only the proxy resolves: the apply, the
// refresh and the destroy can reach the platform only through it.
func TestAccProvider_httpProxyFromEnvironment(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	proxy := fixture.NewProxy(t, env.URL)
	t.Setenv("HTTP_PROXY", proxy.URL)
	t.Setenv("NO_PROXY", "")
	proxied := *env
	proxied.URL = "http://" + fixture.ProxiedHost + "/"
	resource.Test(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy: func(*terraform.State) error {
			return checkAllProxied(env, proxy)
		},
		Steps: []resource.TestStep{{
			Config:            proxied.Config(acctest.PortHCL("web", 8080, "")),
			ConfigPlanChecks:  acctest.EmptyPlanAfterApply,
			ConfigStateChecks: []statecheck.StateCheck{acctest.PortMatchesMock(env, acctest.WebPortAddr)},
		}},
	})
	if err := checkAllProxied(env, proxy); err != nil {
		t.Error(err)
	}
}

func checkAllProxied(env *acctest.Env, proxy *fixture.Proxy) error {
	if n, carried := env.GW.TotalRequests(), proxy.Carried(); n == 0 || int64(n) != carried || len(proxy.Refused()) > 0 {
		return fmt.Errorf("the mock answered %d requests, the proxy carried %d and refused %v", n, carried, proxy.Refused())
	}
	return nil
}

// With max_requests_per_second = 5 the mock never sees more than 5
// requests within a second, though terraform runs 10 operations at once.
func TestAccProvider_maxRequestsPerSecond(t *testing.T) {
	const limit = 5
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	var ports string
	for i := range 8 {
		ports += acctest.PortHCLOn([]string{fixture.Component, fixture.ComponentB}[i%2], fmt.Sprintf("p%d", i), int64(8000+i), "")
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             acctest.CheckNoPorts(env, fixture.Component, fixture.ComponentB),
		Steps: []resource.TestStep{{
			Config:           env.ProviderBlock(fmt.Sprintf("max_requests_per_second = %d", limit)) + ports,
			ConfigPlanChecks: acctest.EmptyPlanAfterApply,
		}},
	})
	log := env.GW.Requests()
	if len(log) < 3*limit {
		t.Fatalf("only %d requests: too few to show a rate", len(log))
	}
	if most := mockgateway.BusiestSecond(log); most > limit {
		t.Errorf("%d requests within one second, limit %d", most, limit)
	}
}

// Every request says which provider, which version and which terraform
// sent it, and what TF_APPEND_USER_AGENT adds.
func TestAccProvider_userAgent(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	t.Setenv("TF_APPEND_USER_AGENT", "ci-pipeline/7 ")
	resource.Test(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config: env.Config(acctest.PortHCL("web", 8080, "")),
		}},
	})
	want := regexp.MustCompile(`^terraform-provider-rainbond/acctest \(\+` + regexp.QuoteMeta(provider.ProjectURL) + `\) Terraform/\d+\.\d+\.\d+\S* ci-pipeline/7$`)
	log := env.GW.Requests()
	if len(log) == 0 {
		t.Fatal("no requests")
	}
	for _, r := range log {
		if !want.MatchString(r.UserAgent) {
			t.Fatalf("%s %s: User-Agent %q, want %s", r.Method, r.Path, r.UserAgent, want)
		}
	}
}
