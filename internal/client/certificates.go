package client

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
)

// Team certificates live under the team, with no region in the path.

// certificatePageSize is the page size of ListCertificates; the server
// does not bound it.
const certificatePageSize = 100

// maxCertificatePages bounds the paging of a server that never ends a list.
const maxCertificatePages = 1000

func certificatesPath(teamID string) (string, error) {
	if err := checkSegments("team_id", teamID); err != nil {
		return "", err
	}
	return apiPrefix + "/teams/" + url.PathEscape(teamID) + "/certificates", nil
}

func certificatePath(teamID string, id int64) (string, error) {
	p, err := certificatesPath(teamID)
	if err != nil {
		return "", err
	}
	return p + "/" + strconv.FormatInt(id, 10), nil
}

// ListCertificates lists every certificate of a team, all pages.
func (c *Client) ListCertificates(ctx context.Context, teamID string) ([]CertificateSummary, error) {
	const name = "ListCertificates"
	p, err := certificatesPath(teamID)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	var all []CertificateSummary
	seen := map[int64]bool{}
	for page := 1; page <= maxCertificatePages; page++ {
		q := url.Values{"page": {strconv.Itoa(page)}, "page_size": {strconv.Itoa(certificatePageSize)}}
		var items []CertificateSummary
		op := operation{name: name, method: http.MethodGet, path: p, query: q}
		if err := c.list(ctx, op, &items); err != nil {
			return nil, err
		}
		added := 0
		for _, it := range items {
			if !seen[it.ID] {
				seen[it.ID] = true
				all = append(all, it)
				added++
			}
		}
		if len(items) < certificatePageSize || added == 0 {
			break
		}
	}
	return all, nil
}

// GetCertificate reads one certificate, with its PEM and private key. The
// server finds it by id alone, whatever team the path names.
func (c *Client) GetCertificate(ctx context.Context, teamID string, id int64) (*Certificate, error) {
	const name = "GetCertificate"
	p, err := certificatePath(teamID, id)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	var out Certificate
	op := operation{name: name, method: http.MethodGet, path: p, secret: true}
	if err := c.object(ctx, op, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// CreateCertificate adds a certificate to a team. The answer's certificate
// is the base64 of the PEM; read it back for the PEM.
func (c *Client) CreateCertificate(ctx context.Context, teamID string, req CertificateRequest) (*Certificate, error) {
	const name = "CreateCertificate"
	p, err := certificatesPath(teamID)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	var out Certificate
	op := operation{name: name, method: http.MethodPost, path: p, body: req, secret: true}
	if err := c.object(ctx, op, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// UpdateCertificate replaces a certificate's alias, PEM, key and type.
func (c *Client) UpdateCertificate(ctx context.Context, teamID string, id int64, req CertificateRequest) (*Certificate, error) {
	const name = "UpdateCertificate"
	p, err := certificatePath(teamID, id)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	var out Certificate
	op := operation{name: name, method: http.MethodPut, path: p, body: req, secret: true}
	if err := c.object(ctx, op, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// DeleteCertificate deletes a certificate. The server refuses (400) while
// an HTTP rule uses it; it answers 200 with an empty body.
func (c *Client) DeleteCertificate(ctx context.Context, teamID string, id int64) error {
	const name = "DeleteCertificate"
	p, err := certificatePath(teamID, id)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	_, err = c.do(ctx, operation{name: name, method: http.MethodDelete, path: p})
	return err
}

// IsCertificateInUse reports the 400 that refuses to delete a certificate
// an HTTP rule still uses.
func IsCertificateInUse(err error) bool {
	ae, ok := AsAPIError(err)
	if !ok || ae.StatusCode != http.StatusBadRequest {
		return false
	}
	for _, t := range append([]string{ae.Message}, ae.texts...) {
		if t == "the certificate still has http rules" || t == "仍有网关策略在使用该证书" {
			return true
		}
	}
	return false
}
