package assets

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"agora/game/wonders"
)

// pictureItem is one thing of the 7 Wonders tables that shows a picture.
type pictureItem struct {
	key   string // manifest key
	group string // items that must not share an icon ("age 1", "leaders"...)
}

// wondersPictureItems lists every card of the Ages (guilds, black cards
// of Cities, Faith's and Leaders' guilds), every leader (Leaders',
// Cities', Faith's), every god of every pantheon (implemented or not)
// and every wonder board, from the engine's data.
func wondersPictureItems() []pictureItem {
	var items []pictureItem
	for _, ci := range wonders.Cards() {
		if ci.Color == wonders.White {
			items = append(items, pictureItem{"leader:" + ci.ID, "leaders"})
			continue
		}
		items = append(items, pictureItem{"card:" + ci.ID, fmt.Sprintf("age %d", ci.Age)})
	}
	for _, gi := range wonders.Gods() {
		items = append(items, pictureItem{"god:" + gi.ID, "gods"})
	}
	for _, wi := range wonders.Wonders() {
		items = append(items, pictureItem{"wonder:" + wi.ID, "wonders"})
	}
	return items
}

// withoutPicture lists the items whose key has no icon, or whose icon
// has no file.
func withoutPicture(items []pictureItem, icon func(string) (string, bool), file func(string) bool) []string {
	var out []string
	for _, it := range items {
		name, ok := icon(it.key)
		switch {
		case !ok:
			out = append(out, it.key+": no manifest entry")
		case !file(name):
			out = append(out, it.key+": no file for "+name)
		}
	}
	return out
}

// sharedPictures lists the icons two different items of one group share.
func sharedPictures(items []pictureItem, icon func(string) (string, bool)) []string {
	seen := map[string]string{} // group/icon -> key
	var out []string
	for _, it := range items {
		name, ok := icon(it.key)
		if !ok {
			continue
		}
		id := it.group + "/" + name
		if prev, ok := seen[id]; ok && prev != it.key {
			out = append(out, fmt.Sprintf("%s: %s and %s both show %s", it.group, prev, it.key, name))
			continue
		}
		seen[id] = it.key
	}
	sort.Strings(out)
	return out
}

func hasIconFile(icon string) bool {
	_, ok := pictureSVG(icon)
	return ok
}

func TestEveryWondersItemHasAPicture(t *testing.T) {
	items := wondersPictureItems()
	count := map[string]int{}
	for _, it := range items {
		kind, _, _ := strings.Cut(it.key, ":")
		count[kind]++
	}
	// The data's size, so that a list that lost its cards fails too.
	for kind, least := range map[string]int{"card": 110, "leader": 40, "god": 30, "wonder": 12} {
		if count[kind] < least {
			t.Errorf("%d %s items from the data, want at least %d", count[kind], kind, least)
		}
	}
	if missing := withoutPicture(items, PictureIcon, hasIconFile); len(missing) > 0 {
		t.Errorf("%d items without a picture (assets/pictures/wonders.json, then scripts/pictures.sh):\n%v", len(missing), missing)
	}
}

func TestNoTwoWondersItemsOfAGroupShareAPicture(t *testing.T) {
	if shared := sharedPictures(wondersPictureItems(), PictureIcon); len(shared) > 0 {
		t.Errorf("pictures shared within a group:\n%v", shared)
	}
}

// The keys the manifest holds are all items of the data (no stale key
// for a card the data renamed).
func TestWondersManifestHoldsOnlyDataItems(t *testing.T) {
	known := map[string]bool{}
	for _, it := range wondersPictureItems() {
		known[it.key] = true
	}
	for _, k := range PictureKeys() {
		if strings.HasPrefix(k, "dale:") {
			continue
		}
		if !known[k] {
			t.Errorf("manifest key %s names nothing in the 7 Wonders data", k)
		}
	}
}

// Both checks fail on what they are there to catch.
func TestPictureChecksCanFail(t *testing.T) {
	icons := map[string]string{
		"card:lumber_yard": "wood-pile",
		"card:stone_pit":   "stone-pile",
		"card:sawmill":     "wood-pile", // another Age: allowed
		"card:clay_pool":   "ghost",     // no such file
		"leader:caesar":    "caesar",
		"leader:nero":      "caesar",
	}
	icon := func(k string) (string, bool) { s, ok := icons[k]; return s, ok }
	file := func(name string) bool { return name != "ghost" }
	cases := []struct {
		name           string
		items          []pictureItem
		missing, share int
	}{
		{"all pictured, none shared", []pictureItem{{"card:lumber_yard", "age 1"}, {"card:stone_pit", "age 1"}, {"card:sawmill", "age 2"}}, 0, 0},
		{"no entry", []pictureItem{{"card:lumber_yard", "age 1"}, {"card:ore_vein", "age 1"}}, 1, 0},
		{"no file", []pictureItem{{"card:clay_pool", "age 1"}}, 1, 0},
		{"same Age shares", []pictureItem{{"card:lumber_yard", "age 1"}, {"card:sawmill", "age 1"}}, 0, 1},
		{"leaders share", []pictureItem{{"leader:caesar", "leaders"}, {"leader:nero", "leaders"}}, 0, 1},
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
