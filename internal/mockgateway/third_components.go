package mockgateway

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/netip"
	"regexp"
	"strings"
	"unicode/utf8"
)

// Third-party components (beyond-interface 4.24): POST
// .../apps/{app_id}/third-components, as rainbond-console v6.9.8 answers
// it: openapi/views/apps/apps.py CreateThirdComponentView (359-395),
// openapi/serializer/app_serializer.py CreateThirdComponentSerializer
// (266-269), console/utils/validation.py validate_endpoint_address and
// validate_endpoints_info (9-67), console/services/app.py
// create_third_party_app (617-672), _create_third_component (769-786),
// check_service_cname (89-94). The component is then read with 4.14 and
// deleted with 4.23; its endpoints cannot be read back.

func init() { Operations = append(Operations, OpCreateThirdComponent) }

func (g *Gateway) thirdComponentRoutes(app string) {
	g.handle("POST "+app+"/third-components", OpCreateThirdComponent, false, toApp, g.createThirdComponent)
}

// thirdNameMax is the serializer's max_length of component_name.
const thirdNameMax = 64

// validatorsDomain is validators 0.14.2's domain pattern
// (requirements.txt pins validators==0.14.2).
var validatorsDomain = regexp.MustCompile(`^(?:[a-zA-Z0-9](?:[a-zA-Z0-9-_]{0,61}[A-Za-z0-9])?\.)+[A-Za-z0-9][A-Za-z0-9-_]{0,61}[A-Za-z]$`)

// endpointHost is the host part that validate_endpoints_info checks: the
// text after "https://" or "http://", cut at its last ":".
func endpointHost(address string) string {
	if _, after, found := strings.Cut(address, "https://"); found {
		address = after
	}
	if _, after, found := strings.Cut(address, "http://"); found {
		address = after
	}
	if i := strings.LastIndex(address, ":"); i >= 0 {
		address = address[:i]
	}
	return address
}

// endpointRefusal follows validate_endpoints_info: a repeated address
// (as written), then each host (an IPv4 address where the first of "."
// and ":" is a ".", IPv6 where it is a ":", a domain when that parse
// fails; no unspecified or loopback IP), then at most one domain and no
// domain beside other addresses.
func endpointRefusal(endpoints []string) *reply {
	seen := map[string]bool{}
	domains := 0
	for _, address := range endpoints {
		if seen[address] {
			r := businessError(http.StatusBadRequest, "Multiple instances of the same address are not allowed", "不允许多实例地址相同")
			return &r
		}
		seen[address] = true
		host := endpointHost(address)
		isDomain, problem := false, ""
		sep := strings.IndexAny(host, ".:")
		ip, err := netip.ParseAddr(host)
		switch {
		case sep < 0:
			problem = host + " must be a valid IP address"
		case err == nil && (host[sep] == '.') == ip.Is4():
			if ip.IsUnspecified() {
				problem = host + " may not be unspecified (0.0.0.0)"
			} else if ip.IsLoopback() {
				problem = host + " may not be in the loopback range (127.0.0.0/8)"
			}
		case validatorsDomain.MatchString(host):
			isDomain = true
		default:
			problem = host + " must be a valid IP address"
		}
		if problem != "" {
			r := businessError(http.StatusBadRequest, fmt.Sprintf("['%s']", problem), "ip地址不合法")
			return &r
		}
		if isDomain {
			domains++
		}
	}
	switch {
	case domains > 1:
		r := businessError(http.StatusBadRequest, "do not support multi domain endpoint", "不允许多实例域名地址")
		return &r
	case domains > 0 && len(endpoints) > 1:
		r := businessError(http.StatusBadRequest, "do not support multi domain endpoint", "不允许多实例域名、ip混合地址")
		return &r
	}
	return nil
}

// createThirdComponent validates the body (the three fields required;
// endpoints_type static or api; a name of at most 64 characters, trimmed,
// not blank), then the addresses, saves the component in the app and
// answers its record as saved, create_status "creating", with the key and
// url of an api component. Static endpoints that all carry one port
// create that port, closed; a port that is not a number is the
// unhandled ValueError of int(), after the record was saved.
func (g *Gateway) createThirdComponent(c *apiCall) reply {
	b := readBody(c.body)
	kind, hasKind := b.str("endpoints_type")
	name, hasName := b.str("component_name")
	if rep, failed := b.failure(); failed {
		return rep
	}
	var endpoints []string
	raw, hasEndpoints := b.Fields["endpoints"]
	hasEndpoints = hasEndpoints && string(raw) != "null"
	if hasEndpoints && json.Unmarshal(raw, &endpoints) != nil {
		return fieldError("endpoints", `Expected a list of items but got type "str".`)
	}
	name = drfStrip(name)
	switch {
	case !hasKind:
		return fieldError("endpoints_type", fieldRequired)
	case kind != "static" && kind != "api" && kind != "kubernetes":
		return fieldError("endpoints_type", fmt.Sprintf("%q is not a valid choice.", kind))
	case !hasEndpoints:
		return fieldError("endpoints", fieldRequired)
	case !hasName:
		return fieldError("component_name", fieldRequired)
	case name == "":
		return fieldError("component_name", "This field may not be blank.")
	case utf8.RuneCountInString(name) > thirdNameMax:
		return fieldError("component_name", fmt.Sprintf("Ensure this field has no more than %d characters.", thirdNameMax))
	}
	if r := endpointRefusal(endpoints); r != nil {
		return *r
	}
	source, created := "third_party", "creating"
	comp := Component{AppID: c.scope.app.ID, EndpointsType: kind, ServiceBaseInfo: ServiceBaseInfo{
		TenantID: c.scope.app.TenantID, ServiceCname: name, ServiceRegion: c.scope.region.RegionName, Image: "third_party",
		MinMemory: 0, MinNode: 1, ExtendMethod: "stateless_multiple", ServiceSource: &source, CreateStatus: &created,
		Status: "undeploy", ServiceOrigin: "assistant",
	}}
	if kind == "static" {
		comp.Endpoints = endpoints
	}
	if err := g.st.PutComponent(comp); err != nil {
		return serverError(err.Error())
	}
	saved := g.st.Components[len(g.st.Components)-1]
	answer := deepCopy(saved.ServiceBaseInfo)
	if kind == "static" {
		if port, one, bad := commonPort(endpoints); bad != "" {
			return unhandledError("ValueError", fmt.Sprintf("invalid literal for int() with base 10: '%s'", bad))
		} else if one {
			protocol := "tcp"
			if strings.Contains(endpoints[0], "http://") || strings.Contains(endpoints[0], "https://") {
				protocol = "http"
			}
			if err := g.st.PutPort(Port{ServiceID: saved.ServiceID, ContainerPort: port, MappingPort: port, Protocol: protocol,
				PortAlias:      strings.ToUpper(strings.ReplaceAll(saved.ServiceAlias, "-", "_")) + fmt.Sprint(port),
				K8sServiceName: saved.ServiceAlias + "-" + fmt.Sprint(port)}); err != nil {
				return serverError(err.Error())
			}
		}
	}
	complete := "complete"
	saved.CreateStatus = &complete
	body := map[string]any{}
	enc, _ := json.Marshal(answer)
	_ = json.Unmarshal(enc, &body)
	if kind == "api" {
		body["api_service_key"] = "key-" + saved.ServiceID[:12]
		body["url"] = "http://" + c.r.Host + "/console/third_party/" + saved.ServiceID
	}
	return ok(body)
}

// commonPort is the port that create_third_party_app creates: the text
// after the first ":" of each address without its scheme, when all agree
// (a domain behind http(s) with none takes 80 or 443). bad is a port
// text that int() refuses.
func commonPort(endpoints []string) (port int64, one bool, bad string) {
	ports := map[string]bool{}
	prefix, domain := "", false
	for _, e := range endpoints {
		if _, after, found := strings.Cut(e, "https://"); found {
			e, prefix = after, "https"
		}
		if _, after, found := strings.Cut(e, "http://"); found {
			e, prefix = after, "http"
		}
		if parts := strings.Split(e, ":"); len(parts) > 1 {
			ports[parts[1]] = true
		} else if _, err := netip.ParseAddr(e); err != nil {
			domain = true
		}
	}
	if len(ports) == 0 && domain && len(endpoints) == 1 && prefix != "" {
		if prefix == "https" {
			return 443, true, ""
		}
		return 80, true, ""
	}
	if len(ports) != 1 {
		return 0, false, ""
	}
	for p := range ports {
		var n int64
		if _, err := fmt.Sscanf(p, "%d", &n); err != nil || fmt.Sprint(n) != strings.TrimSpace(p) {
			return 0, false, p
		}
		return n, n != 0, ""
	}
	return 0, false, ""
}
