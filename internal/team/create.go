package team

import (
	"context"
	"fmt"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/diag"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

// teamClaim is the claim under which a rainbond_team of the run holds its
// team.
var teamClaim = tfid.ObjectClaim("team")

// aliasClaim is the claim under which a create of the run takes its alias.
const aliasClaim = "team/alias"

// create makes the team, opening the first wanted region with it, and
// returns its tenant id. The alias is the key the platform does not
// enforce but users see: a team of that alias already there is refused
// before any write, with the import command; after an attempt whose
// answer was lost, a team of the alias that the look before did not see
// and no other resource holds is this create's (tfid.CreateAttempts).
func (r *teamResource) create(ctx context.Context, m *teamModel, wanted []string, diags *diag.Diagnostics) (string, bool) {
	alias := m.Alias.ValueString()
	// The platform does not keep aliases unique, so two creates of one
	// alias in this run would both find nothing and make two teams: the
	// first to take the alias goes on, the other is refused.
	if r.claims != nil && !r.claims.Take(aliasClaim, alias) {
		diags.AddError("Team alias already taken",
			fmt.Sprintf("Another rainbond_team of this apply creates a team with the alias %q. Two resources for one team would delete it for each other; give this one another alias.", alias))
		return "", false
	}
	var attempts tfid.CreateAttempts
	existing, err := r.findByAlias(ctx, alias)
	if err != nil {
		diags.AddError("Cannot create "+m.label(), "Looking for a team of that alias before creating it failed: "+err.Error())
		return "", false
	}
	if v := attempts.Before(r.found(existing)); v != tfid.NothingFound {
		r.refuse(v, m, existing, nil, diags)
		return "", false
	}
	req := client.CreateTeamRequest{TenantName: alias}
	if len(wanted) > 0 {
		req.Region = wanted[0]
	}
	created, err := r.api.CreateTeam(ctx, req)
	if err == nil {
		r.claims.Hold(teamClaim, created.TenantID)
		return created.TenantID, true
	}
	attempts.Failed(err)
	if !attempts.MayHaveActed() {
		diags.AddError("Cannot create "+m.label(), err.Error())
		return "", false
	}
	lookCtx, cancel := tfschema.WithFailedWriteReadTimeout(ctx)
	defer cancel()
	after, others, ferr := r.unheldOfAlias(lookCtx, alias)
	if ferr == nil && len(others) > 0 {
		// The platform does not keep aliases unique: a team of the alias
		// made meanwhile (in the console) cannot be told from this
		// create's, so neither is taken.
		r.refuseAmbiguous(m, append([]client.TeamSummary{*after}, others...), err, diags)
		return "", false
	}
	if ferr != nil {
		diags.AddError("Cannot tell whether "+m.label()+" was created",
			fmt.Sprintf("Creating it failed: %s\nLooking for it failed too: %s\nCheck the console for a team of this alias: import it if it is there, or apply again if it is not.", err, ferr))
		return "", false
	}
	switch v := attempts.Judge(r.found(after)); v {
	case tfid.Adopt:
		r.claims.Hold(teamClaim, after.TenantID)
		return after.TenantID, true
	case tfid.NothingFound:
		diags.AddError("Cannot create "+m.label(), err.Error())
	default:
		r.refuse(v, m, after, err, diags)
	}
	return "", false
}

// findByAlias returns a team of that alias among the user's teams,
// preferring one that no resource of this run holds; nil when none.
func (r *teamResource) findByAlias(ctx context.Context, alias string) (*client.TeamSummary, error) {
	teams, err := r.api.Teams(ctx)
	if err != nil {
		return nil, err
	}
	var held *client.TeamSummary
	for i := range teams {
		t := &teams[i]
		if t.TenantAlias != alias {
			continue
		}
		if r.claims.HeldBy(teamClaim, t.TenantID, "x") == "" {
			return t, nil
		}
		held = t
	}
	return held, nil
}

// unheldOfAlias returns the teams of that alias that no resource of this
// run holds: the first, and the others; nil when there are none.
func (r *teamResource) unheldOfAlias(ctx context.Context, alias string) (*client.TeamSummary, []client.TeamSummary, error) {
	teams, err := r.api.Teams(ctx)
	if err != nil {
		return nil, nil, err
	}
	var unheld []client.TeamSummary
	for _, t := range teams {
		if t.TenantAlias == alias && r.claims.HeldBy(teamClaim, t.TenantID, "x") == "" {
			unheld = append(unheld, t)
		}
	}
	if len(unheld) == 0 {
		return nil, nil, nil
	}
	return &unheld[0], unheld[1:], nil
}

// refuseAmbiguous reports several new teams of the alias after a lost
// answer: one may be this create's, but nothing tells which.
func (r *teamResource) refuseAmbiguous(m *teamModel, teams []client.TeamSummary, cause error, diags *diag.Diagnostics) {
	names := make([]string, len(teams))
	for i, t := range teams {
		names[i] = fmt.Sprintf("%s (name %s)", t.TenantID, t.TenantName)
	}
	diags.AddError("Cannot tell which team this apply created",
		fmt.Sprintf("Creating %s failed with an answer that may hide a success, and now %d teams of that alias exist that were not there before: %s. "+
			"Terraform takes none of them, since one was made outside this apply. In the console, find the team this apply made (the one without your console-made apps), "+
			"then import it with:\n  terraform import <resource address> <id>\nand delete or rename the other one if it is not wanted.\n\nServer answer: %s",
			m.label(), len(teams), strings.Join(names, ", "), cause))
}

func (r *teamResource) found(t *client.TeamSummary) tfid.Found {
	if t == nil {
		return tfid.Found{}
	}
	return tfid.Found{Exists: true, ID: t.TenantID, Matches: true,
		ClaimedBy: r.claims.HeldBy(teamClaim, t.TenantID, "another rainbond_team of this apply")}
}

// refuse reports a team of the alias that this create does not take.
func (r *teamResource) refuse(v tfid.Verdict, m *teamModel, t *client.TeamSummary, cause error, diags *diag.Diagnostics) {
	answer := ""
	if cause != nil {
		answer = "\n\nServer answer: " + cause.Error()
	}
	if v == tfid.RefuseClaimed {
		diags.AddError("Team alias already taken",
			fmt.Sprintf("The team %q (id %s, name %s) is held by another rainbond_team of this apply. Two resources for one team would delete it for each other; give this one another alias.%s",
				t.TenantAlias, t.TenantID, t.TenantName, answer))
		return
	}
	diags.AddError("Team alias already taken",
		fmt.Sprintf("A team with the alias %q already exists (id %s, name %s), which this apply did not create. Choose another alias, or bring it under management with:\n  terraform import %s %s%s",
			m.Alias.ValueString(), t.TenantID, t.TenantName, "<resource address>", t.TenantID, answer))
}
