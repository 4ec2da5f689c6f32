package client_test

import (
	"context"
	"testing"
	"time"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// Only the certificate's own 404 means it is gone: a team's 404 (a team
// renamed, or base_url at another console) names the team, on read and
// delete alike.
func TestCertificateGoneOnlyOnItsOwn404(t *testing.T) {
	ts, c := newMock(t)
	ctx := context.Background()
	cert, key := mockgateway.TestCertificate(time.Now().Add(-time.Hour), time.Now().Add(time.Hour), "shop.example.com")
	stored, err := ts.PutCertificate(mockgateway.Certificate{TenantID: mockgateway.DefaultTeam, Alias: "shop", Certificate: cert, PrivateKey: key, CertificateType: "服务端证书"})
	if err != nil {
		t.Fatal(err)
	}
	_, err = c.GetCertificate(ctx, "no-such-team", stored.ID)
	if client.IsCertificateGone(err) || !client.IsTeamNotFound(err) {
		t.Errorf("team 404 on read: gone=%v team=%v (%v)", client.IsCertificateGone(err), client.IsTeamNotFound(err), err)
	}
	err = c.DeleteCertificate(ctx, "no-such-team", stored.ID)
	if client.IsCertificateGone(err) || !client.IsTeamNotFound(err) {
		t.Errorf("team 404 on delete: %v", err)
	}
	if _, err := c.GetCertificate(ctx, mockgateway.DefaultTeam, stored.ID+100); !client.IsCertificateGone(err) {
		t.Errorf("unknown certificate on read: %v", err)
	}
	if err := c.DeleteCertificate(ctx, mockgateway.DefaultTeam, stored.ID+100); !client.IsCertificateGone(err) {
		t.Errorf("unknown certificate on delete: %v", err)
	}
	if err := c.DeleteCertificate(ctx, mockgateway.DefaultTeam, stored.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := c.GetCertificate(ctx, mockgateway.DefaultTeam, stored.ID); !client.IsCertificateGone(err) {
		t.Errorf("deleted certificate: %v", err)
	}
}
