package provider

import (
	"context"
	"encoding/hex"
	"fmt"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// The API names a team by its tenant id or by its name, and a component by
// its id or by its alias (service_alias), and every path accepts either
// form. A configuration, an import ID and the platform's answers may use
// different forms for one object, so nothing may compare written forms as
// strings: two forms are the same object when they resolve to the same
// identity. An identity holds every form of one object.

// teamIdentity is one team: its tenant id and its name. A form not yet
// known is empty.
type teamIdentity struct {
	TenantID string
	Name     string
}

// Is reports whether ref (as written in a configuration or an ID) names
// this team.
func (t teamIdentity) Is(ref string) bool {
	return ref != "" && (ref == t.TenantID || ref == t.Name)
}

// componentIdentity is one component of one team: its id and its alias.
type componentIdentity struct {
	Team      teamIdentity
	ServiceID string
	Alias     string
}

// Is reports whether ref names this component.
func (c componentIdentity) Is(ref string) bool {
	return ref != "" && (ref == c.ServiceID || ref == c.Alias)
}

// String names the component in messages by both forms.
func (c componentIdentity) String() string {
	if c.Alias == "" || c.Alias == c.ServiceID {
		return c.ServiceID
	}
	return fmt.Sprintf("%s (id %s)", c.Alias, c.ServiceID)
}

// ruleTeam and ruleComponent read the identities an HTTP rule carries. The
// rule list names the component's alias service_name, and its display name
// (service_cname) service_alias; the rule's service_alias is not an alias.
func ruleTeam(r client.HTTPRule) teamIdentity {
	return teamIdentity{TenantID: r.TenantID, Name: r.TeamName}
}

func ruleComponent(r client.HTTPRule) componentIdentity {
	return componentIdentity{Team: ruleTeam(r), ServiceID: r.ServiceID, Alias: r.ServiceName}
}

// looksLikeID reports whether s has the shape of the ids the platform
// generates for teams and components: 32 hexadecimal characters. Names and
// aliases rarely have it (an alias is short, such as gr7b2e4d).
func looksLikeID(s string) bool {
	if len(s) != 32 {
		return false
	}
	_, err := hex.DecodeString(s)
	return err == nil
}

// mayBeOneObject is a cheap filter before a lookup: two different forms
// can name one object only when one is an id and the other is not. It may
// err on a name shaped like an id, so it serves only checks where a miss
// costs no more than a later error from the platform, never the decision
// to replace.
func mayBeOneObject(a, b string) bool {
	return a == b || looksLikeID(a) != looksLikeID(b)
}

// identityResolver resolves written forms to identities through the run's
// read cache: one component detail per component path and one team lookup
// per team, however many resources ask.
type identityResolver struct{ api cachedClient }

// Component resolves the component a path names, with its team's tenant id;
// the team's name is filled only when TeamName is asked for.
func (ir identityResolver) Component(ctx context.Context, ref client.ComponentRef) (componentIdentity, error) {
	c, err := ir.api.Component(ctx, ref)
	if err != nil {
		return componentIdentity{}, err
	}
	team := teamIdentity{TenantID: c.TenantID}
	if ref.TeamID != c.TenantID {
		// The path resolved, so a team form that is not the id is the name.
		team.Name = ref.TeamID
	}
	return componentIdentity{Team: team, ServiceID: c.ServiceID, Alias: c.ServiceAlias}, nil
}

// TeamName returns the name of the team with that tenant id, which is open
// in region. The only read that maps an id to a name for every user (the
// region list needs an administrator) is the team resource report.
func (ir identityResolver) TeamName(ctx context.Context, tenantID, region string) (string, error) {
	return ir.api.TeamName(ctx, tenantID, region)
}

// SameComponent reports whether two paths name one component of one team,
// whatever forms they are written in. Region and app have one form each.
// It costs nothing when the forms are equal, one cached component lookup
// otherwise, and one cached team lookup more when only the team's name
// can tell.
func (ir identityResolver) SameComponent(ctx context.Context, a, b client.ComponentRef) (bool, error) {
	if a == b {
		return true, nil
	}
	if a.RegionName != b.RegionName || a.AppID != b.AppID {
		return false, nil
	}
	id, err := ir.Component(ctx, a)
	if client.IsNotFound(err) {
		return false, nil // a names nothing, so not what b names
	}
	if err != nil {
		return false, err
	}
	if !id.Is(b.ServiceID) {
		return false, nil
	}
	if b.TeamID == a.TeamID || id.Team.Is(b.TeamID) {
		return true, nil
	}
	if id.Team.Name != "" {
		// a named the team by its name, and b is neither that nor the id.
		return false, nil
	}
	name, err := ir.TeamName(ctx, id.Team.TenantID, a.RegionName)
	if err != nil {
		return false, err
	}
	return b.TeamID == name, nil
}
