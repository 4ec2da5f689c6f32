package client

import (
	"net/http"
	"strings"
)

// NotFoundKind says which part of a request a 404 found missing. Only the
// platform's own JSON answers name a part; any other 404 (a proxy's HTML
// page, a path no console serves because base_url is wrong) is Foreign.
type NotFoundKind int

const (
	// NotNotFound is any answer but a 404.
	NotNotFound NotFoundKind = iota
	// NotFoundForeign is a 404 that is not the platform's answer.
	NotFoundForeign
	// NotFoundTeam is "no found team": the path's team does not exist.
	NotFoundTeam
	// NotFoundRegion is code 3000: the path's region does not exist.
	NotFoundRegion
	// NotFoundApp is "no found app": the app is not the team's in that region.
	NotFoundApp
	// NotFoundComponent is "no found component", or "component not belong
	// to this app": team and app resolved, the component is not there.
	NotFoundComponent
	// NotFoundObject is the platform's 404 for an object under the
	// component or of the enterprise: a port, a rule.
	NotFoundObject
)

// regionNotFoundCode is the business code of the region's 404.
const regionNotFoundCode = 3000

// The platform's 404 texts (platform-facts, Statuses and their exact
// bodies), in English (msg) and Chinese (msg_show), by the part they name.
var notFoundTexts = []struct {
	kind  NotFoundKind
	texts []string
}{
	{NotFoundTeam, []string{"no found team", "团队不存在"}},
	{NotFoundRegion, []string{"the region is not found", "集群不存在"}},
	{NotFoundApp, []string{"no found app", "应用不存在"}},
	{NotFoundComponent, []string{"no found component", "组件不存在", "component not belong to this app", "组件不属于指定应用"}},
	// The certificate's is beyond-interface 4.33: msg null (or "certificate
	// not found" on delete), msg_show 证书不存在. The HTTP rule's is code
	// 1404 "domain not found" / 域名不存在 (rule_notfound.go).
	{NotFoundObject, []string{"component port does not exist", "port not found", "no found", "certificate not found", "证书不存在", "domain not found", "域名不存在"}},
}

// NotFound classifies the answer: NotNotFound unless it is a 404.
func (e *APIError) NotFound() NotFoundKind {
	if e.StatusCode != http.StatusNotFound {
		return NotNotFound
	}
	if e.Code == regionNotFoundCode {
		return NotFoundRegion
	}
	for _, group := range notFoundTexts {
		for _, t := range append([]string{e.Message}, e.texts...) {
			for _, want := range group.texts {
				if strings.EqualFold(strings.TrimSpace(t), want) {
					return group.kind
				}
			}
		}
	}
	return NotFoundForeign
}

// NotFoundOf classifies err's answer; NotNotFound for anything but a 404.
func NotFoundOf(err error) NotFoundKind {
	ae, ok := AsAPIError(err)
	if !ok {
		return NotNotFound
	}
	return ae.NotFound()
}

// IsComponentGone reports the platform's own 404 for the component of the
// path, with its team, region and app found: the one answer that means a
// component's ports are gone with it.
func IsComponentGone(err error) bool { return NotFoundOf(err) == NotFoundComponent }

// IsComponentInOtherApp reports the 404 "component not belong to this
// app": the component exists, under another app than the path's, so
// nothing of it is gone.
func IsComponentInOtherApp(err error) bool {
	ae, ok := AsAPIError(err)
	if !ok || ae.NotFound() != NotFoundComponent {
		return false
	}
	for _, t := range append([]string{ae.Message}, ae.texts...) {
		switch strings.TrimSpace(strings.ToLower(t)) {
		case "component not belong to this app", "组件不属于指定应用":
			return true
		}
	}
	return false
}

// IsPortGone reports the platform's 404 for a port or its component.
func IsPortGone(err error) bool {
	k := NotFoundOf(err)
	return k == NotFoundComponent || k == NotFoundObject
}

// IsPlatformNotFound reports a 404 that the platform itself answered, for
// whichever part of the path: the address reached a console.
func IsPlatformNotFound(err error) bool {
	k := NotFoundOf(err)
	return k != NotNotFound && k != NotFoundForeign
}

// notFoundHint says what to check after a 404 that does not mean the
// object is gone; "" for the others.
func (e *APIError) notFoundHint() string {
	switch e.NotFound() {
	case NotFoundForeign:
		return "this 404 is not the platform's answer (no Rainbond console serves this URL): check base_url, the console's address with any path prefix of a proxy in front of it"
	case NotFoundTeam:
		return "the platform has no such team: check team_id, and base_url if it may point at another console"
	case NotFoundRegion:
		return "the platform has no such region: check region_name, and base_url if it may point at another console"
	case NotFoundApp:
		return "the team has no such app in this region: check app_id, and base_url if it may point at another console"
	}
	return ""
}
