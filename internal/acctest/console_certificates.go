package acctest

import (
	"context"
	"fmt"
)

// certificateConsole makes console-side changes of team certificates.
type certificateConsole interface {
	// RemoveCertificate deletes a team certificate.
	RemoveCertificate(id int64) error
}

func (k kitConsole) RemoveCertificate(id int64) error {
	if err := k.begin(); err != nil {
		return err
	}
	for _, c := range k.env.GW.Certificates() {
		if c.ID == id {
			return k.done(k.api.DeleteCertificate(context.Background(), c.TenantID, id))
		}
	}
	return fmt.Errorf("the console has no certificate %d", id)
}
