package readonly

import (
	"fmt"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/diag"
)

// emptySeries names the monitor items that answered a series without a
// single point, as "alias: item, item", one entry per component.
func emptySeries(comps []monitorComponentModel) []string {
	var out []string
	for _, c := range comps {
		var items []string
		for _, m := range c.Monitors {
			for _, r := range m.Results {
				if len(r.Values) == 0 {
					items = append(items, m.MonitorItem.ValueString())
					break
				}
			}
		}
		if len(items) > 0 {
			out = append(out, fmt.Sprintf("%s (%s): %s", c.ServiceAlias.ValueString(), c.ServiceID.ValueString(), strings.Join(items, ", ")))
		}
	}
	return out
}

// addEmptySeriesWarning tells the user that the platform had data for
// these items but sent none of its points. Rainbond's console (v6.9.8 and
// earlier) drops every point of a range query, so the data source returns
// the items without points rather than fail or pass it over in silence.
func addEmptySeriesWarning(diags *diag.Diagnostics, comps []monitorComponentModel) {
	empty := emptySeries(comps)
	if len(empty) == 0 {
		return
	}
	diags.AddWarning("The platform returned no data points",
		"The platform reported these monitor items but returned no data points for them:\n  - "+
			strings.Join(empty, "\n  - ")+
			"\n\nTheir results are listed with empty values. Rainbond's console drops every point of a range query "+
			"(a known defect of the server, seen in v6.9.8), so the points cannot be read through this API; "+
			"read them from the platform's metrics system instead.")
}
