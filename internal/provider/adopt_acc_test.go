package provider_test

// Adoption of a platform that is already in use, end to end with the real
// CLI: `terraform query -generate-config-out` writes import blocks and
// resource blocks for what a list resource finds; the plan that follows
// only imports, and after the apply the plan is empty.

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// adoptCase is one list block whose generated configuration must plan as
// imports only.
type adoptCase struct {
	name  string
	query string // the list block
	want  int    // objects found, imported and applied
	// generated holds phrases the generated configuration must contain.
	generated []string
	// setup adds to the platform what the query finds, and complete
	// completes the generated configuration as the list resource's page
	// says (a certificate's write-only private key); both may be nil.
	setup    func(t *testing.T, env *acctest.Env) (key string)
	fixture  func(f *mockgateway.Fixture)
	complete func(generated, key string) string
}

func TestAccAdopt_generatedConfigImportsOnly(t *testing.T) {
	acctest.SkipWithout(t, acctest.FeatureListResources)
	shopCert, shopKey := acctest.CertPair("shop.example.com")
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
`, fixture.Team, fixture.Region, fixture.AppID, fixture.Component, fixture.ComponentB),
			want: 3,
			generated: []string{
				fmt.Sprintf("service_id = %q", fixture.ServiceID), fmt.Sprintf("team_id = %q", fixture.TenantID),
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
`, fixture.Team, fixture.Region, fixture.AppID),
			want: 2,
			generated: []string{
				fmt.Sprintf("rule_id = %q", fixture.AdoptCustomRuleID), fmt.Sprintf("domain_name = %q", fixture.AdoptCustomDomain),
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
`, fixture.Team),
			want: 1,
			generated: []string{
				fmt.Sprintf("region_name = %q", fixture.Region), fmt.Sprintf("team_id = %q", fixture.TenantID),
			},
		},
		{
			name: "apps of the team, by team name",
			query: fmt.Sprintf(`list "rainbond_app" "team" {
  provider = rainbond
  config {
    team_id     = %q
    region_name = %q
  }
}
`, fixture.Team, fixture.Region),
			want:      1,
			generated: []string{fmt.Sprintf("team_id = %q", fixture.TenantID), "force_destroy = false"},
		},
		{
			name: "scaling of the app's components, by team name",
			query: fmt.Sprintf(`list "rainbond_component_scaling" "app" {
  provider = rainbond
  config {
    team_id     = %q
    region_name = %q
    app_id      = %d
  }
}
`, fixture.Team, fixture.Region, fixture.AppID),
			want:      2,
			generated: []string{fmt.Sprintf("team_id = %q", fixture.TenantID), fmt.Sprintf("service_id = %q", fixture.ServiceID)},
		},
		{
			name: "custom domains of the app, by team name",
			query: fmt.Sprintf(`list "rainbond_http_domain" "app" {
  provider = rainbond
  config {
    team_id     = %q
    region_name = %q
    app_id      = %d
  }
}
`, fixture.Team, fixture.Region, fixture.AppID),
			want:      1,
			generated: []string{fmt.Sprintf("domain_name = %q", fixture.AdoptCustomDomain), fmt.Sprintf("team_id = %q", fixture.TenantID)},
		},
		{
			name: "certificates of the team, by team name",
			query: fmt.Sprintf(`list "rainbond_certificate" "team" {
  provider = rainbond
  include_resource = true
  config {
    team_id = %q
  }
}
`, fixture.Team),
			want:      1,
			generated: []string{`alias = "shop"`},
			// Made in the console before the query: in the fixture.
			fixture: func(f *mockgateway.Fixture) {
				f.Certificates = append(f.Certificates, mockgateway.Certificate{TenantID: fixture.Team, Alias: "shop", Certificate: shopCert, PrivateKey: shopKey, CertificateType: "服务端证书"})
			},
			setup: func(*testing.T, *acctest.Env) string { return shopKey },
			// The key is write-only: the page says to add it before the
			// import applies.
			complete: func(generated, key string) string {
				return regexp.MustCompile(`private_key *= null # sensitive`).ReplaceAllLiteralString(generated, fmt.Sprintf("private_key = <<-EOT\n%sEOT", key))
			},
		},
		{
			name: "components of the app, by team name",
			query: fmt.Sprintf(`list "rainbond_component" "app" {
  provider = rainbond
  config {
    team_id     = %q
    region_name = %q
    app_id      = %d
  }
}
`, fixture.Team, fixture.Region, fixture.AppID),
			want:      2,
			generated: []string{fmt.Sprintf("team_id = %q", fixture.TenantID), `image = "nginx:1.25"`},
			// Components made from an image, as rainbond_component manages.
			fixture: func(f *mockgateway.Fixture) {
				for i := range f.Components {
					f.Components[i].Image = "nginx:1.25"
				}
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
	f := fixture.Adoptable()
	if c.fixture != nil {
		c.fixture(&f)
	}
	env := acctest.NewConsoleEnv(t, f)
	var key string
	if c.setup != nil {
		key = c.setup(t, env)
	}
	w := env.NewCLIWorkdir(t, env.ProviderBlock())
	w.WriteFile("adopt.tfquery.hcl", c.query)

	env.GW.ResetCounts()
	out := w.Run("query", "-generate-config-out=generated.tf")
	acctest.ExpectOnlyGETs(t, env.GW.Requests())
	generated := w.File("generated.tf")
	if n := strings.Count(generated, "import {"); n != c.want {
		t.Fatalf("query found %d objects, want %d:\n%s\n%s", n, c.want, out, generated)
	}
	acctest.ExpectIn(t, "generated.tf", generated, c.generated...)
	if c.complete != nil {
		w.WriteFile("generated.tf", c.complete(generated, key))
	}

	plan := w.Run("plan")
	acctest.ExpectIn(t, "plan of the generated configuration", plan,
		fmt.Sprintf("Plan: %d to import, 0 to add, 0 to change, 0 to destroy.", c.want))
	apply := w.Run("apply", "-auto-approve")
	acctest.ExpectIn(t, "apply", apply, fmt.Sprintf("Apply complete! Resources: %d imported, 0 added, 0 changed, 0 destroyed.", c.want))
	if _, err := w.Try("plan", "-detailed-exitcode"); err != nil {
		out, _ := w.Try("plan")
		t.Fatalf("plan after the apply is not empty: %v\n%s", err, out)
	}
}

// The query of an app's ports without service_ids lists every component
// of the app, from the app's component list: the database, which has only
// an inner port and neither an HTTP rule nor metrics, is found too, and
// the query warns of nothing.
func TestAccAdopt_portQueryFindsEveryComponent(t *testing.T) {
	acctest.SkipWithout(t, acctest.FeatureListResources)
	env := acctest.NewConsoleEnv(t, fixture.Adoptable())
	w := env.NewCLIWorkdir(t, env.ProviderBlock())
	w.WriteFile("adopt.tfquery.hcl", fmt.Sprintf(`list "rainbond_component_port" "app" {
  provider = rainbond
  config {
    team_id     = %q
    region_name = %q
    app_id      = %d
  }
}
`, fixture.Team, fixture.Region, fixture.AppID))
	out := w.Run("query")
	acctest.ExpectIn(t, "query", out,
		fmt.Sprintf("%s:5000 (%s, http)", fixture.Component, fixture.ComponentName),
		fmt.Sprintf("%s:8080 (%s, http)", fixture.Component, fixture.ComponentName),
		fmt.Sprintf("%s:3306 (%s, mysql)", fixture.ComponentB, fixture.ComponentBName))
	acctest.ExpectNotIn(t, "query", out, "Warning", "not listed")
	if got := env.GW.Counts()[mockgateway.OpListAppComponents]; got != 1 {
		t.Errorf("the query listed the app's components %d times, want once", got)
	}
}

// Where there is no terraform query (OpenTofu, Terraform before 1.14),
// import blocks by ID and `plan -generate-config-out` adopt the same
// objects: the generated configuration plans as imports only.
func TestAccAdopt_importBlocksGenerateConfig(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Adoptable())
	imports := ""
	for to, id := range map[string]string{
		"rainbond_component_port.web_5000": fmt.Sprintf("%s/%s/%d/%s/5000", fixture.Team, fixture.Region, fixture.AppID, fixture.Component),
		"rainbond_component_port.db_3306":  fmt.Sprintf("%s/%s/%d/%s/3306", fixture.Team, fixture.Region, fixture.AppID, fixture.ComponentB),
		"rainbond_http_rule.shop":          fmt.Sprintf("%s/%s/%d/%s", fixture.Team, fixture.Region, fixture.AppID, fixture.AdoptCustomRuleID),
		"rainbond_region.acc":              fixture.Team + "/" + fixture.Region,
	} {
		imports += fmt.Sprintf("import {\n  to = %s\n  id = %q\n}\n", to, id)
	}
	w := env.NewCLIWorkdir(t, env.ProviderBlock()+imports)
	out := w.Run("plan", "-generate-config-out=generated.tf")
	acctest.ExpectIn(t, "plan that generates the configuration", out, "4 to import, 0 to add, 0 to change, 0 to destroy")
	acctest.ExpectIn(t, "generated.tf", w.File("generated.tf"), fmt.Sprintf("team_id = %q", fixture.Team), fmt.Sprintf("service_id = %q", fixture.ComponentB))
	apply := w.Run("apply", "-auto-approve")
	acctest.ExpectIn(t, "apply", apply, "Resources: 4 imported, 0 added, 0 changed, 0 destroyed.")
	if _, err := w.Try("plan", "-detailed-exitcode"); err != nil {
		out, _ := w.Try("plan")
		t.Fatalf("plan after the apply is not empty: %v\n%s", err, out)
	}
}
