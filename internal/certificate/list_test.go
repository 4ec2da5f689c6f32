package certificate_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/querycheck"
	"github.com/hashicorp/terraform-plugin-testing/querycheck/queryfilter"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"
	"github.com/hashicorp/terraform-plugin-testing/tfversion"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// The certificates of a team, with their PEM and without their key.
func TestAccCertificateList(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	cert, key := acctest.CertPair("shop.example.com")
	stored, err := env.Console.PutCertificate(mockgateway.Certificate{TenantID: fixture.Team, Alias: "shop", Certificate: cert, PrivateKey: key, CertificateType: "服务端证书"})
	if err != nil {
		t.Fatal(err)
	}
	identity := map[string]knownvalue.Check{"team_id": knownvalue.StringExact(fixture.Team), "certificate_id": knownvalue.Int64Exact(stored.ID)}
	// Not parallel: the console change above holds the real console, which
	// a paused parallel test must not.
	resource.Test(t, resource.TestCase{
		TerraformVersionChecks:   []tfversion.TerraformVersionCheck{acctest.Needs(acctest.FeatureListResources)},
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: env.ProviderBlock()},
			{
				Query: true,
				Config: fmt.Sprintf(`list "rainbond_certificate" "team" {
  provider         = rainbond
  include_resource = true
  config {
    team_id = %q
  }
}
`, fixture.Team),
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("rainbond_certificate.team", 1),
					querycheck.ExpectIdentity("rainbond_certificate.team", identity),
					querycheck.ExpectResourceKnownValues("rainbond_certificate.team", queryfilter.ByResourceIdentity(identity), []querycheck.KnownValueCheck{
						{Path: tfjsonpath.New("alias"), KnownValue: knownvalue.StringExact("shop")},
						// The console reads a certificate back without its
						// trailing newline.
						{Path: tfjsonpath.New("certificate"), KnownValue: knownvalue.StringExact(strings.TrimRight(cert, "\n"))},
						{Path: tfjsonpath.New("private_key"), KnownValue: knownvalue.Null()},
					}),
				},
			},
		},
	})
}
