package client

import "encoding/json"

// CreateAppRequest is the body of an app create (AppPostInfoSerializer).
// k8s_app is never sent: the server then generates a unique one, where a
// chosen one could collide (400 code 21003).
type CreateAppRequest struct {
	AppName string `json:"app_name"` // 1 to 128 characters, unique in the team and region
	AppNote string `json:"app_note"` // at most 2048; blank allowed
}

// AppDetail is one app as its read answers (AppInfoSerializer): the app's
// fields without ID, with its status and counts.
type AppDetail struct {
	App
	AppID               int64   `json:"app_id"`
	EnterpriseID        string  `json:"enterprise_id"`
	TeamName            string  `json:"team_name"`
	ServiceCount        int64   `json:"service_count"`
	RunningServiceCount int64   `json:"running_service_count"`
	Status              string  `json:"status"`      // running, part_running or closed
	UsedMemory          int64   `json:"used_momory"` // the server's spelling
	UsedCPU             float64 `json:"used_cpu"`    // derived from memory; may be fractional
}

// UnmarshalJSON accepts numbers sent as strings, as the server's echo of
// its own record may carry them.
func (d *AppDetail) UnmarshalJSON(b []byte) error {
	var aux struct {
		AppID               flexInt   `json:"app_id"`
		EnterpriseID        string    `json:"enterprise_id"`
		TeamName            string    `json:"team_name"`
		ServiceCount        flexInt   `json:"service_count"`
		RunningServiceCount flexInt   `json:"running_service_count"`
		Status              string    `json:"status"`
		UsedMemory          flexInt   `json:"used_momory"`
		UsedCPU             flexFloat `json:"used_cpu"`
	}
	if err := json.Unmarshal(b, &aux); err != nil {
		return err
	}
	if err := json.Unmarshal(b, &d.App); err != nil {
		return err
	}
	d.AppID, d.EnterpriseID, d.TeamName = int64(aux.AppID), aux.EnterpriseID, aux.TeamName
	d.ServiceCount, d.RunningServiceCount = int64(aux.ServiceCount), int64(aux.RunningServiceCount)
	d.Status, d.UsedMemory, d.UsedCPU = aux.Status, int64(aux.UsedMemory), float64(aux.UsedCPU)
	if d.ID == 0 {
		d.ID = d.AppID
	}
	return nil
}
