package provider_test

// The one adoption rule, held across every family that creates: a create
// reads, before its first attempt, whether an object of its unique key is
// already there, and refuses it at once with the import hint. The POST is
// armed with a 5xx that never reaches the platform (the mock fails it
// before it acts), which is what used to make a create adopt the object it
// then found: with the read before, the POST is never sent.

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// existingObjectCase is one creating family (creating_families_test.go)
// and the object the platform already has: its key, which the family's
// configuration then asks for with the same settings, and the words of the
// import hint. The create operation of the family's POST must never be
// sent.
type existingObjectCase struct {
	family string
	key    string
	// fixture adds the existing object to the adoptable platform, and
	// put to the running mock; either may be nil (the adoptable fixture
	// has it already).
	fixture func(f *mockgateway.Fixture)
	put     func(t *testing.T, env *acctest.Env)
	hint    string // words of the refusal's import hint
}

func TestAccCreate_existingObjectRefusedWithoutAPost(t *testing.T) {
	cases := []existingObjectCase{
		{
			family: "app",
			key:    "acc-app",
			hint:   fmt.Sprintf("Import it (terraform import <address> %s/%s/%d)", fixture.Team, fixture.Region, fixture.AppID),
		},
		{
			family: "certificate",
			key:    "shop",
			hint:   "bring it under management with: terraform import <resource address>",
			put: func(t *testing.T, env *acctest.Env) {
				cert, key := certPairOf("shop")
				if _, err := env.GW.PutCertificate(mockgateway.Certificate{TenantID: fixture.Team, Alias: "shop", Certificate: cert, PrivateKey: key, CertificateType: "服务端证书"}); err != nil {
					t.Fatal(err)
				}
			},
		},
		{
			family: "region",
			key:    "acc-new",
			hint:   "Import it with `terraform import <resource address> <team_id>/acc-new`",
			put: func(t *testing.T, env *acctest.Env) {
				r := regionOf("acc-new")
				r.Status, r.EnterpriseID = "1", env.GW.EnterpriseID()
				if _, err := env.GW.PutRegion(r); err != nil {
					t.Fatal(err)
				}
			},
		},
		{
			family: "http_domain",
			key:    fixture.AdoptCustomDomain,
			hint:   fmt.Sprintf("terraform import <resource address> %s/%s/%d/%s", fixture.Team, fixture.Region, fixture.AppID, fixture.AdoptCustomRuleID),
		},
		{
			family: "component",
			key:    fixture.ComponentName,
			hint:   "terraform import <address>",
			fixture: func(f *mockgateway.Fixture) {
				f.Components[0].K8sComponentName = fixture.ComponentName
				f.Components[0].Image = "nginx:1.25"
			},
		},
		{
			family: "component_port",
			key:    "8080",
			hint:   fmt.Sprintf("terraform import <resource address> %s/%s/%d/%s/8080", fixture.Team, fixture.Region, fixture.AppID, fixture.Component),
		},
		{
			family: "component_ports",
			key:    "3306",
			hint:   fmt.Sprintf("import { id = %q }", fmt.Sprintf("%s/%s/%d/%s", fixture.Team, fixture.Region, fixture.AppID, fixture.ComponentB)),
		},
	}
	for _, c := range cases {
		t.Run(c.family, func(t *testing.T) { testExistingObjectRefused(t, c) })
	}
}

func testExistingObjectRefused(t *testing.T, c existingObjectCase) {
	f := fixture.Adoptable()
	if c.fixture != nil {
		c.fixture(&f)
	}
	env := acctest.NewEnv(t, f)
	if c.put != nil {
		c.put(t, env)
	}
	family := creatingFamilyNamed(t, c.family)
	config := family.config(t, c.key)
	// A 5xx that a proxy answers before the platform saw the request: a
	// create that sent its POST would count it as "may have acted".
	env.GW.FailNext(family.create, 1, 502)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config:      env.Config(config),
			ExpectError: acctest.ErrorRegex(c.hint),
		}},
	})
	if n := env.GW.Count(family.create); n != 0 {
		t.Errorf("the create sent %d %s requests for an object that was there before; want none", n, family.create)
	}
	if len(env.GW.PendingFaults()) != 1 {
		t.Errorf("the armed fault of %s was met", family.create)
	}
}
