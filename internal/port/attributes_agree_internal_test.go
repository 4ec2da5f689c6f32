package port

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/attrcheck"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
)

// A port's attributes are kept by hand in several places (CONTRIBUTING:
// "Adding an attribute"). Each model must match its schema, and the data
// source, the list resource and the identity must name the resource's
// attributes, but for the differences listed here with their reasons.
func TestPortAttributesAgree(t *testing.T) {
	f := attrcheck.SchemasOf(&portResource{}, &portsDataSource{}, &portListResource{})
	attrcheck.MatchModel(t, portModel{}, f.Resource)
	attrcheck.MatchModel(t, portsModel{}, f.DataSource)
	attrcheck.MatchModel(t, platform.ComponentListModel{}, f.List)

	resource := attrcheck.Schema(t, f.Resource)
	resourceOnly := []string{
		"id",       // the composite ID; a listed port is one entry of ports
		"timeouts", // a read has the provider's timeout
	}
	// The data source's arguments locate the component; each entry of
	// ports is one port of it.
	ds := attrcheck.Schema(t, f.DataSource).Without("ports").Union(attrcheck.Schema(t, f.DataSource, "ports"))
	attrcheck.Match(t, ds, resource.Without(resourceOnly...), "rainbond_component_ports", "rainbond_component_port")

	listOnly := []string{
		"service_ids", // several components at once, where a port has one service_id
	}
	attrcheck.Within(t, attrcheck.Schema(t, f.List).Without(listOnly...), resource, "the list resource", "rainbond_component_port")
	attrcheck.Within(t, attrcheck.Schema(t, f.Identity), resource, "the identity", "rainbond_component_port")
}
