package app_test

import (
	"strconv"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// Issue 28, item 10: an app delete that fails on a component answers 400
// with msg_show "请求错误" and the reasons only in a list under msg. The
// destroy's error names the component that was not deleted and why, and
// the one deleted before the platform stopped; the app stays in state.
func TestAccApp_destroyNamesComponentsNotDeleted(t *testing.T) {
	env := acctest.NewEnv(t, fixture.Standard())
	config := env.Config(appHCL(fixture.Team, "orders", "", "force_destroy = true"))
	var stuck string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             func(s *terraform.State) error { return noAppNamed(env, "orders")(s) },
		Steps: []resource.TestStep{
			{Config: config},
			{
				PreConfig: func() {
					id, _ := strconv.ParseInt(appIDOf(env, "orders"), 10, 64)
					for _, name := range []string{"worker", "queue"} {
						c, err := env.GW.PutComponent(mockgateway.Component{ServiceBaseInfo: mockgateway.ServiceBaseInfo{ServiceCname: name, Status: "closed"}, AppID: id})
						if err != nil {
							t.Fatal(err)
						}
						if name == "queue" {
							stuck = c.ServiceID
						}
					}
					if err := env.GW.RefuseComponentDelete(stuck, "volume still mounted"); err != nil {
						t.Fatal(err)
					}
				},
				Config:  config,
				Destroy: true,
				ExpectError: acctest.ErrorSeq("components were not deleted", `"queue"`, "HTTP 500", "volume still mounted",
					`deleted the others`, `"worker"`),
				// A step's Check does not run when ExpectError matches: the
				// next step's PreConfig checks that the app is still there.
			},
			{
				// The state kept the app: once the cause is gone, destroy
				// succeeds (CheckDestroy).
				PreConfig: func() {
					if appsNamed(env.GW, "orders") != 1 {
						t.Fatal("the app is gone after a failed delete")
					}
					if err := env.GW.RefuseComponentDelete(stuck, ""); err != nil {
						t.Fatal(err)
					}
				},
				Config:             config,
				PlanOnly:           true,
				ExpectNonEmptyPlan: false,
			},
		},
	})
}
