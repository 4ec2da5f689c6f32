package mockgateway

import (
	"encoding/json"
	"net/http"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The app operations beyond the fourteen: create (4.25), read one (4.26),
// delete (4.27) and list the components (4.21), as rainbond-console
// v6.9.8 answers them (openapi/views/apps/apps.py).

func (g *Gateway) appRoutes(app string) {
	apps := api + "/teams/{team_id}/regions/{region_name}/apps"
	g.handle("POST "+apps, OpCreateApp, false, toRegion, g.createApp)
	g.handle("GET "+app, OpGetApp, false, toApp, g.getApp)
	g.handle("DELETE "+app, OpDeleteApp, false, toApp, g.deleteApp)
	g.handle("GET "+app+"/services", OpListAppComponents, false, toApp, g.listAppComponents)
	g.handle("POST "+app+"/services/{service_id}/telescopic/vertical", OpScaleVertical, false, toComponent, g.scaleVertical)
	g.handle("POST "+app+"/services/{service_id}/telescopic/horizontal", OpScaleHorizontal, false, toComponent, g.scaleHorizontal)
	g.handle("GET "+app+"/services/{service_id}/events", OpListComponentEvents, false, toComponent, g.listComponentEvents)
}

// appNameRE is check_app_name's pattern (console/services/group_service.py).
var appNameRE = regexp.MustCompile(`^[a-zA-Z0-9_.\-\x{4e00}-\x{9fa5}]+$`)

// createApp follows AppPostInfoSerializer (app_name 1..128, app_note at
// most 2048, both stripped of surrounding whitespace first), then check_app_name: the pattern, then a name taken in the
// team and region, 400 "app name exist", which is what a retry of a create
// whose answer was lost gets. The answer is 201 with the stored app, in
// the create's own time format.
func (g *Gateway) createApp(c *apiCall) reply {
	sc := c.scope
	b := readBody(c.body)
	name, named := b.str("app_name")
	note, _ := b.str("app_note")
	k8sApp, _ := b.str("k8s_app")
	if rep, failed := b.failure(); failed {
		return rep
	}
	// Both are CharFields with trim_whitespace on: stored stripped, a
	// note's trailing newline included; a name of spaces only is blank.
	name, note = drfStrip(name), drfStrip(note)
	switch {
	case !named:
		return fieldError("app_name", fieldRequired)
	case name == "":
		return fieldError("app_name", "This field may not be blank.")
	case utf8.RuneCountInString(name) > 128:
		return fieldError("app_name", "Ensure this field has no more than 128 characters.")
	case utf8.RuneCountInString(note) > 2048:
		return fieldError("app_note", "Ensure this field has no more than 2048 characters.")
	case !appNameRE.MatchString(name):
		return businessError(http.StatusBadRequest, "app_name illegal", "应用名称只支持中英文, 数字, 下划线, 中划线和点")
	}
	if k8sApp == "" {
		k8sApp = "app-" + g.st.NewHex("k8s_app")[:6]
	}
	for _, a := range g.st.Apps {
		if a.TenantID != sc.team.TenantID || a.RegionName != sc.region.RegionName {
			continue
		}
		if a.K8sApp == k8sApp {
			return reply{Status: http.StatusBadRequest, Body: map[string]any{"code": 21003, "msg": "k8s app exists", "msg_show": "应用英文名已存在"}}
		}
		if a.GroupName == name {
			return businessError(http.StatusBadRequest, "app name exist", "应用名称已存在")
		}
	}
	now := g.clock().UTC().Format(LocalTimeLayout)
	governance, user := "KUBERNETES_NATIVE_SERVICE", "admin"
	// create_app's parameters default to "" and are stored as given: the
	// store fields and the logo of an app made here are "", not null
	// (console/services/group_service.py create_app, 73-85, 100-116).
	a := App{
		TenantID: sc.team.TenantID, GroupName: name, RegionName: sc.region.RegionName, Note: &note,
		Username: &user, GovernanceMode: &governance, CreateTime: now, UpdateTime: now, K8sApp: k8sApp,
		AppStoreName: ptr(""), AppStoreURL: ptr(""), AppTemplateName: ptr(""), Version: ptr(""), Logo: ptr(""),
	}
	if err := g.st.PutApp(a); err != nil {
		return serverError(err.Error())
	}
	created := *g.st.Apps[len(g.st.Apps)-1]
	created.CreateTime = strings.Replace(created.CreateTime, "T", " ", 1)
	created.UpdateTime = created.CreateTime
	return reply{Status: http.StatusCreated, Body: created}
}

// getApp answers AppInfoSerializer: the app's fields without ID, with
// app_id, counts over every component of the app (third-party ones
// included), and figures derived from memory alone.
func (g *Gateway) getApp(c *apiCall) reply {
	sc := c.scope
	comps := g.st.componentsOf(sc.app.ID)
	running := 0
	var memory int64
	var cpu float64
	for _, comp := range comps {
		if comp.Status == "running" {
			running++
		}
		memory += comp.MinMemory
		cpu += float64(comp.MinMemory) / 128 * 30
	}
	status := "closed"
	switch {
	case running > 0 && running < len(comps):
		status = "part_running"
	case running > 0:
		status = "running"
	}
	out := map[string]any{}
	for k, v := range objectFields(*sc.app) {
		if k != "ID" {
			out[k] = v
		}
	}
	out["app_id"] = sc.app.ID
	out["enterprise_id"] = g.st.EnterpriseID
	out["team_name"] = sc.team.TeamName
	out["service_count"] = len(comps)
	out["running_service_count"] = running
	out["status"] = status
	out["used_momory"] = memory
	out["used_cpu"] = cpu
	return ok(out)
}

// deleteApp refuses while a component that is not third-party is in any
// status but closed or undeploy; otherwise it deletes those components
// (forced, with their ports and rules) and the app. Third-party components
// are not deleted: they stay, without an app. A component the region
// refuses to delete fails the app delete (app_delete.go).
func (g *Gateway) deleteApp(c *apiCall) reply {
	sc := c.scope
	if force, given := c.query("force"); given && !isInteger(force) {
		return businessError(http.StatusBadRequest, "force value error", "参数错误")
	}
	var doomed []*Component
	for _, comp := range g.st.componentsOf(sc.app.ID) {
		if isThirdParty(comp) {
			continue
		}
		if comp.Status != "closed" && comp.Status != "undeploy" {
			return businessError(http.StatusBadRequest, "There are running components under the current application", "当前应用下有运行态的组件，不可删除")
		}
		doomed = append(doomed, comp)
	}
	// int(force) is truthy when not 0 (AppInfoView.delete).
	force, _ := c.query("force")
	n, _ := strconv.Atoi(strings.TrimSpace(force))
	if results, failed := g.st.deleteAppComponents(doomed, n != 0); failed {
		return appDeleteFailed(results)
	}
	g.st.Apps = slices.DeleteFunc(g.st.Apps, func(a *App) bool { return a.ID == sc.app.ID })
	return reply{Status: http.StatusOK, Body: rawBody{ContentType: "", Data: nil}}
}

// listAppComponents answers the app's components, third-party ones
// included, with their cluster status and access_infos always empty.
func (g *Gateway) listAppComponents(c *apiCall) reply {
	list := []ServiceBaseInfo{}
	for _, comp := range g.st.componentsOf(c.scope.app.ID) {
		info := comp.ServiceBaseInfo
		info.AccessInfos = []string{}
		list = append(list, info)
	}
	return ok(list)
}

func (s *store) componentsOf(appID int64) []*Component {
	var out []*Component
	for _, c := range s.Components {
		if c.AppID == appID {
			out = append(out, c)
		}
	}
	return out
}

// isInteger is Python's int() on a query value.
func isInteger(s string) bool {
	_, err := strconv.Atoi(strings.TrimSpace(s))
	return err == nil
}

// objectFields is v as the JSON object it is written as.
func objectFields(v any) map[string]any {
	out := map[string]any{}
	b, _ := json.Marshal(v)
	_ = json.Unmarshal(b, &out)
	return out
}
