package acctest

import (
	"context"
	"fmt"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// certificateConsole makes console-side changes of team certificates.
type certificateConsole interface {
	// RemoveCertificate deletes a team certificate.
	RemoveCertificate(id int64) error
	// PutCertificate adds a certificate made in the console; c.TenantID
	// may be the team's name. It answers the certificate with its id.
	PutCertificate(c mockgateway.Certificate) (mockgateway.Certificate, error)
	// EditCertificate changes a certificate's alias, PEM, key or type.
	EditCertificate(id int64, fn func(*mockgateway.Certificate)) error
}

func (k kitConsole) RemoveCertificate(id int64) error {
	if err := k.begin(); err != nil {
		return err
	}
	c, err := k.certificate(id)
	if err != nil {
		return err
	}
	return k.done(k.api.DeleteCertificate(context.Background(), c.TenantID, id))
}

// PutCertificate sends the certificate create the console's certificate
// page sends; the console checks the pair and the alias as it would there.
func (k kitConsole) PutCertificate(c mockgateway.Certificate) (mockgateway.Certificate, error) {
	if err := k.begin(); err != nil {
		return c, err
	}
	if c.ID != 0 {
		return c, fmt.Errorf("certificate %d: the console gives a new certificate its id; the console kit adds, it does not replace", c.ID)
	}
	made, err := k.api.CreateCertificate(context.Background(), c.TenantID, certificateRequest(c))
	if err = k.done(err); err != nil {
		return c, err
	}
	return k.certificate(made.ID)
}

// EditCertificate sends the certificate update the console's certificate
// page sends, with the whole certificate as fn leaves it.
func (k kitConsole) EditCertificate(id int64, fn func(*mockgateway.Certificate)) error {
	if err := k.begin(); err != nil {
		return err
	}
	was, err := k.certificate(id)
	if err != nil {
		return err
	}
	now := was
	fn(&now)
	_, err = k.api.UpdateCertificate(context.Background(), was.TenantID, id, certificateRequest(now))
	return k.done(err)
}

// certificate finds a certificate in env.GW, the console's mirror.
func (k kitConsole) certificate(id int64) (mockgateway.Certificate, error) {
	c, ok := k.env.GW.CertificateByID(id)
	if !ok {
		return c, fmt.Errorf("the console has no certificate %d", id)
	}
	return c, nil
}

func certificateRequest(c mockgateway.Certificate) client.CertificateRequest {
	return client.CertificateRequest{Alias: c.Alias, Certificate: c.Certificate, PrivateKey: c.PrivateKey, CertificateType: c.CertificateType}
}
