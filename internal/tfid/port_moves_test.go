package tfid

import (
	"context"
	"testing"

	"github.com/hashicorp/terraform-plugin-go/tftypes"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// Moves of aliases between resources of one component are found, in
// either spelling of the component: a single move as such, a ring of three
// as a ring; another component's moves and moves inside one resource are
// not.
func TestPortClaimsAliasMoves(t *testing.T) {
	ctx := context.Background()
	ref := func(service string) client.ComponentRef {
		return client.ComponentRef{TeamID: "t", RegionName: "r", AppID: 1, ServiceID: service}
	}
	cfg := func(s string) tftypes.Value { return tftypes.NewValue(tftypes.String, s) }
	claim := func(pc *PortClaims, service string, port int64, from, to, config string) []AliasMove {
		c := PortClaim{Ref: ref(service), Port: port, From: from, Alias: to, Pass: PassUpdate, Config: cfg(config)}
		pc.Claim(ctx, c)
		return pc.AliasMoves(ctx, c)
	}

	pc := NewPortClaims(sameAliasJudge{})
	if m := claim(pc, "web", 1, "A", "B", "r1"); len(m) != 0 {
		t.Fatalf("first move: %v", m)
	}
	if m := claim(pc, "api", 2, "B", "C", "r2"); len(m) != 0 {
		t.Fatalf("another component's move linked: %v", m)
	}
	if m := claim(pc, "web", 3, "X", "Y", "r1"); len(m) != 0 {
		t.Fatalf("an unrelated move of the same resource linked: %v", m)
	}
	m := claim(pc, webID, 2, "B", "C", "r3")
	if len(m) != 1 || m[0].With.Port != 1 || len(m[0].Ring) != 0 {
		t.Fatalf("a move of B from port 2 to port 1: %+v, want one move, no ring", m)
	}
	m = claim(pc, "web", 4, "C", "A", "r4")
	if len(m) == 0 || len(m[0].Ring) != 3 {
		t.Fatalf("ring A->B->C->A: %+v, want a ring of 3", m)
	}

	inside := NewPortClaims(sameAliasJudge{})
	claim(inside, "web", 1, "A", "B", "one")
	if m := claim(inside, "web", 2, "B", "A", "one"); len(m) != 0 {
		t.Fatalf("a swap inside one resource (its own check's): %v", m)
	}
}
