package region

// What the cluster runs, as the region reports it to the console.

// CreatedInCluster is create_status "complete"; a component the fixture
// gives no create_status counts as created.
func CreatedInCluster(c *Component) bool {
	return c.CreateStatus == nil || *c.CreateStatus == "complete"
}

// InstancesOf is the count of instances the cluster runs: none unless the
// component runs, then min_node unless the cluster was scaled outside the
// console (the front door's SetRunningInstances).
func (s *Store) InstancesOf(c *Component) int64 {
	if c.Status != "running" {
		return 0
	}
	if n, set := s.Instances[c.ServiceID]; set {
		return n
	}
	return c.MinNode
}
