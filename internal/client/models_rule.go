package client

import (
	"encoding/json"
	"strings"
)

// HTTPRule is one HTTP access rule of the enterprise, as the rule list
// returns it (EnterpriseHTTPGatewayRule). The header condition's JSON name
// is spelled domain_heander, as the server spells it.
//
// It stays apart from AppHTTPRule, the same rule as the other answers show
// it, because the enterprise list is another serializer
// (EnterpriseHTTPGatewayRuleSerializer, rainbond-console
// openapi/serializer/gateway_serializer.py): it adds region_name,
// team_name and app_id, and it is the only answer that reports
// rule_extensions, as the stored raw string; its optional fields are
// pointers so that a read can tell an absent field from the zero value.
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

// UpdateHTTPRuleRequest is the body of a rule update. The server merges
// the body into the stored rule and refuses null and blank values, so
// every field but two is left out when it is nil or empty and then keeps
// the stored value. The two exceptions are always applied by the server:
// certificate_id (absent means 0, and HTTPS is dropped), which is always
// sent, and auto_ssl_config (absent means null), sent when not empty. Set
// both to the rule's current values unless the change is meant. An
// adopted rule sends what changes; a custom domain sends every setting.
//
// The body has no domain_header and no whether_open: the rule record lacks
// them, and the server crashes on them after it changed the gateway. A
// cookie cannot be cleared and an empty path not sent.
type UpdateHTTPRuleRequest struct {
	ServiceID      string           `json:"service_id"` // the component id, not its alias
	ContainerPort  *int64           `json:"container_port,omitempty"`
	CertificateID  int64            `json:"certificate_id"`
	DomainName     string           `json:"domain_name,omitempty"`
	DomainCookie   string           `json:"domain_cookie,omitempty"`
	TheWeight      *int64           `json:"the_weight,omitempty"`
	DomainPath     string           `json:"domain_path,omitempty"`
	RuleExtensions *[]RuleExtension `json:"rule_extensions,omitempty"` // nil keeps; a pointer to an empty list clears
	AutoSSL        *bool            `json:"auto_ssl,omitempty"`
	AutoSSLConfig  string           `json:"auto_ssl_config,omitempty"`
}

// RuleExtension is one item of a rule update's rule_extensions; the
// server stores them joined as "key:value,...". Both are non-empty.
type RuleExtension struct {
	Key   string `json:"key"`
	Value string `json:"value"`
}
