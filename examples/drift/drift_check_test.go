package main

import (
	"errors"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// A configuration on the mock's default fixture: a public port of the api
// component (API_ID stands for its id) with its adopted rule, and an inner
// TCP port.
const driftConfig = `
terraform {
  required_providers {
    rainbond = { source = "rainbond/rainbond" }
  }
}

provider "rainbond" {}

resource "rainbond_component_port" "public" {
  team_id          = "dev-team"
  region_name      = "rainbond-east"
  app_id           = 1
  service_id       = "API_ID"
  container_port   = 8443
  protocol         = "http"
  is_inner_service = true
  is_outer_service = true
}

# A custom domain: its settings can be set back by an apply (a port's
# default rule cannot be changed on Rainbond 6.9, so its drift could only be
# accepted).
resource "rainbond_http_domain" "public" {
  team_id        = rainbond_component_port.public.team_id
  region_name    = rainbond_component_port.public.region_name
  app_id         = rainbond_component_port.public.app_id
  service_id     = rainbond_component_port.public.service_id
  container_port = rainbond_component_port.public.container_port
  domain_name    = "api.example.com"
  the_weight     = 100
}

# Objects made by hand are not in the state, so refresh cannot see them; a
# check block over a data source can.
locals {
  # The custom domains this configuration manages (rainbond_http_domain).
  managed_domains = ["api.example.com"]
}

check "no_domains_made_by_hand" {
  data "rainbond_http_rules" "public" {
    team_name   = "dev-team"
    region_name = "rainbond-east"
    service_id  = "API_ID"
  }

  assert {
    condition     = length([for r in data.rainbond_http_rules.public.rules : r if r.container_port == 8443 && r.type == 1 && !contains(local.managed_domains, r.domain_name)]) == 0
    error_message = "port 8443 has custom domains no configuration manages: ${join(", ", [for r in data.rainbond_http_rules.public.rules : r.domain_name if r.container_port == 8443 && r.type == 1 && !contains(local.managed_domains, r.domain_name)])}"
  }
}

resource "rainbond_component_port" "metrics" {
  team_id          = "dev-team"
  region_name      = "rainbond-east"
  app_id           = 1
  service_id       = "API_ID"
  container_port   = 9100
  protocol         = "tcp"
  port_alias       = "METRICS"
  is_inner_service = true
}
`

// TestAccDriftCheck runs drift-check.sh, as a scheduled CI job would, with
// the real terraform and the provider built from this repository, against
// the mock gateway: nothing changed gives 0; a custom domain's weight changed, a port
// deleted and a custom domain added through the mock's admin API give 2 and
// a report that names all three.
func TestAccDriftCheck(t *testing.T) {
	if os.Getenv("TF_ACC") == "" {
		t.Skip("acceptance test: runs terraform; set TF_ACC=1 (make test does)")
	}
	acctest.SkipIfLive(t, "the drift check edits the mock gateway through its admin API")
	terraform := os.Getenv("TF_ACC_TERRAFORM_PATH")
	if terraform == "" {
		var err error
		if terraform, err = exec.LookPath("terraform"); err != nil {
			t.Fatal("TF_ACC_TERRAFORM_PATH is not set and no terraform is on PATH")
		}
	}
	gw := mockgateway.NewTestServer(t, mockgateway.DefaultFixture())

	plugins := t.TempDir()
	build := exec.Command(goTool(t), "build", "-o", filepath.Join(plugins, "terraform-provider-rainbond"), ".")
	build.Dir = filepath.Join("..", "..")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building the provider: %v\n%s", err, out)
	}
	dir := t.TempDir()
	cliConfig := filepath.Join(dir, "terraform.rc")
	writeFile(t, cliConfig, `provider_installation {
  dev_overrides {
    "rainbond/rainbond" = "`+filepath.ToSlash(plugins)+`"
  }
  direct {}
}
`)
	writeFile(t, filepath.Join(dir, "main.tf"), strings.ReplaceAll(driftConfig, "API_ID", mockgateway.APIID))
	env := append(os.Environ(),
		"TF_CLI_CONFIG_FILE="+cliConfig, "CHECKPOINT_DISABLE=1", "TF_IN_AUTOMATION=1", "TF_CLI_ARGS=",
		"RAINBOND_BASE_URL="+gw.URL, "RAINBOND_TOKEN="+gw.Token, "TERRAFORM="+terraform)

	apply := exec.Command(terraform, "apply", "-auto-approve", "-input=false", "-no-color")
	apply.Dir, apply.Env = dir, env
	if out, err := apply.CombinedOutput(); err != nil {
		t.Fatalf("terraform apply: %v\n%s", err, out)
	}
	script, err := filepath.Abs("drift-check.sh")
	if err != nil {
		t.Fatal(err)
	}
	check := func() (int, string) {
		t.Helper()
		cmd := exec.Command("bash", script)
		cmd.Dir, cmd.Env = dir, env
		out, err := cmd.CombinedOutput()
		var exit *exec.ExitError
		switch {
		case err == nil:
			return 0, string(out)
		case errors.As(err, &exit):
			return exit.ExitCode(), string(out)
		}
		t.Fatalf("drift-check.sh: %v\n%s", err, out)
		return 0, ""
	}

	if code, out := check(); code != 0 || !strings.Contains(out, "No drift") {
		t.Fatalf("right after apply: exit %d, want 0; output:\n%s", code, out)
	}

	var custom []string
	for _, r := range gw.RulesOf(mockgateway.APIAlias, 8443) {
		if r.DomainName == "api.example.com" {
			custom = append(custom, r.HTTPRuleID)
		}
	}
	if len(custom) != 1 {
		t.Fatalf("custom domains api.example.com of port 8443: %v", custom)
	}
	adminCall(t, http.MethodPatch, gw.URL+"/_mock/rules/"+custom[0], `{"the_weight":42}`)
	adminCall(t, http.MethodDelete, gw.URL+"/_mock/ports/"+mockgateway.APIAlias+"/9100", "")
	adminCall(t, http.MethodPost, gw.URL+"/_mock/rules",
		`{"service_id":"`+mockgateway.APIAlias+`","container_port":8443,"domain_name":"made-by-hand.example.com","type":1}`)

	code, out := check()
	if code != 2 {
		t.Fatalf("after changes by hand: exit %d, want 2; output:\n%s", code, out)
	}
	for _, want := range []string{
		"Drift: 2 objects changed outside Terraform.",
		"rainbond_http_domain.public:",
		`the_weight  100 -> 42`,
		"rainbond_component_port.metrics: gone from the platform",
		"Failed checks: 1.",
		"check.no_domains_made_by_hand: port 8443 has custom domains no configuration manages: made-by-hand.example.com",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("report lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "rainbond_component_port.public") {
		t.Errorf("the public port did not change but is reported:\n%s", out)
	}
	// The check only plans: the drift is still there for the next run.
	if code, again := check(); code != 2 || again != out {
		t.Fatalf("second check: exit %d, output:\n%s", code, again)
	}
}

func adminCall(t *testing.T, method, url, body string) {
	t.Helper()
	req, err := http.NewRequest(method, url, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	_ = resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("%s %s: status %d", method, url, resp.StatusCode)
	}
}

// goTool is the go command that runs this test: go test puts its own
// GOROOT/bin first on the test's PATH.
func goTool(t *testing.T) string {
	t.Helper()
	p, err := exec.LookPath("go")
	if err != nil {
		t.Fatal("no go command to build the provider with")
	}
	return p
}

func writeFile(t *testing.T, path, content string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
}
