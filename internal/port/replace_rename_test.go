package port_test

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

// `terraform apply -replace` of a port destroys it and creates it again:
// the two planning passes of one resource are not two claims on the port.
func TestAccComponentPort_replace(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, env.Config(acctest.PortHCL("web", 8080, "is_inner_service = true")))
	w.Run("apply", "-input=false", "-auto-approve")
	env.GW.ResetCounts()
	w.Run("apply", "-input=false", "-auto-approve", "-replace="+acctest.WebPortAddr)
	var deleted, created bool
	for _, r := range env.GW.Requests() {
		deleted = deleted || r.Method == http.MethodDelete
		created = created || (deleted && r.Method == http.MethodPost)
	}
	if !deleted || !created {
		t.Fatalf("the replace did not delete then create the port: %+v", env.GW.Requests())
	}
	if p, ok := env.GW.Port(fixture.Component, 8080); !ok || !p.IsInnerService {
		t.Fatalf("port after the replace: %+v (exists %v)", p, ok)
	}
	acctest.ExpectIn(t, "plan after the replace", w.Run("plan", "-input=false"), "No changes")
}

// A for_each key renamed without a moved block plans a destroy and a create
// of the same platform port; the plan refuses it, so the platform never
// ends without the port. A plain removal still plans.
func TestAccComponentPort_renamedKeyRefused(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	config := func(key string) string {
		return env.Config(fmt.Sprintf(`
resource "rainbond_component_port" "p" {
  for_each         = { %q = 8080 }
  team_id          = %q
  region_name      = %q
  app_id           = %d
  service_id       = %q
  container_port   = each.value
  is_inner_service = true
}
`, key, fixture.Team, fixture.Region, fixture.AppID, fixture.Component))
	}
	w := env.NewCLIWorkdir(t, config("old"))
	w.Run("apply", "-input=false", "-auto-approve")
	w.Write(config("new"))
	out, err := w.Try("apply", "-input=false", "-auto-approve")
	if err == nil {
		t.Fatalf("the renamed key was applied:\n%s", out)
	}
	acctest.ExpectIn(t, "plan of a renamed key", out, "Port 8080 is destroyed and created in one plan", "moved {",
		`rainbond_component_port.p["old"]`, `rainbond_component_port.p["new"]`)
	if _, ok := env.GW.Port(fixture.Component, 8080); !ok {
		t.Fatal("the port is gone")
	}
	// A plain removal is neither refused nor warned of.
	w.Write(env.Config("# no ports"))
	acctest.ExpectNotIn(t, "plan of a removal", w.Run("plan", "-input=false"), "destroyed and created", "moved {")
}
