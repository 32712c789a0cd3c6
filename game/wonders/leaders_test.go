package wonders

import (
	"slices"
	"testing"

	"agora/game"
	"agora/game/gametest"
)

// leadersTable is a scenario table with Leaders, its draft and first
// recruitment played with every seat keeping and discarding its first
// choice, in Age age.
func leadersTable(t *testing.T, players, age int) *table {
	t.Helper()
	cfg := config(players, 1, VariantSides, "A")
	cfg.Expansions = []string{ExpansionLeaders}
	g := start(t, cfg)
	tb := &table{t: t, g: g, kept: map[*Card]bool{}}
	tb.draftAndDiscard()
	g.age = uint8(age)
	return tb
}

// draftAndDiscard plays the leader draft, every seat keeping the first
// leader of its hand, and the recruitment under way, every seat
// discarding.
func (tb *table) draftAndDiscard() {
	tb.t.Helper()
	g := tb.g
	for g.phase == phaseLeaderDraft {
		p := g.Pending()[0]
		tb.play(MustDecode(g.Legal(p.Seat, nil)[0]))
	}
	for g.phase == phaseRecruit {
		p := g.Pending()[0]
		for _, o := range g.Legal(p.Seat, nil) {
			if m := MustDecode(o); m.Action == Discard {
				tb.play(m)
				break
			}
		}
	}
}

// The draft: four leaders a seat, one kept a round, the rest passed
// right; then the recruitment turn before the Age's cards: recruit (its
// coins), a wonder stage, or 3 coins; then the Age's hands.
func TestLeadersDraftAndRecruitment(t *testing.T) {
	cfg := config(4, 3, VariantSides, "A")
	cfg.Expansions = []string{ExpansionLeaders}
	g := start(t, cfg)
	tb := &table{t: t, g: g, kept: map[*Card]bool{}}
	if g.phase != phaseLeaderDraft || g.ld.unused.n != 36-16 {
		t.Fatalf("phase %d, %d unused leaders", g.phase, g.ld.unused.n)
	}
	for s := range 4 {
		if g.cities[s].coins != 6 || g.ld.draft[s].n != 4 || g.hands[s].n != 0 {
			t.Fatalf("seat %d: %d coins, %d leaders, %d cards", s, g.cities[s].coins, g.ld.draft[s].n, g.hands[s].n)
		}
	}
	passed := g.ld.draft[0]
	first := MustDecode(g.Legal(0, nil)[0]).Card
	passed.remove(first)
	for s := range 4 {
		tb.play(MustDecode(g.Legal(game.Seat(s), nil)[0]))
		tb.check()
	}
	if got := g.ld.draft[g.right(0)]; got != passed || !slices.Contains(g.ld.hands[0].cards(), first) {
		t.Fatalf("the rest goes right: %v, want %v", got.cards(), passed.cards())
	}
	for g.phase == phaseLeaderDraft {
		p := g.Pending()[0]
		tb.play(MustDecode(g.Legal(p.Seat, nil)[0]))
	}
	if g.phase != phaseRecruit || len(g.Pending()) != 4 || g.Pending()[0].Kind != KindRecruit {
		t.Fatalf("after the draft: phase %d, pending %v", g.phase, g.Pending())
	}
	for s := range 4 {
		if g.ld.hands[s].n != 4 || g.hands[s].n != 0 {
			t.Fatalf("seat %d holds %d leaders and %d cards", s, g.ld.hands[s].n, g.hands[s].n)
		}
	}
	// Seat 0 recruits its dearest leader it can pay, seat 1 discards,
	// the others too.
	var rec Move
	for _, o := range g.Legal(0, nil) {
		if m := MustDecode(o); m.Action == Build && (rec.Card == 0 || m.Card.Info().Cost.Coins > rec.Card.Info().Cost.Coins) {
			rec = m
		}
	}
	tb.play(rec)
	if v := g.SeatView(1); !v.Cities[0].Chosen || v.Cities[2].Chosen {
		t.Fatal("the others see who has chosen at the recruitment")
	}
	for s := 1; s < 4; s++ {
		tb.play(Move{Action: Discard, Card: g.ld.hands[s].c[0], City: s})
	}
	tb.check()
	if g.phase != phaseChoose || g.hands[0].n != 7 || g.ld.hands[0].n != 3 {
		t.Fatalf("after the recruitment: phase %d, %d cards, %d leaders", g.phase, g.hands[0].n, g.ld.hands[0].n)
	}
	if !g.recruited(0, rec.Card) || g.cities[0].coins != int32(6-rec.Card.Info().Cost.Coins) || g.cities[1].coins != 9 {
		t.Fatalf("coins %d and %d after recruiting %s", g.cities[0].coins, g.cities[1].coins, rec.Card)
	}
	v := g.SeatView(1)
	if v.Leaders == nil || len(v.Leaders.Recruited[0]) != 1 || len(v.Leaders.Hand) != 3 || v.Leaders.Hands[0] != 3 {
		t.Fatalf("seat 1's view of the leaders: %+v", v.Leaders)
	}
}

// Leaders is played from 3 players.
func TestLeadersNeedThreePlayers(t *testing.T) {
	cfg := config(2, 1)
	cfg.Expansions = []string{ExpansionLeaders}
	if _, err := Rules.Start(cfg); err == nil {
		t.Fatal("a 2-player Leaders game starts")
	}
}

// The leaders' powers, each from its recruitment on.
func TestLeadersPowers(t *testing.T) {
	tests := []struct {
		name   string
		leader string
		setup  func(tb *table)
		check  func(tb *table) string
	}{
		{"Archimedes takes a resource off green cards", "archimedes", func(tb *table) {
			tb.city(0).fixed, tb.city(0).nchoice, tb.city(0).ntrade = Resources{}, 0, 0
			tb.coins(0, 0)
			tb.hand(0, "apothecary")
		}, func(tb *table) string {
			if ps := tb.plansFor(0, Build, "apothecary"); !slices.Contains(ps, Plan{}) {
				return "apothecary not free"
			}
			return ""
		}},
		{"Ramses builds guilds for nothing", "ramses", func(tb *table) {
			tb.coins(0, 0)
			tb.hand(0, "spies_guild")
		}, func(tb *table) string {
			if ps := tb.plansFor(0, Build, "spies_guild"); !slices.Equal(ps, []Plan{{}}) {
				return "spies guild plans " + itoa(len(ps))
			}
			return ""
		}},
		{"Xenophon: 2 coins a yellow card", "xenophon", func(tb *table) {
			tb.coins(0, 0)
			tb.hand(0, "marketplace")
			tb.turn(build(0, "marketplace", 0, 0))
		}, func(tb *table) string {
			if c := tb.g.cities[0].coins; c != 2 {
				return "coins " + itoa(int(c))
			}
			return ""
		}},
		{"Nero: 2 coins a victory token", "nero", func(tb *table) {
			tb.coins(0, 0)
			tb.g.takeVictory(0, 1)
		}, func(tb *table) string {
			if c := tb.g.cities[0].coins; c != 2 || tb.g.cities[0].wins != 1 {
				return "coins " + itoa(int(c))
			}
			return ""
		}},
		{"Tomyris sends a defeat back", "tomyris", nil, func(tb *table) string {
			if to := tb.g.defeatTo(0, 1); to != 1 {
				return "defeat to " + itoa(to)
			}
			return ""
		}},
		{"Maecenas makes the next leaders free", "maecenas", nil, func(tb *table) string {
			if cost := tb.g.leaderCost(0, cid("pericles")); cost != 0 {
				return "Pericles costs " + itoa(cost)
			}
			return ""
		}},
		{"Plato: 7 points a set of the seven colours", "plato", func(tb *table) {
			for col := range NumColors {
				tb.city(0).colors[col] = 1 + uint8(col%2) // one full set, a second one short
			}
		}, func(tb *table) string {
			if p := tb.g.leaderPoints(0); p != 7 {
				return "points " + itoa(p)
			}
			return ""
		}},
		{"Cleopatra: 5 points on the leader line", "cleopatra", nil, func(tb *table) string {
			if b := tb.g.Score(0); b[CatLeaders] != 5 {
				return "leader line " + itoa(b[CatLeaders])
			}
			return ""
		}},
		{"Euclid: a compass", "euclid", nil, func(tb *table) string {
			if tb.g.cities[0].science[Compass] != 1 {
				return "no compass"
			}
			return ""
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tb := leadersTable(t, 3, 1)
			l := cid(tt.leader)
			tb.takeLeader(l)
			tb.g.ld.rec[0].add(l)
			for i := range catalog.cards[l].Effects {
				if e := &catalog.cards[l].Effects[i]; e.Kind != Points && e.Kind != PointsPer {
					tb.g.applyEffect(0, e)
				}
			}
			if tt.setup != nil {
				tt.setup(tb)
			}
			if msg := tt.check(tb); msg != "" {
				t.Fatal(msg)
			}
			tb.check()
		})
	}
}

// takeLeader takes leader l from wherever it is (a leader hand or the
// unused pile) so that a scenario can recruit it.
func (tb *table) takeLeader(l Card) {
	ld := &tb.g.ld
	for s := range maxCities {
		if ld.hands[s].remove(l) {
			ld.hands[s].add(ld.unused.draw())
			return
		}
	}
	for _, d := range []*deck{&ld.unused, &ld.gone} {
		for i := range d.n {
			if d.c[i] == l {
				d.c[i] = d.c[d.n-1]
				d.n--
				d.c[d.n] = 0
				return
			}
		}
	}
	tb.t.Fatalf("leader %s is out of reach", l)
}

// Random games with Leaders, alone and with Commerce, Faith and the team
// game, keep the engine's contract at every player count.
func TestLeadersRandomGames(t *testing.T) {
	modes := [][]string{{ExpansionLeaders}, {ExpansionLeaders, ExpansionCommerce}, {ExpansionLeaders, ExpansionFaith},
		{ExpansionLeaders, ExpansionCommerce, ExpansionFaith}}
	for seed := range uint64(24) {
		players := 3 + int(seed%5)
		cfg := config(players, seed, VariantSides, "A")
		cfg.Expansions = modes[seed%4]
		if seed%6 == 1 && (players == 4 || players == 6) {
			cfg.Teams = true
		}
		rng := game.NewRand(seed*13 + 5)
		s, err := gametest.Playout(start(t, cfg), &rng, 20000)
		if err != nil {
			t.Fatalf("seed %d %v: %v", seed, cfg.Expansions, err)
		}
		g := s.(*State)
		recruited := 0
		for c := range players {
			recruited += int(g.ld.rec[c].n)
			if g.ld.hands[c].n != 1 {
				t.Errorf("seed %d: seat %d ends with %d leaders, want 1", seed, c, g.ld.hands[c].n)
			}
		}
		if recruited == 0 {
			t.Errorf("seed %d: no leader recruited in a whole game", seed)
		}
	}
}

// playUntil plays random moves until done says stop.
func (tb *table) playUntil(seed uint64, done func(g *State) bool) {
	tb.t.Helper()
	rng := game.NewRand(seed)
	for steps := 0; !done(tb.g); steps++ {
		if steps > 5000 || tb.g.Over() {
			tb.t.Fatal("never got there")
		}
		p := tb.g.Pending()[rng.IntN(len(tb.g.Pending()))]
		opts := tb.g.Legal(p.Seat, nil)
		tb.play(MustDecode(opts[rng.IntN(len(opts))]))
	}
}

// Solomon, recruited, builds a card of the discard pile before the Age's
// cards are dealt; Hatshepsut brings a coin a neighbour bought from; the
// Courtesans' Guild copies a neighbour's leader, points and powers.
func TestLeadersSolomonHatshepsutCourtesans(t *testing.T) {
	cfg := config(3, 5, VariantSides, "A")
	cfg.Expansions = []string{ExpansionLeaders}
	tb := &table{t: t, g: start(t, cfg), kept: map[*Card]bool{}}
	g := tb.g
	tb.playUntil(9, func(g *State) bool { return g.age == 2 && g.phase == phaseRecruit })
	if g.ndiscard == 0 {
		t.Skip("no discarded card after Age I")
	}
	tb.takeLeader(solomon)
	old := g.ld.hands[0].c[0]
	g.ld.hands[0].remove(old)
	g.ld.unused.c[g.ld.unused.n] = old
	g.ld.unused.n++
	g.ld.hands[0].add(solomon)
	tb.coins(0, 10)
	discard := g.ndiscard
	tb.play(Move{Action: Build, Card: solomon, City: 0})
	for s := 1; s < 3; s++ {
		tb.play(Move{Action: Discard, Card: g.ld.hands[s].c[0], City: s})
	}
	if p := g.Pending(); len(p) != 1 || p[0].Kind != KindDiscardPick || g.hands[0].n != 0 {
		t.Fatalf("Solomon's pick before the cards: %v, %d cards", p, g.hands[0].n)
	}
	tb.play(MustDecode(g.Legal(0, nil)[0]))
	tb.check()
	if g.ndiscard != discard-1 || g.phase != phaseChoose || g.hands[0].n != 7 {
		t.Fatalf("after Solomon: %d discarded (from %d), phase %d", g.ndiscard, discard, g.phase)
	}

	tb.takeLeader(hatshepsut)
	g.ld.rec[0].add(hatshepsut)
	tb.coins(0, 10)
	g.pay(0, Move{Action: Build, Card: cid("lumber_yard"), City: 0, PayLeft: 2, PayRight: 1})
	if c := g.cities[0].coins; c != 10-3+2 {
		t.Fatalf("Hatshepsut: %d coins", c)
	}

	cleo := cid("cleopatra")
	tb.takeLeader(cleo)
	g.ld.rec[g.left(0)].add(cleo)
	g.ld.owedCopy = 1 // as if the guild were built this turn
	tb.discardRest()
	if p := g.Pending(); len(p) != 1 || p[0].Kind != KindCourtesan || p[0].Seat != 0 {
		t.Fatalf("the guild's copy: %v", p)
	}
	var copyCleo Move
	for _, m := range tb.moves(0) {
		if !g.recruited(g.left(0), m.Card) && !g.recruited(g.right(0), m.Card) {
			t.Fatalf("copy of %s, no neighbour's leader", m.Card)
		}
		if m.Card == cleo {
			copyCleo = m
		}
	}
	if copyCleo.Card != cleo {
		t.Fatalf("copy options %v without Cleopatra", tb.moves(0))
	}
	before := g.leaderPoints(0)
	tb.play(copyCleo)
	tb.check()
	if g.ld.copied[0] != cleo || g.leaderPoints(0) != before+5 || !g.recruited(0, cleo) {
		t.Fatalf("copied %s, leader line %d from %d", g.ld.copied[0], g.leaderPoints(0), before)
	}
}

// Bilkis buys one unit of any resource from the bank for 1 coin, once a
// payment: a card the city could not pay becomes buildable, paid to the
// bank.
func TestLeadersBilkisBuysFromTheBank(t *testing.T) {
	tb := leadersTable(t, 3, 1)
	g := tb.g
	ct := tb.city(0)
	ct.fixed, ct.nchoice, ct.ntrade = Resources{}, 0, 0
	for _, nb := range []int{g.left(0), g.right(0)} {
		n := tb.city(nb)
		n.fixed, n.nchoice, n.ntrade = Resources{}, 0, 0
	}
	tb.coins(0, 3)
	tb.hand(0, "barracks")
	if ps := tb.plansFor(0, Build, "barracks"); len(ps) != 0 {
		t.Fatalf("without Bilkis: %v", ps)
	}
	tb.takeLeader(bilkis)
	g.ld.rec[0].add(bilkis)
	var m Move
	for _, x := range tb.moves(0) {
		if x.Action == Build && x.Card == cid("barracks") && x.GodMode == NoGodMode {
			m = x
		}
	}
	if !m.Bank || m.PayLeft+m.PayRight+m.PayOthers != 0 {
		t.Fatalf("with Bilkis: %v", m)
	}
	if _, ok := DecodeOption(m.Option()); !ok {
		t.Fatal("a bank purchase does not encode")
	}
	tb.turn(m)
	tb.check()
	if !ct.owns(cid("barracks")) || ct.coins != 2 {
		t.Fatalf("built %v with %d coins left", ct.owns(cid("barracks")), ct.coins)
	}
}

// Rome: side A recruits every leader for nothing; side B takes 2 coins
// off its own leaders and 1 off its neighbours', its first stage draws 4
// unused leaders and brings 5 coins, its second recruits a leader at once.
func TestLeadersRome(t *testing.T) {
	for _, side := range []string{"A", "B"} {
		cfg := config(3, 2, VariantSides, side, VariantWonder+"0", "rome")
		cfg.Expansions = []string{ExpansionLeaders}
		g := start(t, cfg)
		tb := &table{t: t, g: g, kept: map[*Card]bool{}}
		if g.cities[0].wonder != uint8(romeWonder) || g.cities[0].fixed != (Resources{}) {
			t.Fatalf("seat 0 on %s with %v", catalog.wonders[g.cities[0].wonder].ID, g.cities[0].fixed)
		}
		pericles := cid("pericles") // 6 coins
		want := map[string][3]int{"A": {0, 6, 6}, "B": {4, 5, 5}}[side]
		for c := range 3 {
			if got := g.leaderCost(c, pericles); got != want[c] {
				t.Errorf("Rome %s: city %d pays %d for Pericles, want %d", side, c, got, want[c])
			}
		}
		if side == "A" {
			continue
		}
		tb.playUntil(3, func(g *State) bool { return g.phase == phaseChoose && g.hands[0].n > 0 })
		ct := tb.city(0)
		ct.fixed = Resources{Wood: 1, Clay: 1, Stone: 1, Loom: 1}
		tb.coins(0, 20)
		leaders, unused := g.ld.hands[0].n, g.ld.unused.n
		card := g.hands[0].c[0]
		tb.turn(Move{Action: BuildStage, Card: card, City: 0, Stage: 0})
		tb.check()
		if g.ld.hands[0].n != leaders+4 || g.ld.unused.n != unused-4 {
			t.Fatalf("Rome B's first stage: %d leaders (from %d), %d unused (from %d)", g.ld.hands[0].n, leaders, g.ld.unused.n, unused)
		}
		card = g.hands[0].c[0]
		rec := g.ld.rec[0].n
		tb.turn(Move{Action: BuildStage, Card: card, City: 0, Stage: 1})
		if p := g.Pending(); len(p) != 1 || p[0].Kind != KindRecruitNow || p[0].Seat != 0 {
			t.Fatalf("Rome B's second stage: %v", p)
		}
		var m Move
		for _, x := range tb.moves(0) {
			if x.Action == Build {
				m = x
			}
		}
		tb.play(m)
		tb.check()
		if g.ld.rec[0].n != rec+1 || g.phase != phaseChoose {
			t.Fatalf("recruited at once: %d leaders, phase %d", g.ld.rec[0].n, g.phase)
		}
	}
}

// The battle's events say who took each token: with Tomyris the loser's
// defeat token goes to the neighbour that beat it, and its event names
// that neighbour as the taker; without her, the loser takes it.
func TestTomyrisBattleEventNamesTheTaker(t *testing.T) {
	for _, tomyris := range []bool{false, true} {
		tb := leadersTable(t, 3, 1)
		g := tb.g
		if tomyris {
			tb.recruitNow(0, "tomyris")
		}
		for c, shields := range []uint8{0, 2, 0} {
			g.cities[c].shields = shields
		}
		before := len(g.events)
		g.battles()
		want := 0
		if tomyris {
			want = 1
		}
		found := false
		for _, e := range g.events[before:] {
			if e.Kind != EventBattle || e.City != 0 || e.Against != 1 {
				continue
			}
			found = true
			if e.Points != -1 || e.Taker != want {
				t.Errorf("Tomyris %v: city 0 against 1: %+d, token taken by %d, want %d", tomyris, e.Points, e.Taker, want)
			}
		}
		if !found {
			t.Fatal("no event of city 0's battle against city 1")
		}
		if got := g.cities[want].defeats; got != 1 {
			t.Errorf("Tomyris %v: city %d holds %d defeat tokens", tomyris, want, got)
		}
	}
}
