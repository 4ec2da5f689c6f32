package mockgateway

import "testing"

// Facts (region_view.py RegionInfo.get, RegionInfoRSerializer): one region
// by name or id, without region_id; 404 "no found region" for a name the
// enterprise lacks; a region stored with blank key material fails its own
// answer's validation (400).
func TestGetRegion(t *testing.T) {
	ts := newDefault(t)
	full := Region{RegionName: "full", RegionAlias: "Full", URL: "https://full.example.com:8443", WSURL: "wss://full.example.com:6060",
		HTTPDomain: "apps.full.example.com", TCPDomain: "192.0.2.9", Scope: "private", Status: "1",
		SSLCACert: "ca", CertFile: "cert", KeyFile: "key", Desc: ""}
	stored, err := ts.PutRegion(full)
	if err != nil {
		t.Fatal(err)
	}
	got := call(t, ts, "GET", "/openapi/v1/regions/full", nil).want(t, 200).obj(t)
	if got["region_alias"] != "Full" || got["status"] != "1" || got["url"] != full.URL {
		t.Errorf("read = %v", got)
	}
	if _, has := got["region_id"]; has {
		t.Errorf("the answer has region_id, which its serializer lacks")
	}
	if stored.RegionID != "" {
		call(t, ts, "GET", "/openapi/v1/regions/"+stored.RegionID, nil).want(t, 200)
	}
	missing := call(t, ts, "GET", "/openapi/v1/regions/nope", nil).want(t, 404).obj(t)
	if missing["msg"] != "no found region" || missing["msg_show"] != "数据中心不存在" {
		t.Errorf("missing = %v", missing)
	}
	blank := full
	blank.RegionName, blank.RegionID, blank.CertFile = "blank", "", ""
	if _, err := ts.PutRegion(blank); err != nil {
		t.Fatal(err)
	}
	call(t, ts, "GET", "/openapi/v1/regions/blank", nil).want(t, 400)
}

// Fact (RegionInfoSerializer, a ModelSerializer: its CharFields trim): an
// added region's texts are stored without surrounding blanks.
func TestAddRegionTrims(t *testing.T) {
	ts := newDefault(t)
	call(t, ts, "POST", "/openapi/v1/regions", map[string]any{
		"region_id": "r1", "region_name": "trimmed", "region_alias": "Trimmed ", "url": " https://trim.example.com:8443",
		"wsurl": "wss://trim.example.com:6060", "httpdomain": "apps.trim.example.com\n", "tcpdomain": "192.0.2.8", "status": "1",
		"desc": " note ", "enterprise_id": DefaultEnterpriseID, "ssl_ca_cert": "", "cert_file": "", "key_file": "",
	}).want(t, 201)
	r, _ := ts.Region("trimmed")
	if r.RegionAlias != "Trimmed" || r.URL != "https://trim.example.com:8443" || r.HTTPDomain != "apps.trim.example.com" || r.Desc != "note" {
		t.Errorf("stored %+v", r)
	}
}
