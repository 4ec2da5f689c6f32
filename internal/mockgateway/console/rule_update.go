package console

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway/store"
)

// RuleUpdate is a rule update's body as the server's serializer
// (UpdatePostHTTPGatewayRuleSerializer) reads it: every field optional but
// service_id, none of them null, the character fields never blank.
type RuleUpdate struct {
	ServiceID string
	// Sent names the fields the body carried, null or not.
	Sent map[string]bool

	containerPort, certificateID, weight int64
	name, cookie, header, path           string
	autoSSL                              bool
	autoSSLConfig                        *string // absent means null, always applied
	extensions                           json.RawMessage
}

// ruleUpdateChars are the serializer's character fields, which refuse
// blank values (DRF's CharField without allow_blank).
var ruleUpdateChars = []string{"service_id", "domain_name", "domain_cookie", "domain_header", "domain_path", "auto_ssl_config"}

// ruleUpdateOthers are its other fields.
var ruleUpdateOthers = []string{"container_port", "certificate_id", "the_weight", "rule_extensions", "whether_open", "auto_ssl"}

// notOnRecord are the request fields the rule record lacks: sending one
// makes the server crash after it updated the gateway (platform facts,
// "Updating a rule"), in this order in its message.
var notOnRecord = []string{"domain_header", "whether_open"}

// ReadRuleUpdate validates the body field by field and answers every
// field error at once, as the serializer does (400, code 20400).
func ReadRuleUpdate(raw []byte) (RuleUpdate, *Reply) {
	fields, fail := DecodeObject(raw)
	if fail != nil {
		return RuleUpdate{}, fail
	}
	u := RuleUpdate{Sent: map[string]bool{}}
	errs := map[string][]string{}
	for _, name := range append(append([]string{}, ruleUpdateChars...), ruleUpdateOthers...) {
		if v, present := fields[name]; present {
			u.Sent[name] = true
			if string(v) == "null" {
				errs[name] = []string{"This field may not be null."}
			}
		}
	}
	for _, name := range ruleUpdateChars {
		if s, ok := u.str(fields, name, errs); ok && strings.TrimSpace(s) == "" {
			errs[name] = []string{"This field may not be blank."}
		}
	}
	u.readValues(fields, errs)
	if !u.Sent["service_id"] {
		errs["service_id"] = []string{FieldRequired}
	}
	if len(errs) > 0 {
		r := ValidationError(ValidationDetail, errs)
		return u, &r
	}
	return u, nil
}

// readValues reads each sent, non-null field into u; a value of the wrong
// type is a field error.
func (u *RuleUpdate) readValues(fields map[string]json.RawMessage, errs map[string][]string) {
	u.ServiceID, _ = u.str(fields, "service_id", errs)
	u.name, _ = u.str(fields, "domain_name", errs)
	u.cookie, _ = u.str(fields, "domain_cookie", errs)
	u.header, _ = u.str(fields, "domain_header", errs)
	u.path, _ = u.str(fields, "domain_path", errs)
	if s, ok := u.str(fields, "auto_ssl_config", errs); ok {
		u.autoSSLConfig = &s
	}
	if len(u.name) > 253 {
		errs["domain_name"] = []string{"Ensure this field has no more than 253 characters."}
	}
	for name, dst := range map[string]*int64{"container_port": &u.containerPort, "certificate_id": &u.certificateID, "the_weight": &u.weight} {
		if n, _, fail := IntField(fields, name); fail != nil && errs[name] == nil {
			errs[name] = []string{"A valid integer is required."}
		} else {
			*dst = n
		}
	}
	for _, name := range []string{"auto_ssl", "whether_open"} {
		b, _, fail := BoolField(fields, name)
		if fail != nil && errs[name] == nil {
			errs[name] = []string{"Must be a valid boolean."}
		}
		if name == "auto_ssl" {
			u.autoSSL = b
		}
	}
	if raw, sent := fields["rule_extensions"]; sent && errs["rule_extensions"] == nil {
		var list []json.RawMessage
		if json.Unmarshal(raw, &list) != nil {
			errs["rule_extensions"] = []string{"Expected a list of items but got type \"str\"."}
		}
		u.extensions = raw
	}
}

// str reads a sent, non-null string field.
func (u *RuleUpdate) str(fields map[string]json.RawMessage, name string, errs map[string][]string) (string, bool) {
	if errs[name] != nil {
		return "", false
	}
	s, present, fail := StringField(fields, name)
	if fail != nil {
		errs[name] = []string{"Not a valid string."}
		return "", false
	}
	return s, present
}

// MergeInto lays the body over the stored rule, as the server's
// domain_info.update(update_data) does; certificate_id and auto_ssl_config
// are always applied (0 and null when absent).
func (u RuleUpdate) MergeInto(r store.Rule) store.Rule {
	setIf(u.Sent["container_port"], &r.ContainerPort, u.containerPort)
	setIf(u.Sent["domain_name"], &r.DomainName, u.name)
	setIf(u.Sent["domain_cookie"], &r.DomainCookie, u.cookie)
	setIf(u.Sent["domain_path"], &r.DomainPath, u.path)
	setIf(u.Sent["the_weight"], &r.TheWeight, u.weight)
	setIf(u.Sent["auto_ssl"], &r.AutoSSL, u.autoSSL)
	r.CertificateID = u.certificateID
	r.AutoSSLConfig = u.autoSSLConfig
	return r
}

// JoinedExtensions is rule_extensions as the region takes it, a list of
// {key, value} objects with non-empty strings, joined "key:value,..." as
// the server stores it; refused names the first item the region refuses.
func (u RuleUpdate) JoinedExtensions() (joined string, refused string) {
	var items []json.RawMessage
	_ = json.Unmarshal(u.extensions, &items)
	parts := make([]string, 0, len(items))
	for _, item := range items {
		var kv struct {
			Key   *string `json:"key"`
			Value *string `json:"value"`
		}
		if json.Unmarshal(item, &kv) != nil || kv.Key == nil || kv.Value == nil || *kv.Key == "" || *kv.Value == "" {
			return "", string(item)
		}
		parts = append(parts, *kv.Key+":"+*kv.Value)
	}
	return strings.Join(parts, ","), ""
}

// Unexpected lists the sent fields the rule record lacks, as Django's
// model constructor names them.
func (u RuleUpdate) Unexpected() string {
	var names []string
	for _, name := range notOnRecord {
		if u.Sent[name] {
			names = append(names, fmt.Sprintf("'%s'", name))
		}
	}
	return strings.Join(names, ", ")
}

// setIf stores v in dst when the request sent it.
func setIf[T any](sent bool, dst *T, v T) {
	if sent {
		*dst = v
	}
}
