package client

import "encoding/json"

// Component is the detail of one component (ServiceBaseInfo). The field
// IsUpgrate keeps the server's spelling in its JSON name, is_upgrate.
type Component struct {
	Status               *string  `json:"status,omitempty"`
	AccessInfos          []string `json:"access_infos,omitempty"`
	ServiceID            string   `json:"service_id"`
	TenantID             string   `json:"tenant_id"`
	ServiceKey           string   `json:"service_key"`
	ServiceAlias         string   `json:"service_alias"`
	ServiceCname         *string  `json:"service_cname,omitempty"`
	ServiceRegion        string   `json:"service_region"`
	Desc                 *string  `json:"desc"`
	Category             string   `json:"category"`
	Version              string   `json:"version"`
	UpdateVersion        *int64   `json:"update_version,omitempty"`
	Image                string   `json:"image"`
	Cmd                  *string  `json:"cmd"`
	MinNode              *int64   `json:"min_node,omitempty"`
	MinCPU               *int64   `json:"min_cpu,omitempty"`
	ContainerGPU         *int64   `json:"container_gpu,omitempty"`
	MinMemory            *int64   `json:"min_memory,omitempty"`
	ExtendMethod         *string  `json:"extend_method,omitempty"`
	CodeFrom             *string  `json:"code_from"`
	GitURL               *string  `json:"git_url"`
	GitProjectID         *int64   `json:"git_project_id,omitempty"`
	CodeVersion          *string  `json:"code_version"`
	ServiceType          *string  `json:"service_type"`
	Creater              *int64   `json:"creater,omitempty"`
	Language             *string  `json:"language"`
	TotalMemory          *int64   `json:"total_memory,omitempty"`
	IsService            *bool    `json:"is_service,omitempty"`
	ServiceOrigin        *string  `json:"service_origin,omitempty"`
	TenantServiceGroupID *int64   `json:"tenant_service_group_id,omitempty"`
	OpenWebhooks         *bool    `json:"open_webhooks,omitempty"`
	ServiceSource        *string  `json:"service_source"`
	CreateStatus         *string  `json:"create_status"`
	CheckUUID            *string  `json:"check_uuid"`
	CheckEventID         *string  `json:"check_event_id"`
	DockerCmd            *string  `json:"docker_cmd"`
	ServerType           *string  `json:"server_type,omitempty"`
	IsUpgrate            *bool    `json:"is_upgrate,omitempty"`
	BuildUpgrade         *bool    `json:"build_upgrade,omitempty"`
	OAuthServiceID       *int64   `json:"oauth_service_id"`
	K8sComponentName     string   `json:"k8s_component_name"`
}

// UnmarshalJSON accepts integers sent as strings or whole floats, and access
// addresses sent as one string.
func (c *Component) UnmarshalJSON(b []byte) error {
	type plain Component
	var aux struct {
		plain
		AccessInfos          flexStrings `json:"access_infos"`
		UpdateVersion        *flexInt    `json:"update_version"`
		MinNode              *flexInt    `json:"min_node"`
		MinCPU               *flexInt    `json:"min_cpu"`
		ContainerGPU         *flexInt    `json:"container_gpu"`
		MinMemory            *flexInt    `json:"min_memory"`
		GitProjectID         *flexInt    `json:"git_project_id"`
		Creater              *flexInt    `json:"creater"`
		TotalMemory          *flexInt    `json:"total_memory"`
		TenantServiceGroupID *flexInt    `json:"tenant_service_group_id"`
		OAuthServiceID       *flexInt    `json:"oauth_service_id"`
	}
	if err := json.Unmarshal(b, &aux); err != nil {
		return err
	}
	*c = Component(aux.plain)
	c.AccessInfos = []string(aux.AccessInfos)
	c.UpdateVersion, c.MinNode, c.MinCPU = aux.UpdateVersion.ptr(), aux.MinNode.ptr(), aux.MinCPU.ptr()
	c.ContainerGPU, c.MinMemory, c.GitProjectID = aux.ContainerGPU.ptr(), aux.MinMemory.ptr(), aux.GitProjectID.ptr()
	c.Creater, c.TotalMemory = aux.Creater.ptr(), aux.TotalMemory.ptr()
	c.TenantServiceGroupID, c.OAuthServiceID = aux.TenantServiceGroupID.ptr(), aux.OAuthServiceID.ptr()
	return nil
}
