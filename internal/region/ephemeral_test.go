package region_test

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-go/tfprotov6"
	"github.com/hashicorp/terraform-plugin-testing/echoprovider"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/provider"
)

const echoSource = "registry.terraform.io/hashicorp/echo"

// accRegionToken is the token of the standard fixture's region in the
// tests below: a credential that no state may hold.
const accRegionToken = "5e1f0c3b8a7d6e2f4b9c1a0d3e8f7b6c5a4d2e1f"

// After an apply of a region with its certificate and key, the team's
// regions as a data source, and the ephemeral resource feeding another
// provider's configuration, neither the state file nor `terraform show
// -json` holds the token, the key or the certificate, and the ephemeral
// token did reach the other provider: the echo provider stores what its
// configuration received, here the token's digest.
func TestAccTeamRegionsEphemeral_tokenOnlyWhereItIsUsed(t *testing.T) {
	acctest.SkipWithout(t, acctest.FeatureEphemeralResources)
	f := fixture.Standard()
	f.Regions[0].Token = accRegionToken
	env := acctest.NewConsoleEnv(t, f)
	config := fmt.Sprintf(`
terraform {
  required_providers {
    rainbond = { source = %q }
    echo     = { source = %q }
  }
}

provider "rainbond" {
  base_url      = %q
  token         = %q
  enterprise_id = %q
}

%s

data "rainbond_team_regions" "all" {
  team_id = %q
}

ephemeral "rainbond_team_regions" "acc" {
  team_id = %q
  query   = %q
}

# The consumer: a provider configured with the region's token. It keeps
# only the digest, which the test compares.
provider "echo" {
  data = sha256([for r in ephemeral.rainbond_team_regions.acc.regions : r.token if r.region_name == %q][0])
}

resource "echo" "token_digest" {}
`, provider.SourceAddress, echoSource, env.URL, env.Token, env.EnterpriseID(),
		regionHCL(accNewRegion, append(secretLines(), fmt.Sprintf("team_id = %q", fixture.Team), urlLine(t, env, accNewRegion))...),
		fixture.Team, fixture.Team, fixture.Region, fixture.Region)
	w := env.NewCLIWorkdirWith(t, config, map[string]func() (tfprotov6.ProviderServer, error){echoSource: echoprovider.NewProviderServer()})

	out := w.Run("apply", "-input=false", "-auto-approve")
	forbidden := append(secretMarkers(t), accRegionToken)
	acctest.ExpectNotIn(t, "apply output", out, forbidden...)
	state := w.File("terraform.tfstate")
	acctest.ExpectNotIn(t, "state file", state, forbidden...)
	showJSON := w.Run("show", "-json")
	acctest.ExpectNotIn(t, "terraform show -json", showJSON, forbidden...)

	sum := sha256.Sum256([]byte(accRegionToken))
	acctest.ExpectIn(t, "state file", state, hex.EncodeToString(sum[:]))
	// The data source did list the region, without its token.
	acctest.ExpectIn(t, "terraform show -json", showJSON, `"region_name":"`+fixture.Region+`"`, `"token":null`)
	// A second run plans nothing, and still stores no token.
	acctest.ExpectIn(t, "plan", w.Run("plan", "-input=false"), "No changes.")
	acctest.ExpectNotIn(t, "state file after plan", w.File("terraform.tfstate"), forbidden...)
}
