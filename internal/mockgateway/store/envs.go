package store

import (
	"maps"
	"slices"
)

// PutEnv sets a variable of a component (service_id or alias), replacing
// the one of that name, without the API's checks: a fixture's variables
// and the Gateway's PutEnv store what the console's model allows.
func (s *Store) PutEnv(service string, env ComponentEnv) error {
	c := s.Component("", service)
	if c == nil {
		return NotFoundErr("component %q", service)
	}
	if s.Envs == nil {
		s.Envs = map[string][]ComponentEnv{}
	}
	list := s.Envs[c.ServiceID]
	if i := slices.IndexFunc(list, func(e ComponentEnv) bool { return e.Name == env.Name }); i >= 0 {
		list[i] = env
	} else {
		list = append(list, env)
	}
	s.Envs[c.ServiceID] = list
	return nil
}

// putEnvs puts a fixture's variables, component by component in the order
// of their keys (so that the first error is always the same one), each
// component's in their order.
func (s *Store) putEnvs(envs map[string][]ComponentEnv) error {
	for _, service := range slices.Sorted(maps.Keys(envs)) {
		if err := putEach(envs[service], func(e ComponentEnv) error { return s.PutEnv(service, e) }); err != nil {
			return err
		}
	}
	return nil
}
