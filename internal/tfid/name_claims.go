package tfid

import "sync"

// NameClaims notices, during one Terraform walk, two resources of one
// configuration that plan objects of one name in one scope, where the
// platform keeps no name unique but the provider must tell its objects
// apart by it (a third-party component's name in its app). The apply
// would make one and refuse the other at every apply; the plan fails
// instead. The scope must name its objects in one form only (an app id,
// unique across teams), so no lookup is needed.
type NameClaims struct {
	mu    sync.Mutex
	byKey map[string][]ResourcePass
}

func NewNameClaims() *NameClaims { return &NameClaims{byKey: map[string][]ResourcePass{}} }

// Claim records the pass p of a resource on key and reports an earlier
// claim of key by another resource (the two passes of one resource's
// replacement are one resource). A nil NameClaims claims nothing.
func (nc *NameClaims) Claim(key string, p ResourcePass) (ResourcePass, bool) {
	if nc == nil {
		return ResourcePass{}, false
	}
	nc.mu.Lock()
	defer nc.mu.Unlock()
	var clash *ResourcePass
	for i, e := range nc.byKey[key] {
		if !e.replaces(p) {
			clash = &nc.byKey[key][i]
			break
		}
	}
	nc.byKey[key] = append(nc.byKey[key], p)
	if clash == nil {
		return ResourcePass{}, false
	}
	return *clash, true
}
