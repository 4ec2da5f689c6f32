package mockgateway

import (
	"encoding/base64"
	"strconv"
	"strings"
	"testing"
	"time"
)

const certsPath = "/openapi/v1/teams/" + DefaultTeam + "/certificates"

func testPair(t *testing.T, notAfter time.Time) (string, string) {
	t.Helper()
	return TestCertificate(time.Now().Add(-time.Hour), notAfter, "shop.example.com", "www.shop.example.com")
}

// Facts (4.33): create answers 200 with the base64 of the PEM; read
// answers the PEM and the key; the list carries has_expired, issued_to,
// end_data and issued_by; delete answers 200 with an empty body.
func TestCertificateLifecycle(t *testing.T) {
	ts := newDefault(t)
	cert, key := testPair(t, time.Now().Add(90*24*time.Hour))
	created := call(t, ts, "POST", certsPath, map[string]any{"alias": "shop", "certificate": cert, "private_key": key, "certificate_type": "服务端证书"}).want(t, 200).obj(t)
	// The serializer trims the PEM (TestCertificateFieldsTrimmed).
	cert, key = strings.TrimSpace(cert), strings.TrimSpace(key)
	if created["certificate"] != base64.StdEncoding.EncodeToString([]byte(cert)) {
		t.Errorf("create answer's certificate is not the base64 of the PEM")
	}
	id := int64(created["id"].(float64))
	path := certsPath + "/" + itoa(id)
	read := call(t, ts, "GET", path, nil).want(t, 200).obj(t)
	if read["certificate"] != cert || read["private_key"] != key {
		t.Errorf("read = %v", read)
	}
	list := call(t, ts, "GET", certsPath, nil).want(t, 200).obj(t)
	items := list["list"].([]any)
	item := items[0].(map[string]any)
	if len(items) != 1 || item["has_expired"] != false || item["issued_by"] != "第三方签发" || len(item["issued_to"].([]any)) != 2 || item["end_data"] == "" {
		t.Errorf("list = %v", list)
	}
	// Fact: the alias is unique in the team: 412.
	call(t, ts, "POST", certsPath, map[string]any{"alias": "shop", "certificate": cert, "private_key": key, "certificate_type": "x"}).want(t, 412)
	// Fact: a rule that uses it keeps it: 400, the server's reason.
	ts.Gateway.mu.Lock()
	ts.st.Rules[0].CertificateID = id
	ts.Gateway.mu.Unlock()
	inUse := call(t, ts, "DELETE", path, nil).want(t, 400)
	if !strings.Contains(string(inUse.raw), "仍有网关策略在使用该证书") {
		t.Errorf("in use: %s", inUse.raw)
	}
	ts.Gateway.mu.Lock()
	ts.st.Rules[0].CertificateID = 0
	ts.Gateway.mu.Unlock()
	gone := call(t, ts, "DELETE", path, nil).want(t, 200)
	if len(gone.raw) != 0 {
		t.Errorf("delete answered %q, want an empty body", gone.raw)
	}
	missing := call(t, ts, "GET", path, nil).want(t, 404).obj(t)
	if missing["msg_show"] != "证书不存在" || missing["msg"] != nil {
		t.Errorf("unknown: %v", missing)
	}
	call(t, ts, "DELETE", path, nil).want(t, 404)
}

// Facts (4.33 create): no validation of the request: a missing field is a
// 500; the key pair is checked (expired, invalid, mismatch); a record that
// breaks the answer's limits is saved and then refused (400).
func TestCertificateRefusals(t *testing.T) {
	ts := newDefault(t)
	cert, key := testPair(t, time.Now().Add(time.Hour))
	old, oldKey := TestCertificate(time.Now().Add(-48*time.Hour), time.Now().Add(-24*time.Hour), "old.example.com")
	_, otherKey := testPair(t, time.Now().Add(time.Hour))
	cases := map[string]struct {
		body   map[string]any
		status int
		text   string
	}{
		"missing type": {map[string]any{"alias": "a", "certificate": cert, "private_key": key}, 500, ""},
		"expired":      {map[string]any{"alias": "b", "certificate": old, "private_key": oldKey, "certificate_type": "t"}, 400, "证书已过期"},
		"invalid":      {map[string]any{"alias": "c", "certificate": "nope", "private_key": key, "certificate_type": "t"}, 400, "无效证书"},
		"bad key":      {map[string]any{"alias": "d", "certificate": cert, "private_key": "nope", "certificate_type": "t"}, 400, "无效私钥"},
		"mismatch":     {map[string]any{"alias": "e", "certificate": cert, "private_key": otherKey, "certificate_type": "t"}, 400, "证书密钥对不匹配"},
		"gateway":      {map[string]any{"alias": "f", "certificate": cert, "private_key": key, "certificate_type": "gateway"}, 500, ""},
		"long alias":   {map[string]any{"alias": strings.Repeat("a", 65), "certificate": cert, "private_key": key, "certificate_type": "t"}, 400, "请确保这个字段不能超过 64 个字符。"},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			a := call(t, ts, "POST", certsPath, c.body).want(t, c.status)
			if !strings.Contains(string(a.raw), c.text) {
				t.Errorf("answer %s lacks %q", a.raw, c.text)
			}
		})
	}
	if got := ts.Certificates(); len(got) != 1 || len(got[0].Alias) != 65 {
		t.Errorf("stored: %d certificates (the long alias is saved before its answer fails)", len(got))
	}
	// The saved record now breaks every list of the team.
	call(t, ts, "GET", certsPath, nil).want(t, 400)
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }
