package provider_test

// A 503 with Retry-After that comes after the platform made the object (a
// proxy in front of a console that committed) is not a refusal: every
// family that creates ends with one object, kept by the same apply through
// the adoption rule, never two (one of them orphaned, which the next apply
// then refused as "already there").

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

func TestAccCreate_503AfterCommitMakesOneObject(t *testing.T) {
	for _, c := range creatingFamilies() {
		t.Run(c.name, func(t *testing.T) { test503AfterCommit(t, c) })
	}
}

// test503AfterCommit creates a new object of the family (its fresh key)
// through a POST that commits and then answers 503.
func test503AfterCommit(t *testing.T, c creatingFamily) {
	f := fixture.Adoptable()
	if c.forNew != nil {
		c.forNew(&f)
	}
	env := acctest.NewEnv(t, f)
	config := env.Config(c.config(t, c.freshKey))
	// What a proxy in front of a console that committed may answer.
	env.GW.AddFault(mockgateway.Fault{Operation: c.create, Status: 503, RetryAfter: "0", AfterCommit: true})
	made := func() int {
		n := 0
		for _, r := range env.GW.RequestsOf(c.create) {
			if r.Committed {
				n++
			}
		}
		return n
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				// The create is sent once, fails as one that may have
				// acted, and keeps the object it finds.
				Config:           config,
				ConfigPlanChecks: acctest.EmptyPlanAfterApply,
				Check: func(*terraform.State) error {
					if n := made(); n != 1 {
						return fmt.Errorf("%d %s requests made an object, want 1 (%d sent)", n, c.create, env.GW.Count(c.create))
					}
					return nil
				},
			},
			{
				// The next apply keeps it and makes nothing more.
				Config:           config,
				ConfigPlanChecks: acctest.EmptyPlanAfterApply,
				Check: func(*terraform.State) error {
					if n := env.GW.Count(c.create); n != 1 {
						return fmt.Errorf("%d %s requests in all, want 1", n, c.create)
					}
					return nil
				},
			},
		},
	})
}
