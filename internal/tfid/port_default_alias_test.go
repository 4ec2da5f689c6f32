package tfid

import (
	"context"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// A new port without an alias clashes with a port that names its default
// alias (GR12AB8080 for port 8080 of gr12ab), in either order and whatever
// the component's spelling; an alias that only ends with the number, or
// names another component's default, does not.
func TestDefaultAliasClaims(t *testing.T) {
	ctx := context.Background()
	ref := func(service string) client.ComponentRef {
		return client.ComponentRef{TeamID: "t", RegionName: "r", AppID: 1, ServiceID: service}
	}
	defaulted := PortClaim{Ref: ref("web"), Port: 8080, Pass: PassCreate, Defaulted: true}
	named := PortClaim{Ref: ref(webID), Port: 9090, Alias: "GR12AB8080", Pass: PassCreate}
	for name, order := range map[string][2]PortClaim{"defaulted first": {defaulted, named}, "named first": {named, defaulted}} {
		pc := NewPortClaims(sameAliasJudge{})
		if c := pc.Claim(ctx, order[0]); len(c) != 0 {
			t.Fatalf("%s: the first claim clashes: %+v", name, c)
		}
		c := pc.Claim(ctx, order[1])
		if len(c) != 1 || !c[0].SameAlias || !c[0].Defaulted || c[0].Earlier.Alias != "GR12AB8080" || c[0].DefaultAliasNote() == "" {
			t.Fatalf("%s: clashes %+v, want one SameAlias through the default alias GR12AB8080", name, c)
		}
	}
	for _, other := range []PortClaim{
		{Ref: ref("web"), Port: 9090, Alias: "OTHER8080", Pass: PassCreate},   // ends with the number only
		{Ref: ref("gr99"), Port: 9090, Alias: "GR12AB8080", Pass: PassCreate}, // another component
		{Ref: ref("web"), Port: 9090, Alias: "GR12AB8080", Pass: PassDestroy}, // a destroy names nothing
	} {
		pc := NewPortClaims(sameAliasJudge{})
		pc.Claim(ctx, defaulted)
		if c := pc.Claim(ctx, other); len(c) != 0 {
			t.Errorf("%+v clashes with the defaulted port: %+v", other, c)
		}
	}
}
