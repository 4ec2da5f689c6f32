package client

import (
	"bytes"
	"context"
	"io"
	"net/http"
)

// A console on SQLite answers 500 {"code": 10401, "msg": "database is
// locked", "error_type": "OperationalError", ...} when a write's
// transaction, having read, reaches its first write while another request
// holds the database's write lock: SQLite refuses the upgrade at once
// instead of waiting (mockgateway/FACTS.md, "SQLite consoles"). The
// transaction is rolled back, but the region calls it made before that
// first write stay made, so an operation may be sent again only where
// those calls, made twice, leave what one would:
//
//   - DeletePort: the refusal comes after the region deleted the port and
//     its variables (console port_service.py delete_port_by_container_port:
//     the region call at line 487, the first write at 492), and the region's
//     deletes of a port or variable that is gone succeed (gorm deletes of
//     no row); a second attempt redoes the whole delete.
//   - UpdatePort with action close_outer: its first write, the port's
//     is_outer_service, comes before any region call (__close_outer).
//   - UpdatePort with action open_inner: its first write, the delete of the
//     port's variables (port_service.py __open_inner, 965; env_service.py
//     delete_env_by_container_port, 257), comes before the region's open
//     (985), after only the region's deletes of those variables, which a
//     second call repeats as no-ops (gorm deletes of no row).
//   - UpdatePort with action close_inner: the region's close (__close_inner,
//     1004) comes before the first write (1010), and a second close of a
//     closed port is answered 200 "already close" (rainbond
//     api/controller/resources.go PortInnerController, 1663; the console
//     takes any 200), after which the console writes what the first
//     attempt could not.
//   - UpdatePort with action change_protocol: the region call
//     (port_service.py __change_protocol, update_service_port at 1030, the
//     save at 1031) overwrites the region's port record with the port the
//     console sends (rainbond api/handler/service.go PortVar "update",
//     UpdateModel of every field), which a second call leaves as the first
//     did; the console, rolled back, still has the old protocol and sends the
//     same call again.
//   - DeleteComponent: the console answers its refusal as 507 "删除异常"
//     (delete_rolled_back.go); the region's delete comes first and its 404
//     for a component gone is taken as done, so a second attempt redoes the
//     whole delete.
//
// Every other port, variable, rule and scaling write calls the region
// before it first writes in a way a second call does not leave as one did
// (add a port a second time, or open a TCP port's outer service twice, and
// the region holds two), so its refusal is reported, not repeated.
//
// The provider sends one write per component at a time, and after the
// first refusal of a run one write at a time in all
// (platform/write_order.go), repeating there the refused write where it is
// safe.

// databaseLockedHint follows the refusal in an error. The refused write
// was not recorded by the console, though the region may have applied its
// part; the next apply reads the console and plans it again.
const databaseLockedHint = "the console's SQLite database takes one write at a time and refused this one while another was in progress; " +
	"the provider now sends one write at a time for the rest of this apply. The console did not record this change (its region may have applied its part): " +
	"the next apply plans it again from what the console shows. -parallelism=1, or a console on MySQL, avoids the refusal"

// lockRepeatableAction reports the port actions whose refusal may be sent
// again (see above).
func lockRepeatableAction(action string) bool {
	switch action {
	case "close_outer", "change_protocol", "open_inner", "close_inner":
		return true
	}
	return false
}

// LockRefusalRepeatable reports whether err is SQLite's refusal of an
// operation that may be sent again: its region calls, made twice, leave
// what one would.
func LockRefusalRepeatable(err error) bool {
	ae, ok := AsAPIError(err)
	return ok && ae.lockRepeatable && IsDatabaseLocked(err)
}

// lockRefusalRepeatable marks an operation whose "database is locked"
// refusal may be sent again.
type lockRefusalRepeatable bool

type callerRepeatsKey struct{}

// CallerRepeatsLockRefusals marks the calls made with the context it
// returns as ones whose caller handles SQLite's refusal itself: the client
// then reports a refusal at once, even of an operation it would otherwise
// send again, so that the caller learns of it before anything is repeated
// (the provider's write order first makes the writes go one at a time,
// then sends the write again alone).
func CallerRepeatsLockRefusals(ctx context.Context) context.Context {
	return context.WithValue(ctx, callerRepeatsKey{}, true)
}

func callerRepeats(ctx context.Context) bool {
	v, _ := ctx.Value(callerRepeatsKey{}).(bool)
	return v
}

// IsDatabaseLocked reports the console's 500 "database is locked", or an
// operation's own answer for it (a component delete's 507,
// delete_rolled_back.go).
func IsDatabaseLocked(err error) bool {
	ae, ok := AsAPIError(err)
	return ok && (ae.lockAnswer ||
		ae.StatusCode == http.StatusInternalServerError && saysDatabaseLocked(errorBody{Message: ae.Message, Texts: ae.texts}))
}

func saysDatabaseLocked(eb errorBody) bool {
	for _, t := range append([]string{eb.Message}, eb.Texts...) {
		if t == "database is locked" {
			return true
		}
	}
	return false
}

// databaseLocked reports whether a 500 answer is SQLite's refusal. The
// body is read and put back, so that an answer not repeated still carries
// it to the caller.
func databaseLocked(resp *http.Response) bool {
	if resp.Body == nil {
		return false
	}
	body, err := io.ReadAll(io.LimitReader(resp.Body, maxAnswer))
	_ = resp.Body.Close()
	resp.Body = io.NopCloser(bytes.NewReader(body))
	return err == nil && saysDatabaseLocked(decodeError(body))
}
