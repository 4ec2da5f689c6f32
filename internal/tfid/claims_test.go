package tfid

import "testing"

func TestClaims(t *testing.T) {
	c := NewClaims()
	if !c.Take("planned", "r1") || c.Take("planned", "r1") {
		t.Fatal("a second claim of r1 must be refused, the first accepted")
	}
	if c.Taken("adopted", "r1") {
		t.Fatal("a claim of one kind is not one of another")
	}
	// The apply walk plans again and then creates: a claim of another kind
	// is not a second claim of the same.
	if !c.Take("adopted", "r1") || c.Take("adopted", "r1") || !c.Taken("adopted", "r1") {
		t.Fatal("a second adopted claim of r1 must be refused, the first accepted and remembered")
	}
	if !c.Take("planned", "r2") {
		t.Fatal("another id is free")
	}
}
