package httprule

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// nullConfig is a configuration that sets none of the rule's settings.
func nullConfig() ruleModel {
	return ruleModel{DomainName: types.StringNull(), RuleExtensions: types.ListNull(types.StringType)}
}

func TestCheckRegionTakes(t *testing.T) {
	have := ruleValues{DomainName: "shop.example.com", TheWeight: 100, RuleExtensions: []string{"lb-type:round-robin"}}
	heavier := have
	heavier.TheWeight = 40
	cleared := nullConfig()
	cleared.RuleExtensions = types.ListValueMust(types.StringType, []attr.Value{})
	unicode := have
	unicode.DomainName = "bücher.example.com"
	unicodeHeavier := unicode
	unicodeHeavier.TheWeight = 40
	renamed := nullConfig()
	renamed.DomainName = types.StringValue("xn--bcher-kva.example.com")
	for _, c := range []struct {
		name       string
		cfg        ruleModel
		have, want ruleValues
		refused    bool
	}{
		{"a weight", nullConfig(), have, heavier, false},
		{"[] over extensions", cleared, have, ruleValues{DomainName: have.DomainName, TheWeight: 100, RuleExtensions: []string{}}, true},
		{"[] over none", cleared, ruleValues{DomainName: "a.b", RuleExtensions: []string{}}, ruleValues{DomainName: "a.b", RuleExtensions: []string{}}, false},
		{"stored Unicode name, no write", nullConfig(), unicode, unicode, false},
		{"stored Unicode name, a write", nullConfig(), unicode, unicodeHeavier, true},
		{"stored Unicode name, a valid new one", renamed, unicode, ruleValues{DomainName: "xn--bcher-kva.example.com", TheWeight: 40}, false},
	} {
		var diags diag.Diagnostics
		checkRegionTakes(c.cfg, "r1", c.have, c.want, &diags)
		if diags.HasError() != c.refused {
			t.Errorf("%s: refused %t, want %t: %v", c.name, diags.HasError(), c.refused, diags)
		}
	}
}
