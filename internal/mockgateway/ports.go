package mockgateway

import (
	"net/http"
	"regexp"
	"slices"
	"strconv"
)

var (
	protocols      = []string{"tcp", "http", "mysql", "grpc", "udp"}
	portAliasRE    = regexp.MustCompile(`^[A-Z][A-Z0-9_]*$`)
	k8sServiceName = regexp.MustCompile(`^[a-z]([-a-z0-9]*[a-z0-9])?$`)
)

func (g *Gateway) listPorts(c *apiCall) reply {
	sc := c.scope
	list := []Port{}
	for _, p := range g.st.ports[sc.comp.ServiceID] {
		list = append(list, *p)
	}
	return ok(envelope(nil, list))
}

func (g *Gateway) addPort(c *apiCall) reply {
	sc := c.scope
	b := readBody(c.body)
	number, _ := b.integer("port")
	protocol, _ := b.str("protocol")
	alias, _ := b.str("port_alias")
	inner, _ := b.boolean("is_inner_service")
	if rep, failed := b.failure(); failed {
		return rep
	}
	if number == 0 {
		return fieldError("port", "This field is required.")
	}
	if protocol == "" {
		protocol = "http"
	}
	if !slices.Contains(protocols, protocol) {
		return fieldError("protocol", `"`+protocol+`" is not a valid choice.`)
	}
	if alias == "" {
		alias = defaultPortAlias(sc.comp.ServiceAlias, number)
	} else if !portAliasRE.MatchString(alias) {
		return fieldError("port_alias", "port alias must match ^[A-Z][A-Z0-9_]*$")
	}
	if number < 1 || number > 65535 {
		return businessError(http.StatusPreconditionFailed, "port out of range", "端口范围为1到65535")
	}
	if g.st.port(sc.comp.ServiceID, number) != nil {
		return businessError(http.StatusConflict, "port already exists", "端口已存在")
	}
	p := Port{ContainerPort: number, Protocol: protocol, PortAlias: alias, IsInnerService: inner}
	g.st.fillPort(sc.comp, &p)
	g.st.ports[sc.comp.ServiceID] = append(g.st.ports[sc.comp.ServiceID], &p)
	return ok(envelope(p, nil))
}

// pathPort finds the port named in the path; nil when there is none.
func (g *Gateway) pathPort(c *apiCall) *Port {
	number, err := strconv.ParseInt(c.path("port"), 10, 64)
	if err != nil {
		return nil
	}
	return g.st.port(c.scope.comp.ServiceID, number)
}

func (g *Gateway) updatePort(c *apiCall) reply {
	sc := c.scope
	p := g.pathPort(c)
	if p == nil {
		return notFound("port")
	}
	b := readBody(c.body)
	action, _ := b.str("action")
	if rep, failed := b.failure(); failed {
		return rep
	}
	switch action {
	case "open_outer":
		return g.openOuter(sc, p)
	case "close_outer":
		p.IsOuterService = false
		for _, r := range g.st.rulesOf(p.ServiceID, p.ContainerPort) {
			r.IsOuterService = false
		}
	case "open_inner":
		if p.PortAlias == "" {
			return businessError(http.StatusConflict, "port alias is empty", "请先设置端口别名")
		}
		p.IsInnerService = true
	case "close_inner":
		if p.IsOuterService {
			return businessError(http.StatusNotFound, "outer service is still open", "请先关闭对外服务")
		}
		p.IsInnerService = false
	case "change_protocol":
		protocol, _ := b.str("protocol")
		if rep, failed := b.failure(); failed {
			return rep
		}
		if !slices.Contains(protocols, protocol) {
			return fieldError("protocol", `"`+protocol+`" is not a valid choice.`)
		}
		if p.IsOuterService && protocol != "http" {
			return businessError(http.StatusBadRequest, "close the outer service before changing the protocol", "请先关闭对外服务再修改协议")
		}
		p.Protocol = protocol
	case "change_port_alias":
		return g.changePortAlias(sc, p, b)
	case "":
		return fieldError("action", "This field is required.")
	default:
		return fieldError("action", `"`+action+`" is not a valid choice.`)
	}
	return ok(envelope(*p, nil))
}

// openOuter needs the inner service; on an http port without any rule it
// creates the default rule, as the server does.
func (g *Gateway) openOuter(sc scope, p *Port) reply {
	if !p.IsInnerService {
		return businessError(http.StatusNotFound, "inner port is not open", "请先开启对内服务")
	}
	p.IsOuterService = true
	rules := g.st.rulesOf(p.ServiceID, p.ContainerPort)
	for _, r := range rules {
		r.IsOuterService = true
	}
	if p.Protocol == "http" && len(rules) == 0 {
		r := Rule{
			ServiceID:      sc.comp.ServiceID,
			ContainerPort:  p.ContainerPort,
			DomainName:     defaultDomain(sc.comp.ServiceAlias, p.ContainerPort, sc.team.TeamName, sc.region.HTTPDomain),
			Type:           0,
			IsOuterService: true,
		}
		if err := g.st.putRule(r); err != nil {
			return serverError(err.Error())
		}
	}
	return ok(envelope(*p, nil))
}

// changePortAlias sets the alias of one port. A non-empty k8s_service_name
// is set on every port of the component, as the server does.
func (g *Gateway) changePortAlias(sc scope, p *Port, b *body) reply {
	alias, _ := b.str("port_alias")
	name, _ := b.str("k8s_service_name")
	if rep, failed := b.failure(); failed {
		return rep
	}
	if alias == "" {
		return fieldError("port_alias", "This field is required.")
	}
	if !portAliasRE.MatchString(alias) {
		return fieldError("port_alias", "port alias must match ^[A-Z][A-Z0-9_]*$")
	}
	if name != "" {
		if len(name) > 63 || !k8sServiceName.MatchString(name) {
			return fieldError("k8s_service_name", "must be a DNS-1035 label: lower case letters, digits and '-', at most 63 characters")
		}
		for _, each := range g.st.ports[sc.comp.ServiceID] {
			each.K8sServiceName = name
		}
	}
	p.PortAlias = alias
	return ok(envelope(*p, nil))
}

func (g *Gateway) deletePort(c *apiCall) reply {
	p := g.pathPort(c)
	if p == nil {
		return notFound("port")
	}
	if p.IsInnerService || p.IsOuterService {
		return businessError(http.StatusConflict, "close the inner and outer service before deleting the port", "请先关闭对内和对外服务")
	}
	for _, r := range g.st.rulesOf(p.ServiceID, p.ContainerPort) {
		if r.Type == 1 {
			return businessError(http.StatusPreconditionFailed, "custom domains are still bound to the port", "该端口绑定了自定义域名，请先解绑")
		}
	}
	gone := *p
	g.st.removeRules(func(r *Rule) bool { return r.ServiceID != p.ServiceID || r.ContainerPort != p.ContainerPort })
	g.st.removePort(p.ServiceID, p.ContainerPort)
	return ok(envelope(gone, nil))
}
