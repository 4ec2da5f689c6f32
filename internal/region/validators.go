package region

import (
	"fmt"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

// These validators mirror the checks the platform makes when a region is
// added, so that a mistake fails the plan instead of the apply.

// leadingIPv4 matches a dotted quad at the start of a string; the octet
// ranges are checked separately for a clearer message.
var leadingIPv4 = regexp.MustCompile(`^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})`)

// checkTCPDomain accepts what the platform accepts for tcpdomain: a value
// that starts with an IPv4 address (the address TCP ports are exposed on).
func checkTCPDomain(s string) error {
	m := leadingIPv4.FindStringSubmatch(s)
	if m == nil {
		return fmt.Errorf("%q must start with an IPv4 address, for example 192.0.2.10; the platform exposes TCP ports on that address", s)
	}
	for _, octet := range m[1:] {
		if n, _ := strconv.Atoi(octet); n > 255 {
			return fmt.Errorf("%q does not start with a valid IPv4 address: %s is above 255", s, octet)
		}
	}
	if rest := s[len(m[0]):]; rest != "" && rest[0] >= '0' && rest[0] <= '9' {
		return fmt.Errorf("%q does not start with a valid IPv4 address", s)
	}
	return nil
}

// checkRegionURL accepts an absolute URL with one of the given schemes and a
// host, like the platform's own URL check.
func checkRegionURL(s string, schemes []string) error {
	u, err := url.Parse(s)
	if err == nil && acceptedRegionHost(u.Hostname()) {
		for _, sc := range schemes {
			if strings.EqualFold(u.Scheme, sc) {
				if p := u.Port(); p != "" {
					if n, perr := strconv.Atoi(p); perr != nil || n < 1 || n > 65535 {
						return fmt.Errorf("%q has an invalid port %q", s, p)
					}
				}
				return nil
			}
		}
	}
	return fmt.Errorf("%q is not an absolute %s URL with a host, such as %s://192.0.2.10:8443", s, strings.Join(schemes, " or "), schemes[0])
}

// acceptedRegionHost follows the platform: a domain name with at least one
// dot, localhost, or an IPv4 address (IPv6 literals are refused there too).
func acceptedRegionHost(h string) bool {
	if h == "localhost" {
		return true
	}
	if strings.Contains(h, ":") || !strings.Contains(h, ".") || strings.HasPrefix(h, ".") {
		return false
	}
	return true
}

// tcpDomainValidator checks tcpdomain with checkTCPDomain.
func tcpDomainValidator() validator.String {
	return tfschema.StringCheck("must start with an IPv4 address", "Invalid TCP domain", checkTCPDomain)
}

// regionURLValidator checks url (http, https) and wsurl (ws, wss, http,
// https) with checkRegionURL.
func regionURLValidator(schemes ...string) validator.String {
	return tfschema.StringCheck("must be an absolute "+strings.Join(schemes, " or ")+" URL with a host", "Invalid URL",
		func(s string) error { return checkRegionURL(s, schemes) })
}

// listableLength refuses a value the platform stores but cannot list: its
// team region list checks every region against limits narrower than the
// add's (32 characters for the name and the alias, 128 for desc), and one
// region over them makes every list that holds it a 400, for every team.
func listableLength(limit int) validator.String {
	return tfschema.StringCheck(fmt.Sprintf("must be at most %d characters", limit), "Value too long for the platform's region list",
		func(s string) error {
			if n := utf8.RuneCountInString(s); n > limit {
				return fmt.Errorf("%q has %d characters, more than %d: the platform would add the region, but then refuse every team's region list that holds it", s, n, limit)
			}
			return nil
		})
}
