package provider

import (
	"fmt"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework-validators/int64validator"
	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// addReadError reports a failed API call with the arguments that located the
// object, so that a 404 says which team, region, app or component it was.
// params alternate name and value; empty strings (arguments left out) are
// not shown.
func addReadError(diags *diag.Diagnostics, summary string, err error, params ...any) {
	var b strings.Builder
	for i := 0; i+1 < len(params); i += 2 {
		v := params[i+1]
		if s, ok := v.(string); ok && s == "" {
			continue // an argument left out
		}
		if b.Len() > 0 {
			b.WriteString(", ")
		}
		if s, ok := v.(string); ok {
			fmt.Fprintf(&b, "%v = %q", params[i], s)
		} else {
			fmt.Fprintf(&b, "%v = %v", params[i], v)
		}
	}
	detail := err.Error()
	if b.Len() > 0 {
		detail = "For " + b.String() + ": " + detail
	}
	diags.AddError(summary, detail)
}

// Arguments that name a part of the URL path, shared by the data sources.

func teamIDArgument() schema.StringAttribute {
	return schema.StringAttribute{
		MarkdownDescription: "Team: its id (tenant id, 32 hex characters) or its name.",
		Required:            true,
		Validators:          []validator.String{stringvalidator.LengthAtLeast(1)},
	}
}

func regionNameArgument() schema.StringAttribute {
	return schema.StringAttribute{
		MarkdownDescription: "Name of the region (cluster) the team is open in.",
		Required:            true,
		Validators:          []validator.String{stringvalidator.LengthAtLeast(1)},
	}
}

func appIDArgument() schema.Int64Attribute {
	return schema.Int64Attribute{
		MarkdownDescription: "Id of the app, a positive number. The app must belong to the team and region.",
		Required:            true,
		Validators:          []validator.Int64{int64validator.AtLeast(1)},
	}
}

// Computed attributes, read from the server.

func dsString(desc string) schema.StringAttribute {
	return schema.StringAttribute{MarkdownDescription: desc, Computed: true}
}

func dsInt64(desc string) schema.Int64Attribute {
	return schema.Int64Attribute{MarkdownDescription: desc, Computed: true}
}

func dsFloat64(desc string) schema.Float64Attribute {
	return schema.Float64Attribute{MarkdownDescription: desc, Computed: true}
}

func dsBool(desc string) schema.BoolAttribute {
	return schema.BoolAttribute{MarkdownDescription: desc, Computed: true}
}

func dsStringList(desc string) schema.ListAttribute {
	return schema.ListAttribute{MarkdownDescription: desc, Computed: true, ElementType: types.StringType}
}

// nullable marks a description for a field the server may leave out or send
// as null; such fields are null in Terraform then.
func nullable(desc string) string {
	return desc + " Null when the server does not report it."
}
