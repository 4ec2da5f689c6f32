package mockgateway

import (
	"encoding/json"
	"net/http"
	"slices"
)

// Component scaling (4.16, 4.17), as rainbond-console v6.9.8 answers it
// (openapi/views/apps/apps.py, console/services/app_actions/app_manage.py).
// Both answer 200 with an empty body. Both change nothing, and still answer
// 200, when the component's create_status is not "complete": the console
// stores the new values only after the cluster accepted them, and a
// component not yet created in the cluster is never sent.

// singletonMethods are the component types that run one instance only
// (console/enum/component_enum.py is_singleton).
var singletonMethods = []string{"stateless_singleton", "state_singleton"}

// scaleVertical validates AppServiceTelescopicVerticalSerializer: every key
// is required; new_memory is an integer from 64 to 65536 where v % 64 == 1
// is refused; new_cpu and new_gpu may be null and are at least 0. A null
// CPU becomes int(memory / 128 * 20); a null GPU keeps the current one.
func (g *Gateway) scaleVertical(c *apiCall) reply {
	fields, fail := decodeObject(c.body)
	if fail != nil {
		return *fail
	}
	errs := map[string][]string{}
	memory, memOK := scaleInt(fields, "new_memory", false, errs)
	cpu, cpuOK := scaleInt(fields, "new_cpu", true, errs)
	gpu, gpuOK := scaleInt(fields, "new_gpu", true, errs)
	if memOK {
		switch {
		case *memory%64 == 1:
			errs["new_memory"] = []string{"参数不正确，请输入64的倍数"}
		case *memory > 65536 || *memory < 64:
			errs["new_memory"] = []string{"参数超出范围，请选择64~65536之间的整数值"}
		}
	}
	for name, v := range map[string]*int64{"new_cpu": cpu, "new_gpu": gpu} {
		if v != nil && *v < 0 {
			errs[name] = []string{"请输入正整数数据"}
		}
	}
	if len(errs) > 0 || !memOK || !cpuOK || !gpuOK {
		return validationError(validationDetail, errs)
	}
	comp := c.scope.comp
	if !createdInCluster(comp) {
		return reply{Status: http.StatusOK, Body: rawBody{ContentType: "", Data: nil}}
	}
	if cpu == nil {
		v := int64(float64(*memory) / 128 * 20)
		cpu = &v
	}
	if gpu == nil {
		gpu = &comp.ContainerGPU
	}
	// The region refuses while the component's last operation runs; the
	// console answers that 409 with its own msg (vertical_upgrade).
	now := g.clock()
	ev, busy := g.st.BeginEvent(comp, "vertical-service", now)
	if busy {
		return regionBusy("vertical upgrade error")
	}
	g.st.SettleEvent(ev, comp, "vertical-service", now)
	comp.MinMemory, comp.MinCPU, comp.ContainerGPU = *memory, *cpu, *gpu
	return reply{Status: http.StatusOK, Body: rawBody{ContentType: "", Data: nil}}
}

// scaleHorizontal takes new_node from 1 to 100. A singleton component
// refuses more than one (409). The cluster compares the count with the
// instances present (all of min_node while running, none otherwise) and
// refuses an equal one with 400 code 10104.
func (g *Gateway) scaleHorizontal(c *apiCall) reply {
	fields, fail := decodeObject(c.body)
	if fail != nil {
		return *fail
	}
	errs := map[string][]string{}
	node, nodeOK := scaleInt(fields, "new_node", false, errs)
	if nodeOK && (*node < 1 || *node > 100) {
		errs["new_node"] = []string{"参数超出范围，请选择1~100之间的整数值"}
	}
	if len(errs) > 0 || !nodeOK {
		return validationError(validationDetail, errs)
	}
	comp := c.scope.comp
	if slices.Contains(singletonMethods, comp.ExtendMethod) && *node > 1 {
		return businessError(http.StatusConflict, "singleton component, do not allow", "组件为单实例组件，不可使用多节点")
	}
	if !createdInCluster(comp) {
		return reply{Status: http.StatusOK, Body: rawBody{ContentType: "", Data: nil}}
	}
	// The region's busy check comes first; its 409 is answered as the
	// console's own (horizontal_upgrade).
	now := g.clock()
	ev, busy := g.st.BeginEvent(comp, "horizontal-service", now)
	if busy {
		return regionBusy("just wait a moment")
	}
	if *node == g.st.InstancesOf(comp) {
		g.st.EndEvent(ev, now)
		return reply{Status: http.StatusBadRequest, Body: map[string]any{
			"code": 10104, "msg": "The number of components has not changed, no need to scale", "msg_show": "节点没有变化，无需升级",
		}}
	}
	g.st.SettleEvent(ev, comp, "horizontal-service", now)
	comp.MinNode = *node
	delete(g.st.Instances, comp.ServiceID)
	return reply{Status: http.StatusOK, Body: rawBody{ContentType: "", Data: nil}}
}

// scaleInt reads a required integer key of a scaling body; nullable says
// whether null is allowed (it is then nil). A problem is recorded in errs
// under the field's name, the way the serializer reports it.
func scaleInt(fields map[string]json.RawMessage, name string, nullable bool, errs map[string][]string) (*int64, bool) {
	raw, present := fields[name]
	switch {
	case !present:
		errs[name] = []string{fieldRequired}
		return nil, false
	case string(raw) == "null" && nullable:
		return nil, true
	case string(raw) == "null":
		errs[name] = []string{"This field may not be null."}
		return nil, false
	}
	v, _, fail := intField(fields, name)
	if fail != nil {
		errs[name] = []string{"A valid integer is required."}
		return nil, false
	}
	return &v, true
}

// SetRunningInstances makes the cluster run n instances of a running
// component while the console keeps its min_node, as after a scaling made
// outside the console: a horizontal scale to n then gets 10104.
func (g *Gateway) SetRunningInstances(service string, n int64) error {
	return g.locked(func(s *store) error {
		c := s.Component("", service)
		if c == nil {
			return notFoundErr("component %q", service)
		}
		if s.Instances == nil {
			s.Instances = map[string]int64{}
		}
		s.Instances[c.ServiceID] = n
		return nil
	})
}
