package portplan

import (
	"fmt"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// The order both port forms send: the planner's rules, seen through its
// exported names (the port family's tests cover every case).
func TestPlanUpdateOrder(t *testing.T) {
	cur := Settings{Protocol: "http", Alias: "WEB", K8sServiceName: "web", Inner: true, Outer: true}
	got, err := PlanUpdate(cur, Settings{Protocol: "tcp", Inner: true, Outer: true})
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(got) != fmt.Sprint([]client.UpdatePortRequest{
		{Action: client.ActionCloseOuter}, {Action: client.ActionChangeProtocol, Protocol: "tcp"}, {Action: client.ActionOpenOuter},
	}) {
		t.Errorf("protocol change with the outer service open: %+v", got)
	}
	if rel := PlanRelease(cur); len(rel) != 2 || rel[0].Action != client.ActionCloseOuter || rel[1].Action != client.ActionCloseInner {
		t.Errorf("release: %+v", rel)
	}
	if _, err := PlanUpdate(cur, Settings{Outer: true}); err != ErrOuterNeedsInner {
		t.Errorf("outer without inner: %v", err)
	}
}

func TestSameCreateSettings(t *testing.T) {
	p := client.Port{Protocol: "http", PortAlias: "WEB"}
	if !SameCreateSettings(p, client.AddPortRequest{Protocol: "http"}) || !SameCreateSettings(p, client.AddPortRequest{Protocol: "http", PortAlias: "WEB"}) {
		t.Error("a port made as asked does not match")
	}
	if SameCreateSettings(p, client.AddPortRequest{Protocol: "tcp"}) || SameCreateSettings(p, client.AddPortRequest{Protocol: "http", PortAlias: "API"}) {
		t.Error("a port with other settings matches")
	}
}

func TestClosesRoutes(t *testing.T) {
	open := Settings{Protocol: "http", Alias: "WEB", Inner: true, Outer: true}
	cases := []struct {
		cur, want Settings
		closes    bool
	}{
		{open, Settings{Protocol: "tcp", Inner: true, Outer: true}, true},
		{open, Settings{Inner: true}, true},
		{open, Settings{Inner: true, Outer: true}, false},
		{open, Settings{Protocol: "http", Inner: true, Outer: true}, false},
		{Settings{Protocol: "tcp", Inner: true, Outer: true}, Settings{Protocol: "http", Inner: true, Outer: true}, false},
		{Settings{Protocol: "http", Inner: true}, Settings{Protocol: "tcp", Inner: true}, false},
	}
	for _, c := range cases {
		if got := ClosesRoutes(c.cur, c.want) != ""; got != c.closes {
			t.Errorf("ClosesRoutes(%+v, %+v) = %v, want %v", c.cur, c.want, got, c.closes)
		}
	}
}

func TestAliasWaves(t *testing.T) {
	cases := []struct {
		name      string
		cur, want map[int64]string
		waves     string
		ring      string
	}{
		{"independent changes", map[int64]string{1: "A", 2: "B"}, map[int64]string{1: "C", 2: ""}, "[[1 2]]", "[]"},
		{"a move: the releasing port first", map[int64]string{1: "A", 2: "B"}, map[int64]string{1: "C", 2: "A"}, "[[1] [2]]", "[]"},
		{"a new port takes a released alias", map[int64]string{1: "A"}, map[int64]string{1: "C", 3: "A"}, "[[1] [3]]", "[]"},
		{"a chain", map[int64]string{1: "A", 2: "B", 3: "C"}, map[int64]string{1: "B", 2: "C", 3: "D"}, "[[3] [2] [1]]", "[]"},
		{"a swap", map[int64]string{1: "A", 2: "B", 3: "C"}, map[int64]string{1: "B", 2: "A", 3: ""}, "[[3]]", "[1 2]"},
		{"an alias kept by its port is no move", map[int64]string{1: "A", 2: "B"}, map[int64]string{1: "", 2: "A"}, "[[1 2]]", "[]"},
	}
	for _, c := range cases {
		waves, ring := AliasWaves(c.cur, c.want)
		if fmt.Sprint(waves) != c.waves || fmt.Sprint(append([]int64{}, ring...)) != c.ring {
			t.Errorf("%s: waves %v ring %v, want %s and %s", c.name, waves, ring, c.waves, c.ring)
		}
	}
}
