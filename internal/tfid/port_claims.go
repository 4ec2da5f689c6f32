package tfid

import (
	"context"
	"fmt"
	"sync"

	"github.com/hashicorp/terraform-plugin-go/tftypes"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// PortClaims notices, during one Terraform walk, resources of one
// configuration that name the same port of a component: two
// rainbond_component_port blocks for one port (each would fight the other,
// and the second create fails at apply with a misleading "already
// exists"), or two rules adopted through one port. Like Claims, it
// sees what the provider instance plans in one walk, where each resource
// plans once (a replacement plans its create once more; callers claim
// only in that pass).
//
// Claims are grouped by region and app, which have one written form each
// (and within them by port number and by alias).
// Within a group the team and component are compared as identities, so an
// alias and an id of one component collide; a lookup happens only when two
// claims agree on everything else and one writes an id where the other
// writes a name or alias.
type PortClaims struct {
	ids componentJudge

	mu sync.Mutex
	// The claims by region, app and port number, and by region, app and
	// alias: only claims that share one of them can clash, and a plan of
	// a thousand ports of one app must not compare every pair.
	byPort  map[string][]PortClaim
	byAlias map[string][]PortClaim
	// byName holds, by region and app, the claims that configure a
	// k8s_service_name: the platform has one per component.
	byName map[string][]PortClaim
}

// PortClaim is one resource's claim on a port. Alias is its configured
// port_alias, and K8sName its configured k8s_service_name, "" when it
// leaves them to the platform.
type PortClaim struct {
	Ref     client.ComponentRef
	Port    int64
	Alias   string
	K8sName string
	// Pass is the planning pass that claims: an update or a create of the
	// port, or its destroy.
	Pass ClaimPass
	// Config is the resource's configuration, so that the two passes of a
	// `-replace` (an unchanged update, then the create of the same
	// configuration) are seen as one resource. It is compared only for
	// two claims on one port, which few plans have.
	Config tftypes.Value
	// Token ties the two passes of a `-replace`: the update pass makes one
	// and keeps it in the plan's private data, which Terraform hands to
	// the create pass of the same resource (and of no other). Two
	// byte-identical blocks, one in state and one new, have equal Configs
	// but never a shared Token.
	Token string
	// ID is the resource's id when it is in state ("" for a new one), so
	// that a clash can name it: the provider never sees addresses.
	ID string
}

// ClaimPass is the planning pass of a claim.
type ClaimPass int

const (
	PassUpdate ClaimPass = iota
	PassCreate
	PassDestroy
)

func NewPortClaims(ids componentJudge) *PortClaims {
	return &PortClaims{ids: ids, byPort: map[string][]PortClaim{}, byAlias: map[string][]PortClaim{}, byName: map[string][]PortClaim{}}
}

// add records c and returns the earlier claims of its region and app with
// its port number or its (non-empty) alias, each once.
func (pc *PortClaims) add(c PortClaim) []PortClaim {
	app := fmt.Sprintf("%s/%d/", c.Ref.RegionName, c.Ref.AppID)
	portKey := app + fmt.Sprint(c.Port)
	pc.mu.Lock()
	defer pc.mu.Unlock()
	earlier := append([]PortClaim(nil), pc.byPort[portKey]...)
	pc.byPort[portKey] = append(pc.byPort[portKey], c)
	if c.Alias != "" {
		aliasKey := app + c.Alias
		for _, e := range pc.byAlias[aliasKey] {
			if e.Port != c.Port {
				earlier = append(earlier, e)
			}
		}
		pc.byAlias[aliasKey] = append(pc.byAlias[aliasKey], c)
	}
	if c.K8sName != "" {
		for _, e := range pc.byName[app] {
			if e.Port != c.Port && e.K8sName != c.K8sName {
				earlier = append(earlier, e)
			}
		}
		pc.byName[app] = append(pc.byName[app], c)
	}
	return earlier
}

// ClaimClash is what an earlier claim shares with a new one.
type ClaimClash struct {
	Earlier  PortClaim
	SamePort bool // the same port of the same component
	// Renamed is a destroy and a create of the same port in one plan: a
	// resource renamed without a moved block.
	Renamed   bool
	SameAlias bool // another port of the same component with the same alias
	OtherName bool // another port of the same component with another k8s_service_name
}

// Claim records c and returns its clashes with the earlier claims. A
// lookup that fails leaves that pair unjudged: the plan goes on, and the
// platform refuses at apply what is really in conflict.
func (pc *PortClaims) Claim(ctx context.Context, c PortClaim) []ClaimClash {
	var out []ClaimClash
	for _, e := range pc.add(c) {
		samePort := e.Port == c.Port
		renamed := samePort && (e.Pass == PassDestroy) != (c.Pass == PassDestroy) && (e.Pass == PassCreate || c.Pass == PassCreate)
		if samePort && !renamed && (e.Pass == PassDestroy || c.Pass == PassDestroy || replacing(e, c)) {
			continue
		}
		sameAlias := !samePort && c.Alias != "" && e.Alias == c.Alias
		otherName := !samePort && c.K8sName != "" && e.K8sName != "" && e.K8sName != c.K8sName
		if !samePort && !sameAlias && !otherName {
			continue
		}
		// Most configurations repeat port numbers over many components
		// written one way; those pairs need no lookup.
		if !MayBeOneObject(c.Ref.TeamID, e.Ref.TeamID) || !MayBeOneObject(c.Ref.ServiceID, e.Ref.ServiceID) {
			continue
		}
		if same, err := pc.ids.SameComponent(ctx, c.Ref, e.Ref); err != nil || !same {
			continue
		}
		out = append(out, ClaimClash{Earlier: e, SamePort: samePort && !renamed, Renamed: renamed, SameAlias: sameAlias, OtherName: otherName})
	}
	return out
}

// replacing reports the two passes of one resource planned for `-replace`:
// an update and a create of one configuration, tied by the update's token.
// Two resources with the very same configuration (one in state, one new)
// look alike but share no token; the platform would refuse the second
// create at apply (the port already exists).
func replacing(a, b PortClaim) bool { return a.resourcePass().replaces(b.resourcePass()) }

func (c PortClaim) resourcePass() ResourcePass {
	return ResourcePass{Pass: c.Pass, Config: c.Config, Token: c.Token, ID: c.ID}
}

// componentJudge tells whether two paths name one component; cachedAPI is
// one, through the run's read cache.
type componentJudge interface {
	SameComponent(ctx context.Context, a, b client.ComponentRef) (bool, error)
}
