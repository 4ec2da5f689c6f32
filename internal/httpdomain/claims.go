package httpdomain

import (
	"context"
	"time"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// The rules that the resources of one walk hold. Every rainbond_http_domain
// that creates, updates or deletes a rule claims it, so that a create of the
// same walk that meets the rule (the platform refuses a second rule of the
// same component, port, domain and path) never takes it: it is another
// resource's (tfid.RefuseClaimed). A delete also says when it is done, so
// that a create whose rule waits on the delete of an equal one (a renamed
// for_each key, whose destroy Terraform runs beside the create) can try
// again then.
var (
	claimHeld = tfid.ObjectClaim("http_domain")
)

const (
	claimDeleting   = "http_domain/deleting"
	claimDeleteDone = "http_domain/delete-done"
)

// hold claims the rule a resource writes.
func (r *domainResource) hold(ruleID string) {
	if r.claims != nil && ruleID != "" {
		r.claims.Take(claimHeld, ruleID)
	}
}

// deleting claims the rule a resource deletes; done is called once the
// delete has ended, saying whether the rule is gone.
func (r *domainResource) deleting(ruleID string) (done func(gone bool)) {
	if r.claims == nil || ruleID == "" {
		return func(bool) {}
	}
	r.claims.Take(claimHeld, ruleID)
	r.claims.Take(claimDeleting, ruleID)
	return func(gone bool) {
		if !gone {
			r.claims.Take(claimDeleteFailed, ruleID)
		}
		r.claims.Take(claimDeleteDone, ruleID)
	}
}

// claimedBy names the holder of a rule found in a create's way, or "".
func (r *domainResource) claimedBy(found *client.AppHTTPRule) string {
	if found == nil || r.claims == nil || !r.claims.Taken(claimHeld, found.HTTPRuleID) {
		return ""
	}
	if r.claims.Taken(claimDeleting, found.HTTPRuleID) {
		return "a rainbond_http_domain that this apply destroys"
	}
	return "another rainbond_http_domain of this configuration"
}

// deleteGrace is how long a create that meets a rule nobody in the walk
// holds gives this walk's destroys to claim it. Terraform runs the destroy
// of a renamed key beside the create of the new one, so the destroy may
// start a moment after the create met its rule.
var deleteGrace = time.Second

// deletedSoonInThisRun reports whether a destroy of this walk claims the
// rule found within deleteGrace.
func (r *domainResource) deletedSoonInThisRun(ctx context.Context, found *client.AppHTTPRule) bool {
	if found == nil || r.claims == nil {
		return false
	}
	return tfid.PollUntil(ctx, deleteGrace, func() bool { return r.claims.Taken(claimDeleting, found.HTTPRuleID) })
}

// waitForDelete waits, within the create's deadline, until the walk's
// delete of the rule has ended; false when no delete of the walk holds
// it, or the deadline came first.
func (r *domainResource) waitForDelete(ctx context.Context, ruleID string) bool {
	if r.claims == nil || !r.claims.Taken(claimDeleting, ruleID) {
		return false
	}
	return tfid.PollUntil(ctx, 0, func() bool { return r.claims.Taken(claimDeleteDone, ruleID) }) && !r.deleteFailed(ruleID)
}

// deleteFailed is set by a delete that ended without removing the rule.
func (r *domainResource) deleteFailed(ruleID string) bool {
	return r.claims != nil && r.claims.Taken(claimDeleteFailed, ruleID)
}

const claimDeleteFailed = "http_domain/delete-failed"
