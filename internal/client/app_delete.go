package client

import (
	"bytes"
	"encoding/json"
	"net/http"
)

// ComponentDeleteResult is one component of a failed app delete (4.27):
// the console deletes each component in turn and, when any failed,
// answers 400 with msg_show "请求错误" and msg the list of them all, the
// deleted ones with status 200 (rainbond-console
// openapi/views/apps/apps.py AppInfoView.delete).
type ComponentDeleteResult struct {
	Status       int    `json:"status"`
	Msg          string `json:"msg"`
	ServiceID    string `json:"service_id"`
	ServiceCname string `json:"service_cname"`
}

// Deleted reports whether the console deleted this component.
func (r ComponentDeleteResult) Deleted() bool { return r.Status == http.StatusOK }

// AppDeleteResults returns the list of a failed app delete's answer; ok is
// false for any other error.
func AppDeleteResults(err error) (results []ComponentDeleteResult, ok bool) {
	ae, isAPI := AsAPIError(err)
	if !isAPI || ae.StatusCode != http.StatusBadRequest || len(ae.body) == 0 {
		return nil, false
	}
	var answer struct {
		Msg json.RawMessage `json:"msg"`
	}
	if json.Unmarshal(ae.body, &answer) != nil || !bytes.HasPrefix(bytes.TrimSpace(answer.Msg), []byte("[")) {
		return nil, false
	}
	var raw []struct {
		Status       flexInt `json:"status"`
		Msg          string  `json:"msg"`
		ServiceID    string  `json:"service_id"`
		ServiceCname string  `json:"service_cname"`
	}
	if json.Unmarshal(answer.Msg, &raw) != nil || len(raw) == 0 {
		return nil, false
	}
	for _, r := range raw {
		results = append(results, ComponentDeleteResult{Status: int(r.Status), Msg: r.Msg, ServiceID: r.ServiceID, ServiceCname: r.ServiceCname})
	}
	return results, true
}
