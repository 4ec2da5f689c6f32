package console

// Operation names, the same as the client's method names: the request log,
// faults and latency name operations by them, and the front door's route
// table (gateway.go) gives each route its name.
const (
	OpListTeamRegions   = "ListTeamRegions"
	OpAddRegion         = "AddRegion"
	OpListPorts         = "ListPorts"
	OpAddPort           = "AddPort"
	OpUpdatePort        = "UpdatePort"
	OpDeletePort        = "DeletePort"
	OpListHTTPRules     = "ListHTTPRules"
	OpUpdateHTTPRule    = "UpdateHTTPRule"
	OpUpdateDomainRule  = "UpdateDomainRule"
	OpQueryMonitor      = "QueryMonitor"
	OpQueryMonitorRange = "QueryMonitorRange"
	OpTeamResources     = "TeamResources"
	OpListApps          = "ListApps"
	OpGetComponent      = "GetComponent"

	// Operations beyond the fourteen (beyond-interface.md).
	OpCreateApp           = "CreateApp"
	OpGetApp              = "GetApp"
	OpDeleteApp           = "DeleteApp"
	OpListAppComponents   = "ListAppComponents"
	OpScaleVertical       = "ScaleVertical"
	OpScaleHorizontal     = "ScaleHorizontal"
	OpListComponentEvents = "ListComponentEvents"
	// Beyond the fourteen operations (beyond-interface 4.31, 4.33).
	OpListHTTPDomains   = "ListHTTPDomains"
	OpCreateHTTPDomain  = "CreateHTTPDomain"
	OpGetHTTPDomain     = "GetHTTPDomain"
	OpDeleteHTTPDomain  = "DeleteHTTPDomain"
	OpListCertificates  = "ListCertificates"
	OpCreateCertificate = "CreateCertificate"
	OpGetCertificate    = "GetCertificate"
	OpUpdateCertificate = "UpdateCertificate"
	OpDeleteCertificate = "DeleteCertificate"
)

// OpGetRegion reads one region of the token's enterprise (beyond the API
// reference: openapi/urls.py "v1/regions/(?P<region_id>[\w\-]+)$").
const OpGetRegion = "GetRegion"

// OpListTeams lists the teams of the token's user (openapi/urls.py
// "v1/teams$", openapi/views/team_view.py ListTeamInfo.get).
const OpListTeams = "ListTeams"

// Operation names of the component writes (the front door's
// components_write.go and component_envs.go).
const (
	OpCreateComponent      = "CreateComponent"
	OpDeleteComponent      = "DeleteComponent"
	OpChangeComponentImage = "ChangeComponentImage"
	OpBuildComponent       = "BuildComponent"
	OpOperateApp           = "OperateApp"
	OpUpdateComponentEnvs  = "UpdateComponentEnvs"
)

// Operation names of the TCP rules.
const (
	OpCreateGatewayRule = "CreateGatewayRule"
	OpListGatewayRules  = "ListGatewayRules"
)

// Operation names of the team writes and read.
const (
	OpCreateTeam     = "CreateTeam"
	OpGetTeam        = "GetTeam"
	OpUpdateTeam     = "UpdateTeam"
	OpDeleteTeam     = "DeleteTeam"
	OpOpenTeamRegion = "OpenTeamRegion"
)

// OpCreateThirdComponent is the operation name of a third-party
// component's create.
const OpCreateThirdComponent = "CreateThirdComponent"

// Operation names of the volumes and the MCP component detail.
const (
	OpAddVolume          = "AddVolume"
	OpMCPComponentDetail = "MCPComponentDetail"
)
