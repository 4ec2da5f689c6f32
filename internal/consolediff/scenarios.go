package consolediff

import (
	"encoding/json"
	"fmt"
)

// The seed's names (the kit's seed.py; testdata/seed.json for the mock).
const (
	team      = "/teams/alpha"
	region    = team + "/regions/region-a"
	app       = region + "/apps/101"
	frontend  = app + "/services/gr100001" // ports 5000 (inner+outer, rules 1 and 2) and 5001 (closed)
	api       = app + "/services/gr100002" // ports 8080 (inner) and 9090 (grpc, closed)
	certs     = team + "/certificates"
	certRule  = "4d000000000000000000000000000002" // frontend 5000, custom domain with certificate 7
	otherComp = app + "/services/gr200003"         // admin-ui, of app 102
)

func body(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(b)
}

// Scenarios are every operation the provider uses, each with its refusals
// (platform-facts.md), in an order where each starts from what the
// earlier ones left: run them in this order on fresh servers. regionURL is
// the URL of a region the console can reach (the kit's stand-in), for the
// add that succeeds; "" leaves it out.
func Scenarios(regionURL string) []Scenario {
	var all []Scenario
	for _, group := range [][]Scenario{authScenarios(), regionScenarios(regionURL), appScenarios(), componentScenarios(),
		portScenarios(), connectionVariableScenarios(), ruleScenarios(), weightScenarios(), monitorScenarios(), certificateScenarios()} {
		all = append(all, group...)
	}
	return all
}

func authScenarios() []Scenario {
	return []Scenario{
		{Name: "no token", As: "none", Method: "GET", Path: team + "/regions"},
		{Name: "unknown token", As: "wrong", Method: "GET", Path: team + "/regions"},
		{Name: "add region by a non-admin", As: "user", Method: "POST", Path: "/regions", Body: body(map[string]any{
			"region_name": "region-x", "region_alias": "X", "url": "http://127.0.0.1:1/", "wsurl": "ws://127.0.0.1:1",
			"httpdomain": "x.example.com", "tcpdomain": "10.9.9.9", "scope": "private", "ssl_ca_cert": "",
			"cert_file": "", "key_file": "", "desc": ""})},
	}
}

func regionScenarios(regionURL string) []Scenario {
	add := func(name, url string) string {
		return body(map[string]any{"region_name": name, "region_alias": "X", "url": url, "wsurl": "ws://127.0.0.1:1",
			"httpdomain": "x.example.com", "tcpdomain": "10.9.9.9", "scope": "private", "ssl_ca_cert": "",
			"cert_file": "", "key_file": "", "desc": "", "region_id": "2f00000000000000000000000000000f", "status": "1", "enterprise_id": "e0000000000000000000000000000001"})
	}
	all := []Scenario{
		{Name: "team regions", Method: "GET", Path: team + "/regions"},
		{Name: "team regions of a team that does not exist", Method: "GET", Path: "/teams/nosuch/regions"},
		{Name: "teams", Method: "GET", Path: "/teams"},
		{Name: "region read", Method: "GET", Path: "/regions/region-a"},
		{Name: "region read of a region that does not exist", Method: "GET", Path: "/regions/nosuch"},
		{Name: "add region of a taken name", Method: "POST", Path: "/regions", Body: add("region-a", "http://127.0.0.1:1/")},
		// The console tests the URL by calling the region; the mock takes
		// a host under .invalid for one it cannot reach.
		{Name: "add region whose URL answers nothing", Method: "POST", Path: "/regions", Body: add("region-x", "http://region-x.invalid:8443/"),
			Prefix: map[string]string{"msg_show": `连接集群测试失败，请确认网络和集群状态(400, 10411, "MaxRetryError`}},
		{Name: "add region without fields", Method: "POST", Path: "/regions", Body: `{}`},
		// A region without domains would break the team's region list
		// (TeamRegionsRespSerializer's CharFields refuse blanks): the add
		// refuses them first.
		{Name: "add region without an HTTP domain", Method: "POST", Path: "/regions", Body: withField(add("region-y", "http://127.0.0.1:1/"), "httpdomain", "")},
		{Name: "add region without a TCP domain", Method: "POST", Path: "/regions", Body: withField(add("region-y", "http://127.0.0.1:1/"), "tcpdomain", "")},
		{Name: "add region with a null HTTP domain", Method: "POST", Path: "/regions", Body: withField(add("region-y", "http://127.0.0.1:1/"), "httpdomain", nil)},
	}
	if regionURL != "" {
		all = append(all, Scenario{Name: "add region", Method: "POST", Path: "/regions", Body: add("region-x", regionURL+"/r/region-x")})
	}
	return all
}

func appScenarios() []Scenario {
	return []Scenario{
		{Name: "apps", Method: "GET", Path: region + "/apps"},
		{Name: "apps of a region that does not exist", Method: "GET", Path: team + "/regions/nosuch/apps"},
		{Name: "apps of a team not open in the region", Method: "GET", Path: "/teams/beta/regions/region-b/apps"},
		{Name: "app read", Method: "GET", Path: app},
		{Name: "app read of an app that does not exist", Method: "GET", Path: region + "/apps/999"},
		{Name: "app components", Method: "GET", Path: app + "/services"},
		{Name: "app create", Method: "POST", Path: region + "/apps", Body: body(map[string]any{"app_name": "diff-app", "app_note": "made by the differential test"}),
			Save: map[string]string{"new_app": "ID"}},
		{Name: "app create of a taken name", Method: "POST", Path: region + "/apps", Body: body(map[string]any{"app_name": "diff-app"})},
		{Name: "app delete", Method: "DELETE", Path: region + "/apps/{new_app}"},
	}
}

func componentScenarios() []Scenario {
	return []Scenario{
		{Name: "component read", Method: "GET", Path: frontend},
		{Name: "component read of a component that does not exist", Method: "GET", Path: app + "/services/grnosuch"},
		{Name: "component read under another app", Method: "GET", Path: otherComp},
		{Name: "component events", Method: "GET", Path: frontend + "/events"},
		{Name: "component variables with a bad name", Method: "PUT", Path: api + "/envs",
			Body: body(map[string]any{"envs": []any{map[string]any{"name": "1-bad", "value": "x", "note": ""}}})},
		{Name: "component variables", Method: "PUT", Path: api + "/envs",
			Body: body(map[string]any{"envs": []any{map[string]any{"name": "DIFF_VAR", "value": "x", "note": "n"}}})},
		{Name: "vertical scaling", Method: "POST", Path: api + "/telescopic/vertical", Body: body(map[string]any{"new_memory": 1024, "new_gpu": 0, "new_cpu": 500})},
		{Name: "horizontal scaling", Method: "POST", Path: api + "/telescopic/horizontal", Body: body(map[string]any{"new_node": 2})},
	}
}

func portScenarios() []Scenario {
	ports := frontend + "/ports"
	add := func(v map[string]any) string { return body(v) }
	return []Scenario{
		{Name: "ports", Method: "GET", Path: ports},
		{Name: "port create", Method: "POST", Path: ports, Body: add(map[string]any{"port": 39001, "protocol": "http", "is_inner_service": true})},
		{Name: "port create of a taken port", Method: "POST", Path: ports, Body: add(map[string]any{"port": 39001, "protocol": "http", "is_inner_service": true})},
		{Name: "port create out of range", Method: "POST", Path: ports, Body: add(map[string]any{"port": 70000, "protocol": "http", "is_inner_service": true})},
		{Name: "port create without is_inner_service", Method: "POST", Path: ports, Body: add(map[string]any{"port": 39002, "protocol": "http"})},
		{Name: "port create of port 0", Method: "POST", Path: ports, Body: add(map[string]any{"port": 0, "protocol": "http", "is_inner_service": false})},
		{Name: "port create with a bad alias", Method: "POST", Path: ports, Body: add(map[string]any{"port": 39003, "protocol": "http", "is_inner_service": false, "port_alias": "bad-alias"})},
		{Name: "port update open_outer", Method: "PUT", Path: ports + "/39001", Body: add(map[string]any{"action": "open_outer"})},
		{Name: "port update of an unknown action", Method: "PUT", Path: ports + "/39001", Body: add(map[string]any{"action": "fly"})},
		{Name: "port update change_port_alias", Method: "PUT", Path: ports + "/39001", Body: add(map[string]any{"action": "change_port_alias", "port_alias": "DIFF_PORT", "k8s_service_name": "gr100001"})},
		{Name: "port update of a port that does not exist", Method: "PUT", Path: ports + "/39099", Body: add(map[string]any{"action": "open_inner"})},
		{Name: "port update of a port that is not a number", Method: "PUT", Path: ports + "/abc", Body: add(map[string]any{"action": "open_inner"})},
		{Name: "port delete of a port with a custom domain", Method: "DELETE", Path: ports + "/5000"},
		{Name: "port delete of an open port", Method: "DELETE", Path: ports + "/39001"},
		{Name: "port update close_outer", Method: "PUT", Path: ports + "/39001", Body: add(map[string]any{"action": "close_outer"})},
		{Name: "port update close_inner", Method: "PUT", Path: ports + "/39001", Body: add(map[string]any{"action": "close_inner"})},
		{Name: "port delete", Method: "DELETE", Path: ports + "/39001"},
		{Name: "port delete of a port that does not exist", Method: "DELETE", Path: ports + "/39001"},
	}
}

// withField sets one field of a JSON object body.
func withField(b, name string, v any) string {
	var m map[string]any
	if err := json.Unmarshal([]byte(b), &m); err != nil {
		panic(err)
	}
	m[name] = v
	return body(m)
}

func ruleScenarios() []Scenario {
	create := func(domain string) string {
		return body(map[string]any{"service_id": "3c000000000000000000000000000001", "container_port": 5000, "domain_name": domain,
			"certificate_id": 0, "rule_extensions": []any{}, "whether_open": false, "auto_ssl": false})
	}
	return []Scenario{
		{Name: "enterprise rules", Method: "GET", Path: "/httpdomains"},
		{Name: "app rules", Method: "GET", Path: app + "/httpdomains"},
		{Name: "rule read", Method: "GET", Path: app + "/httpdomains/" + certRule},
		{Name: "rule read of a rule that does not exist", Method: "GET", Path: app + "/httpdomains/nosuch"},
		{Name: "rule update", Method: "PUT", Path: app + "/httpdomains/" + certRule, Body: body(map[string]any{
			"service_id": "3c000000000000000000000000000001", "container_port": 5000, "domain_name": "shop.example.com",
			"domain_path": "/", "certificate_id": 7, "the_weight": 90, "rule_extensions": []any{}})},
		{Name: "rule update by the domains path", Method: "PUT", Path: app + "/domains/" + certRule, Body: body(map[string]any{
			"service_id": "3c000000000000000000000000000001", "container_port": 5000, "domain_name": "shop.example.com",
			"domain_path": "/", "certificate_id": 7, "the_weight": 100, "rule_extensions": []any{}})},
		{Name: "custom domain create", Method: "POST", Path: app + "/httpdomains", Body: create("diff.example.com"),
			Save: map[string]string{"new_rule": "http_rule_id"}},
		{Name: "custom domain create of a taken domain", Method: "POST", Path: app + "/httpdomains", Body: create("diff.example.com")},
		{Name: "custom domain delete", Method: "DELETE", Path: app + "/httpdomains/{new_rule}"},
		{Name: "custom domain delete of a rule that does not exist", Method: "DELETE", Path: app + "/httpdomains/{new_rule}"},
	}
}

func monitorScenarios() []Scenario {
	return []Scenario{
		{Name: "monitor query", Method: "GET", Path: app + "/monitor/query"},
		{Name: "monitor range query", Method: "GET", Path: app + "/monitor/query_range?start=1700000000&end=1700000600&step=60"},
		{Name: "monitor range query without a window", Method: "GET", Path: app + "/monitor/query_range"},
		{Name: "team resources", Method: "POST", Path: "/teams/resource", Body: body([]any{
			map[string]any{"tenant_id": "1a000000000000000000000000000001", "region_name": "region-a"}})},
		{Name: "team resources with a bad item", Method: "POST", Path: "/teams/resource", Body: body([]any{map[string]any{"tenant_id": 5}})},
	}
}

func certificateScenarios() []Scenario {
	cert := func(alias string) string {
		return body(map[string]any{"alias": alias, "certificate": certPEM, "private_key": keyPEM, "certificate_type": "服务端证书"})
	}
	readBack := []string{"certificate", "end_data", "alias"}
	return []Scenario{
		{Name: "certificates", Method: "GET", Path: certs},
		{Name: "certificate read", Method: "GET", Path: certs + "/7", Same: []string{"certificate", "end_data", "alias"}},
		{Name: "certificate read of one that does not exist", Method: "GET", Path: certs + "/999"},
		{Name: "certificate create", Method: "POST", Path: certs, Body: cert("diff-cert"), Same: readBack,
			Save: map[string]string{"new_cert": "id"}},
		{Name: "certificate create of a taken alias", Method: "POST", Path: certs, Body: cert("diff-cert")},
		{Name: "certificate read back", Method: "GET", Path: certs + "/{new_cert}", Same: []string{"certificate", "end_data"}},
		{Name: "certificate update", Method: "PUT", Path: certs + "/{new_cert}", Body: cert("diff-cert-2")},
		{Name: "certificate update of one that does not exist", Method: "PUT", Path: certs + "/999", Body: cert("nope")},
		{Name: "certificate delete", Method: "DELETE", Path: certs + "/{new_cert}"},
		{Name: "certificate delete of one that does not exist", Method: "DELETE", Path: certs + "/999"},
	}
}

// String names a scenario in a test's output.
func (s Scenario) String() string { return fmt.Sprintf("%s (%s %s)", s.Name, s.Method, s.Path) }

// certPEM and keyPEM are the seed's certificate 7 (self-signed, valid to 2099).
const (
	certPEM = "-----BEGIN CERTIFICATE-----\nMIIBbzCCARWgAwIBAgIUfHKSJMY6Ub/hT1jX4DSUYaR4SK4wCgYIKoZIzj0EAwIw\nGzEZMBcGA1UEAwwQc2hvcC5leGFtcGxlLmNvbTAgFw0yNDAxMDEwMDAwMDBaGA8y\nMDk5MTIzMTAwMDAwMFowGzEZMBcGA1UEAwwQc2hvcC5leGFtcGxlLmNvbTBZMBMG\nByqGSM49AgEGCCqGSM49AwEHA0IABAIJOGoxNa6MOch3pjFtjFzMv5wM17fo90qO\nDEhjxvoBhwb2064Bry2hN62tyueQz28VkV7yZjU8/RnsWQ8rBXujNTAzMDEGA1Ud\nEQQqMCiCEHNob3AuZXhhbXBsZS5jb22CFHd3dy5zaG9wLmV4YW1wbGUuY29tMAoG\nCCqGSM49BAMCA0gAMEUCIQDFylpi+KhJvi5u2eJxHgGoyIpj5d68hG6LXdpJirzJ\nwgIgeSlGePh6PXhW4xVN8SC5cBw2i/kL2m2b4wOiN2x3U/g=\n-----END CERTIFICATE-----\n"
	keyPEM  = "-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQglHglG3cSnAK8cUYI\nxJVc+qZiH/T1UCwCKKuL2bhMP5yhRANCAAQCCThqMTWujDnId6YxbYxczL+cDNe3\n6PdKjgxIY8b6AYcG9tOuAa8toTetrcrnkM9vFZFe8mY1PP0Z7FkPKwV7\n-----END PRIVATE KEY-----\n"
)
