package tfid

import (
	"context"
	"fmt"
	"strings"
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
	// movers holds, by region and app, the claims that move a port's
	// alias (From to Alias): a move between two resources races.
	movers map[string][]PortClaim
	// defaulted and named hold, by region and app, the creates that leave
	// the alias to the platform and the claims that configure one
	// (port_default_alias.go).
	defaulted, named map[string][]PortClaim
}

// PortClaim is one resource's claim on a port. Alias is its configured
// port_alias, and K8sName its configured k8s_service_name, "" when it
// leaves them to the platform. Defaulted marks a create that leaves the
// alias to the platform (DefaultPortAlias).
type PortClaim struct {
	Ref       client.ComponentRef
	Port      int64
	Alias     string
	K8sName   string
	Defaulted bool
	// From is the port's alias in state, "" for a new port: a claim whose
	// Alias differs moves the alias.
	From string
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
	// Replaced marks the destroy claims of a resource the plan replaces:
	// the same resource claims the ports it keeps in its update pass.
	Replaced bool
	// Held: the resource's state holds the port (an update claim of a
	// port an aggregate adds to its ports does not).
	Held bool
}

// ClaimPass is the planning pass of a claim.
type ClaimPass int

const (
	PassUpdate ClaimPass = iota
	PassCreate
	PassDestroy
)

func NewPortClaims(ids componentJudge) *PortClaims {
	return &PortClaims{ids: ids, byPort: map[string][]PortClaim{}, byAlias: map[string][]PortClaim{}, byName: map[string][]PortClaim{}, movers: map[string][]PortClaim{},
		defaulted: map[string][]PortClaim{}, named: map[string][]PortClaim{}}
}

// add records c and returns the earlier claims of its region and app with
// its port number or its (non-empty) alias, each once, and the pairs it
// makes through a default alias.
func (pc *PortClaims) add(c PortClaim) ([]PortClaim, []defaultAliasPair) {
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
	if c.moves() {
		pc.movers[app] = append(pc.movers[app], c)
	}
	return earlier, pc.indexDefaultAliases(app, c)
}

func (c PortClaim) moves() bool { return c.From != "" && c.Alias != "" && c.From != c.Alias }

// AliasMove is a move of an alias between ports of one component held by
// two resources of the configuration: Terraform writes the two ports at
// once, in no fixed order, and the platform refuses the alias to the port
// taking it until the other has given it up.
type AliasMove struct {
	// With is the other resource's claim: the port that gives up the alias
	// c takes, or takes the alias c gives up.
	With PortClaim
	// Ring is the moves, c's first, when they close a ring (a swap is a
	// ring of two): no order of the writes gets there.
	Ring []PortClaim
}

// AliasMoves returns the moves of c's alias that link it with claims of
// other resources (claims with another Config) on the same component. A
// lookup that fails leaves that pair unjudged, as Claim does.
func (pc *PortClaims) AliasMoves(ctx context.Context, c PortClaim) []AliasMove {
	if !c.moves() {
		return nil
	}
	app := fmt.Sprintf("%s/%d/", c.Ref.RegionName, c.Ref.AppID)
	pc.mu.Lock()
	all := append([]PortClaim(nil), pc.movers[app]...)
	pc.mu.Unlock()
	var same []PortClaim // movers of c's component, c excluded
	for _, e := range all {
		if e.Port == c.Port && e.Config.Equal(c.Config) {
			continue
		}
		if !MayBeOneObject(c.Ref.TeamID, e.Ref.TeamID) || !MayBeOneObject(c.Ref.ServiceID, e.Ref.ServiceID) {
			continue
		}
		if ok, err := pc.ids.SameComponent(ctx, c.Ref, e.Ref); err != nil || !ok {
			continue
		}
		same = append(same, e)
	}
	var out []AliasMove
	for _, e := range same {
		if e.Config.Equal(c.Config) || (e.From != c.Alias && e.Alias != c.From) {
			continue
		}
		out = append(out, AliasMove{With: e, Ring: ringThrough(c, same)})
	}
	return out
}

// ringThrough follows, from c, the port holding the alias each one wants;
// it returns the moves when they come back to c.
func ringThrough(c PortClaim, others []PortClaim) []PortClaim {
	ring := []PortClaim{c}
	want := c.Alias
	for range others {
		if want == c.From {
			return ring
		}
		next := -1
		for i, e := range others {
			if e.From == want {
				next = i
				break
			}
		}
		if next < 0 {
			return nil
		}
		ring = append(ring, others[next])
		want = others[next].Alias
	}
	if want == c.From {
		return ring
	}
	return nil
}

// ClaimClash is what an earlier claim shares with a new one.
type ClaimClash struct {
	Earlier  PortClaim
	SamePort bool // the same port of the same component
	// Renamed is a destroy and a create of the same port in one plan: a
	// resource renamed without a moved block.
	Renamed bool
	// DeletesKept is a port one resource's plan deletes (its destroy, or
	// an aggregate's ports map that leaves out a port its state holds)
	// while another resource in state keeps it: the apply would delete
	// the port the other one manages.
	DeletesKept bool
	SameAlias   bool // another port of the same component with the same alias
	OtherName   bool // another port of the same component with another k8s_service_name
	// Defaulted: the same alias, one of the two the platform's default
	// (port_default_alias.go); Earlier.Alias is the alias.
	Defaulted bool
}

// Claim records c and returns its clashes with the earlier claims. A
// lookup that fails leaves that pair unjudged: the plan goes on, and the
// platform refuses at apply what is really in conflict.
func (pc *PortClaims) Claim(ctx context.Context, c PortClaim) []ClaimClash {
	earlier, pairs := pc.add(c)
	out := pc.defaultAliasClashes(ctx, c, pairs)
	for _, e := range earlier {
		samePort := e.Port == c.Port
		renamed := samePort && (e.Pass == PassDestroy) != (c.Pass == PassDestroy) && (e.Pass == PassCreate || c.Pass == PassCreate)
		deletesKept := samePort && deletesKept(e, c)
		if samePort && !renamed && !deletesKept && (e.Pass == PassDestroy || c.Pass == PassDestroy || replacing(e, c)) {
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
		out = append(out, ClaimClash{Earlier: e, SamePort: samePort && !renamed && !deletesKept, Renamed: renamed, DeletesKept: deletesKept,
			SameAlias: sameAlias, OtherName: otherName})
	}
	return out
}

// deletesKept reports a destroy claim and an update claim of a resource
// whose state holds the port and keeps it: two resources, since a replaced
// resource's own destroy claims are marked Replaced.
func deletesKept(a, b PortClaim) bool {
	if a.Pass == PassUpdate {
		a, b = b, a
	}
	return a.Pass == PassDestroy && !a.Replaced && b.Pass == PassUpdate && b.Held
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
	// Component reads a component (once a run), for the default alias
	// of its ports.
	Component(ctx context.Context, ref client.ComponentRef) (client.Component, error)
}

// Explain is the plan error for a move: a ring can be made only through a
// temporary alias, a single move only by writing the port that gives the
// alias up first. label names c's port.
func (m AliasMove) Explain(c PortClaim, label string) (summary, detail string) {
	if len(m.Ring) > 0 {
		var moves []string
		for _, r := range m.Ring {
			moves = append(moves, fmt.Sprintf("port %d: %q -> %q", r.Port, r.From, r.Alias))
		}
		return "Port aliases swapped between resources",
			fmt.Sprintf("This plan moves port aliases in a ring across resources of one component (%s; %s is one of them, and %s another). "+
				"The platform refuses an alias that another port of the component has, so no order of the changes gets there. "+
				"Go through a temporary alias: first give port %d an alias no port has (say %q), leaving the other ports' aliases as they are, and apply; "+
				"then set the aliases you want: the plan then names the port to apply first (terraform apply -target) for each alias that moves.",
				strings.Join(moves, ", "), label, ClaimHolder(m.With), c.Port, c.From+"TMP") + BeforeDestroy
	}
	giver, taker := m.With, c
	if c.From == m.With.Alias {
		giver, taker = c, m.With
	}
	return "Port alias moved between resources",
		fmt.Sprintf("This plan moves alias %q from port %d to port %d of one component, held by two resources (%s and %s). "+
			"Terraform changes the two at once, in no fixed order, and the platform refuses the alias to port %d while port %d still has it. "+
			"Apply it in two steps: first the port that gives the alias up, with terraform apply -target=<address of the resource of port %d>, then terraform apply.",
			giver.From, giver.Port, taker.Port, label, ClaimHolder(m.With), taker.Port, giver.Port, giver.Port) + BeforeDestroy
}
