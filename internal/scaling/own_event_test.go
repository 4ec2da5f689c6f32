package scaling_test

import (
	"regexp"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

// A vertical scaling of a running component is a rolling upgrade that
// ends in its own event (4.32); the apply waits for that event, like
// every asynchronous operation of the provider (platform/events_wait.go),
// and a scaling whose event ends in failure fails the apply with the
// event's message.
func TestAccComponentScaling_failsWithItsEventsMessage(t *testing.T) {
	env := acctest.NewPacedEnv(t, scaledFixture())
	if err := env.GW.FailNextOperation(fixture.ServiceID, "vertical-service", "insufficient memory in the cluster"); err != nil {
		t.Fatal(err)
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config:      env.Config(scalingHCL(fixture.Component, "memory = 1024")),
			ExpectError: regexp.MustCompile(`(?s)vertical scaling failed.*insufficient\s+memory\s+in\s+the\s+cluster`),
		}},
	})
}
