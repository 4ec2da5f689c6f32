package client

import (
	"bytes"
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
//
// Every other port, variable, rule and scaling write calls the region
// before it first writes (an add port a second time, or open a TCP port's
// outer service twice, and the region holds two), so its refusal is
// reported, not repeated. The provider sends one write per component at a
// time, so it meets the refusal only when another client writes at the
// same moment.

// databaseLockedHint follows the refusal in an error. The provider sends
// one write per component at a time, so the other write came from another
// component of the apply or from another client; with -parallelism=1 the
// apply sends one write at a time in all.
const databaseLockedHint = "the console's SQLite database takes one write at a time and refused this one while another was in progress; " +
	"run the apply again, with -parallelism=1 if it writes several components, or move the console to MySQL"

// lockRefusalRepeatable marks an operation whose "database is locked"
// refusal may be sent again.
type lockRefusalRepeatable bool

// IsDatabaseLocked reports the console's 500 "database is locked".
func IsDatabaseLocked(err error) bool {
	ae, ok := AsAPIError(err)
	return ok && ae.StatusCode == http.StatusInternalServerError && saysDatabaseLocked(errorBody{Message: ae.Message, Texts: ae.texts})
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
