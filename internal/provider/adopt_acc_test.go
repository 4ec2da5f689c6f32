package provider

// Adoption of a platform that is already in use, end to end with the real
// CLI: `terraform query -generate-config-out` writes import blocks and
// resource blocks for what a list resource finds; the plan that follows
// only imports, and after the apply the plan is empty.

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// Objects of adoptFixture.
const (
	adoptRuleID       = "7e1d0c9b8a7f6e5d4c3b2a1908f7e6d5" // default rule of port 5000 of accComponent
	adoptCustomRuleID = "8f2e1d0c9b8a7f6e5d4c3b2a1908f7e6" // custom domain on the same port
	adoptCustomDomain = "shop.acc.example.com"
)

// adoptFixture is accFixture as a platform in use: ports made in the
// console on both components, the default rule of the public port and a
// custom domain on it, and a performance plugin on the first component
// only. The second component (a database) has neither a rule nor metrics,
// so only service_ids can find it.
func adoptFixture() mockgateway.Fixture {
	f := accFixture()
	f.Components[0].PerfPlugin = true
	f.Ports = []mockgateway.Port{
		{ServiceID: accComponent, ContainerPort: 5000, Protocol: "http", PortAlias: "WEB", IsInnerService: true, IsOuterService: true},
		{ServiceID: accComponent, ContainerPort: 8080, Protocol: "http", IsInnerService: true},
		{ServiceID: accComponentB, ContainerPort: 3306, Protocol: "mysql", PortAlias: "MYSQL", IsInnerService: true},
	}
	f.Rules = []mockgateway.Rule{
		{HTTPRuleID: adoptRuleID, ServiceID: accComponent, ContainerPort: 5000, DomainName: "gracc0web-5000-acc-team." + accHTTPDomain},
		{
			HTTPRuleID: adoptCustomRuleID, ServiceID: accComponent, ContainerPort: 5000, DomainName: adoptCustomDomain,
			DomainPath: "/api", DomainCookie: "beta=1", TheWeight: 50, Type: 1, RuleExtensions: "lb-type:round-robin",
		},
	}
	return f
}

// adoptCase is one list block whose generated configuration must plan as
// imports only.
type adoptCase struct {
	name  string
	query string // the list block
	want  int    // objects found, imported and applied
	// generated holds phrases the generated configuration must contain.
	generated []string
}

func TestAccAdopt_generatedConfigImportsOnly(t *testing.T) {
	skipWithoutCLIFeature(t, cliFeatureListResources)
	cases := []adoptCase{
		{
			name: "ports named by service_ids",
			query: fmt.Sprintf(`list "rainbond_component_port" "app" {
  provider = rainbond
  config {
    team_id     = %q
    region_name = %q
    app_id      = %d
    service_ids = [%q, %q]
  }
}
`, accTeam, accRegion, accAppID, accComponent, accComponentB),
			want: 3,
			generated: []string{
				fmt.Sprintf("service_id = %q", accServiceID), fmt.Sprintf("team_id = %q", accTenantID),
				`port_alias = "MYSQL"`, "is_outer_service = true",
			},
		},
		{
			name: "HTTP rules of the app",
			query: fmt.Sprintf(`list "rainbond_http_rule" "app" {
  provider = rainbond
  config {
    team_name   = %q
    region_name = %q
    app_id      = %d
  }
}
`, accTeam, accRegion, accAppID),
			want: 2,
			generated: []string{
				fmt.Sprintf("rule_id = %q", adoptCustomRuleID), fmt.Sprintf("domain_name = %q", adoptCustomDomain),
				"restore_on_destroy = false", `"lb-type:round-robin"`,
			},
		},
		{
			name: "regions of the team",
			query: fmt.Sprintf(`list "rainbond_region" "team" {
  provider = rainbond
  config {
    team_id = %q
  }
}
`, accTeam),
			want: 1,
			generated: []string{
				fmt.Sprintf("region_name = %q", accRegion), fmt.Sprintf("team_id = %q", accTenantID),
			},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			testGeneratedConfigImportsOnly(t, c)
		})
	}
}

func testGeneratedConfigImportsOnly(t *testing.T, c adoptCase) {
	env := newAccEnv(t, adoptFixture())
	w := newCLIWorkdir(t, env.ProviderBlock())
	writeWorkdirFile(t, w, "adopt.tfquery.hcl", c.query)

	env.GW.ResetCounts()
	out := w.run("query", "-generate-config-out=generated.tf")
	expectOnlyGETs(t, env.GW.Requests())
	generated := w.file("generated.tf")
	if n := strings.Count(generated, "import {"); n != c.want {
		t.Fatalf("query found %d objects, want %d:\n%s\n%s", n, c.want, out, generated)
	}
	expectIn(t, "generated.tf", generated, c.generated...)

	plan := w.run("plan")
	expectIn(t, "plan of the generated configuration", plan,
		fmt.Sprintf("Plan: %d to import, 0 to add, 0 to change, 0 to destroy.", c.want))
	apply := w.run("apply", "-auto-approve")
	expectIn(t, "apply", apply, fmt.Sprintf("Apply complete! Resources: %d imported, 0 added, 0 changed, 0 destroyed.", c.want))
	if _, err := w.try("plan", "-detailed-exitcode"); err != nil {
		out, _ := w.try("plan")
		t.Fatalf("plan after the apply is not empty: %v\n%s", err, out)
	}
}

// expectOnlyGETs fails unless every request the mock saw was a GET.
func expectOnlyGETs(t *testing.T, requests []mockgateway.RequestRecord) {
	t.Helper()
	if len(requests) == 0 {
		t.Fatal("the mock saw no request during the query")
	}
	for _, r := range requests {
		if r.Method != "GET" {
			t.Errorf("the query sent %s %s (%s); a query must only read", r.Method, r.Path, r.Operation)
		}
	}
}

func writeWorkdirFile(t *testing.T, w *cliWorkdir, name, content string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(w.dir, name), []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
}

// The query of an app's ports without service_ids warns that it can miss
// components, and finds those the rules and the monitor query show.
func TestAccAdopt_portQueryWarnsWhatItCannotFind(t *testing.T) {
	skipWithoutCLIFeature(t, cliFeatureListResources)
	env := newAccEnv(t, adoptFixture())
	w := newCLIWorkdir(t, env.ProviderBlock())
	writeWorkdirFile(t, w, "adopt.tfquery.hcl", fmt.Sprintf(`list "rainbond_component_port" "app" {
  provider = rainbond
  config {
    team_id     = %q
    region_name = %q
    app_id      = %d
  }
}
`, accTeam, accRegion, accAppID))
	out := w.run("query")
	expectIn(t, "query", out, "Components without HTTP rules or metrics are not listed", "name it in service_ids",
		fmt.Sprintf("%s:5000 (%s, http)", accComponent, accComponentName), fmt.Sprintf("%s:8080 (%s, http)", accComponent, accComponentName))
	if strings.Contains(out, accComponentB+":3306") {
		t.Errorf("the query found the database, which neither a rule nor the monitor query shows:\n%s", out)
	}
}

// Where there is no terraform query (OpenTofu, Terraform before 1.14),
// import blocks by ID and `plan -generate-config-out` adopt the same
// objects: the generated configuration plans as imports only.
func TestAccAdopt_importBlocksGenerateConfig(t *testing.T) {
	env := newAccEnv(t, adoptFixture())
	imports := ""
	for to, id := range map[string]string{
		"rainbond_component_port.web_5000": fmt.Sprintf("%s/%s/%d/%s/5000", accTeam, accRegion, accAppID, accComponent),
		"rainbond_component_port.db_3306":  fmt.Sprintf("%s/%s/%d/%s/3306", accTeam, accRegion, accAppID, accComponentB),
		"rainbond_http_rule.shop":          fmt.Sprintf("%s/%s/%d/%s", accTeam, accRegion, accAppID, adoptCustomRuleID),
		"rainbond_region.acc":              accTeam + "/" + accRegion,
	} {
		imports += fmt.Sprintf("import {\n  to = %s\n  id = %q\n}\n", to, id)
	}
	w := newCLIWorkdir(t, env.ProviderBlock()+imports)
	out := w.run("plan", "-generate-config-out=generated.tf")
	expectIn(t, "plan that generates the configuration", out, "4 to import, 0 to add, 0 to change, 0 to destroy")
	expectIn(t, "generated.tf", w.file("generated.tf"), fmt.Sprintf("team_id = %q", accTeam), fmt.Sprintf("service_id = %q", accComponentB))
	apply := w.run("apply", "-auto-approve")
	expectIn(t, "apply", apply, "Resources: 4 imported, 0 added, 0 changed, 0 destroyed.")
	if _, err := w.try("plan", "-detailed-exitcode"); err != nil {
		out, _ := w.try("plan")
		t.Fatalf("plan after the apply is not empty: %v\n%s", err, out)
	}
}
