package provider

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/types"
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

func TestCheckHTTPURL(t *testing.T) {
	for _, ok := range []string{"http://127.0.0.1:8080", "https://rainbond.example.com/"} {
		if err := checkHTTPURL(ok); err != nil {
			t.Errorf("%s: %v", ok, err)
		}
	}
	for _, bad := range []string{"", "rainbond.example.com", "ftp://x", "http://"} {
		if err := checkHTTPURL(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}
