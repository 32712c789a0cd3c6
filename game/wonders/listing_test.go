package wonders

import "testing"

// Apply trusts Legal's last listing only for the seat it was made for, at
// the point of the game it was made; a clone starts without one.
func TestListingHoldsForItsPointOnly(t *testing.T) {
	g := start(t, config(3, 1, VariantSides, "A"))
	legal := g.Legal(0, nil)
	if !g.listedHas(0, legal[0]) {
		t.Fatal("Legal's listing is not kept")
	}
	if g.listedHas(1, legal[0]) {
		t.Fatal("seat 0's listing validates for seat 1")
	}
	if g.clone().listedHas(0, legal[0]) {
		t.Fatal("a clone kept the listing")
	}
	if err := g.Apply(0, legal[0]); err != nil {
		t.Fatal(err)
	}
	if g.listedHas(0, legal[0]) {
		t.Fatal("the listing outlived the decision")
	}
	// a listing for another seat does not stand in for the right one
	g.Legal(1, nil)
	other := g.Legal(2, nil)
	if err := g.Apply(1, other[0]); err == nil {
		t.Fatalf("seat 1 played seat 2's option %v", MustDecode(other[0]))
	}
}
