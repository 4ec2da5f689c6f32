package mockgateway

import "net/http"

// The console's monitor queries (4.11, 4.12) over the metrics system of
// the region room's monitor.go.

// queryMonitor answers each item's last value. The server copies only
// "value" out of the metrics system's answer, as two strings, and drops
// "metric" (platform-facts, Monitoring: query).
func (g *Gateway) queryMonitor(c *apiCall) reply {
	now := float64(g.clock().Unix())
	return ok(g.monitorAnswer(c, func(m MonitorSeries) []any {
		v := []string{formatFloat(now), synthValue(m.Value, now)}
		if len(m.Points) > 0 {
			last := m.Points[len(m.Points)-1]
			v = []string{formatFloat(last.Time), last.Value}
		}
		return []any{map[string]any{"value": v}}
	}, "vector"))
}

// queryMonitorRange takes start, end (Unix seconds, integer or decimal) and
// step (seconds, default 60) from the query string (platform-facts,
// Monitoring: query_range). A missing start or end is the one refusal; any
// other bad value leaves every component's monitors empty, because the
// metrics system's error answer has no data. Each series with points comes
// back as {"value": []}: the server's known defect, unless it was switched
// off with SetMonitorRangeDefect.
func (g *Gateway) queryMonitorRange(c *apiCall) reply {
	startText, _ := c.query("start")
	endText, _ := c.query("end")
	if startText == "" || endText == "" {
		// a ServiceHandleException (openapi/views/apps/apps.py:628), whose
		// response is a general_message, data included (console/exception/main.py)
		return businessError(http.StatusBadRequest, "params error", "缺少query参数")
	}
	stepText, present := c.query("step")
	if !present {
		stepText = "60"
	}
	start, okStart := parseSeconds(startText)
	end, okEnd := parseSeconds(endText)
	step, okStep := parseSeconds(stepText)
	valid := okStart && okEnd && okStep && step > 0 && end >= start && (end-start)/step+1 <= maxPoints
	return ok(g.monitorAnswer(c, func(m MonitorSeries) []any {
		if !valid {
			return nil
		}
		values := rangeValues(m, start, end, step)
		switch {
		case len(values) == 0:
			return nil
		case g.rangePoints:
			return []any{map[string]any{"values": values}}
		default:
			return []any{map[string]any{"value": []string{}}}
		}
	}, "matrix"))
}

// monitorAnswer lists the app's components that have a performance plugin
// (and, with is_outer=true, an open outer port), each with the items whose
// series result answers; an item without data is left out.
func (g *Gateway) monitorAnswer(c *apiCall, result func(MonitorSeries) []any, resultType string) []map[string]any {
	sc := c.scope
	isOuter, _ := c.query("is_outer")
	outerOnly := isOuter == "true"
	out := []map[string]any{}
	for _, comp := range g.st.Components {
		if comp.AppID != sc.app.ID || !comp.PerfPlugin {
			continue
		}
		if outerOnly && !g.hasOuterPort(comp.ServiceID) {
			continue
		}
		monitors := []map[string]any{}
		for _, m := range g.st.Monitors {
			if m.ServiceID != comp.ServiceID {
				continue
			}
			if res := result(m); len(res) > 0 {
				monitors = append(monitors, map[string]any{
					"monitor_item": m.Item, "status": "success",
					"data": map[string]any{"resultType": resultType, "result": res},
				})
			}
		}
		out = append(out, map[string]any{
			"monitors": monitors, "service_id": comp.ServiceID,
			"service_cname": comp.ServiceCname, "service_alias": comp.ServiceAlias,
		})
	}
	return out
}

func (g *Gateway) hasOuterPort(serviceID string) bool {
	for _, p := range g.st.Ports[serviceID] {
		if p.IsOuterService {
			return true
		}
	}
	return false
}

// SetMonitorRangeDefect switches the server's range defect on (the default:
// every series with data answers {"value": []}) or off (series answer their
// points in "values", as a fixed server would).
func (g *Gateway) SetMonitorRangeDefect(on bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.rangePoints = !on
}
