package httpdomain

import (
	"fmt"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// The errors of a create that meets a rule it may not take.

func importHint(m *domainModel, ruleID string) string {
	return fmt.Sprintf("  terraform import <resource address> %s", domainIDFormat.Build(m.TeamID.ValueString(), m.RegionName.ValueString(), m.AppID.ValueInt64(), ruleID))
}

// existingRuleMessage explains a rule that was in the create's way before
// the create: Terraform takes over only what it made.
func existingRuleMessage(m *domainModel, found client.AppHTTPRule, same bool, err error) string {
	alike := "with other settings than this configuration's"
	if same {
		alike = "with the settings of this configuration"
	}
	// Without an answer, the refusal came from the read before the first
	// attempt: nothing was sent.
	answer := "Nothing was sent to the platform."
	if err != nil {
		answer = "Server answer: " + err.Error()
	}
	return fmt.Sprintf("The platform already has HTTP rule %s, %s, and refuses a second rule for the same component, port, domain and path while it exists. "+
		"This apply did not create it, so Terraform does not take it over: it may have been made in the console, belong to another configuration, "+
		"or be the rule this resource is replacing. Nothing was deleted.\n\n"+
		"If this resource replaces its own rule (terraform apply -replace, or a change that forces replacement) with lifecycle { create_before_destroy = true }, "+
		"the two rules cannot exist together: remove create_before_destroy so that the old rule is deleted first, or change domain_path or domain_name so that the new rule differs.\n\n"+
		"Otherwise, to manage the existing rule with this resource, make the configuration match it and import it:\n%s\n\n%s",
		describeRule(found), alike, importHint(m, found.HTTPRuleID), answer)
}

// claimedRuleMessage explains a rule that another resource of this run
// creates, updates or deletes.
func claimedRuleMessage(m *domainModel, found client.AppHTTPRule, deleteFailed bool) string {
	if deleteFailed {
		return fmt.Sprintf("HTTP rule %s has the same component, port, domain and path as %s, and the platform refuses a second such rule while it exists. "+
			"Another rainbond_http_domain of this apply (a renamed key, or a replacement) was deleting it, but the delete did not remove it (see its error). "+
			"Nothing was created; fix the delete and apply again.", describeRule(found), m.label())
	}
	return fmt.Sprintf("HTTP rule %s has the same component, port, domain and path as %s, and is managed by another rainbond_http_domain of this configuration, "+
		"which created or holds it in this apply. A rule can be managed by one resource only, and the platform refuses a second rule with the same settings; nothing was adopted or deleted. "+
		"Remove one of the two resources, or change domain_path or domain_name. To manage the rule with this resource instead, remove the other one "+
		"(from the configuration, and from the state with terraform state rm <its address>), then import it:\n%s",
		describeRule(found), m.label(), importHint(m, found.HTTPRuleID))
}

// goneOrUnknownMessage explains a create that never got the rule: a lost
// answer, or "策略已存在" for a rule that is gone by the time the create
// looks (deleted at the same time, typically by this apply's destroy of a
// renamed key).
func goneOrUnknownMessage(m *domainModel, exists bool, err error) string {
	if exists {
		return fmt.Sprintf("The platform refused the rule because a rule with the same component, port, domain and path existed when the create was sent (%s), "+
			"but that rule is no longer among the rules of app %d: it was deleted while this create ran, most likely by this apply's destroy of another "+
			"rainbond_http_domain with the same settings (a renamed key or a replacement). Nothing was created; run terraform apply again.", err, m.AppID.ValueInt64())
	}
	return fmt.Sprintf("The create's answer was lost and the rule is not among the app's rules yet: %s\nThe platform may still make it; run terraform apply again, which keeps the rule if it appeared.", err)
}
