package mockgateway

import (
	"math"
	"net/http"
	"strconv"
	"strings"
)

// MonitorItems are the monitor items the server is known to report.
var MonitorItems = []string{"request_time", "request", "request_client"}

// maxPoints is the resolution limit of the metrics system behind the server.
const maxPoints = 11000

func (g *Gateway) queryMonitor(c *apiCall) reply {
	sc := c.scope
	now := float64(g.clock().Unix())
	return ok(g.monitorAnswer(c, sc, func(m MonitorSeries) map[string]any {
		var v []string
		if len(m.Points) > 0 {
			last := m.Points[len(m.Points)-1]
			v = []string{formatFloat(last.Time), last.Value}
		} else {
			v = []string{formatFloat(now), synthValue(m.Value, now)}
		}
		return map[string]any{"resultType": "vector", "result": []any{
			map[string]any{"metric": map[string]string{"service_id": m.ServiceID}, "value": v},
		}}
	}))
}

// queryMonitorRange takes start, end (Unix seconds, integer or decimal) and
// step (seconds, default 60) from the query string. Each result element has
// "values", the points from start to end, and "value", the last of them.
func (g *Gateway) queryMonitorRange(c *apiCall) reply {
	sc := c.scope
	errs := map[string][]string{}
	num := func(name string, required bool, def float64) float64 {
		v, present := c.query(name)
		if !present || v == "" {
			if required {
				errs[name] = []string{"This field is required."}
			}
			return def
		}
		f, err := strconv.ParseFloat(v, 64)
		if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
			errs[name] = []string{"A valid number is required."}
		}
		return f
	}
	start, end, step := num("start", true, 0), num("end", true, 0), num("step", false, 60)
	if len(errs) == 0 {
		switch {
		case step <= 0:
			errs["step"] = []string{"step must be positive"}
		case end < start:
			errs["end"] = []string{"end must not be before start"}
		}
	}
	if len(errs) > 0 {
		return validationError("Invalid input.", errs)
	}
	if (end-start)/step+1 > maxPoints {
		return businessError(http.StatusBadRequest, "exceeded maximum resolution of 11,000 points per timeseries", "查询的时间范围过大，请增大步长")
	}
	return ok(g.monitorAnswer(c, sc, func(m MonitorSeries) map[string]any {
		values := rangeValues(m, start, end, step)
		result := []any{}
		if len(values) > 0 {
			result = append(result, map[string]any{
				"metric": map[string]string{"service_id": m.ServiceID},
				"values": values,
				"value":  values[len(values)-1],
			})
		}
		return map[string]any{"resultType": "matrix", "result": result}
	}))
}

// rangeValues are a series' points from start to end: the fixture's own
// points in the range, or, without any, one synthesized point per step.
func rangeValues(m MonitorSeries, start, end, step float64) [][]string {
	values := [][]string{}
	if len(m.Points) > 0 {
		for _, p := range m.Points {
			if p.Time >= start && p.Time <= end {
				values = append(values, []string{formatFloat(p.Time), p.Value})
			}
		}
		return values
	}
	for i := 0; start+float64(i)*step <= end; i++ {
		t := start + float64(i)*step
		values = append(values, []string{formatFloat(t), synthValue(m.Value, t)})
	}
	return values
}

// monitorAnswer lists the app's components that have a performance plugin
// (and, with is_outer=true, an open outer port), each with its series.
func (g *Gateway) monitorAnswer(c *apiCall, sc scope, data func(MonitorSeries) map[string]any) []map[string]any {
	isOuter, _ := c.query("is_outer")
	outerOnly := strings.EqualFold(isOuter, "true")
	out := []map[string]any{}
	for _, comp := range g.st.components {
		if comp.AppID != sc.app.ID || !comp.PerfPlugin {
			continue
		}
		if outerOnly && !g.hasOuterPort(comp.ServiceID) {
			continue
		}
		var series []MonitorSeries
		for _, m := range g.st.monitors {
			if m.ServiceID == comp.ServiceID {
				series = append(series, m)
			}
		}
		monitors := []map[string]any{}
		if len(series) == 0 {
			for _, item := range MonitorItems {
				monitors = append(monitors, map[string]any{
					"monitor_item": item, "status": "success",
					"data": map[string]any{"resultType": "vector", "result": []any{}},
				})
			}
		}
		for _, m := range series {
			monitors = append(monitors, map[string]any{"monitor_item": m.Item, "status": "success", "data": data(m)})
		}
		out = append(out, map[string]any{
			"monitors": monitors, "service_id": comp.ServiceID,
			"service_cname": comp.ServiceCname, "service_alias": comp.ServiceAlias,
		})
	}
	return out
}

func (g *Gateway) hasOuterPort(serviceID string) bool {
	for _, p := range g.st.ports[serviceID] {
		if p.IsOuterService {
			return true
		}
	}
	return false
}

func formatFloat(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }

// synthValue wobbles around base so that series look alive yet stay
// deterministic in t.
func synthValue(base, t float64) string {
	v := base * (1 + 0.1*math.Sin(t/300))
	return formatFloat(math.Round(v*1000) / 1000)
}
