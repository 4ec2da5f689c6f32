package tfid

import "sync"

// Claims record which objects the resources of one run have taken, so that
// two resources taking the same object are noticed. The provider instance
// serves one Terraform walk, so a run's claims are all it can see; an object
// already in the state of another resource is beyond it.
type Claims struct {
	mu    sync.Mutex
	taken map[string]bool // kind + "/" + id
}

func NewClaims() *Claims { return &Claims{taken: map[string]bool{}} }

// Take records id under kind and reports whether it was free. Kinds keep
// apart claims that may repeat an id, such as the plan and the apply of
// the same resource.
func (c *Claims) Take(kind, id string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	key := kind + "/" + id
	if c.taken[key] {
		return false
	}
	c.taken[key] = true
	return true
}

// Taken reports whether id was taken under kind in this run.
func (c *Claims) Taken(kind, id string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.taken[kind+"/"+id]
}
