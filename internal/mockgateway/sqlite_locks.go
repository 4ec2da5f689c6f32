package mockgateway

import (
	"encoding/json"
	"net/http"
	"sync"
	"time"
)

// SQLite locks: a console on SQLite (its default database) runs most writes
// of a component in one transaction that reads, calls the region, then
// writes. A transaction that reaches its first write while another request
// holds the database's write lock is refused at once: 500 "database is
// locked", after its region call (FACTS.md, "SQLite consoles"). The lock
// is the whole database's: writes of two components meet as two writes of
// one do. A port add runs outside a transaction (autocommit), so it waits
// for the lock instead, up to the console's 20 s timeout. SetSQLiteLocks
// makes the mock answer so, so that a test can prove what the provider
// does on such a console.

// sqliteLocks is the state of SetSQLiteLocks.
type sqliteLocks struct {
	mu   sync.Mutex
	hold time.Duration // how long a write holds the lock: the region call
	busy bool          // a write holds the database's write lock
}

// sqliteTimeout is how long an autocommit write waits for the lock
// (goodrain_web/settings.py OPTIONS timeout).
const sqliteTimeout = 20 * time.Second

// SetSQLiteLocks answers a write that starts while another write of any
// component is in flight with the console's 500 "database is locked", and
// holds each write for hold before it runs, as the console holds its
// transaction across the region call; a port add waits for the lock
// instead. A hold of 0 turns it off. The writes are those of the
// components' ports (add, update, delete), variables (an upsert that names
// any), scaling, their delete, image change and build, their custom
// domains' create and delete, and the updates of HTTP rules.
func (g *Gateway) SetSQLiteLocks(hold time.Duration) {
	g.locks.mu.Lock()
	defer g.locks.mu.Unlock()
	g.locks.hold = hold
	g.locks.busy = false
}

// sqliteLockedWrite is the set of operations SetSQLiteLocks holds.
var sqliteLockedWrite = map[string]bool{
	OpAddPort: true, OpUpdatePort: true, OpDeletePort: true, OpUpdateComponentEnvs: true,
	OpScaleVertical: true, OpScaleHorizontal: true,
	OpDeleteComponent: true, OpChangeComponentImage: true, OpBuildComponent: true,
	OpCreateHTTPDomain: true, OpDeleteHTTPDomain: true, OpUpdateHTTPRule: true, OpUpdateDomainRule: true,
}

// sqliteAutocommit are the held writes the console runs outside a
// transaction: they wait for the lock (port_service.py add_service_port,
// not atomic).
var sqliteAutocommit = map[string]bool{OpAddPort: true}

// enterSQLiteLock takes the database's lock for a held write. It returns
// whether the write is refused, and the call that ends the hold.
func (g *Gateway) enterSQLiteLock(op string, _ *http.Request, body []byte) (refused bool, release func()) {
	g.locks.mu.Lock()
	hold := g.locks.hold
	g.locks.mu.Unlock()
	if hold <= 0 || !sqliteLockedWrite[op] || (op == OpUpdateComponentEnvs && namesNoVariable(body)) {
		return false, func() {}
	}
	deadline := time.Now().Add(sqliteTimeout)
	for {
		g.locks.mu.Lock()
		if !g.locks.busy {
			break
		}
		g.locks.mu.Unlock()
		if !sqliteAutocommit[op] || time.Now().After(deadline) {
			return true, func() {}
		}
		time.Sleep(time.Millisecond)
	}
	g.locks.busy = true
	g.locks.mu.Unlock()
	time.Sleep(hold)
	return false, func() {
		g.locks.mu.Lock()
		g.locks.busy = false
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
