package client

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
)

const certsPath = "/openapi/v1/teams/t/certificates"

// checkCertificateBody holds a body to the server's rules (4.33): every
// field present (a missing one is a 500), each a string, and nothing else.
func checkCertificateBody(t *testing.T, raw string) {
	t.Helper()
	var body map[string]any
	if err := json.Unmarshal([]byte(raw), &body); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"alias", "certificate", "private_key", "certificate_type"} {
		if _, isStr := body[k].(string); !isStr {
			t.Errorf("%s = %v, want a string", k, body[k])
		}
	}
	if len(body) != 4 {
		t.Errorf("body has %d fields: %s", len(body), raw)
	}
}

func TestCreateAndUpdateCertificateBodies(t *testing.T) {
	var seen []recorded
	c := newTestClient(t, respond(200, `{"id":"9","alias":"a","certificate":"QkFTRTY0","private_key":"k","certificate_type":"服务端证书"}`, &seen))
	req := CertificateRequest{Alias: "a", Certificate: "PEM", PrivateKey: "KEY", CertificateType: "服务端证书"}
	got, err := c.CreateCertificate(context.Background(), "t", req)
	if err != nil || got.ID != 9 {
		t.Fatalf("create = %+v, %v", got, err)
	}
	if _, err := c.UpdateCertificate(context.Background(), "t", 9, CertificateRequest{}); err != nil {
		t.Fatal(err)
	}
	if seen[0].Method != http.MethodPost || seen[0].Path != certsPath || seen[1].Method != http.MethodPut || seen[1].Path != certsPath+"/9" {
		t.Errorf("requests %+v", seen)
	}
	checkCertificateBody(t, seen[0].Body)
	checkCertificateBody(t, seen[1].Body) // empty values are still sent
}

func TestListCertificatesPages(t *testing.T) {
	var pages []string
	c := newTestClient(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		pages = append(pages, r.URL.RawQuery)
		var items []string
		if r.URL.Query().Get("page") == "1" {
			for i := range certificatePageSize {
				items = append(items, `{"id":`+itoa(i+1)+`,"alias":"c","certificate_type":"t","has_expired":false,"issued_to":["a.example.com"],"end_data":"2030-01-01 00:00:00","issued_by":"第三方签发"}`)
			}
		} else {
			items = append(items, `{"id":1000,"alias":"last","has_expired":true,"issued_to":[],"end_data":"2020-01-01 00:00:00"}`)
		}
		_, _ = w.Write([]byte(`{"list":[` + strings.Join(items, ",") + `],"page":1,"page_size":100,"total":101}`))
	}))
	got, err := c.ListCertificates(context.Background(), "t")
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != certificatePageSize+1 || !got[certificatePageSize].HasExpired || got[0].IssuedTo[0] != "a.example.com" {
		t.Errorf("%d certificates, last %+v", len(got), got[len(got)-1])
	}
	if len(pages) != 2 || pages[1] != "page=2&page_size=100" {
		t.Errorf("pages %v", pages)
	}
}

func TestDeleteCertificateInUse(t *testing.T) {
	c := newTestClient(t, respond(400, `{"code":400,"msg":"the certificate still has http rules","msg_show":"仍有网关策略在使用该证书","data":{"bean":{},"list":[]}}`, nil))
	err := c.DeleteCertificate(context.Background(), "t", 3)
	if !IsCertificateInUse(err) || !strings.Contains(err.Error(), "仍有网关策略在使用该证书") {
		t.Errorf("err = %v", err)
	}
	var seen []recorded
	c = newTestClient(t, respond(200, ``, &seen))
	if err := c.DeleteCertificate(context.Background(), "t", 3); err != nil {
		t.Errorf("empty 200: %v", err)
	}
	if seen[0].Method != http.MethodDelete || seen[0].Path != certsPath+"/3" {
		t.Errorf("request %+v", seen[0])
	}
}

func itoa(i int) string { return fmtV(i, "%d") }
