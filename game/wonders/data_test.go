package wonders

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

func TestDataCounts(t *testing.T) {
	if got := len(Cards()); got != 81+40+36+1 {
		t.Errorf("%d card kinds, want 68 + 10 guilds + Faith's 3 + Leaders' 36 leaders and 4 guilds + Cities' 27 black cards, 3 guilds and 6 leaders + Faith's Héraclès", got)
	}
	for players := 3; players <= 7; players++ {
		for age := 1; age <= 3; age++ {
			n := 0
			for i := range catalog.cards {
				if catalog.cards[i].Age == age && !catalog.cards[i].Guild && catalog.cards[i].Color != Black {
					n += catalog.cards[i].printed(players)
				}
			}
			if age == 3 {
				n += players + 2
			}
			if n != 7*players {
				t.Errorf("age %d at %d players: %d cards", age, players, n)
			}
		}
	}
	for i := range catalog.cards {
		for _, to := range catalog.cards[i].ChainTo {
			if !contains(catalog.cards[to].ChainFrom, Card(i)) {
				t.Errorf("%s chains to %s but not back", catalog.cards[i].ID, catalog.cards[to].ID)
			}
		}
	}
	if s, _ := CardByID("loom_1"); catalog.cards[s].structure != catalog.cards[cid("loom_2")].structure {
		t.Error("the two Looms must share a name")
	}
}

func contains(cs []Card, c Card) bool {
	for _, x := range cs {
		if x == c {
			return true
		}
	}
	return false
}

// Spot checks of facts against the reference data.
func TestDataFacts(t *testing.T) {
	forum := cid("forum").Info()
	if len(forum.ChainFrom) != 2 || forum.Effects[0].Kind != Choice || forum.Effects[0].Tradable {
		t.Errorf("forum: %+v", forum)
	}
	if c := cid("tree_farm").Info(); c.Cost.Coins != 1 || !c.Effects[0].Tradable || c.Effects[0].Set != 1<<Wood|1<<Clay {
		t.Errorf("tree farm: %+v", c)
	}
	if c := cid("palace").Info(); c.Cost.Res.Units() != 7 || c.Effects[0].N != 8 {
		t.Errorf("palace: %+v", c)
	}
	w, _ := WonderByID("gizah")
	if len(Wonders()[w].Sides[SideB]) != 4 || Wonders()[w].Resource != Stone {
		t.Error("gizah B has 4 stages and makes stone")
	}
	r, _ := WonderByID("rhodes")
	if len(Wonders()[r].Sides[SideB]) != 2 {
		t.Error("rhodes B has 2 stages")
	}
	if c := cid("shipowners_guild").Info(); c.Effects[0].Cities != Self || c.Effects[0].Count.Colors() != 1<<Brown|1<<Grey|1<<Purple {
		t.Errorf("shipowners: %+v", c.Effects[0])
	}
}

// Every text key the data uses exists in both translation files.
func TestTranslationsHaveEveryKey(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		// A message is a text, or an object of plural forms. Faith's,
		// Leaders' and Cities' messages have their own files.
		msgs := map[string]any{}
		for _, file := range []string{"wonders", "faith", "leaders", "cities"} {
			b, err := os.ReadFile(filepath.Join("..", "..", "translations", file+"."+lang+".json"))
			if err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal(b, &msgs); err != nil {
				t.Fatalf("%s: %v", lang, err)
			}
		}
		for _, k := range TextKeys() {
			if msgs[k] == nil || msgs[k] == "" {
				t.Errorf("%s: no message %q", lang, k)
			}
		}
	}
}

// A game's count of each card follows its seats and its expansions: summed
// over every card kind, it is the number of cards the game holds (no black
// card without Cities, no leader without Leaders), and it agrees with the
// cards the game deals (Check counts them).
func TestCopiesFollowTheGame(t *testing.T) {
	for _, tc := range []struct {
		players    int
		expansions []string
		want       int
	}{
		{4, nil, 28 + 28 + 22 + 10},                                      // 6 guilds in play, 4 in the box
		{7, nil, 49 + 49 + 40 + 10},                                      //
		{4, []string{ExpansionFaith}, 88 + 3},                            // Faith's guilds
		{4, []string{ExpansionCities}, 88 + 27 + 3},                      // black cards, Cities' guilds; no leader
		{4, []string{ExpansionLeaders}, 88 + 36 + 4},                     // leaders, Leaders' guilds
		{4, []string{ExpansionLeaders, ExpansionFaith}, 88 + 40 + 3 + 1}, // Héraclès
		{5, []string{ExpansionLeaders, ExpansionCities, ExpansionFaith}, 108 + 40 + 30 + 6 + 3 + 1},
	} {
		cfg := config(tc.players, 1)
		cfg.Expansions = tc.expansions
		g := start(t, cfg)
		total := 0
		for i := range Cards() {
			total += g.Copies(Card(i))
		}
		if total != tc.want {
			t.Errorf("%d players %v: %d cards, want %d", tc.players, tc.expansions, total, tc.want)
		}
		if err := g.Check(); err != nil {
			t.Errorf("%d players %v: %v", tc.players, tc.expansions, err)
		}
	}
}
