package region

import (
	"math"
	"strconv"
)

// The metrics system behind the region (platform-facts, Monitoring): the
// items it reports, its resolution limit, and the series the mock makes
// from a fixture's, with their points or a value that wobbles in time.

// MonitorItems are the monitor items the server is known to report.
var MonitorItems = []string{"request_time", "request", "request_client"}

// MaxPoints is the resolution limit of the metrics system behind the server.
const MaxPoints = 11000

// ParseSeconds reads a time or a step of a range query, in seconds.
func ParseSeconds(s string) (float64, bool) {
	f, err := strconv.ParseFloat(s, 64)
	return f, err == nil && !math.IsNaN(f) && !math.IsInf(f, 0)
}

// RangeValues are a series' points from start to end: the fixture's own
// points in the range, or, without any, one synthesized point per step.
func RangeValues(m MonitorSeries, start, end, step float64) [][]string {
	values := [][]string{}
	if len(m.Points) > 0 {
		for _, p := range m.Points {
			if p.Time >= start && p.Time <= end {
				values = append(values, []string{FormatFloat(p.Time), p.Value})
			}
		}
		return values
	}
	for i := 0; start+float64(i)*step <= end; i++ {
		t := start + float64(i)*step
		values = append(values, []string{FormatFloat(t), SynthValue(m.Value, t)})
	}
	return values
}

// FormatFloat writes a number as the metrics system does.
func FormatFloat(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }

// SynthValue wobbles around base so that series look alive yet stay
// deterministic in t.
func SynthValue(base, t float64) string {
	v := base * (1 + 0.1*math.Sin(t/300))
	return FormatFloat(math.Round(v*1000) / 1000)
}
