package consolediff

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func answer(status int, body string) Answer { return Answer{Status: status, Body: []byte(body)} }

// Each kind of difference the differential test must catch is reported;
// what it leaves aside (ids, times, generated names, tracebacks, region
// URLs) is not.
func TestCompareReportsEveryKindOfDifference(t *testing.T) {
	port := `{"code":200,"msg":"success","msg_show":"添加成功","data":{"bean":{"container_port":80,"port_alias":"A"},"list":[]}}`
	cases := []struct {
		name, console, mock string
		cStatus, mStatus    int
		same                []string
		want                string // "" when they agree
	}{
		{"equal", port, port, 200, 200, nil, ""},
		{"status", port, port, 200, 201, nil, "status: console 200, mock 201"},
		{"message", port, strings.Replace(port, "添加成功", "操作成功", 1), 200, 200, nil, "msg_show"},
		{"extra field", port, strings.Replace(port, `"port_alias":"A"`, `"port_alias":"A","ID":3`, 1), 200, 200, nil, "only the mock has ID"},
		{"missing field", port, strings.Replace(port, `,"port_alias":"A"`, ``, 1), 200, 200, nil, "only the console has port_alias"},
		{"kind", `{"rewrites":[]}`, `{"rewrites":""}`, 201, 201, nil, "rewrites: console list"},
		{"null for text", `{"logo":""}`, `{"logo":null}`, 201, 201, nil, "logo: console string"},
		{"data values aside", `{"ID":1,"create_time":"2024"}`, `{"ID":9,"create_time":"2026"}`, 200, 200, nil, ""},
		{"same values", `{"end_data":"2099-12-31 08:00:00"}`, `{"end_data":"2099-12-31 00:00:00"}`, 200, 200, []string{"end_data"}, "end_data: console"},
		{"code", `{"code":10401,"msg":"x"}`, `{"code":10500,"msg":"x"}`, 500, 500, nil, "code: console number 10401"},
		{"traceback aside", `{"code":10401,"msg_show":"Traceback a"}`, `{"code":10401,"msg_show":"Traceback b"}`, 500, 500, nil, ""},
		{"envelope data", `{"code":400,"msg":"m","data":{"bean":{},"list":[]}}`, `{"code":400,"msg":"m"}`, 400, 400, nil, "only the console has data"},
		{"err words", `{"err":{"region_name":["具有"]}}`, `{"err":{"region_name":["with"]}}`, 400, 400, nil, "err.region_name[0]"},
		{"err shape", `{"err":[{"a":["x"]}]}`, `{"err":{"a":["x"]}}`, 400, 400, nil, "err: console list"},
		{"list length", `{"envs":[1,2,3]}`, `{"envs":[1]}`, 200, 200, nil, "envs: console has 3 items, mock 1"},
		{"region url aside", `{"msg":{"url":"http://a"}}`, `{"msg":{"url":"http://b"}}`, 400, 400, nil, ""},
		{"body not JSON", `<html>`, `{}`, 404, 404, nil, "body: console no JSON, mock object"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			diffs := strings.Join(Compare(answer(c.cStatus, c.console), answer(c.mStatus, c.mock), c.same), "\n")
			switch {
			case c.want == "" && diffs != "":
				t.Errorf("want agreement, got:\n%s", diffs)
			case c.want != "" && !strings.Contains(diffs, c.want):
				t.Errorf("want a difference naming %q, got:\n%s", c.want, diffs)
			}
		})
	}
}

// A Prefix path agrees only when both values start with the text, and is
// then not compared as a message.
func TestComparePrefix(t *testing.T) {
	sc := Scenario{Prefix: map[string]string{"msg_show": "连接集群测试失败("}}
	c := answer(400, `{"msg_show":"连接集群测试失败(0x7f01)"}`)
	if d := CompareScenario(sc, c, answer(400, `{"msg_show":"连接集群测试失败(0x0)"}`)); len(d) > 0 {
		t.Errorf("same start, want agreement: %v", d)
	}
	if d := CompareScenario(sc, c, answer(400, `{"msg_show":"连接集群测试失败: no"}`)); len(d) == 0 {
		t.Error("another start, want a difference")
	}
}

// Save keeps a value of one server's answer for that server's later
// paths, and each server sends its own tokens.
func TestServerSaveSubstitutes(t *testing.T) {
	var seen []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		seen = append(seen, r.Method+" "+r.URL.Path+" "+r.Header.Get("Authorization"))
		_, _ = w.Write([]byte(`{"http_rule_id":"r42"}`))
	}))
	defer srv.Close()
	s := NewServer("x", srv.URL, "admin", "user")
	if _, err := s.Send(Scenario{Method: "POST", Path: "/a", Save: map[string]string{"rule": "http_rule_id"}}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Send(Scenario{As: "user", Method: "DELETE", Path: "/a/{rule}"}); err != nil {
		t.Fatal(err)
	}
	want := []string{"POST /openapi/v1/a admin", "DELETE /openapi/v1/a/r42 user"}
	if strings.Join(seen, "|") != strings.Join(want, "|") {
		t.Fatalf("requests %q, want %q", seen, want)
	}
}
