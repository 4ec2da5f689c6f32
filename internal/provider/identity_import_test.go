package provider_test

// Importing an object by identity and by its import ID must end in the same
// state: the same attributes, and the same (canonical) identity.

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

// stateOf reads one resource's attributes and identity from `terraform show
// -json` in a working directory.
func stateOf(t *testing.T, w *acctest.CLIWorkdir, address string) (values, identity map[string]any) {
	t.Helper()
	var show struct {
		Values struct {
			RootModule struct {
				Resources []struct {
					Address  string         `json:"address"`
					Values   map[string]any `json:"values"`
					Identity map[string]any `json:"identity"`
				} `json:"resources"`
			} `json:"root_module"`
		} `json:"values"`
	}
	out := w.Run("show", "-json")
	if err := json.Unmarshal([]byte(out), &show); err != nil {
		t.Fatalf("terraform show -json: %v\n%s", err, out)
	}
	for _, r := range show.Values.RootModule.Resources {
		if r.Address == address {
			return r.Values, r.Identity
		}
	}
	t.Fatalf("%s is not in the state:\n%s", address, out)
	return nil, nil
}

func TestAccImportByIdentityEqualsImportByID(t *testing.T) {
	acctest.SkipWithout(t, acctest.FeatureResourceIdentity)
	for _, c := range []struct {
		name, address, config, id string
		identity                  map[string]string
	}{
		{
			name: "port by alias", address: "rainbond_component_port.api",
			config: acctest.PortHCLAs("api", fixture.Team, fixture.Component, 8080, "  is_inner_service = true"),
			id:     fmt.Sprintf("%s/%s/%d/%s/8080", fixture.Team, fixture.Region, fixture.AppID, fixture.Component),
			identity: map[string]string{
				"team_id": strconv.Quote(fixture.Team), "region_name": strconv.Quote(fixture.Region), "app_id": strconv.FormatInt(fixture.AppID, 10),
				"service_id": strconv.Quote(fixture.Component), "container_port": "8080",
			},
		},
		{
			name: "rule by tenant id", address: "rainbond_http_rule.r",
			config: acctest.RuleHCLAs(fixture.TenantID, fixture.AdoptCustomRuleID, ""),
			id:     fmt.Sprintf("%s/%s/%d/%s", fixture.TenantID, fixture.Region, fixture.AppID, fixture.AdoptCustomRuleID),
			identity: map[string]string{
				"team_id": strconv.Quote(fixture.TenantID), "region_name": strconv.Quote(fixture.Region),
				"app_id": strconv.FormatInt(fixture.AppID, 10), "rule_id": strconv.Quote(fixture.AdoptCustomRuleID),
			},
		},
		{
			name: "region through a team", address: acctest.RegionAddr,
			// config: the region's url depends on the server (see the subtest)
			id:       fixture.Team + "/" + fixture.Region,
			identity: map[string]string{"region_name": strconv.Quote(fixture.Region), "team_id": strconv.Quote(fixture.Team)},
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			env := acctest.NewConsoleEnv(t, fixture.Adoptable())
			if c.address == acctest.RegionAddr {
				c.config = env.RegionHCL(t, fixture.Team)
			}
			byID := env.NewCLIWorkdir(t, env.ProviderBlock()+c.config)
			byID.Run("import", c.address, c.id)
			byIdentity := env.NewCLIWorkdir(t, env.ProviderBlock()+c.config+acctest.ImportBlockHCL(c.address, c.identity))
			byIdentity.Run("apply", "-auto-approve")

			values, identity := stateOf(t, byID, c.address)
			values2, identity2 := stateOf(t, byIdentity, c.address)
			if !reflect.DeepEqual(values, values2) {
				t.Errorf("import by ID and by identity differ:\nby ID:       %v\nby identity: %v", values, values2)
			}
			if len(identity) == 0 || !reflect.DeepEqual(identity, identity2) {
				t.Errorf("identities differ:\nby ID:       %v\nby identity: %v", identity, identity2)
			}
		})
	}
}
