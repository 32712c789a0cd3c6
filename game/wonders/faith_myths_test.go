package wonders

import (
	"slices"
	"strings"
	"testing"

	"agora/game"
)

// mythsTable deals a game of Faith with the expansions named, plays its
// leader draft and recruitments (every seat discarding) and its Prayer
// (every seat keeping its first god), and stops at Age I's first card
// choice.
func mythsTable(t *testing.T, players int, more ...string) *table {
	t.Helper()
	cfg := config(players, 1, VariantSides, "A")
	cfg.Expansions = append([]string{ExpansionFaith}, more...)
	g := start(t, cfg)
	tb := &table{t: t, g: g, kept: map[*Card]bool{}}
	for g.phase != phaseChoose {
		p := g.Pending()[0]
		opts := tb.moves(p.Seat)
		m := opts[0]
		for _, x := range opts {
			if x.Action == Discard {
				m = x
				break
			}
		}
		tb.play(m)
	}
	tb.noSeth()
	return tb
}

// noSeth swaps Seth, wherever he was dealt, for a god of the deck, so that
// no answer window opens in a scenario.
func (tb *table) noSeth() {
	fa := &tb.g.fa
	for s := range maxCities {
		for i := range fa.hands[s].n {
			if fa.hands[s].g[i] != sethGod {
				continue
			}
			for j := range fa.ndeck {
				if fa.deck[j] != sethGod {
					fa.hands[s].g[i], fa.deck[j] = fa.deck[j], sethGod
					break
				}
			}
		}
	}
}

// Pégase, Méduse and Nout are dealt from ruleset 4, with the expansion
// each needs, Nout from 4 players.
func TestFaithMythsDeck(t *testing.T) {
	tests := []struct {
		name     string
		players  int
		more     []string
		ruleset  int
		in, none []string
	}{
		{"Leaders", 4, []string{ExpansionLeaders}, 0, []string{"pegasus"}, []string{"medusa", "nout"}},
		{"Cities", 4, []string{ExpansionCities}, 0, []string{"medusa", "nout"}, []string{"pegasus"}},
		{"Cities at 3", 3, []string{ExpansionCities}, 0, []string{"medusa"}, []string{"nout"}},
		{"both", 5, []string{ExpansionLeaders, ExpansionCities}, 0, []string{"pegasus", "medusa", "nout"}, nil},
		{"both, ruleset 3", 5, []string{ExpansionLeaders, ExpansionCities}, 3, nil, []string{"pegasus", "medusa", "nout"}},
		{"Faith alone", 4, nil, 0, nil, []string{"pegasus", "medusa", "nout"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := config(tt.players, 1, VariantSides, "A")
			cfg.Expansions = append([]string{ExpansionFaith}, tt.more...)
			cfg.Ruleset = tt.ruleset
			deck := start(t, cfg).gameGods()
			for _, id := range tt.in {
				if !slices.Contains(deck, gid(id)) {
					t.Errorf("%s not dealt", id)
				}
			}
			for _, id := range tt.none {
				if slices.Contains(deck, gid(id)) {
					t.Errorf("%s dealt", id)
				}
			}
		})
	}
}

// Pégase is invoked by sacrificing the turn's card (discarded without its
// coins); after the turn the city draws 2 leaders in Age I and recruits
// one for free, the other leaving the game, or takes 3 coins.
func TestFaithPegasus(t *testing.T) {
	for _, coins := range []bool{false, true} {
		tb := mythsTable(t, 4, ExpansionLeaders, ExpansionCities)
		g := tb.g
		tb.gods(0, "pegasus")
		moves := tb.godMoves(0, "pegasus")
		if len(moves) == 0 {
			t.Fatal("Pégase cannot be invoked")
		}
		for _, m := range moves {
			if m.Action != Discard || m.GodMode != InvokeAfter || m.PayLeft+m.PayRight != 0 {
				t.Fatalf("Pégase with %v: only a discard pays him", m)
			}
		}
		if g.Ruleset() != Ruleset {
			t.Fatalf("ruleset %d", g.Ruleset())
		}
		before, unused, gone := g.cities[0].coins, g.ld.unused.n, g.ld.gone.n
		tb.play(moves[0])
		tb.discardRest()
		if g.phase != phasePick || g.Pending()[0].Kind != KindPegasus {
			t.Fatalf("phase %d, pending %v", g.phase, g.Pending())
		}
		if g.cities[0].coins != before || g.ld.unused.n != unused-2 || g.fa.dr.drawn.n != 2 {
			t.Fatalf("coins %d (were %d), %d unused (were %d), %d drawn", g.cities[0].coins, before, g.ld.unused.n, unused, g.fa.dr.drawn.n)
		}
		tb.check()
		drawn := slices.Clone(g.fa.dr.drawn.cards())
		opts := tb.moves(0)
		if len(opts) != 3 {
			t.Fatalf("options %v: two recruits and the coins", opts)
		}
		pick := opts[0]
		if coins {
			pick = opts[2]
		}
		tb.play(pick)
		switch {
		case coins && (g.cities[0].coins != before+3 || g.ld.gone.n != gone+2 || g.ld.rec[0].n != 0):
			t.Fatalf("coins: %d coins, %d gone, %d recruited", g.cities[0].coins, g.ld.gone.n, g.ld.rec[0].n)
		case !coins && (!g.recruited(0, drawn[0]) || g.ld.gone.n != gone+1 || g.cities[0].coins < before):
			t.Fatalf("recruit: %v recruited %v, %d gone", drawn, g.ld.rec[0].cards(), g.ld.gone.n)
		}
		if g.phase != phaseChoose || g.turn != 1 || g.fa.dr.drawn.n != 0 {
			t.Fatalf("after the pick: phase %d turn %d", g.phase, g.turn)
		}
		tb.check()
	}
}

// A card built with the god is refused: Pégase asks for the card itself.
func TestFaithPegasusRefusesABuild(t *testing.T) {
	tb := mythsTable(t, 4, ExpansionLeaders)
	tb.gods(0, "pegasus")
	for _, m := range tb.moves(0) {
		if m.Action == Build && m.GodMode == NoGodMode {
			tb.refuse(invoke(m, "pegasus", InvokeAfter, m.PayLeft, m.PayRight))
			return
		}
	}
	t.Fatal("no card to build")
}

// Méduse draws 2 black cards of the Age no deck holds; the city builds
// one for free (its power acts: a coin loss hits the others at the end of
// the turn), the other goes to the discard pile.
func TestFaithMedusa(t *testing.T) {
	tb := mythsTable(t, 4, ExpansionCities)
	g := tb.g
	tb.gods(0, "medusa")
	unseen, discards := g.cx.unseen.n, g.ndiscard
	tb.play(tb.godMoves(0, "medusa")[0])
	tb.discardRest()
	if g.Pending()[0].Kind != KindMedusa || g.fa.dr.drawn.n != 2 || g.cx.unseen.n != unseen-2 {
		t.Fatalf("pending %v, drawn %d, unseen %d", g.Pending(), g.fa.dr.drawn.n, g.cx.unseen.n)
	}
	for _, c := range g.fa.dr.drawn.cards() {
		if ci := &catalog.cards[c]; ci.Color != Black || ci.Age != 1 {
			t.Fatalf("drew %s", ci.ID)
		}
	}
	tb.check()
	card := g.fa.dr.drawn.c[1]
	blacks := g.cities[0].blacks
	tb.play(Move{Action: Build, Card: card, City: 0})
	if !g.cities[0].owns(card) || g.cities[0].blacks != blacks+1 {
		t.Fatalf("%s not built", card)
	}
	// The turn's 4 discards (the sacrifice among them) and the card left.
	if g.ndiscard != discards+5 || g.discard[g.ndiscard-1].card == card {
		t.Fatalf("%d discarded, want %d", g.ndiscard, discards+5)
	}
	last := g.events[len(g.events)-1]
	for i := len(g.events) - 1; i >= 0 && g.events[i].Kind != EventDrawnBuild; i-- {
		last = g.events[i-1]
	}
	if last.Kind != EventDrawnBuild || last.Card != card || last.God != medusaGod {
		t.Fatalf("log: %+v", last)
	}
	tb.check()
}

// Nout hands out up to 3 of the city's debt tokens, at most 2 to a
// player, none to a sheltered city; she needs a debt token to be invoked.
func TestFaithNout(t *testing.T) {
	tests := []struct {
		debt, sheltered int
		options         int
	}{
		{0, -1, 0},
		{1, -1, 3}, // one of three cities
		{2, -1, 6}, // two to one of three, or one each to two of them
		{3, -1, 7}, // one each, or two and one: 1 + 3·2
		{5, -1, 7},
		{3, 2, 2}, // two cities left: two and one
	}
	for _, tt := range tests {
		tb := mythsTable(t, 4, ExpansionCities)
		g := tb.g
		g.cx.debt[0] = uint8(tt.debt)
		if tt.sheltered >= 0 {
			tb.invoked(tt.sheltered, "hestia_cities")
		}
		if got := len(g.noutOptions(0, nil)); got != tt.options {
			t.Errorf("debt %d, sheltered %d: %d options, want %d", tt.debt, tt.sheltered, got, tt.options)
		}
	}
	tb := mythsTable(t, 4, ExpansionCities)
	g := tb.g
	tb.gods(0, "nout")
	tb.coins(0, 5)
	if len(tb.godMoves(0, "nout")) != 0 {
		t.Fatal("Nout invoked without a debt token")
	}
	g.cx.debt[0] = 3
	tb.play(tb.godMoves(0, "nout")[0])
	tb.discardRest()
	if g.Pending()[0].Kind != KindNout {
		t.Fatalf("pending %v", g.Pending())
	}
	tb.play(Move{Action: GiveDebt, City: 0, Card: NoCard, Targets: 1<<1 | 1<<3, Price: 1 << 3})
	if d := g.cx.debt; d[0] != 0 || d[1] != 1 || d[2] != 0 || d[3] != 2 {
		t.Fatalf("debt %v", d[:4])
	}
	tb.check()
}

// With Cities, a city Hécate or Héra takes coins from pays them or takes
// debt tokens instead, coin by coin, after the turn; a city without coins
// takes debt; under ruleset 3 the coins go first, debt for the rest.
func TestFaithDebtAnswersHecate(t *testing.T) {
	tb := mythsTable(t, 4, ExpansionCities)
	g := tb.g
	tb.coins(1, 5)
	tb.coins(2, 0)
	tb.coins(3, 1)
	g.takeCoins(0, 2, gid("hecate"))
	if !g.startDues() {
		t.Fatal("no answer asked")
	}
	g.refreshPending()
	if p := g.Pending()[0]; p.Seat != 1 || p.Kind != KindDues {
		t.Fatalf("pending %v", p)
	}
	var prices []int
	for _, m := range tb.moves(1) {
		prices = append(prices, m.Price)
	}
	if !slices.Equal(prices, []int{2, 1, 0}) {
		t.Fatalf("answers %v", prices)
	}
	tb.play(Move{Action: Settle, City: 1, Card: NoCard, Price: 1})
	if g.cities[1].coins != 4 || g.cx.debt[1] != 1 {
		t.Fatalf("city 1: %d coins, %d debt", g.cities[1].coins, g.cx.debt[1])
	}
	if e := g.events[len(g.events)-2]; e.Kind != EventGodLoss || e.City != 1 || e.God != gid("hecate") || e.Coins != 1 || e.Points != 1 {
		t.Fatalf("log: %+v", e)
	}
	if g.cx.debt[2] != 2 || g.Pending()[0].Seat != game.Seat(3) {
		t.Fatalf("city 2 took %d debt; pending %v", g.cx.debt[2], g.Pending())
	}
	if n := len(tb.moves(3)); n != 2 {
		t.Fatalf("city 3 with 1 coin: %d answers", n)
	}

	old := mythsTable(t, 4, ExpansionCities)
	old.g.cfg.Ruleset = 3
	old.coins(1, 1)
	old.g.takeCoins(0, 2, gid("hecate"))
	if old.g.cities[1].coins != 0 || old.g.cx.debt[1] != 1 || old.g.fa.dr.dues[1] != 0 {
		t.Fatalf("ruleset 3: %d coins, %d debt", old.g.cities[1].coins, old.g.cx.debt[1])
	}
}

// Random games of Faith with Leaders and Cities deal and play the three
// gods: every pick they bring is met, and the invariants hold.
func TestFaithMythsRandomGames(t *testing.T) {
	seen := map[string]int{}
	for seed := range uint64(12) {
		cfg := config(4+int(seed%4), seed+1, VariantSides, "A")
		cfg.Expansions = []string{ExpansionFaith, ExpansionLeaders, ExpansionCities}
		g := start(t, cfg)
		rng := game.NewRand(seed)
		for !g.Over() {
			p := g.Pending()[0]
			seen[p.Kind]++
			legal := g.Legal(p.Seat, nil)
			if err := g.Apply(p.Seat, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
			if err := g.Check(); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
		}
	}
	t.Logf("decisions: pegasus %d, medusa %d, nout %d, dues %d", seen[KindPegasus], seen[KindMedusa], seen[KindNout], seen[KindDues])
}

// The seat making a Pégase pick sees the leaders drawn; the others do not.
func TestFaithDrawnInTheView(t *testing.T) {
	tb := mythsTable(t, 4, ExpansionLeaders)
	g := tb.g
	tb.gods(0, "pegasus")
	tb.play(tb.godMoves(0, "pegasus")[0])
	tb.discardRest()
	if v := g.View(0).(*View); len(v.Faith.Drawn) != 2 {
		t.Fatalf("the picker sees %v", v.Faith.Drawn)
	}
	if v := g.View(1).(*View); len(v.Faith.Drawn) != 0 {
		t.Fatalf("another seat sees %v", v.Faith.Drawn)
	}
}

// Nout's gift and the debt answer are named in plain words (Describe).
func TestFaithMythsMovesNamed(t *testing.T) {
	for _, tc := range []struct {
		m    Move
		want string
	}{
		{Move{Action: GiveDebt, City: 0, Card: NoCard, Targets: 1<<1 | 1<<3, Price: 1 << 3}, "give debt to cities [1 3], a second token to [3]"},
		{Move{Action: Settle, City: 2, Card: NoCard, Price: 1}, "pay 1 coins, the rest as debt"},
	} {
		if got := tc.m.String(); !strings.Contains(got, tc.want) {
			t.Errorf("%q, want it to say %q", got, tc.want)
		}
	}
}
