package readonly

import (
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

// Models of the component metrics shared by rainbond_app_monitor and
// rainbond_app_monitor_range.

type monitorComponentModel struct {
	ServiceID    types.String   `tfsdk:"service_id"`
	ServiceCname types.String   `tfsdk:"service_cname"`
	ServiceAlias types.String   `tfsdk:"service_alias"`
	Monitors     []monitorModel `tfsdk:"monitors"`
}

type monitorModel struct {
	MonitorItem types.String         `tfsdk:"monitor_item"`
	Status      types.String         `tfsdk:"status"`
	ResultType  types.String         `tfsdk:"result_type"`
	Results     []monitorResultModel `tfsdk:"results"`
}

type monitorResultModel struct {
	Metric map[string]string   `tfsdk:"metric"`
	Values []monitorPointModel `tfsdk:"values"`
}

type monitorPointModel struct {
	Timestamp types.Float64 `tfsdk:"timestamp"`
	Value     types.String  `tfsdk:"value"`
}

func monitorComponentsAttribute(pointsDesc string) schema.ListNestedAttribute {
	return schema.ListNestedAttribute{
		MarkdownDescription: "The app's components that report metrics (only components with a performance-analysis plugin do).",
		Computed:            true,
		NestedObject: schema.NestedAttributeObject{Attributes: map[string]schema.Attribute{
			"service_id":    tfschema.ComputedString("Component id."),
			"service_cname": tfschema.ComputedString("Component name."),
			"service_alias": tfschema.ComputedString("Component alias."),
			"monitors": schema.ListNestedAttribute{
				MarkdownDescription: tfschema.Nullable("One entry per monitored item."),
				Computed:            true,
				NestedObject: schema.NestedAttributeObject{Attributes: map[string]schema.Attribute{
					"monitor_item": tfschema.ComputedString("Name of the monitored item, such as `request_time`, `request` or `request_client`."),
					"status":       tfschema.ComputedString(tfschema.Nullable("Status of the query in the metrics system, such as `success`.")),
					"result_type":  tfschema.ComputedString(tfschema.Nullable("Type of the result in the metrics system, such as `vector` or `matrix`.")),
					"results": schema.ListNestedAttribute{
						MarkdownDescription: "One entry per series.",
						Computed:            true,
						NestedObject: schema.NestedAttributeObject{Attributes: map[string]schema.Attribute{
							"metric": schema.MapAttribute{
								MarkdownDescription: tfschema.Nullable("Labels of the series."),
								Computed:            true,
								ElementType:         types.StringType,
							},
							"values": schema.ListNestedAttribute{
								MarkdownDescription: pointsDesc,
								Computed:            true,
								NestedObject: schema.NestedAttributeObject{Attributes: map[string]schema.Attribute{
									"timestamp": tfschema.ComputedFloat64("Time of the point, in Unix seconds (may have a fraction)."),
									"value":     tfschema.ComputedString("Value of the point, as the metrics system renders it (a decimal number, or `NaN`, `+Inf`, `-Inf`)."),
								}},
							},
						}},
					},
				}},
			},
		}},
	}
}
