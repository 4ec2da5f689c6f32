package client

import "net/http"

// IsComponentBusy reports the 409 "操作过于频繁，请稍后再试" with which the
// region refuses an asynchronous operation on a component while the
// component's last one has no final status, for up to 3 minutes (rainbond
// api/util/events.go CanDoEvent; api/middleware/middleware.go:383-386).
// The console passes it on as its own 409 (msg "wait a moment please",
// "vertical upgrade error" or "just wait a moment", msg_show the region's
// words). Nothing was done: the operation may be sent again once the
// component's last event has ended.
func IsComponentBusy(err error) bool {
	ae, ok := AsAPIError(err)
	return ok && ae.StatusCode == http.StatusConflict && saysTooFrequent(errorBody{Message: ae.Message, Texts: ae.texts})
}
