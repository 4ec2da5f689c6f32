package client

// Team is a team record: the create's answer (TeamBaseInfoSerializer) and
// the read's (TeamInfoSerializer), openapi/serializer/team_serializer.py.
// tenant_name is the name the platform generated; tenant_alias is the
// name the user gave. The read answers no role_infos, service_num or
// region_num: its serializer skips fields the team record lacks.
type Team struct {
	TenantID     string     `json:"tenant_id"`
	TenantName   string     `json:"tenant_name"`
	TenantAlias  string     `json:"tenant_alias"`
	EnterpriseID string     `json:"enterprise_id"`
	Creater      flexString `json:"creater"` // an integer on create, its text on read
	CreateTime   string     `json:"create_time"`
	IsActive     bool       `json:"is_active"`
}

// CreateTeamRequest is the create's body (CreateTeamReqSerializer):
// tenant_name becomes the alias, at most 24 characters; a region, when
// given, is opened for the team.
type CreateTeamRequest struct {
	TenantName string `json:"tenant_name"`
	Region     string `json:"region,omitempty"`
}

// UpdateTeamRequest is the update's body. The server writes the raw body
// to the team record, so it holds the alias alone: any key that is not a
// team column (the validated region among them) is a 500.
type UpdateTeamRequest struct {
	TenantAlias string `json:"tenant_alias"`
}
