package httprule

import (
	"reflect"
	"testing"
)

func TestParseRuleExtensions(t *testing.T) {
	cases := map[string][]string{
		"":                                     {},
		" ":                                    {},
		"httptohttps:true":                     {"httptohttps:true"},
		"lb-type:round-robin,httptohttps:true": {"lb-type:round-robin", "httptohttps:true"},
		"lb-type:round-robin,":                 {"lb-type:round-robin"},
		" a:1 , ,b:2,":                         {"a:1", "b:2"},
	}
	for raw, want := range cases {
		if got := parseRuleExtensions(raw); !reflect.DeepEqual(got, want) {
			t.Errorf("parseRuleExtensions(%q) = %#v, want %#v", raw, got, want)
		}
	}
}

func TestRuleExtensionsRoundTrip(t *testing.T) {
	for _, items := range [][]string{{}, {"a:1"}, {"b:2", "a:1", "c:x:y"}} {
		raw := formatRuleExtensions(items)
		if got := parseRuleExtensions(raw); !reflect.DeepEqual(got, items) {
			t.Errorf("%#v -> %q -> %#v", items, raw, got)
		}
	}
	// The server's trailing comma reads back to the same list.
	if got := parseRuleExtensions(formatRuleExtensions([]string{"a:1"}) + ","); !reflect.DeepEqual(got, []string{"a:1"}) {
		t.Errorf("trailing comma: %#v", got)
	}
}

func TestCheckRuleExtension(t *testing.T) {
	for _, ok := range []string{"lb-type:round-robin", "httptohttps:true", "k:", "k:v:w"} {
		if err := checkRuleExtension(ok); err != nil {
			t.Errorf("%q: %v", ok, err)
		}
	}
	for _, bad := range []string{"", "novalue", ":v", " k:v", "k:v ", "a:1,b:2"} {
		if err := checkRuleExtension(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}
