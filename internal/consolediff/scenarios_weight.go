package consolediff

// weightScenarios settle a rule's the_weight of 0 and unset: the console
// stores what it is given (an IntegerField with no bounds; the region does
// not check it either), 100 for a create without it, the stored value for
// an update without it.
func weightScenarios() []Scenario {
	rule := app + "/httpdomains/" + certRule
	update := func(weight any) string {
		v := map[string]any{"service_id": "3c000000000000000000000000000001", "container_port": 5000, "domain_name": "shop.example.com",
			"domain_path": "/", "certificate_id": 7, "rule_extensions": []any{}}
		if weight != "unset" {
			v["the_weight"] = weight
		}
		return body(v)
	}
	create := func(domain string, weight any) string {
		v := map[string]any{"service_id": "3c000000000000000000000000000001", "container_port": 5000, "domain_name": domain,
			"certificate_id": 0, "rule_extensions": []any{}, "whether_open": false, "auto_ssl": false}
		if weight != "unset" {
			v["the_weight"] = weight
		}
		return body(v)
	}
	weight := []string{"the_weight"}
	return []Scenario{
		{Name: "rule update with the_weight 0", Method: "PUT", Path: rule, Body: update(0), Same: weight},
		{Name: "rule read after the_weight 0", Method: "GET", Path: rule, Same: weight},
		{Name: "rule update without the_weight", Method: "PUT", Path: rule, Body: update("unset"), Same: weight},
		{Name: "rule update with a null the_weight", Method: "PUT", Path: rule, Body: update(nil)},
		{Name: "rule update with a negative the_weight", Method: "PUT", Path: rule, Body: update(-5), Same: weight},
		{Name: "rule update back to the_weight 100", Method: "PUT", Path: rule, Body: update(100), Same: weight},
		{Name: "custom domain create with the_weight 0", Method: "POST", Path: app + "/httpdomains", Body: create("w0.example.com", 0),
			Same: weight, Save: map[string]string{"w0_rule": "http_rule_id"}},
		{Name: "custom domain read of the_weight 0", Method: "GET", Path: app + "/httpdomains/{w0_rule}", Same: weight},
		{Name: "custom domain delete of the_weight 0", Method: "DELETE", Path: app + "/httpdomains/{w0_rule}"},
		{Name: "custom domain create without the_weight", Method: "POST", Path: app + "/httpdomains", Body: create("w100.example.com", "unset"),
			Same: weight, Save: map[string]string{"w100_rule": "http_rule_id"}},
		{Name: "custom domain delete without the_weight", Method: "DELETE", Path: app + "/httpdomains/{w100_rule}"},
		{Name: "custom domain create with a null the_weight", Method: "POST", Path: app + "/httpdomains", Body: create("wnull.example.com", nil)},
	}
}
