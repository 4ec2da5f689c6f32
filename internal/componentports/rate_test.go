package componentports_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// The ports of one resource are written several at once, and still within
// max_requests_per_second: the client's limiter paces them.
func TestAccComponentPorts_parallelWithinRateLimit(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	ports := map[string]string{}
	for i := range 15 {
		ports[fmt.Sprint(8000+i)] = plain
	}
	const limit = 5
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             acctest.CheckNoPorts(env, fixture.Component),
		Steps: []resource.TestStep{{
			PreConfig: env.GW.ResetCounts,
			Config:    env.ProviderBlock(fmt.Sprintf("max_requests_per_second = %d", limit)) + setHCL("web", ports, ""),
			Check: func(*terraform.State) error {
				if n := env.GW.Count(mockgateway.OpAddPort); n != 15 {
					return fmt.Errorf("%d creates, want 15", n)
				}
				if most := mockgateway.BusiestSecond(env.GW.Requests()); most > limit {
					return fmt.Errorf("%d requests within one second, over max_requests_per_second = %d", most, limit)
				}
				return nil
			},
		}},
	})
}

// Removing a port sends what the port resource's destroy sends, in the
// platform's order: close the outer service, then the inner, then delete.
func TestAccComponentPorts_removalOrder(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             acctest.CheckNoPorts(env, fixture.Component),
		Steps: []resource.TestStep{
			{Config: env.Config(setHCL("web", map[string]string{"8080": plain, "8081": open}, ""))},
			{
				PreConfig: env.GW.ResetCounts,
				Config:    env.Config(setHCL("web", map[string]string{"8080": plain}, "")),
				Check: func(*terraform.State) error {
					var got []string
					for _, r := range env.GW.Requests() {
						switch r.Method {
						case http.MethodPut:
							var body struct {
								Action string `json:"action"`
							}
							_ = json.Unmarshal([]byte(r.Body), &body)
							got = append(got, body.Action)
						case http.MethodDelete, http.MethodPost:
							got = append(got, r.Method)
						}
					}
					if want := []string{"close_outer", "close_inner", "DELETE"}; !slices.Equal(got, want) {
						return fmt.Errorf("writes of the removal: %v, want %v", got, want)
					}
					return nil
				},
			},
		},
	})
}
