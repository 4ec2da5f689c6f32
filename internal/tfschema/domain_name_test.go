package tfschema

import (
	"strings"
	"testing"
)

// Issue: validation must accept every domain the platform stores and
// returns, internationalised ones in either form included, and refuse
// what it refuses.
func TestCheckDomainName(t *testing.T) {
	ok := []string{"shop.example.com", "*.example.com", "a.b", "localhost", "xn--bcher-kva.example", "a1-b2.example.com",
		"bücher.example.com", "*.bücher.example.com", "Shop.Example.com", "xn--czrs0t.example.com",
		strings.Repeat("a", 63) + ".example.com", strings.Repeat("a.", 126) + "a"}
	for _, s := range ok {
		if err := CheckDomainName(s); err != nil {
			t.Errorf("%q refused: %v", s, err)
		}
	}
	bad := map[string]string{
		"-bad-":                                  "not a valid domain name",
		"shop-.example.com":                      "not a valid domain name",
		"https://shop.example.com":               "has a scheme",
		"shop.example.com/api":                   "has a path",
		"shop.example.com:8080":                  "has a port",
		"shop example.com":                       "white space",
		"":                                       "must not be empty",
		"shop..example.com":                      "not a valid domain name",
		".example.com":                           "not a valid domain name",
		"example.com.":                           "ends with a dot",
		"*":                                      "wildcard",
		"a.*.example.com":                        "wildcard",
		"*.*.example.com":                        "wildcard",
		"sh*p.example.com":                       "wildcard",
		"shop_1.example.com":                     "U+005F",
		"商店.example.com":                         `punycode form "xn--czrs0t.example.com"`,
		strings.Repeat("a", 64) + ".example.com": "not a valid domain name",
		strings.Repeat("a.", 127) + "a":          "more than the 253",
	}
	for s, want := range bad {
		err := CheckDomainName(s)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want one saying %q", s, err, want)
		}
	}
}

// A name being written must be lower-case ASCII, the form the platform's
// update takes; the error gives it.
func TestCheckNewDomainName(t *testing.T) {
	for _, s := range []string{"shop.example.com", "*.xn--bcher-kva.example.com"} {
		if err := CheckNewDomainName(s); err != nil {
			t.Errorf("%q refused: %v", s, err)
		}
	}
	for s, want := range map[string]string{"bücher.example.com": "xn--bcher-kva.example.com", "*.Shop.example.com": "*.shop.example.com"} {
		if err := CheckNewDomainName(s); err == nil || !strings.Contains(err.Error(), `write "`+want+`"`) {
			t.Errorf("%q: %v", s, err)
		}
	}
}
