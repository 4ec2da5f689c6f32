package attrcheck

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/list"
	"github.com/hashicorp/terraform-plugin-framework/resource"
)

// Family holds the schema types of a resource family's types.
type Family struct {
	Resource, Identity, DataSource, List attr.Type
}

// SchemasOf reads the schemas of a family from its constructors' values.
func SchemasOf(r resource.ResourceWithIdentity, d datasource.DataSource, l list.ListResource) Family {
	ctx := context.Background()
	var rs resource.SchemaResponse
	r.Schema(ctx, resource.SchemaRequest{}, &rs)
	var is resource.IdentitySchemaResponse
	r.IdentitySchema(ctx, resource.IdentitySchemaRequest{}, &is)
	var ds datasource.SchemaResponse
	d.Schema(ctx, datasource.SchemaRequest{}, &ds)
	var ls list.ListResourceSchemaResponse
	l.ListResourceConfigSchema(ctx, list.ListResourceSchemaRequest{}, &ls)
	return Family{Resource: rs.Schema.Type(), Identity: is.IdentitySchema.Type(), DataSource: ds.Schema.Type(), List: ls.Schema.Type()}
}
