package client

import (
	"context"
	"encoding/json"
	"net/http"
	"reflect"
	"testing"
)

const portsPath = "/openapi/v1/teams/t/regions/r/apps/1/services/s/ports"

func TestListPortsShapes(t *testing.T) {
	want := []Port{
		{ContainerPort: 80, Protocol: "http", PortAlias: "WEB80", IsInnerService: true, K8sServiceName: "web-80"},
		{ContainerPort: 5000, Protocol: "tcp", PortAlias: "WEB5000", IsOuterService: true, K8sServiceName: "web-5000", MappingPort: Ptr(int64(5000))},
	}
	items := `[{"container_port":80,"protocol":"http","port_alias":"WEB80","is_inner_service":true,"is_outer_service":false,"k8s_service_name":"web-80"},
	           {"container_port":"5000","protocol":"tcp","port_alias":"WEB5000","is_inner_service":false,"is_outer_service":true,"k8s_service_name":"web-5000","mapping_port":"5000"}]`
	for name, body := range map[string]string{
		"wrapped": `{"code":200,"msg":"success","msg_show":"ok","data":{"bean":{},"list":` + items + `}}`,
		"bare":    items,
	} {
		t.Run(name, func(t *testing.T) {
			var seen []recorded
			c := newTestClient(t, respond(200, body, &seen))
			got, err := c.ListPorts(context.Background(), testComponent)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("ports = %+v, want %+v", got, want)
			}
			r := seen[0]
			if r.Method != "GET" || r.Path != portsPath {
				t.Errorf("request %s %s", r.Method, r.Path)
			}
			if r.Auth != testToken {
				t.Errorf("Authorization = %q, want the raw token", r.Auth)
			}
			if r.UserAgent != "terraform-provider-rainbond/test (+terraform 1.11.0)" {
				t.Errorf("User-Agent = %q", r.UserAgent)
			}
		})
	}
}

func TestListPortsSingleBarePort(t *testing.T) {
	c := newTestClient(t, respond(200, `{"container_port":80,"protocol":"http","port_alias":"A","is_inner_service":false,"is_outer_service":false,"k8s_service_name":"a"}`, nil))
	got, err := c.ListPorts(context.Background(), testComponent)
	if err != nil || len(got) != 1 || got[0].ContainerPort != 80 {
		t.Fatalf("ports = %+v, %v", got, err)
	}
}

func TestListPortsEmpty(t *testing.T) {
	for _, body := range []string{`[]`, `null`, `{"code":200,"msg":"success","data":{"list":null}}`, `{"code":200,"msg":"success","data":{"bean":null,"list":[]}}`} {
		c := newTestClient(t, respond(200, body, nil))
		got, err := c.ListPorts(context.Background(), testComponent)
		if err != nil || len(got) != 0 {
			t.Errorf("%s: ports = %+v, %v", body, got, err)
		}
	}
}

func TestAddPort(t *testing.T) {
	var seen []recorded
	c := newTestClient(t, respond(200, `{"code":200,"msg":"success","msg_show":"添加成功","data":{"bean":{"container_port":"8080","protocol":"http","port_alias":"WEB8080","is_inner_service":true,"is_outer_service":false,"k8s_service_name":"web-8080"}}}`, &seen))
	got, err := c.AddPort(context.Background(), testComponent, AddPortRequest{Port: 8080, Protocol: "http", IsInnerService: true})
	if err != nil {
		t.Fatal(err)
	}
	if got.ContainerPort != 8080 || got.PortAlias != "WEB8080" || !got.IsInnerService {
		t.Errorf("port = %+v", got)
	}
	r := seen[0]
	if r.Method != "POST" || r.Path != portsPath || r.ContentType != "application/json" {
		t.Errorf("request %s %s %s", r.Method, r.Path, r.ContentType)
	}
	var body map[string]any
	if err := json.Unmarshal([]byte(r.Body), &body); err != nil {
		t.Fatal(err)
	}
	if body["port"] != 8080.0 || body["protocol"] != "http" || body["is_inner_service"] != true {
		t.Errorf("body = %s", r.Body)
	}
	if _, ok := body["port_alias"]; ok {
		t.Errorf("an empty alias must be left to the server's default: %s", r.Body)
	}
}

func TestAddPortConflictMessage(t *testing.T) {
	c := newTestClient(t, respond(409, `{"code":409,"msg":"port already exists","msg_show":"port 80 already exists","data":{}}`, nil))
	_, err := c.AddPort(context.Background(), testComponent, AddPortRequest{Port: 80, Protocol: "http"})
	const want = "AddPort: POST /openapi/v1/teams/t/regions/r/apps/1/services/s/ports: HTTP 409: port 80 already exists"
	if err == nil || err.Error() != want {
		t.Fatalf("err = %v\nwant  %s", err, want)
	}
	if !IsConflict(err) || IsNotFound(err) || IsOutcomeUnknown(err) {
		t.Errorf("helpers disagree with a 409: %v", err)
	}
	ae, _ := AsAPIError(err)
	if ae.Code != 409 || ae.Attempts != 1 {
		t.Errorf("APIError = %+v", ae)
	}
}

func TestUpdatePort(t *testing.T) {
	var seen []recorded
	c := newTestClient(t, respond(200, `{"code":200,"msg":"success","data":{"bean":{"container_port":80,"protocol":"http","port_alias":"WEB80","is_inner_service":true,"is_outer_service":true,"k8s_service_name":"web-80"}}}`, &seen))
	got, err := c.UpdatePort(context.Background(), testComponent, 80, UpdatePortRequest{Action: ActionOpenOuter})
	if err != nil {
		t.Fatal(err)
	}
	if !got.IsOuterService {
		t.Errorf("port = %+v", got)
	}
	if r := seen[0]; r.Method != "PUT" || r.Path != portsPath+"/80" || r.Body != `{"action":"open_outer"}` {
		t.Errorf("request %s %s %s", r.Method, r.Path, r.Body)
	}
}

func TestDeletePort(t *testing.T) {
	var seen []recorded
	c := newTestClient(t, respond(200, `{"code":200,"msg":"success","data":{"bean":{"container_port":80,"protocol":"http","port_alias":"WEB80","is_inner_service":false,"is_outer_service":false,"k8s_service_name":"web-80"}}}`, &seen))
	got, err := c.DeletePort(context.Background(), testComponent, 80)
	if err != nil || got == nil || got.ContainerPort != 80 {
		t.Fatalf("port = %+v, %v", got, err)
	}
	if r := seen[0]; r.Method != "DELETE" || r.Path != portsPath+"/80" || r.Body != "" {
		t.Errorf("request %s %s %q", r.Method, r.Path, r.Body)
	}
}

func TestDeletePortWithoutEcho(t *testing.T) {
	for _, body := range []string{``, `{"code":200,"msg":"success","data":{}}`} {
		c := newTestClient(t, respond(200, body, nil))
		got, err := c.DeletePort(context.Background(), testComponent, 80)
		if err != nil || got != nil {
			t.Errorf("%q: port = %+v, %v", body, got, err)
		}
	}
}

func TestDeletePortStillOpen(t *testing.T) {
	c := newTestClient(t, respond(http.StatusConflict, `{"code":409,"msg":"port is open","msg_show":"请先关闭端口"}`, nil))
	_, err := c.DeletePort(context.Background(), testComponent, 80)
	if !IsConflict(err) {
		t.Fatalf("err = %v", err)
	}
}

func TestRefValidation(t *testing.T) {
	c := newTestClient(t, respond(200, `[]`, nil))
	for _, ref := range []ComponentRef{{RegionName: "r", ServiceID: "s"}, {TeamID: "t", RegionName: "r", ServiceID: ".."}, {TeamID: "t", ServiceID: "s"}} {
		if _, err := c.ListPorts(context.Background(), ref); err == nil {
			t.Errorf("%+v: no error", ref)
		}
	}
}

func TestPathEscaping(t *testing.T) {
	var seen []recorded
	c := newTestClient(t, respond(200, `[]`, &seen))
	_, err := c.ListPorts(context.Background(), ComponentRef{TeamID: "my team", RegionName: "r/1", AppID: 7, ServiceID: "a?b"})
	if err != nil {
		t.Fatal(err)
	}
	if got := seen[0].Path; got != "/openapi/v1/teams/my%20team/regions/r%2F1/apps/7/services/a%3Fb/ports" {
		t.Errorf("path = %s", got)
	}
}

// A write's answer stands for the server's record only when it holds every
// field of a port; anything less is read back by the caller.
func TestPortComplete(t *testing.T) {
	const whole = `"container_port":8080,"protocol":"http","port_alias":"WEB8080","is_inner_service":false,"is_outer_service":false,"k8s_service_name":"web-8080"`
	cases := []struct {
		name, bean string
		complete   bool
	}{
		{"every field", `{` + whole + `,"mapping_port":8080,"lb_mapping_port":0}`, true},
		{"mapping ports null", `{` + whole + `,"mapping_port":null,"lb_mapping_port":null}`, true},
		{"port number as a string", `{"container_port":"8080","protocol":"http","port_alias":"A","is_inner_service":true,"is_outer_service":false,"k8s_service_name":"a","mapping_port":"8080","lb_mapping_port":"0"}`, true},
		{"no mapping ports", `{` + whole + `}`, false},
		{"no lb_mapping_port", `{` + whole + `,"mapping_port":8080}`, false},
		{"no k8s_service_name", `{"container_port":8080,"protocol":"http","port_alias":"A","is_inner_service":false,"is_outer_service":false,"mapping_port":8080,"lb_mapping_port":0}`, false},
		{"null protocol", `{"container_port":8080,"protocol":null,"port_alias":"A","is_inner_service":false,"is_outer_service":false,"k8s_service_name":"a","mapping_port":8080,"lb_mapping_port":0}`, false},
		{"no flags", `{"container_port":8080,"protocol":"http","port_alias":"A","k8s_service_name":"a","mapping_port":8080,"lb_mapping_port":0}`, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for shape, body := range map[string]string{
				"wrapped": `{"code":200,"msg":"success","msg_show":"ok","data":{"bean":` + c.bean + `}}`,
				"bare":    c.bean,
			} {
				cl := newTestClient(t, respond(200, body, nil))
				got, err := cl.AddPort(context.Background(), testComponent, AddPortRequest{Port: 8080, Protocol: "http"})
				if err != nil {
					t.Fatalf("%s: %v", shape, err)
				}
				if got.Complete() != c.complete {
					t.Errorf("%s: Complete() = %t, want %t for %s", shape, got.Complete(), c.complete, c.bean)
				}
			}
		})
	}
	if (Port{ContainerPort: 80, Protocol: "http", PortAlias: "A", K8sServiceName: "a"}).Complete() {
		t.Error("a port built in code claims to be a whole answer")
	}
}
