package provider

import (
	"context"
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
