package bench

import (
	"math"
	"slices"
	"strings"
	"testing"
)

func TestSummary(t *testing.T) {
	cases := []struct {
		runs          []float64
		lo, mid, high float64
	}{
		{[]float64{3, 1, 2}, 1, 2, 3},
		{[]float64{4, 1, 3, 2}, 1, 2.5, 4},
		{[]float64{7}, 7, 7, 7},
	}
	for _, c := range cases {
		lo, mid, hi := summary(c.runs)
		if lo != c.lo || mid != c.mid || hi != c.high {
			t.Errorf("summary(%v) = %v %v %v, want %v %v %v", c.runs, lo, mid, hi, c.lo, c.mid, c.high)
		}
	}
	if lo, _, _ := summary(nil); !math.IsNaN(lo) {
		t.Errorf("summary(nil) = %v, want NaN", lo)
	}
}

func TestFigureTarget(t *testing.T) {
	f := newFigure("x", "ratio", []float64{1.2, 2.0, 1.9}, 1.8)
	if f.Median != 1.9 || f.Met == nil || *f.Met {
		t.Errorf("median 1.9 against target 1.8: %+v", f)
	}
	if f := newFigure("y", "s", []float64{1}, 0); f.Target != nil || f.Met != nil {
		t.Errorf("a figure without a target has one: %+v", f)
	}
}

func TestRatiosPairRuns(t *testing.T) {
	if got := ratios([]float64{2, 3, 4}, []float64{1, 2}); !slices.Equal(got, []float64{2, 1.5}) {
		t.Errorf("ratios = %v", got)
	}
}

func TestByOperationFillsZeros(t *testing.T) {
	got := byOperation([]map[string]int{{"ListPorts": 50}, {"ListPorts": 51, "AddPort": 1}})
	if !slices.Equal(got["ListPorts"], []int{50, 51}) || !slices.Equal(got["AddPort"], []int{0, 1}) {
		t.Errorf("byOperation = %v", got)
	}
}

func TestPortsConfigSpreadsOverComponents(t *testing.T) {
	cfg := portsConfig("http://127.0.0.1:1", "T", 1000, 50)
	for _, want := range []string{`count          = 1000`, `format("sc%05d", count.index % 50)`, `8000 + floor(count.index / 50)`, `source = "rainbond/rainbond"`} {
		if !strings.Contains(cfg, want) {
			t.Errorf("config lacks %s:\n%s", want, cfg)
		}
	}
}

// A request count is judged on every run, a time on its median; only
// counts fail the bench.
func TestRequestTargetsJudgeEveryRun(t *testing.T) {
	r := Results{Figures: []Figure{
		newFigure("apply: requests", "requests", []float64{200, 261, 200}, 260),
		newFigure("plan: ratio", "ratio", []float64{1.0, 1.2, 1.3}, 1.1),
		newFigure("plan: lists", "requests", []float64{50, 50, 50}, 55),
	}}
	if got := r.MissedCounts(); !slices.Equal(got, []string{"apply: requests"}) {
		t.Errorf("MissedCounts = %v, want the apply's requests (one run of three above the target)", got)
	}
	if got := r.Missed(); !slices.Equal(got, []string{"apply: requests", "plan: ratio"}) {
		t.Errorf("Missed = %v", got)
	}
	if f := newFigure("ok", "ratio", []float64{1.0, 1.05, 1.3}, 1.1); !*f.Met {
		t.Errorf("a time whose median is within its target is missed: %+v", f)
	}
}
