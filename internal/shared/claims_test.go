package provider

import "testing"

func TestRuleClaims(t *testing.T) {
	c := newRuleClaims()
	if !c.claim(false, "r1") || c.claim(false, "r1") {
		t.Fatal("a second create plan of r1 must be refused, the first accepted")
	}
	// The apply walk plans again and then creates: a create is not a second
	// plan of the same rule.
	if !c.claim(true, "r1") || c.claim(true, "r1") {
		t.Fatal("a second create of r1 must be refused, the first accepted")
	}
	if !c.claim(false, "r2") {
		t.Fatal("another rule is free")
	}
}
