package client

import (
	"encoding/json"
	"math"
	"testing"
)

// An integer written as a whole float is read when it fits an int64, and
// refused when it does not, rather than wrapped around.
func TestFlexIntFromFloatBounds(t *testing.T) {
	var f flexInt
	if err := json.Unmarshal([]byte(`"-9223372036854775808.0"`), &f); err != nil || int64(f) != math.MinInt64 {
		t.Errorf("the smallest int64 as a float: %d, %v", f, err)
	}
	for _, s := range []string{`"9223372036854775808.0"`, `9.3e18`, `"-9.3e18"`} {
		if err := json.Unmarshal([]byte(s), &f); err == nil {
			t.Errorf("%s read as %d", s, f)
		}
	}
}
