package tfschema

import (
	"github.com/hashicorp/terraform-plugin-framework-validators/int64validator"
	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// Arguments that name a part of the URL path, shared by the data sources.

func TeamIDArgument() schema.StringAttribute {
	return schema.StringAttribute{
		MarkdownDescription: "Team: its id (tenant id, 32 hex characters) or its name.",
		Required:            true,
		Validators:          []validator.String{stringvalidator.LengthAtLeast(1)},
	}
}

func RegionNameArgument() schema.StringAttribute {
	return schema.StringAttribute{
		MarkdownDescription: "Name of the region (cluster) the team is open in.",
		Required:            true,
		Validators:          []validator.String{stringvalidator.LengthAtLeast(1)},
	}
}

func AppIDArgument() schema.Int64Attribute {
	return schema.Int64Attribute{
		MarkdownDescription: "Id of the app, a positive number. The app must belong to the team and region.",
		Required:            true,
		Validators:          []validator.Int64{int64validator.AtLeast(1)},
	}
}

// Computed attributes, read from the server.

func ComputedString(desc string) schema.StringAttribute {
	return schema.StringAttribute{MarkdownDescription: desc, Computed: true}
}

func ComputedInt64(desc string) schema.Int64Attribute {
	return schema.Int64Attribute{MarkdownDescription: desc, Computed: true}
}

func ComputedFloat64(desc string) schema.Float64Attribute {
	return schema.Float64Attribute{MarkdownDescription: desc, Computed: true}
}

func ComputedBool(desc string) schema.BoolAttribute {
	return schema.BoolAttribute{MarkdownDescription: desc, Computed: true}
}

func ComputedStringList(desc string) schema.ListAttribute {
	return schema.ListAttribute{MarkdownDescription: desc, Computed: true, ElementType: types.StringType}
}

// Nullable marks a description for a field the server may leave out or send
// as null; such fields are null in Terraform then.
func Nullable(desc string) string {
	return desc + " Null when the server does not report it."
}

// BoolQuery renders an optional bool argument for a query string; empty
// leaves it out.
func BoolQuery(v types.Bool) string {
	if v.IsNull() || v.IsUnknown() {
		return ""
	}
	if v.ValueBool() {
		return "true"
	}
	return "false"
}
