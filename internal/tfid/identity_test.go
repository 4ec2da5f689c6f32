package tfid

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

func TestIdentitiesOfARule(t *testing.T) {
	display := "Web Shop"
	r := client.HTTPRule{TenantID: "0a1b", TeamName: "dev", ServiceID: "s1", ServiceName: "gr1", ServiceAlias: &display}
	for _, form := range []string{"0a1b", "dev"} {
		if !RuleTeam(r).Is(form) {
			t.Errorf("team form %q not recognised", form)
		}
	}
	for _, form := range []string{"s1", "gr1"} {
		if !RuleComponent(r).Is(form) {
			t.Errorf("component form %q not recognised", form)
		}
	}
	for _, other := range []string{"", "Web Shop", "s2"} {
		if RuleComponent(r).Is(other) {
			t.Errorf("%q taken for the component", other)
		}
	}
	if got := RuleComponent(r).String(); got != "gr1 (id s1)" {
		t.Errorf("String() = %q", got)
	}
}

func TestMayBeOneObject(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"gr1", "gr1", true},
		{"gr1", "gr2", false},
		{fixture.ServiceID, "gr1", true},
		{fixture.ServiceID, fixture.TenantID, false},
		{"acc-team", fixture.TenantID, true},
	} {
		if got := MayBeOneObject(c.a, c.b); got != c.want {
			t.Errorf("MayBeOneObject(%q, %q) = %v", c.a, c.b, got)
		}
	}
}
