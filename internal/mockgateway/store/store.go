package store

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// Store is the in-memory model: the objects a fixture holds, their
// indexes and the id sequences. It is not safe for concurrent use; the
// Gateway serializes every access with its mutex.
type Store struct {
	EnterpriseID string
	Teams        []*Team
	Regions      []*Region
	Apps         []*App
	Components   []*Component
	CompByID     map[string]*Component
	CompByAlias  map[string][]*Component // aliases are unique per team only
	RuleByID     map[string]*Rule
	Ports        map[string][]*Port // by service_id, in creation order
	Rules        []*Rule
	Monitors     []MonitorSeries
	Resources    []Resource
	Certificates []*Certificate
	// TCPRules are the TCP access rules (tcp_rules.go).
	TCPRules []*TCPRule
	// Volumes are the components' volumes by service_id (volumes.go).
	Volumes      map[string][]*Volume
	NextVolumeID int64
	// Envs are the components' variables by service_id, in creation order
	// (the console's tenant_service_env_var; component_envs.go).
	Envs map[string][]ComponentEnv

	Seq        uint64
	NextPortID int64
	NextRuleID int64
	NextAppID  int64
	NextCertID int64
}

// NewHex returns a deterministic 32-hex id, so two runs over one fixture
// hand out the same ids. It skips ids in use: a model rebuilt from a
// snapshot (Load, Merge) starts its sequence again among ids it generated
// before.
func (s *Store) NewHex(kind string) string {
	for {
		s.Seq++
		sum := sha256.Sum256([]byte(fmt.Sprintf("%s/%s/%d", s.EnterpriseID, kind, s.Seq)))
		if id := hex.EncodeToString(sum[:16]); !s.hexInUse(id) {
			return id
		}
	}
}

func (s *Store) hexInUse(id string) bool {
	if s.CompByID[id] != nil || s.RuleByID[id] != nil || s.TeamByID(id) != nil {
		return true
	}
	return slices.ContainsFunc(s.Regions, func(r *Region) bool { return r.RegionID == id })
}

func (s *Store) Team(idOrName string) *Team {
	for _, t := range s.Teams {
		if t.TenantID == idOrName || t.TeamName == idOrName {
			return t
		}
	}
	return nil
}

func (s *Store) TeamByID(id string) *Team {
	for _, t := range s.Teams {
		if t.TenantID == id {
			return t
		}
	}
	return nil
}

func (s *Store) Region(name string) *Region {
	for _, r := range s.Regions {
		if r.RegionName == name {
			return r
		}
	}
	return nil
}

func (s *Store) IsOpen(t *Team, region string) bool {
	return slices.Contains(t.Regions, region)
}

func (s *Store) App(id int64) *App {
	for _, a := range s.Apps {
		if a.ID == id {
			return a
		}
	}
	return nil
}

// Component finds a component of a team by id or service_alias.
func (s *Store) Component(tenantID, idOrAlias string) *Component {
	if c := s.CompByID[idOrAlias]; c != nil && (tenantID == "" || c.TenantID == tenantID) {
		return c
	}
	for _, c := range s.CompByAlias[idOrAlias] {
		if tenantID == "" || c.TenantID == tenantID {
			return c
		}
	}
	return nil
}

// IndexAlias moves a component from oldAlias to its current alias in the
// alias index; an empty oldAlias only adds it.
func (s *Store) IndexAlias(c *Component, oldAlias string) {
	if oldAlias != "" {
		s.CompByAlias[oldAlias] = slices.DeleteFunc(s.CompByAlias[oldAlias], func(o *Component) bool { return o == c })
		if len(s.CompByAlias[oldAlias]) == 0 {
			delete(s.CompByAlias, oldAlias)
		}
	}
	s.CompByAlias[c.ServiceAlias] = append(s.CompByAlias[c.ServiceAlias], c)
}

func (s *Store) Port(serviceID string, number int64) *Port {
	for _, p := range s.Ports[serviceID] {
		if p.ContainerPort == number {
			return p
		}
	}
	return nil
}

func (s *Store) Rule(httpRuleID string) *Rule {
	return s.RuleByID[httpRuleID]
}

func (s *Store) RulesOf(serviceID string, number int64) []*Rule {
	var out []*Rule
	for _, r := range s.Rules {
		if r.ServiceID == serviceID && r.ContainerPort == number {
			out = append(out, r)
		}
	}
	return out
}

func (s *Store) RemoveRules(keep func(*Rule) bool) {
	s.Rules = slices.DeleteFunc(s.Rules, func(r *Rule) bool {
		if keep(r) {
			return false
		}
		delete(s.RuleByID, r.HTTPRuleID)
		return true
	})
}

func (s *Store) RemovePort(serviceID string, number int64) bool {
	before := len(s.Ports[serviceID])
	s.Ports[serviceID] = slices.DeleteFunc(s.Ports[serviceID], func(p *Port) bool { return p.ContainerPort == number })
	return len(s.Ports[serviceID]) != before
}

// RemoveComponent deletes a component with its ports, rules, TCP rules and
// volumes.
func (s *Store) RemoveComponent(serviceID string) {
	if s.CompByID[serviceID] == nil {
		return
	}
	c := s.CompByID[serviceID]
	delete(s.CompByID, serviceID)
	s.CompByAlias[c.ServiceAlias] = slices.DeleteFunc(s.CompByAlias[c.ServiceAlias], func(o *Component) bool { return o == c })
	delete(s.Ports, serviceID)
	s.Components = slices.DeleteFunc(s.Components, func(c *Component) bool { return c.ServiceID == serviceID })
	s.RemoveRules(func(r *Rule) bool { return r.ServiceID != serviceID })
	s.TCPRules = slices.DeleteFunc(s.TCPRules, func(r *TCPRule) bool { return r.ServiceID == serviceID })
	delete(s.Volumes, serviceID)
}

// K8sServiceName is the pattern of a Kubernetes service name (RFC 1035
// label), which a port's k8s_service_name must match.
var K8sServiceName = regexp.MustCompile(`^[a-z]([-a-z0-9]*[a-z0-9])?$`)

// DefaultPortAlias is the component alias in upper case with '-' as '_',
// followed by the port number, as the server derives it.
func DefaultPortAlias(serviceAlias string, number int64) string {
	return strings.ReplaceAll(strings.ToUpper(serviceAlias), "-", "_") + fmt.Sprint(number)
}

// NewK8sServiceName is the name add_service_port gives a new port: the name
// of the component's first port, or the bare service_alias for its first
// port; alias-XXXX when another component of the team already holds that
// name, and alias-<port> when the alias is not a valid name.
func (s *Store) NewK8sServiceName(c *Component, number int64) string {
	name := c.ServiceAlias
	if ports := s.Ports[c.ServiceID]; len(ports) > 0 {
		name = ports[0].K8sServiceName
	}
	switch owner := s.K8sNameOwner(c.TenantID, name); {
	case len(name) > 63 || !K8sServiceName.MatchString(name):
		return fmt.Sprintf("%s-%d", c.ServiceAlias, number)
	case owner != "" && owner != c.ServiceID:
		return name + "-" + s.NewHex("k8s")[:4]
	}
	return name
}

// K8sNameOwner is the component of the team whose ports use the internal
// domain name, or "".
func (s *Store) K8sNameOwner(tenantID, name string) string {
	for _, c := range s.Components {
		if c.TenantID != tenantID {
			continue
		}
		for _, p := range s.Ports[c.ServiceID] {
			if p.K8sServiceName == name {
				return c.ServiceID
			}
		}
	}
	return ""
}

// FormatPort is a port number as a path writes it.
func FormatPort(number int64) string { return fmt.Sprint(number) }

// DefaultDomain is the domain of the rule open_outer creates:
// {alias}-{port}-{team}.{httpdomain}.
func DefaultDomain(serviceAlias string, number int64, teamName, httpDomain string) string {
	return fmt.Sprintf("%s-%d-%s.%s", serviceAlias, number, teamName, httpDomain)
}

// Snapshot returns the model as a fixture that shares nothing with it.
func (s *Store) Snapshot() Fixture {
	f := Fixture{EnterpriseID: s.EnterpriseID}
	for _, t := range s.Teams {
		f.Teams = append(f.Teams, *t)
	}
	for _, r := range s.Regions {
		f.Regions = append(f.Regions, *r)
	}
	for _, a := range s.Apps {
		f.Apps = append(f.Apps, *a)
	}
	for _, c := range s.Components {
		if s.App(c.AppID) == nil {
			continue // a third-party component its app's delete left behind
		}
		f.Components = append(f.Components, *c)
		for _, p := range s.Ports[c.ServiceID] {
			f.Ports = append(f.Ports, *p)
		}
		for _, v := range s.Volumes[c.ServiceID] {
			f.Volumes = append(f.Volumes, *v)
		}
	}
	for _, r := range s.TCPRules {
		f.TCPRules = append(f.TCPRules, *r)
	}
	for _, r := range s.Rules {
		f.Rules = append(f.Rules, *r)
	}
	f.Monitors = append(f.Monitors, s.Monitors...)
	f.Resources = append(f.Resources, s.Resources...)
	for _, c := range s.Certificates {
		f.Certificates = append(f.Certificates, *c)
	}
	for id, list := range s.Envs {
		if s.CompByID[id] != nil && len(list) > 0 {
			if f.Envs == nil {
				f.Envs = map[string][]ComponentEnv{}
			}
			f.Envs[id] = list
		}
	}
	return DeepCopy(f)
}

// IsThirdParty says whether c is a third-party component (service_source
// third_party), which the region never refuses as busy.
func IsThirdParty(c *Component) bool {
	return c.ServiceSource != nil && *c.ServiceSource == "third_party"
}
