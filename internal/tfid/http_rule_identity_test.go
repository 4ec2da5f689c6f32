package tfid

import "testing"

// Both rule resources write one canonical ID: the team by tenant id when
// the platform reports it, the configured team otherwise.
func TestHTTPRuleCanonicalID(t *testing.T) {
	if got := HTTPRuleCanonicalID("t-123", "dev-team", "east", 7, "r1"); got != "t-123/east/7/r1" {
		t.Errorf("with a tenant id: %q", got)
	}
	if got := HTTPRuleCanonicalID("", "dev-team", "east", 7, "r1"); got != "dev-team/east/7/r1" {
		t.Errorf("without a tenant id: %q", got)
	}
	if _, err := HTTPRuleIDFormat.Parse("t-123/east/7/r1"); err != nil {
		t.Errorf("the canonical ID does not parse back: %v", err)
	}
}
