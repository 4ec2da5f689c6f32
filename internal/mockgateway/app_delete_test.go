package mockgateway

import (
	"net/http"
	"testing"
)

// 4.27, rainbond-console openapi/views/apps/apps.py:201-228: a component
// the region refuses to delete fails the app delete with 400, msg the list
// of every component handled and msg_show "请求错误"; the others stay
// deleted and the app is kept. force=1 deletes anyway.
func TestDeleteAppComponentRefused(t *testing.T) {
	ts := newDefault(t)
	if err := ts.EditComponent(BlogWebID, func(c *Component) { c.Status = "closed" }); err != nil {
		t.Fatal(err)
	}
	admin(t, ts, "PUT", "/_mock/region/components/"+BlogCacheID+"/delete-refusal", map[string]any{"message": "volume still mounted"}).want(t, 200)
	a := call(t, ts, "DELETE", blogPath, nil).want(t, http.StatusBadRequest).obj(t)
	if a["code"] != float64(400) || a["msg_show"] != "请求错误" {
		t.Fatalf("answer %v", a)
	}
	list, _ := a["msg"].([]any)
	if len(list) != 2 {
		t.Fatalf("msg %v, want both components", a["msg"])
	}
	byID := map[string]map[string]any{}
	for _, item := range list {
		m := item.(map[string]any)
		byID[m["service_id"].(string)] = m
	}
	if r := byID[BlogCacheID]; r["status"] != float64(500) || r["msg"] != "删除组件失败 volume still mounted" || r["service_cname"] == "" {
		t.Errorf("refused component: %v", r)
	}
	if r := byID[BlogWebID]; r["status"] != float64(200) || r["msg"] != "success" {
		t.Errorf("deleted component: %v", r)
	}
	if _, found := ts.Component(BlogWebID); found {
		t.Error("the component deleted before the failure came back")
	}
	if _, found := ts.Component(BlogCacheID); !found {
		t.Error("the refused component was deleted")
	}
	call(t, ts, "GET", blogPath, nil).want(t, 200)
	call(t, ts, "DELETE", blogPath+"?force=1", nil).want(t, 200)
	call(t, ts, "GET", blogPath, nil).want(t, http.StatusNotFound)
}
