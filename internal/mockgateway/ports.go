package mockgateway

import (
	"encoding/json"
	"net/http"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

var (
	protocols      = []string{"tcp", "http", "mysql", "grpc", "udp"}
	portAliasRE    = regexp.MustCompile(`^[A-Z][A-Z0-9_]*$`)
	k8sServiceName = regexp.MustCompile(`^[a-z]([-a-z0-9]*[a-z0-9])?$`)
)

func (g *Gateway) listPorts(c *apiCall) reply {
	sc, fail := g.resolve(c, toComponent)
	if fail != nil {
		return *fail
	}
	list := []Port{}
	for _, p := range g.st.ports[sc.comp.ServiceID] {
		list = append(list, *p)
	}
	return ok(envelope(nil, list))
}

// decodeObject reads a JSON object body; an empty body is an empty object.
func decodeObject(body []byte) (map[string]json.RawMessage, *reply) {
	fields := map[string]json.RawMessage{}
	if len(strings.TrimSpace(string(body))) == 0 {
		return fields, nil
	}
	if err := json.Unmarshal(body, &fields); err != nil {
		r := validationError("JSON parse error - "+err.Error(), map[string][]string{"non_field_errors": {"Invalid data. Expected a dictionary."}})
		return nil, &r
	}
	if fields == nil { // the body was null
		fields = map[string]json.RawMessage{}
	}
	return fields, nil
}

// stringField reads an optional string; null counts as absent.
func stringField(fields map[string]json.RawMessage, name string) (string, bool, *reply) {
	raw, present := fields[name]
	if !present || string(raw) == "null" {
		return "", false, nil
	}
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		r := fieldError(name, "Not a valid string.")
		return "", true, &r
	}
	return s, true, nil
}

func boolField(fields map[string]json.RawMessage, name string) (bool, bool, *reply) {
	raw, present := fields[name]
	if !present || string(raw) == "null" {
		return false, false, nil
	}
	var b bool
	if err := json.Unmarshal(raw, &b); err != nil {
		r := fieldError(name, "Must be a valid boolean.")
		return false, true, &r
	}
	return b, true, nil
}

// intField reads an integer given as a JSON number or a decimal string, the
// way the server's integer fields accept both 80 and "80".
func intField(fields map[string]json.RawMessage, name string) (int64, bool, *reply) {
	raw, present := fields[name]
	if !present || string(raw) == "null" {
		return 0, false, nil
	}
	text := string(raw)
	var s string
	if json.Unmarshal(raw, &s) == nil {
		text = strings.TrimSpace(s)
	}
	n, err := strconv.ParseInt(text, 10, 64)
	if err != nil {
		f, ferr := strconv.ParseFloat(text, 64)
		if ferr != nil || f != float64(int64(f)) {
			r := fieldError(name, "A valid integer is required.")
			return 0, true, &r
		}
		n = int64(f)
	}
	return n, true, nil
}

func (g *Gateway) addPort(c *apiCall) reply {
	sc, fail := g.resolve(c, toComponent)
	if fail != nil {
		return *fail
	}
	fields, fail := decodeObject(c.body)
	if fail != nil {
		return *fail
	}
	number, _, fail := intField(fields, "port")
	if fail != nil {
		return *fail
	}
	if number == 0 {
		return fieldError("port", "This field is required.")
	}
	protocol, _, fail := stringField(fields, "protocol")
	if fail != nil {
		return *fail
	}
	if protocol == "" {
		protocol = "http"
	}
	if !slices.Contains(protocols, protocol) {
		return fieldError("protocol", `"`+protocol+`" is not a valid choice.`)
	}
	alias, _, fail := stringField(fields, "port_alias")
	if fail != nil {
		return *fail
	}
	if alias == "" {
		alias = defaultPortAlias(sc.comp.ServiceAlias, number)
	} else if !portAliasRE.MatchString(alias) {
		return fieldError("port_alias", "port alias must match ^[A-Z][A-Z0-9_]*$")
	}
	inner, _, fail := boolField(fields, "is_inner_service")
	if fail != nil {
		return *fail
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

// pathPort finds the port named in the path.
func (g *Gateway) pathPort(c *apiCall, sc scope) (*Port, *reply) {
	number, err := strconv.ParseInt(c.path("port"), 10, 64)
	var p *Port
	if err == nil {
		p = g.st.port(sc.comp.ServiceID, number)
	}
	if p == nil {
		r := notFound("port")
		return nil, &r
	}
	return p, nil
}

func (g *Gateway) updatePort(c *apiCall) reply {
	sc, fail := g.resolve(c, toComponent)
	if fail != nil {
		return *fail
	}
	p, fail := g.pathPort(c, sc)
	if fail != nil {
		return *fail
	}
	fields, fail := decodeObject(c.body)
	if fail != nil {
		return *fail
	}
	action, _, fail := stringField(fields, "action")
	if fail != nil {
		return *fail
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
		protocol, _, fail := stringField(fields, "protocol")
		if fail != nil {
			return *fail
		}
		if !slices.Contains(protocols, protocol) {
			return fieldError("protocol", `"`+protocol+`" is not a valid choice.`)
		}
		if p.IsOuterService && protocol != "http" {
			return businessError(http.StatusBadRequest, "close the outer service before changing the protocol", "请先关闭对外服务再修改协议")
		}
		p.Protocol = protocol
	case "change_port_alias":
		return g.changePortAlias(sc, p, fields)
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
func (g *Gateway) changePortAlias(sc scope, p *Port, fields map[string]json.RawMessage) reply {
	alias, _, fail := stringField(fields, "port_alias")
	if fail != nil {
		return *fail
	}
	if alias == "" {
		return fieldError("port_alias", "This field is required.")
	}
	if !portAliasRE.MatchString(alias) {
		return fieldError("port_alias", "port alias must match ^[A-Z][A-Z0-9_]*$")
	}
	name, _, fail := stringField(fields, "k8s_service_name")
	if fail != nil {
		return *fail
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
	sc, fail := g.resolve(c, toComponent)
	if fail != nil {
		return *fail
	}
	p, fail := g.pathPort(c, sc)
	if fail != nil {
		return *fail
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
