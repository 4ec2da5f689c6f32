package client

import (
	"context"
	"net/http"
	"strings"
	"testing"
)

const writePath = "/openapi/v1/teams/t/regions/r/apps/1/services/s"

// The create sends group_id, the names, the image, the credentials and
// is_deploy, and reads the id from the wrapped bean; a 2xx without an id
// is an outcome the caller must read back.
func TestCreateComponent(t *testing.T) {
	var seen []recorded
	c := newTestClient(t, respond(200, `{"code":200,"msg":"success","msg_show":"组件创建成功","data":{"bean":{"service_id":"abc"},"list":[]}}`, &seen))
	made, err := c.CreateComponent(context.Background(), testComponent.App(), CreateComponentRequest{
		GroupID: 1, ServiceCname: "Web", Image: "nginx:1.27", K8sComponentName: "web", UserName: "u", Password: "p", IsDeploy: true,
	})
	if err != nil || made.ServiceID != "abc" {
		t.Fatalf("%+v, %v", made, err)
	}
	r := seen[0]
	if r.Method != http.MethodPost || r.Path != "/openapi/v1/teams/t/regions/r/apps/1/services" ||
		r.Body != `{"group_id":1,"service_cname":"Web","image":"nginx:1.27","k8s_component_name":"web","user_name":"u","password":"p","is_deploy":true}` {
		t.Fatalf("request %+v", r)
	}
	c = newTestClient(t, respond(200, `{"code":200,"msg":"success","msg_show":"","data":{"bean":{},"list":[]}}`, nil))
	_, err = c.CreateComponent(context.Background(), testComponent.App(), CreateComponentRequest{GroupID: 1, ServiceCname: "x", K8sComponentName: "x"})
	if !MayHaveActed(err) {
		t.Fatalf("an answer without an id: %v, want an outcome to read back", err)
	}
}

// A create's refusals: 20802 is recognised by its code; a 500 that is not
// JSON (the failures after the saved record) may have acted and is not
// repeated.
func TestCreateComponentRefusals(t *testing.T) {
	c := newTestClient(t, respond(400, `{"code":20802,"msg":"k8s component name exists","msg_show":"组件英文名已存在"}`, nil))
	_, err := c.CreateComponent(context.Background(), testComponent.App(), CreateComponentRequest{GroupID: 1})
	if !IsK8sComponentNameTaken(err) || MayHaveActed(err) {
		t.Fatalf("%v: want the name taken, nothing done", err)
	}
	var seen []recorded
	page := func(w http.ResponseWriter, r *http.Request) {
		seen = append(seen, record(r))
		w.Header().Set("Content-Type", "text/html")
		w.WriteHeader(500)
		_, _ = w.Write([]byte("<h1>Server Error (500)</h1>"))
	}
	c = newTestClient(t, http.HandlerFunc(page))
	_, err = c.CreateComponent(context.Background(), testComponent.App(), CreateComponentRequest{GroupID: 1})
	if !MayHaveActed(err) || len(seen) != 1 || IsK8sComponentNameTaken(err) {
		t.Fatalf("%v after %d attempts: want one attempt that may have acted", err, len(seen))
	}
}

// Delete sends force=1 only when asked; the empty 200 is success.
func TestDeleteComponent(t *testing.T) {
	var seen []recorded
	c := newTestClient(t, respond(200, ``, &seen))
	if err := c.DeleteComponent(context.Background(), testComponent, false); err != nil {
		t.Fatal(err)
	}
	if err := c.DeleteComponent(context.Background(), testComponent, true); err != nil {
		t.Fatal(err)
	}
	if seen[0].Method != http.MethodDelete || seen[0].Path != writePath || seen[0].RawQuery != "" || seen[1].RawQuery != "force=1" {
		t.Fatalf("requests %+v", seen)
	}
}

// The image change, the build and the app operation send their bodies to
// their paths; the build's event comes bare or wrapped.
func TestImageBuildAndOperations(t *testing.T) {
	var seen []recorded
	ctx := context.Background()
	c := newTestClient(t, respond(200, `{"code":200,"msg":"success","msg_show":"更改镜像地址成功","data":{"bean":{},"list":[]}}`, &seen))
	if err := c.ChangeComponentImage(ctx, testComponent, "nginx:1.27"); err != nil {
		t.Fatal(err)
	}
	if seen[0].Method != http.MethodPut || seen[0].Path != writePath+"/docker-image-change" || seen[0].Body != `{"image":"nginx:1.27"}` {
		t.Fatalf("image change %+v", seen[0])
	}
	for _, body := range []string{`{"event_id":"e1"}`, `{"code":200,"msg":"success","msg_show":"","data":{"bean":{"event_id":"e1"},"list":[]}}`} {
		seen = nil
		c = newTestClient(t, respond(200, body, &seen))
		started, err := c.BuildComponent(ctx, testComponent, BuildComponentRequest{})
		if err != nil || started.EventID != "e1" || seen[0].Path != writePath+"/build" || seen[0].Body != `{}` {
			t.Fatalf("build from %s: %+v, %v, %+v", body, started, err, seen)
		}
	}
	seen = nil
	c = newTestClient(t, respond(200, `{"msg":"操作成功"}`, &seen))
	if err := c.OperateApp(ctx, testComponent.App(), AppOperation{Action: OperationStop, ServiceIDs: []string{"s"}}); err != nil {
		t.Fatal(err)
	}
	if seen[0].Path != "/openapi/v1/teams/t/regions/r/apps/1/operations" || seen[0].Body != `{"action":"stop","service_ids":["s"]}` {
		t.Fatalf("operation %+v", seen[0])
	}
}

// The variables' upsert sends {"envs": [...]}, an empty list to read;
// the answer is decoded liberally (null note, is_change as a string); the
// 400 of a stored variable the rules refuse is recognised.
func TestUpdateComponentEnvs(t *testing.T) {
	var seen []recorded
	c := newTestClient(t, respond(200, `{"envs":[{"name":"A","value":"1","note":null,"is_change":"True","scope":"inner"},{"name":"P","value":"80","note":"","is_change":false,"scope":"outer"}]}`, &seen))
	envs, err := c.UpdateComponentEnvs(context.Background(), testComponent, nil)
	if err != nil || len(envs) != 2 || envs[0].Note != "" || envs[0].IsChange == nil || !*envs[0].IsChange || *envs[1].IsChange || envs[1].Scope != "outer" {
		t.Fatalf("%+v, %v", envs, err)
	}
	if seen[0].Method != http.MethodPut || seen[0].Path != writePath+"/envs" || seen[0].Body != `{"envs":[]}` {
		t.Fatalf("read %+v", seen[0])
	}
	c = newTestClient(t, respond(400, `{"detail":"参数错误","err":{"envs":[{},{"name":["变量名不合法"]}]},"code":20400}`, nil))
	_, err = c.UpdateComponentEnvs(context.Background(), testComponent, nil)
	if !IsEnvListRefused(err) || !strings.Contains(err.Error(), "变量名不合法") {
		t.Fatalf("%v: want the list refused, with the field's message", err)
	}
	c = newTestClient(t, respond(400, `{"code":400,"msg":"update or create envs error","msg_show":"不允许的变量名PATH"}`, nil))
	if _, err = c.UpdateComponentEnvs(context.Background(), testComponent, []ComponentEnv{{Name: "PATH", Value: "x"}}); IsEnvListRefused(err) || !IsStatus(err, 400) {
		t.Fatalf("%v: a reserved name is not the list refused", err)
	}
}
