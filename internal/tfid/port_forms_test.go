package tfid

import (
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-go/tftypes"
)

func TestClaimForm(t *testing.T) {
	single := tftypes.NewValue(tftypes.Object{AttributeTypes: map[string]tftypes.Type{"container_port": tftypes.Number}}, nil)
	set := tftypes.NewValue(tftypes.Object{AttributeTypes: map[string]tftypes.Type{"ports": tftypes.Map{ElementType: tftypes.String}}}, nil)
	for _, c := range []struct {
		claim PortClaim
		want  string
	}{
		{PortClaim{Config: single}, "rainbond_component_port"},
		{PortClaim{Config: set}, "rainbond_component_ports"},
		{PortClaim{}, "rainbond_component_port"}, // a destroy claim carries no configuration
	} {
		if got := ClaimForm(c.claim); got != c.want {
			t.Errorf("ClaimForm = %q, want %q", got, c.want)
		}
		if !strings.Contains(ClaimHolder(c.claim), c.want+" resource") {
			t.Errorf("ClaimHolder = %q, want it to name %s", ClaimHolder(c.claim), c.want)
		}
	}
}
