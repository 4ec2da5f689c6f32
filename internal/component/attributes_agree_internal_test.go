package component

import (
	"context"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/list"
	"github.com/hashicorp/terraform-plugin-framework/resource"

	"github.com/rainbond/terraform-provider-rainbond/internal/attrcheck"
)

// A component's attributes are kept by hand in several places
// (CONTRIBUTING: "Adding an attribute"): the model must match its schema,
// and the list resource's arguments and the identity must name the
// resource's attributes. The family has no data source.
func TestComponentAttributesAgree(t *testing.T) {
	ctx := context.Background()
	r := &componentResource{}
	var rs resource.SchemaResponse
	r.Schema(ctx, resource.SchemaRequest{}, &rs)
	var is resource.IdentitySchemaResponse
	r.IdentitySchema(ctx, resource.IdentitySchemaRequest{}, &is)
	var ls list.ListResourceSchemaResponse
	(&componentListResource{}).ListResourceConfigSchema(ctx, list.ListResourceSchemaRequest{}, &ls)

	attrcheck.MatchModel(t, componentModel{}, rs.Schema.Type())
	attrcheck.MatchModel(t, componentListModel{}, ls.Schema.Type())
	res := attrcheck.Schema(t, rs.Schema.Type())
	attrcheck.Within(t, attrcheck.Schema(t, ls.Schema.Type()), res, "the list resource", "rainbond_component")
	attrcheck.Within(t, attrcheck.Schema(t, is.IdentitySchema.Type()), res, "the identity", "rainbond_component")
}
