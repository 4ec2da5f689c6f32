package platform

import "slices"

// Component statuses (region worker/appm/types/v1/status.go), and the
// ones the platform counts as running for a delete (console
// app_manage.py __is_service_running).
var runningForDelete = []string{"running", "starting", "restoring", "stopping", "failure", "unKnow", "unusual", "abnormal", "some_abnormal"}

// CountsAsRunning reports a status in which the platform refuses to
// delete the component.
func CountsAsRunning(status string) bool { return slices.Contains(runningForDelete, status) }
