package region

import (
	"strings"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

func TestCheckPEM(t *testing.T) {
	p := fixture.PEMs()
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
