package httprule

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
)

// ruleValues are the settings of an HTTP rule that the update operation
// writes. They are what rainbond_http_rule manages and what it captures
// when it adopts a rule (for restore_on_destroy). DomainHeader is only
// captured: the update cannot set it (see requestFrom).
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
		ContainerPort:  platform.Deref(r.ContainerPort),
		DomainName:     r.DomainName,
		DomainPath:     platform.Deref(r.DomainPath),
		DomainCookie:   platform.Deref(r.DomainCookie),
		DomainHeader:   platform.Deref(r.DomainHeader),
		TheWeight:      platform.Deref(r.TheWeight),
		CertificateID:  platform.Deref(r.CertificateID),
		RuleExtensions: platform.ParseRuleExtensions(r.RuleExtensions),
		AutoSSL:        platform.Deref(r.AutoSSL),
		AutoSSLConfig:  r.AutoSSLConfig,
	}
}

// requestFrom is the update body that takes a rule from have to v. The
// platform refuses null and blank fields and crashes on domain_header, so
// the body carries only the settings that change, never blank; but it
// applies certificate_id and auto_ssl_config whether sent or not (absent
// means 0 and null), so those two always carry v's value.
func (v ruleValues) requestFrom(have ruleValues) client.UpdateHTTPRuleRequest {
	req := client.UpdateHTTPRuleRequest{ServiceID: v.ServiceID, CertificateID: v.CertificateID}
	if v.AutoSSLConfig != nil {
		req.AutoSSLConfig = *v.AutoSSLConfig
	}
	if v.ContainerPort != have.ContainerPort {
		req.ContainerPort = &v.ContainerPort
	}
	if v.DomainName != have.DomainName {
		req.DomainName = v.DomainName
	}
	if !samePath(v.DomainPath, have.DomainPath) {
		req.DomainPath = rootedPath(v.DomainPath)
	}
	if v.DomainCookie != have.DomainCookie {
		req.DomainCookie = v.DomainCookie
	}
	if v.TheWeight != have.TheWeight {
		req.TheWeight = &v.TheWeight
	}
	if !slices.Equal(v.RuleExtensions, have.RuleExtensions) {
		ext := platform.RuleExtensionObjects(v.RuleExtensions)
		req.RuleExtensions = &ext
	}
	if v.AutoSSL != have.AutoSSL {
		req.AutoSSL = &v.AutoSSL
	}
	return req
}

// equal compares what the update can write; an empty path and "/" are the
// same route (the platform turns one into the other on any update).
func (v ruleValues) equal(o ruleValues) bool {
	return v.ServiceID == o.ServiceID && v.ContainerPort == o.ContainerPort &&
		v.DomainName == o.DomainName && samePath(v.DomainPath, o.DomainPath) &&
		v.DomainCookie == o.DomainCookie &&
		v.TheWeight == o.TheWeight && v.CertificateID == o.CertificateID &&
		slices.Equal(v.RuleExtensions, o.RuleExtensions) && v.AutoSSL == o.AutoSSL &&
		strPtrEqual(v.AutoSSLConfig, o.AutoSSLConfig)
}

// samePath reports whether two paths are one route: the platform's default
// rules have an empty path, which any update turns into "/".
func samePath(a, b string) bool { return rootedPath(a) == rootedPath(b) }

// rootedPath is the path as the platform keeps it after an update.
func rootedPath(p string) string {
	if p == "" {
		return "/"
	}
	return p
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

func strPtrEqual(a, b *string) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}

// valuesOfModel takes the managed settings from a state or plan whose
// settings are all known.
func valuesOfModel(ctx context.Context, m ruleModel) ruleValues {
	var ext []string
	_ = m.RuleExtensions.ElementsAs(ctx, &ext, false)
	return ruleValues{
		ServiceID: m.ServiceID.ValueString(), ContainerPort: m.ContainerPort.ValueInt64(),
		DomainName: m.DomainName.ValueString(), DomainPath: m.DomainPath.ValueString(),
		DomainCookie: m.DomainCookie.ValueString(), DomainHeader: m.DomainHeader.ValueString(),
		TheWeight: m.TheWeight.ValueInt64(), CertificateID: m.CertificateID.ValueInt64(),
		RuleExtensions: ext, AutoSSL: m.AutoSSL.ValueBool(), AutoSSLConfig: m.AutoSSLConfig.ValueStringPointer(),
	}
}
