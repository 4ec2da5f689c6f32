package mockgateway

import (
	"encoding/json"
	"strings"
)

func (g *Gateway) listHTTPRules(c *apiCall) reply {
	filter, present := c.query("auto_ssl")
	want := strings.EqualFold(filter, "true")
	list := []Rule{}
	for _, r := range g.st.rules {
		if present && r.AutoSSL != want {
			continue
		}
		list = append(list, *r)
	}
	return ok(list)
}

// updateRule serves both update paths; the server runs one code path for
// them. The body is merged into the stored rule, except certificate_id and
// auto_ssl_config, which are always applied (0 and null when absent).
func (g *Gateway) updateRule(c *apiCall) reply {
	sc := c.scope
	r := g.st.rule(c.path("rule_id"))
	if r == nil || r.TenantID != sc.team.TenantID || r.RegionName != sc.region.RegionName || r.AppID != sc.app.ID {
		return notFound("rule")
	}
	b := readBody(c.body)
	serviceID, _ := b.str("service_id")
	port, portSent := b.integer("container_port")
	name, nameSent := b.str("domain_name")
	cookie, cookieSent := b.str("domain_cookie")
	header, headerSent := b.str("domain_header")
	path, pathSent := b.str("domain_path")
	weight, weightSent := b.integer("the_weight")
	ext, extSent := b.extensions("rule_extensions")
	autoSSL, autoSSLSent := b.boolean("auto_ssl")
	b.boolean("whether_open") // accepted and ignored, but read: a wrong type is refused
	cert, _ := b.integer("certificate_id")
	cfg, cfgSent := b.str("auto_ssl_config")
	if rep, failed := b.failure(); failed {
		return rep
	}
	if serviceID == "" {
		return fieldError("service_id", "This field is required.")
	}
	comp := g.st.component(sc.team.TenantID, serviceID)
	if comp == nil || comp.AppID != sc.app.ID {
		return notFound("component")
	}
	next := *r
	setIf(portSent, &next.ContainerPort, port)
	if g.st.port(comp.ServiceID, next.ContainerPort) == nil {
		return notFound("port")
	}
	setIf(nameSent, &next.DomainName, name)
	setIf(cookieSent, &next.DomainCookie, cookie)
	setIf(headerSent, &next.DomainHeander, header)
	setIf(pathSent, &next.DomainPath, path)
	if next.DomainName == "" {
		return fieldError("domain_name", "This field may not be blank.")
	}
	setIf(weightSent, &next.TheWeight, weight)
	setIf(extSent, &next.RuleExtensions, ext)
	setIf(autoSSLSent, &next.AutoSSL, autoSSL)
	next.CertificateID = cert
	next.AutoSSLConfig = nil
	if cfgSent {
		next.AutoSSLConfig = &cfg
	}
	switch {
	case cert == 0:
		next.Protocol = "http"
	case next.Protocol == "http":
		next.Protocol = "https"
	}
	next.IsSenior = next.DomainCookie != "" || next.DomainHeander != ""
	g.st.fillRule(comp, &next)
	*r = next
	return ok(updateView(next))
}

// setIf stores v in dst when the request sent it.
func setIf[T any](sent bool, dst *T, v T) {
	if sent {
		*dst = v
	}
}

// updateView is the rule as the update answers it: the HTTPGatewayRule
// shape, without ID, rule_extensions and the enterprise-list fields.
func updateView(r Rule) map[string]any {
	b, _ := json.Marshal(r)
	var m map[string]any
	_ = json.Unmarshal(b, &m)
	for _, k := range []string{"ID", "rule_extensions", "region_name", "team_name", "app_id"} {
		delete(m, k)
	}
	return m
}
