package tfid

import (
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

// TeamIdentity is one team: its tenant id and its name. A form not yet
// known is empty.
type TeamIdentity struct {
	TenantID string
	Name     string
}

// Is reports whether ref (as written in a configuration or an ID) names
// this team.
func (t TeamIdentity) Is(ref string) bool {
	return ref != "" && (ref == t.TenantID || ref == t.Name)
}

// ComponentIdentity is one component of one team: its id and its alias.
type ComponentIdentity struct {
	Team      TeamIdentity
	ServiceID string
	Alias     string
}

// Is reports whether ref names this component.
func (c ComponentIdentity) Is(ref string) bool {
	return ref != "" && (ref == c.ServiceID || ref == c.Alias)
}

// String names the component in messages by both forms.
func (c ComponentIdentity) String() string {
	if c.Alias == "" || c.Alias == c.ServiceID {
		return c.ServiceID
	}
	return fmt.Sprintf("%s (id %s)", c.Alias, c.ServiceID)
}

// RuleTeam and RuleComponent read the identities an HTTP rule carries. The
// rule list names the component's alias service_name, and its display name
// (service_cname) service_alias; the rule's service_alias is not an alias.
func RuleTeam(r client.HTTPRule) TeamIdentity {
	return TeamIdentity{TenantID: r.TenantID, Name: r.TeamName}
}

func RuleComponent(r client.HTTPRule) ComponentIdentity {
	return ComponentIdentity{Team: RuleTeam(r), ServiceID: r.ServiceID, Alias: r.ServiceName}
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

// MayBeOneObject is a cheap filter before a lookup: two different forms
// can name one object only when one is an id and the other is not. It may
// err on a name shaped like an id, so it serves only checks where a miss
// costs no more than a later error from the platform, never the decision
// to replace.
func MayBeOneObject(a, b string) bool {
	return a == b || looksLikeID(a) != looksLikeID(b)
}
