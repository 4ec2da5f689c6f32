package mockgateway

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"unicode/utf8"
)

// Teams and opening a team in a region (beyond-interface 4.34), as
// rainbond-console v6.9.8 answers them: openapi/views/team_view.py
// ListTeamInfo.post, TeamInfo.get/put/delete, ListRegionsView.post;
// openapi/serializer/team_serializer.py; console/services/team_services.py
// create_team, delete_by_tenant_id, update; console/services/region_services.py
// create_tenant_on_region, delete_tenant_on_region.

// teamAliasMax is the serializers' max_length of tenant_name (create) and
// tenant_alias (update); region is 24 too.
const teamAliasMax = 24

// teamColumns are the Tenants model's columns: the update writes the raw
// body to the record, and any other key fails in the ORM (500).
var teamColumns = []string{"ID", "tenant_id", "tenant_name", "is_active", "create_time", "creater", "limit_memory", "update_time", "tenant_alias", "enterprise_id", "namespace", "logo"}

func (g *Gateway) teamRoutes() {
	team := api + "/teams/{team_id}"
	g.handle("POST "+api+"/teams", OpCreateTeam, false, noScope, g.createTeam)
	g.handle("GET "+team, OpGetTeam, false, toTeam, g.getTeam)
	g.handle("PUT "+team, OpUpdateTeam, false, toTeam, g.updateTeam)
	g.handle("DELETE "+team, OpDeleteTeam, false, toTeam, g.deleteTeam)
	g.handle("POST "+team+"/regions", OpOpenTeamRegion, false, toTeam, g.openTeamRegion)
}

// checkShortText is a CharField(max_length=24) of the team serializers:
// required when required is set, trimmed (trim_whitespace), not blank.
func checkShortText(b *body, name string, required bool) (string, bool, *reply) {
	v, present := b.str(name)
	if rep, failed := b.failure(); failed {
		return "", false, &rep
	}
	v = drfStrip(v)
	var problem string
	switch {
	case !present && required:
		problem = fieldRequired
	case !present:
		return "", false, nil
	case v == "":
		problem = "This field may not be blank."
	case utf8.RuneCountInString(v) > teamAliasMax:
		problem = fmt.Sprintf("Ensure this field has no more than %d characters.", teamAliasMax)
	default:
		return v, true, nil
	}
	r := fieldError(name, problem)
	return "", false, &r
}

// createTeam validates CreateTeamReqSerializer, resolves the region (404
// code 3000 when the enterprise has none of that name), creates the team
// with the trimmed tenant_name as its alias and a generated name of 8
// characters of [a-z0-9] (random_tenant_name), and opens the region.
func (g *Gateway) createTeam(c *apiCall) reply {
	b := readBody(c.body)
	alias, _, fail := checkShortText(b, "tenant_name", true)
	if fail != nil {
		return *fail
	}
	region, given, fail := checkShortText(b, "region", false)
	if fail != nil {
		return *fail
	}
	if given && g.st.Region(region) == nil {
		return regionNotFound()
	}
	name := g.st.NewHex("team_name")[:8]
	for g.st.Team(name) != nil {
		name = g.st.NewHex("team_name")[:8]
	}
	t := Team{TenantID: g.st.NewHex("team"), TeamName: name, TeamAlias: alias, CreateTime: g.clock().UTC().Format(LocalTimeLayout)}
	if given {
		t.Regions = []string{region}
	}
	if err := g.st.PutTeam(t); err != nil {
		return serverError(err.Error())
	}
	view := g.teamBaseInfo(g.st.TeamByID(t.TenantID))
	return reply{Status: http.StatusCreated, Body: view}
}

// teamBaseInfo is TeamBaseInfoSerializer of a team record.
func (g *Gateway) teamBaseInfo(t *Team) map[string]any {
	created := strings.Replace(t.CreateTime, "T", " ", 1)
	return map[string]any{
		"tenant_id": t.TenantID, "tenant_name": t.TeamName, "region": "", "is_active": true,
		"create_time": created, "creater": 1, "limit_memory": 0, "update_time": created,
		"tenant_alias": t.TeamAlias, "enterprise_id": g.st.EnterpriseID,
	}
}

// getTeam answers TeamInfoSerializer of the record found by tenant id:
// the path check takes a name too, but the read then finds nothing (404
// code 2002, TenantNotExistError). The record lacks role_infos,
// service_num and region_num, which the serializer then skips; creater is
// the owner's id as text.
func (g *Gateway) getTeam(c *apiCall) reply {
	t := g.st.TeamByID(strings.TrimSpace(c.path("team_id")))
	if t == nil {
		return reply{Status: http.StatusNotFound, Body: map[string]any{"code": 2002, "msg": "the team is not found", "msg_show": "团队不存在",
			"data": map[string]any{"bean": map[string]any{}, "list": []any{}}}}
	}
	return ok(map[string]any{
		"tenant_id": t.TenantID, "tenant_name": t.TeamName, "tenant_alias": t.TeamAlias, "enterprise_id": g.st.EnterpriseID,
		"is_active": true, "create_time": strings.Replace(t.CreateTime, "T", " ", 1), "creater": "1",
	})
}

// updateTeam validates UpdateTeamInfoReqSerializer, then writes the raw
// body (not the validated data: untrimmed) to the records of that tenant
// id: a key that is not a column is a 500 (the validated region among
// them), and a team name in the path matches no record and still answers
// 200. The answer is empty.
func (g *Gateway) updateTeam(c *apiCall) reply {
	b := readBody(c.body)
	if _, _, fail := checkShortText(b, "tenant_alias", false); fail != nil {
		return *fail
	}
	if _, _, fail := checkShortText(b, "region", false); fail != nil {
		return *fail
	}
	var raw map[string]json.RawMessage
	_ = json.Unmarshal(c.body, &raw)
	for k := range raw {
		if !slices.Contains(teamColumns, k) {
			return unhandledError("FieldDoesNotExist", fmt.Sprintf("Tenants has no field named '%s'", k))
		}
	}
	t := g.st.TeamByID(c.path("team_id"))
	if t == nil {
		return reply{Status: http.StatusOK, Body: rawBody{ContentType: "", Data: nil}}
	}
	if v, has := raw["tenant_alias"]; has {
		var alias string
		_ = json.Unmarshal(v, &alias)
		t.TeamAlias = alias
	}
	return reply{Status: http.StatusOK, Body: rawBody{ContentType: "", Data: nil}}
}

// deleteTeam uninstalls the team from each region it is open in, then
// deletes it, in one transaction: a region where a component of the team
// is not closed or undeploy refuses (400, "There are running components
// ...", naming the region's alias), a region that fails to uninstall
// refuses with "{region}集群自动卸载失败..." (the region's name); either
// leaves everything as it was. Otherwise the team's components and apps go
// with it. The answer is empty.
func (g *Gateway) deleteTeam(c *apiCall) reply {
	t := c.scope.team
	for _, name := range t.Regions {
		r := g.st.Region(name)
		if r == nil {
			continue
		}
		for _, comp := range g.st.Components {
			if comp.TenantID == t.TenantID && comp.ServiceRegion == name && comp.Status != "closed" && comp.Status != "undeploy" {
				return businessError(http.StatusBadRequest, "There are running components under the current application",
					fmt.Sprintf("团队在集群%s下有运行态的组件,请关闭组件后再卸载当前集群", r.RegionAlias))
			}
		}
		if r.UninstallFails {
			return businessError(http.StatusBadRequest, "delete tenant failure", fmt.Sprintf("%s集群自动卸载失败，请手动卸载后重新删除团队", name))
		}
	}
	for _, comp := range slices.Clone(g.st.Components) {
		if comp.TenantID == t.TenantID {
			g.st.removeComponent(comp.ServiceID)
		}
	}
	g.st.Apps = slices.DeleteFunc(g.st.Apps, func(a *App) bool { return a.TenantID == t.TenantID })
	g.st.Teams = slices.DeleteFunc(g.st.Teams, func(o *Team) bool { return o.TenantID == t.TenantID })
	return reply{Status: http.StatusOK, Body: rawBody{ContentType: "", Data: nil}}
}

// openTeamRegion validates TeamRegionReqSerializer, then opens the region
// (create_tenant_on_region: a region already open changes nothing). A
// missing region is an AttributeError of None (500); an unknown one 404
// code 3000. The answer is 201 with the team record.
func (g *Gateway) openTeamRegion(c *apiCall) reply {
	b := readBody(c.body)
	region, given, fail := checkShortText(b, "region", false)
	if fail != nil {
		return *fail
	}
	if !given {
		return unhandledError("AttributeError", "'NoneType' object has no attribute 'region_name'")
	}
	if g.st.Region(region) == nil {
		return regionNotFound()
	}
	t := c.scope.team
	if !g.st.IsOpen(t, region) {
		t.Regions = append(t.Regions, region)
	}
	return reply{Status: http.StatusCreated, Body: g.teamBaseInfo(t)}
}

// RemoveTeam deletes a team (by id or name) out of band, with its apps and
// components, as the console would.
func (g *Gateway) RemoveTeam(team string) error {
	return g.locked(func(s *store) error {
		t := s.Team(team)
		if t == nil {
			return notFoundErr("team %q", team)
		}
		for _, comp := range slices.Clone(s.Components) {
			if comp.TenantID == t.TenantID {
				s.removeComponent(comp.ServiceID)
			}
		}
		s.Apps = slices.DeleteFunc(s.Apps, func(a *App) bool { return a.TenantID == t.TenantID })
		s.Teams = slices.DeleteFunc(s.Teams, func(o *Team) bool { return o.TenantID == t.TenantID })
		return nil
	})
}
