package componentports

import (
	"context"
	"sync/atomic"
	"testing"
	"time"
)

func TestParsePortKey(t *testing.T) {
	for k, want := range map[string]int64{"1": 1, "8080": 8080, "65535": 65535} {
		if n, err := parsePortKey(k); err != nil || n != want {
			t.Errorf("parsePortKey(%q) = %d, %v; want %d", k, n, err, want)
		}
	}
	for _, k := range []string{"", "0", "65536", "-1", "+80", "080", "http", "80 "} {
		if n, err := parsePortKey(k); err == nil {
			t.Errorf("parsePortKey(%q) = %d, want an error", k, n)
		}
	}
}

// eachPort runs every port once and never more than parallelPorts at once.
func TestEachPortBound(t *testing.T) {
	var running, peak atomic.Int32
	numbers := make([]int64, 3*parallelPorts)
	for i := range numbers {
		numbers[i] = int64(8000 + i)
	}
	out := eachPort(context.Background(), numbers, func(_ context.Context, n int64) portOutcome {
		now := running.Add(1)
		for {
			p := peak.Load()
			if now <= p || peak.CompareAndSwap(p, now) {
				break
			}
		}
		time.Sleep(5 * time.Millisecond)
		running.Add(-1)
		return portOutcome{made: n%2 == 0}
	})
	if len(out) != len(numbers) {
		t.Fatalf("%d outcomes, want %d", len(out), len(numbers))
	}
	if p := peak.Load(); p > parallelPorts || p < 2 {
		t.Errorf("peak concurrency %d, want 2..%d", p, parallelPorts)
	}
	if !out[8000].made || out[8001].made {
		t.Errorf("outcomes are not by port: %+v", out)
	}
}
