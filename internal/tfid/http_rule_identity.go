package tfid

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
)

// The ID and identity of an HTTP rule. rainbond_http_rule and
// rainbond_http_domain manage the same object, found by the same path
// (.../teams/{team}/regions/{region}/apps/{app_id}/httpdomains/{rule_id}),
// so they write its ID, its canonical form and its identity one way.

// HTTPRuleIDFormat is `team_id/region_name/app_id/rule_id`.
var HTTPRuleIDFormat = IDFormat{StringPart("team_id"), StringPart("region_name"), IntPart("app_id", 1<<63-1), StringPart("rule_id")}

// HTTPRuleIdentityDescriptions document the identity attributes, which
// users type into import blocks.
var HTTPRuleIdentityDescriptions = map[string]string{
	"team_id":     "Team of the rule. Recorded as the team's tenant id, whichever form the configuration writes; an import block may also give the team's name.",
	"region_name": "Region of the rule.",
	"app_id":      "Id of the app the rule's component belongs to.",
	"rule_id":     "The rule's http_rule_id.",
}

// HTTPRuleCanonicalID is a rule's ID with its team by tenant id, as the
// rule lists report it, so that the identity stays the same whichever form
// of the team the configuration writes. A list that leaves tenant_id out
// names the team only one way: team is that one.
func HTTPRuleCanonicalID(tenantID, team, region string, appID int64, ruleID string) string {
	if tenantID == "" {
		tenantID = team
	}
	return HTTPRuleIDFormat.Build(tenantID, region, appID, ruleID)
}

// RecordHTTPRuleIdentity sets the identity of a rule read from the
// platform to its canonical ID, and keeps that ID in private state, under
// the state's ID, for a refresh made before the provider is configured.
func RecordHTTPRuleIdentity(ctx context.Context, stateID, canonical string, priv PrivateStore, ident *tfsdk.ResourceIdentity, diags *diag.Diagnostics) {
	KeepCanonicalID(ctx, priv, stateID, canonical)
	SetIdentityFromID(ctx, ident, HTTPRuleIDFormat, canonical, diags)
}
