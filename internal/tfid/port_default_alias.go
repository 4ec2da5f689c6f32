package tfid

import (
	"context"
	"fmt"
	"strconv"
	"strings"
)

// A port created without port_alias gets the platform's default alias, the
// component's alias in upper case and the port number (rainbond-console
// port_service.py add_service_port, 235-236), which clashes as a
// configured alias does: a port that names another new port's default
// would share the alias with it, and the platform would move the first
// one's connection variables to the second. Only a configured alias that
// ends with such a port's number can be its default, so the component's
// alias is read (once a run) only for those pairs.

// DefaultPortAlias is the alias the platform gives port n of the component
// of serviceAlias when its create names none.
func DefaultPortAlias(serviceAlias string, n int64) string {
	return strings.ToUpper(serviceAlias) + strconv.FormatInt(n, 10)
}

// defaultAliasPair is a claim whose port the platform names and a claim
// that configures an alias ending with that port's number.
type defaultAliasPair struct{ defaulted, named PortClaim }

// indexDefaultAliases records c among its app's defaulted or named claims
// and returns the pairs it makes with the earlier ones. The caller holds
// pc.mu.
func (pc *PortClaims) indexDefaultAliases(app string, c PortClaim) []defaultAliasPair {
	var pairs []defaultAliasPair
	switch {
	case c.Defaulted && c.Pass == PassCreate:
		for _, e := range pc.named[app] {
			if MayBeDefaultAlias(e.Alias, c.Port) {
				pairs = append(pairs, defaultAliasPair{defaulted: c, named: e})
			}
		}
		pc.defaulted[app] = append(pc.defaulted[app], c)
	case c.Alias != "" && c.Pass != PassDestroy:
		for _, d := range pc.defaulted[app] {
			if MayBeDefaultAlias(c.Alias, d.Port) {
				pairs = append(pairs, defaultAliasPair{defaulted: d, named: c})
			}
		}
		pc.named[app] = append(pc.named[app], c)
	}
	return pairs
}

// MayBeDefaultAlias reports whether alias could be the default alias of
// port n: it ends with the number, after something.
func MayBeDefaultAlias(alias string, n int64) bool {
	suffix := strconv.FormatInt(n, 10)
	return len(alias) > len(suffix) && strings.HasSuffix(alias, suffix)
}

// defaultAliasClashes judges the pairs of c (see indexDefaultAliases): a
// pair whose named alias is the defaulted port's default, on one
// component, is a SameAlias clash, whose Earlier (the other claim) carries
// the alias. A lookup that fails leaves the pair unjudged.
func (pc *PortClaims) defaultAliasClashes(ctx context.Context, c PortClaim, pairs []defaultAliasPair) []ClaimClash {
	var out []ClaimClash
	for _, p := range pairs {
		if p.defaulted.Port == p.named.Port || !MayBeOneObject(p.defaulted.Ref.TeamID, p.named.Ref.TeamID) ||
			!MayBeOneObject(p.defaulted.Ref.ServiceID, p.named.Ref.ServiceID) {
			continue
		}
		if same, err := pc.ids.SameComponent(ctx, p.defaulted.Ref, p.named.Ref); err != nil || !same {
			continue
		}
		comp, err := pc.ids.Component(ctx, p.defaulted.Ref)
		if err != nil || DefaultPortAlias(comp.ServiceAlias, p.defaulted.Port) != p.named.Alias {
			continue
		}
		earlier := p.named // c is the defaulted one
		if !c.Defaulted {
			earlier = p.defaulted
			earlier.Alias = p.named.Alias
		}
		out = append(out, ClaimClash{Earlier: earlier, SameAlias: true, Defaulted: true})
	}
	return out
}

// DefaultAliasNote explains a SameAlias clash through a default alias
// (ClaimClash.Defaulted), "" for any other.
func (c ClaimClash) DefaultAliasNote() string {
	if !c.Defaulted {
		return ""
	}
	return fmt.Sprintf(" One of the two ports has no port_alias: the platform gives it %q, the component's alias in upper case and the port number.", c.Earlier.Alias)
}
