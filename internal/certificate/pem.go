package certificate

import (
	"crypto"
	"crypto/sha256"
	"crypto/x509"
	"encoding/hex"
	"encoding/pem"
	"errors"
	"strings"
	"time"
)

// The platform checks a certificate and its key when it stores them
// (console/utils/certutil.py cert_is_effective): a PEM certificate that is
// not expired, a PEM key, and a key that signs what the certificate
// verifies. The provider checks the same at plan time, so that a mistake
// fails the plan rather than the apply.

// normalisePEM is the form two PEM texts are compared in: line endings and
// surrounding blanks do not count, so a trailing newline is no change.
func normalisePEM(s string) string {
	lines := strings.Split(strings.ReplaceAll(s, "\r\n", "\n"), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSpace(l)
	}
	return strings.TrimSpace(strings.Join(lines, "\n"))
}

func samePEM(a, b string) bool { return normalisePEM(a) == normalisePEM(b) }

// keyDigest is what state records of a private key: its SHA-256, which
// tells a changed key from the same one and reveals nothing of it.
func keyDigest(key string) string {
	sum := sha256.Sum256([]byte(normalisePEM(key)))
	return hex.EncodeToString(sum[:])
}

func parseCertificate(s string) (*x509.Certificate, error) {
	block, _ := pem.Decode([]byte(strings.TrimSpace(s)))
	if block == nil || block.Type != "CERTIFICATE" {
		return nil, errors.New("it is not a PEM certificate (a block that begins with -----BEGIN CERTIFICATE-----)")
	}
	c, err := x509.ParseCertificate(block.Bytes)
	if err != nil {
		return nil, errors.New("its PEM block is not a valid X.509 certificate: " + err.Error())
	}
	return c, nil
}

func parsePrivateKey(s string) (crypto.Signer, error) {
	block, _ := pem.Decode([]byte(strings.TrimSpace(s)))
	if block == nil {
		return nil, errors.New("it is not a PEM private key")
	}
	if k, err := x509.ParsePKCS8PrivateKey(block.Bytes); err == nil {
		if signer, ok := k.(crypto.Signer); ok {
			return signer, nil
		}
	}
	if k, err := x509.ParsePKCS1PrivateKey(block.Bytes); err == nil {
		return k, nil
	}
	if k, err := x509.ParseECPrivateKey(block.Bytes); err == nil {
		return k, nil
	}
	return nil, errors.New("its PEM block is not a PKCS#1, PKCS#8 or EC private key")
}

// checkCertificate is what the platform refuses of a certificate alone.
func checkCertificate(s string, now time.Time) error {
	c, err := parseCertificate(s)
	if err != nil {
		return err
	}
	if now.After(c.NotAfter) {
		return errors.New("it expired on " + c.NotAfter.UTC().Format(time.RFC3339) + ", and the platform refuses expired certificates")
	}
	return nil
}

// checkKeyPair is what the platform refuses of the pair.
func checkKeyPair(cert, key string) error {
	c, err := parseCertificate(cert)
	if err != nil {
		return err
	}
	k, err := parsePrivateKey(key)
	if err != nil {
		return err
	}
	pub, ok := k.Public().(interface{ Equal(crypto.PublicKey) bool })
	if !ok || !pub.Equal(c.PublicKey) {
		return errors.New("the private key does not belong to the certificate")
	}
	return nil
}

// notAfter is the certificate's expiry in RFC 3339, UTC; "" when it cannot
// be read.
func notAfter(cert string) string {
	c, err := parseCertificate(cert)
	if err != nil {
		return ""
	}
	return c.NotAfter.UTC().Format(time.RFC3339)
}

// holdsPrivateKey reports a private key anywhere in a PEM text: a block
// whose type names one, or a key's armour line even where the block does
// not decode.
func holdsPrivateKey(s string) bool {
	if strings.Contains(s, "PRIVATE KEY-----") {
		return true
	}
	rest := []byte(s)
	for {
		var block *pem.Block
		block, rest = pem.Decode(rest)
		if block == nil {
			return false
		}
		if strings.Contains(block.Type, "PRIVATE KEY") {
			return true
		}
	}
}
