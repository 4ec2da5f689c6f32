package httprule

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/attrcheck"
)

// A rule's attributes are kept by hand in several places (CONTRIBUTING:
// "Adding an attribute"). Each model must match its schema; each entry of
// rainbond_http_rules must hold the resource's attributes, and the data
// source's filters, the list resource's and the identity must name them,
// but for the differences listed here with their reasons.
func TestRuleAttributesAgree(t *testing.T) {
	f := attrcheck.SchemasOf(&ruleResource{}, &rulesDataSource{}, &ruleListResource{})
	attrcheck.MatchModel(t, ruleModel{}, f.Resource)
	attrcheck.MatchModel(t, rulesModel{}, f.DataSource)
	attrcheck.MatchModel(t, ruleListModel{}, f.List)

	resource := attrcheck.Schema(t, f.Resource)
	// An entry of the data source names two attributes as the API does,
	// where the resource needs its own names for them.
	entryNames := map[string]string{
		"id":           "record_id", // the resource's id is its composite ID
		"http_rule_id": "rule_id",
	}
	resourceOnly := []string{
		"id",                 // the composite ID (an entry's "id" is record_id)
		"team_id",            // the path's team; an entry names it by tenant_id and team_name
		"restore_on_destroy", // what destroy does: the resource adopts a rule
		"adopted_settings",   // the settings the rule had when adopted
		"timeouts",           // a read has the provider's timeout
	}
	entry := attrcheck.Schema(t, f.DataSource, "rules").Renamed(entryNames)
	attrcheck.Match(t, entry, resource.Without(resourceOnly...), "an entry of rainbond_http_rules", "rainbond_http_rule")

	attrcheck.Within(t, attrcheck.Schema(t, f.DataSource).Without("rules"), resource, "the data source's filters", "rainbond_http_rule")
	attrcheck.Within(t, attrcheck.Schema(t, f.List), resource, "the list resource", "rainbond_http_rule")
	attrcheck.Within(t, attrcheck.Schema(t, f.Identity), resource, "the identity", "rainbond_http_rule")
}
