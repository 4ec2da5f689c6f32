package readonly

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

// maxMonitorPoints is the metrics system's limit of points per series in one
// range query; a larger query is refused by the server only after the round
// trip, so the data source refuses it at plan time.
const maxMonitorPoints = 11000

// parseMonitorTime reads a time given as RFC 3339 or as whole Unix seconds and
// returns Unix seconds, which is what the server expects in the query string.
// Fractions of a second are dropped, so the value checked is the value sent.
func parseMonitorTime(s string) (int64, error) {
	v := strings.TrimSpace(s)
	if v == "" {
		return 0, fmt.Errorf("the time is empty; give an RFC 3339 time such as 2024-05-01T12:00:00Z or Unix seconds such as 1714564800")
	}
	if isDigits(v) {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			return 0, fmt.Errorf("%q is too large for Unix seconds", s)
		}
		return n, nil
	}
	t, err := time.Parse(time.RFC3339Nano, v)
	if err != nil {
		return 0, fmt.Errorf("%q is neither an RFC 3339 time (such as 2024-05-01T12:00:00Z or 2024-05-01T14:00:00+02:00) nor whole Unix seconds (such as 1714564800)", s)
	}
	return t.Unix(), nil
}

func isDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

// monitorPoints is how many points one series of the range holds.
func monitorPoints(start, end, step int64) int64 {
	return (end-start)/step + 1
}

// checkMonitorRange returns the reasons a range query would be refused, each
// phrased for the attribute it names. An empty result means the range is fine.
func checkMonitorRange(start, end, step int64) []rangeProblem {
	problems := checkMonitorStep(step)
	if end <= start {
		problems = append(problems, rangeProblem{"end", "End not after start",
			fmt.Sprintf("end (%s) must be later than start (%s).", formatUnix(end), formatUnix(start))})
	}
	if len(problems) > 0 {
		return problems
	}
	if n := monitorPoints(start, end, step); n > maxMonitorPoints {
		// The smallest step s with (end-start)/s < maxMonitorPoints.
		minStep := (end-start)/maxMonitorPoints + 1
		problems = append(problems, rangeProblem{"step", "Too many points per series",
			fmt.Sprintf("From %s to %s at a step of %d s, each series would hold %d points; the metrics system allows at most %d. Use a step of at least %d s or a shorter range.",
				formatUnix(start), formatUnix(end), step, n, maxMonitorPoints, minStep)})
	}
	return problems
}

// checkMonitorStep is the part of checkMonitorRange that needs no times.
func checkMonitorStep(step int64) []rangeProblem {
	if step > 0 {
		return nil
	}
	return []rangeProblem{{"step", "Invalid step",
		fmt.Sprintf("step must be a positive number of seconds, got %d.", step)}}
}

// rangeProblem is one reason a monitor range is refused.
type rangeProblem struct {
	attribute string
	summary   string
	detail    string
}

func formatUnix(sec int64) string {
	return fmt.Sprintf("%s, Unix %d", time.Unix(sec, 0).UTC().Format(time.RFC3339), sec)
}

var errUnknownValue = errors.New("value not known yet")

// monitorTimeValidator accepts the time forms of parseMonitorTime.
func monitorTimeValidator() validator.String {
	return tfschema.StringCheck("must be an RFC 3339 time or whole Unix seconds", "Invalid time",
		func(s string) error { _, err := parseMonitorTime(s); return err })
}
