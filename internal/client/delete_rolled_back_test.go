package client

import (
	"context"
	"strings"
	"testing"
)

// A console on SQLite answers a component delete that met another write
// with 507 "删除异常" (with force=1, 400 "组件删除失败"): its delete caught
// the "database is locked" and rolled back. The provider takes that as the
// lock's refusal, which a second delete may follow (the region's 404 for a
// component it deleted already is taken as done), and says so; another 507
// or 400 of a delete, or a 507 of another operation, is not that refusal.
func TestComponentDeleteRolledBackIsTheLockRefusal(t *testing.T) {
	ctx := context.Background()
	aborted := `{"code":507,"msg":"delete error","msg_show":"删除异常"}`
	againFailed := `{"code":400,"msg":"delete component s failure","msg_show":"组件删除失败"}`
	cases := map[string]struct {
		status int
		body   string
		force  bool
		want   bool
	}{
		"507":                     {507, aborted, false, true},
		"force, second try fails": {400, againFailed, true, true},
		"dependant (412)":         {412, `{"code":412,"msg":"delete error","msg_show":"组件被web依赖，不可删除"}`, false, false},
		"running (409)":           {409, `{"code":409,"msg":"delete error","msg_show":"组件可能处于运行状态,请先关闭组件"}`, false, false},
		"region down (400)":       {400, `{"code":400,"msg":"delete component from cluster failure","msg_show":"组件从集群删除失败"}`, true, false},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			var seen []recorded
			c := newTestClient(t, respond(tc.status, tc.body, &seen))
			err := c.DeleteComponent(ctx, testComponent, tc.force)
			if len(seen) != 1 {
				t.Fatalf("%d attempts, want 1: the write order repeats it, alone", len(seen))
			}
			if IsDatabaseLocked(err) != tc.want || LockRefusalRepeatable(err) != tc.want {
				t.Fatalf("err %v: lock refusal %v, repeatable %v, want %v", err, IsDatabaseLocked(err), LockRefusalRepeatable(err), tc.want)
			}
			if tc.want && !strings.Contains(err.Error(), "the component is still there") {
				t.Errorf("err %v does not say what the refusal left and what to do", err)
			}
		})
	}
	var seen []recorded
	c := newTestClient(t, respond(507, aborted, &seen))
	_, err := c.UpdatePort(ctx, testComponent, 8080, UpdatePortRequest{Action: "close_inner"})
	if IsDatabaseLocked(err) {
		t.Errorf("a 507 of a port update was taken as the delete's refusal: %v", err)
	}
}
