package mockgateway

import (
	"fmt"
	"net/http"
	"slices"
)

// portActions are the update actions the serializer accepts.
var portActions = []string{"open_outer", "only_open_outer", "close_outer", "open_inner", "close_inner", "change_protocol", "change_port_alias"}

// portUpdate is a decoded update body. The server reads an absent
// k8s_service_name as null, so k8sNameSent is false for both.
type portUpdate struct {
	action       string
	alias        string
	protocol     string
	protocolNull bool
	k8sName      string
	k8sNameSent  bool // present and not null
}

// updatePort checks as the server does: the serializer (400, 20400), then
// the parameters of the action ("change port fail", 400), then the port
// (404), then the action's own rules.
func (g *Gateway) updatePort(c *apiCall) reply {
	u, rep := readPortUpdate(c.body)
	if rep != nil {
		return *rep
	}
	if rep := aliasHeldTwice(u, g.st.Ports[c.scope.comp.ServiceID]); rep != nil {
		return *rep
	}
	if show := checkPortParams(u, g.st.Ports[c.scope.comp.ServiceID], c.path("port")); show != "" {
		return changePortFail(http.StatusBadRequest, show)
	}
	p, rep := g.pathPort(c)
	if rep != nil {
		return *rep
	}
	if p == nil {
		return businessError(http.StatusNotFound, "component port does not exist", "组件端口不存在")
	}
	return g.runPortAction(c.scope, p, u)
}

func readPortUpdate(raw []byte) (portUpdate, *reply) {
	b := readBody(raw)
	u := portUpdate{protocolNull: b.isNull("protocol")}
	u.action, _ = b.str("action")
	u.alias, _ = b.str("port_alias")
	u.protocol, _ = b.str("protocol")
	u.k8sName, u.k8sNameSent = b.str("k8s_service_name")
	if rep, failed := b.failure(); failed {
		return u, &rep
	}
	switch {
	case u.action == "":
		r := fieldError("action", requiredOrNotNull(b, "action"))
		return u, &r
	case !slices.Contains(portActions, u.action):
		r := fieldError("action", `"`+u.action+`" is not a valid choice.`)
		return u, &r
	case b.has("protocol") && !u.protocolNull && !slices.Contains(protocols, u.protocol):
		r := fieldError("protocol", `"`+u.protocol+`" is not a valid choice.`)
		return u, &r
	case u.k8sNameSent && u.k8sName == "":
		r := fieldError("k8s_service_name", "This field may not be blank.")
		return u, &r
	}
	if !b.has("protocol") {
		u.protocol = protocolHTTP // the serializer's default
	}
	return u, nil
}

// checkPortParams is the server's __check_params: its refusal text, or "".
func checkPortParams(u portUpdate, ports []*Port, pathPort string) string {
	if u.action == "change_port_alias" {
		if u.alias == "" {
			return "端口别名不能为空"
		}
		for _, p := range ports {
			if p.PortAlias == u.alias && formatPort(p.ContainerPort) != pathPort {
				return "别名已存在"
			}
		}
	}
	if u.action == "change_protocol" && u.protocolNull {
		return "端口协议不能为空"
	}
	if u.alias != "" && !portAliasRE.MatchString(u.alias) {
		return "端口别名不合法"
	}
	return ""
}

// aliasHeldTwice is __check_params's lookup of the new alias failing: it
// gets the one port that has it (TenantServicesPort.objects.get), so an
// alias that two ports have, which a port create allows, is an unhandled
// MultipleObjectsReturned, before any other check of the action
// (console/services/app_config/port_service.py:537-545;
// console/repositories/app_config.py:214-215).
func aliasHeldTwice(u portUpdate, ports []*Port) *reply {
	if u.action != "change_port_alias" || u.alias == "" {
		return nil
	}
	holders := 0
	for _, p := range ports {
		if p.PortAlias == u.alias {
			holders++
		}
	}
	if holders < 2 {
		return nil
	}
	r := unhandledError("MultipleObjectsReturned", fmt.Sprintf("get() returned more than one TenantServicesPort -- it returned %d!", holders))
	return &r
}

// changePortFail is how the view wraps a refusal of manage_port.
func changePortFail(status int, show string) reply {
	return businessError(status, "change port fail", show)
}

func (g *Gateway) runPortAction(sc scope, p *Port, u portUpdate) reply {
	switch u.action {
	case "open_outer":
		if !p.IsInnerService {
			return businessError(http.StatusNotFound, "inner port is not open", "对内服务未开启，需先开启对内服务")
		}
		if err := g.openOuter(sc, p); err != nil {
			return serverError(err.Error())
		}
	case "only_open_outer":
		p.IsOuterService = true
		g.flagRules(p, true)
	case "close_outer":
		p.IsOuterService = false
		if p.Protocol == protocolHTTP {
			g.flagRules(p, false)
		}
	case "open_inner":
		if p.PortAlias == "" {
			return changePortFail(http.StatusConflict, "请先为端口设置别名")
		}
		p.IsInnerService, p.MappingPort = true, p.ContainerPort
		// The port's variables are made again, from its alias now.
		g.removeConnectionVariables(sc.comp, p.ContainerPort)
		g.addConnectionVariables(sc.comp, p, false)
	case "close_inner":
		// Its variables stay (__close_inner touches none).
		if p.IsOuterService {
			return businessError(http.StatusNotFound, "inner port is not open", "对外服务开启中，需先关闭对外服务")
		}
		p.IsInnerService = false
	case "change_protocol":
		if u.protocol != protocolHTTP && u.protocol != p.Protocol && p.IsOuterService {
			return changePortFail(http.StatusBadRequest, "请关闭外部访问")
		}
		p.Protocol = u.protocol
	case "change_port_alias":
		return g.changePortAlias(sc, p, u)
	}
	return ok(envelope(portChanged, portView(*p), nil))
}

// openOuter opens the outer service. On an http port it flags the port's
// rules outer again, or, when it has none, creates the default rule, with
// domain_path "" as the server stores it.
func (g *Gateway) openOuter(sc scope, p *Port) error {
	p.IsOuterService = true
	if p.Protocol != protocolHTTP {
		return nil
	}
	if len(g.st.RulesOf(p.ServiceID, p.ContainerPort)) > 0 {
		g.flagRules(p, true)
		return nil
	}
	err := g.st.PutRule(Rule{
		ServiceID:      sc.comp.ServiceID,
		ContainerPort:  p.ContainerPort,
		DomainName:     defaultDomain(sc.comp.ServiceAlias, p.ContainerPort, sc.team.TeamName, sc.region.HTTPDomain),
		DomainPath:     "",
		Type:           0,
		IsOuterService: true,
		RegionRecord:   defaultRuleRegionRecord(sc.comp),
	})
	// A fixture's rule without a path gets "/", a custom rule's path; the
	// default rule keeps "".
	for _, r := range g.st.RulesOf(p.ServiceID, p.ContainerPort) {
		r.DomainPath = ""
	}
	return err
}

// flagRules sets is_outer_service on every HTTP rule of the port.
func (g *Gateway) flagRules(p *Port, outer bool) {
	for _, r := range g.st.RulesOf(p.ServiceID, p.ContainerPort) {
		r.IsOuterService = outer
	}
}

// changePortAlias follows the server's change_port_alias: it re-sends the
// port's environment variables to the region first (recorded, since the
// region keeps them whatever comes next), then checks the internal domain
// name on its way through the component's ports. A null name (also what an
// absent one reads as) crashes there; a non-empty one is set on every port.
func (g *Gateway) changePortAlias(sc scope, p *Port, u portUpdate) reply {
	g.st.RecordEnvResend(sc.comp.ServiceID)
	if !u.k8sNameSent {
		return withField(serverError("object of type 'NoneType' has no len()"), "error_type", "TypeError")
	}
	if rep := g.checkK8sServiceName(sc.comp, u.k8sName); rep != nil {
		return *rep
	}
	g.renameConnectionVariables(sc.comp, p, u.alias, u.k8sName)
	for _, each := range g.st.Ports[sc.comp.ServiceID] {
		each.K8sServiceName = u.k8sName
	}
	p.PortAlias = u.alias
	return ok(envelope(portChanged, portView(*p), nil))
}

// checkK8sServiceName is the server's check_k8s_service_name for a name
// set on a component.
func (g *Gateway) checkK8sServiceName(comp *Component, name string) *reply {
	if len(name) > 63 {
		r := businessError(http.StatusBadRequest, "k8s_service_name must be no more than 63 characters", "k8s_service_name must be no more than 63 characters")
		return &r
	}
	if !k8sServiceName.MatchString(name) {
		r := businessError(http.StatusBadRequest, "regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?'", "内部域名格式不正确")
		return &r
	}
	if owner := g.st.K8sNameOwner(comp.TenantID, name); owner != "" && owner != comp.ServiceID {
		r := withCode(businessError(http.StatusConflict, "k8s service name already exists", "内部域名已存在"), 20500)
		return &r
	}
	return nil
}
