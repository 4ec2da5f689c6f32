package tfid

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-go/tftypes"
)

func TestNameClaims(t *testing.T) {
	cfg := tftypes.NewValue(tftypes.String, "a")
	nc := NewNameClaims()
	if _, clash := nc.Claim("r/1/ext", ResourcePass{Pass: PassUpdate, Config: cfg, Token: "t1", ID: "x"}); clash {
		t.Fatal("a first claim clashes")
	}
	// The create pass of the same resource's replacement.
	if _, clash := nc.Claim("r/1/ext", ResourcePass{Pass: PassCreate, Config: cfg, Token: "t1"}); clash {
		t.Fatal("the two passes of one replacement clash")
	}
	if _, clash := nc.Claim("r/2/ext", ResourcePass{Pass: PassCreate, Config: cfg}); clash {
		t.Fatal("another app's name clashes")
	}
	earlier, clash := nc.Claim("r/1/ext", ResourcePass{Pass: PassCreate, Config: tftypes.NewValue(tftypes.String, "b")})
	if !clash || earlier.ID != "x" {
		t.Fatalf("a second resource of the name: clash %v with %+v, want the one in state", clash, earlier)
	}
	var none *NameClaims
	if _, clash := none.Claim("r/1/ext", ResourcePass{}); clash {
		t.Fatal("a nil NameClaims clashes")
	}
}
