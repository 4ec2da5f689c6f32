package certificate

import (
	"strings"
	"testing"
	"time"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

func TestSamePEMIgnoresLineEndingsAndTrailingNewlines(t *testing.T) {
	cert, _ := mockgateway.TestCertificate(time.Now(), time.Now().Add(time.Hour), "a.example.com")
	for _, other := range []string{strings.TrimSpace(cert), cert + "\n\n", strings.ReplaceAll(cert, "\n", "\r\n"), "  " + cert} {
		if !samePEM(cert, other) {
			t.Errorf("%q differs from the certificate", other)
		}
	}
	other, _ := mockgateway.TestCertificate(time.Now(), time.Now().Add(time.Hour), "a.example.com")
	if samePEM(cert, other) {
		t.Error("two certificates compare equal")
	}
	if keyDigest("k\n") != keyDigest("k") || keyDigest("k") == keyDigest("j") || len(keyDigest("k")) != 64 {
		t.Error("keyDigest")
	}
}

func TestPlatformChecksOfThePair(t *testing.T) {
	now := time.Now()
	cert, key := mockgateway.TestCertificate(now.Add(-time.Hour), now.Add(time.Hour), "a.example.com")
	_, otherKey := mockgateway.TestCertificate(now.Add(-time.Hour), now.Add(time.Hour), "b.example.com")
	expired, _ := mockgateway.TestCertificate(now.Add(-2*time.Hour), now.Add(-time.Hour), "c.example.com")
	if err := checkCertificate(cert, now); err != nil {
		t.Errorf("valid certificate: %v", err)
	}
	if err := checkCertificate(expired, now); err == nil || !strings.Contains(err.Error(), "expired") {
		t.Errorf("expired certificate: %v", err)
	}
	if err := checkCertificate(key, now); err == nil {
		t.Error("a key passed as a certificate")
	}
	if err := checkKeyPair(cert, key); err != nil {
		t.Errorf("matching pair: %v", err)
	}
	if err := checkKeyPair(cert, otherKey); err == nil || !strings.Contains(err.Error(), "does not belong") {
		t.Errorf("mismatched pair: %v", err)
	}
	if err := checkKeyPair(cert, "nope"); err == nil {
		t.Error("garbage key passed")
	}
	if got := notAfter(cert); !strings.HasSuffix(got, "Z") || notAfter("x") != "" {
		t.Errorf("notAfter = %q", got)
	}
}
