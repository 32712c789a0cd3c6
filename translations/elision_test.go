package translations

import "testing"

// TestElides: French elides "de" before a name beginning with a vowel
// sound, not before a consonant nor an h.
func TestElides(t *testing.T) {
	for _, c := range []struct {
		name string
		want bool
	}{
		{"Ana", true}, {"ada", true}, {"Émile", true}, {"Yves", true}, {"Œdipe", true}, {" Inès", true},
		{"Léo", false}, {"Hugo", false}, {"Zoé", false}, {"", false}, {"42", false}, {"·Ana", false},
	} {
		if got := Elides(c.name); got != c.want {
			t.Errorf("Elides(%q) = %v, want %v", c.name, got, c.want)
		}
	}
}
