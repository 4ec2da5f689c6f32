package acctest

import (
	"fmt"
	"time"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// CertPair is a certificate for names and its key, PEM, valid for a year.
func CertPair(names ...string) (cert, key string) {
	return mockgateway.TestCertificate(time.Now().Add(-time.Hour), time.Now().Add(365*24*time.Hour), names...)
}

// CertificateHCL is a rainbond_certificate of team with the pair given.
func CertificateHCL(name, team, alias, cert, key, extra string) string {
	return fmt.Sprintf(`
resource "rainbond_certificate" %q {
  team_id     = %q
  alias       = %q
  certificate = %q
  private_key = %q
%s
}
`, name, team, alias, cert, key, extra)
}

// DomainHCL is a rainbond_http_domain on port of the standard fixture's
// first component (by id), with extra attribute lines.
func DomainHCL(name, team string, port int64, domain, extra string) string {
	return fmt.Sprintf(`
resource "rainbond_http_domain" %q {
  team_id        = %q
  region_name    = "acc-region"
  app_id         = 1
  service_id     = "5c1e0d9f3b2a4c6d8e7f6a5b4c3d2e1f"
  container_port = %d
  domain_name    = %q
%s
}
`, name, team, port, domain, extra)
}
