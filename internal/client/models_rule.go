package client

import (
	"encoding/json"
	"strings"
)

// HTTPRule is one HTTP access rule of the enterprise, as the rule list
// returns it (EnterpriseHTTPGatewayRule). The header condition's JSON name
// is spelled domain_heander, as the server spells it.
type HTTPRule struct {
	ID             int64   `json:"ID"`
	RegionName     string  `json:"region_name"`
	TeamName       string  `json:"team_name"`
	AppID          int64   `json:"app_id"`
	AutoSSLConfig  *string `json:"auto_ssl_config"` // null when unset, whatever the API reference's table says
	HTTPRuleID     string  `json:"http_rule_id"`
	RegionID       string  `json:"region_id"`
	TenantID       string  `json:"tenant_id"`
	ServiceID      string  `json:"service_id"`
	ServiceName    string  `json:"service_name"`
	DomainName     string  `json:"domain_name"`
	ContainerPort  *int64  `json:"container_port,omitempty"`
	Protocol       *string `json:"protocol,omitempty"`
	CertificateID  *int64  `json:"certificate_id,omitempty"`
	DomainType     *string `json:"domain_type,omitempty"`
	ServiceAlias   *string `json:"service_alias,omitempty"`
	IsSenior       *bool   `json:"is_senior,omitempty"`
	DomainPath     *string `json:"domain_path,omitempty"`
	DomainCookie   *string `json:"domain_cookie,omitempty"`
	DomainHeader   *string `json:"domain_heander,omitempty"`
	Type           *int64  `json:"type,omitempty"`
	TheWeight      *int64  `json:"the_weight,omitempty"`
	RuleExtensions string  `json:"rule_extensions,omitempty"` // raw "key:value,..." as listed; "" when absent
	IsOuterService *bool   `json:"is_outer_service,omitempty"`
	AutoSSL        *bool   `json:"auto_ssl,omitempty"`
	PathRewrite    *bool   `json:"path_rewrite,omitempty"`
	Rewrites       *string `json:"rewrites,omitempty"`
}

// UnmarshalJSON accepts ids and ports sent as strings, rule extensions sent
// as a list, and rewrites sent as JSON rather than a string.
func (r *HTTPRule) UnmarshalJSON(b []byte) error {
	type plain HTTPRule
	var aux struct {
		plain
		ID             flexInt     `json:"ID"`
		AppID          flexInt     `json:"app_id"`
		ContainerPort  *flexInt    `json:"container_port"`
		CertificateID  *flexInt    `json:"certificate_id"`
		Type           *flexInt    `json:"type"`
		TheWeight      *flexInt    `json:"the_weight"`
		RuleExtensions flexStrings `json:"rule_extensions"`
		Rewrites       *flexString `json:"rewrites"`
	}
	if err := json.Unmarshal(b, &aux); err != nil {
		return err
	}
	*r = HTTPRule(aux.plain)
	r.ID, r.AppID = int64(aux.ID), int64(aux.AppID)
	r.ContainerPort, r.CertificateID = aux.ContainerPort.ptr(), aux.CertificateID.ptr()
	r.Type, r.TheWeight = aux.Type.ptr(), aux.TheWeight.ptr()
	r.RuleExtensions = strings.Join(aux.RuleExtensions, ",")
	r.Rewrites = aux.Rewrites.ptr()
	return nil
}

// HTTPRuleUpdate is the answer of a rule update (HTTPGatewayRule). The
// server likely leaves out ID and rule_extensions: read the rule list again
// after an update.
type HTTPRuleUpdate struct {
	ID             *int64   `json:"ID,omitempty"`
	AutoSSLConfig  *string  `json:"auto_ssl_config"`
	HTTPRuleID     string   `json:"http_rule_id"`
	RegionID       string   `json:"region_id"`
	TenantID       string   `json:"tenant_id"`
	ServiceID      string   `json:"service_id"`
	ServiceName    string   `json:"service_name"`
	DomainName     string   `json:"domain_name"`
	ContainerPort  *int64   `json:"container_port,omitempty"`
	Protocol       *string  `json:"protocol,omitempty"`
	CertificateID  *int64   `json:"certificate_id,omitempty"`
	DomainType     *string  `json:"domain_type,omitempty"`
	ServiceAlias   *string  `json:"service_alias,omitempty"`
	IsSenior       *bool    `json:"is_senior,omitempty"`
	DomainPath     *string  `json:"domain_path,omitempty"`
	DomainCookie   *string  `json:"domain_cookie,omitempty"`
	DomainHeader   *string  `json:"domain_heander,omitempty"`
	Type           *int64   `json:"type,omitempty"`
	TheWeight      *int64   `json:"the_weight,omitempty"`
	RuleExtensions []string `json:"rule_extensions,omitempty"`
	IsOuterService *bool    `json:"is_outer_service,omitempty"`
	AutoSSL        *bool    `json:"auto_ssl,omitempty"`
	PathRewrite    *bool    `json:"path_rewrite,omitempty"`
	Rewrites       *string  `json:"rewrites,omitempty"`
}

// UnmarshalJSON accepts ids and ports sent as strings, and rule extensions
// sent as a list or as the list's raw "key:value,..." string.
func (r *HTTPRuleUpdate) UnmarshalJSON(b []byte) error {
	type plain HTTPRuleUpdate
	var aux struct {
		plain
		ID             *flexInt    `json:"ID"`
		ContainerPort  *flexInt    `json:"container_port"`
		CertificateID  *flexInt    `json:"certificate_id"`
		Type           *flexInt    `json:"type"`
		TheWeight      *flexInt    `json:"the_weight"`
		RuleExtensions flexStrings `json:"rule_extensions"`
		Rewrites       *flexString `json:"rewrites"`
	}
	if err := json.Unmarshal(b, &aux); err != nil {
		return err
	}
	*r = HTTPRuleUpdate(aux.plain)
	r.ID, r.ContainerPort, r.CertificateID = aux.ID.ptr(), aux.ContainerPort.ptr(), aux.CertificateID.ptr()
	r.Type, r.TheWeight = aux.Type.ptr(), aux.TheWeight.ptr()
	r.RuleExtensions = []string(aux.RuleExtensions)
	r.Rewrites = aux.Rewrites.ptr()
	return nil
}

// UpdateHTTPRuleRequest is the body of a rule update. The server merges the
// body into the stored rule, except certificate_id and auto_ssl_config,
// which it always applies: absent, they reset to 0 and null and HTTPS is
// silently dropped. So those two are always sent: CertificateID nil sends
// 0 (no certificate), AutoSSLConfig nil sends null. Set both to the rule's
// current values unless the change is meant. Every other nil field is left
// out and keeps the stored value.
type UpdateHTTPRuleRequest struct {
	ServiceID      string    `json:"service_id"`
	ContainerPort  *int64    `json:"container_port,omitempty"`
	CertificateID  *int64    `json:"certificate_id"`
	DomainName     *string   `json:"domain_name,omitempty"`
	DomainCookie   *string   `json:"domain_cookie,omitempty"`
	DomainHeader   *string   `json:"domain_header,omitempty"`
	TheWeight      *int64    `json:"the_weight,omitempty"`
	DomainPath     *string   `json:"domain_path,omitempty"`
	RuleExtensions *[]string `json:"rule_extensions,omitempty"` // nil keeps; a pointer to an empty list clears
	WhetherOpen    *bool     `json:"whether_open,omitempty"`
	AutoSSL        *bool     `json:"auto_ssl,omitempty"`
	AutoSSLConfig  *string   `json:"auto_ssl_config"`
}

// MarshalJSON sends certificate_id as 0 rather than null when unset: the
// server's own default, and an integer field may refuse null.
func (r UpdateHTTPRuleRequest) MarshalJSON() ([]byte, error) {
	type plain UpdateHTTPRuleRequest
	aux := struct {
		plain
		CertificateID int64 `json:"certificate_id"`
	}{plain: plain(r)}
	if r.CertificateID != nil {
		aux.CertificateID = *r.CertificateID
	}
	return json.Marshal(aux)
}
