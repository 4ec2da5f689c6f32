package portengine

import (
	"context"
	"sync/atomic"
	"testing"
	"time"
)

// Each runs every port once and never more than Parallel at once.
func TestEachBound(t *testing.T) {
	var running, peak atomic.Int32
	numbers := make([]int64, 3*Parallel)
	for i := range numbers {
		numbers[i] = int64(8000 + i)
	}
	out := Each(context.Background(), numbers, func(_ context.Context, n int64) Outcome {
		now := running.Add(1)
		for {
			p := peak.Load()
			if now <= p || peak.CompareAndSwap(p, now) {
				break
			}
		}
		time.Sleep(5 * time.Millisecond)
		running.Add(-1)
		return Outcome{Made: n%2 == 0}
	})
	if len(out) != len(numbers) {
		t.Fatalf("%d outcomes, want %d", len(out), len(numbers))
	}
	if p := peak.Load(); p > Parallel || p < 2 {
		t.Errorf("peak concurrency %d, want 2..%d", p, Parallel)
	}
	if !out[8000].Made || out[8001].Made {
		t.Errorf("outcomes are not by port: %+v", out)
	}
}
