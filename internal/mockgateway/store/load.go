package store

import (
	"fmt"
	"slices"
)

// defaultTime stamps apps that a fixture leaves without timestamps.
const defaultTime = "2024-01-01T00:00:00"

// NewStore builds a model from a fixture. It fills the fields the server
// would derive (ids, default aliases, k8s names, denormalized rule fields)
// and rejects fixtures whose references do not resolve.
func NewStore(f Fixture) (*Store, error) {
	f = DeepCopy(f)
	s := &Store{EnterpriseID: f.EnterpriseID, CompByID: map[string]*Component{},
		CompByAlias: map[string][]*Component{}, RuleByID: map[string]*Rule{}, Ports: map[string][]*Port{},
		Envs: map[string][]ComponentEnv{}}
	if s.EnterpriseID == "" {
		s.EnterpriseID = "e0c4a7d2b9f14e3c8a6b5d2f1c0e9a87"
	}
	if err := s.PutAll(f); err != nil {
		return nil, err
	}
	return s, nil
}

// PutAll adds every object of f, in the order their references need: a
// region before the teams open in it, a team before its apps, and so on.
func (s *Store) PutAll(f Fixture) error {
	steps := []func() error{
		func() error { return putEach(f.Regions, s.PutRegion) },
		func() error { return putEach(f.Teams, s.PutTeam) },
		func() error { return putEach(f.Apps, s.PutApp) },
		func() error { return putEach(f.Components, s.PutComponent) },
		func() error { return putEach(f.Ports, s.PutPort) },
		func() error { return putEach(f.Rules, s.PutRule) },
		func() error { return putEach(f.Monitors, s.PutMonitor) },
		func() error { return putEach(f.Resources, s.PutResource) },
		func() error { return putEach(f.Volumes, s.putVolume) },
		func() error { return putEach(f.TCPRules, s.putTCPRule) },
		func() error { return putEach(f.Certificates, s.PutCertificate) },
		func() error { return s.putEnvs(f.Envs) },
	}
	for _, step := range steps {
		if err := step(); err != nil {
			return err
		}
	}
	return nil
}

// putEach puts every item in turn, up to the first that does not fit.
func putEach[T any](items []T, put func(T) error) error {
	for _, it := range items {
		if err := put(it); err != nil {
			return err
		}
	}
	return nil
}

// PutRegion adds a region, or replaces the one with the same name.
func (s *Store) PutRegion(r Region) error {
	if r.RegionName == "" {
		return fmt.Errorf("region without region_name")
	}
	if r.RegionID == "" {
		r.RegionID = s.NewHex("region")
	}
	if r.Status == "" {
		r.Status = "1"
	}
	if r.Scope == "" {
		r.Scope = "private"
	}
	if r.EnterpriseID == "" {
		r.EnterpriseID = s.EnterpriseID
	}
	if old := s.Region(r.RegionName); old != nil {
		*old = r
		return nil
	}
	s.Regions = append(s.Regions, &r)
	return nil
}

// PutTeam adds a team, or replaces the one with the same tenant id.
func (s *Store) PutTeam(t Team) error {
	if t.TeamName == "" {
		return fmt.Errorf("team without team_name")
	}
	if t.TenantID == "" {
		t.TenantID = s.NewHex("team")
	}
	if t.TeamAlias == "" {
		t.TeamAlias = t.TeamName
	}
	for _, name := range t.Regions {
		if s.Region(name) == nil {
			return fmt.Errorf("team %q: unknown region %q", t.TeamName, name)
		}
	}
	t.Regions = slices.Compact(slices.Clone(t.Regions))
	if old := s.TeamByID(t.TenantID); old != nil {
		*old = t
		return nil
	}
	if s.Team(t.TeamName) != nil {
		return fmt.Errorf("duplicate team_name %q", t.TeamName)
	}
	s.Teams = append(s.Teams, &t)
	return nil
}

// PutApp adds an app, or replaces the one with the same ID. A zero ID gets
// the next free one. tenant_id may name the team.
func (s *Store) PutApp(a App) error {
	t := s.Team(a.TenantID)
	if t == nil {
		return fmt.Errorf("app %q: unknown team %q", a.GroupName, a.TenantID)
	}
	a.TenantID = t.TenantID
	if s.Region(a.RegionName) == nil {
		return fmt.Errorf("app %q: unknown region %q", a.GroupName, a.RegionName)
	}
	if a.ID == 0 {
		a.ID = s.NextAppID + 1
	}
	if a.ID > s.NextAppID {
		s.NextAppID = a.ID
	}
	if a.CreateTime == "" {
		a.CreateTime = defaultTime
	}
	if a.UpdateTime == "" {
		a.UpdateTime = a.CreateTime
	}
	if a.AppType == "" {
		a.AppType = "rainbond"
	}
	if a.K8sApp == "" {
		a.K8sApp = fmt.Sprintf("app-%d", a.ID)
	}
	if old := s.App(a.ID); old != nil {
		*old = a
		return nil
	}
	s.Apps = append(s.Apps, &a)
	return nil
}

// PutComponent adds a component, or replaces the one with the same id.
func (s *Store) PutComponent(c Component) error {
	a := s.App(c.AppID)
	if a == nil {
		return fmt.Errorf("component %q: unknown app %d", c.ServiceAlias, c.AppID)
	}
	if c.TenantID == "" {
		c.TenantID = a.TenantID
	}
	t := s.Team(c.TenantID)
	if t == nil || t.TenantID != a.TenantID {
		return fmt.Errorf("component %q: team %q does not own app %d", c.ServiceAlias, c.TenantID, c.AppID)
	}
	c.TenantID = t.TenantID
	if c.ServiceID == "" {
		c.ServiceID = s.NewHex("component")
	}
	if c.ServiceAlias == "" {
		c.ServiceAlias = "gr" + c.ServiceID[:6]
	}
	if c.ServiceCname == "" {
		c.ServiceCname = c.ServiceAlias
	}
	if c.ServiceRegion == "" {
		c.ServiceRegion = a.RegionName
	}
	if c.ServiceKey == "" {
		c.ServiceKey = "application"
	}
	if c.Category == "" {
		c.Category = "application"
	}
	if c.K8sComponentName == "" {
		c.K8sComponentName = c.ServiceAlias
	}
	if c.Status == "" {
		c.Status = "running"
	}
	if c.AccessInfos == nil {
		c.AccessInfos = []string{}
	}
	if c.ExtendMethod == "" {
		c.ExtendMethod = "stateless"
	}
	if c.ServiceOrigin == "" {
		c.ServiceOrigin = "assistant"
	}
	fillNewColumns(&c.ServiceBaseInfo)
	if other := s.Component(c.TenantID, c.ServiceAlias); other != nil && other.ServiceID != c.ServiceID {
		return fmt.Errorf("duplicate service_alias %q in team %q", c.ServiceAlias, t.TeamName)
	}
	if old := s.CompByID[c.ServiceID]; old != nil {
		oldAlias := old.ServiceAlias
		*old = c
		s.IndexAlias(old, oldAlias)
		return nil
	}
	fillComponentDefaults(&c)
	s.Components = append(s.Components, &c)
	s.CompByID[c.ServiceID] = &c
	s.IndexAlias(&c, "")
	return nil
}

// fillNewColumns gives the columns a fixture leaves out the model's
// defaults (www/models/main.py:323,358-360).
func fillNewColumns(c *ServiceBaseInfo) {
	for _, f := range []struct {
		field **string
		value string
	}{{&c.BuildStrategy, ""}, {&c.JobStrategy, ""}, {&c.Arch, "amd64"}, {&c.Dockerfile, ""}} {
		if *f.field == nil {
			*f.field = Ptr(f.value)
		}
	}
}

// PutPort adds a port, or replaces the one with the same number on the same
// component. service_id may be the component alias.
func (s *Store) PutPort(p Port) error {
	c := s.Component("", p.ServiceID)
	if c == nil {
		return fmt.Errorf("port %d: unknown component %q", p.ContainerPort, p.ServiceID)
	}
	if p.ContainerPort < 1 || p.ContainerPort > 65535 {
		return fmt.Errorf("component %q: port %d out of 1..65535", c.ServiceAlias, p.ContainerPort)
	}
	s.FillPort(c, &p)
	if old := s.Port(c.ServiceID, p.ContainerPort); old != nil {
		p.ID = old.ID
		*old = p
		return nil
	}
	s.Ports[c.ServiceID] = append(s.Ports[c.ServiceID], &p)
	return nil
}

func (s *Store) FillPort(c *Component, p *Port) {
	p.ServiceID = c.ServiceID
	p.TenantID = c.TenantID
	if p.ID == 0 {
		s.NextPortID++
		p.ID = s.NextPortID
	} else if p.ID > s.NextPortID {
		s.NextPortID = p.ID
	}
	if p.Protocol == "" {
		p.Protocol = "http"
	}
	if p.PortAlias == "" {
		p.PortAlias = DefaultPortAlias(c.ServiceAlias, p.ContainerPort)
	}
	if p.K8sServiceName == "" {
		p.K8sServiceName = s.NewK8sServiceName(c, p.ContainerPort)
	}
	if p.MappingPort == 0 {
		p.MappingPort = p.ContainerPort
	}
}

// PutRule adds a rule, or replaces the one with the same http_rule_id. The
// fields that follow from the component are filled from it.
func (s *Store) PutRule(r Rule) error {
	c := s.Component("", r.ServiceID)
	if c == nil {
		return fmt.Errorf("rule %q: unknown component %q", r.DomainName, r.ServiceID)
	}
	s.FillRule(c, &r)
	fillRuleDefaults(&r)
	if r.HTTPRuleID == "" {
		r.HTTPRuleID = s.NewHex("rule")
	}
	if old := s.Rule(r.HTTPRuleID); old != nil {
		r.ID = old.ID
		*old = r
		return nil
	}
	if r.ID == 0 {
		r.ID = s.NextRuleID + 1
	}
	if r.ID > s.NextRuleID {
		s.NextRuleID = r.ID
	}
	s.Rules = append(s.Rules, &r)
	s.RuleByID[r.HTTPRuleID] = &r
	return nil
}

func (s *Store) FillRule(c *Component, r *Rule) {
	t := s.TeamByID(c.TenantID)
	r.ServiceID = c.ServiceID
	// The server stores a rule's component fields crosswise: service_name
	// holds the component's alias (the short name paths accept) and
	// service_alias its display name (service_cname).
	r.ServiceName = c.ServiceAlias
	r.ServiceAlias = c.ServiceCname
	r.TenantID = c.TenantID
	r.TeamName = t.TeamName
	r.AppID = c.AppID
	r.RegionName = c.ServiceRegion
	if reg := s.Region(c.ServiceRegion); reg != nil {
		r.RegionID = reg.RegionID
	}
}

// fillRuleDefaults fills what a fixture or a hook leaves out of a rule.
// A default rule (type 0, made by open_outer) keeps its empty path, as on
// the server; a custom one gets "/".
func fillRuleDefaults(r *Rule) {
	if r.Protocol == "" {
		r.Protocol = "http"
		if r.CertificateID != 0 {
			r.Protocol = "https"
		}
	}
	if r.DomainType == "" {
		r.DomainType = "www"
	}
	if r.DomainPath == "" && r.Type != 0 {
		r.DomainPath = "/"
	}
	if r.TheWeight == 0 {
		r.TheWeight = 100
	}
}

func (s *Store) PutMonitor(m MonitorSeries) error {
	c := s.Component("", m.ServiceID)
	if c == nil {
		return fmt.Errorf("monitor %q: unknown component %q", m.Item, m.ServiceID)
	}
	m.ServiceID = c.ServiceID
	s.Monitors = append(s.Monitors, m)
	return nil
}

func (s *Store) PutResource(r Resource) error {
	t := s.Team(r.TenantID)
	if t == nil {
		return fmt.Errorf("resource: unknown team %q", r.TenantID)
	}
	r.TenantID = t.TenantID
	for i := range s.Resources {
		if s.Resources[i].TenantID == r.TenantID && s.Resources[i].RegionName == r.RegionName {
			s.Resources[i] = r
			return nil
		}
	}
	s.Resources = append(s.Resources, r)
	return nil
}
