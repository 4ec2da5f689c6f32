package provider

import (
	"context"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

func TestReadCacheEnabled(t *testing.T) {
	cases := []struct {
		attr types.Bool
		env  string
		want bool
	}{
		{types.BoolNull(), "", true},
		{types.BoolNull(), "false", false},
		{types.BoolNull(), "0", false},
		{types.BoolNull(), "true", true},
		{types.BoolValue(true), "false", true},
		{types.BoolValue(false), "", false},
	}
	for _, c := range cases {
		t.Setenv(EnvReadCache, c.env)
		if got := readCacheEnabled(c.attr); got != c.want {
			t.Errorf("readCacheEnabled(%v) with env %q = %v, want %v", c.attr, c.env, got, c.want)
		}
	}
}

// The plan-time check of base_url is the client's: an address with a
// query, which the client refuses, fails the plan too.
func TestBaseURLValidatorIsTheClients(t *testing.T) {
	for value, wantErr := range map[string]bool{
		"https://rainbond.example.com/":          false,
		"http://127.0.0.1:8080":                  false,
		"rainbond.example.com":                   true,
		"https://rainbond.example.com/?tenant=a": true,
	} {
		var resp validator.StringResponse
		baseURLValidator().ValidateString(context.Background(), validator.StringRequest{Path: path.Root("base_url"), ConfigValue: types.StringValue(value)}, &resp)
		if got := resp.Diagnostics.HasError(); got != wantErr || got != (client.CheckBaseURL(value) != nil) {
			t.Errorf("%q: error %v, want %v", value, resp.Diagnostics, wantErr)
		}
	}
}

func TestCheckToken(t *testing.T) {
	const token = "4f1c2b7a9e0d3c5b8a6f2e1d0c9b8a7f6e5d4c3b"
	for raw, wantErr := range map[string]bool{
		token:                              false,
		token + "\n":                       false,
		" \t" + token + "\r\n":             false,
		token[:10] + "\x00" + token[10:]:   true,
		token[:10] + "\n" + token[10:]:     true,
		token[:10] + "\u0085" + token[10:]: true,
		token[:10] + "\x7f" + token[10:]:   true,
	} {
		err := checkToken(raw)
		if (err != nil) != wantErr {
			t.Errorf("%q: %v, want error %v", raw, err, wantErr)
		}
		if err != nil && (strings.Contains(err.Error(), token[:10]) || strings.Contains(err.Error(), token[11:])) {
			t.Errorf("%q: the error shows the token: %v", raw, err)
		}
		if cleanToken(raw) != strings.TrimSpace(raw) {
			t.Errorf("%q: not trimmed", raw)
		}
	}
}

func TestUserAgent(t *testing.T) {
	t.Setenv("TF_APPEND_USER_AGENT", "")
	want := "terraform-provider-rainbond/1.2.3 (+" + ProjectURL + ") Terraform/1.11.4"
	if got := userAgent("1.2.3", "1.11.4"); got != want {
		t.Errorf("userAgent = %q, want %q", got, want)
	}
	t.Setenv("TF_APPEND_USER_AGENT", " pipeline/9 ")
	if got := userAgent("1.2.3", "1.11.4"); got != want+" pipeline/9" {
		t.Errorf("with TF_APPEND_USER_AGENT: %q", got)
	}
}
