package provider

import (
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
