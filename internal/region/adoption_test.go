package region_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// regionsNamed counts the mock's regions of a name.
func regionsNamed(env *acctest.Env, name string) int {
	n := 0
	for _, r := range env.GW.Regions() {
		if r.RegionName == name {
			n++
		}
	}
	return n
}

// An add whose answer is lost, or answered with a 5xx, after the platform
// added the region: the create reads the region, finds the settings it
// sent, and keeps it; the next plan is empty and there is one region.
func TestAccRegion_addThatActedIsAdopted(t *testing.T) {
	for name, fault := range map[string]func(*mockgateway.Gateway){
		"lost answer": func(gw *mockgateway.Gateway) { gw.DropNext(mockgateway.OpAddRegion, 1, true) },
		"5xx":         func(gw *mockgateway.Gateway) { gw.FailNextAfterCommit(mockgateway.OpAddRegion, 1, 502) },
	} {
		t.Run(name, func(t *testing.T) {
			env := acctest.NewEnv(t, fixture.Standard())
			resource.ParallelTest(t, resource.TestCase{
				ProtoV6ProviderFactories: env.Factories(),
				Steps: []resource.TestStep{{
					PreConfig:         func() { fault(env.GW) },
					Config:            env.Config(regionHCL(accNewRegion, secretLines()...)),
					ConfigPlanChecks:  acctest.EmptyPlanAfterApply,
					ConfigStateChecks: nil,
					Check: func(*terraform.State) error {
						if n := regionsNamed(env, accNewRegion); n != 1 {
							return fmt.Errorf("%d regions named %s", n, accNewRegion)
						}
						if len(env.GW.PendingFaults()) != 0 {
							return fmt.Errorf("the fault was not met")
						}
						return nil
					},
				}},
			})
		})
	}
}

// A first attempt that meets a region of the same name never adopts it,
// however alike: the create fails with an import hint, and the region is
// left as it was.
func TestAccRegion_existingRegionRefusedWithImportHint(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	p := fixture.PEMs()
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			// In the step, not before the test: on the real console the
			// change holds the console, which a parallel test must not
			// do while it waits for its turn.
			PreConfig: func() {
				if _, err := env.Console.PutRegion(mockgateway.Region{
					RegionName: accNewRegion, RegionAlias: "New region", URL: "https://region-new.example.com:8443", WSURL: "wss://region-new.example.com:6060",
					HTTPDomain: "apps.new.example.com", TCPDomain: "192.0.2.50", Scope: "private", Status: "1",
					SSLCACert: p.CA, CertFile: p.Cert, KeyFile: p.Key, EnterpriseID: env.EnterpriseID(),
				}); err != nil {
					t.Fatal(err)
				}
			},
			Config:      env.Config(regionHCL(accNewRegion, secretLines()...)),
			ExpectError: acctest.ErrorRegex("which this apply did not add. Choose another region_name, or bring it under management (nothing on the platform changes): Import it with `terraform import <resource address> <team_id>/acc-new`"),
		}},
	})
	if n := regionsNamed(env, accNewRegion); n != 1 {
		t.Errorf("%d regions named %s", n, accNewRegion)
	}
}

// A region of the same name with other settings, there before the add:
// the read before the first attempt finds it, so it is refused with the
// import hint and no add is sent, though the add was armed with a 502
// that never reaches the platform (which used to count as "may have
// acted" and lead to a look-up).
func TestAccRegion_otherRegionThereBeforeRefusedWithoutAdd(t *testing.T) {
	env := acctest.NewEnv(t, fixture.Standard())
	p := fixture.PEMs()
	if _, err := env.GW.PutRegion(mockgateway.Region{
		RegionName: accNewRegion, RegionAlias: "Someone else's", URL: "https://elsewhere.example.com:8443", WSURL: "wss://elsewhere.example.com:6060",
		HTTPDomain: "apps.elsewhere.example.com", TCPDomain: "192.0.2.60", Scope: "private", Status: "1",
		SSLCACert: p.CA, CertFile: p.Cert, KeyFile: p.Key, EnterpriseID: env.GW.EnterpriseID(),
	}); err != nil {
		t.Fatal(err)
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			PreConfig:   func() { env.GW.FailNext(mockgateway.OpAddRegion, 1, 502) },
			Config:      env.Config(regionHCL(accNewRegion, secretLines()...)),
			ExpectError: acctest.ErrorRegex("which this apply did not add. Choose another region_name, or bring it under management (nothing on the platform changes): Import it with"),
		}},
	})
	if n := env.GW.Count(mockgateway.OpAddRegion); n != 0 {
		t.Errorf("%d adds sent for a region that was there before", n)
	}
	if r, _ := env.GW.Region(accNewRegion); r.RegionAlias != "Someone else's" {
		t.Errorf("the other region changed: %+v", r)
	}
}

// Issue 33: a region create joins the run's object claims. Two
// rainbond_region of one name in one apply: the second, which runs after
// the first added the region, is refused as the first's (not as a region
// "this apply did not add"), sends no add, and the region stays the first's.
func TestAccRegion_regionOfAnotherResourceOfTheRunRefused(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	second := strings.Replace(regionHCL(accNewRegion, append(secretLines(), urlLine(t, env, accNewRegion), "depends_on = [rainbond_region.r]")...), `"r"`, `"again"`, 1)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config:      env.Config(regionHCL(accNewRegion, append(secretLines(), urlLine(t, env, accNewRegion))...) + second),
			ExpectError: acctest.ErrorRegex(`Region "acc-new" is held by another rainbond_region of this apply, which added or adopted it.`),
		}},
	})
	if n := env.GW.Count(mockgateway.OpAddRegion); n != 1 {
		t.Errorf("%d adds sent, want the first resource's only", n)
	}
	if n := regionsNamed(env, accNewRegion); n != 1 {
		t.Errorf("%d regions named %s", n, accNewRegion)
	}
}
