package httprule

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// Adoption through a port takes type 0 alone; without a type, the
// generated domain's form decides.
func TestIsDefaultRule(t *testing.T) {
	zero, one, port := int64(0), int64(1), int64(80)
	base := client.HTTPRule{ServiceName: "gr1", TeamName: "dev", ContainerPort: &port}
	for _, c := range []struct {
		name   string
		typ    *int64
		domain string
		want   bool
	}{
		{"type 0", &zero, "shop.example.com", true},
		{"type 1 with the generated form", &one, "gr1-80-dev.apps.example.com", false},
		{"no type, generated form", nil, "gr1-80-dev.apps.example.com", true},
		{"no type, other port", nil, "gr1-81-dev.apps.example.com", false},
		{"no type, custom", nil, "shop.example.com", false},
	} {
		r := base
		r.Type, r.DomainName = c.typ, c.domain
		if got := isDefaultRule(r); got != c.want {
			t.Errorf("%s: isDefaultRule = %t, want %t", c.name, got, c.want)
		}
	}
}
