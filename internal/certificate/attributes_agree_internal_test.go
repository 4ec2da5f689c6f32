package certificate

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/attrcheck"
)

// A certificate's attributes are kept by hand in several places
// (CONTRIBUTING: "Adding an attribute"). Each model must match its schema;
// each entry of rainbond_certificates must hold the resource's attributes,
// and the data source's arguments, the list resource's and the identity
// must name them, but for the differences listed here with their reasons.
func TestCertificateAttributesAgree(t *testing.T) {
	f := attrcheck.SchemasOf(&certificateResource{}, &certificatesDataSource{}, &certificateListResource{})
	attrcheck.MatchModel(t, certificateModel{}, f.Resource)
	attrcheck.MatchModel(t, certificatesModel{}, f.DataSource)
	attrcheck.MatchModel(t, certificateListModel{}, f.List)

	resource := attrcheck.Schema(t, f.Resource)
	resourceOnly := []string{
		"id",                 // the composite ID
		"team_id",            // the path, given once as the data source's argument
		"timeouts",           // a read has the provider's timeout
		"certificate",        // the PEM: the team's certificate list does not report it
		"private_key",        // a secret, write-only: never in state nor in a listing
		"private_key_sha256", // a digest of the key, which the list does not report
	}
	// Derived from the certificate and the server's clock; the resource
	// keeps not_after, from which all of them follow, so that its state
	// does not change with time alone.
	entryOnly := []string{
		"has_expired", // as the platform judges it now
		"issued_to",   // the certificate's names
		"issued_by",   // the issuer, as the platform words it
		"end_data",    // the expiry in the server's local time
	}
	entry := attrcheck.Schema(t, f.DataSource, "certificates").Without(entryOnly...)
	attrcheck.Match(t, entry, resource.Without(resourceOnly...), "an entry of rainbond_certificates", "rainbond_certificate")

	attrcheck.Within(t, attrcheck.Schema(t, f.DataSource).Without("certificates"), resource, "the data source's arguments", "rainbond_certificate")
	attrcheck.Within(t, attrcheck.Schema(t, f.List), resource, "the list resource", "rainbond_certificate")
	attrcheck.Within(t, attrcheck.Schema(t, f.Identity), resource, "the identity", "rainbond_certificate")
}
