package acctest

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// tenantConsole makes console-side changes of teams and regions.
type tenantConsole interface {
	// PutTeam adds a team made in the console, or changes the one with
	// the same tenant id (alias, name and the regions it is open in).
	PutTeam(t mockgateway.Team) (mockgateway.Team, error)
	// RemoveTeam deletes a team, named by tenant id or name.
	RemoveTeam(team string) error
	// OpenRegion opens a team (by id or name) in a region.
	OpenRegion(team, region string) error
	// CloseRegion takes a region away from a team.
	CloseRegion(team, region string) error
	// PutRegion adds a region made in the console, or replaces the one
	// of that name. It answers the region with its defaults filled in.
	PutRegion(r mockgateway.Region) (mockgateway.Region, error)
	// EditRegion changes a region; its name is kept.
	EditRegion(name string, fn func(*mockgateway.Region)) error
}

// team finds a team of the console by tenant id or name.
func (k kitConsole) team(team string) (mockgateway.Team, error) {
	for _, t := range k.env.GW.Teams() {
		if t.TenantID == team || t.TeamName == team {
			return t, nil
		}
	}
	return mockgateway.Team{}, fmt.Errorf("the console has no team %q", team)
}

// PutTeam changes an existing team as the console's team settings do (the
// alias through the team update, regions opened through the API, closed
// through the models: no API route closes one); a new team, whose name
// and id the test chooses, is added through the models, with its regions.
func (k kitConsole) PutTeam(t mockgateway.Team) (mockgateway.Team, error) {
	if err := k.begin(); err != nil {
		return t, err
	}
	was, err := k.team(t.TenantID)
	if t.TenantID == "" || err != nil {
		filled, err := k.env.GW.PutTeam(t)
		if err != nil {
			return t, err
		}
		if err := k.done(k.add(mockgateway.Fixture{Teams: []mockgateway.Team{filled}})); err != nil {
			return t, err
		}
		return k.team(filled.TenantID)
	}
	if err := k.editTeam(was, t); err != nil {
		return t, k.done(err)
	}
	if err := k.done(nil); err != nil {
		return t, err
	}
	return k.team(was.TenantID)
}

func (k kitConsole) editTeam(was, now mockgateway.Team) error {
	ctx := context.Background()
	if now.TeamAlias != "" && now.TeamAlias != was.TeamAlias {
		if err := k.api.UpdateTeam(ctx, was.TenantID, client.UpdateTeamRequest{TenantAlias: now.TeamAlias}); err != nil {
			return err
		}
	}
	if now.TeamName != "" && now.TeamName != was.TeamName {
		if err := k.model("update", "team", map[string]any{"tenant_id": was.TenantID}, map[string]any{"tenant_name": now.TeamName}); err != nil {
			return err
		}
	}
	for _, r := range now.Regions {
		if !slices.Contains(was.Regions, r) {
			if _, err := k.api.OpenTeamRegion(ctx, was.TenantID, r); err != nil {
				return err
			}
		}
	}
	for _, r := range was.Regions {
		if !slices.Contains(now.Regions, r) {
			if err := k.closeRegion(was.TenantID, r); err != nil {
				return err
			}
		}
	}
	return nil
}

// RemoveTeam deletes the team through the API, which uninstalls it from
// its regions first.
func (k kitConsole) RemoveTeam(team string) error {
	if err := k.begin(); err != nil {
		return err
	}
	t, err := k.team(team)
	if err != nil {
		return err
	}
	return k.done(k.api.DeleteTeam(context.Background(), t.TenantID))
}

func (k kitConsole) OpenRegion(team, region string) error {
	if err := k.begin(); err != nil {
		return err
	}
	t, err := k.team(team)
	if err != nil {
		return err
	}
	_, err = k.api.OpenTeamRegion(context.Background(), t.TenantID, region)
	return k.done(err)
}

// CloseRegion deletes the team's opening of the region from the models,
// as the console's UI does when it takes a region away (no API route
// closes one).
func (k kitConsole) CloseRegion(team, region string) error {
	if err := k.begin(); err != nil {
		return err
	}
	t, err := k.team(team)
	if err != nil {
		return err
	}
	return k.done(k.closeRegion(t.TenantID, region))
}

func (k kitConsole) closeRegion(tenantID, region string) error {
	return k.model("delete", "team_region", map[string]any{"tenant_id": tenantID, "region_name": region}, nil)
}

// PutRegion adds the region to the console's models, with the defaults
// the mock fills in (see add), or replaces the one of that name. Its URL
// is the region stand-in's, which the console must reach.
func (k kitConsole) PutRegion(r mockgateway.Region) (mockgateway.Region, error) {
	if err := k.begin(); err != nil {
		return r, err
	}
	_, exists := k.env.GW.Region(r.RegionName)
	filled, err := k.env.GW.PutRegion(r)
	if err != nil {
		return r, err
	}
	if exists {
		err = k.model("update", "region", map[string]any{"region_name": r.RegionName}, regionColumns(filled))
	} else {
		err = k.add(mockgateway.Fixture{Regions: []mockgateway.Region{filled}})
	}
	if err := k.done(err); err != nil {
		return r, err
	}
	out, _ := k.env.GW.Region(r.RegionName)
	return out, nil
}

// EditRegion edits the console's record, as its UI's region settings do.
func (k kitConsole) EditRegion(name string, fn func(*mockgateway.Region)) error {
	if err := k.begin(); err != nil {
		return err
	}
	was, ok := k.env.GW.Region(name)
	if !ok {
		return fmt.Errorf("the console has no region %q", name)
	}
	now := was
	fn(&now)
	if now.UninstallFails {
		return fmt.Errorf("region %q: the real console's region cannot be made to fail an uninstall; keep the test on the mock", name)
	}
	now.RegionName = name
	return k.done(k.model("update", "region", map[string]any{"region_name": name}, regionColumns(now)))
}

// regionColumns is the region's record as the console's RegionConfig
// holds it; the URL is left out (the console reaches the stand-in there).
func regionColumns(r mockgateway.Region) map[string]any {
	return map[string]any{
		"region_alias": r.RegionAlias, "wsurl": r.WSURL, "httpdomain": r.HTTPDomain, "tcpdomain": r.TCPDomain,
		"token": r.Token, "scope": r.Scope, "ssl_ca_cert": r.SSLCACert, "cert_file": r.CertFile, "key_file": r.KeyFile,
		"status": r.Status, "desc": r.Desc,
	}
}

// RegionURL is the URL at which a region a test adds answers: on the mock
// the given one; on the real console the region stand-in's, since the
// console asks a region for its version before it adds it. The stand-in
// serves every region under /r/<name>, as admin.py's fixture regions.
func (e *Env) RegionURL(t testing.TB, name, url string) string {
	t.Helper()
	if e.kit == nil {
		return url
	}
	port, err := os.ReadFile(filepath.Join(kitFolder(), "run", "region.port"))
	if err != nil {
		t.Fatalf("the console kit's region stand-in: %v", err)
	}
	return fmt.Sprintf("http://127.0.0.1:%s/r/%s", strings.TrimSpace(string(port)), name)
}
