package consolediff

// connectionVariableScenarios follow the variables a port opened to the
// inner network makes (<ALIAS>_HOST, <ALIAS>_PORT, scope outer, not
// changeable, tied to the port by its number) through the port's life, on
// the api component (ports 8080 inner, 9090 closed), reading them back with
// the variables' upsert of no variable after each change. They also settle
// what a port alias that another port has gets: taken by a port create,
// refused by an alias change.
func connectionVariableScenarios() []Scenario {
	ports, envs := api+"/ports", api+"/envs"
	read := func(after string) Scenario {
		return Scenario{Name: "variables after " + after, Method: "PUT", Path: envs, Body: `{"envs":[]}`, Same: []string{"envs"}}
	}
	port := func(v map[string]any) string { return body(v) }
	alias := func(a string) string {
		return port(map[string]any{"action": "change_port_alias", "port_alias": a, "k8s_service_name": "gr100002"})
	}
	action := func(a string) string { return port(map[string]any{"action": a}) }
	return []Scenario{
		read("the seed"),
		{Name: "component variables setting a connection variable", Method: "PUT", Path: envs,
			Body: body(map[string]any{"envs": []any{map[string]any{"name": "API_HTTP_PORT", "value": "8080", "note": "mine"}}}), Same: []string{"envs"}},
		{Name: "component variables of a name a port will make", Method: "PUT", Path: envs,
			Body: body(map[string]any{"envs": []any{map[string]any{"name": "ZED_HOST", "value": "mine", "note": ""}}}), Same: []string{"envs"}},
		{Name: "port create with an alias another port has", Method: "POST", Path: ports,
			Body: port(map[string]any{"port": 39020, "protocol": "http", "is_inner_service": true, "port_alias": "API_HTTP"}), Same: []string{"data.bean.port_alias"}},
		read("a port took another port's alias"),
		{Name: "port update change_port_alias to an alias two ports have", Method: "PUT", Path: ports + "/9090", Body: alias("API_HTTP")},
		{Name: "port update change_port_alias of a port whose alias another port has", Method: "PUT", Path: ports + "/39020", Body: alias("API_NEW")},
		read("the alias change"),
		{Name: "port update change_port_alias to an alias another port has", Method: "PUT", Path: ports + "/9090", Body: alias("API_NEW")},
		{Name: "port update open_inner", Method: "PUT", Path: ports + "/9090", Body: action("open_inner")},
		read("open_inner"),
		{Name: "port update close_inner of a port with variables", Method: "PUT", Path: ports + "/9090", Body: action("close_inner")},
		read("close_inner"),
		{Name: "port update close_inner before a delete", Method: "PUT", Path: ports + "/39020", Body: action("close_inner")},
		{Name: "port delete of a port with variables", Method: "DELETE", Path: ports + "/39020"},
		read("the port delete"),
		{Name: "port update open_inner of an inner port without variables", Method: "PUT", Path: ports + "/8080", Body: action("open_inner")},
		read("open_inner again"),
		{Name: "port create whose variable the component has", Method: "POST", Path: ports,
			Body: port(map[string]any{"port": 39021, "protocol": "tcp", "is_inner_service": true, "port_alias": "ZED"})},
		read("a port took a variable of its name"),
		{Name: "port update close_inner of the port that took a variable", Method: "PUT", Path: ports + "/39021", Body: action("close_inner")},
		{Name: "port delete of the port that took a variable", Method: "DELETE", Path: ports + "/39021"},
		read("the delete of the port that took a variable"),
	}
}
