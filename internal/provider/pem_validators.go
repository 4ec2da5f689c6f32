package provider

import (
	"bytes"
	"context"
	"crypto/tls"
	"crypto/x509"
	"encoding/pem"
	"errors"
	"fmt"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
)

// A region's certificate, key and CA are sent once, when the region is
// added: the API cannot update a region, so a wrong value could never be
// fixed through Terraform. They are checked at plan time. The messages
// never quote the values, which are secrets.

// checkCertificatePEM accepts one or more PEM CERTIFICATE blocks, each an
// X.509 certificate, and nothing else but white space.
func checkCertificatePEM(s string) error {
	blocks, err := pemBlocks(s)
	if err != nil {
		return err
	}
	for i, b := range blocks {
		if b.Type != "CERTIFICATE" {
			return fmt.Errorf("block %d is a %q block, not a CERTIFICATE", i+1, b.Type)
		}
		if _, err := x509.ParseCertificate(b.Bytes); err != nil {
			return fmt.Errorf("block %d is not a valid X.509 certificate: %v", i+1, err)
		}
	}
	return nil
}

// checkPrivateKeyPEM accepts one unencrypted private key block: PKCS #8
// ("PRIVATE KEY"), PKCS #1 ("RSA PRIVATE KEY") or SEC 1 ("EC PRIVATE KEY").
func checkPrivateKeyPEM(s string) error {
	blocks, err := pemBlocks(s)
	if err != nil {
		return err
	}
	if len(blocks) != 1 {
		return fmt.Errorf("has %d PEM blocks, expected one private key", len(blocks))
	}
	b := blocks[0]
	switch b.Type {
	case "PRIVATE KEY":
		_, err = x509.ParsePKCS8PrivateKey(b.Bytes)
	case "RSA PRIVATE KEY":
		_, err = x509.ParsePKCS1PrivateKey(b.Bytes)
	case "EC PRIVATE KEY":
		_, err = x509.ParseECPrivateKey(b.Bytes)
	case "ENCRYPTED PRIVATE KEY":
		return errors.New("is an encrypted private key; the platform needs it unencrypted")
	default:
		return fmt.Errorf("is a %q block, not a private key", b.Type)
	}
	if err != nil {
		return fmt.Errorf("is not a valid %s: %v", strings.ToLower(b.Type), err)
	}
	return nil
}

// pemBlocks splits s into PEM blocks; text that is not part of a block is
// an error.
func pemBlocks(s string) ([]*pem.Block, error) {
	rest := []byte(s)
	var blocks []*pem.Block
	for {
		var b *pem.Block
		b, rest = pem.Decode(rest)
		if b == nil {
			break
		}
		blocks = append(blocks, b)
	}
	if len(blocks) == 0 {
		return nil, errors.New("is not PEM: it has no -----BEGIN ...----- block")
	}
	if len(bytes.TrimSpace(rest)) > 0 {
		return nil, errors.New("has text that is not part of a PEM block")
	}
	return blocks, nil
}

// checkKeyPair reports a key that is not the private key of the (first)
// certificate.
func checkKeyPair(cert, key string) error {
	if _, err := tls.X509KeyPair([]byte(cert), []byte(key)); err != nil {
		return fmt.Errorf("key_file is not the private key of the certificate in cert_file (%v)", err)
	}
	return nil
}

// pemValidator applies checkCertificatePEM or, with key, checkPrivateKeyPEM.
type pemValidator struct{ key bool }

func (v pemValidator) Description(context.Context) string {
	if v.key {
		return "must be one unencrypted PEM private key"
	}
	return "must be one or more PEM certificates"
}

func (v pemValidator) MarkdownDescription(ctx context.Context) string { return v.Description(ctx) }

func (v pemValidator) ValidateString(_ context.Context, req validator.StringRequest, resp *validator.StringResponse) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() {
		return
	}
	check, what := checkCertificatePEM, "certificate"
	if v.key {
		check, what = checkPrivateKeyPEM, "private key"
	}
	if err := check(req.ConfigValue.ValueString()); err != nil {
		resp.Diagnostics.AddAttributeError(req.Path, "Invalid PEM "+what, fmt.Sprintf("%s %s. It %s.", req.Path, v.Description(context.Background()), err))
	}
}
