package platform

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/resource"

	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// SkipRefreshKeepingIdentity is SkipRefreshUnconfigured for a resource
// with an identity: when it skips the refresh, the identity stays as
// recorded, or is taken from the canonical form of id that private state
// keeps (see tfid.KeepIdentityUnconfigured).
func SkipRefreshKeepingIdentity(ctx context.Context, configured bool, f tfid.IDFormat, id string, resp *resource.ReadResponse) bool {
	if !SkipRefreshUnconfigured(configured, &resp.Diagnostics) {
		return false
	}
	tfid.KeepIdentityUnconfigured(ctx, f, id, resp.Private, resp.Identity, &resp.Diagnostics)
	return true
}
