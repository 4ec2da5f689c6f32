package acctest

import (
	"io"
	"log"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// NewTLSEnv is NewEnv with the mock served over HTTPS, with the server
// certificate of fixture.TestPKI. With requireClient, the server refuses
// every client that does not present the PKI's client certificate, as a
// platform behind mutual TLS does.
func NewTLSEnv(t *testing.T, f mockgateway.Fixture, requireClient bool) *Env {
	t.Helper()
	PreCheck(t)
	gw, err := mockgateway.New(f)
	if err != nil {
		t.Fatalf("mockgateway: %v", err)
	}
	srv := httptest.NewUnstartedServer(mockgateway.NewServerHandler(gw))
	srv.TLS = fixture.TestPKI().ServerTLS(requireClient)
	// The handshakes refused on purpose are not news.
	srv.Config.ErrorLog = log.New(io.Discard, "", 0)
	srv.StartTLS()
	t.Cleanup(srv.Close)
	return &Env{GW: gw, URL: srv.URL, Token: mockgateway.DefaultToken}
}

// PKIFiles writes the test PKI's PEM files into a directory of the test:
// ca.pem, client.pem and client-key.pem, and returns their paths in that
// order.
func PKIFiles(t *testing.T) (ca, cert, key string) {
	t.Helper()
	pki, dir := fixture.TestPKI(), t.TempDir()
	write := func(name, content string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(content), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	return write("ca.pem", pki.CA), write("client.pem", pki.ClientCert), write("client-key.pem", pki.ClientKey)
}
