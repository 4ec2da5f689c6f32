package tfid

import (
	"fmt"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

func TestCreateAttemptsJudge(t *testing.T) {
	lost := fmt.Errorf("connection reset: %w", client.ErrOutcomeUnknown)
	refused := &client.APIError{Operation: "Create", StatusCode: 400, Message: "already exists"}
	retriedRefusal := &client.APIError{Operation: "Create", StatusCode: 409, EarlierAttemptMayHaveActed: true}
	cases := []struct {
		name     string
		attempts []error
		found    Found
		want     Verdict
	}{
		{"nothing in the way", []error{lost}, Found{}, NothingFound},
		{"a first attempt meets a matching object", []error{refused}, Found{Exists: true, Matches: true}, RefuseExisting},
		{"a first attempt meets another object", []error{refused}, Found{Exists: true}, RefuseExisting},
		{"a second attempt after a refusal meets a matching object", []error{refused, refused}, Found{Exists: true, Matches: true}, RefuseExisting},
		{"after a lost answer, a matching object", []error{lost}, Found{Exists: true, Matches: true}, Adopt},
		{"after a lost answer then a refusal, a matching object", []error{lost, refused}, Found{Exists: true, Matches: true}, Adopt},
		{"a client retry after a lost attempt", []error{retriedRefusal}, Found{Exists: true, Matches: true}, Adopt},
		{"after a lost answer, an object with other settings", []error{lost}, Found{Exists: true}, RefuseOther},
		{"after a lost answer, an object another resource holds", []error{lost}, Found{Exists: true, Matches: true, ClaimedBy: "rainbond_x.y"}, RefuseClaimed},
		{"no attempt yet", nil, Found{Exists: true, Matches: true}, RefuseExisting},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var c CreateAttempts
			c.Before(Found{})
			for _, err := range tc.attempts {
				c.Failed(err)
			}
			if got := c.Judge(tc.found); got != tc.want {
				t.Fatalf("Judge(%+v) after %v = %v, want %v", tc.found, tc.attempts, got, tc.want)
			}
			if c.Count() != len(tc.attempts) {
				t.Fatalf("Count() = %d, want %d", c.Count(), len(tc.attempts))
			}
		})
	}
}

// Before is the read ahead of the first attempt: an object already there
// is refused with no attempt made, and is never adopted afterwards, even
// after a lost answer; a create that skipped the read adopts nothing.
func TestCreateAttemptsBefore(t *testing.T) {
	lost := fmt.Errorf("connection reset: %w", client.ErrOutcomeUnknown)
	mine := Found{Exists: true, Matches: true, ID: "7"}

	var fresh CreateAttempts
	if got := fresh.Before(Found{}); got != NothingFound {
		t.Fatalf("Before(nothing) = %v, want NothingFound", got)
	}
	fresh.Failed(lost)
	if got := fresh.Judge(mine); got != Adopt {
		t.Fatalf("an object that was not there before, after a lost answer: %v, want Adopt", got)
	}

	var console CreateAttempts
	if got := console.Before(mine); got != RefuseExisting {
		t.Fatalf("Before(existing) = %v, want RefuseExisting", got)
	}
	console.Failed(lost)
	if got := console.Judge(mine); got != RefuseExisting {
		t.Fatalf("an object seen before the first attempt, after a lost answer: %v, want RefuseExisting", got)
	}

	var held CreateAttempts
	if got := held.Before(Found{Exists: true, ID: "7", ClaimedBy: "rainbond_x.y"}); got != RefuseClaimed {
		t.Fatalf("Before(held by another resource) = %v, want RefuseClaimed", got)
	}

	var blind CreateAttempts
	blind.Failed(lost)
	if got := blind.Judge(mine); got != RefuseExisting {
		t.Fatalf("a create that never looked before: %v, want RefuseExisting", got)
	}
	if blind.Looked() || !fresh.Looked() {
		t.Fatal("Looked() does not say whether Before was called")
	}
}

// Hold and HeldBy feed Found.ClaimedBy: an object one resource of the run
// holds is refused to every other create of the run, and a nil Claims
// (an unconfigured resource) holds nothing.
func TestClaimsHoldAndHeldBy(t *testing.T) {
	kind := ObjectClaim("certificate")
	c := NewClaims()
	if got := c.HeldBy(kind, "8", "another"); got != "" {
		t.Fatalf("HeldBy before Hold = %q", got)
	}
	c.Hold(kind, "8")
	if got := c.HeldBy(kind, "8", "another"); got != "another" {
		t.Fatalf("HeldBy after Hold = %q", got)
	}
	if got := c.HeldBy(ObjectClaim("app"), "8", "another"); got != "" {
		t.Fatalf("another kind's id 8 counted as held: %q", got)
	}
	var attempts CreateAttempts
	attempts.Failed(fmt.Errorf("lost: %w", client.ErrOutcomeUnknown))
	if v := attempts.Judge(Found{Exists: true, Matches: true, ClaimedBy: c.HeldBy(kind, "8", "another")}); v != RefuseClaimed {
		t.Fatalf("a held certificate judged %v", v)
	}
	var none *Claims
	none.Hold(kind, "8")
	if none.HeldBy(kind, "8", "another") != "" {
		t.Fatal("a nil Claims holds something")
	}
}
