package tfschema

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"golang.org/x/net/idna"
)

// Domain names of HTTP rules. The platform stores and returns a rule's
// domain as it was written: a name made in the console may be
// internationalised, in Unicode (bücher.example.com) or in punycode
// (xn--bcher-kva.example.com), so a configuration, and configuration
// generated from the platform, must accept both. Its update only takes
// lower-case ASCII (DNS-1123) names, which is what a name being written
// must be: a Unicode name is written in its punycode form.

// chinese is the platform's test for a domain it refuses (U+4E00 to
// U+9FA5); the same name in punycode passes.
var chinese = regexp.MustCompile(`[\x{4e00}-\x{9fa5}]`)

// maxDomainLen is the platform's limit for domain_name (a DNS name's too).
const maxDomainLen = 253

// domainProfile is IDNA 2008 lookup (UTS 46, non-transitional), with the
// DNS lengths: labels of 1 to 63 octets and at most 253 in all, counted on
// the ASCII form.
var domainProfile = idna.New(idna.MapForLookup(), idna.BidiRule(), idna.Transitional(false), idna.VerifyDNSLength(true))

// CheckDomainName accepts a host name the platform can hold, such as
// shop.example.com, bücher.example.com or xn--bcher-kva.example.com, or a
// wildcard whose first label is "*" (*.example.com). Each error names the
// rule broken, since users often paste a URL.
func CheckDomainName(s string) error {
	switch {
	case s == "":
		return fmt.Errorf("must not be empty")
	case strings.Contains(s, "://"):
		return fmt.Errorf("%q has a scheme: give the host name alone, such as shop.example.com", s)
	case strings.ContainsAny(s, " \t\r\n"):
		return fmt.Errorf("%q contains white space", s)
	case strings.Contains(s, "/"):
		return fmt.Errorf("%q has a path: set the path in domain_path and give the host name alone here", s)
	case strings.Contains(s, ":"):
		return fmt.Errorf("%q has a port: give the host name alone; the rule serves the gateway's HTTP and HTTPS ports", s)
	case len(s) > maxDomainLen:
		return fmt.Errorf("is %d characters long, more than the %d a domain name may have", len(s), maxDomainLen)
	case strings.HasSuffix(s, "."):
		return fmt.Errorf("%q ends with a dot: give the name without the root label", s)
	case chinese.MatchString(s):
		return fmt.Errorf("%q has Chinese characters, which the platform refuses: write its punycode form %q", s, ASCIIDomainName(s))
	}
	host := strings.TrimPrefix(s, "*.")
	if strings.Contains(host, "*") {
		return fmt.Errorf("%q has a wildcard that is not a whole first label; only *.example.com is allowed", s)
	}
	if _, err := domainProfile.ToASCII(host); err != nil {
		return fmt.Errorf("%q is not a valid domain name (IDNA 2008): %v", s, err)
	}
	return nil
}

// CheckNewDomainName is CheckDomainName for a name the platform's update
// is to write, which must be lower-case ASCII: the error gives the form to
// write instead.
func CheckNewDomainName(s string) error {
	if err := CheckDomainName(s); err != nil {
		return err
	}
	if ascii := ASCIIDomainName(s); ascii != s {
		return fmt.Errorf("the platform takes a new domain name only in lower-case ASCII (a DNS-1123 name): write %q instead of %q. "+
			"A name the rule already has is kept as it is, in whatever form the platform returns it", ascii, s)
	}
	return nil
}

// ASCIIDomainName is the punycode, lower-case form of a name that passes
// CheckDomainName, wildcard kept.
func ASCIIDomainName(s string) string {
	wildcard := strings.HasPrefix(s, "*.")
	ascii, err := domainProfile.ToASCII(strings.TrimPrefix(s, "*."))
	if err != nil {
		return s
	}
	if wildcard {
		ascii = "*." + ascii
	}
	return ascii
}

// DomainNameValidator applies CheckDomainName to a configured value.
func DomainNameValidator() validator.String {
	return StringCheck("must be a host name such as shop.example.com, an internationalised one in Unicode or punycode, "+
		"or a wildcard such as *.example.com: at most 253 characters, valid under IDNA 2008; no scheme, path, port or spaces",
		"Invalid domain name", CheckDomainName)
}
