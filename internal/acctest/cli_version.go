// Gates for acceptance tests of features that only newer CLIs have. The suite
// runs on a matrix (make testacc-matrix): Terraform 1.11, Terraform 1.16 and
// OpenTofu 1.12. A test of such a feature names it in its TestCase:
//
//	resource.ParallelTest(t, resource.TestCase{
//		TerraformVersionChecks: []tfversion.TerraformVersionCheck{acctest.Needs(acctest.FeatureListResources)},
//		...
//	})
//
// and is skipped, with a message naming the feature and the CLI, where the
// CLI lacks it; everywhere else it runs. A test that runs the CLI itself calls
// SkipWithout instead. A plain tfversion.SkipBelow is not
// enough: OpenTofu reports its own version numbers (1.12.6), which say
// nothing about which Terraform features it has.

package acctest

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"

	"github.com/hashicorp/go-version"
	"github.com/hashicorp/terraform-plugin-testing/tfversion"
)

// Feature is a feature of the CLI that some acceptance tests need, with
// the first release of each CLI that has it.
type Feature struct {
	name      string
	terraform *version.Version
	openTofu  *version.Version // nil: no OpenTofu release has it
}

var (
	// Resource identity: identity schemas, identity in state and import
	// blocks with an identity argument. OpenTofu has it since 1.12.0.
	FeatureResourceIdentity = Feature{
		name:      "resource identity",
		terraform: tfversion.Version1_12_0,
		openTofu:  version.Must(version.NewVersion("1.12.0")),
	}
	// Ephemeral resources: Terraform 1.10, OpenTofu 1.11.
	FeatureEphemeralResources = Feature{
		name:      "ephemeral resources",
		terraform: tfversion.Version1_10_0,
		openTofu:  version.Must(version.NewVersion("1.11.0")),
	}
	// List resources and `terraform query`: Terraform only.
	FeatureListResources = Feature{
		name:      "list resources and terraform query",
		terraform: tfversion.Version1_14_0,
	}
)

// cliName is the CLI the acceptance tests run.
type cliName string

const (
	cliTerraform cliName = "Terraform"
	cliOpenTofu  cliName = "OpenTofu"
)

// skipReason says why a test of the feature cannot run on cli at v, or is
// empty when it can. Pre-releases count as their release (1.14.0-beta1 has
// what 1.14.0 has), as in tfversion.SkipBelow.
func (f Feature) skipReason(cli cliName, v *version.Version) string {
	first := f.terraform
	if cli == cliOpenTofu {
		first = f.openTofu
	}
	switch {
	case first == nil:
		return fmt.Sprintf("%s has no %s (Terraform %s and later have it): skipping test", cli, f.name, f.terraform)
	case v.Core().LessThan(first):
		return fmt.Sprintf("%s %s has no %s (%s %s and later have it): skipping test", cli, v, f.name, cli, first)
	}
	return ""
}

// Needs is the version check of a test that needs the feature.
func Needs(f Feature) tfversion.TerraformVersionCheck {
	return cliFeatureCheck{feature: f, cli: func() (cliName, error) {
		r, err := cliUnderTest()
		return r.name, err
	}}
}

// SkipWithout skips a test that drives the CLI itself (not through
// resource.Test) where the CLI under test lacks the feature, with the same
// verdict as Needs. It skips for the CLI alone: whether the test runs in
// live mode is its environment's call (NewEnv skips there, NewConsoleEnv
// runs on the real console).
func SkipWithout(t *testing.T, f Feature) {
	t.Helper()
	accPreCheck(t)
	cli, err := cliUnderTest()
	if err != nil {
		t.Fatal(err)
	}
	if reason := f.skipReason(cli.name, cli.version); reason != "" {
		t.Skip(reason)
	}
}

type cliFeatureCheck struct {
	feature Feature
	cli     func() (cliName, error)
}

func (c cliFeatureCheck) CheckTerraformVersion(_ context.Context, req tfversion.CheckTerraformVersionRequest, resp *tfversion.CheckTerraformVersionResponse) {
	cli, err := c.cli()
	if err != nil {
		resp.Error = err
		return
	}
	resp.Skip = c.feature.skipReason(cli, req.TerraformVersion)
}

// cliRelease is a CLI and its version.
type cliRelease struct {
	name    cliName
	version *version.Version
}

// cliUnderTest asks the CLI under test (TF_ACC_TERRAFORM_PATH) which one it is,
// once per test binary. `version -json` looks alike on both; a line of the
// plain `version` names the CLI.
var cliUnderTest = sync.OnceValues(func() (cliRelease, error) {
	if err := processSetup(); err != nil {
		return cliRelease{}, err
	}
	bin := os.Getenv("TF_ACC_TERRAFORM_PATH")
	cmd := exec.Command(bin, "version")
	cmd.Env = append(os.Environ(), "CHECKPOINT_DISABLE=1")
	out, err := cmd.Output()
	if err != nil {
		return cliRelease{}, fmt.Errorf("%s version: %w", bin, err)
	}
	return parseCLI(string(out))
})

// parseCLI reads the CLI and its version from the output of its `version`
// command ("Terraform v1.16.3", "OpenTofu v1.12.6"). OpenTofu prints warnings
// about its CLI config on stdout before that line, so any line may name it.
func parseCLI(out string) (cliRelease, error) {
	for _, line := range strings.Split(out, "\n") {
		for _, name := range []cliName{cliTerraform, cliOpenTofu} {
			if rest, ok := strings.CutPrefix(line, string(name)+" v"); ok {
				v, err := version.NewVersion(strings.TrimSpace(rest))
				if err != nil {
					return cliRelease{}, fmt.Errorf("%s version %q: %w", name, rest, err)
				}
				return cliRelease{name: name, version: v}, nil
			}
		}
	}
	return cliRelease{}, fmt.Errorf("cannot tell the CLI from its version output %q", out)
}
