package readonly

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// monitorComponentsFromAPI turns the server's metric answer into the
// data sources' model. A result's points come from "values" (a range query)
// or, failing that, from its single "value" pair (a current query). An
// empty "value" is a series without points: the server's range answers
// are all of that shape (platform-facts, Monitoring), which is reported by
// emptySeries, not refused.
func monitorComponentsFromAPI(in []client.ComponentMonitor) ([]monitorComponentModel, error) {
	out := make([]monitorComponentModel, 0, len(in))
	for _, c := range in {
		comp := monitorComponentModel{
			ServiceID:    types.StringValue(c.ServiceID),
			ServiceCname: types.StringValue(c.ServiceCname),
			ServiceAlias: types.StringValue(c.ServiceAlias),
		}
		if c.Monitors != nil {
			comp.Monitors = make([]monitorModel, 0, len(c.Monitors))
		}
		for _, m := range c.Monitors {
			mon := monitorModel{
				MonitorItem: types.StringValue(m.MonitorItem),
				Status:      types.StringPointerValue(m.Status),
				ResultType:  types.StringNull(),
				Results:     []monitorResultModel{},
			}
			if m.Data != nil {
				mon.ResultType = types.StringPointerValue(m.Data.ResultType)
				for _, r := range m.Data.Result {
					res, err := monitorResultFromAPI(r)
					if err != nil {
						return nil, fmt.Errorf("component %s, item %s: %w", c.ServiceID, m.MonitorItem, err)
					}
					mon.Results = append(mon.Results, res)
				}
			}
			comp.Monitors = append(comp.Monitors, mon)
		}
		out = append(out, comp)
	}
	return out, nil
}

func monitorResultFromAPI(r client.MonitorResult) (monitorResultModel, error) {
	pairs := r.Values
	if pairs == nil && len(r.Value) > 0 {
		pairs = [][]string{r.Value}
	}
	res := monitorResultModel{Metric: r.Metric, Values: make([]monitorPointModel, 0, len(pairs))}
	for _, p := range pairs {
		pt, err := monitorPointFromPair(p)
		if err != nil {
			return res, err
		}
		res.Values = append(res.Values, pt)
	}
	return res, nil
}

// monitorPointFromPair reads a [timestamp, value] pair; the metrics system
// sends the timestamp as a number, some servers as a string.
func monitorPointFromPair(p []string) (monitorPointModel, error) {
	if len(p) != 2 {
		return monitorPointModel{}, fmt.Errorf("a point must be a [timestamp, value] pair, got %d elements %q", len(p), p)
	}
	ts, err := strconv.ParseFloat(strings.TrimSpace(p[0]), 64)
	if err != nil {
		return monitorPointModel{}, fmt.Errorf("point timestamp %q is not a number", p[0])
	}
	return monitorPointModel{Timestamp: types.Float64Value(ts), Value: types.StringValue(p[1])}, nil
}
