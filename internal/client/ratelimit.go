package client

import (
	"time"

	"golang.org/x/time/rate"
)

// jitterMargin is the part of each second the limiter leaves unused. A
// request leaves the client when the limiter lets it, but reaches the server
// a little later, by a delay that varies: spaced exactly 1/N apart, N+1
// requests could land within one second of the server's clock. With the
// margin, N+1 requests span at least a second and this margin.
const jitterMargin = 50 * time.Millisecond

// newLimiter spaces the attempts of a client so that no second sees more
// than perSecond of them, retries included; nil (no limit) for 0. The burst
// is one: a burst of N after a pause, followed by the steady rate, would put
// up to 2N in one second.
func newLimiter(perSecond int) *rate.Limiter {
	if perSecond <= 0 {
		return nil
	}
	return rate.NewLimiter(rate.Every((time.Second+jitterMargin)/time.Duration(perSecond)), 1)
}
