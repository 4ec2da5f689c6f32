package tfid

import (
	"context"
	"fmt"
	"slices"
	"sync"

	"github.com/hashicorp/terraform-plugin-go/tftypes"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// VariableClaims notices, during one Terraform walk, two resources of one
// configuration that hold the same environment variable of a component:
// each apply would set it back to its own value and upgrade the component,
// for ever. It works as PortClaims does for a port held twice: the team
// and component are compared as identities (an alias and an id of one
// component, a team name and its tenant id, collide), with a lookup only
// for two claims on one variable name of one region and app that write the
// component or team in different forms.
type VariableClaims struct {
	ids componentJudge

	mu sync.Mutex
	// byName holds the claims by region, app and variable name: only
	// claims that share one can clash.
	byName map[string][]*VariableClaim
}

// VariableClaim is one resource's claim on the variables it plans.
type VariableClaim struct {
	Ref   client.ComponentRef
	Names []string
	ResourcePass
}

// ResourcePass is the planning pass of one resource that claims: what
// tells the two passes of a replacement (one resource) from two resources.
type ResourcePass struct {
	// Pass is the planning pass that claims: an update or a create.
	Pass ClaimPass
	// Config is the resource's configuration: the update pass and the
	// create pass of a replacement plan the same one.
	Config tftypes.Value
	// Token ties the two passes of a replacement (NewReplaceToken,
	// ReplaceToken).
	Token string
	// ID is the resource's id when it is in state ("" for a new one), so
	// that a clash can name it: the provider never sees addresses.
	ID string
}

// replaces reports the two passes of one resource planned for a
// replacement: an update and a create of one configuration, tied by the
// update's token. Two resources with the very same configuration (one in
// state, one new) look alike but share no token.
func (p ResourcePass) replaces(o ResourcePass) bool {
	update, create := p, o
	if p.Pass == PassCreate {
		update, create = o, p
	}
	return update.Pass == PassUpdate && create.Pass == PassCreate &&
		update.Token != "" && update.Token == create.Token && p.Config.Equal(o.Config)
}

// VariableClash is an earlier resource that holds some of the same
// variables of the same component.
type VariableClash struct {
	Earlier VariableClaim
	Names   []string // the variables both hold, sorted
}

func NewVariableClaims(ids componentJudge) *VariableClaims {
	return &VariableClaims{ids: ids, byName: map[string][]*VariableClaim{}}
}

// Claim records c and returns its clashes with the earlier claims, one per
// earlier resource. A lookup that fails leaves that pair unjudged: the
// plan goes on.
func (vc *VariableClaims) Claim(ctx context.Context, c VariableClaim) []VariableClash {
	var out []VariableClash
	for _, e := range vc.add(&c) {
		if e.replaces(c.ResourcePass) || !MayBeOneObject(c.Ref.TeamID, e.Ref.TeamID) || !MayBeOneObject(c.Ref.ServiceID, e.Ref.ServiceID) {
			continue
		}
		if same, err := vc.ids.SameComponent(ctx, c.Ref, e.Ref); err != nil || !same {
			continue
		}
		var names []string
		for _, n := range c.Names {
			if slices.Contains(e.Names, n) {
				names = append(names, n)
			}
		}
		slices.Sort(names)
		out = append(out, VariableClash{Earlier: *e, Names: names})
	}
	return out
}

// add records c and returns the earlier claims of its region and app that
// hold one of its names, each once.
func (vc *VariableClaims) add(c *VariableClaim) []*VariableClaim {
	app := fmt.Sprintf("%s/%d/", c.Ref.RegionName, c.Ref.AppID)
	vc.mu.Lock()
	defer vc.mu.Unlock()
	var earlier []*VariableClaim
	for _, n := range c.Names {
		for _, e := range vc.byName[app+n] {
			if !slices.Contains(earlier, e) {
				earlier = append(earlier, e)
			}
		}
		vc.byName[app+n] = append(vc.byName[app+n], c)
	}
	return earlier
}
