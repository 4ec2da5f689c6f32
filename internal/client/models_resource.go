package client

import "encoding/json"

// TenantRegion names one team in one region for TeamResources. TenantID
// must be the team's id: the server does not resolve names.
type TenantRegion struct {
	TenantID   string `json:"tenant_id"`
	RegionName string `json:"region_name"`
}

// TeamAppsResource is the resource use of one team in one region. CPU is in
// millicores (1000 = one core), memory in MB; percentages have two decimals.
type TeamAppsResource struct {
	TotalCPU             *int64   `json:"total_cpu,omitempty"`
	TotalMemory          *int64   `json:"total_memory,omitempty"`
	UsedCPU              *int64   `json:"used_cpu,omitempty"`
	UsedMemory           *int64   `json:"used_memory,omitempty"`
	UsedCPUPercentage    *float64 `json:"used_cpu_percentage,omitempty"`
	UsedMemoryPercentage *float64 `json:"used_memory_percentage,omitempty"`
	TeamID               string   `json:"team_id"`
	TeamName             string   `json:"team_name"`
	TeamAlias            string   `json:"team_alias"`
}

// UnmarshalJSON accepts figures sent as strings or as whole floats.
func (r *TeamAppsResource) UnmarshalJSON(b []byte) error {
	type plain TeamAppsResource
	var aux struct {
		plain
		TotalCPU             *flexInt   `json:"total_cpu"`
		TotalMemory          *flexInt   `json:"total_memory"`
		UsedCPU              *flexInt   `json:"used_cpu"`
		UsedMemory           *flexInt   `json:"used_memory"`
		UsedCPUPercentage    *flexFloat `json:"used_cpu_percentage"`
		UsedMemoryPercentage *flexFloat `json:"used_memory_percentage"`
	}
	if err := json.Unmarshal(b, &aux); err != nil {
		return err
	}
	*r = TeamAppsResource(aux.plain)
	r.TotalCPU, r.TotalMemory = aux.TotalCPU.ptr(), aux.TotalMemory.ptr()
	r.UsedCPU, r.UsedMemory = aux.UsedCPU.ptr(), aux.UsedMemory.ptr()
	r.UsedCPUPercentage, r.UsedMemoryPercentage = aux.UsedCPUPercentage.ptr(), aux.UsedMemoryPercentage.ptr()
	return nil
}
