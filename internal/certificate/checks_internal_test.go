package certificate

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

func TestHoldsPrivateKey(t *testing.T) {
	cert, key := mockgateway.TestCertificate(time.Now(), time.Now().Add(time.Hour), "a.example.com")
	rsaLike := strings.ReplaceAll(key, "PRIVATE KEY", "RSA PRIVATE KEY")
	broken := "-----BEGIN PRIVATE KEY-----\nnot base64\n-----END PRIVATE KEY-----\n"
	for name, v := range map[string]string{"cert then key": cert + key, "key then cert": key + cert, "rsa": cert + rsaLike, "undecodable": cert + broken} {
		if !holdsPrivateKey(v) {
			t.Errorf("%s: key not seen", name)
		}
	}
	if holdsPrivateKey(cert) || holdsPrivateKey(cert+cert) {
		t.Error("a certificate alone (or a chain) taken for a key")
	}
}

// The validator refuses a combined PEM without repeating any of it.
func TestCombinedPEMErrorShowsNoKey(t *testing.T) {
	cert, key := mockgateway.TestCertificate(time.Now(), time.Now().Add(time.Hour), "a.example.com")
	var resp validator.StringResponse
	pemCertificateValidator{}.ValidateString(context.Background(), validator.StringRequest{Path: path.Root("certificate"), ConfigValue: types.StringValue(cert + key)}, &resp)
	if !resp.Diagnostics.HasError() {
		t.Fatal("combined PEM accepted")
	}
	for _, d := range resp.Diagnostics {
		for _, line := range strings.Split(strings.TrimSpace(key), "\n")[1:] {
			if strings.Contains(d.Detail(), line) || strings.Contains(d.Summary(), line) {
				t.Errorf("the diagnostic repeats a line of the key")
			}
		}
	}
}

// Python's str.strip, which the platform's CharField applies.
func TestUntrimmedRefused(t *testing.T) {
	for _, v := range []string{"a ", " a", "a\n", "\ta", "a\u00a0", "a\u001f", "a\u2028"} {
		var resp validator.StringResponse
		tfschema.RefuseSurroundingBlanks().ValidateString(context.Background(), validator.StringRequest{ConfigValue: types.StringValue(v)}, &resp)
		if !resp.Diagnostics.HasError() {
			t.Errorf("%q accepted", v)
		}
	}
	for _, v := range []string{"a", "a b", "服务端证书"} {
		var resp validator.StringResponse
		tfschema.RefuseSurroundingBlanks().ValidateString(context.Background(), validator.StringRequest{ConfigValue: types.StringValue(v)}, &resp)
		if resp.Diagnostics.HasError() {
			t.Errorf("%q refused", v)
		}
	}
}

// Only a configured change to 服务端证书 from another stored type is
// refused; unset, the same type, or another type pass.
func TestTypeChangeRefused(t *testing.T) {
	cases := []struct {
		config, state types.String
		refused       bool
	}{
		{types.StringValue(defaultType), types.StringValue("客户端证书"), true},
		{types.StringValue(defaultType), types.StringValue(defaultType), false},
		{types.StringNull(), types.StringValue("客户端证书"), false},
		{types.StringValue("其他"), types.StringValue("客户端证书"), false},
		{types.StringValue(defaultType), types.StringNull(), false}, // create
	}
	for _, c := range cases {
		var resp planmodifier.StringResponse
		typeChangeRefused{}.PlanModifyString(context.Background(), planmodifier.StringRequest{Path: path.Root("certificate_type"), ConfigValue: c.config, StateValue: c.state, PlanValue: c.config}, &resp)
		if resp.Diagnostics.HasError() != c.refused {
			t.Errorf("config %s state %s: refused %v", c.config, c.state, resp.Diagnostics.HasError())
		}
	}
}
