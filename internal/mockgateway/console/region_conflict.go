package console

import (
	"net/http"
	"slices"
	"strings"
)

// ShapeRegionConflict is what the console answers when the region answered
// 409 with the fault's message as its msg (console:
// www/apiclient/regionapibaseclient.py:188-195, _check_status, at
// v6.9.8-release): a frequency message (or none) becomes the console's own
// too-frequent body, any other keeps the region's message.
const ShapeRegionConflict Shape = "region_conflict"

// frequentOperationMessages are the region messages the console takes for
// "too frequent", compared trimmed and in lower case
// (regionapibaseclient.py:41-45,103-107, is_frequent_operation_message).
var frequentOperationMessages = []string{"操作过于频繁，请稍后再试", "wait a moment please", "just wait a moment"}

func isFrequentOperationMessage(msg string) bool {
	return slices.Contains(frequentOperationMessages, strings.ToLower(strings.TrimSpace(msg)))
}

// regionConflict is the console's answer to a region 409 whose msg is msg.
// A message that is neither empty nor a frequency message is kept, as msg
// and msg_show, in a ServiceHandleException body with data; the console
// rewrites msg_show for a few known region messages (helm ownership,
// domain conflicts, the VM snapshot gate: build_region_error_msg_show),
// which the mock does not model. Otherwise the answer is the
// CallApiFrequentError body, without data (console/views/base.py:585-587).
func regionConflict(msg string) Reply {
	if msg == "" || isFrequentOperationMessage(msg) {
		return Reply{http.StatusConflict, map[string]any{"code": 409, "msg": "wait a moment please", "msg_show": "操作过于频繁，请稍后再试"}}
	}
	return BusinessError(http.StatusConflict, msg, msg)
}
