package tfid

import (
	"context"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// sameAliasJudge takes "web" and the 32-hex id below for one component.
type sameAliasJudge struct{}

const webID = "0123456789abcdef0123456789abcdef"

func (sameAliasJudge) SameComponent(_ context.Context, a, b client.ComponentRef) (bool, error) {
	norm := func(s string) string {
		if s == "web" {
			return webID
		}
		return s
	}
	return norm(a.ServiceID) == norm(b.ServiceID) && a.TeamID == b.TeamID, nil
}

// A port planned for a create is seen by a later resource of the walk
// that names the port, by alias or by id; an update or destroy plan of the
// port, another port or another component is not a create.
func TestPortClaimsPlansCreate(t *testing.T) {
	ctx := context.Background()
	ref := func(service string) client.ComponentRef {
		return client.ComponentRef{TeamID: "t", RegionName: "r", AppID: 1, ServiceID: service}
	}
	pc := NewPortClaims(sameAliasJudge{})
	pc.Claim(ctx, PortClaim{Ref: ref("web"), Port: 80, Pass: PassUpdate})
	pc.Claim(ctx, PortClaim{Ref: ref("web"), Port: 81, Pass: PassDestroy})
	if pc.PlansCreate(ctx, ref("web"), 80) || pc.PlansCreate(ctx, ref("web"), 81) {
		t.Fatal("an update or a destroy plan taken for a create")
	}
	pc.Claim(ctx, PortClaim{Ref: ref("web"), Port: 80, Pass: PassCreate})
	for name, got := range map[string]bool{
		"same spelling":   pc.PlansCreate(ctx, ref("web"), 80),
		"component by id": pc.PlansCreate(ctx, ref(webID), 80),
		"other port":      !pc.PlansCreate(ctx, ref("web"), 8080),
		"other component": !pc.PlansCreate(ctx, ref("api"), 80),
		"other app":       !pc.PlansCreate(ctx, client.ComponentRef{TeamID: "t", RegionName: "r", AppID: 2, ServiceID: "web"}, 80),
	} {
		if !got {
			t.Errorf("%s: wrong answer", name)
		}
	}
}

// Component names the component "web" (its id spelled either way) gr12ab.
func (sameAliasJudge) Component(_ context.Context, ref client.ComponentRef) (client.Component, error) {
	if ref.ServiceID == "web" || ref.ServiceID == webID {
		return client.Component{ServiceID: webID, ServiceAlias: "gr12ab"}, nil
	}
	return client.Component{ServiceID: ref.ServiceID, ServiceAlias: ref.ServiceID}, nil
}
