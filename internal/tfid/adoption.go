package tfid

import (
	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// The one adoption rule of the provider. A create that meets an existing
// object (the platform says "already exists", or a look after a lost
// answer finds one) may keep that object only when it is this create's
// own: when an earlier attempt of the same create may have acted on the
// platform, the object was not there before the first attempt, it matches
// what the create asked for, and no other resource of this run holds it.
// A first attempt that meets an object never adopts it, however alike: it
// predates the apply, and may be a console object or another resource's,
// which destroy would then delete.
//
// "Not there before" is known, not guessed: before its first attempt a
// create reads whether an object of its unique key exists (one request, or
// a cached list where the family has one) and hands the result to Before.
// An object found then is refused at once, with no write at all; after a
// failed attempt, only an object that Before did not see can be adopted. A
// create that never called Before adopts nothing.
//
// Every family's create goes through CreateAttempts, Before and Judge; the
// test TestFamiliesAdoptOnlyThroughTheRule fails for a family that decides
// on its own or skips the read before.

// CreateAttempts follows the attempts of one create. The zero value is a
// create that has not been tried yet.
type CreateAttempts struct {
	n      int
	acted  bool            // some earlier attempt may have been applied
	looked bool            // Before was called: the create knows what was there
	before map[string]bool // ids of the objects of the key seen by Before
}

// Before records what the read made before the first attempt found, and
// judges it: an object of the create's key that is already there is
// refused (RefuseClaimed when another resource of this run holds it,
// RefuseExisting otherwise), and the create must fail with the import
// hint without writing anything. NothingFound lets the create go on. The
// found object's ID is remembered, so that it is never adopted later
// even if a family goes on.
func (c *CreateAttempts) Before(f Found) Verdict {
	c.looked = true
	if !f.Exists {
		return NothingFound
	}
	if c.before == nil {
		c.before = map[string]bool{}
	}
	c.before[f.ID] = true
	if f.ClaimedBy != "" {
		return RefuseClaimed
	}
	return RefuseExisting
}

// Looked reports whether Before was called.
func (c *CreateAttempts) Looked() bool { return c.looked }

// Failed records the error of the attempt just made. A later attempt that
// meets an existing object can then tell whether an earlier one may have
// made it: its answer was lost, or was a 5xx on a write, or a retry inside
// the client followed such an attempt.
func (c *CreateAttempts) Failed(err error) {
	c.n++
	if client.MayHaveActed(err) {
		c.acted = true
	}
}

// Count is the number of attempts recorded so far.
func (c *CreateAttempts) Count() int { return c.n }

// MayHaveActed reports whether some attempt recorded so far may have been
// applied by the platform, so that an object found now may be this
// create's.
func (c *CreateAttempts) MayHaveActed() bool { return c.acted }

// Found is what a create learns of an existing object in its way.
type Found struct {
	Exists bool // an object of the create's unique key exists
	// ID is the object's id on the platform (any stable spelling the
	// family uses for it), so that an object seen before the first
	// attempt is known again after it.
	ID      string
	Matches bool // its settings are the ones the create asked for
	// ClaimedBy names the other resource of this run that holds the
	// object, or is empty.
	ClaimedBy string
}

// Verdict is what a create does with an existing object.
type Verdict int

const (
	// NothingFound: no object is in the way; the create may try again or
	// report its own error.
	NothingFound Verdict = iota
	// Adopt: the object is this create's own; keep it.
	Adopt
	// RefuseExisting: the object predates this create (a first attempt met
	// it); fail with an import hint.
	RefuseExisting
	// RefuseOther: an earlier attempt may have acted, but the object found
	// has other settings; fail with an import hint, never overwrite it.
	RefuseOther
	// RefuseClaimed: the object is held by another resource of this run.
	RefuseClaimed
)

// Judge applies the rule to an object found after the attempts recorded.
func (c *CreateAttempts) Judge(f Found) Verdict {
	switch {
	case !f.Exists:
		return NothingFound
	case f.ClaimedBy != "":
		return RefuseClaimed
	case !c.looked, c.before[f.ID]:
		// Without the read before, nothing shows the object is new; and
		// an object that read saw predates every attempt.
		return RefuseExisting
	case !c.acted:
		return RefuseExisting
	case !f.Matches:
		return RefuseOther
	}
	return Adopt
}

// ObjectClaim is the claim kind under which a resource of a run holds its
// platform object (a family prefix and the object's id), so that a create
// of the same run never adopts it.
func ObjectClaim(family string) string { return "object/" + family }

// Hold records that a resource of this run holds id under kind (an
// ObjectClaim), so that no other create of the run adopts it. A nil
// Claims holds nothing.
func (c *Claims) Hold(kind, id string) {
	if c != nil {
		c.Take(kind, id)
	}
}

// HeldBy is holder when another resource of this run holds id under kind,
// and empty otherwise: the ClaimedBy of a Found.
func (c *Claims) HeldBy(kind, id, holder string) string {
	if c != nil && c.Taken(kind, id) {
		return holder
	}
	return ""
}
