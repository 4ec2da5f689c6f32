package httprule

import (
	"reflect"
	"strings"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
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

// storedAs joins the update's objects the way the platform stores them
// (platform facts, "Updating a rule").
func storedAs(objs []client.RuleExtension) string {
	parts := make([]string, 0, len(objs))
	for _, o := range objs {
		parts = append(parts, o.Key+":"+o.Value)
	}
	return strings.Join(parts, ",")
}

func TestRuleExtensionsRoundTrip(t *testing.T) {
	for _, items := range [][]string{{}, {"a:1"}, {"b:2", "a:1", "c:x:y"}} {
		objs := extensionObjects(items)
		raw := storedAs(objs)
		if got := parseRuleExtensions(raw); !reflect.DeepEqual(got, items) {
			t.Errorf("%#v -> %+v -> %q -> %#v", items, objs, raw, got)
		}
	}
	if got := extensionObjects([]string{"c:x:y"}); got[0] != (client.RuleExtension{Key: "c", Value: "x:y"}) {
		t.Errorf("split at the first colon: %+v", got)
	}
	// The server's trailing comma reads back to the same list.
	if got := parseRuleExtensions("a:1,"); !reflect.DeepEqual(got, []string{"a:1"}) {
		t.Errorf("trailing comma: %#v", got)
	}
}

func TestCheckRuleExtension(t *testing.T) {
	for _, ok := range []string{"lb-type:round-robin", "httptohttps:true", "k:v:w"} {
		if err := checkRuleExtension(ok); err != nil {
			t.Errorf("%q: %v", ok, err)
		}
	}
	for _, bad := range []string{"", "novalue", ":v", "k:", " k:v", "k:v ", "a:1,b:2"} {
		if err := checkRuleExtension(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}
