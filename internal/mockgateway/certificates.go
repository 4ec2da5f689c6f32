package mockgateway

import (
	"crypto"
	"crypto/x509"
	"encoding/base64"
	"encoding/pem"
	"net/http"
	"slices"
	"strconv"
	"time"
)

// Team certificates (beyond-interface 4.33; openapi/views/team_view.py
// TeamCertificatesLCView, TeamCertificatesRUDView; domain_service
// add_certificate, update_certificate, delete_certificate_by_pk;
// console/utils/certutil.py).

// The record answers are validated with the request's field limits after
// the change was saved (TeamCertificatesRSerializer, raise_exception).
const (
	certAliasMax = 64
	certTypeMax  = 32
	certPEMMax   = 8192
)

// consoleUTCOffset is the console's local time (Asia/Shanghai) ahead of UTC.
const consoleUTCOffset = 8 * time.Hour

// serverCertType is the console's type of a certificate that HTTP rules
// serve.
const serverCertType = "服务端证书"

func certNotFound() reply {
	return reply{Status: http.StatusNotFound, Body: map[string]any{"code": 404, "msg": "certificate not found", "msg_show": "证书不存在",
		"data": map[string]any{"bean": map[string]any{}, "list": []any{}}}}
}

// certBody reads a create or update body the way the server does: it does
// not enforce its serializer, so a missing field is a TypeError (500).
func certBody(raw []byte) (alias, cert, key, kind string, fail *reply) {
	b := readBody(raw)
	var present [4]bool
	alias, present[0] = b.str("alias")
	cert, present[1] = b.str("certificate")
	key, present[2] = b.str("private_key")
	kind, present[3] = b.str("certificate_type")
	if rep, failed := b.failure(); failed {
		return "", "", "", "", &rep
	}
	if slices.Contains(present[:], false) {
		r := serverError("add_certificate() missing 1 required positional argument")
		return "", "", "", "", &r
	}
	return trimValid(alias, cert, key, kind)
}

// trimValid is what the views pass on from TeamCertificatesCSerializer:
// they call is_valid() without raising and take serializer.data, which is
// the validated data when every field is valid (each CharField trims its
// value: trim_whitespace defaults to True) and the raw input otherwise
// (openapi/views/team_view.py TeamCertificatesLCView.post and
// TeamCertificatesRUDView.put; openapi/serializer/team_serializer.py).
func trimValid(alias, cert, key, kind string) (string, string, string, string, *reply) {
	t := [4]string{drfStrip(alias), drfStrip(cert), drfStrip(key), drfStrip(kind)}
	limits := [4]int{certAliasMax, certPEMMax, certPEMMax, certTypeMax}
	for i, v := range t {
		if v == "" || len([]rune(v)) > limits[i] {
			return alias, cert, key, kind, nil
		}
	}
	return t[0], t[1], t[2], t[3], nil
}

// checkKeyPair is cert_is_effective: the certificate, then its expiry,
// then the key, then that the two match.
func (g *Gateway) checkKeyPair(certPEM, keyPEM string) *reply {
	fail := func(msg, show string) *reply { r := businessError(http.StatusBadRequest, msg, show); return &r }
	cert := parseCert(certPEM)
	if cert == nil {
		return fail("the certificate is invalid", "无效证书")
	}
	if g.clock().After(cert.NotAfter) {
		return fail("the certificate has been expired", "证书已过期")
	}
	key := parseKey(keyPEM)
	if key == nil {
		return fail("the private key is invalid", "无效私钥")
	}
	pub, isPub := key.Public().(interface{ Equal(crypto.PublicKey) bool })
	if !isPub || !pub.Equal(cert.PublicKey) {
		return fail("the certificate key pair mismatch", "证书密钥对不匹配")
	}
	return nil
}

func parseCert(s string) *x509.Certificate {
	block, _ := pem.Decode([]byte(s))
	if block == nil || block.Type != "CERTIFICATE" {
		return nil
	}
	c, err := x509.ParseCertificate(block.Bytes)
	if err != nil {
		return nil
	}
	return c
}

func parseKey(s string) crypto.Signer {
	block, _ := pem.Decode([]byte(s))
	if block == nil {
		return nil
	}
	if k, err := x509.ParsePKCS8PrivateKey(block.Bytes); err == nil {
		if signer, isSigner := k.(crypto.Signer); isSigner {
			return signer
		}
	}
	if k, err := x509.ParsePKCS1PrivateKey(block.Bytes); err == nil {
		return k
	}
	if k, err := x509.ParseECPrivateKey(block.Bytes); err == nil {
		return k
	}
	return nil
}

// recordView is the certificate as create, update (base64 of the PEM) or
// read (the PEM) answers it, or the 400 of its own validation. The answer
// is the serializer's validated data, and its CharFields trim: a PEM read
// back loses its trailing newline (openapi/views/team_view.py
// TeamCertificatesRUDView.get, is_valid(raise_exception=True) then
// serializer.data; DRF CharField trim_whitespace).
func recordView(c Certificate, pemForm bool) reply {
	cert := base64.StdEncoding.EncodeToString([]byte(c.Certificate))
	if pemForm {
		cert = c.Certificate
	}
	cert, c.Alias, c.PrivateKey, c.CertificateType = drfStrip(cert), drfStrip(c.Alias), drfStrip(c.PrivateKey), drfStrip(c.CertificateType)
	errs := map[string][]string{}
	checkLen := func(field, v string, maxLen int) {
		switch {
		case v == "":
			errs[field] = []string{"This field may not be blank."}
		case len([]rune(v)) > maxLen:
			errs[field] = []string{"Ensure this field has no more than " + strconv.Itoa(maxLen) + " characters."}
		}
	}
	checkLen("alias", c.Alias, certAliasMax)
	checkLen("private_key", c.PrivateKey, certPEMMax)
	checkLen("certificate", cert, certPEMMax)
	checkLen("certificate_type", c.CertificateType, certTypeMax)
	if len(errs) > 0 {
		return validationError(validationDetail, errs)
	}
	return ok(map[string]any{"id": c.ID, "alias": c.Alias, "certificate": cert, "private_key": c.PrivateKey, "certificate_type": c.CertificateType})
}

// summaryView is a list item: what analyze_cert reads from the PEM.
func (g *Gateway) summaryView(c Certificate) map[string]any {
	item := map[string]any{"id": c.ID, "alias": c.Alias, "certificate_type": c.CertificateType,
		"has_expired": false, "issued_to": []string{}, "end_data": "", "issued_by": "第三方签发"}
	cert := parseCert(c.Certificate)
	if cert == nil {
		return item
	}
	sans := append([]string{}, cert.DNSNames...)
	for _, ip := range cert.IPAddresses {
		if s := ip.String(); s != "127.0.0.1" {
			sans = append(sans, s)
		}
	}
	if !slices.Contains(sans, cert.Subject.CommonName) {
		sans = append(sans, cert.Subject.CommonName)
	}
	item["issued_to"] = sans
	item["has_expired"] = g.clock().After(cert.NotAfter)
	// The server turns the UTC expiry into its own local time
	// (console/utils/certutil.py utc2local), which is TIME_ZONE
	// 'Asia/Shanghai' (goodrain_web/settings.py:272; Django sets the
	// process's TZ from it): UTC+8, no daylight saving.
	item["end_data"] = cert.NotAfter.UTC().Add(consoleUTCOffset).Format("2006-01-02 15:04:05")
	if cert.Issuer.CommonName == "rainbond" {
		item["issued_by"] = "Let's Encrypt签发"
	}
	return item
}

func (g *Gateway) listCertificates(c *apiCall) reply {
	page, size := 1, 10
	if v, present := c.query("page"); present {
		page, _ = strconv.Atoi(v)
	}
	if v, present := c.query("page_size"); present {
		size, _ = strconv.Atoi(v)
	}
	var mine []Certificate
	for _, cert := range g.st.Certificates {
		if cert.TenantID == c.scope.team.TenantID {
			mine = append(mine, *cert)
		}
	}
	items := []map[string]any{}
	start := (page - 1) * size
	for i := start; i >= 0 && i < len(mine) && i < start+size; i++ {
		// The whole list is validated: one bad item is a 400 for all.
		if rep := recordView(mine[i], true); rep.Status != http.StatusOK {
			return rep
		}
		items = append(items, g.summaryView(mine[i]))
	}
	return ok(map[string]any{"list": items, "page": page, "page_size": size, "total": len(mine)})
}

func (g *Gateway) createCertificate(c *apiCall) reply {
	alias, cert, key, kind, fail := certBody(c.body)
	if fail != nil {
		return *fail
	}
	team := c.scope.team
	if g.st.CertificateByAlias(team.TenantID, alias) != nil {
		return businessError(http.StatusPreconditionFailed, "certificate name already exists", "证书别名已存在")
	}
	if rep := g.checkKeyPair(cert, key); rep != nil {
		return *rep
	}
	if kind == "gateway" {
		return serverError("'NoneType' object has no attribute 'region_name'")
	}
	stored := g.st.AddCertificate(Certificate{TenantID: team.TenantID, Alias: alias, Certificate: cert, PrivateKey: key, CertificateType: kind})
	return recordView(*stored, false)
}

func (g *Gateway) certificateOfPath(c *apiCall) *Certificate {
	id, err := strconv.ParseInt(c.path("certificate_id"), 10, 64)
	if err != nil {
		return nil
	}
	// Found by id alone, whatever team the path names.
	return g.st.Certificate(id)
}

func (g *Gateway) getCertificate(c *apiCall) reply {
	cert := g.certificateOfPath(c)
	if cert == nil {
		// a ServiceHandleException, whose response carries data (console/exception/main.py)
		r := businessError(http.StatusNotFound, "", "证书不存在")
		return withField(r, "msg", nil)
	}
	return recordView(*cert, true)
}

func (g *Gateway) updateCertificate(c *apiCall) reply {
	alias, certPEM, key, kind, fail := certBody(c.body)
	if fail != nil {
		return *fail
	}
	if rep := g.checkKeyPair(certPEM, key); rep != nil {
		return *rep
	}
	cert := g.certificateOfPath(c)
	if cert == nil {
		return certNotFound()
	}
	if cert.Alias != alias && g.st.CertificateByAlias(c.scope.team.TenantID, alias) != nil {
		return businessError(http.StatusPreconditionFailed, "certificate name already exists", "证书别名已存在")
	}
	// update_certificate (console/services/app_config/domain_service.py)
	// calls the API gateway with the view's region, which is None on this
	// path (team_view.py TeamCertificatesRUDView.put): a change of type to
	// 服务端证书 deletes the gateway's TLS secret, and the type gateway
	// updates it, whatever the stored type. Both fail before the save.
	if (kind != "" && kind != cert.CertificateType && kind == serverCertType) || kind == "gateway" {
		return serverError("'NoneType' object has no attribute 'region_name'")
	}
	cert.Alias, cert.Certificate, cert.PrivateKey = alias, certPEM, key
	if kind != "" {
		cert.CertificateType = kind
	}
	return recordView(*cert, false)
}

func (g *Gateway) deleteCertificate(c *apiCall) reply {
	cert := g.certificateOfPath(c)
	if cert == nil {
		return certNotFound()
	}
	for _, r := range g.st.Rules {
		if r.CertificateID == cert.ID {
			return businessError(http.StatusBadRequest, "the certificate still has http rules", "仍有网关策略在使用该证书")
		}
	}
	g.st.Certificates = slices.DeleteFunc(g.st.Certificates, func(o *Certificate) bool { return o == cert })
	return reply{Status: http.StatusOK, Body: rawBody{ContentType: "application/json", Data: nil}}
}

// ---- hooks ----

// Certificates returns every certificate, in creation order.
func (g *Gateway) Certificates() []Certificate {
	out := []Certificate{}
	_ = g.locked(func(s *store) error {
		for _, c := range s.Certificates {
			out = append(out, *c)
		}
		return nil
	})
	return out
}

// CertificateByID returns one certificate.
func (g *Gateway) CertificateByID(id int64) (Certificate, bool) {
	var out Certificate
	found := false
	_ = g.locked(func(s *store) error {
		if c := s.Certificate(id); c != nil {
			out, found = *c, true
		}
		return nil
	})
	return out, found
}

// PutCertificate adds a certificate out of band (TenantID may name the
// team), or replaces the one with its id; a zero id gets the next one.
func (g *Gateway) PutCertificate(c Certificate) (Certificate, error) {
	var out Certificate
	err := g.locked(func(s *store) error {
		if err := s.PutCertificate(c); err != nil {
			return err
		}
		out = *s.Certificates[len(s.Certificates)-1]
		if c.ID != 0 {
			out = *s.Certificate(c.ID)
		}
		return nil
	})
	return out, err
}

// EditCertificate changes a certificate out of band (drift).
func (g *Gateway) EditCertificate(id int64, fn func(*Certificate)) error {
	return edit(g, func(s *store) (*Certificate, error) { return present(s.Certificate(id), "certificate %d", id) }, fn,
		func(_ *store, c *Certificate, was Certificate) { c.ID = was.ID })
}

// RemoveCertificate deletes a certificate out of band, whatever uses it.
func (g *Gateway) RemoveCertificate(id int64) error {
	return g.locked(func(s *store) error {
		return removeOutOfBand(&s.Certificates, func(c *Certificate) bool { return c.ID == id }, "certificate %d", id)
	})
}
