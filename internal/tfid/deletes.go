package tfid

import (
	"context"
	"time"
)

// Deletes of a run that a create may wait for. A renamed for_each key
// (no moved block) destroys the old resource and creates the new one in
// the same walk, side by side: the create meets the object of its unique
// key still held by the destroy. Rather than refuse it with an import
// hint for an object this very apply is deleting, the create waits for
// that delete to end, then goes on. A delete records itself with
// Deleting; a create asks DeletedInThisRun, then WaitForDelete.

func deletingKind(kind string) string   { return kind + "/deleting" }
func deleteDoneKind(kind string) string { return kind + "/delete-done" }
func deleteFailKind(kind string) string { return kind + "/delete-failed" }

// Deleting records that a resource of this run deletes id, held under
// kind; done is called once the delete has ended, saying whether the
// object is gone. A nil Claims records nothing.
func (c *Claims) Deleting(kind, id string) (done func(gone bool)) {
	if c == nil || id == "" {
		return func(bool) {}
	}
	c.Take(kind, id)
	c.Take(deletingKind(kind), id)
	return func(gone bool) {
		if !gone {
			c.Take(deleteFailKind(kind), id)
		}
		c.Take(deleteDoneKind(kind), id)
	}
}

// DeletedInThisRun reports whether a destroy of this run deletes id,
// giving it up to grace to start: Terraform may start the destroy a
// moment after the create that meets the object.
func (c *Claims) DeletedInThisRun(ctx context.Context, kind, id string, grace time.Duration) bool {
	if c == nil || id == "" {
		return false
	}
	return PollUntil(ctx, grace, func() bool { return c.Taken(deletingKind(kind), id) })
}

// WaitForDelete waits, within ctx, until this run's delete of id has
// ended; true when it removed the object.
func (c *Claims) WaitForDelete(ctx context.Context, kind, id string) bool {
	if c == nil || !c.Taken(deletingKind(kind), id) {
		return false
	}
	return PollUntil(ctx, 0, func() bool { return c.Taken(deleteDoneKind(kind), id) }) && !c.Taken(deleteFailKind(kind), id)
}

// DeleteGrace is how long a create that meets an object held in the run
// gives a destroy of the run to claim it.
var DeleteGrace = time.Second

// PollUntil checks cond every deletePoll until it holds (true), limit
// passes (0 for none) or ctx ends (false): how a create waits for a delete
// of the same run, in every family.
func PollUntil(ctx context.Context, limit time.Duration, cond func() bool) bool {
	var deadline <-chan time.Time
	if limit > 0 {
		t := time.NewTimer(limit)
		defer t.Stop()
		deadline = t.C
	}
	tick := time.NewTicker(deletePoll)
	defer tick.Stop()
	for !cond() {
		select {
		case <-ctx.Done():
			return false
		case <-deadline:
			return cond()
		case <-tick.C:
		}
	}
	return true
}

const deletePoll = 100 * time.Millisecond
