package portengine

import (
	"context"
	"sync"
)

// Parallel bounds the ports of one resource written at once. The client's
// limiter (max_requests_per_second) still paces every request, and a
// client that serialises one component's writes makes them wait in turn;
// the bound keeps one component's burst from holding every slot.
const Parallel = 8

// Each runs do for every port number, at most Parallel at once, and
// returns the outcomes by number.
func Each(ctx context.Context, numbers []int64, do func(context.Context, int64) Outcome) map[int64]Outcome {
	out := make(map[int64]Outcome, len(numbers))
	var mu sync.Mutex
	var wg sync.WaitGroup
	slots := make(chan struct{}, Parallel)
	for _, n := range numbers {
		wg.Add(1)
		slots <- struct{}{}
		go func(n int64) {
			defer wg.Done()
			defer func() { <-slots }()
			o := do(ctx, n)
			mu.Lock()
			out[n] = o
			mu.Unlock()
		}(n)
	}
	wg.Wait()
	return out
}
