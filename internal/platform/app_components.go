package platform

import (
	"context"
	"slices"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// AppComponentIDs returns the ids of every component of the app, sorted,
// each once, from the app's component list, which also checks that the
// team, region and app exist. Both port forms' list resources find an
// app's components this way, whatever their ports.
func AppComponentIDs(ctx context.Context, api PortAPI, app client.AppRef) ([]string, error) {
	comps, err := api.AppComponents(ctx, app)
	if err != nil {
		return nil, err
	}
	ids := make([]string, 0, len(comps))
	for _, c := range comps {
		ids = append(ids, c.ServiceID)
	}
	slices.Sort(ids)
	return slices.Compact(ids), nil
}
