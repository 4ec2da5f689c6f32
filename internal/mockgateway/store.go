package mockgateway

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"slices"
	"strings"
)

// store is the in-memory model. It is not safe for concurrent use; the
// Gateway serializes every access with its mutex.
type store struct {
	enterpriseID string
	teams        []*Team
	regions      []*Region
	apps         []*App
	components   []*Component
	compByID     map[string]*Component
	compByAlias  map[string][]*Component // aliases are unique per team only
	ruleByID     map[string]*Rule
	ports        map[string][]*Port // by service_id, in creation order
	rules        []*Rule
	monitors     []MonitorSeries
	resources    []Resource
	// events are the components' events by service_id, oldest first; the
	// fixture does not hold them.
	events map[string][]ComponentEvent
	// openEvents and eventPace are the region's events without a final
	// status, by event_id, and when it ends them (region_events.go).
	openEvents map[string]*runningEvent
	eventPace  EventPace
	// deleteRefusals are the components whose delete the region refuses,
	// with its message (app_delete.go).
	deleteRefusals map[string]string
	// instances are the instance counts the cluster runs, by service_id,
	// where they differ from min_node (scaled outside the console).
	instances    map[string]int64
	certificates []*Certificate
	// tcpRules are the TCP access rules (tcp_rules.go).
	tcpRules []*TCPRule
	// volumes are the components' volumes by service_id (volumes.go).
	volumes      map[string][]*Volume
	nextVolumeID int64
	// ruleConfigs holds the proxy settings sent with rule creates, by
	// http_rule_id: the server stores them apart, and no read returns them.
	ruleConfigs map[string]string
	// apiRoutes are the routes of the region's API gateway (api_routes.go).
	apiRoutes []*APIRoute
	// envResends counts, per component, the times change_port_alias re-sent
	// its port environment variables to the region.
	envResends map[string]int
	// deploy holds the component operations' room (component_ops.go).
	deploy *deployRoom

	seq        uint64
	nextPortID int64
	nextRuleID int64
	nextAppID  int64
	nextCertID int64
}

// newHex returns a deterministic 32-hex id, so two runs over one fixture
// hand out the same ids. It skips ids in use: a model rebuilt from a
// snapshot (Load, Merge) starts its sequence again among ids it generated
// before.
func (s *store) newHex(kind string) string {
	for {
		s.seq++
		sum := sha256.Sum256([]byte(fmt.Sprintf("%s/%s/%d", s.enterpriseID, kind, s.seq)))
		if id := hex.EncodeToString(sum[:16]); !s.hexInUse(id) {
			return id
		}
	}
}

func (s *store) hexInUse(id string) bool {
	if s.compByID[id] != nil || s.ruleByID[id] != nil || s.teamByID(id) != nil {
		return true
	}
	return slices.ContainsFunc(s.regions, func(r *Region) bool { return r.RegionID == id })
}

func (s *store) team(idOrName string) *Team {
	for _, t := range s.teams {
		if t.TenantID == idOrName || t.TeamName == idOrName {
			return t
		}
	}
	return nil
}

func (s *store) teamByID(id string) *Team {
	for _, t := range s.teams {
		if t.TenantID == id {
			return t
		}
	}
	return nil
}

func (s *store) region(name string) *Region {
	for _, r := range s.regions {
		if r.RegionName == name {
			return r
		}
	}
	return nil
}

func (s *store) isOpen(t *Team, region string) bool {
	return slices.Contains(t.Regions, region)
}

func (s *store) app(id int64) *App {
	for _, a := range s.apps {
		if a.ID == id {
			return a
		}
	}
	return nil
}

// component finds a component of a team by id or service_alias.
func (s *store) component(tenantID, idOrAlias string) *Component {
	if c := s.compByID[idOrAlias]; c != nil && (tenantID == "" || c.TenantID == tenantID) {
		return c
	}
	for _, c := range s.compByAlias[idOrAlias] {
		if tenantID == "" || c.TenantID == tenantID {
			return c
		}
	}
	return nil
}

// indexAlias moves a component from oldAlias to its current alias in the
// alias index; an empty oldAlias only adds it.
func (s *store) indexAlias(c *Component, oldAlias string) {
	if oldAlias != "" {
		s.compByAlias[oldAlias] = slices.DeleteFunc(s.compByAlias[oldAlias], func(o *Component) bool { return o == c })
		if len(s.compByAlias[oldAlias]) == 0 {
			delete(s.compByAlias, oldAlias)
		}
	}
	s.compByAlias[c.ServiceAlias] = append(s.compByAlias[c.ServiceAlias], c)
}

func (s *store) port(serviceID string, number int64) *Port {
	for _, p := range s.ports[serviceID] {
		if p.ContainerPort == number {
			return p
		}
	}
	return nil
}

func (s *store) rule(httpRuleID string) *Rule {
	return s.ruleByID[httpRuleID]
}

func (s *store) rulesOf(serviceID string, number int64) []*Rule {
	var out []*Rule
	for _, r := range s.rules {
		if r.ServiceID == serviceID && r.ContainerPort == number {
			out = append(out, r)
		}
	}
	return out
}

func (s *store) removeRules(keep func(*Rule) bool) {
	s.rules = slices.DeleteFunc(s.rules, func(r *Rule) bool {
		if keep(r) {
			return false
		}
		delete(s.ruleByID, r.HTTPRuleID)
		return true
	})
}

func (s *store) removePort(serviceID string, number int64) bool {
	before := len(s.ports[serviceID])
	s.ports[serviceID] = slices.DeleteFunc(s.ports[serviceID], func(p *Port) bool { return p.ContainerPort == number })
	return len(s.ports[serviceID]) != before
}

func (s *store) removeComponent(serviceID string) {
	if s.compByID[serviceID] == nil {
		return
	}
	c := s.compByID[serviceID]
	delete(s.compByID, serviceID)
	s.compByAlias[c.ServiceAlias] = slices.DeleteFunc(s.compByAlias[c.ServiceAlias], func(o *Component) bool { return o == c })
	delete(s.ports, serviceID)
	s.components = slices.DeleteFunc(s.components, func(c *Component) bool { return c.ServiceID == serviceID })
	s.removeRules(func(r *Rule) bool { return r.ServiceID != serviceID })
	s.removeAPIRoutesOf(serviceID)
	s.tcpRules = slices.DeleteFunc(s.tcpRules, func(r *TCPRule) bool { return r.ServiceID == serviceID })
	delete(s.volumes, serviceID)
}

// defaultPortAlias is the component alias in upper case with '-' as '_',
// followed by the port number, as the server derives it.
func defaultPortAlias(serviceAlias string, number int64) string {
	return strings.ReplaceAll(strings.ToUpper(serviceAlias), "-", "_") + fmt.Sprint(number)
}

// newK8sServiceName is the name add_service_port gives a new port: the name
// of the component's first port, or the bare service_alias for its first
// port; alias-XXXX when another component of the team already holds that
// name, and alias-<port> when the alias is not a valid name.
func (s *store) newK8sServiceName(c *Component, number int64) string {
	name := c.ServiceAlias
	if ports := s.ports[c.ServiceID]; len(ports) > 0 {
		name = ports[0].K8sServiceName
	}
	switch owner := s.k8sNameOwner(c.TenantID, name); {
	case len(name) > 63 || !k8sServiceName.MatchString(name):
		return fmt.Sprintf("%s-%d", c.ServiceAlias, number)
	case owner != "" && owner != c.ServiceID:
		return name + "-" + s.newHex("k8s")[:4]
	}
	return name
}

// k8sNameOwner is the component of the team whose ports use the internal
// domain name, or "".
func (s *store) k8sNameOwner(tenantID, name string) string {
	for _, c := range s.components {
		if c.TenantID != tenantID {
			continue
		}
		for _, p := range s.ports[c.ServiceID] {
			if p.K8sServiceName == name {
				return c.ServiceID
			}
		}
	}
	return ""
}

func (s *store) recordEnvResend(serviceID string) {
	if s.envResends == nil {
		s.envResends = map[string]int{}
	}
	s.envResends[serviceID]++
}

// formatPort is a port number as a path writes it.
func formatPort(number int64) string { return fmt.Sprint(number) }

// defaultDomain is the domain of the rule open_outer creates:
// {alias}-{port}-{team}.{httpdomain}.
func defaultDomain(serviceAlias string, number int64, teamName, httpDomain string) string {
	return fmt.Sprintf("%s-%d-%s.%s", serviceAlias, number, teamName, httpDomain)
}

// snapshot returns the model as a fixture that shares nothing with it.
func (s *store) snapshot() Fixture {
	f := Fixture{EnterpriseID: s.enterpriseID}
	for _, t := range s.teams {
		f.Teams = append(f.Teams, *t)
	}
	for _, r := range s.regions {
		f.Regions = append(f.Regions, *r)
	}
	for _, a := range s.apps {
		f.Apps = append(f.Apps, *a)
	}
	for _, c := range s.components {
		if s.app(c.AppID) == nil {
			continue // a third-party component its app's delete left behind
		}
		f.Components = append(f.Components, *c)
		for _, p := range s.ports[c.ServiceID] {
			f.Ports = append(f.Ports, *p)
		}
		for _, v := range s.volumes[c.ServiceID] {
			f.Volumes = append(f.Volumes, *v)
		}
	}
	for _, r := range s.tcpRules {
		f.TCPRules = append(f.TCPRules, *r)
	}
	for _, r := range s.rules {
		f.Rules = append(f.Rules, *r)
	}
	f.Monitors = append(f.Monitors, s.monitors...)
	f.Resources = append(f.Resources, s.resources...)
	for _, c := range s.certificates {
		f.Certificates = append(f.Certificates, *c)
	}
	if s.deploy != nil {
		for id, list := range s.deploy.envs {
			if s.compByID[id] != nil && len(list) > 0 {
				if f.Envs == nil {
					f.Envs = map[string][]ComponentEnv{}
				}
				f.Envs[id] = list
			}
		}
	}
	return deepCopy(f)
}
