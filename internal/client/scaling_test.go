package client

import (
	"context"
	"net/http"
	"slices"
	"testing"
)

const componentPath = "/openapi/v1/teams/t/regions/r/apps/1/services/s"

// AppServiceTelescopicVerticalSerializer requires all three keys; new_cpu
// and new_gpu may be null, but null CPU is recomputed from memory, so each
// is always sent as a number, zero included.
func TestScaleVerticalSendsEveryKey(t *testing.T) {
	var seen []recorded
	c := newTestClient(t, respond(http.StatusOK, ``, &seen))
	if err := c.ScaleVertical(context.Background(), testComponent, VerticalScaleRequest{NewMemory: 1024}); err != nil {
		t.Fatal(err)
	}
	r := seen[0]
	if r.Method != http.MethodPost || r.Path != componentPath+"/telescopic/vertical" {
		t.Errorf("request %s %s", r.Method, r.Path)
	}
	m, keys := bodyKeys(t, r.Body)
	if !slices.Equal(keys, []string{"new_cpu", "new_gpu", "new_memory"}) {
		t.Errorf("keys %v", keys)
	}
	if string(m["new_memory"]) != "1024" || string(m["new_cpu"]) != "0" || string(m["new_gpu"]) != "0" {
		t.Errorf("body %s: every value must be an integer, never null", r.Body)
	}
}

func TestScaleHorizontalBody(t *testing.T) {
	var seen []recorded
	c := newTestClient(t, respond(http.StatusOK, ``, &seen))
	if err := c.ScaleHorizontal(context.Background(), testComponent, HorizontalScaleRequest{NewNode: 3}); err != nil {
		t.Fatal(err)
	}
	r := seen[0]
	if r.Path != componentPath+"/telescopic/horizontal" || r.Body != `{"new_node":3}` {
		t.Errorf("request %s %s", r.Path, r.Body)
	}
}

// 10104 is the cluster refusing a scale to the count already running.
func TestIsNoScaleChange(t *testing.T) {
	cases := map[string]struct {
		status int
		body   string
		want   bool
	}{
		"no change":  {http.StatusBadRequest, `{"code":10104,"msg":"The number of components has not changed, no need to scale","msg_show":"节点没有变化，无需升级"}`, true},
		"validation": {http.StatusBadRequest, `{"detail":"参数错误","err":{"new_node":["参数超出范围，请选择1~100之间的整数值"]},"code":20400}`, false},
		"singleton":  {http.StatusConflict, `{"code":10104,"msg":"singleton component, do not allow"}`, false},
	}
	for name, tc := range cases {
		c := newTestClient(t, respond(tc.status, tc.body, nil), func(cfg *Config) { cfg.MaxRetries = 0 })
		err := c.ScaleHorizontal(context.Background(), testComponent, HorizontalScaleRequest{NewNode: 2})
		if got := IsNoScaleChange(err); got != tc.want {
			t.Errorf("%s: IsNoScaleChange = %v, want %v (%v)", name, got, tc.want, err)
		}
	}
}

func TestListComponentEvents(t *testing.T) {
	var seen []recorded
	body := `{"events":[{"event_id":"e1","opt_type":"horizontal-upgrade","status":"success","final_status":"complete","create_time":"2026-01-01 10:00:00"}],"total":"11","page":2,"page_size":5}`
	c := newTestClient(t, respond(http.StatusOK, body, &seen))
	got, err := c.ListComponentEvents(context.Background(), testComponent, 2, 5)
	if err != nil {
		t.Fatal(err)
	}
	if got.Total != 11 || got.Page != 2 || len(got.Events) != 1 || got.Events[0].OptType != "horizontal-upgrade" {
		t.Errorf("events = %+v", got)
	}
	if r := seen[0]; r.Path != componentPath+"/events" || r.RawQuery != "page=2&page_size=5" {
		t.Errorf("request %s ?%s", r.Path, r.RawQuery)
	}
}
