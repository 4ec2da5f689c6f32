package mockgateway

// A component delete that fails inside an app delete (4.27). The console
// deletes each component of the app in turn (batch_delete, forced, calls
// truncate_service), collects {status, msg, service_id, service_cname} for
// every one, and when any failed answers 400 with that list as msg and
// msg_show "请求错误"; the components deleted stay deleted and the app is
// kept (rainbond-console openapi/views/apps/apps.py:201-228). A region
// refusal of the delete gives status 500 and msg "删除组件失败 <the
// region's message>" (console/services/app_actions/app_manage.py:1127-1139).
// With force=1 the console deletes the component again regardless
// (delete_again) and the app goes.

import (
	"net/http"
	"strings"
)

// componentDeleteResult is one entry of the console's msg list.
type componentDeleteResult struct {
	Status       int    `json:"status"`
	Msg          string `json:"msg"`
	ServiceID    string `json:"service_id"`
	ServiceCname string `json:"service_cname"`
}

// deleteAppComponents deletes the components as the app delete does and
// reports each one; failed is true when the region refused one and force
// did not override it.
func (s *store) deleteAppComponents(comps []*Component, force bool) (results []componentDeleteResult, failed bool) {
	for _, c := range comps {
		r := componentDeleteResult{Status: http.StatusOK, Msg: "success", ServiceID: c.ServiceID, ServiceCname: c.ServiceCname}
		if refusal, refused := s.DeleteRefusals[c.ServiceID]; refused {
			r.Status, r.Msg = http.StatusInternalServerError, "删除组件失败 "+refusal
			results = append(results, r)
			if !force {
				failed = true
				continue
			}
		} else {
			results = append(results, r)
		}
		s.removeComponent(c.ServiceID)
	}
	return results, failed
}

// appDeleteFailed is the console's answer when a component could not be
// deleted: ServiceHandleException(msg=msg_list, msg_show="请求错误").
func appDeleteFailed(results []componentDeleteResult) reply {
	return reply{Status: http.StatusBadRequest, Body: map[string]any{
		"code": http.StatusBadRequest, "msg": results, "msg_show": "请求错误",
		"data": map[string]any{"bean": map[string]any{}, "list": []any{}},
	}}
}

// RefuseComponentDelete makes the region refuse to delete the component
// with message (as a region whose cluster cannot remove it would); an
// empty message lets deletes through again.
func (g *Gateway) RefuseComponentDelete(service, message string) error {
	return g.locked(func(s *store) error {
		c := s.Component("", service)
		if c == nil {
			return notFoundErr("component %q", service)
		}
		if s.DeleteRefusals == nil {
			s.DeleteRefusals = map[string]string{}
		}
		if strings.TrimSpace(message) == "" {
			delete(s.DeleteRefusals, c.ServiceID)
			return nil
		}
		s.DeleteRefusals[c.ServiceID] = message
		return nil
	})
}

func (g *Gateway) componentDeleteRoutes(route adminRoutes) {
	route("PUT /_mock/region/components/{service}/delete-refusal", func(r *http.Request, b []byte) (any, error) {
		var body struct {
			Message string `json:"message"`
		}
		if err := strictJSON(b, &body); err != nil {
			return nil, err
		}
		return nil, g.RefuseComponentDelete(r.PathValue("service"), body.Message)
	})
}
