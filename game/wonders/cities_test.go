package wonders

import (
	"errors"
	"slices"
	"testing"

	"agora/game"
)

// The deal: a black card per player in each Age deck, the rest unseen;
// hands of 8 cards; 2 and 8 players refused (ruling).
func TestCitiesDeal(t *testing.T) {
	cfg := config(8, 1)
	cfg.Expansions = []string{ExpansionCities}
	if _, err := Rules.Start(cfg); err == nil {
		t.Error("8 players accepted")
	}
	for players := 2; players <= 7; players++ {
		cfg := config(players, uint64(players), VariantSides, "A")
		cfg.Expansions = []string{ExpansionCities}
		s, err := Rules.Start(cfg)
		if players == 2 {
			if !errors.Is(err, game.ErrConfig) {
				t.Fatalf("2 players: %v, want ErrConfig", err)
			}
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		g := s.(*State)
		if g.cx.unseen.n != uint8(27-3*players) {
			t.Errorf("%d players: %d unseen black cards", players, g.cx.unseen.n)
		}
		blacks := [4]int{}
		for s := range players {
			if g.hands[s].n != 8 {
				t.Errorf("%d players: seat %d holds %d cards", players, s, g.hands[s].n)
			}
			for _, c := range g.hands[s].cards() {
				blacks[1] += b2i(catalog.cards[c].Color == Black)
			}
		}
		for a := 2; a <= 3; a++ {
			if g.decks[a].n != uint8(8*players) {
				t.Errorf("%d players: Age %d deck of %d cards", players, a, g.decks[a].n)
			}
			for _, c := range g.decks[a].cards() {
				blacks[a] += b2i(catalog.cards[c].Color == Black)
			}
		}
		if blacks != [4]int{0, players, players, players} {
			t.Errorf("%d players: black cards per Age %v", players, blacks[1:])
		}
		if err := g.Check(); err != nil {
			t.Error(err)
		}
	}
}

// Seven turns an Age: each seat plays 7 of its 8 cards and the last is
// discarded; Babylon B plays it.
func TestCitiesSevenTurns(t *testing.T) {
	for _, babylon := range []bool{false, true} {
		tb := citiesTable(t, 3, nil, "babylon B")
		if babylon {
			tb.stages(0, 2)
		}
		tb.discardAll()
		played, leftover := [3]int{}, [3]int{}
		for _, e := range tb.g.events {
			if e.Age != 1 {
				continue
			}
			switch e.Kind {
			case EventLeftover:
				leftover[e.City]++
			case EventBattle:
			default:
				played[e.City]++
			}
		}
		want0, left0 := 7, 1
		if babylon {
			want0, left0 = 8, 0
		}
		if played != [3]int{want0, 7, 7} || leftover != [3]int{left0, 1, 1} {
			t.Errorf("Babylon B %v: plays %v, leftovers %v", babylon, played, leftover)
		}
		if tb.g.age != 2 || tb.g.hands[0].n != 8 || tb.g.SeatView(0).Turns != 7 {
			t.Errorf("Age %d, a hand of %d, %d turns", tb.g.age, tb.g.hands[0].n, tb.g.SeatView(0).Turns)
		}
	}
}

// Diplomacy: a city with a token sits the Age's conflicts out and its two
// neighbours fight each other (past every city holding one).
func TestCitiesDiplomacyFoes(t *testing.T) {
	tests := []struct {
		name   string
		tokens uint8
		want   [5][]int // each city's foes
	}{
		{"none", 0, [5][]int{{1, 4}, {2, 0}, {3, 1}, {4, 2}, {0, 3}}},
		{"city 0", 1, [5][]int{nil, {2, 4}, {3, 1}, {4, 2}, {1, 3}}},
		{"cities 0 and 1", 3, [5][]int{nil, nil, {3, 4}, {4, 2}, {2, 3}}},
		{"cities 0 and 2", 5, [5][]int{nil, {3, 4}, nil, {4, 1}, {1, 3}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tb := citiesTable(t, 5, nil)
			tb.g.cx.diplomacy = tt.tokens
			for c := range 5 {
				foes, n := tb.g.foes(c)
				if got := foes[:n]; len(got) != len(tt.want[c]) || n > 0 && (got[0] != tt.want[c][0] || got[1] != tt.want[c][1]) {
					t.Errorf("city %d fights %v, want %v", c, got, tt.want[c])
				}
			}
		})
	}
}

// The Residence's token keeps its city out of Age I's conflicts, however
// strong; the token goes back at the end of the Age; a second token in the
// same Age adds nothing (ruling).
func TestCitiesDiplomacyAge(t *testing.T) {
	tb := citiesTable(t, 3, nil)
	g := tb.g
	tb.cityHand(0, "residence")
	g.cities[0].fixed[Clay] = 1
	g.cities[0].shields = 5
	tb.turn(build(0, "residence", 0, 0))
	if g.cx.diplomacy != 1 {
		t.Fatalf("diplomacy %b after the Residence", g.cx.diplomacy)
	}
	g.applyCities(0, &Effect{Kind: Diplomacy}) // a second token, same Age
	tb.discardAll()
	if ct := &g.cities[0]; ct.wins != 0 || ct.defeats != 0 {
		t.Errorf("the Residence's city took %d victories and %d defeats", ct.wins, ct.defeats)
	}
	fought := false
	for _, e := range g.events {
		if e.Kind == EventBattle && e.City == 1 && e.Against == 2 {
			fought = true
		}
		if e.Kind == EventBattle && (e.City == 0 || e.Against == 0) {
			t.Errorf("a battle with the city out: %+v", e)
		}
	}
	if !fought || g.cx.diplomacy != 0 {
		t.Errorf("neighbours fought each other: %v; tokens left %b", fought, g.cx.diplomacy)
	}
}

// Coin losses: every other city pays what it can at the end of the turn
// and takes a debt token for each coin it lacks; those counted lose per
// item of their own. This is the rule of games begun under ruleset 4 or
// earlier; from ruleset 5 each city answers (TestCitiesVoluntaryDebt).
func TestCitiesCoinLosses(t *testing.T) {
	tests := []struct {
		card  string
		coins [4]int32
		wins  [4]uint8
		stage [4]int
		left  [4]int32 // coins after the turn
		debt  [4]uint8
	}{
		{"hideout", [4]int32{0, 0, 1, 5}, [4]uint8{}, [4]int{}, [4]int32{0, 0, 0, 4}, [4]uint8{0, 1, 0, 0}},
		{"lair", [4]int32{9, 0, 1, 5}, [4]uint8{}, [4]int{}, [4]int32{9, 0, 0, 3}, [4]uint8{0, 2, 1, 0}},
		{"brotherhood", [4]int32{0, 2, 3, 4}, [4]uint8{}, [4]int{}, [4]int32{0, 0, 0, 1}, [4]uint8{0, 1, 0, 0}},
		{"counterfeiters_guild", [4]int32{0, 0, 3, 6}, [4]uint8{}, [4]int{}, [4]int32{0, 0, 0, 3}, [4]uint8{0, 3, 0, 0}},
		{"sepulcher", [4]int32{0, 1, 1, 5}, [4]uint8{3, 0, 2, 3}, [4]int{}, [4]int32{0, 1, 0, 2}, [4]uint8{0, 0, 1, 0}},
		{"cenotaph", [4]int32{0, 0, 1, 5}, [4]uint8{0, 1, 0, 3}, [4]int{}, [4]int32{0, 0, 1, 2}, [4]uint8{0, 1, 0, 0}},
		{"builders_union", [4]int32{0, 0, 2, 5}, [4]uint8{}, [4]int{3, 2, 1, 3}, [4]int32{0, 0, 1, 2}, [4]uint8{0, 2, 0, 0}},
	}
	for _, tt := range tests {
		t.Run(tt.card, func(t *testing.T) {
			tb := citiesTable(t, 4, nil, "gizah A", "gizah A", "gizah A", "gizah A")
			g := tb.g
			g.cfg.Ruleset = 4
			for c := range 4 {
				g.cities[c].coins, g.cities[c].wins = tt.coins[c], tt.wins[c]
				tb.stages(c, tt.stage[c])
			}
			ci := &catalog.cards[cid(tt.card)]
			for i := range ci.Effects {
				g.applyEffect(0, &ci.Effects[i])
			}
			citiesPicks(g)
			for c := range 4 {
				if g.cities[c].coins != tt.left[c] || g.cx.debt[c] != tt.debt[c] {
					t.Errorf("city %d: %d coins and %d debt, want %d and %d", c, g.cities[c].coins, g.cx.debt[c], tt.left[c], tt.debt[c])
				}
				if b := g.Score(c); b[CatDebt] != -int(tt.debt[c]) {
					t.Errorf("city %d: debt line %d", c, b[CatDebt])
				}
			}
		})
	}
}

// The loss comes at the end of the turn, after the turn's payments and
// gains: a city with no coin that discards on that turn pays out of its 3
// coins (ruling); Petra B's first stage makes the others lose 2.
func TestCitiesLossAfterTheTurn(t *testing.T) {
	for _, ruleset := range []int{4, 5} {
		t.Run("ruleset "+itoa(ruleset), func(t *testing.T) { lossAfterTheTurn(t, ruleset) })
	}
}

// lossAfterTheTurn is TestCitiesLossAfterTheTurn under a ruleset: from
// ruleset 5 each city with coins is asked, and pays all it can.
func lossAfterTheTurn(t *testing.T, ruleset int) {
	tb := citiesTable(t, 3, nil, "petra B")
	g := tb.g
	g.cfg.Ruleset = ruleset
	tb.cityHand(0, "hideout")
	tb.coins(1, 0)
	tb.coins(2, 0)
	tb.cityHand(2, "lumber_yard")
	tb.turn(build(0, "hideout", 0, 0), build(2, "lumber_yard", 0, 0))
	tb.payLosses()
	if g.cities[1].coins != 2 || g.cx.debt[1] != 0 || g.cities[2].coins != 0 || g.cx.debt[2] != 1 {
		t.Fatalf("after the Hideout: %d coins %d debt (discarded), %d coins %d debt (built)",
			g.cities[1].coins, g.cx.debt[1], g.cities[2].coins, g.cx.debt[2])
	}
	var losses []Event
	for _, e := range g.events {
		if e.Kind == EventLoss {
			losses = append(losses, e)
		}
	}
	if len(losses) != 2 || losses[0].City != 1 || losses[0].Coins != 1 || losses[0].Points != 0 ||
		losses[1].City != 2 || losses[1].Coins != 0 || losses[1].Points != 1 || losses[1].Turn != 1 {
		t.Fatalf("the log's losses %+v", losses)
	}
	g.cities[0].fixed[Clay], g.cities[0].fixed[Ore] = 2, 2
	tb.coins(1, 5)
	h := g.hands[0].c[0]
	tb.turn(Move{Action: BuildStage, Card: h, City: 0, Stage: 0})
	tb.payLosses()
	if g.cities[1].coins != 5+3-2 || g.cx.debt[2] != 1 {
		t.Errorf("after Petra B's stage: %d coins, debt %d", g.cities[1].coins, g.cx.debt[2])
	}
}

// Gambling: coins to the builder, and to each neighbour from the bank.
func TestCitiesGambling(t *testing.T) {
	tb := citiesTable(t, 4, nil)
	g := tb.g
	tb.cityHand(0, "gambling_den")
	for c := range 4 {
		tb.coins(c, 0)
	}
	tb.turn(build(0, "gambling_den", 0, 0))
	if got := [4]int32{g.cities[0].coins, g.cities[1].coins, g.cities[2].coins, g.cities[3].coins}; got != [4]int32{6, 4, 3, 4} {
		t.Errorf("coins %v, want 6 to the builder, 1 to each neighbour (+3 for their discards)", got)
	}
}

// A Clandestine Dock takes 1 coin off what the city pays the neighbour on
// its side (ruling: off each move's purchase there, the neighbour
// receiving 1 coin less), so 1 coin may buy a unit there.
func TestCitiesDock(t *testing.T) {
	tests := []struct {
		name       string
		dock       string
		coins      int
		buildsFrom int // 1: the left neighbour sells the ore, 2: the right one
		want       []Plan
	}{
		{"west", "clandestine_dock_west", 3, 1, []Plan{{Left: 1}}},
		{"east", "clandestine_dock_east", 3, 2, []Plan{{Right: 1}}},
		{"east, bought on the left", "clandestine_dock_east", 3, 1, []Plan{{Left: 2}}},
		{"west with 1 coin", "clandestine_dock_west", 1, 1, []Plan{{Left: 1}}},
		{"east, 1 coin, on the left", "clandestine_dock_east", 1, 1, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tb := citiesTable(t, 3, nil, "gizah A", "gizah A", "gizah A")
			g := tb.g
			tb.cityBuilt(0, tt.dock)
			tb.coins(0, tt.coins)
			g.cities[tt.buildsFrom].fixed[Ore] = 1
			tb.cityHand(0, "barracks")
			if plans := tb.plansFor(0, Build, "barracks"); !slices.Equal(plans, tt.want) {
				t.Errorf("plans %+v, want %+v", plans, tt.want)
			}
		})
	}
	tb := citiesTable(t, 3, nil, "gizah A", "gizah A", "gizah A")
	g := tb.g
	tb.cityBuilt(0, "clandestine_dock_west")
	g.cities[1].fixed[Ore] = 1
	tb.cityHand(0, "barracks")
	tb.coins(1, 0)
	tb.turn(build(0, "barracks", 1, 0))
	if g.cities[0].coins != 2 || g.cities[1].coins != 1+3 {
		t.Errorf("after the purchase: %d coins, the neighbour %d", g.cities[0].coins, g.cities[1].coins)
	}
}

// The Secret Warehouse adds a unit of what the city produces, the Black
// Market one of what it does not; neither is for sale.
func TestCitiesHiddenProduction(t *testing.T) {
	tb := citiesTable(t, 3, nil, "gizah A", "gizah A", "gizah A")
	g := tb.g
	tb.cityBuilt(0, "lumber_yard", "secret_warehouse")
	if got := g.cities[0].choice[g.cx.warehouse[0]-1]; got != 1<<Wood|1<<Stone {
		t.Fatalf("the warehouse offers %v", got)
	}
	g.cities[0].fixed[Wood] = 0
	g.refreshHidden(0)
	if got := g.cities[0].choice[g.cx.warehouse[0]-1]; got != 1<<Stone {
		t.Fatalf("the warehouse follows production: %v", got)
	}
	tb2 := citiesTable(t, 3, nil, "gizah A", "gizah A", "gizah A")
	tb2.cityBuilt(0, "black_market")
	g2 := tb2.g
	if got := g2.cities[0].choice[g2.cx.market[0]-1]; got != (RawSet|ManufacturedSet)&^(1<<Stone) {
		t.Fatalf("the black market offers %v", got)
	}
	if g2.cities[0].ntrade != 0 {
		t.Error("a hidden production is for sale")
	}
	tb2.cityHand(0, "barracks")
	if plans := tb2.plansFor(0, Build, "barracks"); len(plans) != 1 || plans[0].Total() != 0 {
		t.Errorf("the black market's ore: plans %+v", plans)
	}
}

// Architect Cabinet: the later stages cost no resources, their coins
// still paid (Petra A's 7 coins).
func TestCitiesArchitect(t *testing.T) {
	tb := citiesTable(t, 3, nil, "petra A", "gizah A", "gizah A")
	g := tb.g
	tb.cityBuilt(0, "architect_cabinet")
	card := g.hands[0].c[0]
	if !tb.legal(Move{Action: BuildStage, Card: card, City: 0, Stage: 0}) {
		t.Fatal("the first stage with no resources is refused")
	}
	tb.stages(0, 1)
	tb.coins(0, 6)
	if tb.legal(Move{Action: BuildStage, Card: card, City: 0, Stage: 1}) {
		t.Fatal("Petra's 7-coin stage with 6 coins")
	}
	tb.coins(0, 7)
	tb.turn(Move{Action: BuildStage, Card: card, City: 0, Stage: 1})
	if g.cities[0].coins != 0 || g.cities[0].stages != 2 {
		t.Errorf("%d coins, %d stages", g.cities[0].coins, g.cities[0].stages)
	}
}

// Secret Society counts itself (ruling); Slave Market counts victory
// tokens; their points at the end; the black line holds black cards'
// points; Darius-like counts reach the guilds of the neighbours.
func TestCitiesCountingCards(t *testing.T) {
	tb := citiesTable(t, 3, nil)
	g := tb.g
	tb.cityBuilt(0, "militia", "gates_of_the_city")
	tb.coins(0, 0)
	card := cid("secret_society")
	tb.inPlay("secret_society")
	tb.take(card)
	g.cities[0].addStructure(card)
	for i := range catalog.cards[card].Effects {
		g.applyEffect(0, &catalog.cards[card].Effects[i])
	}
	if g.cities[0].coins != 3 || g.cities[0].blacks != 3 {
		t.Errorf("Secret Society: %d coins, %d black cards", g.cities[0].coins, g.cities[0].blacks)
	}
	if b := g.Score(0); b[CatBlack] != 4+3 {
		t.Errorf("black line %d, want 4 (Gates) + 3 (Secret Society)", b[CatBlack])
	}
	g.cities[1].wins = 2
	tb.coins(1, 0)
	tb.cityBuilt(1, "slave_market")
	if b := g.Score(1); b[CatBlack] != 2 {
		t.Errorf("Slave Market's points %d", b[CatBlack])
	}
	tb.cityBuilt(2, "guild_of_shadows", "mourners_guild")
	if b := g.Score(2); b[CatGuilds] != 3+1+2 {
		t.Errorf("Cities guilds %d, want 4 black cards + 2 victory tokens", b[CatGuilds])
	}
	if sm := catalog.cards[cid("slave_market")].Cost; sm.Res[Ore] != 2 || sm.Res[Wood] != 2 || sm.Res.Units() != 4 {
		t.Errorf("Slave Market costs %v (ruling: 2 ore, 2 wood)", sm)
	}
	if bh := catalog.cards[cid("brotherhood")].Cost; bh.Res[Loom] != 1 || bh.Res[Glass] != 0 {
		t.Errorf("Brotherhood costs %v (ruling: loom)", bh)
	}
	tb.check()
}

// Copied science: each copy takes a symbol shown on a green card of a
// neighbour, the best for the city at the end.
func TestCitiesCopyScience(t *testing.T) {
	tests := []struct {
		name   string
		own    []string
		left   []string
		right  []string
		copies []string
		want   int
	}{
		{"one gear", []string{"apothecary"}, []string{"workshop"}, nil, []string{"pigeon_loft"}, 1},
		{"the best of two", []string{"apothecary", "workshop"}, []string{"apothecary"}, []string{"scriptorium"}, []string{"spy_ring"}, 7 + 1},
		{"twice the same (ruling)", []string{"apothecary"}, []string{"apothecary"}, nil, []string{"pigeon_loft", "torture_chamber"}, 9 - 1},
		{"nothing shown", []string{"apothecary"}, nil, nil, []string{"pigeon_loft"}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tb := citiesTable(t, 5, nil)
			tb.cityBuilt(0, tt.own...)
			tb.cityBuilt(1, tt.left...)
			tb.cityBuilt(4, tt.right...)
			before := tb.g.Score(0)[CatScience]
			tb.cityBuilt(0, tt.copies...)
			if got := tb.g.Score(0)[CatScience] - before; got != tt.want {
				t.Errorf("copied science adds %d, want %d", got, tt.want)
			}
			tb.check()
		})
	}
}

// Petra and Byzantium: coin stages, Petra B's coin loss, Byzantium's
// diplomacy.
func TestCitiesWonders(t *testing.T) {
	p, _ := WonderByID("petra")
	b, _ := WonderByID("byzantium")
	if catalog.wonders[p].Sides[SideA][1].Cost.Coins != 7 || catalog.wonders[p].Sides[SideB][1].Cost.Coins != 14 {
		t.Error("Petra's coin stages")
	}
	tb := citiesTable(t, 3, nil, "byzantium B")
	tb.stages(0, 1)
	if tb.g.cx.diplomacy != 1 {
		t.Error("Byzantium B's stage gives no diplomacy token")
	}
	if b == p {
		t.Fatal("one board")
	}
	cfg := config(3, 1, VariantWonder+"0", "petra")
	if _, err := Rules.Start(cfg); !errors.Is(err, game.ErrConfig) {
		t.Errorf("Petra without Cities: %v", err)
	}
}

// The bots' search deals the unseen black cards again: the decks' black
// cards may be any of their Age's not seen, the seat's own hand stays.
func TestCitiesDeterminize(t *testing.T) {
	tb := citiesTable(t, 4, nil)
	s := tb.g
	rng := game.NewRand(5)
	for s.turn < 2 {
		p := s.Pending()[0]
		opts := s.Legal(p.Seat, nil)
		if err := s.Apply(p.Seat, opts[rng.IntN(len(opts))]); err != nil {
			t.Fatal(err)
		}
	}
	v := s.SeatView(0)
	moved := false
	for range 30 {
		d := v.Determinize(&rng).(*State)
		if err := d.Check(); err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(d.hands[0].cards(), s.hands[0].cards()) {
			t.Fatal("own hand changed")
		}
		moved = moved || d.cx.unseen != s.cx.unseen
	}
	if !moved {
		t.Error("the unseen black cards never change")
	}
}

// Faith's Bastet rebuilds a city from its cards: its docks, copies and
// hidden productions stay those of its cards, and its one-time effects
// (diplomacy, coin losses, gambling) do not come again.
func TestCitiesRebuilt(t *testing.T) {
	tb := citiesTable(t, 7, nil, "gizah A")
	g := tb.g
	tb.cityBuilt(0, "residence", "pigeon_loft", "clandestine_dock_west", "secret_warehouse", "gambling_den")
	g.cx.diplomacy = 0
	coins := [3]int32{g.cities[0].coins, g.cities[1].coins, g.cities[6].coins}
	g.rebuildCity(0)
	if g.cx.diplomacy != 0 || g.cx.copies[0] != 1 || g.cx.docks[0] != 1 || g.cx.warehouse[0] == 0 {
		t.Errorf("after the rebuild: diplomacy %b, copies %d, docks %b, warehouse %d",
			g.cx.diplomacy, g.cx.copies[0], g.cx.docks[0], g.cx.warehouse[0])
	}
	if got := [3]int32{g.cities[0].coins, g.cities[1].coins, g.cities[6].coins}; got != coins || g.cities[0].blacks != 5 {
		t.Errorf("coins %v, want %v; %d black cards", got, coins, g.cities[0].blacks)
	}
	if got := g.cities[0].choice[g.cx.warehouse[0]-1]; got != 1<<Stone {
		t.Errorf("the warehouse offers %v", got)
	}
	tb.check()
}

// In the team game a diplomacy token keeps its city out of its conflict
// as Hestia does: no one fights it, and teammates never fight each other.
func TestCitiesDiplomacyTeams(t *testing.T) {
	for _, players := range []int{4, 6} {
		cfg := config(players, 3, VariantSides, "A")
		cfg.Expansions, cfg.Teams = []string{ExpansionCities}, true
		g := start(t, cfg)
		for tokens := uint8(1); tokens < 1<<players; tokens += 3 {
			g.cx.diplomacy = tokens
			for c := range players {
				foes, n := g.foes(c)
				if tokens&(1<<c) != 0 && n != 0 {
					t.Errorf("%dp tokens %b: city %d out fights %v", players, tokens, c, foes[:n])
				}
				for _, f := range foes[:n] {
					if tokens&(1<<f) != 0 || g.partners(c, f) {
						t.Errorf("%dp tokens %b: city %d fights %d", players, tokens, c, f)
					}
				}
			}
		}
	}
}
