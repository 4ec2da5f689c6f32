package certificate_test

import (
	"regexp"
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// The list with each certificate's expiry, and a check block that warns
// of a certificate that expires within 30 days.
func TestAccCertificatesDataSource(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	soon := time.Now().Add(10 * 24 * time.Hour).UTC().Truncate(time.Second)
	cert, key := mockgateway.TestCertificate(time.Now().Add(-time.Hour), soon, "soon.example.com", "www.soon.example.com")
	if _, err := env.Console.PutCertificate(mockgateway.Certificate{TenantID: fixture.Team, Alias: "soon", Certificate: cert, PrivateKey: key, CertificateType: "服务端证书"}); err != nil {
		t.Fatal(err)
	}
	const ds = "data.rainbond_certificates.all"
	// Not parallel: the console change above holds the real console, which
	// a paused parallel test must not.
	resource.Test(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config: env.Config(`
data "rainbond_certificates" "all" {
  team_id = "` + fixture.Team + `"
}

check "certificates_not_expiring" {
  assert {
    condition = alltrue([
      for c in data.rainbond_certificates.all.certificates :
      timecmp(c.not_after, timeadd(plantimestamp(), "720h")) > 0
    ])
    error_message = "A certificate expires within 30 days."
  }
}
`),
			ExpectNonEmptyPlan: false,
			ConfigStateChecks: []statecheck.StateCheck{
				statecheck.ExpectKnownValue(ds, tfjsonpath.New("certificates"), knownvalue.ListExact([]knownvalue.Check{knownvalue.ObjectPartial(map[string]knownvalue.Check{
					"alias":       knownvalue.StringExact("soon"),
					"has_expired": knownvalue.Bool(false),
					"issued_to":   knownvalue.ListExact([]knownvalue.Check{knownvalue.StringExact("soon.example.com"), knownvalue.StringExact("www.soon.example.com")}),
					"issued_by":   knownvalue.StringExact("第三方签发"),
					"not_after":   knownvalue.StringExact(soon.Format(time.RFC3339)),
					"end_data":    knownvalue.StringRegexp(regexp.MustCompile(`^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$`)),
				})})),
			},
			// A failed check is a warning, not an error.
		}},
	})
}
