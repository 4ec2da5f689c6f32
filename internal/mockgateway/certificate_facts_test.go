package mockgateway

import (
	"testing"
	"time"
)

// Fact (4.33 update; domain_service.py update_certificate, team_view.py
// TeamCertificatesRUDView.put): the update calls the API gateway with the
// view's region, None on this path, in two cases, both 500 before the save:
// a change of type to 服务端证书 from any other stored type, and the type
// gateway whatever the stored type. Any other type, or the stored one, is
// saved.
func TestCertificateUpdateTypeNeedsRegion(t *testing.T) {
	ts := newDefault(t)
	cert, key := testPair(t, time.Now().Add(time.Hour))
	body := func(alias, kind string) map[string]any {
		return map[string]any{"alias": alias, "certificate": cert, "private_key": key, "certificate_type": kind}
	}
	created := call(t, ts, "POST", certsPath, body("shop", "客户端证书")).want(t, 200).obj(t)
	path := certsPath + "/" + itoa(int64(created["id"].(float64)))
	call(t, ts, "PUT", path, body("shop-2", serverCertType)).want(t, 500)
	call(t, ts, "PUT", path, body("shop-2", "gateway")).want(t, 500)
	if c := ts.Certificates()[0]; c.Alias != "shop" || c.CertificateType != "客户端证书" {
		t.Fatalf("a refused update changed the certificate: %+v", c)
	}
	// The stored type is written back: no gateway call.
	call(t, ts, "PUT", path, body("shop-2", "客户端证书")).want(t, 200)
	// Another type than 服务端证书 or gateway is saved.
	call(t, ts, "PUT", path, body("shop-2", "其他")).want(t, 200)
	if c := ts.Certificates()[0]; c.Alias != "shop-2" || c.CertificateType != "其他" {
		t.Fatalf("update not saved: %+v", c)
	}
	// A certificate of type 服务端证书 keeps it on update.
	own := call(t, ts, "POST", certsPath, body("own", serverCertType)).want(t, 200).obj(t)
	call(t, ts, "PUT", certsPath+"/"+itoa(int64(own["id"].(float64))), body("own-2", serverCertType)).want(t, 200)
}

// Fact (team_view.py: is_valid() without raising, then serializer.data):
// when every field is valid the views take the serializer's data, which
// CharField trims; an alias with surrounding blanks is stored without them.
// When a field is invalid they take the raw input, untrimmed.
func TestCertificateFieldsTrimmed(t *testing.T) {
	ts := newDefault(t)
	cert, key := testPair(t, time.Now().Add(time.Hour))
	call(t, ts, "POST", certsPath, map[string]any{"alias": " shop \n", "certificate": "\n" + cert + "\n\n", "private_key": key + "\n", "certificate_type": "服务端证书 "}).want(t, 200)
	c := ts.Certificates()[0]
	if c.Alias != "shop" || c.CertificateType != serverCertType || c.Certificate != drfStrip(cert) || c.PrivateKey != drfStrip(key) {
		t.Errorf("stored %q %q, want the trimmed values", c.Alias, c.CertificateType)
	}
	// A blank type makes the serializer invalid: the raw alias is kept. The
	// answer's own serializer trims the type and refuses it: 400, though
	// the certificate is stored (so the real console answers).
	call(t, ts, "POST", certsPath, map[string]any{"alias": " raw ", "certificate": cert, "private_key": key, "certificate_type": " "}).want(t, 400)
	if c := ts.Certificates()[1]; c.Alias != " raw " {
		t.Errorf("alias %q, want the raw input when a field is invalid", c.Alias)
	}
}
