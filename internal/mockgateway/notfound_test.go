package mockgateway

import (
	"net/http"
	"strings"
	"testing"
)

// Fact (Statuses and their exact bodies): the 404s of the team, region,
// app and component parts of a path, each with its own body.
func TestScopeNotFoundBodies(t *testing.T) {
	ts := newDefault(t)
	team := "/openapi/v1/teams/" + DefaultTeam
	cases := []struct {
		path              string
		code              float64
		msg, msgShow, why string
	}{
		{"/openapi/v1/teams/nope/regions/" + DefaultRegion + "/apps/1/services/" + WebAlias + "/ports", 404, "no found team", "团队不存在", "team"},
		{"/openapi/v1/teams/nope/regions", 404, "no found team", "团队不存在", "team of the region list"},
		{team + "/regions/nope/apps/1/services/" + WebAlias + "/ports", 3000, "the region is not found", "集群不存在", "region"},
		{team + "/regions/" + DefaultRegion + "/apps/999/services/" + WebAlias + "/ports", 404, "no found app", "应用不存在", "app"},
		{shopPath + "/services/grnope00/ports", 404, "no found component", "组件不存在", "component"},
		{shopPath + "/services/" + BlogWebAlias + "/ports", 404, "component not belong to this app", "组件不属于指定应用", "component of another app"},
	}
	for _, c := range cases {
		body := call(t, ts, "GET", c.path, nil).want(t, 404).obj(t)
		if body["code"] != c.code || body["msg"] != c.msg || body["msg_show"] != c.msgShow {
			t.Errorf("%s: %v", c.why, body)
		}
	}
}

// Fact (openapi/views/base.py lines 223-227 at v6.9.8-release, `if gsr:`):
// under an app without components, the component of another app of the
// team is reached; under an app with components, it is refused.
func TestScopeEmptyAppReachesAnotherAppsComponent(t *testing.T) {
	ts := newDefault(t)
	apps := "/openapi/v1/teams/" + DefaultTeam + "/regions/" + DefaultRegion + "/apps/"
	call(t, ts, "GET", apps+"3/services/"+DBAlias+"/ports", nil).want(t, 200)
	call(t, ts, "GET", apps+"2/services/"+DBAlias+"/ports", nil).want(t, 404)
}

// A path no operation serves is a 404 of another shape: none of the
// platform's own texts, so that it never reads as a missing component.
func TestUnknownPathNotFound(t *testing.T) {
	ts := newDefault(t)
	body := call(t, ts, "GET", "/wrong/openapi/v1/teams/"+DefaultTeam+"/regions/"+DefaultRegion+"/apps/1/services/"+WebAlias+"/ports", nil).want(t, 404).obj(t)
	if _, hasCode := body["code"]; hasCode || body["detail"] != "Not found." {
		t.Fatalf("unknown path: %v", body)
	}
}

// WithIngress serves the API under a prefix and answers an HTML 404 page
// for every other path, as a reverse proxy in front of a console does.
func TestIngressFront(t *testing.T) {
	ts := NewTestServer(t, DefaultFixture(), WithIngress("/console/"))
	if !strings.HasSuffix(ts.URL, "/console") {
		t.Fatalf("URL %q lacks the prefix", ts.URL)
	}
	call(t, ts, "GET", shopPath+"/services/"+WebAlias+"/ports", nil).want(t, 200)
	root := strings.TrimSuffix(ts.URL, "/console")
	for _, p := range []string{shopPath + "/services/" + WebAlias + "/ports", "/consoleX" + shopPath} {
		resp, err := http.Get(root + p)
		if err != nil {
			t.Fatal(err)
		}
		_ = resp.Body.Close()
		if resp.StatusCode != 404 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") {
			t.Errorf("%s: %d %s", p, resp.StatusCode, resp.Header.Get("Content-Type"))
		}
	}
}
