package provider

import (
	"strings"
	"testing"
)

func TestCheckDomainName(t *testing.T) {
	ok := []string{"shop.example.com", "*.example.com", "a.b", "localhost", "xn--bcher-kva.example", "a1-b2.example.com",
		strings.Repeat("a", 63) + ".example.com", strings.Repeat("a.", 126) + "a"}
	for _, s := range ok {
		if err := checkDomainName(s); err != nil {
			t.Errorf("%q refused: %v", s, err)
		}
	}
	bad := map[string]string{
		"-bad-":                                  "starts or ends with a hyphen",
		"shop-.example.com":                      "starts or ends with a hyphen",
		"https://shop.example.com":               "has a scheme",
		"shop.example.com/api":                   "has a path",
		"shop.example.com:8080":                  "has a port",
		"shop example.com":                       "white space",
		"":                                       "must not be empty",
		"shop..example.com":                      "is empty",
		".example.com":                           "is empty",
		"example.com.":                           "is empty",
		"*":                                      "has a wildcard",
		"a.*.example.com":                        "has a wildcard",
		"*.*.example.com":                        "has a wildcard",
		"sh*p.example.com":                       "has a wildcard",
		"shop_1.example.com":                     `has '_'`,
		strings.Repeat("a", 64) + ".example.com": "more than 63",
		strings.Repeat("a.", 127) + "a":          "more than the 253",
	}
	for s, want := range bad {
		err := checkDomainName(s)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want one saying %q", s, err, want)
		}
	}
}
