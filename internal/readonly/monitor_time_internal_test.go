package readonly

import (
	"strconv"
	"strings"
	"testing"
)

func TestParseMonitorTime(t *testing.T) {
	ok := map[string]int64{
		"1714564800":                    1714564800,
		" 1714564800 ":                  1714564800,
		"0":                             0,
		"2024-05-01T12:00:00Z":          1714564800,
		"2024-05-01T14:00:00+02:00":     1714564800,
		"2024-05-01T12:00:00.999999Z":   1714564800,
		"2024-05-01T12:00:00.5-00:00":   1714564800,
		"1970-01-01T00:00:00Z":          0,
		"2024-05-01T12:00:01.000+00:00": 1714564801,
	}
	for in, want := range ok {
		got, err := parseMonitorTime(in)
		if err != nil || got != want {
			t.Errorf("parseMonitorTime(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "  ", "yesterday", "2024-05-01", "2024-05-01 12:00:00", "-5", "1.5", "1e9", "99999999999999999999"} {
		if _, err := parseMonitorTime(bad); err == nil {
			t.Errorf("parseMonitorTime(%q) accepted", bad)
		}
	}
	_, err := parseMonitorTime("yesterday")
	if err == nil || !strings.Contains(err.Error(), "RFC 3339") || !strings.Contains(err.Error(), "Unix seconds") {
		t.Errorf("message does not name both accepted forms: %v", err)
	}
}

func TestMonitorPoints(t *testing.T) {
	cases := []struct{ start, end, step, want int64 }{
		{0, 60, 60, 2},
		{0, 59, 60, 1},
		{0, 3600, 60, 61},
		{0, 10999 * 60, 60, 11000},
		{0, 11000 * 60, 60, 11001},
	}
	for _, c := range cases {
		if got := monitorPoints(c.start, c.end, c.step); got != c.want {
			t.Errorf("monitorPoints(%d, %d, %d) = %d, want %d", c.start, c.end, c.step, got, c.want)
		}
	}
}

func TestCheckMonitorRange(t *testing.T) {
	if p := checkMonitorRange(0, 3600, 60); len(p) != 0 {
		t.Errorf("valid range refused: %+v", p)
	}
	if p := checkMonitorRange(0, 10999*60, 60); len(p) != 0 {
		t.Errorf("exactly %d points refused: %+v", maxMonitorPoints, p)
	}

	p := checkMonitorRange(0, 11000*60, 60)
	if len(p) != 1 || p[0].attribute != "step" || !strings.Contains(p[0].detail, "11001 points") || !strings.Contains(p[0].detail, "at most 11000") {
		t.Fatalf("11001 points: %+v", p)
	}
	// The suggested step must itself pass.
	if !strings.Contains(p[0].detail, "at least 61 s") {
		t.Errorf("suggested step: %s", p[0].detail)
	}
	if q := checkMonitorRange(0, 11000*60, 61); len(q) != 0 {
		t.Errorf("suggested step refused: %+v", q)
	}

	p = checkMonitorRange(100, 100, 60)
	if len(p) != 1 || p[0].attribute != "end" {
		t.Errorf("equal start and end: %+v", p)
	}
	p = checkMonitorRange(200, 100, 0)
	if len(p) != 2 || p[0].attribute != "step" || p[1].attribute != "end" {
		t.Errorf("step 0 and end before start: %+v", p)
	}
	if !strings.Contains(p[1].detail, "1970-01-01T00:01:40Z") {
		t.Errorf("end message lacks a readable time: %s", p[1].detail)
	}
}

func TestMinStepSuggestionAlwaysFits(t *testing.T) {
	for _, span := range []int64{10999, 11000, 11001, 21998, 21999, 86400 * 30, 86400*365 + 7} {
		p := checkMonitorRange(0, span, 1)
		if span+1 <= maxMonitorPoints {
			continue
		}
		if len(p) != 1 {
			t.Fatalf("span %d: %+v", span, p)
		}
		var minStep int64
		for s := int64(1); ; s++ {
			if monitorPoints(0, span, s) <= maxMonitorPoints {
				minStep = s
				break
			}
		}
		if want := "at least " + strconv.FormatInt(minStep, 10) + " s"; !strings.Contains(p[0].detail, want) {
			t.Errorf("span %d: want %q in %q", span, want, p[0].detail)
		}
	}
}
