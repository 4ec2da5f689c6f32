package client

import (
	"strings"
	"testing"
)

// The formatted regions say whether each secret is set, never what it is.
func TestRegionFormattingSaysWhichSecretsAreSet(t *testing.T) {
	tok, empty := "tok-secret", ""
	for _, tt := range []struct {
		got  string
		want []string
	}{
		{TeamRegion{Token: &tok}.String(), []string{"token:(sensitive)"}},
		{TeamRegion{Token: &empty}.String(), []string{"token:(empty)"}},
		{TeamRegion{}.String(), []string{"token:(empty)"}},
		{RegionInfo{Token: tok}.String(), []string{"token:(sensitive)", "cert_file:(empty)", "key_file:(empty)"}},
		{RegionInfo{CertFile: "c", KeyFile: "k"}.String(), []string{"token:(empty)", "cert_file:(sensitive)", "key_file:(sensitive)"}},
		{AddRegionRequest{KeyFile: "k"}.String(), []string{"cert_file:(empty)", "key_file:(sensitive)", "ssl_ca_cert:(empty)"}},
		{AddRegionRequest{CertFile: "c", SSLCACert: "ca"}.String(), []string{"cert_file:(sensitive)", "key_file:(empty)", "ssl_ca_cert:(sensitive)"}},
	} {
		for _, w := range tt.want {
			if !strings.Contains(tt.got, w) {
				t.Errorf("%s: want %s", tt.got, w)
			}
		}
	}
}
