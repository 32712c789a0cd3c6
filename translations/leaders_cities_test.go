package translations

import (
	"strings"
	"testing"
)

// powerPrefixes are the keys that describe what a card does; each needs the
// card's name under wonders.card.<id>.
var powerPrefixes = []string{"wonders.leader_power.", "wonders.card_power."}

// TestLeadersAndCitiesCounts checks that the Leaders and Cities files name
// and describe every card of the two boxes: 36 leaders and 4 guilds, 27
// black cards, 3 guilds and 6 leaders.
func TestLeadersAndCitiesCounts(t *testing.T) {
	want := map[string]map[string]int{
		"leaders": {"wonders.leader_power.": 36, "wonders.card_power.": 4, "wonders.wonder_power.": 2},
		"cities":  {"wonders.leader_power.": 6, "wonders.card_power.": 30, "wonders.wonder_power.": 4},
	}
	for _, lang := range Languages() {
		for prefix, counts := range want {
			m, err := Messages(prefix + "." + lang + ".json")
			if err != nil {
				t.Fatal(err)
			}
			for kind, n := range counts {
				got := 0
				for k := range m {
					if strings.HasPrefix(k, kind) {
						got++
					}
				}
				if got != n {
					t.Errorf("%s.%s.json: %d keys %s*, want %d", prefix, lang, got, kind, n)
				}
			}
		}
	}
}

// TestPowersHaveNames checks that every card power has the card's name and
// every wonder side's power the wonder's and the city's names.
func TestPowersHaveNames(t *testing.T) {
	for _, lang := range Languages() {
		for _, k := range Keys(lang) {
			for _, p := range powerPrefixes {
				if id, ok := strings.CutPrefix(k, p); ok && !HasKey(lang, "wonders.card."+id) {
					t.Errorf("%s: %q has no name wonders.card.%s", lang, k, id)
				}
			}
			if rest, ok := strings.CutPrefix(k, "wonders.wonder_power."); ok {
				id, side, _ := strings.Cut(rest, ".")
				if side != "A" && side != "B" {
					t.Errorf("%s: %q, want a side A or B", lang, k)
				}
				for _, name := range []string{"wonders.wonder." + id, "wonders.city." + id} {
					if !HasKey(lang, name) {
						t.Errorf("%s: %q has no %s", lang, k, name)
					}
				}
			}
		}
	}
}

// TestLeadersFrenchNames pins the French names of the leaders, boards and
// guilds the French editions translate.
func TestLeadersFrenchNames(t *testing.T) {
	names := map[string]string{
		"wonders.card.alexander":        "Alexandre",
		"wonders.card.aristotle":        "Aristote",
		"wonders.card.cleopatra":        "Cléopâtre",
		"wonders.card.croesus":          "Crésus",
		"wonders.card.euclid":           "Euclide",
		"wonders.card.hypatia":          "Hypatie",
		"wonders.card.nefertiti":        "Néfertiti",
		"wonders.card.nero":             "Néron",
		"wonders.card.pericles":         "Périclès",
		"wonders.card.plato":            "Platon",
		"wonders.card.ptolemy":          "Ptolémée",
		"wonders.card.pythagoras":       "Pythagore",
		"wonders.card.solomon":          "Salomon",
		"wonders.card.courtesans_guild": "Guilde des Courtisanes",
		"wonders.wonder.rome":           "Le Colisée de Rome",
		"wonders.city.byzantium":        "Byzance",
		"wonders.leaders.name":          "Leaders",
	}
	l := newLocalizer(t, "fr")
	for key, want := range names {
		if got := l.T(key); got != want {
			t.Errorf("%s = %q, want %q", key, got, want)
		}
	}
}
