package thirdparty_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/querycheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"
	"github.com/hashicorp/terraform-plugin-testing/tfversion"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

const addr = "rainbond_third_party_component.t"

func staticHCL(name string, endpoints ...string) string {
	return fmt.Sprintf(`
resource "rainbond_third_party_component" "t" {
  team_id        = %q
  region_name    = %q
  app_id         = %d
  component_name = %q
  endpoints_type = "static"
  endpoints      = [%s]
}
`, fixture.Team, fixture.Region, fixture.AppID, name, strings.Join(quote(endpoints), ", "))
}

func apiHCL(name string) string {
	return fmt.Sprintf(`
resource "rainbond_third_party_component" "t" {
  team_id        = %q
  region_name    = %q
  app_id         = %d
  component_name = %q
  endpoints_type = "api"
}
`, fixture.Team, fixture.Region, fixture.AppID, name)
}

func quote(s []string) []string {
	out := make([]string, len(s))
	for i, v := range s {
		out[i] = strconv.Quote(v)
	}
	return out
}

// thirdParty is the mock's third-party components.
func thirdParty(gw *mockgateway.Gateway) []mockgateway.Component {
	var out []mockgateway.Component
	for _, c := range gw.Components() {
		if c.ServiceSource != nil && *c.ServiceSource == "third_party" {
			out = append(out, c)
		}
	}
	return out
}

func matchesMock(env *acctest.Env) statecheck.StateCheck {
	return env.StateMatchesMock(addr, func(attrs map[string]any) (map[string]any, error) {
		c, found := env.GW.Component(fmt.Sprint(attrs["service_id"]))
		if !found {
			return nil, nil
		}
		return map[string]any{"component_name": c.ServiceCname, "service_alias": c.ServiceAlias, "k8s_component_name": c.K8sComponentName,
			"endpoints_type": c.EndpointsType, "id": fmt.Sprintf("%s/%s/%d/%s", fixture.Team, fixture.Region, fixture.AppID, c.ServiceID)}, nil
	})
}

// Create sends the endpoints as configured; an import by ID reads the
// component back (the endpoints cannot be); a new address replaces it,
// deleting the old one; destroy deletes it.
func TestAccThirdParty_lifecycle(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy: func(*terraform.State) error {
			if n := len(thirdParty(env.GW)); n != 0 {
				return fmt.Errorf("%d third-party components after destroy, want none", n)
			}
			return nil
		},
		Steps: []resource.TestStep{
			{
				Config:            env.Config(staticHCL("ext-db", "10.0.0.5:5432", "10.0.0.6:5432")),
				ConfigPlanChecks:  acctest.EmptyPlanAfterApply,
				ConfigStateChecks: []statecheck.StateCheck{matchesMock(env), statecheck.ExpectKnownValue(addr, tfjsonpath.New("api_service_key"), knownvalue.Null())},
				Check: func(*terraform.State) error {
					got := thirdParty(env.GW)
					if len(got) != 1 || strings.Join(got[0].Endpoints, ",") != "10.0.0.5:5432,10.0.0.6:5432" {
						return fmt.Errorf("third-party components %+v", got)
					}
					return nil
				},
			},
			{ResourceName: addr, ImportState: true, ImportStateVerify: true, ImportStateVerifyIgnore: []string{"timeouts", "endpoints", "endpoints_type"}},
			{
				Config: env.Config(staticHCL("ext-db", "10.0.0.7:5432")),
				ConfigPlanChecks: resource.ConfigPlanChecks{
					PreApply:             []plancheck.PlanCheck{plancheck.ExpectResourceAction(addr, plancheck.ResourceActionDestroyBeforeCreate)},
					PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
				},
				ConfigStateChecks: []statecheck.StateCheck{matchesMock(env)},
				Check: func(*terraform.State) error {
					got := thirdParty(env.GW)
					if len(got) != 1 || strings.Join(got[0].Endpoints, ",") != "10.0.0.7:5432" {
						return fmt.Errorf("after the replacement: %+v", got)
					}
					return nil
				},
			},
		},
	})
}

// An api component gets its key and url, sensitive, from the create; a
// change of type replaces.
func TestAccThirdParty_api(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, env.Config(apiHCL("hook")))
	out := w.Run("apply", "-auto-approve", "-input=false")
	c := thirdParty(env.GW)
	if len(c) != 1 {
		t.Fatalf("%d third-party components", len(c))
	}
	key := stateAttr(t, w, "api_service_key")
	if key == "" {
		t.Fatal("no api_service_key in the state")
	}
	if strings.Contains(out, key) {
		t.Errorf("the api_service_key shows in the apply output:\n%s", out)
	}
	acctest.ExpectIn(t, "state", w.Run("state", "show", addr), "api_service_key", "(sensitive value)", "/console/third_party/"+c[0].ServiceID)
	w.Write(env.Config(staticHCL("hook", "10.0.0.5:80")))
	acctest.ExpectIn(t, "plan", w.Run("plan", "-input=false"), "must be replaced")
}

// The platform's address rules and the schema's, refused at plan time
// with no request.
func TestAccThirdParty_badInputRefusedAtPlan(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	cases := []struct{ config, want string }{
		{staticHCL("x", "10.0.0.5:80", "10.0.0.5:80"), "listed twice"},
		{staticHCL("x", "127.0.0.1:80"), "loopback"},
		{staticHCL("x", "0.0.0.0:80"), "unspecified"},
		{staticHCL("x", "localhost:80"), "localhost"},
		{staticHCL("x", "db.example.com", "10.0.0.5"), "never mixed"},
		{staticHCL("x", "a.example.com", "b.example.com"), "at most one domain"},
		{staticHCL("x", "http://10.0.0.5:80/health"), "port must be a number"},
		{staticHCL("x"), "at least 1"},
		{strings.Replace(staticHCL("x", "10.0.0.5:80"), "endpoints      = [\"10.0.0.5:80\"]", "", 1), "Missing endpoints"},
		{strings.Replace(apiHCL("x"), `endpoints_type = "api"`, "endpoints_type = \"api\"\n  endpoints = [\"10.0.0.5:80\"]", 1), "platform ignores endpoints"},
		{strings.Replace(apiHCL("x"), `"api"`, `"kubernetes"`, 1), "value must be one of"},
		{staticHCL(strings.Repeat("a", 65), "10.0.0.5:80"), "character count"},
		{staticHCL(" x", "10.0.0.5:80"), "Surrounding blanks"},
	}
	var steps []resource.TestStep
	for _, c := range cases {
		steps = append(steps, resource.TestStep{Config: env.Config(c.config), PlanOnly: true, ExpectError: acctest.ErrorRegex(c.want)})
	}
	steps = append(steps, resource.TestStep{
		PreConfig: func() {
			if n := len(env.GW.Requests()); n != 0 {
				t.Errorf("%d requests for configurations refused at plan time", n)
			}
		},
		Config:            env.Config(staticHCL("x", "https://db.example.com")),
		ConfigStateChecks: []statecheck.StateCheck{matchesMock(env)},
	})
	resource.ParallelTest(t, resource.TestCase{ProtoV6ProviderFactories: env.Factories(), Steps: steps})
}

// A component deleted in the console is planned again.
func TestAccThirdParty_disappears(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	config := env.Config(staticHCL("ext", "10.0.0.5:80"))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: config},
			{
				PreConfig: func() {
					if err := env.Console.RemoveComponent(thirdParty(env.GW)[0].ServiceID); err != nil {
						t.Fatal(err)
					}
				},
				Config: config,
				ConfigPlanChecks: resource.ConfigPlanChecks{
					PreApply:             []plancheck.PlanCheck{plancheck.ExpectResourceAction(addr, plancheck.ResourceActionCreate)},
					PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
				},
				ConfigStateChecks: []statecheck.StateCheck{matchesMock(env)},
			},
		},
	})
}

// A proxy's 404 of the component read is a read error that keeps the
// state.
func TestAccThirdParty_foreign404KeepsState(t *testing.T) {
	env := acctest.NewEnv(t, fixture.Standard())
	config := env.Config(staticHCL("ext", "10.0.0.5:80"))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: config},
			{
				PreConfig: func() {
					env.GW.AddFault(mockgateway.Fault{Operation: mockgateway.OpGetComponent, Times: -1, Status: http.StatusNotFound, Shape: mockgateway.ShapeProxy})
				},
				Config:      config,
				ExpectError: acctest.ErrorRegex("Cannot read the third-party component"),
			},
			{PreConfig: env.GW.ResetFaults, Config: config, PlanOnly: true},
		},
	})
}

// A rename in the console is cosmetic: the plan warns and plans nothing
// (a replacement would give the component a new id); the state keeps the
// configured name.
func TestAccThirdParty_renameInConsoleWarns(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, env.Config(staticHCL("ext", "10.0.0.5:80")))
	w.Run("apply", "-auto-approve", "-input=false")
	c := thirdParty(env.GW)[0]
	if err := env.Console.EditComponent(c.ServiceID, func(c *mockgateway.Component) { c.ServiceCname = "renamed" }); err != nil {
		t.Fatal(err)
	}
	out, err := w.Try("plan", "-input=false", "-detailed-exitcode")
	if err != nil {
		t.Fatalf("the plan after a console rename is not empty: %v\n%s", err, out)
	}
	acctest.ExpectIn(t, "plan", out, "renamed outside Terraform", `"renamed"`)
	if got := thirdParty(env.GW); len(got) != 1 || got[0].ServiceID != c.ServiceID {
		t.Errorf("components after the plan %+v", got)
	}
}

// A third-party component of the name already in the app is refused with
// the import command and no create.
func TestAccThirdParty_takenNameRefused(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: env.Config(staticHCL("ext", "10.0.0.5:80"))},
			{
				// Two resources of the name: the plan fails (name_twice_plan_test.go).
				PreConfig:   env.GW.ResetCounts,
				Config:      env.Config(staticHCL("ext", "10.0.0.5:80") + strings.Replace(staticHCL("ext", "10.0.0.6:80"), `"t"`, `"u"`, 1)),
				ExpectError: acctest.ErrorSeq("Component name held by two resources", "terraform state list -id="),
			},
			{
				PreConfig: func() {
					if n := env.GW.Count(mockgateway.OpCreateThirdComponent); n != 0 {
						t.Errorf("%d creates for a taken name", n)
					}
				},
				Config:           env.Config(staticHCL("ext", "10.0.0.5:80")),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()}},
				Check: func(*terraform.State) error {
					if n := len(thirdParty(env.GW)); n != 1 {
						return fmt.Errorf("%d third-party components, want 1", n)
					}
					return nil
				},
			},
		},
	})
}

// After a create whose answer was lost, the component it made is kept,
// and no second one is made.
func TestAccThirdParty_lostAnswerAdopted(t *testing.T) {
	env := acctest.NewEnv(t, fixture.Standard())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			PreConfig:         func() { env.GW.FailNextAfterCommit(mockgateway.OpCreateThirdComponent, 1, http.StatusBadGateway) },
			Config:            env.Config(staticHCL("other", "10.0.0.6:80")),
			ConfigPlanChecks:  acctest.EmptyPlanAfterApply,
			ConfigStateChecks: []statecheck.StateCheck{matchesMock(env)},
			Check: func(*terraform.State) error {
				if n := len(thirdParty(env.GW)); n != 1 {
					return fmt.Errorf("%d third-party components, want 1", n)
				}
				return nil
			},
		}},
	})
}

// An import block names a third-party component by identity; the
// endpoints are then taken from the configuration without a replacement.
func TestAccThirdParty_importByIdentity(t *testing.T) {
	f := fixture.Standard()
	source := "third_party"
	f.Components = append(f.Components, mockgateway.Component{AppID: fixture.AppID, ServiceBaseInfo: mockgateway.ServiceBaseInfo{
		ServiceID: "7e8d7c6b5a4f4e3d2c1b0a9f8e7d6c5b", ServiceAlias: "grext01", ServiceCname: "ext", ServiceSource: &source,
	}})
	env := acctest.NewConsoleEnv(t, f)
	importBlock := acctest.ImportBlockHCL(addr, map[string]string{
		"team_id": strconv.Quote(fixture.Team), "region_name": strconv.Quote(fixture.Region), "app_id": strconv.FormatInt(fixture.AppID, 10),
		"service_id": strconv.Quote("7e8d7c6b5a4f4e3d2c1b0a9f8e7d6c5b"),
	})
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   []tfversion.TerraformVersionCheck{acctest.Needs(acctest.FeatureResourceIdentity)},
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			PreConfig: env.GW.ResetCounts,
			Config:    env.Config(staticHCL("ext", "10.0.0.5:80") + importBlock),
			ConfigPlanChecks: resource.ConfigPlanChecks{
				PreApply:             []plancheck.PlanCheck{plancheck.ExpectResourceAction(addr, plancheck.ResourceActionUpdate)},
				PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
			},
			ConfigStateChecks: []statecheck.StateCheck{statecheck.ExpectIdentity(addr, map[string]knownvalue.Check{
				"team_id": knownvalue.StringExact(fixture.Team), "region_name": knownvalue.StringExact(fixture.Region),
				"app_id": knownvalue.Int64Exact(fixture.AppID), "service_id": knownvalue.StringExact("7e8d7c6b5a4f4e3d2c1b0a9f8e7d6c5b"),
			})},
			Check: func(*terraform.State) error {
				if n := env.GW.Count(mockgateway.OpCreateThirdComponent); n != 0 {
					return fmt.Errorf("%d creates for an import", n)
				}
				return nil
			},
		}},
	})
}

// terraform query lists the app's third-party components only (the
// fixture's two image components are left out), by identity.
func TestAccThirdPartyList(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   []tfversion.TerraformVersionCheck{acctest.Needs(acctest.FeatureListResources)},
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: env.Config(staticHCL("ext", "10.0.0.5:80"))},
			{
				Query: true,
				Config: fmt.Sprintf(`list "rainbond_third_party_component" "all" {
  provider = rainbond
  config {
    team_id     = %q
    region_name = %q
    app_id      = %d
  }
}
`, fixture.Team, fixture.Region, fixture.AppID),
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("rainbond_third_party_component.all", 1),
					querycheck.ExpectIdentity("rainbond_third_party_component.all", map[string]knownvalue.Check{
						"team_id": knownvalue.StringExact(fixture.Team), "region_name": knownvalue.StringExact(fixture.Region),
						"app_id": knownvalue.Int64Exact(fixture.AppID), "service_id": knownvalue.StringRegexp(regexp.MustCompile(`^[0-9a-f]{32}$`)),
					}),
				},
			},
		},
	})
}

// Destroy: a dependant's refusal says what to do and keeps the state; a
// proxy's 404 of the delete is not taken for gone; a SQLite console's 507
// of a rolled-back delete is sent again, then explained; then it is
// deleted.
func TestAccThirdParty_destroyRefusals(t *testing.T) {
	env := acctest.NewEnv(t, fixture.Standard())
	w := acctest.NewCLIWorkdir(t, env.Config(staticHCL("ext", "10.0.0.5:80")))
	w.Run("apply", "-auto-approve", "-input=false")
	id := thirdParty(env.GW)[0].ServiceID
	if err := env.GW.SetComponentDependant(id, "web"); err != nil {
		t.Fatal(err)
	}
	out, err := w.Try("destroy", "-auto-approve", "-input=false")
	if err == nil {
		t.Fatal("destroy passed a dependant's refusal")
	}
	acctest.ExpectIn(t, "destroy", out, "Cannot delete", "depends on this one")
	_ = env.GW.SetComponentDependant(id, "")
	env.GW.AddFault(mockgateway.Fault{Operation: mockgateway.OpDeleteComponent, Times: 1, Status: http.StatusNotFound, Shape: mockgateway.ShapeProxy})
	if _, err := w.Try("destroy", "-auto-approve", "-input=false"); err == nil {
		t.Fatal("a proxy's 404 of the delete was taken for gone")
	}
	// A console on SQLite answers a delete it rolled back under the lock
	// with 507 "删除异常": the delete is sent once more alone, and when that
	// is refused too, the error says what it left and what to do, which,
	// followed, works (the last destroy).
	env.GW.ResetCounts()
	env.GW.AddFault(mockgateway.Fault{Operation: mockgateway.OpDeleteComponent, Times: 2, Status: http.StatusInsufficientStorage, Message: "删除异常"})
	out, err = w.Try("destroy", "-auto-approve", "-input=false")
	if err == nil {
		t.Fatal("destroy passed two refusals of the delete")
	}
	acctest.ExpectIn(t, "destroy", out, "Cannot delete", "HTTP 507", "the component is still there", "Run the apply or destroy again", "-parallelism=1")
	if n := len(env.GW.RequestsOf(mockgateway.OpDeleteComponent)); n != 2 {
		t.Errorf("%d deletes sent after the 507, want 2 (the first, and once more alone)", n)
	}
	if n := len(thirdParty(env.GW)); n != 1 {
		t.Fatalf("%d third-party components after the failed destroys, want 1", n)
	}
	w.Run("destroy", "-auto-approve", "-input=false")
	if n := len(thirdParty(env.GW)); n != 0 {
		t.Fatalf("%d third-party components after destroy", n)
	}
}

// A renamed for_each key destroys the old resource and creates the new
// one in one apply, side by side: the create waits for the (slow) delete
// of the component of its name instead of refusing it, and the apply ends
// with one component and an empty plan.
func TestAccThirdParty_renamedForEachKey(t *testing.T) {
	env := acctest.NewEnv(t, fixture.Standard())
	keyed := func(key string) string {
		return env.Config(strings.Replace(staticHCL("ext", "10.0.0.5:80"), `"t" {`, `"t" {`+"\n  for_each = toset([\""+key+"\"])", 1))
	}
	w := acctest.NewCLIWorkdir(t, keyed("a"))
	w.Run("apply", "-auto-approve", "-input=false")
	first := thirdParty(env.GW)[0].ServiceID
	env.GW.SetOperationLatency(mockgateway.OpDeleteComponent, 2*time.Second)
	w.Write(keyed("b"))
	w.Run("apply", "-auto-approve", "-input=false")
	env.GW.SetOperationLatency(mockgateway.OpDeleteComponent, -1)
	if got := thirdParty(env.GW); len(got) != 1 || got[0].ServiceID == first {
		t.Fatalf("third-party components %+v, want one new one", got)
	}
	if out, err := w.Try("plan", "-input=false", "-detailed-exitcode"); err != nil {
		t.Errorf("the plan after the apply is not empty: %v\n%s", err, out)
	}
}

// A replacement with create_before_destroy and the same name: the old
// component still holds it, and the error says so and what to do; nothing
// is created and the old component is kept.
func TestAccThirdParty_createBeforeDestroySameName(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	cbd := func(endpoint string) string {
		return env.Config(strings.Replace(staticHCL("ext", endpoint), `endpoints_type = "static"`, "endpoints_type = \"static\"\n  lifecycle {\n    create_before_destroy = true\n  }", 1))
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: cbd("10.0.0.5:80")},
			{
				PreConfig:   env.GW.ResetCounts,
				Config:      cbd("10.0.0.6:80"),
				ExpectError: acctest.ErrorSeq("already has a third-party component", "create_before_destroy"),
			},
			{
				PreConfig: func() {
					if n := env.GW.Count(mockgateway.OpCreateThirdComponent); n != 0 {
						t.Errorf("%d creates beside the old component", n)
					}
					if n := len(thirdParty(env.GW)); n != 1 {
						t.Errorf("%d third-party components, want the old one", n)
					}
				},
				Config: cbd("10.0.0.5:80"),
				ConfigPlanChecks: resource.ConfigPlanChecks{
					PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
				},
			},
		},
	})
}

// An import of a component that is not third-party is refused, naming
// the resource to use.
func TestAccThirdParty_importOfAnImageComponentRefused(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, env.Config(staticHCL("ext", "10.0.0.5:80")))
	out, err := w.Try("import", "-input=false", addr, fmt.Sprintf("%s/%s/%d/%s", fixture.Team, fixture.Region, fixture.AppID, fixture.ServiceID))
	if err == nil {
		t.Fatalf("an image component was imported:\n%s", out)
	}
	acctest.ExpectIn(t, "import", out, "Not a third-party component", "rainbond_component")
}

// stateAttr is an attribute of the resource at addr in the workdir's
// state, sensitive values included.
func stateAttr(t *testing.T, w *acctest.CLIWorkdir, name string) string {
	t.Helper()
	var st struct {
		Resources []struct {
			Type, Name string
			Instances  []struct {
				Attributes map[string]any `json:"attributes"`
			} `json:"instances"`
		} `json:"resources"`
	}
	if err := json.Unmarshal([]byte(w.Run("state", "pull")), &st); err != nil {
		t.Fatalf("state pull: %v", err)
	}
	for _, r := range st.Resources {
		if r.Type+"."+r.Name == addr && len(r.Instances) == 1 {
			v, _ := r.Instances[0].Attributes[name].(string)
			return v
		}
	}
	return ""
}
