package tfschema

import (
	"strings"
	"testing"
)

func TestCheckRegionDomain(t *testing.T) {
	for name, want := range map[string]string{
		"shop.example.com":          "",
		"*.example.com":             "",
		"xn--bcher-kva.example.com": "",
		"a-1.b":                     "",
		"":                          "",
		"Shop.Example.com":          `"shop.example.com"`,
		"bücher.example.com":        `"xn--bcher-kva.example.com"`,
		"under_score.example.com":   "is not one",
		"-lead.example.com":         "is not one",
		"a.*.example.com":           "is not one",
		strings.Repeat("a", 254):    "is not one",
	} {
		err := CheckRegionDomain(name)
		switch {
		case want == "" && err != nil:
			t.Errorf("%q refused: %v", name, err)
		case want != "" && (err == nil || !strings.Contains(err.Error(), want)):
			t.Errorf("%q: %v, want an error with %s", name, err, want)
		}
	}
}
