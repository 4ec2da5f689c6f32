package provider

import (
	"fmt"
	"testing"
)

// insecure = true with a plain http:// base_url has nothing to skip; the
// plan says so rather than let the user believe the connection is TLS.
func TestAccProvider_insecureOverHTTPWarns(t *testing.T) {
	env := newAccEnv(t, accFixture())
	apps := fmt.Sprintf(`
data "rainbond_apps" "all" {
  team_id     = %q
  region_name = %q
}
`, accTeam, accRegion)
	w := newCLIWorkdir(t, env.ProviderBlock("insecure = true")+apps)
	expectIn(t, "plan", w.run("plan", "-input=false"), "insecure has no effect on an http:// address", "travel unencrypted")
	w.write(env.ProviderBlock() + apps)
	expectNotIn(t, "plan without insecure", w.run("plan", "-input=false"), "insecure has no effect")
}

// A port whose component was deleted on the platform is planned for
// creation again, with a warning that names the component, not silently.
// A port deleted by itself is ordinary drift, planned again without one.
func TestAccComponentPort_componentGoneWarns(t *testing.T) {
	env := newAccEnv(t, accFixture())
	w := newCLIWorkdir(t, env.Config(portHCL("web", 8080, "")+portHCLOn(accComponentB, "db", 5432, "")))
	w.run("apply", "-input=false", "-auto-approve")
	if err := env.GW.RemoveComponent(accComponent); err != nil {
		t.Fatal(err)
	}
	if err := env.GW.RemovePort(accComponentB, 5432); err != nil {
		t.Fatal(err)
	}
	plan := w.run("plan", "-input=false")
	expectIn(t, "plan", plan, fmt.Sprintf("Component %q is gone", accComponent), "plans to create it again",
		"Plan: 2 to add, 0 to change, 0 to destroy")
	expectNotIn(t, "plan", plan, fmt.Sprintf("Component %q is gone", accComponentB))
}
