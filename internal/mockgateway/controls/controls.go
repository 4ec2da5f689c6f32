package controls

import (
	"math/rand"
	"sync"
	"time"
)

// Controls holds the test knobs. It has its own lock so that hooks never
// wait for a slow request.
type Controls struct {
	mu        sync.Mutex
	faults    []*faultEntry
	nextID    int
	chaos     *Chaos
	rng       *rand.Rand
	latency   time.Duration
	opLatency map[string]time.Duration
	late      []*lateCommit
	counts    map[string]int
	log       []*RequestRecord
	seq       int
}

// Init readies the knobs before the gateway serves.
func (c *Controls) Init() {
	c.opLatency = map[string]time.Duration{}
	c.counts = map[string]int{}
}
