package tfid

import (
	"context"
	"testing"

	"github.com/hashicorp/terraform-plugin-go/tftypes"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// The update and create passes of one resource's `-replace` are one claim
// only when the create carries the update's token; a new block with the
// very configuration of a block in state carries none and clashes, in
// either order of planning.
func TestPortClaimsReplaceNeedsTheUpdatesToken(t *testing.T) {
	ctx := context.Background()
	ref := client.ComponentRef{TeamID: "t", RegionName: "r", AppID: 1, ServiceID: "web"}
	config := tftypes.NewValue(tftypes.String, "same block")
	update := PortClaim{Ref: ref, Port: 80, Pass: PassUpdate, Config: config, Token: "tok", ID: "t/r/1/web/80"}
	cases := map[string]struct {
		first, second PortClaim
		clash         bool
	}{
		"replace of one resource": {update, PortClaim{Ref: ref, Port: 80, Pass: PassCreate, Config: config, Token: "tok"}, false},
		"new identical block":     {update, PortClaim{Ref: ref, Port: 80, Pass: PassCreate, Config: config}, true},
		"new block planned first": {PortClaim{Ref: ref, Port: 80, Pass: PassCreate, Config: config}, update, true},
		"another update's token":  {update, PortClaim{Ref: ref, Port: 80, Pass: PassCreate, Config: config, Token: "other"}, true},
		"update without a token":  {PortClaim{Ref: ref, Port: 80, Pass: PassUpdate, Config: config}, PortClaim{Ref: ref, Port: 80, Pass: PassCreate, Config: config}, true},
	}
	for name, c := range cases {
		pc := NewPortClaims(sameAliasJudge{})
		pc.Claim(ctx, c.first)
		got := pc.Claim(ctx, c.second)
		if clash := len(got) == 1 && got[0].SamePort; clash != c.clash {
			t.Errorf("%s: clashes %+v, want a same-port clash %v", name, got, c.clash)
		}
	}
}
