package acctest

import (
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/providerserver"
	"github.com/hashicorp/terraform-plugin-go/tfprotov6"
	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
	"github.com/rainbond/terraform-provider-rainbond/internal/provider"
)

// Env is one test's server and the provider wired to it: a mock gateway
// of the test's own, or, for a test built on NewConsoleEnv in live mode
// with the console kit, the real console loaded with the test's fixture.
type Env struct {
	// GW is the mock gateway; nil on the real console. Tests that may run
	// there use Console instead.
	GW    *mockgateway.Gateway
	URL   string
	Token string
	// Console makes the console-side changes, on either server.
	Console Console

	kit *kitLoad // the real console's fixture load; nil on the mock
	// runsOnConsole: made by NewConsoleEnv (or its kin) on the mock; the
	// test runs on the real console in live mode, so its work folders do
	// not skip there (Env.NewCLIWorkdir).
	runsOnConsole bool
}

// NewEnv starts a mock gateway seeded with f on 127.0.0.1; it stops when
// the test ends. Only acceptance tests need it, so it skips without TF_ACC
// before starting anything.
func NewEnv(t *testing.T, f mockgateway.Fixture) *Env {
	t.Helper()
	return NewEnvWith(t, f)
}

// NewEnvWith is NewEnv with options of the mock, such as
// mockgateway.WithIngress; URL is then the address that reaches the API.
// In live mode it skips the test: see mockOnly.
func NewEnvWith(t *testing.T, f mockgateway.Fixture, opts ...mockgateway.Option) *Env {
	t.Helper()
	PreCheck(t)
	return newMockEnv(t, f, opts...)
}

func newMockEnv(t *testing.T, f mockgateway.Fixture, opts ...mockgateway.Option) *Env {
	t.Helper()
	ts := mockgateway.NewTestServer(t, f, opts...)
	return &Env{GW: ts.Gateway, URL: ts.URL, Token: ts.Token, Console: mockConsole{ts.Gateway}}
}

// NewDefaultEnv starts a mock seeded with the mock's default fixture, which
// the data source tests read (see the mockgateway.Default* constants).
func NewDefaultEnv(t *testing.T) *Env {
	t.Helper()
	return NewEnv(t, mockgateway.DefaultFixture())
}

// Factories serves the provider in-process, as protocol 6.
// On the real console, the first start of the provider loads the test's
// fixture there first (see NewConsoleEnv).
func (e *Env) Factories() map[string]func() (tfprotov6.ProviderServer, error) {
	if e.kit == nil {
		return Factories()
	}
	serve := providerserver.NewProtocol6WithError(provider.New("acctest")())
	return map[string]func() (tfprotov6.ProviderServer, error){
		providerName: func() (tfprotov6.ProviderServer, error) {
			if err := e.kit.load(); err != nil {
				return nil, err
			}
			return serve()
		},
	}
}

// providerName is the provider's local name and type prefix.
const providerName = "rainbond"

// Factories serves the provider in-process, as protocol 6, for tests that
// start no mock of their own.
func Factories() map[string]func() (tfprotov6.ProviderServer, error) {
	return map[string]func() (tfprotov6.ProviderServer, error){
		providerName: providerserver.NewProtocol6WithError(provider.New("acctest")()),
	}
}

// ProviderBlock renders the terraform block (see TerraformBlock) and a
// provider block that points at this mock, with extra attribute lines
// appended (e.g. `max_retries = 0`).
func (e *Env) ProviderBlock(extra ...string) string {
	var b strings.Builder
	b.WriteString(TerraformBlock())
	fmt.Fprintf(&b, "provider \"rainbond\" {\n  base_url      = %q\n  token         = %q\n  enterprise_id = %q\n", e.URL, e.Token, e.EnterpriseID())
	for _, line := range extra {
		fmt.Fprintf(&b, "  %s\n", line)
	}
	b.WriteString("}\n")
	return b.String()
}

// TerraformBlock maps the local name "rainbond" to provider.SourceAddress, as users'
// configurations do. Every test configuration needs it (ProviderBlock and
// Config include it): without it terraform looks for hashicorp/rainbond in
// the registry, and the test framework adds its own only to some steps.
func TerraformBlock() string {
	return fmt.Sprintf("terraform {\n  required_providers {\n    %s = {\n      source = %q\n    }\n  }\n}\n\n", providerName, provider.SourceAddress)
}

// ConfigAt is Config with the provider's base_url set to another address
// of the mock, such as one with a wrong path prefix.
func (e *Env) ConfigAt(baseURL, body string) string {
	// The provider block comes first, so the first quoted URL is its base_url,
	// however the block aligns its arguments.
	return strings.Replace(e.Config(body), fmt.Sprintf("%q", e.URL), fmt.Sprintf("%q", baseURL), 1)
}

// Config is the provider block followed by the given configuration.
func (e *Env) Config(body string) string {
	return e.ProviderBlock() + "\n" + body
}

// PreCheck skips unless TF_ACC is set, and prepares the process for the
// test framework once: see processSetup. Every test that calls it runs on
// a mock gateway, so in live mode it skips the test (see mockOnly); the
// tests that can run live start with NewLiveEnv instead.
func PreCheck(t *testing.T) {
	t.Helper()
	accPreCheck(t)
	SkipIfLive(t, mockOnly)
}

// accPreCheck is PreCheck without the live-mode skip.
func accPreCheck(t *testing.T) {
	t.Helper()
	if os.Getenv(resource.EnvTfAcc) == "" {
		t.Skipf("acceptance test: set %s=1 to run it", resource.EnvTfAcc)
	}
	if err := processSetup(); err != nil {
		t.Fatal(err)
	}
}

// processSetup sets, process-wide and once (t.Setenv cannot be used by
// parallel tests):
//   - TF_ACC_TERRAFORM_PATH to the terraform CLI on PATH: without it the
//     test framework downloads a terraform when none is found, which these
//     tests must never do;
//   - the provider's host and namespace from provider.SourceAddress, so that tests
//     address the provider as users do (rainbond/rainbond, not the test
//     framework's default hashicorp/rainbond).
var processSetup = sync.OnceValue(func() error {
	if v := os.Getenv("TF_ACC_TERRAFORM_VERSION"); v != "" {
		return fmt.Errorf("TF_ACC_TERRAFORM_VERSION=%s would download terraform; unset it and put terraform on PATH or in TF_ACC_TERRAFORM_PATH", v)
	}
	if os.Getenv("TF_ACC_TERRAFORM_PATH") == "" {
		bin, err := exec.LookPath("terraform")
		if err != nil {
			return fmt.Errorf("terraform CLI not found on PATH; install it or set TF_ACC_TERRAFORM_PATH")
		}
		if err := os.Setenv("TF_ACC_TERRAFORM_PATH", bin); err != nil {
			return err
		}
	}
	parts := strings.Split(provider.SourceAddress, "/")
	if len(parts) != 3 || parts[2] != providerName {
		return fmt.Errorf("provider.SourceAddress %q is not host/namespace/%s", provider.SourceAddress, providerName)
	}
	if err := os.Setenv(resource.EnvTfAccProviderHost, parts[0]); err != nil {
		return err
	}
	return os.Setenv(resource.EnvTfAccProviderNamespace, parts[1])
})
