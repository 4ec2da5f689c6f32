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
