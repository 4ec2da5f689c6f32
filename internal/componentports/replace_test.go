package componentports_test

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

// terraform apply -replace plans the aggregate twice, as an update and
// then as a create; the two passes are one resource, not two resources
// holding the same ports. The replacement deletes and creates the ports
// again, and the next plan is empty.
func TestAccComponentPorts_replace(t *testing.T) {
	env := acctest.NewEnv(t, fixture.Standard())
	w := acctest.NewCLIWorkdir(t, env.Config(setHCL("web", map[string]string{"8080": plain, "8081": open}, "")))
	w.Run("apply", "-auto-approve", "-input=false")
	plan := w.Run("plan", "-input=false", "-replace="+setAddr)
	acctest.ExpectIn(t, "plan -replace", plan, "1 to add, 0 to change, 1 to destroy")
	w.Run("apply", "-auto-approve", "-input=false", "-replace="+setAddr)
	if err := mockHas(env, []int64{8080, 8081}, map[string]string{"8081.is_outer_service": "true"})(nil); err != nil {
		t.Fatal(err)
	}
	if _, err := w.Try("plan", "-input=false", "-detailed-exitcode"); err != nil {
		t.Fatalf("plan after the replacement is not empty: %v", err)
	}
}
