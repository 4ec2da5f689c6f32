package controls

import (
	"testing"
	"time"
)

// BusiestSecond counts in a sliding window, so requests that straddle the
// turn of a clock second still count together.
func TestBusiestSecond(t *testing.T) {
	at := func(ms ...int) []RequestRecord {
		base := time.Date(2026, 1, 1, 0, 0, 0, 500_000_000, time.UTC)
		out := make([]RequestRecord, len(ms))
		for i, m := range ms {
			out[i] = RequestRecord{At: base.Add(time.Duration(m) * time.Millisecond)}
		}
		return out
	}
	for _, c := range []struct {
		ms   []int
		want int
	}{
		{nil, 0},
		{[]int{0}, 1},
		{[]int{0, 999, 1000}, 2},
		{[]int{0, 400, 600, 900, 1300}, 4},
		{[]int{0, 1000, 2000, 3000}, 1},
	} {
		if got := BusiestSecond(at(c.ms...)); got != c.want {
			t.Errorf("%v: %d, want %d", c.ms, got, c.want)
		}
	}
}
