package region

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/attrcheck"
)

// A region's attributes are kept by hand in several places (CONTRIBUTING:
// "Adding an attribute"). Each model must match its schema; each entry of
// rainbond_team_regions must hold the resource's attributes, and the data
// source's arguments, the list resource's and the identity must name them,
// but for the differences listed here with their reasons.
func TestRegionAttributesAgree(t *testing.T) {
	f := attrcheck.SchemasOf(&regionResource{}, &teamRegionsDataSource{}, &regionListResource{})
	attrcheck.MatchModel(t, regionModel{}, f.Resource)
	attrcheck.MatchModel(t, teamRegionsModel{}, f.DataSource)
	attrcheck.MatchModel(t, regionListModel{}, f.List)

	resource := attrcheck.Schema(t, f.Resource)
	resourceOnly := []string{
		"id",                                   // the resource's ID
		"cert_file", "key_file", "ssl_ca_cert", // sent when the region is added; no read returns them
		"enterprise_id", // sent when the region is added; the list names no enterprise
		"team_id",       // the team whose region list reads the region back
		"timeouts",      // a read has the provider's timeout
	}
	entryOnly := []string{
		"tenant_name", // the team the listed region is open to
		"token",       // a secret: the resource keeps none in state, the data source only with include_tokens
	}
	entry := attrcheck.Schema(t, f.DataSource, "regions").Without(entryOnly...)
	attrcheck.Match(t, entry, resource.Without(resourceOnly...), "an entry of rainbond_team_regions", "rainbond_region")

	dataSourceOnly := []string{
		"query",          // a filter on the names, applied by the provider
		"total",          // how many regions the team has
		"include_tokens", // whether the entries carry their tokens
	}
	args := attrcheck.Schema(t, f.DataSource).Without("regions").Without(dataSourceOnly...)
	attrcheck.Within(t, args, resource, "the data source's arguments", "rainbond_region")
	attrcheck.Within(t, attrcheck.Schema(t, f.List), resource, "the list resource", "rainbond_region")
	attrcheck.Within(t, attrcheck.Schema(t, f.Identity), resource, "the identity", "rainbond_region")
}
