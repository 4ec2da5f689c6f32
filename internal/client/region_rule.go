package client

import (
	"net/http"
	"strings"
)

// IsRuleNotInRegion reports the refusal of a rule update because the
// region holds no record of the rule: on 6.9.x, a port's default rule that
// opening the port made on a running component lives only in the console
// and its API gateway (rainbond-console
// console/services/app_config/port_service.py:765-784). The region answers
// its update with a 500 "Unexpected error occorred while updating http
// rule: HTTPRule dosen't exist based on uuid(...)" (rainbond
// api/handler/gateway_action.go:911-919, api/controller/gateway.go:288-294),
// which the console passes on as a 400 with msg_show "数据中心操作故障 ..."
// after rolling its own record back: nothing changed. The region's message
// is its own English text, spelling included, at v6.9.8.
func IsRuleNotInRegion(err error) bool {
	ae, ok := AsAPIError(err)
	if !ok || ae.StatusCode != http.StatusBadRequest {
		return false
	}
	for _, t := range append([]string{ae.Message}, ae.texts...) {
		if strings.Contains(t, ruleNotInRegionText) {
			return true
		}
	}
	return false
}

const ruleNotInRegionText = "HTTPRule dosen't exist based on uuid"
