package scaling

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/attrcheck"
)

// A component's scaling attributes are kept by hand in several places
// (CONTRIBUTING: "Adding an attribute"). Each model must match its schema;
// the arguments of rainbond_component_events that locate the component,
// the list resource's and the identity must name the resource's
// attributes. The events are no scaling settings, so they are compared
// with nothing.
func TestScalingAttributesAgree(t *testing.T) {
	f := attrcheck.SchemasOf(&scalingResource{}, &eventsDataSource{}, &scalingListResource{})
	attrcheck.MatchModel(t, scalingModel{}, f.Resource)
	attrcheck.MatchModel(t, eventsModel{}, f.DataSource)
	attrcheck.MatchModel(t, scalingListModel{}, f.List)

	resource := attrcheck.Schema(t, f.Resource)
	eventsOnly := []string{
		"events",            // what the data source reads
		"page", "page_size", // which page of the component's events
		"total", // how many events the component has
	}
	args := attrcheck.Schema(t, f.DataSource).Without(eventsOnly...)
	attrcheck.Within(t, args, resource, "the arguments of rainbond_component_events", "rainbond_component_scaling")
	attrcheck.Within(t, attrcheck.Schema(t, f.List), resource, "the list resource", "rainbond_component_scaling")
	attrcheck.Within(t, attrcheck.Schema(t, f.Identity), resource, "the identity", "rainbond_component_scaling")
}
