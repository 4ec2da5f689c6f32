package httpdomain

import (
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/diag"
)

// An update that would leave the rule with a name the region refuses is
// stopped before the write, naming the form to write; a valid name passes.
func TestCheckUpdateDomain(t *testing.T) {
	for name, ok := range map[string]bool{
		"shop.example.com": true, "*.example.com": true, "xn--bcher-kva.example.com": true,
		"Shop.example.com": false, "bücher.example.com": false, "under_score.example.com": false,
	} {
		var diags diag.Diagnostics
		if got := checkUpdateDomain("r1", name, &diags); got != ok || diags.HasError() == ok {
			t.Errorf("%q: passed %t, want %t: %v", name, got, ok, diags)
		}
	}
	var diags diag.Diagnostics
	checkUpdateDomain("r1", "Shop.example.com", &diags)
	if d := diags.Errors()[0].Detail(); !strings.Contains(d, `"shop.example.com"`) || !strings.Contains(d, "Nothing was sent") {
		t.Errorf("detail = %s", d)
	}
}
