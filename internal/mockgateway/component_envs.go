package mockgateway

import (
	"encoding/json"
	"net/http"
	"slices"
)

// reservedEnvNames are refused for a new variable
// (console/services/app_config/env_service.py SENSITIVE_ENV_NAMES).
var reservedEnvNames = []string{"TENANT_ID", "SERVICE_ID", "TENANT_NAME", "SERVICE_NAME", "SERVICE_VERSION", "MEMORY_SIZE",
	"SERVICE_EXTEND_METHOD", "SLUG_URL", "DEPEND_SERVICE", "REVERSE_DEPEND_SERVICE", "POD_ORDER", "PATH", "POD_NET_IP", "LOG_MATCH"}

// updateComponentEnvs follows ComponentEnvsUView.put: the request is
// validated (trimmed names and values, the name rule, the lengths), each
// item is an upsert by name over every variable of the component (an
// existing one changes only value and note), a reserved new name refuses
// the whole request, and the answer lists every variable, validated with
// the request's rules: a stored variable that breaks them answers 400
// after the change was saved.
func (g *Gateway) updateComponentEnvs(c *apiCall) reply {
	fields, fail := decodeObject(c.body)
	if fail != nil {
		return *fail
	}
	raw, given := fields["envs"]
	if !given || string(raw) == "null" {
		return fieldError("envs", fieldRequired)
	}
	var items []map[string]json.RawMessage
	if json.Unmarshal(raw, &items) != nil {
		return fieldError("envs", "Expected a list of items but got type \"dict\".")
	}
	envs, itemErrs := make([]ComponentEnv, 0, len(items)), make([]map[string][]string, 0, len(items))
	bad := false
	for _, item := range items {
		env, errs := readEnvItem(item)
		envs, itemErrs = append(envs, env), append(itemErrs, errs)
		bad = bad || len(errs) > 0
	}
	if bad {
		return envListError(itemErrs)
	}
	sid := c.scope.comp.ServiceID
	stored := slices.Clone(g.st.Envs[sid])
	for _, env := range envs {
		if i := slices.IndexFunc(stored, func(e ComponentEnv) bool { return e.Name == env.Name }); i >= 0 {
			stored[i].Value, stored[i].Note = env.Value, env.Note
			continue
		}
		if slices.Contains(reservedEnvNames, env.Name) {
			// The transaction rolls back: nothing is stored.
			return businessError(http.StatusBadRequest, "update or create envs error", "不允许的变量名"+env.Name)
		}
		stored = append(stored, env)
	}
	g.st.Envs[sid] = stored
	answer, answerErrs, bad := make([]ComponentEnv, 0, len(stored)), make([]map[string][]string, 0, len(stored)), false
	for _, env := range stored {
		errs := checkEnv(env)
		answer, answerErrs = append(answer, env), append(answerErrs, errs)
		bad = bad || len(errs) > 0
	}
	if bad {
		return envListError(answerErrs)
	}
	return ok(map[string]any{"envs": answer})
}

// Envs returns a component's variables, in creation order.
func (g *Gateway) Envs(service string) []ComponentEnv {
	var out []ComponentEnv
	_ = g.locked(func(s *store) error {
		if c := s.Component("", service); c != nil {
			out = slices.Clone(s.Envs[c.ServiceID])
		}
		return nil
	})
	return out
}

// PutEnv sets a variable of a component out of band, as the console or a
// port does, without the API's checks: a name the API refuses can be
// stored this way, as the console allows it.
func (g *Gateway) PutEnv(service string, env ComponentEnv) error {
	return g.locked(func(s *store) error { return s.PutEnv(service, env) })
}

// RemoveEnv deletes a variable of a component out of band, as the console
// does.
func (g *Gateway) RemoveEnv(service, name string) error {
	return g.locked(func(s *store) error {
		c := s.Component("", service)
		if c == nil {
			return notFoundErr("component %q", service)
		}
		s.Envs[c.ServiceID] = slices.DeleteFunc(s.Envs[c.ServiceID], func(e ComponentEnv) bool { return e.Name == name })
		return nil
	})
}
