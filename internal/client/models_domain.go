package client

import "encoding/json"

// AppHTTPRule is one HTTP access rule as every answer but the enterprise
// list shows it: the rules of an app, the read of one rule, and the answers
// of a create and of an update, which all use HTTPGatewayRuleSerializer, the
// rule's columns (rainbond-console openapi/views/gateway/gateway.py:47,
// 111-113, 151, 177-179). The header condition's JSON name is spelled domain_heander, as
// the server spells it. rule_extensions is left out: the server parses the
// stored "key:value,..." string as JSON and answers [] when it cannot,
// which is always (the create and the update serialize a dict, which
// fails the same way), so this answer never shows them: the enterprise
// list (HTTPRule) does.
type AppHTTPRule struct {
	ID             int64   `json:"ID"`
	HTTPRuleID     string  `json:"http_rule_id"`
	RegionID       string  `json:"region_id"`
	TenantID       string  `json:"tenant_id"`
	ServiceID      string  `json:"service_id"`
	ServiceName    string  `json:"service_name"` // the component's alias
	ServiceAlias   string  `json:"service_alias"`
	DomainName     string  `json:"domain_name"`
	ContainerPort  int64   `json:"container_port"`
	Protocol       string  `json:"protocol"`
	CertificateID  int64   `json:"certificate_id"`
	DomainType     string  `json:"domain_type"`
	IsSenior       bool    `json:"is_senior"`
	DomainPath     string  `json:"domain_path"`
	DomainCookie   string  `json:"domain_cookie"`
	DomainHeader   string  `json:"domain_heander"`
	Type           int64   `json:"type"`
	TheWeight      int64   `json:"the_weight"`
	IsOuterService bool    `json:"is_outer_service"`
	AutoSSL        bool    `json:"auto_ssl"`
	AutoSSLConfig  *string `json:"auto_ssl_config"`
}

// Exists reports whether the read found a rule: the server answers a rule
// it does not have (or one of another app) with 200 and blank values.
func (r AppHTTPRule) Exists() bool { return r.HTTPRuleID != "" }

// UnmarshalJSON accepts numbers sent as strings, and the nulls that the
// blank answer of a missing rule holds.
func (r *AppHTTPRule) UnmarshalJSON(b []byte) error {
	type plain AppHTTPRule
	var aux struct {
		plain
		ID            *flexInt `json:"ID"`
		ContainerPort *flexInt `json:"container_port"`
		CertificateID *flexInt `json:"certificate_id"`
		Type          *flexInt `json:"type"`
		TheWeight     *flexInt `json:"the_weight"`
	}
	if err := json.Unmarshal(b, &aux); err != nil {
		return err
	}
	*r = AppHTTPRule(aux.plain)
	r.ID, r.ContainerPort, r.CertificateID = derefFlex(aux.ID), derefFlex(aux.ContainerPort), derefFlex(aux.CertificateID)
	r.Type, r.TheWeight = derefFlex(aux.Type), derefFlex(aux.TheWeight)
	return nil
}

func derefFlex(f *flexInt) int64 {
	if f == nil {
		return 0
	}
	return int64(*f)
}

// HTTPRuleConfiguration is the proxy settings of a rule, sent only with
// its create. No read returns them.
type HTTPRuleConfiguration struct {
	ProxyBodySize       int64           `json:"proxy_body_size"`
	ProxyBufferNumbers  int64           `json:"proxy_buffer_numbers"`
	ProxyBufferSize     int64           `json:"proxy_buffer_size"`
	ProxyBuffering      string          `json:"proxy_buffering"`
	ProxyConnectTimeout int64           `json:"proxy_connect_timeout"`
	ProxyReadTimeout    int64           `json:"proxy_read_timeout"`
	ProxySendTimeout    int64           `json:"proxy_send_timeout"`
	SetHeaders          []RuleExtension `json:"set_headers"`
}

// CreateHTTPRuleRequest is the body of a rule create
// (PostHTTPGatewayRuleSerializer). The server refuses null in every field
// and a blank domain_path, domain_cookie, domain_header or auto_ssl_config,
// so those are left out when unset; certificate_id, rule_extensions and
// whether_open are always sent with their meaning (0, [], false).
type CreateHTTPRuleRequest struct {
	ServiceID      string                 `json:"service_id"` // the component id: the create does not resolve aliases
	ContainerPort  int64                  `json:"container_port"`
	DomainName     string                 `json:"domain_name"`
	DomainPath     string                 `json:"domain_path,omitempty"` // "" leaves the server's default, "/"
	DomainCookie   string                 `json:"domain_cookie,omitempty"`
	DomainHeader   string                 `json:"domain_header,omitempty"`
	TheWeight      *int64                 `json:"the_weight,omitempty"` // nil: the server's 100
	CertificateID  int64                  `json:"certificate_id"`
	RuleExtensions []RuleExtension        `json:"rule_extensions"`
	WhetherOpen    bool                   `json:"whether_open"`
	AutoSSL        bool                   `json:"auto_ssl"`
	AutoSSLConfig  string                 `json:"auto_ssl_config,omitempty"`
	Configuration  *HTTPRuleConfiguration `json:"configuration,omitempty"`
}

// MarshalJSON sends an empty rule_extensions list rather than null, which
// the server refuses.
func (r CreateHTTPRuleRequest) MarshalJSON() ([]byte, error) {
	type plain CreateHTTPRuleRequest
	if r.RuleExtensions == nil {
		r.RuleExtensions = []RuleExtension{}
	}
	if r.Configuration != nil && r.Configuration.SetHeaders == nil {
		cfg := *r.Configuration
		cfg.SetHeaders = []RuleExtension{}
		r.Configuration = &cfg
	}
	return json.Marshal(plain(r))
}
