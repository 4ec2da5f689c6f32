package tfid

import (
	"context"
	"slices"
	"testing"

	"github.com/hashicorp/terraform-plugin-go/tftypes"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// Two resources holding a variable of one component clash once, naming
// the variables they share, whether they write the component by alias or
// by id; other components, other apps and other names do not; the two
// passes of one resource's replacement are one resource.
func TestVariableClaims(t *testing.T) {
	ctx := context.Background()
	ref := func(service string, app int64) client.ComponentRef {
		return client.ComponentRef{TeamID: "t", RegionName: "r", AppID: app, ServiceID: service}
	}
	vc := NewVariableClaims(sameAliasJudge{})
	first := VariableClaim{Ref: ref(webID, 1), Names: []string{"MODE", "HOST", "PORT"}, ResourcePass: ResourcePass{Pass: PassUpdate, ID: "t/r/1/" + webID}}
	if got := vc.Claim(ctx, first); len(got) != 0 {
		t.Fatalf("a first claim clashes: %+v", got)
	}
	for name, c := range map[string]VariableClaim{
		"another component":                 {Ref: ref("db", 1), Names: []string{"MODE"}},
		"another app":                       {Ref: ref(webID, 2), Names: []string{"MODE"}},
		"another variable of the component": {Ref: ref("web", 1), Names: []string{"OTHER"}},
	} {
		if got := vc.Claim(ctx, c); len(got) != 0 {
			t.Errorf("%s clashes: %+v", name, got)
		}
	}
	got := vc.Claim(ctx, VariableClaim{Ref: ref("web", 1), Names: []string{"PORT", "NEW", "MODE"}, ResourcePass: ResourcePass{Pass: PassCreate}})
	if len(got) != 1 || got[0].Earlier.ID != first.ID || !slices.Equal(got[0].Names, []string{"MODE", "PORT"}) {
		t.Fatalf("the alias of a held component: clashes %+v, want one with the first resource on MODE and PORT", got)
	}

	// A replacement: the update pass leaves a token that the create pass
	// of the same configuration brings.
	config := tftypes.NewValue(tftypes.String, "config")
	vc = NewVariableClaims(sameAliasJudge{})
	vc.Claim(ctx, VariableClaim{Ref: ref(webID, 1), Names: []string{"MODE"}, ResourcePass: ResourcePass{Pass: PassUpdate, Config: config, Token: "tok"}})
	if got := vc.Claim(ctx, VariableClaim{Ref: ref(webID, 1), Names: []string{"MODE"}, ResourcePass: ResourcePass{Pass: PassCreate, Config: config, Token: "tok"}}); len(got) != 0 {
		t.Fatalf("the create pass of a replacement clashes with its own update pass: %+v", got)
	}
	if got := vc.Claim(ctx, VariableClaim{Ref: ref(webID, 1), Names: []string{"MODE"}, ResourcePass: ResourcePass{Pass: PassCreate, Config: config}}); len(got) != 2 {
		t.Fatalf("a new resource of the same configuration but no token: clashes %+v, want both earlier passes", got)
	}
}
