package client

import (
	"context"
	"net/url"
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// jitterMargin is the part of each second the limiter leaves unused. A
// request leaves the client when the limiter lets it, but reaches the server
// a little later, by a delay that varies (a new connection takes longer
// than a reused one): spaced exactly 1/N apart, N+1 requests could land
// within one second of the server's clock. With the margin, N+1 requests
// span at least a second and this margin, so delays that differ by less
// than it keep the limit.
const jitterMargin = 100 * time.Millisecond

// pacer spaces the attempts of the clients that share it.
type pacer struct {
	turn    chan struct{} // one waiter at a time; a channel, so that Ctrl-C ends the wait for it
	limiter *rate.Limiter
}

// limiterKey is one platform and one limit.
type limiterKey struct {
	origin    string // scheme://host[:port]
	perSecond int
}

// pacers are shared by every client of the process with the same key: a
// provider configured again in one process (as in-process tests do) keeps
// one pace toward the platform, instead of a fresh allowance per client.
var pacers = struct {
	sync.Mutex
	byKey map[limiterKey]*pacer
}{byKey: map[limiterKey]*pacer{}}

// pacerFor spaces the attempts to a platform so that no second sees more
// than perSecond of them, retries included; nil (no limit) for 0. The burst
// is one: a burst of N after a pause, followed by the steady rate, would put
// up to 2N in one second.
//
// A new pacer starts empty, so the first request waits one interval too.
// One terraform command runs the provider in several processes one after
// the other (validate, plan, apply), each with its own pacer: starting
// empty keeps the pace across the change of process, where the next
// process would otherwise send at once after the last request of the one
// before.
func pacerFor(base *url.URL, perSecond int) *pacer {
	if perSecond <= 0 {
		return nil
	}
	key := limiterKey{origin: base.Scheme + "://" + base.Host, perSecond: perSecond}
	pacers.Lock()
	defer pacers.Unlock()
	p, ok := pacers.byKey[key]
	if !ok {
		p = &pacer{
			turn:    make(chan struct{}, 1),
			limiter: rate.NewLimiter(rate.Every((time.Second+jitterMargin)/time.Duration(perSecond)), 1),
		}
		p.limiter.Allow() // takes the one token it starts with
		pacers.byKey[key] = p
	}
	return p
}

// wait returns when the next attempt may go, or when ctx ends.
func (p *pacer) wait(ctx context.Context) error {
	select {
	case p.turn <- struct{}{}:
	case <-ctx.Done():
		return ctx.Err()
	}
	defer func() { <-p.turn }()
	if err := p.limiter.Wait(ctx); err != nil {
		return err
	}
	// A busy machine may wake this attempt late. The bucket filled in the
	// meantime and would let the next attempt follow at once, closer than
	// the interval: empty it, so that the interval counts from now.
	now := time.Now()
	p.limiter.SetBurstAt(now, 0)
	p.limiter.SetBurstAt(now, 1)
	return nil
}
