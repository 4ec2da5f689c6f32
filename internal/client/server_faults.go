package client

import (
	"net/http"
	"strings"
)

// componentStatusFailure is the exception text of the component detail when
// the region's status call fails or has no status for the component: the
// server takes the first entry of an empty list (platform-facts,
// Components).
const componentStatusFailure = "list index out of range"

// componentStatusHint explains the 500 wherever the error is shown.
const componentStatusHint = "the region's status call for the component failed or had no status for it: a problem of the region, not a missing component"

// IsComponentStatusUnavailable reports the 500 that GetComponent answers
// when the region could not say the component's status: a region problem,
// not a missing component.
func IsComponentStatusUnavailable(err error) bool {
	ae, ok := AsAPIError(err)
	if !ok || ae.Operation != "GetComponent" || ae.StatusCode != http.StatusInternalServerError {
		return false
	}
	for _, t := range append([]string{ae.Message}, ae.texts...) {
		if strings.Contains(t, componentStatusFailure) {
			return true
		}
	}
	return false
}
