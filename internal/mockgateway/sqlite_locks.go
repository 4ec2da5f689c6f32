package mockgateway

import (
	"encoding/json"
	"net/http"
	"strings"
	"sync"
	"time"
)

// SQLite locks: a console on SQLite (its default database) runs most writes
// of a component in one transaction that reads, calls the region, then
// writes. A transaction that reaches its first write while another request
// holds the write lock is refused at once: 500 "database is locked", after
// its region call (FACTS.md, "SQLite consoles"). SetSQLiteLocks makes the
// mock answer so when two writes of one component overlap, so that a test
// can prove the provider never sends them together.

// sqliteLocks is the state of SetSQLiteLocks.
type sqliteLocks struct {
	mu   sync.Mutex
	hold time.Duration   // how long a write holds its component: the region call
	busy map[string]bool // components with a write in flight
}

// SetSQLiteLocks answers a component write that starts while another write
// of the same component is in flight with the console's 500 "database is
// locked", and holds each such write for hold before it runs, as the
// console holds its transaction across the region call. A hold of 0 turns
// it off. The writes are those of the component's ports (add, update,
// delete), variables (an upsert that names any), scaling, its delete, image
// change and build, its custom domains' create and delete, and the updates
// of its HTTP rules.
func (g *Gateway) SetSQLiteLocks(hold time.Duration) {
	g.locks.mu.Lock()
	defer g.locks.mu.Unlock()
	g.locks.hold = hold
	g.locks.busy = map[string]bool{}
}

// sqliteLockedWrite is the set of operations SetSQLiteLocks holds.
var sqliteLockedWrite = map[string]bool{
	OpAddPort: true, OpUpdatePort: true, OpDeletePort: true, OpUpdateComponentEnvs: true,
	OpScaleVertical: true, OpScaleHorizontal: true,
	OpDeleteComponent: true, OpChangeComponentImage: true, OpBuildComponent: true,
	OpCreateHTTPDomain: true, OpDeleteHTTPDomain: true, OpUpdateHTTPRule: true, OpUpdateDomainRule: true,
}

// enterSQLiteLock takes the component of a held write. It returns whether
// the write is refused, and the call that ends the hold.
func (g *Gateway) enterSQLiteLock(op string, r *http.Request, body []byte) (refused bool, release func()) {
	g.locks.mu.Lock()
	hold := g.locks.hold
	g.locks.mu.Unlock()
	if hold <= 0 || !sqliteLockedWrite[op] || (op == OpUpdateComponentEnvs && namesNoVariable(body)) {
		return false, func() {}
	}
	key := g.writtenComponent(op, r, body)
	if key == "" {
		return false, func() {}
	}
	g.locks.mu.Lock()
	if g.locks.busy[key] {
		g.locks.mu.Unlock()
		return true, func() {}
	}
	g.locks.busy[key] = true
	g.locks.mu.Unlock()
	time.Sleep(hold)
	return false, func() {
		g.locks.mu.Lock()
		delete(g.locks.busy, key)
		g.locks.mu.Unlock()
	}
}

// namesNoVariable reports the upsert of no variable, which only reads.
func namesNoVariable(body []byte) bool {
	var b struct {
		Envs []json.RawMessage `json:"envs"`
	}
	return json.Unmarshal(body, &b) == nil && len(b.Envs) == 0
}

// writtenComponent is the id of the component a write changes, whatever
// spelling its path uses; "" when the mock does not know it.
func (g *Gateway) writtenComponent(op string, r *http.Request, body []byte) string {
	g.mu.Lock()
	defer g.mu.Unlock()
	switch op {
	case OpCreateHTTPDomain:
		var b struct {
			ServiceID string `json:"service_id"`
		}
		_ = json.Unmarshal(body, &b)
		return b.ServiceID
	case OpDeleteHTTPDomain, OpUpdateHTTPRule, OpUpdateDomainRule:
		if rule := g.st.Rule(pathSegmentAfter(r.URL.Path, "httpdomains", "domains")); rule != nil {
			return rule.ServiceID
		}
		return ""
	}
	team := g.st.Team(pathSegmentAfter(r.URL.Path, "teams"))
	if team == nil {
		return ""
	}
	if c := g.st.Component(team.TenantID, pathSegmentAfter(r.URL.Path, "services")); c != nil {
		return c.ServiceID
	}
	return ""
}

// pathSegmentAfter returns the segment that follows the first of names in
// path.
func pathSegmentAfter(path string, names ...string) string {
	parts := strings.Split(path, "/")
	for i := 0; i+1 < len(parts); i++ {
		for _, n := range names {
			if parts[i] == n {
				return parts[i+1]
			}
		}
	}
	return ""
}

// databaseLocked is the console's answer: the exception handler's 10401
// body for Django's OperationalError (console/views/base.py
// custom_exception_handler, its last branch).
func databaseLocked() reply {
	rep := unhandledError("OperationalError", "database is locked")
	if body, ok := rep.Body.(map[string]any); ok {
		body["error_details"] = map[string]any{"args": []string{"database is locked"}, "message": "database is locked", "module": "django.db.utils"}
	}
	return rep
}
