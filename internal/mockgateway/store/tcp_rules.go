package store

import "fmt"

// putTCPRule adds a fixture's TCP rule of a component (service_id or
// alias), or replaces the one of its tcp_rule_id, filling the id and the
// fields the console copies from the component and its region.
func (s *Store) putTCPRule(r TCPRule) error {
	c := s.Component("", r.ServiceID)
	if c == nil {
		return fmt.Errorf("tcp rule %q: unknown component %q", r.EndPoint, r.ServiceID)
	}
	r.ServiceID, r.TenantID, r.ServiceName, r.ServiceAlias = c.ServiceID, c.TenantID, c.ServiceAlias, c.ServiceCname
	if reg := s.Region(c.ServiceRegion); reg != nil && r.RegionID == "" {
		r.RegionID = reg.RegionID
	}
	if r.TCPRuleID == "" {
		r.TCPRuleID = s.NewHex("tcp_rule")
	}
	for i, old := range s.TCPRules {
		if old.TCPRuleID == r.TCPRuleID { // a merge replaces it
			s.TCPRules[i] = &r
			return nil
		}
	}
	s.TCPRules = append(s.TCPRules, &r)
	return nil
}
