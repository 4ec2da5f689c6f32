package client

import (
	"context"
	"testing"
)

// A protocol change is sent again after "database is locked": its region
// call overwrites the port record, which a second call leaves as it was.
// LockRefusalRepeatable tells the provider's write order which refusals
// it may send again once the writes go one at a time.
func TestDatabaseLockedRepeatsAProtocolChange(t *testing.T) {
	ctx := context.Background()
	port := `{"code":200,"msg":"success","msg_show":"ok","data":{"bean":{"container_port":8080,"protocol":"udp"}}}`
	var seen []recorded
	c := newTestClient(t, lockedOnce(port, &seen))
	if _, err := c.UpdatePort(ctx, testComponent, 8080, UpdatePortRequest{Action: "change_protocol", Protocol: "udp"}); err != nil || len(seen) != 2 {
		t.Fatalf("err %v after %d attempts, want success after 2", err, len(seen))
	}

	noRetry := func(cfg *Config) { cfg.MaxRetries = 0 }
	for action, want := range map[string]bool{
		"change_protocol": true, "close_outer": true, "open_inner": true, "close_inner": true,
		"open_outer": false, "only_open_outer": false, "change_port_alias": false,
	} {
		seen = nil
		c = newTestClient(t, lockedOnce(port, &seen), noRetry)
		_, err := c.UpdatePort(ctx, testComponent, 8080, UpdatePortRequest{Action: action})
		if !IsDatabaseLocked(err) || LockRefusalRepeatable(err) != want {
			t.Errorf("%s: err %v, repeatable %v, want %v", action, err, LockRefusalRepeatable(err), want)
		}
	}
	seen = nil
	c = newTestClient(t, lockedOnce(port, &seen), noRetry)
	_, err := c.UpdateComponentEnvs(ctx, testComponent, []ComponentEnv{{Name: "A", Value: "1"}})
	if !IsDatabaseLocked(err) || LockRefusalRepeatable(err) {
		t.Errorf("variables: err %v, want a refusal that is not repeatable", err)
	}
}

// A caller that repeats refused writes itself (the provider's write order)
// gets the first refusal at once, even of a write the client would send
// again, so that it learns of the refusal before anything is repeated.
func TestDatabaseLockedReportedToACallerThatRepeats(t *testing.T) {
	port := `{"code":200,"msg":"success","msg_show":"ok","data":{"bean":{"container_port":8080,"protocol":"udp"}}}`
	var seen []recorded
	c := newTestClient(t, lockedOnce(port, &seen))
	ctx := CallerRepeatsLockRefusals(context.Background())
	_, err := c.UpdatePort(ctx, testComponent, 8080, UpdatePortRequest{Action: "change_protocol", Protocol: "udp"})
	if len(seen) != 1 || !IsDatabaseLocked(err) || !LockRefusalRepeatable(err) {
		t.Fatalf("err %v after %d attempts, want the repeatable refusal after 1", err, len(seen))
	}
}
