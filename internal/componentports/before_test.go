package componentports_test

import (
	"net/http"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// Item 1, for both port forms: a port the console made before the apply is
// refused with the import hint and never posted, even when a proxy would
// answer the POST with a 502 that never reached the platform (after which
// the adoption rule, without the read before, could take the port).
func TestAccPortForms_consolePortIsRefusedWithNoPost(t *testing.T) {
	forms := map[string]struct {
		config string
		words  []string
	}{
		"rainbond_component_ports": {setHCL("web", map[string]string{"8080": plain}, ""), []string{"port 8080", "existed before this apply", "import"}},
		"rainbond_component_port":  {acctest.PortHCL("web", 8080, ""), []string{"Port 8080 already exists", "terraform import"}},
	}
	for name, form := range forms {
		t.Run(name, func(t *testing.T) {
			env := acctest.NewEnv(t, fixture.Standard())
			if _, err := env.GW.PutPort(mockgateway.Port{ServiceID: fixture.ServiceID, ContainerPort: 8080, Protocol: "http", PortAlias: "CONSOLE"}); err != nil {
				t.Fatal(err)
			}
			env.GW.ResetCounts()
			env.GW.FailNext(mockgateway.OpAddPort, 1, http.StatusBadGateway)
			w := env.NewCLIWorkdir(t, env.Config(form.config))
			out, err := w.Try("apply", "-input=false", "-auto-approve")
			if err == nil {
				t.Fatalf("the console's port was taken over:\n%s", out)
			}
			acctest.ExpectIn(t, "create of a console port", out, form.words...)
			acctest.ExpectNotIn(t, "create of a console port", out, neverInconsistent...)
			if n := env.GW.Count(mockgateway.OpAddPort); n != 0 {
				t.Fatalf("%d port POSTs, want none", n)
			}
			if p, ok := env.GW.Port(fixture.Component, 8080); !ok || p.PortAlias != "CONSOLE" {
				t.Fatalf("the console's port: %+v (exists %v)", p, ok)
			}
		})
	}
}
