package assets

import (
	"strings"
	"testing"

	"agora/game/dale"
)

// daleGroup is the group of a Dale card whose pictures must differ: its
// animalfolk deck, or "junk".
func daleGroup(ci dale.CardInfo) string {
	if ci.Deck == dale.NoDeck {
		return "junk"
	}
	return "dale " + ci.Deck.String()
}

// dalePictureItems lists every Dale of Merchants card kind of the
// engine's data: Junk and the six cards of each of the six animalfolk
// decks.
func dalePictureItems() []pictureItem {
	var items []pictureItem
	for _, ci := range dale.Cards() {
		items = append(items, pictureItem{"dale:" + ci.ID, daleGroup(ci)})
	}
	return items
}

func TestEveryDaleCardHasAPicture(t *testing.T) {
	items := dalePictureItems()
	groups := map[string]int{}
	for _, it := range items {
		groups[it.group]++
	}
	// The data's shape, so that a list that lost its cards fails too.
	if len(items) != 37 || groups["junk"] != 1 || len(groups) != 7 {
		t.Errorf("%d Dale cards in %d groups from the data, want 37 in 7 (Junk and six decks)", len(items), len(groups))
	}
	for g, n := range groups {
		if g != "junk" && n != 6 {
			t.Errorf("%s has %d cards, want 6", g, n)
		}
	}
	if missing := withoutPicture(items, PictureIcon, hasIconFile); len(missing) > 0 {
		t.Errorf("%d Dale cards without a picture (assets/pictures/dale.json, then scripts/pictures.sh):\n%v", len(missing), missing)
	}
}

func TestNoTwoDaleCardsOfADeckShareAPicture(t *testing.T) {
	if shared := sharedPictures(dalePictureItems(), PictureIcon); len(shared) > 0 {
		t.Errorf("pictures shared within an animalfolk deck:\n%v", shared)
	}
}

// The dale: keys the manifests hold are all cards of the data (no stale
// key for a card the data renamed).
func TestDaleManifestHoldsOnlyDataCards(t *testing.T) {
	known := map[string]bool{}
	for _, it := range dalePictureItems() {
		known[it.key] = true
	}
	for _, k := range PictureKeys() {
		if strings.HasPrefix(k, "dale:") && !known[k] {
			t.Errorf("manifest key %s names no Dale card of the data", k)
		}
	}
}

// The Dale checks fail on what they are there to catch: a card without
// an entry or a file, two cards of one deck with one icon. Cards of two
// decks may share one.
func TestDalePictureChecksCanFail(t *testing.T) {
	icons := map[string]string{
		"dale:magnet":            "magnet",
		"dale:glue":              "sticky-boot",
		"dale:calculations":      "magnet",      // Platypuses again
		"dale:siesta":            "magnet",      // another deck: allowed
		"dale:lunch_break":       "ghost-slice", // no such file
		"dale:junk":              "broken-pottery",
		"dale:tireless_tinkerer": "broken-pottery", // Junk is a group of its own
	}
	icon := func(k string) (string, bool) { s, ok := icons[k]; return s, ok }
	file := func(name string) bool { return name != "ghost-slice" }
	item := func(c dale.Card) pictureItem {
		return pictureItem{"dale:" + c.String(), daleGroup(c.Info())}
	}
	cases := []struct {
		name           string
		items          []pictureItem
		missing, share int
	}{
		{"all pictured, none shared", []pictureItem{item(dale.Magnet), item(dale.Glue), item(dale.Junk)}, 0, 0},
		{"no entry", []pictureItem{item(dale.Magnet), item(dale.Sofa)}, 1, 0},
		{"no file", []pictureItem{item(dale.LunchBreak)}, 1, 0},
		{"one deck shares", []pictureItem{item(dale.Magnet), item(dale.Calculations)}, 0, 1},
		{"two decks share", []pictureItem{item(dale.Magnet), item(dale.Siesta)}, 0, 0},
		{"Junk and a deck share", []pictureItem{item(dale.Junk), item(dale.TirelessTinkerer)}, 0, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := withoutPicture(c.items, icon, file); len(got) != c.missing {
				t.Errorf("withoutPicture = %v, want %d", got, c.missing)
			}
			if got := sharedPictures(c.items, icon); len(got) != c.share {
				t.Errorf("sharedPictures = %v, want %d", got, c.share)
			}
		})
	}
}
