package platform

import "slices"

// Component statuses (region worker/appm/types/v1/status.go), and the
// ones the platform counts as running for a delete (console
// app_manage.py __is_service_running).
var runningForDelete = []string{"running", "starting", "restoring", "stopping", "failure", "unKnow", "unusual", "abnormal", "some_abnormal"}

// CountsAsRunning reports a status in which the platform refuses to
// delete the component.
func CountsAsRunning(status string) bool { return slices.Contains(runningForDelete, status) }

// Statuses in which a component has instances, so that a rolling upgrade
// replaces them (region worker/appm/types/v1/status.go GetServiceStatus:
// a workload exists and its pods are ready, becoming ready, being
// replaced, or failing; console www/utils/status_translate.py "unusual"),
// and those in which it has none: the region's rolling upgrade of a
// component with no instances starts it (worker/handle/manager.go
// rollingUpgradeExec), and a component not created in the cluster has
// nothing to upgrade. Any other status (unKnow when the console cannot
// ask the region, failure, paused, succeeded, building, ...) tells
// neither.
var (
	withInstances    = []string{"running", "starting", "waiting", "upgrade", "abnormal", "some_abnormal", "unusual"}
	withoutInstances = []string{"closed", "undeploy", "stopping", "creating", "uncreate"}
)

// HasInstances reports a status in which the component runs instances
// that an upgrade would replace.
func HasInstances(status string) bool { return slices.Contains(withInstances, status) }

// HasNoInstances reports a status in which the component runs no
// instance: a change reaches it at its next start, and an upgrade would
// start it.
func HasNoInstances(status string) bool { return slices.Contains(withoutInstances, status) }
