package store

// The model types double as the fixture format: their JSON tags are the wire
// names of the API reference, so a fixture file reads like the server's own answers.
// Fields marked "fixture only" never appear in an API response.

// Team is a tenant of the enterprise.
type Team struct {
	TenantID  string `json:"tenant_id"` // 32 hex characters; generated when empty
	TeamName  string `json:"team_name"`
	TeamAlias string `json:"team_alias"`
	// Regions names the regions the team is open in (fixture only).
	Regions []string `json:"regions,omitempty"`
	// CreateTime is when the team was made, as the team read answers it.
	CreateTime string `json:"create_time,omitempty"`
}

// Region is a data center, with every field of the API reference's RegionInfo.
type Region struct {
	RegionID     string `json:"region_id"`
	RegionName   string `json:"region_name"`
	RegionAlias  string `json:"region_alias"`
	URL          string `json:"url"`
	WSURL        string `json:"wsurl"`
	HTTPDomain   string `json:"httpdomain"`
	TCPDomain    string `json:"tcpdomain"`
	Token        string `json:"token"`
	Scope        string `json:"scope"`
	SSLCACert    string `json:"ssl_ca_cert"`
	CertFile     string `json:"cert_file"`
	KeyFile      string `json:"key_file"`
	Status       string `json:"status"` // "0" editing, "1" enabled, "2" disabled, "3" maintenance
	Desc         string `json:"desc"`
	EnterpriseID string `json:"enterprise_id"`
	// UninstallFails makes the region fail to uninstall a team, so that a
	// team delete is refused naming the region (mock only).
	UninstallFails bool `json:"uninstall_fails,omitempty"`
}

// App is an application (AppBaseInfo). Timestamps are ISO 8601 without a
// zone, e.g. "2024-05-01T10:00:00".
type App struct {
	ID              int64   `json:"ID"`
	TenantID        string  `json:"tenant_id"`
	GroupName       string  `json:"group_name"`
	RegionName      string  `json:"region_name"`
	IsDefault       bool    `json:"is_default"`
	OrderIndex      int64   `json:"order_index"`
	Note            *string `json:"note"`
	Username        *string `json:"username"`
	GovernanceMode  *string `json:"governance_mode"`
	CreateTime      string  `json:"create_time"`
	UpdateTime      string  `json:"update_time"`
	AppType         string  `json:"app_type"`
	AppStoreName    *string `json:"app_store_name"`
	AppStoreURL     *string `json:"app_store_url"`
	AppTemplateName *string `json:"app_template_name"`
	Version         *string `json:"version"`
	Logo            *string `json:"logo"`
	K8sApp          string  `json:"k8s_app"`
}

// ServiceBaseInfo is the component detail as the API returns it.
type ServiceBaseInfo struct {
	Status               string   `json:"status"`
	AccessInfos          []string `json:"access_infos"`
	ServiceID            string   `json:"service_id"`
	TenantID             string   `json:"tenant_id"`
	ServiceKey           string   `json:"service_key"`
	ServiceAlias         string   `json:"service_alias"`
	ServiceCname         string   `json:"service_cname"`
	ServiceRegion        string   `json:"service_region"`
	Desc                 *string  `json:"desc"`
	Category             string   `json:"category"`
	Version              string   `json:"version"`
	UpdateVersion        int64    `json:"update_version"`
	Image                string   `json:"image"`
	Cmd                  *string  `json:"cmd"`
	MinNode              int64    `json:"min_node"`
	MinCPU               int64    `json:"min_cpu"`
	ContainerGPU         int64    `json:"container_gpu"`
	MinMemory            int64    `json:"min_memory"`
	ExtendMethod         string   `json:"extend_method"`
	CodeFrom             *string  `json:"code_from"`
	GitURL               *string  `json:"git_url"`
	GitProjectID         int64    `json:"git_project_id"`
	CodeVersion          *string  `json:"code_version"`
	ServiceType          *string  `json:"service_type"`
	Creater              int64    `json:"creater"`
	Language             *string  `json:"language"`
	TotalMemory          int64    `json:"total_memory"`
	IsService            bool     `json:"is_service"`
	ServiceOrigin        string   `json:"service_origin"`
	TenantServiceGroupID int64    `json:"tenant_service_group_id"`
	OpenWebhooks         bool     `json:"open_webhooks"`
	ServiceSource        *string  `json:"service_source"`
	CreateStatus         *string  `json:"create_status"`
	CheckUUID            *string  `json:"check_uuid"`
	CheckEventID         *string  `json:"check_event_id"`
	DockerCmd            *string  `json:"docker_cmd"`
	ServerType           string   `json:"server_type"`
	IsUpgrate            bool     `json:"is_upgrate"`
	BuildUpgrade         bool     `json:"build_upgrade"`
	OauthServiceID       *int64   `json:"oauth_service_id"`
	K8sComponentName     string   `json:"k8s_component_name"`
	// The model's newer columns, which ServiceBaseInfoSerializer does not
	// exclude (www/models/main.py:323,358-360, defaults "", "", "amd64",
	// ""; openapi/serializer/app_serializer.py:68-75).
	BuildStrategy *string `json:"build_strategy"`
	JobStrategy   *string `json:"job_strategy"`
	Arch          *string `json:"arch"`
	Dockerfile    *string `json:"dockerfile"`
}

// Component is a component of an app: its API detail plus the facts the
// mock needs to place it.
type Component struct {
	ServiceBaseInfo
	// AppID is the app the component belongs to (fixture only).
	AppID int64 `json:"app_id"`
	// PerfPlugin says the component has a performance-analysis plugin, the
	// condition for appearing in monitor answers (fixture only).
	PerfPlugin bool `json:"perf_plugin,omitempty"`
	// RegionStatusFails makes the region's status call for the component
	// fail, which the server's component detail answers with a 500
	// (fixture only).
	RegionStatusFails bool `json:"region_status_fails,omitempty"`
	// EndpointsType and Endpoints are a third-party component's instances
	// as created (static, api); the API never answers them.
	EndpointsType string   `json:"endpoints_type,omitempty"`
	Endpoints     []string `json:"endpoints,omitempty"`
}

// Port is a container port of a component. ServiceID says whose port it is.
type Port struct {
	ID             int64  `json:"ID"`
	TenantID       string `json:"tenant_id"`
	ServiceID      string `json:"service_id"`
	ContainerPort  int64  `json:"container_port"`
	MappingPort    int64  `json:"mapping_port"`
	LBMappingPort  int64  `json:"lb_mapping_port"`
	Protocol       string `json:"protocol"`
	PortAlias      string `json:"port_alias"`
	IsInnerService bool   `json:"is_inner_service"`
	IsOuterService bool   `json:"is_outer_service"`
	K8sServiceName string `json:"k8s_service_name"`
	Name           string `json:"name"`
}

// Rule is an HTTP access rule, in the shape of the enterprise rule list.
// RuleExtensions is the raw "key:value,..." string the server stores.
type Rule struct {
	ID             int64   `json:"ID"`
	HTTPRuleID     string  `json:"http_rule_id"`
	RegionName     string  `json:"region_name"`
	TeamName       string  `json:"team_name"`
	AppID          int64   `json:"app_id"`
	RegionID       string  `json:"region_id"`
	TenantID       string  `json:"tenant_id"`
	ServiceID      string  `json:"service_id"`
	ServiceName    string  `json:"service_name"`  // the component's service_alias
	ServiceAlias   string  `json:"service_alias"` // the component's service_cname
	DomainName     string  `json:"domain_name"`
	ContainerPort  int64   `json:"container_port"`
	Protocol       string  `json:"protocol"`
	CertificateID  int64   `json:"certificate_id"`
	DomainType     string  `json:"domain_type"`
	IsSenior       bool    `json:"is_senior"`
	DomainPath     string  `json:"domain_path"`
	DomainCookie   string  `json:"domain_cookie"`
	DomainHeander  string  `json:"domain_heander"`
	Type           int64   `json:"type"` // 0 default rule, 1 custom domain
	TheWeight      int64   `json:"the_weight"`
	RuleExtensions string  `json:"rule_extensions"`
	IsOuterService bool    `json:"is_outer_service"`
	AutoSSL        bool    `json:"auto_ssl"`
	AutoSSLConfig  *string `json:"auto_ssl_config"`
	PathRewrite    bool    `json:"path_rewrite"`
	Rewrites       string  `json:"rewrites"`
	// Gateway is the route the region's gateway last took for the rule,
	// when it differs from the record (mock only; see GatewayRoute).
	Gateway *GatewayRoute `json:"-"`
	// RegionRecord says whether the region's rule table holds the rule
	// (fixture only; absent means it does). false is a default rule that
	// open_outer made on a running component, which no update can change
	// (see region/rules.go).
	RegionRecord *bool `json:"region_record,omitempty"`
}

// GatewayRoute is an HTTP rule as the region's gateway holds it. The
// console pushes it to the region before it writes its own record, so the
// two can disagree: a failed update may leave the gateway changed and the
// record not (platform facts, "Updating a rule").
type GatewayRoute struct {
	ServiceID      string `json:"service_id"`
	ContainerPort  int64  `json:"container_port"`
	DomainName     string `json:"domain_name"`
	DomainPath     string `json:"domain_path"`
	DomainCookie   string `json:"domain_cookie"`
	DomainHeader   string `json:"domain_header"`
	TheWeight      int64  `json:"the_weight"`
	CertificateID  int64  `json:"certificate_id"`
	RuleExtensions string `json:"rule_extensions"`
}

// RouteOf is the route the gateway takes for a rule record.
func RouteOf(r Rule) GatewayRoute {
	return GatewayRoute{
		ServiceID: r.ServiceID, ContainerPort: r.ContainerPort, DomainName: r.DomainName, DomainPath: r.DomainPath,
		DomainCookie: r.DomainCookie, DomainHeader: r.DomainHeander, TheWeight: r.TheWeight,
		CertificateID: r.CertificateID, RuleExtensions: r.RuleExtensions,
	}
}

// MonitorSeries is one metric of one component. Without Points the mock
// synthesizes a point per step around Value; with Points it answers those.
type MonitorSeries struct {
	ServiceID string         `json:"service_id"`
	Item      string         `json:"monitor_item"` // request_time, request, request_client, ...
	Value     float64        `json:"value"`
	Points    []MonitorPoint `json:"points,omitempty"`
}

// MonitorPoint is a sample at a Unix time in seconds.
type MonitorPoint struct {
	Time  float64 `json:"t"`
	Value string  `json:"v"`
}

// Resource holds the resource figures of a team in a region.
type Resource struct {
	TenantID    string `json:"tenant_id"`
	RegionName  string `json:"region_name"`
	TotalCPU    int64  `json:"total_cpu"`
	TotalMemory int64  `json:"total_memory"`
	UsedCPU     int64  `json:"used_cpu"`
	UsedMemory  int64  `json:"used_memory"`
}

// Fixture is the whole state of the fake enterprise. The zero value is a
// valid, empty enterprise.
type Fixture struct {
	EnterpriseID string          `json:"enterprise_id"`
	Teams        []Team          `json:"teams"`
	Regions      []Region        `json:"regions"`
	Apps         []App           `json:"apps"`
	Components   []Component     `json:"components"`
	Ports        []Port          `json:"ports"`
	Rules        []Rule          `json:"rules"`
	Monitors     []MonitorSeries `json:"monitors"`
	Resources    []Resource      `json:"resources"`
	// Certificates are team certificates (since the certificate operations).
	Certificates []Certificate `json:"certificates,omitempty"`
	// Volumes and TCPRules are the components' volumes and the TCP access
	// rules; ServiceID may be the component alias.
	Volumes  []Volume  `json:"volumes,omitempty"`
	TCPRules []TCPRule `json:"tcp_rules,omitempty"`
	// Envs are components' variables by service_id, in creation order (so
	// that a test's variables reach the real console with its fixture).
	Envs map[string][]ComponentEnv `json:"envs,omitempty"`
}

// Certificate is a team certificate as the server stores it. Certificate
// is the PEM (the server stores its base64; the mock encodes on answer).
type Certificate struct {
	ID              int64  `json:"id"`
	TenantID        string `json:"tenant_id"` // team id or name in a fixture
	Alias           string `json:"alias"`
	Certificate     string `json:"certificate"`
	PrivateKey      string `json:"private_key"`
	CertificateType string `json:"certificate_type"`
	// CertificateID is the server's own uuid of the certificate, which the
	// cluster sees; rules refer to ID.
	CertificateID string `json:"certificate_id"`
}

// TCPRule is a TCP access rule as the console stores it (ServiceTcpDomain).
type TCPRule struct {
	TCPRuleID      string `json:"tcp_rule_id"`
	RegionID       string `json:"region_id"`
	TenantID       string `json:"tenant_id"`
	ServiceID      string `json:"service_id"`
	ServiceName    string `json:"service_name"`  // the component's service_alias
	ServiceAlias   string `json:"service_alias"` // the component's service_cname
	EndPoint       string `json:"end_point"`
	Protocol       string `json:"protocol"`
	ContainerPort  int64  `json:"container_port"`
	Type           int64  `json:"type"` // 0 the port's default rule, 1 a custom one
	RuleExtensions string `json:"rule_extensions"`
	IsOuterService bool   `json:"is_outer_service"`
}

// Volume is a component's volume as the console stores it.
type Volume struct {
	ID             int64  `json:"ID"`
	ServiceID      string `json:"service_id"`
	VolumeName     string `json:"volume_name"`
	VolumePath     string `json:"volume_path"`
	VolumeCapacity int64  `json:"volume_capacity"`
	VolumeType     string `json:"volume_type"`
	AccessMode     string `json:"access_mode"`
	Mode           *int64 `json:"mode"`
	FileContent    string `json:"file_content,omitempty"`
}

// ComponentEnv is one variable of a component, in the shape of
// ComponentEnvsBaseSerializers (beyond-interface A.3.1).
type ComponentEnv struct {
	Note     string `json:"note"`
	Name     string `json:"name"`
	Value    string `json:"value"`
	IsChange bool   `json:"is_change"`
	Scope    string `json:"scope"`
	// ContainerPort is the port whose connection variable this is, 0 for
	// the component's own (the console's container_port column, which no
	// answer shows): a port's delete and open_inner take its variables.
	ContainerPort int64 `json:"-"`
}
