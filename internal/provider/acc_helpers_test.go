package provider

// The shared acceptance-test harness. Every acceptance test of this package
// runs the real terraform CLI against its own mock gateway:
//
//	func TestAccThing(t *testing.T) {
//		env := newAccEnv(t, accFixture()) // skips without TF_ACC; mock on 127.0.0.1, closed by t.Cleanup
//		resource.ParallelTest(t, resource.TestCase{
//			ProtoV6ProviderFactories: env.Factories(),
//			CheckDestroy:             func(*terraform.State) error { /* read env.GW */ },
//			Steps: []resource.TestStep{{
//				Config:           env.Config(`resource "rainbond_..." "x" { ... }`),
//				ConfigPlanChecks: emptyPlanAfterApply,
//				ConfigStateChecks: []statecheck.StateCheck{
//					env.StateMatchesMock("rainbond_....x", func(attrs map[string]any) (map[string]any, error) { ... }),
//				},
//			}},
//		})
//	}
//
// What is here:
//   - accFixture and its acc* names: one team open in one region, one app,
//     two components. Extend a copy before newAccEnv for more.
//   - newAccEnv: the mock (env.GW carries every hook of mockgateway: EditPort,
//     RemovePort, AddFault, FailNextAfterCommit, DropNext, Count, RequestsOf,
//     ...), its URL and token, and Factories for the provider in-process.
//   - env.Config / env.ProviderBlock / TerraformBlock: configuration text. A
//     test that writes its own provider block must start with TerraformBlock.
//   - env.StateMatchesMock: compare a resource's state with the mock's model.
//   - errorRegex: match an error message across terraform's line wrapping.
//   - emptyPlanAfterApply / expectUpdate: common plan checks.
//
// Each test owns its mock, so tests are independent and may run in
// parallel; drive the mock between steps from PreConfig. Tests that change
// environment variables (t.Setenv) must use resource.Test, not ParallelTest.

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/providerserver"
	"github.com/hashicorp/terraform-plugin-go/tfprotov6"
	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// The standard fixture: one team open in one enabled region, one app, and
// two components without ports. Tests refer to them by these names.
const (
	accTeam       = "acc-team"
	accTenantID   = "0a1b2c3d4e5f60718293a4b5c6d7e8f9"
	accRegion     = "acc-region"
	accHTTPDomain = "apps.acc.example.com"
	accAppID      = int64(1)
	accComponent  = "gracc0web"                        // service_alias of the first component
	accComponentB = "gracc0db"                         // service_alias of the second
	accServiceID  = "5c1e0d9f3b2a4c6d8e7f6a5b4c3d2e1f" // service_id of the first component
	// The display names (service_cname) differ from the aliases, so that a
	// test tells the rule list's service_name (the alias) from its
	// service_alias (the display name).
	accComponentName  = "web"
	accComponentBName = "db"
)

// accFixture returns a fresh copy of the standard fixture; tests may extend
// it before starting the mock.
func accFixture() mockgateway.Fixture {
	return mockgateway.Fixture{
		Regions: []mockgateway.Region{{
			RegionName: accRegion, RegionAlias: "Acceptance", URL: "https://region.acc.example.com:8443",
			WSURL: "wss://region.acc.example.com:6060", HTTPDomain: accHTTPDomain, TCPDomain: "10.0.0.1", Status: "1",
		}},
		Teams: []mockgateway.Team{{TenantID: accTenantID, TeamName: accTeam, Regions: []string{accRegion}}},
		Apps:  []mockgateway.App{{ID: accAppID, TenantID: accTeam, GroupName: "acc-app", RegionName: accRegion}},
		Components: []mockgateway.Component{
			{ServiceBaseInfo: mockgateway.ServiceBaseInfo{ServiceID: accServiceID, ServiceAlias: accComponent, ServiceCname: accComponentName}, AppID: accAppID},
			{ServiceBaseInfo: mockgateway.ServiceBaseInfo{ServiceAlias: accComponentB, ServiceCname: accComponentBName}, AppID: accAppID},
		},
	}
}

// accEnv is one test's mock gateway and the provider wired to it.
type accEnv struct {
	t     *testing.T
	GW    *mockgateway.Gateway
	URL   string
	Token string
}

// newAccEnv starts a mock gateway seeded with f on 127.0.0.1; it stops when
// the test ends. Only acceptance tests need it, so it skips without TF_ACC
// before starting anything.
func newAccEnv(t *testing.T, f mockgateway.Fixture) *accEnv {
	t.Helper()
	testAccPreCheck(t)
	ts := mockgateway.NewTestServer(t, f)
	return &accEnv{t: t, GW: ts.Gateway, URL: ts.URL, Token: ts.Token}
}

// Factories serves this package's provider in-process, as protocol 6.
func (e *accEnv) Factories() map[string]func() (tfprotov6.ProviderServer, error) {
	return accFactories()
}

// accProviderName is the provider's local name and type prefix.
const accProviderName = "rainbond"

func accFactories() map[string]func() (tfprotov6.ProviderServer, error) {
	return map[string]func() (tfprotov6.ProviderServer, error){
		accProviderName: providerserver.NewProtocol6WithError(New("acctest")()),
	}
}

// ProviderBlock renders the terraform block (see TerraformBlock) and a
// provider block that points at this mock, with extra attribute lines
// appended (e.g. `max_retries = 0`).
func (e *accEnv) ProviderBlock(extra ...string) string {
	var b strings.Builder
	b.WriteString(TerraformBlock())
	fmt.Fprintf(&b, "provider \"rainbond\" {\n  base_url = %q\n  token    = %q\n", e.URL, e.Token)
	for _, line := range extra {
		fmt.Fprintf(&b, "  %s\n", line)
	}
	b.WriteString("}\n")
	return b.String()
}

// TerraformBlock maps the local name "rainbond" to SourceAddress, as users'
// configurations do. Every test configuration needs it (ProviderBlock and
// Config include it): without it terraform looks for hashicorp/rainbond in
// the registry, and the test framework adds its own only to some steps.
func TerraformBlock() string {
	return fmt.Sprintf("terraform {\n  required_providers {\n    %s = {\n      source = %q\n    }\n  }\n}\n\n", accProviderName, SourceAddress)
}

// Config is the provider block followed by the given configuration.
func (e *accEnv) Config(body string) string {
	return e.ProviderBlock() + "\n" + body
}

// testAccPreCheck skips unless TF_ACC is set, and prepares the process for
// the test framework once: see accProcessSetup.
func testAccPreCheck(t *testing.T) {
	t.Helper()
	if os.Getenv(resource.EnvTfAcc) == "" {
		t.Skipf("acceptance test: set %s=1 to run it", resource.EnvTfAcc)
	}
	if err := accProcessSetup(); err != nil {
		t.Fatal(err)
	}
}

// accProcessSetup sets, process-wide and once (t.Setenv cannot be used by
// parallel tests):
//   - TF_ACC_TERRAFORM_PATH to the terraform CLI on PATH: without it the
//     test framework downloads a terraform when none is found, which these
//     tests must never do;
//   - the provider's host and namespace from SourceAddress, so that tests
//     address the provider as users do (rainbond/rainbond, not the test
//     framework's default hashicorp/rainbond).
var accProcessSetup = sync.OnceValue(func() error {
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
	parts := strings.Split(SourceAddress, "/")
	if len(parts) != 3 || parts[2] != accProviderName {
		return fmt.Errorf("SourceAddress %q is not host/namespace/%s", SourceAddress, accProviderName)
	}
	if err := os.Setenv(resource.EnvTfAccProviderHost, parts[0]); err != nil {
		return err
	}
	return os.Setenv(resource.EnvTfAccProviderNamespace, parts[1])
})

// StateMatchesMock is a state check that compares a resource's attributes in
// terraform state with the mock's model. model receives the resource's
// state attributes (to find the object: path parts, ids) and returns the
// attributes the mock says it should have; each of them must equal the
// state's value (compared as printed, so 8080 equals 8080.0). A nil map
// from model means "the object does not exist on the mock", an error.
func (e *accEnv) StateMatchesMock(address string, model func(attrs map[string]any) (map[string]any, error)) statecheck.StateCheck {
	return stateMatchesMock{address: address, model: model}
}

type stateMatchesMock struct {
	address string
	model   func(map[string]any) (map[string]any, error)
}

func (c stateMatchesMock) CheckState(_ context.Context, req statecheck.CheckStateRequest, resp *statecheck.CheckStateResponse) {
	if req.State == nil || req.State.Values == nil || req.State.Values.RootModule == nil {
		resp.Error = fmt.Errorf("%s: no state", c.address)
		return
	}
	var attrs map[string]any
	for _, r := range req.State.Values.RootModule.Resources {
		if r.Address == c.address {
			attrs = r.AttributeValues
		}
	}
	if attrs == nil {
		resp.Error = fmt.Errorf("%s: not in state", c.address)
		return
	}
	want, err := c.model(attrs)
	if err != nil {
		resp.Error = fmt.Errorf("%s: %w", c.address, err)
		return
	}
	if want == nil {
		resp.Error = fmt.Errorf("%s: in state but not on the mock", c.address)
		return
	}
	if diffs := diffAttrs(attrs, want); len(diffs) > 0 {
		resp.Error = fmt.Errorf("%s: state differs from the mock: %s", c.address, strings.Join(diffs, "; "))
	}
}

// diffAttrs lists the keys of want whose value differs in got.
func diffAttrs(got, want map[string]any) []string {
	keys := make([]string, 0, len(want))
	for k := range want {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var out []string
	for _, k := range keys {
		if g, w := fmt.Sprint(got[k]), fmt.Sprint(want[k]); g != w {
			out = append(out, fmt.Sprintf("%s: state %s, mock %s", k, g, w))
		}
	}
	return out
}

// stateAttr reads one attribute of a resource from the state of the last
// apply, for Check functions.
func stateAttr(s *terraform.State, address, name string) (string, error) {
	rs, ok := s.RootModule().Resources[address]
	if !ok {
		return "", fmt.Errorf("%s not in state", address)
	}
	v, ok := rs.Primary.Attributes[name]
	if !ok {
		return "", fmt.Errorf("%s has no attribute %s", address, name)
	}
	return v, nil
}

// errorRegex matches a terraform error whose words may be wrapped over lines
// and framed by the diagnostic box: "a b" matches "a\n│ b".
func errorRegex(words string) *regexp.Regexp {
	parts := strings.Fields(words)
	for i, p := range parts {
		parts[i] = regexp.QuoteMeta(p)
	}
	return regexp.MustCompile(strings.Join(parts, `[\s│]+`))
}

// emptyPlanAfterApply asserts that the plan after an apply is empty: the
// resource reads back exactly what it applied (no perpetual diff).
var emptyPlanAfterApply = resource.ConfigPlanChecks{
	PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
}

// expectUpdate asserts that the step updates address in place and leaves
// an empty plan behind.
func expectUpdate(address string) resource.ConfigPlanChecks {
	return resource.ConfigPlanChecks{
		PreApply:             []plancheck.PlanCheck{plancheck.ExpectResourceAction(address, plancheck.ResourceActionUpdate)},
		PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
	}
}
