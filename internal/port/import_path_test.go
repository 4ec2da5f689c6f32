package port_test

import (
	"fmt"
	"regexp"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// An import under the wrong team, region or app fails at import, naming the
// part that does not match, and leaves no state.
func TestAccComponentPort_importUnderWrongPath(t *testing.T) {
	f := fixture.Standard()
	f.Regions = append(f.Regions, mockgateway.Region{RegionName: "acc-region-b", HTTPDomain: "b.example.com"})
	f.Teams[0].Regions = append(f.Teams[0].Regions, "acc-region-b")
	f.Teams = append(f.Teams, mockgateway.Team{TeamName: "beta-team", Regions: []string{fixture.Region}})
	f.Apps = append(f.Apps,
		mockgateway.App{ID: 2, TenantID: "beta-team", GroupName: "beta-app", RegionName: fixture.Region},
		mockgateway.App{ID: 3, TenantID: fixture.Team, GroupName: "b-app", RegionName: "acc-region-b"})
	f.Ports = append(f.Ports, mockgateway.Port{ServiceID: fixture.Component, ContainerPort: 7070})
	env := acctest.NewEnv(t, f)
	cases := []struct {
		name, id, says string
	}{
		{"another team", fmt.Sprintf("beta-team/%s/2/%s/7070", fixture.Region, fixture.Component), `Component "gracc0web" is not a component of app 2 of team "beta-team"`},
		{"another region", fmt.Sprintf("%s/acc-region-b/1/%s/7070", fixture.Team, fixture.Component), `App 1 is not an app of team "acc-team" in region "acc-region-b"`},
		{"another app", fmt.Sprintf("%s/%s/2/%s/7070", fixture.Team, fixture.Region, fixture.Component), `App 2 is not an app of team "acc-team" in region "acc-region"`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			resource.Test(t, resource.TestCase{
				ProtoV6ProviderFactories: env.Factories(),
				Steps: []resource.TestStep{{
					Config:        env.Config(acctest.PortHCL("web", 7070, "")),
					ResourceName:  acctest.WebPortAddr,
					ImportState:   true,
					ImportStateId: c.id,
					ExpectError:   regexp.MustCompile(regexp.QuoteMeta(c.says)),
				}},
			})
		})
	}
}
