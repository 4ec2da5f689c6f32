package platform

import (
	"context"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// Teams lists the teams the token can see; not cached: only a refused
// import asks, to name a certificate's owner.
func (a cachedAPI) Teams(ctx context.Context) ([]client.TeamSummary, error) {
	return a.client.ListTeams(ctx)
}
