package platform

import (
	"reflect"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"

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
		if got := ParseRuleExtensions(raw); !reflect.DeepEqual(got, want) {
			t.Errorf("ParseRuleExtensions(%q) = %#v, want %#v", raw, got, want)
		}
	}
}

// storedAs joins the objects the way the platform stores them (platform
// facts, "Updating a rule").
func storedAs(objs []client.RuleExtension) string {
	parts := make([]string, 0, len(objs))
	for _, o := range objs {
		parts = append(parts, o.Key+":"+o.Value)
	}
	return strings.Join(parts, ",")
}

func TestRuleExtensionsRoundTrip(t *testing.T) {
	for _, items := range [][]string{{}, {"a:1"}, {"b:2", "a:1", "c:x:y"}} {
		objs := RuleExtensionObjects(items)
		raw := storedAs(objs)
		if got := ParseRuleExtensions(raw); !reflect.DeepEqual(got, items) {
			t.Errorf("%#v -> %+v -> %q -> %#v", items, objs, raw, got)
		}
		if got := RuleExtensionItems(objs); !reflect.DeepEqual(got, items) {
			t.Errorf("items of %+v = %#v, want %#v", objs, got, items)
		}
	}
	if got := RuleExtensionObjects([]string{"c:x:y"}); got[0] != (client.RuleExtension{Key: "c", Value: "x:y"}) {
		t.Errorf("split at the first colon: %+v", got)
	}
	// The server's trailing comma reads back to the same list.
	if got := ParseRuleExtensions("a:1,"); !reflect.DeepEqual(got, []string{"a:1"}) {
		t.Errorf("trailing comma: %#v", got)
	}
}

func TestCheckRuleExtension(t *testing.T) {
	for _, ok := range []string{"lb-type:round-robin", "httptohttps:true", "k:v:w", "a:b:c"} {
		if err := CheckRuleExtension(ok); err != nil {
			t.Errorf("%q: %v", ok, err)
		}
	}
	for _, bad := range []string{"", "a", "novalue", ":v", "k:", " k:v", "k:v ", "a:1,b:2", "a:b,c:d"} {
		if err := CheckRuleExtension(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestCheckExtensionsKept(t *testing.T) {
	empty := types.ListValueMust(types.StringType, []attr.Value{})
	one := types.ListValueMust(types.StringType, []attr.Value{types.StringValue("lb-type:cookie")})
	for _, c := range []struct {
		name    string
		cfg     types.List
		have    []string
		refused bool
	}{
		{"[] over extensions", empty, []string{"lb-type:round-robin"}, true},
		{"[] over none", empty, []string{}, false},
		{"unset", types.ListNull(types.StringType), []string{"lb-type:round-robin"}, false},
		{"unknown", types.ListUnknown(types.StringType), []string{"lb-type:round-robin"}, false},
		{"a replacing list", one, []string{"lb-type:round-robin"}, false},
	} {
		var diags diag.Diagnostics
		CheckExtensionsKept(c.cfg, "r1", c.have, &diags)
		if diags.HasError() != c.refused {
			t.Errorf("%s: refused %t, want %t: %v", c.name, diags.HasError(), c.refused, diags)
		}
	}
}
