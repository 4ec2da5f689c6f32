package tfid

import (
	"context"
	"fmt"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// PlansCreate reports whether a resource of this walk plans the create of
// port `port` of the component ref names (a PassCreate claim, which the
// port resources make). A resource already in state that sees it knows the
// port is created anew in this apply, typically replaced (`-replace`, or a
// change that forces it): whatever the platform made with the old port,
// such as its default HTTP rule, goes with it. Only claims made earlier in
// the walk are seen, so the caller must be planned after the port (a
// reference to it or depends_on).
func (pc *PortClaims) PlansCreate(ctx context.Context, r client.ComponentRef, port int64) bool {
	key := fmt.Sprintf("%s/%d/%d", r.RegionName, r.AppID, port)
	pc.mu.Lock()
	claims := append([]PortClaim(nil), pc.byPort[key]...)
	pc.mu.Unlock()
	for _, c := range claims {
		if c.Pass != PassCreate || c.Port != port {
			continue
		}
		if !MayBeOneObject(r.TeamID, c.Ref.TeamID) || !MayBeOneObject(r.ServiceID, c.Ref.ServiceID) {
			continue
		}
		if c.Ref == r {
			return true
		}
		if same, err := pc.ids.SameComponent(ctx, r, c.Ref); err == nil && same {
			return true
		}
	}
	return false
}
