package controls

import "testing"

// The refusal is the console's body for Django's OperationalError.
func TestSQLiteLocksAnswerTheConsoleBody(t *testing.T) {
	rep := DatabaseLocked()
	b := rep.Body.(map[string]any)
	if rep.Status != 500 || b["code"] != 10401 || b["msg"] != "database is locked" || b["error_type"] != "OperationalError" {
		t.Fatalf("body %v", b)
	}
}
