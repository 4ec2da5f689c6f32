package mockgateway

import (
	"encoding/json"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The component operations beyond the fourteen, as rainbond-console
// v6.9.8 answers them (openapi/views/apps/apps.py): create from an image
// (4.22), delete (4.23), change the stored image (4.19), build (4.20),
// operate the app's components (4.30); the variables (4.15) are in
// component_envs.go and the asynchronous operations in the region room (region/operations.go).

func init() {
	Operations = append(Operations, OpCreateComponent, OpDeleteComponent, OpChangeComponentImage,
		OpBuildComponent, OpOperateApp, OpUpdateComponentEnvs)
}

func (g *Gateway) componentRoutes(app string) {
	g.handle("POST "+app+"/services", OpCreateComponent, false, toApp, g.createComponent)
	g.handle("DELETE "+app+"/services/{service_id}", OpDeleteComponent, false, toComponent, g.deleteComponent)
	g.handle("PUT "+app+"/services/{service_id}/docker-image-change", OpChangeComponentImage, false, toComponent, g.changeComponentImage)
	g.handle("POST "+app+"/services/{service_id}/build", OpBuildComponent, false, toComponent, g.buildComponent)
	g.handle("POST "+app+"/operations", OpOperateApp, false, toApp, g.operateApp)
	g.handle("PUT "+app+"/services/{service_id}/envs", OpUpdateComponentEnvs, false, toComponent, g.updateComponentEnvs)
}

// djangoServerError is the answer of a view whose JSON renderer cannot
// encode the body: the 4.22 failures after the record is saved carry the
// exception object itself, and Django answers its plain 500 page.
func djangoServerError() reply {
	return reply{Status: http.StatusInternalServerError, Body: rawBody{ContentType: "text/html", Data: []byte("\n<!doctype html>\n<html lang=\"en\">\n<head>\n  <title>Server Error (500)</title>\n</head>\n<body>\n  <h1>Server Error (500)</h1><p></p>\n</body>\n</html>\n")}}
}

// createComponent follows ListAppServicesView.post: the k8s name is
// checked first against the app that group_id names (400 code 20802); the
// team comes from that app; the name is checked (412); the record is
// saved and joins the app, then the region create and, with is_deploy
// (default true), the first build.
func (g *Gateway) createComponent(c *apiCall) reply {
	b := readBody(c.body)
	groupID, hasGroup := b.integer("group_id")
	cname, _ := b.str("service_cname")
	image, _ := b.str("image")
	k8sName, _ := b.str("k8s_component_name")
	isDeploy, deploySet := b.boolean("is_deploy")
	if rep, failed := b.failure(); failed {
		return rep
	}
	if !hasGroup {
		groupID = -1
	}
	group := g.st.App(groupID)
	if k8sName != "" && group != nil {
		for _, other := range g.st.componentsOf(group.ID) {
			if other.K8sComponentName == k8sName {
				return reply{Status: http.StatusBadRequest, Body: map[string]any{"code": 20802, "msg": "k8s component name exists", "msg_show": "组件英文名已存在",
					"data": map[string]any{"bean": map[string]any{}, "list": []any{}}}}
			}
		}
	}
	if group == nil {
		// get_tenant_by_group_id finds no app: the view crashes.
		return unhandledError("AttributeError", "'NoneType' object has no attribute 'tenant_id'")
	}
	switch {
	case strings.TrimSpace(cname) == "":
		return businessError(http.StatusPreconditionFailed, "service create fail", "组件名称不能为空")
	case utf8.RuneCountInString(cname) > 100:
		return businessError(http.StatusPreconditionFailed, "service create fail", "组件名称最多支持100个字符")
	}
	room := g.st.Deploys()
	failure := room.CreateFailure
	room.CreateFailure = ""
	source, status, created := "docker_image", "undeploy", "complete"
	if failure == "cluster" || failure == "cluster-400" {
		created = "creating"
	}
	comp := Component{AppID: group.ID, ServiceBaseInfo: ServiceBaseInfo{
		TenantID: group.TenantID, ServiceCname: cname, ServiceRegion: c.scope.region.RegionName, Image: image, Version: "latest",
		MinMemory: 512, MinNode: 1, ExtendMethod: "stateless_multiple", ServiceSource: &source, CreateStatus: &created,
		Status: status, K8sComponentName: k8sName, ServiceOrigin: "assistant",
	}}
	if err := g.st.PutComponent(comp); err != nil {
		return serverError(err.Error())
	}
	saved := g.st.Components[len(g.st.Components)-1]
	switch failure {
	case "":
	case "build-400":
		// ErrComponentBuildFailed, when its message encodes.
		return reply{Status: http.StatusBadRequest, Body: map[string]any{"code": 20800, "msg": "failed to build component", "msg_show": "组件构建失败",
			"data": map[string]any{"bean": map[string]any{}, "list": []any{}}}}
	case "cluster-400":
		// The region create failed, when its exception encodes.
		return businessError(http.StatusBadRequest, "call cloud api failure", "region create failed")
	default:
		return djangoServerError()
	}
	if !deploySet || isDeploy {
		g.st.Build(saved, g.clock())
	}
	return ok(map[string]any{"code": 200, "msg": "success", "msg_show": "组件创建成功",
		"data": map[string]any{"bean": map[string]any{"service_id": saved.ServiceID}, "list": []any{}}})
}

// runningStatuses count as running for a delete (app_manage.py
// __is_service_running).
var runningStatuses = []string{"running", "starting", "restoring", "stopping", "failure", "unKnow", "unusual", "abnormal", "some_abnormal"}

// deleteComponent follows AppServicesView.delete: force must be an
// integer; a component that counts as running is refused (409), then one
// with a dependant or a mounted volume (412); with force=1 a refused
// delete is forced through and the refusal still answered.
func (g *Gateway) deleteComponent(c *apiCall) reply {
	force := false
	if v, given := c.query("force"); given {
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil {
			return businessError(http.StatusBadRequest, "force value error", "参数错误")
		}
		force = n != 0
	}
	comp, room := c.scope.comp, g.st.Deploys()
	var refusal *reply
	switch {
	case createdInCluster(comp) && !isThirdParty(comp) && slices.Contains(runningStatuses, comp.Status):
		r := businessError(http.StatusConflict, "delete error", "组件可能处于运行状态,请先关闭组件")
		refusal = &r
	case room.Dependants[comp.ServiceID] != "":
		r := businessError(http.StatusPreconditionFailed, "delete error", "组件被"+room.Dependants[comp.ServiceID]+"依赖，不可删除")
		refusal = &r
	case room.Mounts[comp.ServiceID] != "":
		r := businessError(http.StatusPreconditionFailed, "delete error", "当前组件有存储被"+room.Mounts[comp.ServiceID]+"组件挂载, 不可删除")
		refusal = &r
	}
	if refusal != nil && !force {
		return *refusal
	}
	g.st.removeComponent(comp.ServiceID)
	delete(g.st.Envs, comp.ServiceID)
	delete(room.Dependants, comp.ServiceID)
	delete(room.Mounts, comp.ServiceID)
	if refusal != nil {
		return *refusal
	}
	return reply{Status: http.StatusOK, Body: rawBody{ContentType: "", Data: nil}}
}

// changeComponentImage follows ChangeDeploySourceView.put: the body is not
// validated, a missing or empty image changes nothing, and the version is
// the text after the last ":" ("nginx:" becomes "nginx::latest").
func (g *Gateway) changeComponentImage(c *apiCall) reply {
	fields, _ := decodeObject(c.body)
	var image string
	if raw, given := fields["image"]; given {
		_ = json.Unmarshal(raw, &image)
	}
	if image != "" {
		comp := c.scope.comp
		if strings.HasSuffix(image, ":") {
			image += ":latest"
		}
		comp.Image = image
		comp.Version = image[strings.LastIndex(image, ":")+1:]
	}
	return ok(map[string]any{"code": 200, "msg": "success", "msg_show": "更改镜像地址成功",
		"data": map[string]any{"bean": map[string]any{}, "list": []any{}}})
}

// buildComponent follows ComponentBuildView.post: a component not created
// in the cluster is refused (400); a busy component gets 409; repo_url
// replaces the image for good (the version stays), and the credentials
// are replaced. The answer is the event to follow.
func (g *Gateway) buildComponent(c *apiCall) reply {
	b := readBody(c.body)
	repoURL, _ := b.str("repo_url")
	if rep, failed := b.failure(); failed {
		return rep
	}
	comp := c.scope.comp
	if comp.CreateStatus != nil && *comp.CreateStatus != "complete" {
		return businessError(http.StatusBadRequest, "component create status is "+*comp.CreateStatus, "组件未完成创建，禁止构建")
	}
	id, busy := g.st.BuildAlone(comp, g.clock())
	if busy {
		return businessError(http.StatusConflict, "操作过于频繁，请稍后再试", "操作过于频繁，请稍后再试")
	}
	if repoURL != "" {
		comp.Image = repoURL
	}
	return ok(map[string]any{"event_id": id})
}

// operateApp follows APPOperationsView.post: action is one of start,
// stop, upgrade, deploy; service_ids default to the app's components and
// are not checked against the app; start, stop and upgrade skip
// components not created in the cluster, and an upgrade starts a closed
// component. Every component acted on gets an
// event; the answer is 200 whatever happened.
func (g *Gateway) operateApp(c *apiCall) reply {
	fields, fail := decodeObject(c.body)
	if fail != nil {
		return *fail
	}
	var action string
	if raw, given := fields["action"]; !given || json.Unmarshal(raw, &action) != nil {
		return fieldError("action", fieldRequired)
	}
	if !slices.Contains([]string{"start", "stop", "upgrade", "deploy"}, action) {
		return fieldError("action", "\""+action+"\" is not a valid choice.")
	}
	var ids []string
	if raw, given := fields["service_ids"]; given && string(raw) != "null" {
		if json.Unmarshal(raw, &ids) != nil {
			return fieldError("service_ids", "Expected a list of items but got type \"str\".")
		}
	}
	now := g.clock()
	for _, comp := range g.st.operationTargets(c.scope.app.ID, ids) {
		if action != "deploy" && !createdInCluster(comp) {
			continue
		}
		switch action {
		case "deploy":
			g.st.Build(comp, now)
		case "start":
			if comp.Status == "undeploy" {
				// The region has no version to start (a mock's reading:
				// the start fails in its event).
				g.st.Deploys().FailNext[comp.ServiceID+"/"+OptStart] = "the component has no deployed version; deploy it first"
			}
			g.st.StartOperation(comp, OptStart, "starting", "running", now)
		case "stop":
			g.st.StartOperation(comp, OptStop, "stopping", "closed", now)
		case "upgrade":
			if comp.Status == "closed" {
				// The worker starts a component that has no instances
				// (rainbond worker/handle/manager.go rollingUpgradeExec).
				g.st.StartOperation(comp, OptUpgrade, "starting", "running", now)
				continue
			}
			g.st.StartOperation(comp, OptUpgrade, "", "", now)
		}
	}
	return ok(map[string]any{"msg": "操作成功"})
}

// operationTargets are the components an operation names by id (any app,
// any team: the console does not check), or every component of the app
// but third-party ones.
func (s *store) operationTargets(appID int64, ids []string) []*Component {
	var comps []*Component
	if len(ids) == 0 {
		for _, comp := range s.componentsOf(appID) {
			if !isThirdParty(comp) {
				comps = append(comps, comp)
			}
		}
		return comps
	}
	for _, id := range ids {
		if comp := s.CompByID[id]; comp != nil {
			comps = append(comps, comp)
		}
	}
	return comps
}
