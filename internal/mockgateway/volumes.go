package mockgateway

import (
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"
)

// Volumes of a component (beyond-interface 4.18) and the MCP component
// detail that lists them. rainbond-console v6.9.8:
// openapi/views/apps/apps.py ServiceVolumeView (819-880);
// openapi/serializer/app_serializer.py ServiceVolumeSerializer (333-337);
// console/views/app_config/app_volume.py ensure_volume_mode (27-33);
// console/services/app_config/volume_service.py check_volume_name
// (327-337), check_volume_path (339-364), __setting_volume_access_mode
// (406-420), check_volume_options (477-487), create_service_volume
// (494-535); console/utils/urlutil.py is_path_legal; openapi/mcp/views.py
// McpComponentDetailView (310-326, 405-446), openapi/mcp/serializers.py
// ComponentVolumeSerializer (114-118).

const (
	volumeNameMax           = 512
	defaultVolumeType       = "local-path"
	volumeRefusedPathStatus = http.StatusPreconditionFailed
)

var (
	// volumeNameRE is check_volume_name's pattern, matched from the start
	// to the end.
	volumeNameRE = regexp.MustCompile(`^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$`)
	// volumePathRE is console/utils/urlutil.py is_path_legal, with
	// Python's Unicode \w.
	volumePathRE = regexp.MustCompile(`^/([\p{L}\p{N}_-]+/?)+([\p{L}\p{N}_-]?.+/?)?([\p{L}\p{N}_-]?.[\p{L}\p{N}_-]+/?)$`)
	// simpleVolumeTypes are the types every cluster takes; any other type
	// the cluster does not offer (the mock's offer none) is stored as
	// local-path.
	simpleVolumeTypes = []string{"local-path", "config-file", "vm-file", "memoryfs", "local"}
	modeRE            = regexp.MustCompile(`^[0-7]{1,3}$`)
)

func (g *Gateway) volumeRoutes(app string) {
	g.handle("POST "+app+"/services/{service_id}/volumes", OpAddVolume, false, toComponent, g.addVolume)
	g.handle("GET "+api+"/mcp/teams/{team_alias}/apps/{app_id}/components/{component_id}", OpMCPComponentDetail, false, noScope, g.mcpComponentDetail)
}

func (g *Gateway) addVolume(c *apiCall) reply {
	b := readBody(c.body)
	name, hasName := b.str("volume_name")
	path, hasPath := b.str("volume_path")
	capacity, hasCapacity := b.integer("volume_capacity")
	kind, hasKind := b.str("volume_type")
	content, _ := b.str("file_content")
	access, _ := b.str("access_mode")
	if rep, failed := b.failure(); failed {
		return rep
	}
	name, path, kind = drfStrip(name), drfStrip(path), drfStrip(kind)
	for _, f := range []struct {
		field, value string
		present      bool
	}{{"volume_name", name, hasName}, {"volume_path", path, hasPath}, {"volume_type", kind, hasKind}} {
		switch {
		case !f.present:
			return fieldError(f.field, fieldRequired)
		case f.value == "":
			return fieldError(f.field, "This field may not be blank.")
		case utf8.RuneCountInString(f.value) > volumeNameMax:
			return fieldError(f.field, fmt.Sprintf("Ensure this field has no more than %d characters.", volumeNameMax))
		}
	}
	if !hasCapacity {
		return fieldError("volume_capacity", fieldRequired)
	}
	if !volumeNameRE.MatchString(name) {
		return businessError(http.StatusBadRequest, "volume name illegal", "持久化名称只支持数字字母下划线")
	}
	var mode *int64
	if raw, has := b.Fields["mode"]; has && string(raw) != "null" {
		var n int64
		if json.Unmarshal(raw, &n) != nil || strings.ContainsAny(string(raw), ".\"eE") || !modeRE.MatchString(fmt.Sprint(n)) {
			return businessError(http.StatusBadRequest, "mode be a number between 0 and 777 (octal)", "权限必须是在0和777之间的八进制数")
		}
		mode = &n
	}
	comp := c.scope.comp
	for _, v := range g.st.Volumes[comp.ServiceID] {
		if v.VolumeName == name {
			return businessError(http.StatusBadRequest, "volume name already exists", fmt.Sprintf("持久化名称[%s]已存在", name))
		}
	}
	if rep := g.checkVolumePath(comp, path); rep != nil {
		return *rep
	}
	if !slices.Contains(simpleVolumeTypes, kind) {
		kind = defaultVolumeType
	}
	switch {
	case access != "":
		access = strings.ToUpper(access)
	case kind == "config-file" || comp.ExtendMethod == "stateless_multiple":
		access = "RWX"
	default:
		access = "RWO"
	}
	g.st.NextVolumeID++
	v := &Volume{ID: g.st.NextVolumeID, ServiceID: comp.ServiceID, VolumeName: name, VolumePath: path, VolumeCapacity: capacity,
		VolumeType: kind, AccessMode: access, Mode: mode}
	if kind == "config-file" {
		v.FileContent = content
	}
	if g.st.Volumes == nil {
		g.st.Volumes = map[string][]*Volume{}
	}
	g.st.Volumes[comp.ServiceID] = append(g.st.Volumes[comp.ServiceID], v)
	rec := *v
	rec.FileContent = ""
	return ok(envelope("持久化路径添加成功", rec, nil))
}

// checkVolumePath is check_volume_path for components that are not
// Windows, source-code or vm_run ones: a path taken (412), a path the
// legality check refuses (412 by ErrVolumePath's default), a path inside
// another or holding one (412).
func (g *Gateway) checkVolumePath(comp *Component, path string) *reply {
	fail := func(msg, show string) *reply {
		r := businessError(volumeRefusedPathStatus, msg, show)
		return &r
	}
	for _, v := range g.st.Volumes[comp.ServiceID] {
		if v.VolumePath == path {
			return fail("path already exists", fmt.Sprintf("持久化路径[%s]已存在", path))
		}
	}
	if !volumePathRE.MatchString(path) {
		return fail("path error", "请输入符合规范的路径（如：/tmp/volumes）")
	}
	for _, v := range g.st.Volumes[comp.ServiceID] {
		if strings.HasPrefix(v.VolumePath, path+"/") || strings.HasPrefix(path, v.VolumePath+"/") {
			return fail("path error", fmt.Sprintf("已存在以%s开头的路径", v.VolumePath))
		}
	}
	return nil
}

// mcpComponentDetail answers McpComponentDetailView.get: the team by its
// alias (the first of that alias), the component by service id in that
// team (app_id unused), 404 general_message otherwise; volumes with name,
// path and capacity only, config files left out.
func (g *Gateway) mcpComponentDetail(c *apiCall) reply {
	var team *Team
	for _, t := range g.st.Teams {
		if t.TeamAlias == c.path("team_alias") {
			team = t
			break
		}
	}
	notFound := func(msg, show string) reply {
		return reply{Status: http.StatusNotFound, Body: map[string]any{"code": 404, "msg": msg, "msg_show": show, "data": map[string]any{"bean": map[string]any{}, "list": []any{}}}}
	}
	if team == nil {
		return notFound("team not found", "团队不存在")
	}
	comp := g.st.CompByID[c.path("component_id")]
	if comp == nil || comp.TenantID != team.TenantID {
		return notFound("component not found", "组件不存在")
	}
	volumes := []map[string]any{}
	for _, v := range g.st.Volumes[comp.ServiceID] {
		if v.VolumeType == "config-file" {
			continue // volume_repo.get_service_volumes excludes them
		}
		volumes = append(volumes, map[string]any{"volume_name": v.VolumeName, "volume_path": v.VolumePath, "volume_capacity": v.VolumeCapacity})
	}
	bean := map[string]any{"service_id": comp.ServiceID, "service_cname": comp.ServiceCname, "service_alias": comp.ServiceAlias,
		"ports": []any{}, "envs": []any{}, "volumes": volumes}
	return ok(envelope("获取成功", bean, nil))
}

// Volumes returns a component's volumes.
func (g *Gateway) Volumes(service string) []Volume {
	out := []Volume{}
	_ = g.locked(func(s *store) error {
		if c := s.Component("", service); c != nil {
			for _, v := range s.Volumes[c.ServiceID] {
				out = append(out, *v)
			}
		}
		return nil
	})
	return out
}

// RemoveVolume deletes a component's volume out of band, as the console
// can.
func (g *Gateway) RemoveVolume(service, name string) error {
	return g.locked(func(s *store) error {
		c := s.Component("", service)
		if c == nil {
			return notFoundErr("component %q", service)
		}
		before := len(s.Volumes[c.ServiceID])
		s.Volumes[c.ServiceID] = slices.DeleteFunc(s.Volumes[c.ServiceID], func(v *Volume) bool { return v.VolumeName == name })
		if len(s.Volumes[c.ServiceID]) == before {
			return notFoundErr("volume %q", name)
		}
		return nil
	})
}

// EditVolume changes a component's volume out of band, as the console
// can.
func (g *Gateway) EditVolume(service, name string, fn func(*Volume)) error {
	return g.locked(func(s *store) error {
		c := s.Component("", service)
		if c == nil {
			return notFoundErr("component %q", service)
		}
		for _, v := range s.Volumes[c.ServiceID] {
			if v.VolumeName == name {
				fn(v)
				return nil
			}
		}
		return notFoundErr("volume %q", name)
	})
}
