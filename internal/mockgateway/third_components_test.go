package mockgateway

import (
	"testing"
)

func thirdBody(name, kind string, endpoints ...string) map[string]any {
	if endpoints == nil {
		endpoints = []string{}
	}
	return map[string]any{"component_name": name, "endpoints_type": kind, "endpoints": endpoints}
}

// Facts (4.24): the address rules of validate_endpoints_info and their
// messages; the record answered bare, as saved (creating), with key and
// url for api; one shared port created closed; read with 4.14 and
// deleted with 4.23.
func TestThirdComponentCreate(t *testing.T) {
	ts := newDefault(t)
	app := redisApp(t, ts)
	p := app + "/third-components"
	for _, c := range []struct {
		endpoints []string
		msgShow   string
	}{
		{[]string{"10.0.0.5:80", "10.0.0.5:80"}, "不允许多实例地址相同"},
		{[]string{"127.0.0.1:80"}, "ip地址不合法"},
		{[]string{"0.0.0.0:80"}, "ip地址不合法"},
		{[]string{"localhost:80"}, "ip地址不合法"},
		{[]string{"db.example.com:80", "10.0.0.5:80"}, "不允许多实例域名、ip混合地址"},
		{[]string{"a.example.com", "b.example.com"}, "不允许多实例域名地址"},
	} {
		got := call(t, ts, "POST", p, thirdBody("ext", "static", c.endpoints...)).want(t, 400).obj(t)
		if got["msg_show"] != c.msgShow {
			t.Errorf("%v: msg_show %v, want %s", c.endpoints, got["msg_show"], c.msgShow)
		}
	}
	call(t, ts, "POST", p, thirdBody("", "static", "10.0.0.5:80")).want(t, 400)
	call(t, ts, "POST", p, thirdBody("ext", "dns", "10.0.0.5:80")).want(t, 400)
	before := len(ts.Components())
	st := call(t, ts, "POST", p, thirdBody(" ext ", "static", "10.0.0.5:8080", "http://10.0.0.6:8080")).want(t, 200).obj(t)
	if st["service_cname"] != "ext" || st["create_status"] != "creating" || st["service_source"] != "third_party" || st["api_service_key"] != nil {
		t.Fatalf("static answer %v", st)
	}
	id := st["service_id"].(string)
	if port, found := ts.Port(id, 8080); !found || port.IsOuterService || port.IsInnerService {
		t.Errorf("port %+v %v", port, found)
	}
	api := call(t, ts, "POST", p, thirdBody("hook", "api")).want(t, 200).obj(t)
	if api["api_service_key"] == "" || api["api_service_key"] == nil || api["url"] == nil {
		t.Fatalf("api answer %v", api)
	}
	if n := len(ts.Components()); n != before+2 {
		t.Fatalf("%d components, want %d", n, before+2)
	}
	call(t, ts, "GET", app+"/services/"+id, nil).want(t, 200)
	call(t, ts, "DELETE", app+"/services/"+id, nil).want(t, 200)
	call(t, ts, "GET", app+"/services/"+id, nil).want(t, 404)
	// A port int() refuses is a 500 after the record was saved.
	call(t, ts, "POST", p, thirdBody("odd", "static", "http://10.0.0.7:80/x")).want(t, 500)
	if n := len(ts.Components()); n != before+2 {
		t.Fatalf("%d components after the 500, want the saved one: %d", n, before+2)
	}
}
