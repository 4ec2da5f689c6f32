package port_test

import (
	"fmt"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

// A port whose component was deleted on the platform is planned for
// creation again, with a warning that names the component, not silently.
// A port deleted by itself is ordinary drift, planned again without one.
func TestAccComponentPort_componentGoneWarns(t *testing.T) {
	acctest.SkipOnConsole(t, componentDeletedInConsole)
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, env.Config(acctest.PortHCL("web", 8080, "")+acctest.PortHCLOn(fixture.ComponentB, "db", 5432, "")))
	w.Run("apply", "-input=false", "-auto-approve")
	if err := env.Console.RemoveComponent(fixture.Component); err != nil {
		t.Fatal(err)
	}
	if err := env.Console.RemovePort(fixture.ComponentB, 5432); err != nil {
		t.Fatal(err)
	}
	plan := w.Run("plan", "-input=false")
	acctest.ExpectIn(t, "plan", plan, fmt.Sprintf("Component %q is gone", fixture.Component), "plans to create it again",
		"Plan: 2 to add, 0 to change, 0 to destroy")
	acctest.ExpectNotIn(t, "plan", plan, fmt.Sprintf("Component %q is gone", fixture.ComponentB))
}
