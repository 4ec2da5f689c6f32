package tfid

import (
	"context"
	"testing"
	"time"
)

// A create waits for a delete of the run that starts within the grace,
// learns whether it removed the object, and does not wait for an object
// no delete of the run holds.
func TestCreateWaitsForADeleteOfTheRun(t *testing.T) {
	ctx := context.Background()
	c := NewClaims()
	kind := ObjectClaim("x")
	if c.DeletedInThisRun(ctx, kind, "a", 50*time.Millisecond) || c.WaitForDelete(ctx, kind, "a") {
		t.Fatal("no delete holds a, yet the create waits for one")
	}
	go func() {
		time.Sleep(20 * time.Millisecond)
		done := c.Deleting(kind, "a")
		time.Sleep(150 * time.Millisecond)
		done(true)
	}()
	if !c.DeletedInThisRun(ctx, kind, "a", time.Second) {
		t.Fatal("a delete that starts within the grace is not seen")
	}
	if !c.WaitForDelete(ctx, kind, "a") {
		t.Fatal("the delete removed a, but the wait says otherwise")
	}
	c.Deleting(kind, "b")(false)
	if c.WaitForDelete(ctx, kind, "b") {
		t.Fatal("a failed delete counts as gone")
	}
	if !c.Taken(kind, "b") {
		t.Fatal("a delete does not hold its object")
	}
}
