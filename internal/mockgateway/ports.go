package mockgateway

import (
	"net/http"
	"regexp"
	"slices"
	"strconv"
)

// The port operations follow console/services/app_config/port_service.py and
// openapi/views/apps/apps.py of rainbond-console v6.9.8 (platform-facts.md,
// "Ports"): the checks run in the server's order and answer its codes.

var (
	protocols   = []string{"tcp", "http", "mysql", "grpc", "udp"}
	portAliasRE = regexp.MustCompile(`^[A-Z][A-Z0-9_]*$`)
)

func (g *Gateway) listPorts(c *apiCall) reply {
	sc := c.scope
	list := []PortAnswer{}
	for _, p := range g.st.Ports[sc.comp.ServiceID] {
		list = append(list, portView(*p))
	}
	return ok(envelope(portsListed, nil, list))
}

// PortAnswer is a port as the port operations answer it: the console's
// ServicePortSerializer excludes ID, tenant_id, service_id and name
// (openapi/serializer/app_serializer.py).
type PortAnswer struct {
	ContainerPort  int64  `json:"container_port"`
	MappingPort    int64  `json:"mapping_port"`
	LBMappingPort  int64  `json:"lb_mapping_port"`
	Protocol       string `json:"protocol"`
	PortAlias      string `json:"port_alias"`
	IsInnerService bool   `json:"is_inner_service"`
	IsOuterService bool   `json:"is_outer_service"`
	K8sServiceName string `json:"k8s_service_name"`
}

func portView(p Port) PortAnswer {
	return PortAnswer{ContainerPort: p.ContainerPort, MappingPort: p.MappingPort, LBMappingPort: p.LBMappingPort,
		Protocol: p.Protocol, PortAlias: p.PortAlias, IsInnerService: p.IsInnerService, IsOuterService: p.IsOuterService,
		K8sServiceName: p.K8sServiceName}
}

// withCode gives a business error the server's own code where it is not the
// status (20500, 20501).
func withCode(r reply, code int) reply { return withField(r, "code", code) }

// withField sets one field of a JSON object reply.
func withField(r reply, key string, v any) reply {
	if m, isMap := r.Body.(map[string]any); isMap {
		m[key] = v
	}
	return r
}

// addPort checks in the server's order: the serializer (400, 20400), port
// 0, a null protocol, a duplicate (409, 20501), the range (412), the alias.
func (g *Gateway) addPort(c *apiCall) reply {
	sc := c.scope
	b := readBody(c.body)
	number, hasPort := b.integer("port")
	protocol, _ := b.str("protocol")
	alias, _ := b.str("port_alias")
	inner, hasInner := b.boolean("is_inner_service")
	protocolNull := b.isNull("protocol")
	if rep, failed := b.failure(); failed {
		return rep
	}
	switch {
	case !hasPort:
		return fieldError("port", requiredOrNotNull(b, "port"))
	case !hasInner:
		return fieldError("is_inner_service", requiredOrNotNull(b, "is_inner_service"))
	case b.has("protocol") && !protocolNull && !slices.Contains(protocols, protocol):
		return fieldError("protocol", `"`+protocol+`" is not a valid choice.`)
	case number == 0:
		return businessError(http.StatusBadRequest, "params error", "缺少端口参数")
	case protocolNull:
		return businessError(http.StatusBadRequest, "params error", "缺少协议参数")
	}
	if protocol == "" {
		protocol = protocolHTTP
	}
	if alias == "" {
		alias = defaultPortAlias(sc.comp.ServiceAlias, number)
	}
	if g.st.Port(sc.comp.ServiceID, number) != nil {
		return withCode(businessError(http.StatusConflict, "component port already exists", "端口已存在"), 20501)
	}
	if number < 1 || number > 65535 {
		return businessError(http.StatusPreconditionFailed, "component port out of range", "端口必须为1到65535的整数")
	}
	if !portAliasRE.MatchString(alias) {
		return businessError(http.StatusBadRequest, "add port error", "端口别名不合法")
	}
	p := Port{ContainerPort: number, Protocol: protocol, PortAlias: alias, IsInnerService: inner}
	g.st.FillPort(sc.comp, &p)
	if inner {
		g.addConnectionVariables(sc.comp, &p, true)
	}
	g.st.Ports[sc.comp.ServiceID] = append(g.st.Ports[sc.comp.ServiceID], &p)
	return ok(envelope(portAdded, portView(p), nil))
}

// requiredOrNotNull is the serializer's complaint about a required field.
func requiredOrNotNull(b *body, name string) string {
	if b.isNull(name) {
		return "This field may not be null."
	}
	return fieldRequired
}

// pathPort finds the port named in the path. A {port} that is not a number
// is the server's int() failing: a 500.
func (g *Gateway) pathPort(c *apiCall) (*Port, *reply) {
	text := c.path("port")
	number, err := strconv.ParseInt(text, 10, 64)
	if err != nil {
		r := serverError("invalid literal for int() with base 10: '" + text + "'")
		return nil, &r
	}
	return g.st.Port(c.scope.comp.ServiceID, number), nil
}

// deletePort refuses, in the server's order: custom domains still flagged
// outer (412), an unknown port (404), an open inner, then outer, service
// (409). It then takes the port's connection variables and every HTTP rule
// of the port with it.
func (g *Gateway) deletePort(c *apiCall) reply {
	number, err := strconv.ParseInt(c.path("port"), 10, 64)
	if err != nil {
		return serverError("invalid literal for int() with base 10: '" + c.path("port") + "'")
	}
	sid := c.scope.comp.ServiceID
	if domainsBlockDelete(g.st.RulesOf(sid, number)) {
		return businessError(http.StatusPreconditionFailed, "contains custom domains", "该端口有自定义域名，请先解绑域名")
	}
	p := g.st.Port(sid, number)
	switch {
	case p == nil:
		return businessError(http.StatusNotFound, "port not found", "端口"+strconv.FormatInt(number, 10)+"不存在")
	case p.IsInnerService:
		return businessError(http.StatusConflict, "can not delete inner port", "请关闭对内服务")
	case p.IsOuterService:
		return businessError(http.StatusConflict, "can not delete outer port", "请关闭对外服务")
	}
	gone := *p
	g.removeConnectionVariables(c.scope.comp, number)
	g.st.RemoveRules(func(r *Rule) bool { return r.ServiceID != sid || r.ContainerPort != number })
	g.st.RemovePort(sid, number)
	return ok(envelope(portsDeleted, portView(gone), nil))
}

// domainsBlockDelete is the server's 412 test since 6.8: among the rules
// still flagged outer, more than one, or one that is not the default rule.
func domainsBlockDelete(rules []*Rule) bool {
	var active []*Rule
	for _, r := range rules {
		if r.IsOuterService {
			active = append(active, r)
		}
	}
	return len(active) > 1 || (len(active) == 1 && active[0].Type != 0)
}

// protocolHTTP is the protocol a port gets when none is given.
const protocolHTTP = "http"

// has reports whether the body names the field at all, null included.
func (b *body) has(name string) bool {
	_, present := b.Fields[name]
	return present
}

// isNull reports whether the body sends the field as null, which the
// server's serializers tell apart from leaving it out.
func (b *body) isNull(name string) bool {
	raw, present := b.Fields[name]
	return present && string(raw) == "null"
}

// PortEnvResends reports how many times change_port_alias re-sent the port
// environment variables of a component (by service_id or service_alias) to
// the region, refused requests included: the server sends them before it
// checks the internal domain name.
func (g *Gateway) PortEnvResends(service string) int {
	n := 0
	_ = g.locked(func(s *store) error {
		if c := s.Component("", service); c != nil {
			n = s.EnvResends[c.ServiceID]
		}
		return nil
	})
	return n
}
