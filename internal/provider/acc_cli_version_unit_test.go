package provider

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/hashicorp/go-version"
	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
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

func TestParseCLIName(t *testing.T) {
	cases := map[string]cliName{
		"Terraform v1.16.3\non linux_amd64\n":                  cliTerraform,
		"OpenTofu v1.12.6\non linux_amd64\n":                   cliOpenTofu,
		"Terraform v1.11.4\non linux_amd64\n\nYour version...": cliTerraform,
	}
	for out, want := range cases {
		got, err := parseCLIName(out)
		if err != nil || got != want {
			t.Errorf("parseCLIName(%q) = %q, %v; want %q", out, got, err, want)
		}
	}
	if got, err := parseCLIName("terraform-ls 0.1\n"); err == nil {
		t.Errorf("parseCLIName of another tool = %q, want an error", got)
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
	if got != want {
		t.Errorf("%s is %s, but TF_ACC_PROVIDER_HOST=%q says the tests run %s",
			os.Getenv("TF_ACC_TERRAFORM_PATH"), got, accProviderHostAtStart, want)
	}
}
