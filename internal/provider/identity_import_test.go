package provider

// Importing an object by identity and by its import ID must end in the same
// state: the same attributes, and the same (canonical) identity.

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
	"testing"
)

// stateOf reads one resource's attributes and identity from `terraform show
// -json` in a working directory.
func stateOf(t *testing.T, w *cliWorkdir, address string) (values, identity map[string]any) {
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
	out := w.run("show", "-json")
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
	skipWithoutCLIFeature(t, cliFeatureResourceIdentity)
	for _, c := range []struct {
		name, address, config, id string
		identity                  map[string]string
	}{
		{
			name: "port by alias", address: "rainbond_component_port.api",
			config: portHCLAs("api", accTeam, accComponent, 8080, "  is_inner_service = true"),
			id:     fmt.Sprintf("%s/%s/%d/%s/8080", accTeam, accRegion, accAppID, accComponent),
			identity: map[string]string{
				"team_id": strconv.Quote(accTeam), "region_name": strconv.Quote(accRegion), "app_id": strconv.FormatInt(accAppID, 10),
				"service_id": strconv.Quote(accComponent), "container_port": "8080",
			},
		},
		{
			name: "rule by tenant id", address: "rainbond_http_rule.r",
			config: ruleHCLAs(accTenantID, adoptCustomRuleID, ""),
			id:     fmt.Sprintf("%s/%s/%d/%s", accTenantID, accRegion, accAppID, adoptCustomRuleID),
			identity: map[string]string{
				"team_id": strconv.Quote(accTenantID), "region_name": strconv.Quote(accRegion),
				"app_id": strconv.FormatInt(accAppID, 10), "rule_id": strconv.Quote(adoptCustomRuleID),
			},
		},
		{
			name: "region through a team", address: accRegionAddr,
			config:   accRegionHCL(accTeam),
			id:       accTeam + "/" + accRegion,
			identity: map[string]string{"region_name": strconv.Quote(accRegion), "team_id": strconv.Quote(accTeam)},
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			env := newAccEnv(t, adoptFixture())
			byID := newCLIWorkdir(t, env.ProviderBlock()+c.config)
			byID.run("import", c.address, c.id)
			byIdentity := newCLIWorkdir(t, env.ProviderBlock()+c.config+importBlockHCL(c.address, c.identity))
			byIdentity.run("apply", "-auto-approve")

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
