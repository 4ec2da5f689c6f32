package thirdparty

import (
	"fmt"
	"net/netip"
	"regexp"
	"strconv"
	"strings"
)

// The platform's address rules (rainbond-console v6.9.8
// console/utils/validation.py validate_endpoints_info and
// validate_endpoint_address; console/services/app.py
// create_third_party_app), checked at plan time so that nothing is sent
// that the platform refuses, or saves and then fails on.

// domainRE is the domain pattern of the validators package that the
// console pins (0.14.2).
var domainRE = regexp.MustCompile(`^(?:[a-zA-Z0-9](?:[a-zA-Z0-9-_]{0,61}[A-Za-z0-9])?\.)+[A-Za-z0-9][A-Za-z0-9-_]{0,61}[A-Za-z]$`)

// withoutScheme is an address without its http:// or https://, as the
// console cuts it (the text after the first occurrence).
func withoutScheme(address string) string {
	if _, after, found := strings.Cut(address, "https://"); found {
		address = after
	}
	if _, after, found := strings.Cut(address, "http://"); found {
		address = after
	}
	return address
}

// hostOf is the host that the console checks: the address without its
// scheme, cut at its last ":".
func hostOf(address string) string {
	address = withoutScheme(address)
	if i := strings.LastIndex(address, ":"); i >= 0 {
		address = address[:i]
	}
	return address
}

// checkHost says whether a host is a domain, and what is wrong with it:
// where the first of "." and ":" is a "." it must be an IPv4 address, a
// ":" an IPv6 one, otherwise a domain; an IP may be neither unspecified
// nor loopback.
func checkHost(host string) (domain bool, err error) {
	sep := strings.IndexAny(host, ".:")
	if sep < 0 {
		return false, fmt.Errorf("%q is neither an IP address nor a domain with a dot (a name such as localhost is refused)", host)
	}
	if ip, perr := netip.ParseAddr(host); perr == nil && (host[sep] == '.') == ip.Is4() {
		switch {
		case ip.IsUnspecified():
			return false, fmt.Errorf("%s is the unspecified address, which the platform refuses", host)
		case ip.IsLoopback():
			return false, fmt.Errorf("%s is a loopback address, which the platform refuses: the instances must be reachable from the cluster", host)
		}
		return false, nil
	}
	if domainRE.MatchString(host) {
		return true, nil
	}
	return false, fmt.Errorf("%q is neither a valid IP address nor a valid domain", host)
}

// checkPort refuses a port the platform would take and then fail on: it
// converts the text after the first ":" of each address to a number
// after saving the component (a 500 that leaves it behind).
func checkPort(address string) error {
	rest := withoutScheme(address)
	parts := strings.Split(rest, ":")
	if len(parts) < 2 {
		return nil
	}
	if n, err := strconv.Atoi(parts[1]); err != nil || n < 1 || n > 65535 || len(parts) > 2 {
		return fmt.Errorf("%q: the port must be a number from 1 to 65535 after the host, with no path (host:port, or http://host:port)", address)
	}
	return nil
}

// checkEndpoints is the platform's rule for a list of static endpoints:
// at least one; each a valid IP (not unspecified, not loopback) or
// domain, with an optional numeric port; none twice; at most one domain,
// and a domain alone.
func checkEndpoints(endpoints []string) error {
	if len(endpoints) == 0 {
		return fmt.Errorf("static endpoints need at least one address")
	}
	seen := map[string]bool{}
	var domains []string
	for _, address := range endpoints {
		if seen[address] {
			return fmt.Errorf("%q is listed twice: the platform refuses two instances at the same address", address)
		}
		seen[address] = true
		domain, err := checkHost(hostOf(address))
		if err != nil {
			return err
		}
		if err := checkPort(address); err != nil {
			return err
		}
		if domain {
			domains = append(domains, address)
		}
	}
	switch {
	case len(domains) > 1:
		return fmt.Errorf("%s are domains: the platform takes at most one domain address", strings.Join(quoted(domains), " and "))
	case len(domains) == 1 && len(endpoints) > 1:
		return fmt.Errorf("%q is a domain beside other addresses: the platform takes a domain only alone, never mixed with IP addresses", domains[0])
	}
	return nil
}

func quoted(s []string) []string {
	out := make([]string, len(s))
	for i, v := range s {
		out[i] = strconv.Quote(v)
	}
	return out
}
