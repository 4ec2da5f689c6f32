package componentports

import "testing"

func TestParsePortKey(t *testing.T) {
	for k, want := range map[string]int64{"1": 1, "8080": 8080, "65535": 65535} {
		if n, err := parsePortKey(k); err != nil || n != want {
			t.Errorf("parsePortKey(%q) = %d, %v; want %d", k, n, err, want)
		}
	}
	for _, k := range []string{"", "0", "65536", "-1", "+80", "080", "http", "80 "} {
		if n, err := parsePortKey(k); err == nil {
			t.Errorf("parsePortKey(%q) = %d, want an error", k, n)
		}
	}
}
