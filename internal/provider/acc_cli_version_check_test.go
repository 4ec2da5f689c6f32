package provider

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/hashicorp/go-version"
	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"
	"github.com/hashicorp/terraform-plugin-testing/tfversion"
)

func TestCLIFeatureSkipReason(t *testing.T) {
	cases := []struct {
		feature cliFeature
		cli     cliName
		version string
		skip    string // a phrase of the reason; empty: the test runs
	}{
		{cliFeatureResourceIdentity, cliTerraform, "1.11.4", "Terraform 1.11.4 has no resource identity (Terraform 1.12.0 and later"},
		{cliFeatureResourceIdentity, cliTerraform, "1.12.0", ""},
		{cliFeatureResourceIdentity, cliTerraform, "1.12.0-beta1", ""},
		{cliFeatureResourceIdentity, cliTerraform, "1.16.3", ""},
		{cliFeatureResourceIdentity, cliOpenTofu, "1.11.6", "OpenTofu 1.11.6 has no resource identity (OpenTofu 1.12.0 and later"},
		{cliFeatureResourceIdentity, cliOpenTofu, "1.12.6", ""},
		{cliFeatureListResources, cliTerraform, "1.11.4", "Terraform 1.11.4 has no list resources"},
		{cliFeatureListResources, cliTerraform, "1.13.9", "Terraform 1.13.9 has no list resources"},
		{cliFeatureListResources, cliTerraform, "1.14.0", ""},
		{cliFeatureListResources, cliTerraform, "1.16.3", ""},
		// OpenTofu's numbers are its own: a high one still lacks the feature.
		{cliFeatureListResources, cliOpenTofu, "1.12.6", "OpenTofu has no list resources and terraform query (Terraform 1.14.0 and later"},
		{cliFeatureListResources, cliOpenTofu, "1.20.0", "OpenTofu has no list resources"},
	}
	for _, c := range cases {
		got := c.feature.skipReason(c.cli, version.Must(version.NewVersion(c.version)))
		switch {
		case c.skip == "" && got != "":
			t.Errorf("%s on %s %s: skipped (%q), want it to run", c.feature.name, c.cli, c.version, got)
		case c.skip != "" && !strings.Contains(got, c.skip):
			t.Errorf("%s on %s %s: reason %q, want one with %q", c.feature.name, c.cli, c.version, got, c.skip)
		}
	}
}

func TestCLIFeatureCheck(t *testing.T) {
	v1163 := version.Must(version.NewVersion("1.16.3"))
	check := func(cli cliName, err error) tfversion.CheckTerraformVersionResponse {
		c := cliFeatureCheck{feature: cliFeatureListResources, cli: func() (cliName, error) { return cli, err }}
		var resp tfversion.CheckTerraformVersionResponse
		c.CheckTerraformVersion(context.Background(), tfversion.CheckTerraformVersionRequest{TerraformVersion: v1163}, &resp)
		return resp
	}
	if resp := check(cliTerraform, nil); resp.Skip != "" || resp.Error != nil {
		t.Errorf("Terraform 1.16.3: %+v, want the test to run", resp)
	}
	if resp := check(cliOpenTofu, nil); resp.Skip == "" || resp.Error != nil {
		t.Errorf("OpenTofu with the same number: %+v, want a skip", resp)
	}
	// A CLI that cannot be identified fails the test rather than skip it.
	if resp := check("", errors.New("no cli")); resp.Error == nil || resp.Skip != "" {
		t.Errorf("unknown CLI: %+v, want an error", resp)
	}
}

func TestParseCLI(t *testing.T) {
	cases := map[string]string{
		"Terraform v1.16.3\non linux_amd64\n":                  "Terraform 1.16.3",
		"OpenTofu v1.12.6\non linux_amd64\n":                   "OpenTofu 1.12.6",
		"Terraform v1.14.0-beta1\non linux_amd64\n":            "Terraform 1.14.0-beta1",
		"Terraform v1.11.4\non linux_amd64\n\nYour version...": "Terraform 1.11.4",
		"\nWarning: Unable to open CLI configuration file\n\nThe CLI configuration file at \"/x/.terraformrc\" does not exist.\nOpenTofu v1.12.6\n": "OpenTofu 1.12.6",
	}
	for out, want := range cases {
		got, err := parseCLI(out)
		if err != nil || fmt.Sprintf("%s %s", got.name, got.version) != want {
			t.Errorf("parseCLI(%q) = %+v, %v; want %s", out, got, err, want)
		}
	}
	for _, out := range []string{"terraform-ls 0.1\n", "Terraform vnext\n"} {
		if got, err := parseCLI(out); err == nil {
			t.Errorf("parseCLI(%q) = %+v, want an error", out, got)
		}
	}
}

// accProviderHostAtStart is TF_ACC_PROVIDER_HOST as the test process got it,
// before accProcessSetup sets it: the make target of the OpenTofu leg passes
// registry.opentofu.org.
var accProviderHostAtStart = os.Getenv(resource.EnvTfAccProviderHost)

// TestAccCLIUnderTest checks that each matrix leg runs the CLI it says it
// runs, so that the feature gates above decide on the right one.
func TestAccCLIUnderTest(t *testing.T) {
	testAccPreCheck(t)
	got, err := accCLI()
	if err != nil {
		t.Fatal(err)
	}
	want := cliTerraform
	if accProviderHostAtStart == "registry.opentofu.org" {
		want = cliOpenTofu
	}
	if got.name != want {
		t.Errorf("%s is %s, but TF_ACC_PROVIDER_HOST=%q says the tests run %s",
			os.Getenv("TF_ACC_TERRAFORM_PATH"), got.name, accProviderHostAtStart, want)
	}
}

// TestAccCLIFeatureGates runs a gated test case per feature through the test
// framework on the CLI under test: it must run exactly where the CLI has the
// feature, and be skipped (showing in the leg's count of skips) elsewhere.
func TestAccCLIFeatureGates(t *testing.T) {
	env := newAccEnv(t, accFixture())
	cli, err := accCLI()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []cliFeature{cliFeatureResourceIdentity, cliFeatureListResources} {
		ran := false
		t.Run(strings.ReplaceAll(f.name, " ", "_"), func(t *testing.T) {
			resource.Test(t, resource.TestCase{
				TerraformVersionChecks:   []tfversion.TerraformVersionCheck{accNeeds(f)},
				ProtoV6ProviderFactories: env.Factories(),
				Steps: []resource.TestStep{{
					Config: env.Config(fmt.Sprintf("data \"rainbond_team_regions\" \"gated\" {\n  team_id = %q\n}\n", accTeam)),
					ConfigStateChecks: []statecheck.StateCheck{
						statecheck.ExpectKnownValue("data.rainbond_team_regions.gated", tfjsonpath.New("total"), knownvalue.Int64Exact(1)),
					},
					Check: func(*terraform.State) error { ran = true; return nil },
				}},
			})
		})
		if want := f.skipReason(cli.name, cli.version) == ""; ran != want {
			t.Errorf("%s on %s %s: the gated test ran = %t, want %t", f.name, cli.name, cli.version, ran, want)
		}
	}
}
