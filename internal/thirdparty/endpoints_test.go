package thirdparty

import (
	"strings"
	"testing"
)

// The console's address rules, one case each, and addresses it takes.
func TestCheckEndpoints(t *testing.T) {
	for _, c := range []struct {
		endpoints []string
		want      string // "" when taken
	}{
		{[]string{"10.0.0.5:80", "10.0.0.6:80"}, ""},
		{[]string{"http://10.0.0.5:8080"}, ""},
		{[]string{"https://db.example.com"}, ""},
		{[]string{"db.example.com:5432"}, ""},
		{[]string{"10.0.0.5"}, ""},
		{nil, "at least one"},
		{[]string{"10.0.0.5:80", "10.0.0.5:80"}, "listed twice"},
		{[]string{"127.0.0.1:80"}, "loopback"},
		{[]string{"127.8.0.1"}, "loopback"},
		{[]string{"0.0.0.0:80"}, "unspecified"},
		{[]string{"localhost:80"}, "localhost"},
		{[]string{"10.0.0.256:80"}, "neither a valid IP"},
		{[]string{"db_.example.com"}, "neither a valid IP"},
		{[]string{"::1:80"}, "loopback"},
		{[]string{"a.example.com", "b.example.com"}, "at most one domain"},
		{[]string{"db.example.com", "10.0.0.5"}, "beside other addresses"},
		{[]string{"10.0.0.5:http"}, "port must be a number"},
		{[]string{"http://10.0.0.5:80/x"}, "port must be a number"},
		{[]string{"10.0.0.5:0"}, "port must be a number"},
	} {
		err := checkEndpoints(c.endpoints)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%q refused: %v", c.endpoints, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%q: got %v, want an error with %q", c.endpoints, err, c.want)
		}
	}
}
