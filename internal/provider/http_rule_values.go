package provider

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// ruleValues are the settings of an HTTP rule that the update operation
// writes. They are what rainbond_http_rule manages, what it captures when it
// adopts a rule (for restore_on_destroy), and what every update sends in full:
// the server resets certificate_id and auto_ssl_config when they are absent,
// so a partial body would silently drop HTTPS.
type ruleValues struct {
	ServiceID      string   `json:"service_id"`
	ContainerPort  int64    `json:"container_port"`
	DomainName     string   `json:"domain_name"`
	DomainPath     string   `json:"domain_path"`
	DomainCookie   string   `json:"domain_cookie"`
	DomainHeader   string   `json:"domain_header"`
	TheWeight      int64    `json:"the_weight"`
	CertificateID  int64    `json:"certificate_id"`
	RuleExtensions []string `json:"rule_extensions"`
	AutoSSL        bool     `json:"auto_ssl"`
	AutoSSLConfig  *string  `json:"auto_ssl_config"`
}

// ruleValuesOf takes the managed settings from a rule of the enterprise list.
func ruleValuesOf(r client.HTTPRule) ruleValues {
	return ruleValues{
		ServiceID:      r.ServiceID,
		ContainerPort:  deref(r.ContainerPort),
		DomainName:     r.DomainName,
		DomainPath:     deref(r.DomainPath),
		DomainCookie:   deref(r.DomainCookie),
		DomainHeader:   deref(r.DomainHeader),
		TheWeight:      deref(r.TheWeight),
		CertificateID:  deref(r.CertificateID),
		RuleExtensions: parseRuleExtensions(r.RuleExtensions),
		AutoSSL:        deref(r.AutoSSL),
		AutoSSLConfig:  r.AutoSSLConfig,
	}
}

// request is the full update body for these values.
func (v ruleValues) request() client.UpdateHTTPRuleRequest {
	port, cert, weight, autoSSL := v.ContainerPort, v.CertificateID, v.TheWeight, v.AutoSSL
	name, path, cookie, header := v.DomainName, v.DomainPath, v.DomainCookie, v.DomainHeader
	ext := slices.Clone(v.RuleExtensions)
	if ext == nil {
		ext = []string{}
	}
	return client.UpdateHTTPRuleRequest{
		ServiceID:      v.ServiceID,
		ContainerPort:  &port,
		CertificateID:  &cert,
		DomainName:     &name,
		DomainPath:     &path,
		DomainCookie:   &cookie,
		DomainHeader:   &header,
		TheWeight:      &weight,
		RuleExtensions: &ext,
		AutoSSL:        &autoSSL,
		AutoSSLConfig:  v.AutoSSLConfig,
	}
}

func (v ruleValues) equal(o ruleValues) bool {
	return v.ServiceID == o.ServiceID && v.ContainerPort == o.ContainerPort &&
		v.DomainName == o.DomainName && v.DomainPath == o.DomainPath &&
		v.DomainCookie == o.DomainCookie && v.DomainHeader == o.DomainHeader &&
		v.TheWeight == o.TheWeight && v.CertificateID == o.CertificateID &&
		slices.Equal(v.RuleExtensions, o.RuleExtensions) && v.AutoSSL == o.AutoSSL &&
		strPtrEqual(v.AutoSSLConfig, o.AutoSSLConfig)
}

// summary lists the values for a message a person reads.
func (v ruleValues) summary() string {
	cfg := "null"
	if v.AutoSSLConfig != nil {
		cfg = fmt.Sprintf("%q", *v.AutoSSLConfig)
	}
	return fmt.Sprintf("domain_name=%q, domain_path=%q, domain_cookie=%q, domain_header=%q, container_port=%d, the_weight=%d, certificate_id=%d, rule_extensions=[%s], auto_ssl=%t, auto_ssl_config=%s",
		v.DomainName, v.DomainPath, v.DomainCookie, v.DomainHeader, v.ContainerPort, v.TheWeight, v.CertificateID,
		strings.Join(v.RuleExtensions, ", "), v.AutoSSL, cfg)
}

// encodeRuleValues is the adopted_settings of a rule: JSON, which
// restore_on_destroy writes back. Null when it cannot be encoded, which
// a plain struct of strings, numbers and bools never is.
func encodeRuleValues(v ruleValues) types.String {
	b, err := json.Marshal(v)
	if err != nil {
		return types.StringNull()
	}
	return types.StringValue(string(b))
}

func decodeRuleValues(b []byte) (ruleValues, bool) {
	var v ruleValues
	if len(b) == 0 || json.Unmarshal(b, &v) != nil || v.ServiceID == "" {
		return v, false
	}
	return v, true
}

// The rule list names a rule's component fields crosswise; the
// descriptions say what each holds.
const (
	ruleServiceNameDesc  = "Alias of the component (its `service_alias`, the short name such as `gr7b2e4d` that paths and `service_id` accept). The platform reports it in this field."
	ruleServiceAliasDesc = "Display name of the component (its `service_cname`). Despite the field's name, this is not the alias that paths accept: that is `service_name`."
)

// deref reads an optional field of the rule list; absent is the zero value,
// which is also the server's default for each of them.
func deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}

func strPtrEqual(a, b *string) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}
