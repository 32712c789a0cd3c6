package game

import "testing"

func TestVariantApplies(t *testing.T) {
	tests := []struct {
		name       string
		v          Variant
		expansions []string
		want       bool
	}{
		{"game switch", Variant{Name: "sides"}, nil, true},
		{"needs its expansion, off", Variant{Name: "market-day", Requires: "commerce"}, []string{"faith"}, false},
		{"needs its expansion, on", Variant{Name: "market-day", Requires: "commerce"}, []string{"commerce"}, true},
		{"included, expansion off", Variant{Name: "syracuse", IncludedIn: "faith"}, nil, true},
		{"included, expansion on", Variant{Name: "syracuse", IncludedIn: "faith"}, []string{"commerce", "faith"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.v.Applies(tt.expansions); got != tt.want {
				t.Errorf("Applies(%v) = %v, want %v", tt.expansions, got, tt.want)
			}
		})
	}
}
