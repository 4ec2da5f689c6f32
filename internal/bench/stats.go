package bench

import (
	"math"
	"slices"
)

// Figure is one measured quantity over several runs.
type Figure struct {
	Name   string    `json:"name"`
	Unit   string    `json:"unit"` // "requests", "s" or "ratio"
	Runs   []float64 `json:"runs"`
	Min    float64   `json:"min"`
	Median float64   `json:"median"`
	Max    float64   `json:"max"`
	// Target is the largest acceptable median of a time or ratio, and the
	// largest acceptable request count of any run, when the figure has one.
	Target *float64 `json:"target,omitempty"`
	// Met reports whether the figure is within Target; nil without a target.
	Met *bool `json:"met,omitempty"`
}

// newFigure summarises the runs; target <= 0 means none. Times vary with
// the machine's load, so their median is judged; request counts do not, so
// every run must be within the target.
func newFigure(name, unit string, runs []float64, target float64) Figure {
	f := Figure{Name: name, Unit: unit, Runs: slices.Clone(runs)}
	f.Min, f.Median, f.Max = summary(runs)
	if target > 0 {
		judged := f.Median
		if unit == "requests" {
			judged = f.Max
		}
		met := judged <= target
		f.Target, f.Met = &target, &met
	}
	return f
}

// summary returns the min, median and max; the median of an even count is
// the mean of the middle two. All are NaN for no runs.
func summary(runs []float64) (lo, mid, hi float64) {
	if len(runs) == 0 {
		return math.NaN(), math.NaN(), math.NaN()
	}
	s := slices.Clone(runs)
	slices.Sort(s)
	n := len(s)
	mid = s[n/2]
	if n%2 == 0 {
		mid = (s[n/2-1] + s[n/2]) / 2
	}
	return s[0], mid, s[n-1]
}

// ratios divides a by b run by run (runs are interleaved, so run i of one
// and run i of the other saw the same machine load).
func ratios(a, b []float64) []float64 {
	out := make([]float64, 0, min(len(a), len(b)))
	for i := range min(len(a), len(b)) {
		out = append(out, a[i]/b[i])
	}
	return out
}
