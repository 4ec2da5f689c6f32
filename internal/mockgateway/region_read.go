package mockgateway

import "net/http"

// getRegion answers RegionInfo.get (openapi/views/region_view.py): the
// view resolves the path value as a region name of the enterprise, then as
// a region id (openapi/views/base.py BaseOpenAPIView.initial); none is 404
// "no found region" / 数据中心不存在. Without extend_info it does not call
// the region. The answer is RegionInfoRSerializer over the stored region
// (region_services.conver_region_info), validated with raise_exception:
// its CharFields allow null but not blank, so a region stored with a blank
// url, wsurl, httpdomain, tcpdomain, scope, ssl_ca_cert, cert_file or
// key_file gets a 400 instead of its data. region_id is not a field of the
// serializer, so the answer lacks it.
func (g *Gateway) getRegion(c *apiCall) reply {
	key := c.path("region_id")
	var r *Region
	for _, o := range g.st.Regions {
		if (o.EnterpriseID == "" || o.EnterpriseID == g.st.EnterpriseID) && o.RegionName == key {
			r = o
			break
		}
	}
	for _, o := range g.st.Regions {
		if r == nil && (o.EnterpriseID == "" || o.EnterpriseID == g.st.EnterpriseID) && o.RegionID == key {
			r = o
		}
	}
	if r == nil {
		return businessError(http.StatusNotFound, "no found region", "数据中心不存在")
	}
	errs := map[string][]string{}
	for name, v := range map[string]string{
		"region_name": r.RegionName, "region_alias": r.RegionAlias, "url": r.URL, "wsurl": r.WSURL, "httpdomain": r.HTTPDomain,
		"tcpdomain": r.TCPDomain, "scope": r.Scope, "ssl_ca_cert": r.SSLCACert, "cert_file": r.CertFile, "key_file": r.KeyFile,
	} {
		if v == "" {
			errs[name] = []string{"This field may not be blank."}
		}
	}
	if len(errs) > 0 {
		return validationError(validationDetail, errs)
	}
	return ok(map[string]any{
		"region_name": r.RegionName, "region_alias": r.RegionAlias, "url": r.URL, "wsurl": r.WSURL,
		"httpdomain": r.HTTPDomain, "tcpdomain": r.TCPDomain, "scope": r.Scope, "ssl_ca_cert": r.SSLCACert,
		"cert_file": r.CertFile, "key_file": r.KeyFile, "desc": r.Desc, "status": r.Status,
		"used_disk": 0.0, "total_disk": 0.0, "used_memory": 0.0, "total_memory": 0.0, "used_cpu": 0.0, "total_cpu": 0.0,
		"health_status": "ok",
	})
}
