package wonders

import (
	"slices"
	"testing"

	"agora/game"
)

// newCommerce is a scenario table with the Commerce market, seat 0 as
// First Merchant and every die on face 1.
func newCommerce(t *testing.T, players int, boards ...string) *table {
	t.Helper()
	tb := newTable(t, players, boards...)
	tb.g.cfg.Expansions = []string{ExpansionCommerce}
	tb.g.turnOnLayers()
	tb.g.mk.first = 0
	tb.g.refreshPending()
	return tb
}

// faces sets market dice: resource, face, resource, face...
func (tb *table) faces(pairs ...int) {
	for i := 0; i+1 < len(pairs); i += 2 {
		tb.g.mk.faces[pairs[i]] = uint8(pairs[i+1])
	}
}

// pick has seat i pick ids[i] ("" leaves the seat to pick its first card).
func (tb *table) pick(ids ...string) {
	tb.t.Helper()
	for s := range int(tb.g.players) {
		if s < len(ids) && ids[s] != "" {
			tb.play(Move{Action: Pick, Card: cid(ids[s]), City: s})
		} else {
			tb.play(MustDecode(tb.g.Legal(game.Seat(s), nil)[0]))
		}
	}
}

// resolveDiscard has the resolving seat discard its pick.
func (tb *table) resolveDiscard() {
	tb.t.Helper()
	c := int(tb.g.resolving)
	tb.play(Move{Action: Discard, Card: tb.g.moves[c].Card, City: c})
}

func (tb *table) legal(m Move) bool {
	return slices.Contains(tb.g.Legal(tb.g.controller(m.City), nil), m.Option())
}

func TestCommerceDieCostsItsSlotPriceWhateverItsFace(t *testing.T) {
	// The seed's example: a wood die on 5 costs 2 coins and gives 5 wood.
	tb := newCommerce(t, 3, "rhodes A", "gizah A", "ephesus A")
	tb.faces(int(Wood), 5)
	tb.coins(0, 2)
	tb.hand(0, "altar")
	tb.pick("altar")
	stageWithDie := Move{Action: BuildStage, Card: cid("altar"), City: 0, Dice: 1 << Wood}
	if !tb.legal(stageWithDie) {
		t.Fatalf("no stage with the wood die: %v", tb.moves(0))
	}
	tb.play(stageWithDie)
	if got := tb.city(0).coins; got != 0 {
		t.Fatalf("coins after the die: %d, want 0", got)
	}
	if tb.city(0).stages != 1 {
		t.Fatal("stage not built")
	}
	tb.resolveDiscard()
	tb.resolveDiscard()
	tb.check()
	if f := tb.g.mk.faces; f[Wood] != 1 || f[Stone] != 2 || f[Loom] != 2 {
		t.Fatalf("faces after the turn: %v (bought die back on 1, others up one)", f)
	}
}

func TestCommerceDiceRules(t *testing.T) {
	tests := []struct {
		name  string
		faces []int
		coins int
		want  Move
		legal bool
	}{
		{"a die on face 1 gives nothing", []int{int(Wood), 1}, 5,
			Move{Action: BuildStage, Card: cid("altar"), Dice: 1 << Wood}, false},
		{"a die on 2 covers two units", []int{int(Wood), 2}, 2,
			Move{Action: BuildStage, Card: cid("altar"), Dice: 1 << Wood}, true},
		{"one wheat covers only one unit", nil, 9,
			Move{Action: BuildStage, Card: cid("altar"), Wheat: true}, false},
		{"die and wheat together", []int{int(Stone), 3}, 5,
			Move{Action: Build, Card: cid("stockade"), Wheat: true}, true},
		{"a die bought must be needed", []int{int(Stone), 3, int(Wood), 2}, 9,
			Move{Action: BuildStage, Card: cid("altar"), Dice: 1<<Wood | 1<<Stone}, false},
		{"the bank must be paid", []int{int(Wood), 4}, 1,
			Move{Action: BuildStage, Card: cid("altar"), Dice: 1 << Wood}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tb := newCommerce(t, 3, "rhodes A", "gizah A", "ephesus A")
			tb.faces(tt.faces...)
			tb.coins(0, tt.coins)
			id := tt.want.Card.String()
			tb.hand(0, id)
			tb.pick(id)
			if got := tb.legal(tt.want); got != tt.legal {
				t.Fatalf("%v legal=%v, want %v; moves %v", tt.want, got, tt.legal, tb.moves(0))
			}
		})
	}
}

func TestCommerceWheatCombinesWithDiceAndNeighbours(t *testing.T) {
	// Rhodes A's stage 2 needs 3 clay: a clay die on 2, one wheat; or the
	// die and one clay from a neighbour.
	tb := newCommerce(t, 3, "rhodes A", "babylon A", "ephesus A")
	tb.stages(0, 1)
	tb.faces(int(Clay), 2)
	tb.coins(0, 10)
	tb.hand(0, "altar")
	tb.pick("altar")
	for _, m := range []Move{
		{Action: BuildStage, Card: cid("altar"), Stage: 1, Dice: 1 << Clay, Wheat: true},
		{Action: BuildStage, Card: cid("altar"), Stage: 1, Dice: 1 << Clay, PayLeft: 2},
		{Action: BuildStage, Card: cid("altar"), Stage: 1, Wheat: true, PayLeft: 2, Sell: 0},
	} {
		if m.Wheat && m.Dice == 0 {
			// Babylon has one clay: wheat and one clay leave a unit short.
			if tb.legal(m) {
				t.Fatalf("%v should be short of clay", m)
			}
			continue
		}
		if !tb.legal(m) {
			t.Fatalf("%v not offered: %v", m, tb.moves(0))
		}
	}
}

func TestCommerceSelling(t *testing.T) {
	tb := newCommerce(t, 3, "rhodes A", "gizah A", "ephesus A")
	tb.built(0, "clay_pool", "loom_1")
	tb.coins(0, 0)
	tb.hand(0, "guard_tower", "stone_pit")
	tb.pick("guard_tower")
	sellClay := Move{Action: Build, Card: cid("guard_tower"), City: 0, Sell: int(Clay) + 1}
	sellLoom := Move{Action: Build, Card: cid("guard_tower"), City: 0, Sell: int(Loom) + 1}
	sellStone := Move{Action: Build, Card: cid("guard_tower"), City: 0, Sell: int(Stone) + 1}
	if !tb.legal(sellClay) || !tb.legal(sellLoom) {
		t.Fatalf("a city sells what its cards produce, even what it uses: %v", tb.moves(0))
	}
	if tb.legal(sellStone) {
		t.Fatal("no card produces stone: no sale")
	}
	for _, m := range tb.moves(0) {
		if m.Sell > 0 && (m.Dice != 0 || m.Wheat) {
			t.Fatalf("buying and selling in one turn: %v", m)
		}
	}
	tb.play(sellLoom)
	if got := tb.city(0).coins; got != 3 {
		t.Fatalf("coins after selling loom: %d, want 3 (once, whatever the quantity)", got)
	}
}

func TestCommerceSellWhatTheCardBuiltThisTurnMakes(t *testing.T) {
	tb := newCommerce(t, 3, "rhodes A", "gizah A", "ephesus A")
	tb.hand(0, "stone_pit")
	tb.pick("stone_pit")
	build := Move{Action: Build, Card: cid("stone_pit"), City: 0, Sell: int(Stone) + 1}
	if !tb.legal(build) {
		t.Fatalf("selling the stone the card brings: %v", tb.moves(0))
	}
	if tb.legal(Move{Action: Discard, Card: cid("stone_pit"), City: 0, Sell: int(Stone) + 1}) {
		t.Fatal("a discarded card produces nothing to sell")
	}
	coins := tb.city(0).coins
	tb.play(build)
	if got := tb.city(0).coins; got != coins+2 {
		t.Fatalf("coins %d, want %d", got, coins+2)
	}
}

func TestCommerceSaleCoinsPayTheTrade(t *testing.T) {
	// With no coins, selling loom (made before) pays for a stone bought
	// from Gizah.
	tb := newCommerce(t, 3, "rhodes A", "gizah A", "ephesus A")
	tb.built(0, "loom_1")
	tb.coins(0, 0)
	tb.hand(0, "baths")
	tb.pick("baths")
	if tb.legal(build(0, "baths", 2, 0)) {
		t.Fatal("no coins, no trade")
	}
	m := build(0, "baths", 2, 0)
	m.Sell = int(Loom) + 1
	if !tb.legal(m) {
		t.Fatalf("sale first, then trade: %v", tb.moves(0))
	}
	tb.play(m)
	if tb.city(0).coins != 1 || tb.city(1).coins != startCoins+2 {
		t.Fatalf("coins %d and %d", tb.city(0).coins, tb.city(1).coins)
	}
}

func TestCommerceMarketOrderAndFirstMerchant(t *testing.T) {
	// Seat 1 is First Merchant: it resolves first and takes the wood die
	// seat 2 counted on; seat 2 then finds the die gone and may discard.
	tb := newCommerce(t, 3, "gizah A", "rhodes A", "rhodes B")
	tb.g.mk.first = 1
	tb.faces(int(Wood), 3)
	tb.coins(1, 5)
	tb.coins(2, 5)
	tb.hand(1, "stockade")
	tb.hand(2, "lumber_yard")
	tb.pick("", "stockade", "lumber_yard")
	if tb.g.resolving != 1 {
		t.Fatalf("resolving %d, want the First Merchant 1", tb.g.resolving)
	}
	v := tb.g.SeatView(2)
	if v.Picked != cid("lumber_yard") || v.Market.Resolving != 1 || !slices.Equal(v.Market.Order, []int{1, 2, 0}) {
		t.Fatalf("view: picked %v, market %+v", v.Picked, v.Market)
	}
	tb.play(Move{Action: Build, Card: cid("stockade"), City: 1, Dice: 1 << Wood})
	if tb.g.resolving != 2 {
		t.Fatalf("resolving %d, want 2", tb.g.resolving)
	}
	for _, m := range tb.moves(2) {
		if m.Dice != 0 {
			t.Fatalf("the wood die is gone: %v", m)
		}
	}
	tb.resolveDiscard()
	tb.resolveDiscard()
	tb.check()
	if tb.g.mk.first != 2 || tb.g.mk.faces[Wood] != 1 || tb.g.mk.faces[Ore] != 2 {
		t.Fatalf("after the turn: first %d, faces %v", tb.g.mk.first, tb.g.mk.faces)
	}
}

func TestCommerceDiceStopAtSixAndResetEachAge(t *testing.T) {
	tb := newCommerce(t, 3, "gizah A", "rhodes A", "ephesus A")
	tb.faces(int(Glass), 6, int(Ore), 5)
	tb.pick()
	tb.resolveDiscard()
	tb.resolveDiscard()
	tb.resolveDiscard()
	if f := tb.g.mk.faces; f[Glass] != 6 || f[Ore] != 6 {
		t.Fatalf("faces %v", f)
	}
	for tb.g.age == 1 {
		p := tb.g.Pending()[0]
		tb.play(MustDecode(tb.g.Legal(p.Seat, nil)[0]))
	}
	for r, f := range tb.g.mk.faces {
		if f != 1 {
			t.Fatalf("Age II starts with %s on %d", Resource(r), f)
		}
	}
}

func TestCommerceFreeCityNeverUsesTheMarket(t *testing.T) {
	tb := newCommerce(t, 2, "gizah A", "rhodes A", "ephesus A")
	tb.faces(int(Wood), 4, int(Stone), 4, int(Ore), 4, int(Clay), 4, int(Glass), 4, int(Loom), 4, int(Papyrus), 4)
	for _, p := range tb.g.Pending() {
		for _, o := range tb.g.Legal(p.Seat, nil) {
			m := MustDecode(o)
			if p.Kind == KindFreeCity && (m.Dice != 0 || m.Wheat || m.Sell != 0) {
				t.Fatalf("Free City move with the market: %v", m)
			}
			if p.Kind == KindCard && m.Action != Pick {
				t.Fatalf("a seat picks first: %v", m)
			}
		}
	}
	if tb.g.marketDayOn() {
		t.Fatal("no Market Day with 2 players")
	}
}

func TestCommerceDeterminizeHidesUnresolvedPicks(t *testing.T) {
	cfg := config(4, 9)
	cfg.Expansions = []string{ExpansionCommerce}
	s := start(t, cfg)
	rng := game.NewRand(5)
	for s.turn < 2 || s.phase != phaseResolve || s.resolving == s.mk.first {
		p := s.Pending()[0]
		opts := s.Legal(p.Seat, nil)
		if err := s.Apply(p.Seat, opts[rng.IntN(len(opts))]); err != nil {
			t.Fatal(err)
		}
	}
	viewer := int(s.mk.first)
	later := (int(s.resolving) + 1) % 4
	if later == viewer {
		t.Skip("no unresolved seat besides the viewer")
	}
	changed := false
	for range 40 {
		d := s.SeatView(game.Seat(viewer)).Determinize(&rng).(*State)
		if err := d.Check(); err != nil {
			t.Fatal(err)
		}
		if d.moves[later].Card != s.moves[later].Card {
			changed = true
		}
		if d.mk != s.mk || d.resolving != s.resolving {
			t.Fatal("the public market changed")
		}
	}
	if !changed {
		t.Error("an unresolved pick is never redealt")
	}
}

// toMarketDay plays Age I's first five turns (everyone discarding) and
// returns at the start of Market Day.
func (tb *table) toMarketDay() {
	tb.t.Helper()
	for tb.g.phase != phaseMarketDay {
		p := tb.g.Pending()[0]
		var m Move
		for _, o := range tb.g.Legal(p.Seat, nil) {
			if mv := MustDecode(o); mv.Action == Pick || mv.Action == Discard && mv.Sell == 0 {
				m = mv
				break
			}
		}
		tb.play(m)
	}
	tb.g.mk.first = 0
	tb.g.md.proposer = 0
	tb.g.mdAdvance()
	tb.g.refreshPending()
}

// owes checks the seat and kind of the decision Market Day waits for.
func (tb *table) owes(seat int, kind string) {
	tb.t.Helper()
	p := tb.g.Pending()
	if len(p) != 1 || p[0].Seat != game.Seat(seat) || p[0].Kind != kind {
		tb.t.Fatalf("pending %v, want seat %d %s", p, seat, kind)
	}
}

func (tb *table) handOf(seat int) []Card { return slices.Clone(tb.g.hands[seat].cards()) }

func TestMarketDaySaleToTheHighestBidder(t *testing.T) {
	tb := newCommerce(t, 4, "gizah A", "rhodes A", "ephesus A", "babylon A")
	tb.toMarketDay()
	for s, n := range []int{5, 3, 0, 2} {
		tb.coins(s, n)
	}
	tb.g.refreshPending()
	h1, h3 := tb.handOf(1), tb.handOf(3)
	tb.owes(0, KindPropose)
	v := tb.g.SeatView(2)
	if v.MarketDay == nil || !slices.Equal(v.MarketDay.Hands[1], h1) {
		t.Fatal("every seat's cards are shown on Market Day")
	}
	tb.play(Move{Action: Propose, Card: h1[0], City: 0, Owner: 1, Price: 1})
	// Seat 1 owns the card, seat 2 cannot pay more than 1: seat 3 is asked.
	tb.owes(3, KindBid)
	if tb.legal(Move{Action: Bid, Card: NoCard, City: 3, Owner: 1, Price: 1}) ||
		tb.legal(Move{Action: Bid, Card: NoCard, City: 3, Owner: 1, Price: 3}) {
		t.Fatal("a bid beats the offer and is within the bidder's coins")
	}
	tb.play(Move{Action: Bid, Card: NoCard, City: 3, Owner: 1, Price: 2})
	// One offer each: the round is back at the proposer, the owner decides.
	tb.owes(1, KindSellKeep)
	keep := Move{Action: KeepCard, Card: h1[0], City: 1, Owner: 3, Price: 2}
	sell := keep
	sell.Action = SellCard
	if !tb.legal(keep) || !tb.legal(sell) {
		t.Fatalf("sell or keep: %v", tb.moves(1))
	}
	tb.play(sell)
	if tb.city(1).coins != 5 || tb.city(3).coins != 0 {
		t.Fatalf("coins after the sale: seller %d, buyer %d", tb.city(1).coins, tb.city(3).coins)
	}
	if tb.g.hands[1].n != 0 {
		t.Fatal("the seller discards its other card")
	}
	tb.owes(3, KindMarketPlay)
	tb.play(Move{Action: Discard, Card: h1[0], City: 3})
	tb.check()
	// Seat 1 left, seat 2 has no coin, seat 3 placed a card: the final
	// plays begin with seat 0.
	tb.owes(0, KindMarketPlay)
	h0 := tb.handOf(0)
	tb.play(Move{Action: Discard, Card: h0[1], City: 0})
	if tb.g.hands[0].n != 0 {
		t.Fatal("the other card is discarded")
	}
	tb.owes(2, KindMarketPlay)
	tb.play(Move{Action: Discard, Card: tb.handOf(2)[0], City: 2})
	if tb.g.age != 2 || tb.g.hands[3].n != handSize {
		t.Fatalf("Age %d, seat 3 holds %d: the buyer's own cards were discarded", tb.g.age, tb.g.hands[3].n)
	}
	discarded := 0
	for _, d := range tb.g.discard[:tb.g.ndiscard] {
		if d.age == 1 && d.turn == turnsPerAge-1 && slices.Contains(h3, d.card) && int(d.by) == 3 {
			discarded++
		}
	}
	if discarded != 2 {
		t.Fatalf("seat 3's two cards discarded: %d", discarded)
	}
	tb.check()
}

func TestMarketDayForcedSaleDeclineAndKeep(t *testing.T) {
	tb := newCommerce(t, 4, "gizah A", "rhodes A", "ephesus A", "babylon A")
	tb.toMarketDay()
	for s, n := range []int{6, 4, 3, 4} {
		tb.coins(s, n)
	}
	tb.g.refreshPending()
	h1, h3 := tb.handOf(1), tb.handOf(3)
	tb.owes(0, KindPropose)
	tb.play(Move{Action: Pass, Card: NoCard, City: 0})
	tb.owes(1, KindPropose)
	tb.play(Move{Action: Propose, Card: h3[0], City: 1, Owner: 3, Price: 1})
	tb.owes(2, KindBid)
	tb.play(Move{Action: Pass, Card: NoCard, City: 2})
	// Seat 3 owns the card and seat 0 declined earlier: nobody else bids.
	tb.owes(3, KindSellKeep)
	tb.play(Move{Action: SellCard, Card: h3[0], City: 3, Owner: 1, Price: 1})
	tb.owes(1, KindMarketPlay)
	tb.play(Move{Action: Discard, Card: h3[0], City: 1})
	tb.owes(2, KindPropose)
	tb.play(Move{Action: Propose, Card: h1[1], City: 2, Owner: 1, Price: 2})
	// Seat 1 has placed a card: it must sell.
	tb.owes(1, KindSellKeep)
	if tb.legal(Move{Action: KeepCard, Card: h1[1], City: 1, Owner: 2, Price: 2}) {
		t.Fatal("a seat that bought a card cannot keep one")
	}
	tb.play(Move{Action: SellCard, Card: h1[1], City: 1, Owner: 2, Price: 2})
	tb.owes(2, KindMarketPlay)
	tb.play(Move{Action: Discard, Card: h1[1], City: 2})
	// Seat 3 left; the round is over; seat 0 declined but plays its card.
	tb.owes(0, KindMarketPlay)
	tb.check()
}

func TestMarketDayKeeperPaysTheBank(t *testing.T) {
	tb := newCommerce(t, 3, "gizah A", "rhodes A", "ephesus A")
	tb.toMarketDay()
	for s, n := range []int{4, 3, 0} {
		tb.coins(s, n)
	}
	tb.g.refreshPending()
	h2 := tb.handOf(2)
	tb.play(Move{Action: Propose, Card: h2[0], City: 0, Owner: 2, Price: 3})
	// Seat 1 has 3 coins: it cannot outbid 3.
	tb.owes(2, KindSellKeep)
	if tb.legal(Move{Action: KeepCard, Card: h2[0], City: 2, Owner: 0, Price: 3}) {
		t.Fatal("keeping needs the coins")
	}
	tb.coins(2, 3)
	tb.play(Move{Action: KeepCard, Card: h2[0], City: 2, Owner: 0, Price: 3})
	if tb.city(2).coins != 0 || tb.city(0).coins != 4 {
		t.Fatalf("keeper pays the bank: %d, proposer keeps its coins: %d", tb.city(2).coins, tb.city(0).coins)
	}
	tb.owes(2, KindMarketPlay)
	tb.check()
}

func TestMarketDayBabylonBPlaysItsLastCardAfter(t *testing.T) {
	tb := newCommerce(t, 3, "babylon B", "rhodes A", "ephesus A")
	tb.stages(0, 2)
	if !tb.city(0).last {
		t.Fatal("Babylon B's second stage plays the 7th card")
	}
	tb.toMarketDay()
	tb.coins(1, 5)
	tb.coins(2, 0)
	tb.g.refreshPending()
	h0 := tb.handOf(0)
	tb.play(Move{Action: Pass, Card: NoCard, City: 0})
	tb.play(Move{Action: Propose, Card: h0[0], City: 1, Owner: 0, Price: 1})
	tb.owes(0, KindSellKeep)
	tb.play(Move{Action: SellCard, Card: h0[0], City: 0, Owner: 1, Price: 1})
	if !slices.Equal(tb.handOf(0), h0[1:]) {
		t.Fatal("Babylon B keeps its other card for the 7th play")
	}
	for tb.g.phase == phaseMarketDay {
		p := tb.g.Pending()[0]
		tb.play(MustDecode(tb.g.Legal(p.Seat, nil)[0]))
	}
	tb.owes(0, KindLastCard)
	tb.play(Move{Action: Discard, Card: h0[1], City: 0})
	if tb.g.age != 2 {
		t.Fatal("the Age ends after the 7th card")
	}
	tb.check()
}

func TestMarketDayDeterminizeKeepsShownHands(t *testing.T) {
	tb := newCommerce(t, 4, "gizah A", "rhodes A", "ephesus A", "babylon A")
	tb.toMarketDay()
	rng := game.NewRand(2)
	for range 10 {
		d := tb.g.SeatView(1).Determinize(&rng).(*State)
		if d.hands != tb.g.hands {
			t.Fatal("shown hands were redealt")
		}
		if err := d.Check(); err != nil {
			t.Fatal(err)
		}
	}
}

func TestMarketDayOlympiaAndHalikarnassus(t *testing.T) {
	tb := newCommerce(t, 3, "halikarnassus A", "olympia A", "ephesus A")
	tb.stages(0, 1)
	tb.stages(1, 2)
	tb.toMarketDay()
	tb.faces(int(Wood), 6, int(Stone), 6, int(Ore), 6, int(Clay), 6, int(Glass), 6, int(Loom), 6, int(Papyrus), 6)
	tb.coins(0, 20)
	tb.coins(1, 5)
	tb.coins(2, 0)
	tb.g.refreshPending()
	h0 := tb.handOf(0)
	tb.play(Move{Action: Propose, Card: h0[0], City: 0, Owner: 2, Price: 1}.withCard(tb.handOf(2)[0]))
	tb.play(Move{Action: Pass, Card: NoCard, City: 1})
	tb.play(Move{Action: SellCard, Card: tb.g.md.card, City: 2, Owner: 0, Price: 1})
	// Halikarnassus builds its discard-pile stage with the card it bought.
	var stageMove Move
	for _, m := range tb.moves(0) {
		if m.Action == BuildStage {
			stageMove = m
			break
		}
	}
	if stageMove.Action == 0 {
		t.Fatalf("no stage: %v", tb.moves(0))
	}
	tb.play(stageMove)
	// Olympia A declines to propose, still has its free build, and its
	// final play may use it.
	tb.owes(1, KindPropose)
	tb.play(Move{Action: Pass, Card: NoCard, City: 1})
	tb.owes(1, KindMarketPlay)
	free := Move{Action: BuildFree, Card: tb.handOf(1)[0], City: 1}
	if !tb.legal(free) {
		t.Fatalf("Olympia's free build on Market Day: %v", tb.moves(1))
	}
	tb.play(free)
	// After Market Day, Halikarnassus picks from a pile that holds the
	// cards discarded on Market Day.
	tb.owes(0, KindDiscardPick)
	last := tb.g.discard[tb.g.ndiscard-1]
	if last.age != 1 || last.turn != turnsPerAge-1 {
		t.Fatalf("last discard %+v is not from Market Day", last)
	}
	tb.check()
}

func (m Move) withCard(c Card) Move { m.Card = c; return m }
