package thirdparty_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// An import whose app_id is not the component's app says so, names the
// app the component is in and the ID to import, and nothing else: nothing
// moved in the console and nothing is in state.
func TestAccThirdParty_importWithAnotherAppID(t *testing.T) {
	const sid = "7e8d7c6b5a4f4e3d2c1b0a9f8e7d6c5b"
	f := fixture.Standard()
	source := "third_party"
	f.Components = append(f.Components, mockgateway.Component{AppID: fixture.AppID, ServiceBaseInfo: mockgateway.ServiceBaseInfo{
		ServiceID: sid, ServiceAlias: "grext01", ServiceCname: "ext", ServiceSource: &source,
	}})
	// App 2 has a component of its own: the platform checks membership
	// only in an app that has components.
	f.Apps = append(f.Apps, mockgateway.App{ID: 2, TenantID: fixture.Team, GroupName: "other-app", RegionName: fixture.Region})
	f.Components = append(f.Components, mockgateway.Component{AppID: 2, ServiceBaseInfo: mockgateway.ServiceBaseInfo{ServiceAlias: "grother", ServiceCname: "other"}})
	env := acctest.NewConsoleEnv(t, f)
	wanted := fmt.Sprintf("%s/%s/%d/%s", fixture.Team, fixture.Region, fixture.AppID, sid)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config:        env.Config(staticHCL("ext", "10.0.0.5:80")),
			ResourceName:  addr,
			ImportState:   true,
			ImportStateId: fmt.Sprintf("%s/%s/2/%s", fixture.Team, fixture.Region, sid),
			ExpectError: acctest.ErrorSeq("Cannot import third-party component "+sid, "it is not in app 2",
				fmt.Sprintf(`It is in app %d ("acc-app")`, fixture.AppID), "terraform import <resource address> "+wanted, "Nothing was imported"),
		}},
	})
}
