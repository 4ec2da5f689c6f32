package provider_test

import (
	"fmt"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

// insecure = true with a plain http:// base_url has nothing to skip; the
// plan says so rather than let the user believe the connection is TLS.
func TestAccProvider_insecureOverHTTPWarns(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	apps := fmt.Sprintf(`
data "rainbond_apps" "all" {
  team_id     = %q
  region_name = %q
}
`, fixture.Team, fixture.Region)
	w := env.NewCLIWorkdir(t, env.ProviderBlock("insecure = true")+apps)
	acctest.ExpectIn(t, "plan", w.Run("plan", "-input=false"), "insecure has no effect on an http:// address", "travel unencrypted")
	w.Write(env.ProviderBlock() + apps)
	acctest.ExpectNotIn(t, "plan without insecure", w.Run("plan", "-input=false"), "insecure has no effect")
}
