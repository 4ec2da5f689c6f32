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
	sc, fail := g.resolve(c, toApp)
	if fail != nil {
		return *fail
	}
	r := g.st.rule(c.path("rule_id"))
	if r == nil || r.TenantID != sc.team.TenantID || r.RegionName != sc.region.RegionName || r.AppID != sc.app.ID {
		return notFound("rule")
	}
	fields, fail := decodeObject(c.body)
	if fail != nil {
		return *fail
	}
	next := *r
	serviceID, _, fail := stringField(fields, "service_id")
	if fail != nil {
		return *fail
	}
	if serviceID == "" {
		return fieldError("service_id", "This field is required.")
	}
	comp := g.st.component(sc.team.TenantID, serviceID)
	if comp == nil || comp.AppID != sc.app.ID {
		return notFound("component")
	}
	if port, present, fail := intField(fields, "container_port"); fail != nil {
		return *fail
	} else if present {
		next.ContainerPort = port
	}
	if g.st.port(comp.ServiceID, next.ContainerPort) == nil {
		return notFound("port")
	}
	for name, dst := range map[string]*string{
		"domain_name": &next.DomainName, "domain_cookie": &next.DomainCookie,
		"domain_header": &next.DomainHeander, "domain_path": &next.DomainPath,
	} {
		v, present, fail := stringField(fields, name)
		if fail != nil {
			return *fail
		}
		if present {
			*dst = v
		}
	}
	if next.DomainName == "" {
		return fieldError("domain_name", "This field may not be blank.")
	}
	if w, present, fail := intField(fields, "the_weight"); fail != nil {
		return *fail
	} else if present {
		next.TheWeight = w
	}
	if ext, present, fail := extensionsField(fields); fail != nil {
		return *fail
	} else if present {
		next.RuleExtensions = ext
	}
	if v, present, fail := boolField(fields, "auto_ssl"); fail != nil {
		return *fail
	} else if present {
		next.AutoSSL = v
	}
	if _, _, fail := boolField(fields, "whether_open"); fail != nil {
		return *fail
	}
	cert, _, fail := intField(fields, "certificate_id")
	if fail != nil {
		return *fail
	}
	next.CertificateID = cert
	cfg, present, fail := stringField(fields, "auto_ssl_config")
	if fail != nil {
		return *fail
	}
	next.AutoSSLConfig = nil
	if present {
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

// extensionsField reads rule_extensions, an array of strings in the
// request; the server stores them joined as "key:value,...".
func extensionsField(fields map[string]json.RawMessage) (string, bool, *reply) {
	raw, present := fields["rule_extensions"]
	if !present || string(raw) == "null" {
		return "", false, nil
	}
	var list []string
	if err := json.Unmarshal(raw, &list); err != nil {
		var s string
		if json.Unmarshal(raw, &s) == nil {
			return s, true, nil
		}
		r := fieldError("rule_extensions", "Expected a list of items.")
		return "", true, &r
	}
	return strings.Join(list, ","), true, nil
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
