package tfschema

import (
	"fmt"
	"regexp"
	"strings"
)

// The region's check of a rule's domain. Every rule write the console
// forwards to the region (the custom-domain create, and every rule update,
// which always carries the name the rule ends up with: the one sent, or
// else the stored one) is validated there as a Kubernetes DNS-1123
// subdomain, or, with a "*", a wildcard one (rainbond api/controller/gateway.go
// validateDomain, lines 91-102, used by the update at 278-286;
// rainbond-console console/services/app_config/domain_service.py:447-461).
// A name the console stores in another form (upper case, "_", Unicode,
// which the console itself accepts from its UI) can be read but never
// written back: a rule stored with it cannot be updated unless the update
// sets a valid name.

// dns1123Subdomain is Kubernetes' IsDNS1123Subdomain pattern, with the
// wildcard's "*." in front allowed (IsWildcardDNS1123Subdomain).
var dns1123Subdomain = regexp.MustCompile(`^(\*\.)?[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$`)

// CheckRegionDomain reports whether the region takes name as a rule's
// domain; the error says why not and what to write instead.
func CheckRegionDomain(name string) error {
	if strings.TrimSpace(name) == "" {
		return nil // the region lets a blank name through; the console refuses it first
	}
	if len(name) <= maxDomainLen && dns1123Subdomain.MatchString(name) {
		return nil
	}
	msg := fmt.Sprintf("the region takes a rule's domain only as a lower-case DNS-1123 name (letters a-z, digits, '-' and '.', \"*.\" in front for a wildcard, at most %d characters), and %q is not one", maxDomainLen, name)
	if ascii := ASCIIDomainName(name); ascii != name && dns1123Subdomain.MatchString(ascii) {
		msg += fmt.Sprintf("; its form the region takes is %q", ascii)
	}
	return fmt.Errorf("%s", msg)
}
