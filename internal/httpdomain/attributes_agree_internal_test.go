package httpdomain

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/attrcheck"
)

// A domain's attributes are kept by hand in several places (CONTRIBUTING:
// "Adding an attribute"). Each model must match its schema; each entry of
// rainbond_http_domains must hold the resource's attributes, and the data
// source's arguments, the list resource's and the identity must name them,
// but for the differences listed here with their reasons.
func TestDomainAttributesAgree(t *testing.T) {
	f := attrcheck.SchemasOf(&domainResource{}, &domainsDataSource{}, &domainListResource{})
	attrcheck.MatchModel(t, domainModel{}, f.Resource)
	attrcheck.MatchModel(t, domainsModel{}, f.DataSource)
	attrcheck.MatchModel(t, domainListModel{}, f.List)

	resource := attrcheck.Schema(t, f.Resource)
	// An entry names the record's number as the API does, where the
	// resource's id is its composite ID.
	entryNames := map[string]string{"record_id": "id"}
	resourceOnly := []string{
		"team_id", "region_name", "app_id", // the path, given once as the data source's arguments
		"timeouts",        // a read has the provider's timeout
		"rule_extensions", // the app's rule list does not report them
		"open_outer_port", // what the create does to the port; no read reports it
		"configuration",   // sent with the create only; the platform has no read of it
	}
	entryOnly := []string{
		"service_name",     // the component's alias, which the list reports; the resource needs only service_id
		"type",             // a listed rule may be a port's default rule; the resource's is always a custom domain
		"is_outer_service", // the state of the rule's port, not of the rule
	}
	entry := attrcheck.Schema(t, f.DataSource, "rules").Renamed(entryNames).Without(entryOnly...)
	attrcheck.Match(t, entry, resource.Without(resourceOnly...), "an entry of rainbond_http_domains", "rainbond_http_domain")

	attrcheck.Within(t, attrcheck.Schema(t, f.DataSource).Without("rules"), resource, "the data source's arguments", "rainbond_http_domain")
	attrcheck.Within(t, attrcheck.Schema(t, f.List), resource, "the list resource", "rainbond_http_domain")
	attrcheck.Within(t, attrcheck.Schema(t, f.Identity), resource, "the identity", "rainbond_http_domain")
}
