package client

import (
	"net/http"
	"strings"
)

// CodeRuleNotFound is the business code of the platform's 404 for an HTTP
// rule that the team does not have: ErrNotFoundDomain, code 1404, msg
// "domain not found", msg_show "域名不存在" (rainbond-console
// console/services/app_config/domain_service.py:33, raised by the delete
// of openapi/views/gateway/gateway.py:187-190).
const CodeRuleNotFound = 1404

// ruleNotFoundTexts are that answer's texts, for a body that lost its code.
var ruleNotFoundTexts = []string{"domain not found", "域名不存在"}

// IsRuleNotFound reports the rule's own 404: the rule is gone, and the
// team, region and app of the path were found. Any other 404 (a team, a
// region or an app the platform does not know, a proxy's page) is not it.
func IsRuleNotFound(err error) bool {
	ae, ok := AsAPIError(err)
	if !ok || ae.StatusCode != http.StatusNotFound {
		return false
	}
	if ae.Code == CodeRuleNotFound {
		return true
	}
	if ae.Code != 0 {
		// Another object's own 404 with the same words, such as the
		// stream rule's (code 2404, "domain not found"): not this rule.
		return false
	}
	for _, t := range append([]string{ae.Message}, ae.texts...) {
		for _, want := range ruleNotFoundTexts {
			if strings.EqualFold(strings.TrimSpace(t), want) {
				return true
			}
		}
	}
	return false
}
