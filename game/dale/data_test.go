package dale

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestCatalogShape(t *testing.T) {
	total := catalog.junk
	for d := range NumDecks {
		cards := DeckCards(d)
		if len(cards) != 6 {
			t.Fatalf("%s: %d cards", d, len(cards))
		}
		for k, c := range cards {
			if c.Deck() != d || c.Value() != deckValues[k] || c.Info().Copies != deckCopies[k] {
				t.Errorf("%s: %+v", c, c.Info())
			}
			total += c.Info().Copies
		}
	}
	if total != 110 {
		t.Errorf("%d cards in the box, want 110", total)
	}
	techniques, bonus := 0, 0
	for c := Card(1); c < NumCards; c++ {
		if c.Technique() {
			techniques++
			if c.Info().Bonus {
				bonus++
			}
		}
	}
	// 36 cards, 9 passives (Calculations, Glue, Sofa and the six owls):
	// 27 techniques, all with the + icon but Shopping Journey
	if techniques != 27 || bonus != 26 {
		t.Errorf("%d techniques, %d with +", techniques, bonus)
	}
}

// Bad data is refused at load.
func TestCatalogRefusesBadData(t *testing.T) {
	good, err := dataFS.ReadFile("data/cards.json")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ name, from, to string }{
		{"die", `"die": [1, 1, 2, 2, 3, 3]`, `"die": [1, 2, 3, 4, 5, 6]`},
		{"value", `"id": "magnet", "value": 4`, `"id": "magnet", "value": 3`},
		{"copies", `"id": "glue", "value": 5, "type": "passive", "bonus": false, "copies": 1`, `"id": "glue", "value": 5, "type": "passive", "bonus": false, "copies": 2`},
		{"order", `"id": "magnet"`, `"id": "magnets"`},
		{"passive with +", `"id": "sofa", "value": 5, "type": "passive", "bonus": false`, `"id": "sofa", "value": 5, "type": "passive", "bonus": true`},
		{"timing", `"timing": "lasting"`, `"timing": "later"`},
		{"junk", `"copies": 20`, `"copies": 21`},
	} {
		bad := strings.Replace(string(good), tc.from, tc.to, 1)
		if bad == string(good) {
			t.Fatalf("%s: nothing replaced", tc.name)
		}
		if _, err := parseCatalog([]byte(bad)); err == nil {
			t.Errorf("%s: bad data accepted", tc.name)
		}
	}
}

// Every key the engine names exists in both languages, and both files have
// the same keys.
func TestTranslations(t *testing.T) {
	files := map[string]map[string]any{}
	for _, lang := range []string{"en", "fr"} {
		b, err := os.ReadFile(filepath.Join("..", "..", "translations", "dale."+lang+".json"))
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(b, &m); err != nil {
			t.Fatal(err)
		}
		files[lang] = m
		for _, k := range TextKeys() {
			if m[k] == nil || m[k] == "" {
				t.Errorf("%s: no %q", lang, k)
			}
		}
	}
	for k := range files["en"] {
		if _, ok := files["fr"][k]; !ok {
			t.Errorf("%q in English only", k)
		}
	}
	if len(files["en"]) != len(files["fr"]) {
		t.Errorf("%d English keys, %d French", len(files["en"]), len(files["fr"]))
	}
}
