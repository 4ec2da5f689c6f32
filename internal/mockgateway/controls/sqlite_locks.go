package controls

import (
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway/console"
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

// SQLiteLocks is the state of SetSQLiteLocks.
type SQLiteLocks struct {
	mu   sync.Mutex
	hold time.Duration // how long a write holds the lock: the region call
	busy bool          // a write holds the database's write lock
}

// sqliteTimeout is how long an autocommit write waits for the lock
// (goodrain_web/settings.py OPTIONS timeout).
const sqliteTimeout = 20 * time.Second

// Set (the front door's SetSQLiteLocks) answers a write that starts while
// another write of any component is in flight with the console's 500 "database is locked", and
// holds each write for hold before it runs, as the console holds its
// transaction across the region call; a port add waits for the lock
// instead. A hold of 0 turns it off. The writes are those of the
// components' ports (add, update, delete), variables (an upsert that names
// any), scaling, their delete, image change and build, their custom
// domains' create and delete, and the updates of HTTP rules.
func (l *SQLiteLocks) Set(hold time.Duration) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.hold = hold
	l.busy = false
}

// sqliteLockedWrite is the set of operations SetSQLiteLocks holds.
var sqliteLockedWrite = map[string]bool{
	console.OpAddPort: true, console.OpUpdatePort: true, console.OpDeletePort: true, console.OpUpdateComponentEnvs: true,
	console.OpScaleVertical: true, console.OpScaleHorizontal: true,
	console.OpDeleteComponent: true, console.OpChangeComponentImage: true, console.OpBuildComponent: true,
	console.OpCreateHTTPDomain: true, console.OpDeleteHTTPDomain: true, console.OpUpdateHTTPRule: true, console.OpUpdateDomainRule: true,
}

// sqliteAutocommit are the held writes the console runs outside a
// transaction: they wait for the lock (port_service.py add_service_port,
// not atomic).
var sqliteAutocommit = map[string]bool{console.OpAddPort: true}

// Enter takes the database's lock for a held write. It returns whether the
// write is refused, and the call that ends the hold.
func (l *SQLiteLocks) Enter(op string, _ *http.Request, body []byte) (refused bool, release func()) {
	l.mu.Lock()
	hold := l.hold
	l.mu.Unlock()
	if hold <= 0 || !sqliteLockedWrite[op] || (op == console.OpUpdateComponentEnvs && namesNoVariable(body)) {
		return false, func() {}
	}
	deadline := time.Now().Add(sqliteTimeout)
	for {
		l.mu.Lock()
		if !l.busy {
			break
		}
		l.mu.Unlock()
		if !sqliteAutocommit[op] || time.Now().After(deadline) {
			return true, func() {}
		}
		time.Sleep(time.Millisecond)
	}
	l.busy = true
	l.mu.Unlock()
	time.Sleep(hold)
	return false, func() {
		l.mu.Lock()
		l.busy = false
		l.mu.Unlock()
	}
}

// namesNoVariable reports the upsert of no variable, which only reads.
func namesNoVariable(body []byte) bool {
	var b struct {
		Envs []json.RawMessage `json:"envs"`
	}
	return json.Unmarshal(body, &b) == nil && len(b.Envs) == 0
}

// LockedReply is the console's answer to a write the lock refused: the
// exception handler's 500 "database is locked", except for a component
// delete, whose service catches every exception of its transaction and
// answers 507 "删除异常" (app_manage.py delete, 1017-1047, after
// _create_delete_service_with_retry's three tries, 81-93); with force=1 the
// view then tries delete_again, which meets the lock too and raises 400
// "组件删除失败" (openapi/views/apps/apps.py delete, 429-448; app_manage.py
// delete_again, 1386-1402). Nothing is deleted either way (FACTS.md,
// "SQLite consoles").
func LockedReply(op string, r *http.Request) console.Reply {
	if op != console.OpDeleteComponent {
		return DatabaseLocked()
	}
	if n, err := strconv.Atoi(strings.TrimSpace(r.URL.Query().Get("force"))); err == nil && n != 0 {
		path := strings.TrimRight(r.URL.Path, "/")
		return console.BusinessError(http.StatusBadRequest, "delete component "+path[strings.LastIndex(path, "/")+1:]+" failure", "组件删除失败")
	}
	return console.BusinessError(http.StatusInsufficientStorage, "delete error", "删除异常")
}

// DatabaseLocked is the console's answer: the exception handler's 10401
// body for Django's OperationalError (console/views/base.py
// custom_exception_handler, its last branch).
func DatabaseLocked() console.Reply {
	rep := console.UnhandledError("OperationalError", "database is locked")
	if body, ok := rep.Body.(map[string]any); ok {
		body["error_details"] = map[string]any{"args": []string{"database is locked"}, "message": "database is locked", "module": "django.db.utils"}
	}
	return rep
}
