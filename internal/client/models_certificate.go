package client

import "encoding/json"

// Certificate is one team certificate as its read answers it
// (TeamCertificatesRSerializer): the PEM certificate and the private key.
// The create and update answers carry the base64 of the PEM instead.
type Certificate struct {
	ID              int64  `json:"id"`
	Alias           string `json:"alias"`
	Certificate     string `json:"certificate"`
	PrivateKey      string `json:"private_key"`
	CertificateType string `json:"certificate_type"`
	TenantID        string `json:"tenant_id,omitempty"`
}

// UnmarshalJSON accepts the id sent as a string.
func (c *Certificate) UnmarshalJSON(b []byte) error {
	type plain Certificate
	var aux struct {
		plain
		ID flexInt `json:"id"`
	}
	if err := json.Unmarshal(b, &aux); err != nil {
		return err
	}
	*c = Certificate(aux.plain)
	c.ID = int64(aux.ID)
	return nil
}

// CertificateSummary is one item of the certificate list
// (CertificatesRSerializer): what the server reads from the certificate,
// without the PEM or the key. EndData is the expiry as the server's local
// time, without a zone.
type CertificateSummary struct {
	ID              int64    `json:"id"`
	Alias           string   `json:"alias"`
	CertificateType string   `json:"certificate_type"`
	HasExpired      bool     `json:"has_expired"`
	IssuedTo        []string `json:"issued_to"`
	EndData         string   `json:"end_data"`
	IssuedBy        string   `json:"issued_by"`
}

// UnmarshalJSON accepts the id sent as a string. It repeats Certificate's:
// Go cannot embed a type parameter, so the shadowing struct is per type.
func (c *CertificateSummary) UnmarshalJSON(b []byte) error {
	type plain CertificateSummary
	var aux struct {
		plain
		ID flexInt `json:"id"`
	}
	if err := json.Unmarshal(b, &aux); err != nil {
		return err
	}
	*c = CertificateSummary(aux.plain)
	c.ID = int64(aux.ID)
	return nil
}

// CertificateRequest is the body of a certificate create and update. The
// server does not validate it: a missing field is a 500, so every field is
// always sent, and the caller checks lengths (alias 64, type 32) and that
// neither alias nor type is blank (a blank one breaks the server's later
// reads and lists of the team's certificates). Updates check the PEM and
// key again, so both are always sent.
type CertificateRequest struct {
	Alias           string `json:"alias"`
	Certificate     string `json:"certificate"`
	PrivateKey      string `json:"private_key"`
	CertificateType string `json:"certificate_type"`
}
