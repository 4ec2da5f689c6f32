package mockgateway

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"unicode/utf8"
)

// The add-region body as the server's ModelSerializer reads it
// ("Regions"): every column of the region table is a field, required
// unless the column has a default or may be blank or null.
type regionField struct {
	name      string
	max       int  // the column's length
	required  bool // no default, not blank, not null
	blank     bool // "" allowed
	null      bool // null allowed (null counts as absent)
	dst       func(r *Region) *string
	checkText func(string) string // "" when the value is fine
}

// url and wsurl must match the server's urlregex; tcpdomain must start
// with what its ipregex matches (both in openapi/serializer/utils.py).
var (
	regionURLPattern = regexp.MustCompile(`(?i)^(?:http|ftp|ws)s?://` +
		`(?:(?:[A-Z0-9](?:[A-Z0-9-]{0,61}[A-Z0-9])?\.)+(?:[A-Z]{2,6}\.?|[A-Z0-9-]{2,}\.?)|` +
		`localhost|` +
		`\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})` +
		`(?::\d+)?` +
		`(?:/?|[/?]\S+)$`)
	leadingIPv4 = regexp.MustCompile(`^((2(5[0-5]|[0-4]\d))|[0-1]?\d{1,2})(\.((2(5[0-5]|[0-4]\d))|[0-1]?\d{1,2})){3}`)
)

func checkWith(re *regexp.Regexp, msg string) func(string) string {
	return func(v string) string {
		if re.MatchString(v) {
			return ""
		}
		return msg
	}
}

func oneOf(msg string, values ...string) func(string) string {
	return func(v string) string {
		for _, ok := range values {
			if v == ok {
				return ""
			}
		}
		return msg
	}
}

var regionFields = []regionField{
	{name: "region_id", max: 36, required: true, dst: func(r *Region) *string { return &r.RegionID }},
	{name: "region_name", max: 64, required: true, dst: func(r *Region) *string { return &r.RegionName }},
	{name: "region_alias", max: 64, required: true, dst: func(r *Region) *string { return &r.RegionAlias }},
	{name: "url", max: 256, required: true, dst: func(r *Region) *string { return &r.URL }, checkText: checkWith(regionURLPattern, "集群API地址非法")},
	{name: "wsurl", max: 256, required: true, dst: func(r *Region) *string { return &r.WSURL }, checkText: checkWith(regionURLPattern, "集群Websocket地址非法")},
	{name: "httpdomain", max: 256, required: true, dst: func(r *Region) *string { return &r.HTTPDomain }},
	{name: "tcpdomain", max: 256, required: true, dst: func(r *Region) *string { return &r.TCPDomain }, checkText: checkWith(leadingIPv4, "TCP访问地址非法")},
	{name: "status", max: 2, required: true, dst: func(r *Region) *string { return &r.Status }, checkText: oneOf("集群状态值不正确", "0", "1", "2", "3")},
	{name: "scope", max: 10, dst: func(r *Region) *string { return &r.Scope }, checkText: oneOf("集群开放类型不正确", "private", "public")},
	{name: "desc", max: 200, blank: true, dst: func(r *Region) *string { return &r.Desc }},
	{name: "token", max: 255, blank: true, null: true, dst: func(r *Region) *string { return &r.Token }},
	{name: "enterprise_id", max: 36, blank: true, null: true, dst: func(r *Region) *string { return &r.EnterpriseID }},
	{name: "ssl_ca_cert", blank: true, null: true, dst: func(r *Region) *string { return &r.SSLCACert }},
	{name: "cert_file", blank: true, null: true, dst: func(r *Region) *string { return &r.CertFile }},
	{name: "key_file", blank: true, null: true, dst: func(r *Region) *string { return &r.KeyFile }},
}

// keyMaterial are the fields the region test concatenates: one absent or
// null is a TypeError there.
var keyMaterial = []string{"ssl_ca_cert", "cert_file", "key_file"}

// addRegion answers like the server ("Regions"), in its order: the
// serializer's field errors (400), the enterprise named in the body (404),
// the region test, which fails on absent key material (500 TypeError) and
// on a url it cannot reach (400); then 201 with the region under an id of
// the server's own.
func (g *Gateway) addRegion(c *apiCall) reply {
	fields, fail := decodeObject(c.body)
	if fail != nil {
		return *fail
	}
	r, present, errs := g.readRegion(fields)
	if len(errs) > 0 {
		return validationError(validationDetail, errs)
	}
	if r.EnterpriseID == "" || r.EnterpriseID != g.st.EnterpriseID {
		return businessError(http.StatusNotFound, "enterprise not found", "企业不存在")
	}
	for _, name := range keyMaterial {
		if !present[name] {
			return unhandledError("TypeError", `can only concatenate str (not "NoneType") to str`)
		}
	}
	if !g.reachable(r.URL) {
		return businessError(http.StatusBadRequest, "test link region field", unreachableRegionText(r.URL))
	}
	r.RegionID = g.st.NewHex("region")
	if err := g.st.PutRegion(r); err != nil {
		return serverError(err.Error())
	}
	return reply{Status: http.StatusCreated, Body: addedRegion(r, present["token"])}
}

// unreachableRegionText is add_region's msg_show when the region test
// cannot connect: its text, then the ServiceHandleException of the
// region client as Python prints it, (status, code, msg, msg_show), whose
// msg quotes urllib3's error (console/services/region_services.py:437-440;
// www/apiclient/regionapibaseclient.py:326-332, code 10411). The mock
// says what a name that does not resolve gets.
func unreachableRegionText(rawURL string) string {
	host, port := rawURL, "80"
	if u, err := url.Parse(rawURL); err == nil {
		host = u.Hostname()
		if p := u.Port(); p != "" {
			port = p
		} else if u.Scheme == "https" {
			port = "443"
		}
	}
	return fmt.Sprintf(`连接集群测试失败，请确认网络和集群状态(400, 10411, "MaxRetryErrorHTTPConnectionPool(host='%s', port=%s): `+
		`Max retries exceeded with url: //v2/show (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object>: `+
		`Failed to establish a new connection: [Errno -2] Name or service not known'))", '访问数据中心异常，请稍后重试')`, host, port)
}

// readRegion reads the body field by field; present says which fields
// came with a value other than null.
func (g *Gateway) readRegion(fields map[string]json.RawMessage) (Region, map[string]bool, map[string][]string) {
	r := Region{Scope: "private"}
	present := map[string]bool{}
	errs := map[string][]string{}
	for _, f := range regionFields {
		v, isSet, problem := charField(fields, f)
		switch {
		case problem != "":
			errs[f.name] = []string{problem}
		case !isSet:
		case f.checkText != nil && f.checkText(v) != "":
			errs[f.name] = []string{f.checkText(v)}
		default:
			*f.dst(&r) = v
			present[f.name] = true
		}
	}
	if _, bad := errs["region_name"]; !bad && g.st.Region(r.RegionName) != nil {
		errs["region_name"] = []string{"region config with this region name already exists."}
	}
	if _, bad := errs["region_id"]; !bad && slices.ContainsFunc(g.st.Regions, func(o *Region) bool { return o.RegionID == r.RegionID }) {
		errs["region_id"] = []string{"region config with this region id already exists."}
	}
	return r, present, errs
}

// charField reads a field the way a DRF CharField does: a string or a
// number (made a string), never a boolean or an object.
func charField(fields map[string]json.RawMessage, f regionField) (v string, isSet bool, problem string) {
	raw, found := fields[f.name]
	switch {
	case !found && f.required:
		return "", false, fieldRequired
	case !found:
		return "", false, ""
	case string(raw) == "null" && f.null:
		return "", false, ""
	case string(raw) == "null":
		return "", false, "This field may not be null."
	}
	if json.Unmarshal(raw, &v) != nil {
		var n json.Number
		if json.Unmarshal(raw, &n) != nil {
			return "", false, "Not a valid string."
		}
		v = n.String()
	}
	// The serializer's CharFields trim the value before any check, and the
	// trimmed value is what is stored (rest_framework CharField,
	// trim_whitespace True; openapi/serializer/region_serializer.py
	// RegionInfoSerializer is a ModelSerializer over RegionConfig).
	v = drfStrip(v)
	switch {
	case v == "" && !f.blank:
		return "", false, "This field may not be blank."
	case f.max > 0 && utf8.RuneCountInString(v) > f.max:
		return "", false, "Ensure this field has no more than " + strconv.Itoa(f.max) + " characters."
	}
	return v, true, ""
}

// addedRegion is the 201 answer: the stored fields, with the token null
// when none was sent (absent or null) and as sent otherwise, "" included:
// the serializer stores a blank token as "" (token is a CharField with
// allow_blank and allow_null, openapi/serializer/region_serializer.py) and
// answers what it stored.
func addedRegion(r Region, tokenSent bool) map[string]any {
	var token any
	if tokenSent {
		token = r.Token
	}
	return map[string]any{
		"region_id": r.RegionID, "region_name": r.RegionName, "region_alias": r.RegionAlias, "url": r.URL,
		"token": token, "wsurl": r.WSURL, "httpdomain": r.HTTPDomain, "tcpdomain": r.TCPDomain, "scope": r.Scope,
		"ssl_ca_cert": r.SSLCACert, "cert_file": r.CertFile, "key_file": r.KeyFile, "status": r.Status,
		"desc": r.Desc, "enterprise_id": r.EnterpriseID,
	}
}
