package client

import "encoding/json"

// App is an application (AppBaseInfo). Times are ISO 8601 as the server
// writes them, usually without a zone.
type App struct {
	ID              int64   `json:"ID"`
	TenantID        string  `json:"tenant_id"`
	GroupName       string  `json:"group_name"`
	RegionName      string  `json:"region_name"`
	IsDefault       *bool   `json:"is_default,omitempty"`
	OrderIndex      *int64  `json:"order_index,omitempty"`
	Note            *string `json:"note"`
	Username        *string `json:"username"`
	GovernanceMode  *string `json:"governance_mode"`
	CreateTime      string  `json:"create_time"`
	UpdateTime      string  `json:"update_time"`
	AppType         *string `json:"app_type,omitempty"`
	AppStoreName    *string `json:"app_store_name"`
	AppStoreURL     *string `json:"app_store_url"`
	AppTemplateName *string `json:"app_template_name"`
	Version         *string `json:"version"`
	Logo            *string `json:"logo"`
	K8sApp          *string `json:"k8s_app,omitempty"`
}

// UnmarshalJSON accepts the id and the order index sent as strings.
func (a *App) UnmarshalJSON(b []byte) error {
	type plain App
	var aux struct {
		plain
		ID         flexInt  `json:"ID"`
		OrderIndex *flexInt `json:"order_index"`
	}
	if err := json.Unmarshal(b, &aux); err != nil {
		return err
	}
	*a = App(aux.plain)
	a.ID, a.OrderIndex = int64(aux.ID), aux.OrderIndex.ptr()
	return nil
}
