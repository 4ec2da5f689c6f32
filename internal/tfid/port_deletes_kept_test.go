package tfid

import (
	"context"
	"strings"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// A destroy claim and a claim of another resource whose state holds the
// port and keeps it clash, in either order and across spellings; a
// replaced resource's own destroy claims, and a port an aggregate only
// adds, do not.
func TestPortClaimsDeletesKept(t *testing.T) {
	ctx := context.Background()
	ref := func(service string) client.ComponentRef {
		return client.ComponentRef{TeamID: "t", RegionName: "r", AppID: 1, ServiceID: service}
	}
	deletesKept := func(cs []ClaimClash) bool {
		for _, c := range cs {
			if c.DeletesKept && !c.SamePort {
				return true
			}
		}
		return false
	}
	destroy := PortClaim{Ref: ref("web"), Port: 7912, Pass: PassDestroy}
	keep := PortClaim{Ref: ref(webID), Port: 7912, Pass: PassUpdate, Held: true, ID: "t/r/1/web/7912"}
	for name, tc := range map[string]struct {
		first, second PortClaim
		want          bool
	}{
		"destroy first":            {destroy, keep, true},
		"keep first":               {keep, destroy, true},
		"replaced resource's own":  {PortClaim{Ref: ref("web"), Port: 7912, Pass: PassDestroy, Replaced: true}, keep, false},
		"added, not held":          {destroy, PortClaim{Ref: ref("web"), Port: 7912, Pass: PassUpdate}, false},
		"another port of the same": {destroy, PortClaim{Ref: ref("web"), Port: 7913, Pass: PassUpdate, Held: true}, false},
		"the port of another":      {destroy, PortClaim{Ref: ref("api"), Port: 7912, Pass: PassUpdate, Held: true}, false},
	} {
		pc := NewPortClaims(sameAliasJudge{})
		pc.Claim(ctx, tc.first)
		if got := deletesKept(pc.Claim(ctx, tc.second)); got != tc.want {
			t.Errorf("%s: clash %t, want %t", name, got, tc.want)
		}
	}
	summary, detail := ExplainDeletesKept(keep, destroy, "port 7912")
	if summary != "Port 7912 would be deleted while another resource keeps it" {
		t.Errorf("summary %q", summary)
	}
	for _, want := range []string{"terraform state list -id=t/r/1/web/7912", "removed block", "destroy = false"} {
		if !strings.Contains(detail, want) {
			t.Errorf("the advice lacks %q:\n%s", want, detail)
		}
	}
}
