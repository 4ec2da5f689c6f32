package provider

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"math/big"
	"strings"
	"sync"
	"testing"
	"time"
)

// testPEM is a certificate and its key, and a CA certificate, made once
// per test binary. OtherKey belongs to no certificate here.
type testPEM struct {
	Cert, Key, CA, OtherCert, OtherKey string
}

var testPEMs = sync.OnceValue(func() testPEM {
	cert, key := selfSigned("region-client", false)
	ca, _ := selfSigned("region-ca", true)
	other, otherKey := selfSigned("someone-else", false)
	return testPEM{Cert: cert, Key: key, CA: ca, OtherCert: other, OtherKey: otherKey}
})

func selfSigned(name string, isCA bool) (certPEM, keyPEM string) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		panic(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: name},
		NotBefore: time.Unix(1700000000, 0), NotAfter: time.Unix(2000000000, 0),
		IsCA: isCA, BasicConstraintsValid: true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		panic(err)
	}
	kder, err := x509.MarshalPKCS8PrivateKey(key)
	if err != nil {
		panic(err)
	}
	return string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der})),
		string(pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: kder}))
}

// pemMarker is a line from the body of a PEM value that no other value
// shares (the end of it carries the signature or the key), to look for
// where the value must not be: output and files quote newlines in
// different ways, a single line reads the same everywhere.
func pemMarker(t *testing.T, v string) string {
	t.Helper()
	lines := strings.Split(strings.TrimSpace(v), "\n")
	if len(lines) < 3 {
		t.Fatalf("not a PEM value: %q", v)
	}
	return lines[len(lines)-2]
}

func TestCheckPEM(t *testing.T) {
	p := testPEMs()
	rsaKey := "-----BEGIN RSA PRIVATE KEY-----\nMIIB\n-----END RSA PRIVATE KEY-----\n"
	for _, c := range []struct {
		name  string
		check func(string) error
		value string
		want  string // "" for accepted
	}{
		{"certificate", checkCertificatePEM, p.Cert, ""},
		{"two certificates", checkCertificatePEM, p.CA + p.Cert, ""},
		{"not PEM", checkCertificatePEM, "not a certificate", "is not PEM"},
		{"a key for a certificate", checkCertificatePEM, p.Key, `"PRIVATE KEY" block, not a CERTIFICATE`},
		{"text around the block", checkCertificatePEM, p.Cert + "trailing words", "text that is not part of a PEM block"},
		{"a broken certificate", checkCertificatePEM, "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n", "not a valid X.509 certificate"},
		{"key", checkPrivateKeyPEM, p.Key, ""},
		{"a certificate for a key", checkPrivateKeyPEM, p.Cert, `"CERTIFICATE" block, not a private key`},
		{"two keys", checkPrivateKeyPEM, p.Key + p.OtherKey, "has 2 PEM blocks"},
		{"a broken RSA key", checkPrivateKeyPEM, rsaKey, "not a valid rsa private key"},
		{"encrypted", checkPrivateKeyPEM, "-----BEGIN ENCRYPTED PRIVATE KEY-----\nMIIB\n-----END ENCRYPTED PRIVATE KEY-----\n", "encrypted"},
		{"not PEM key", checkPrivateKeyPEM, "not a key", "is not PEM"},
	} {
		err := c.check(c.value)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: refused: %v", c.name, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: error %v, want one saying %q", c.name, err, c.want)
		case err != nil && strings.Contains(err.Error(), "MII"):
			t.Errorf("%s: the error quotes the value: %v", c.name, err)
		}
	}
	if err := checkKeyPair(p.Cert, p.Key); err != nil {
		t.Errorf("matching pair refused: %v", err)
	}
	if err := checkKeyPair(p.Cert, p.OtherKey); err == nil || !strings.Contains(err.Error(), "not the private key of the certificate") {
		t.Errorf("mismatched pair: %v", err)
	}
}
