package wonders

import (
	"slices"
	"sync"

	"agora/game"
)

// MarketDayView is Market Day as every seat sees it: the cards all seats
// show, whose decision it is, the sale in progress and each seat's state.
type MarketDayView struct {
	// Step is "propose", "bid", "sell", "play" or "final".
	Step string
	// Hands is every seat's cards, face up.
	Hands [][]Card
	// Proposer is the seat whose proposal turn it is; Asked the seat asked
	// to outbid; Player the seat playing a card (-1 when none).
	Proposer, Asked, Player int
	// The sale: Card of Owner, the highest offer Price by Bidder (Card is
	// NoCard and the seats -1 when no sale is open). During "play", Card
	// is the card being played.
	Card                 Card
	Owner, Price, Bidder int
	Placed, Left, Out    []bool
}

var mdStepNames = [...]string{mdPropose: "propose", mdBid: "bid", mdSellKeep: "sell", mdPlay: "play", mdFinal: "final"}

func (g *State) marketDayView() *MarketDayView {
	if g.phase != phaseMarketDay {
		return nil
	}
	md := &g.md
	v := &MarketDayView{Step: mdStepNames[md.step], Proposer: -1, Asked: -1, Player: -1,
		Card: md.card, Owner: int(md.owner), Price: int(md.price), Bidder: int(md.bidder)}
	switch md.step {
	case mdPropose:
		v.Proposer = int(md.proposer)
	case mdBid:
		v.Proposer, v.Asked = int(md.proposer), int(md.asked)
	case mdSellKeep:
		v.Proposer = int(md.proposer)
	case mdPlay, mdFinal:
		v.Player = int(md.player)
	}
	for s := range int(g.players) {
		v.Hands = append(v.Hands, append([]Card(nil), g.hands[s].cards()...))
		v.Placed = append(v.Placed, md.status[s]&mdPlaced != 0)
		v.Left = append(v.Left, md.status[s]&mdLeft != 0)
		v.Out = append(v.Out, md.status[s]&mdOut != 0)
	}
	return v
}

// PlayOptions lists what the view's seat could do with card if it played
// it now on its own, market included: in the Commerce choice phase the
// options its pick would give if it resolved at once, on Market Day those
// of a card it might buy. Heuristic bots value a pick or an offer with
// them (Preview accepts them).
func (v *View) PlayOptions(card Card) []game.Option {
	return slices.Clone(v.playsOf(card))
}

// Detached reports whether the view was read from the wire (DecodeView):
// it holds what the seat sees and the facts the host wrote in, but no
// game to compute from, so the bots, which search and preview, think
// where the game is.
func (v *View) Detached() bool { return v.state == nil }

// playsMemo keeps the play options of the last card a view listed: a
// heuristic lists a card's options and then previews each, and each
// preview checks its option against that same list. A view may be read
// from several goroutines (search workers), hence the lock; copies of a
// view share it, hence the acting city in the key.
type playsMemo struct {
	mu     sync.Mutex
	acting int
	card   Card
	opts   []game.Option
	valid  bool
}

// playsOf is PlayOptions for the view's own use: the memo's list, which
// the caller must not change.
func (v *View) playsOf(card Card) []game.Option {
	c := v.Acting
	if c < 0 || c >= v.Players || int(card) >= len(catalog.cards) {
		return nil
	}
	if v.state == nil {
		return nil // a decoded view: no game behind it (Detached)
	}
	p := v.plays
	if p == nil {
		return v.state.playOptions(c, card, nil)
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.valid || p.acting != c || p.card != card {
		p.acting, p.card, p.opts, p.valid = c, card, v.state.playOptions(c, card, nil), true
	}
	return p.opts
}

// MarketPlan is one way the market lets the view's acting city build a
// card now: Option and its Move (the dice and the wheat bought, a resource
// sold, the coins to the neighbours) and Price, every coin the build costs
// the city (the card's coins, the neighbours', the dice and the wheat; a
// sale's coins are not taken off).
type MarketPlan struct {
	Option game.Option
	Move   Move
	Price  int
}

// MarketPlans lists the builds of card that go through the market which
// the view's acting city could make if it resolved card now, cheapest
// first (at one price, fewer goods first, dice before the wheat): those that buy dice or the
// wheat, and those whose coins only a sale brings. It is nil without
// Commerce, once the city's market action is spent, or when the market
// opens no way to build card. During the pick it is what the pick would
// open at once; seats before the city in the market order may take dice
// first.
func (v *View) MarketPlans(card Card) []MarketPlan { return v.marketPlans(card, Build) }

// StageMarketPlans is MarketPlans for the acting city's next wonder
// stage, built with card: the ways the market would let the city build
// the stage it cannot pay for alone, cheapest first. During the pick it
// tells the city its stage is within reach of a purchase.
func (v *View) StageMarketPlans(card Card) []MarketPlan { return v.marketPlans(card, BuildStage) }

// marketPlans is MarketPlans for the options of action (Build or
// BuildStage) of card.
func (v *View) marketPlans(card Card, action Action) []MarketPlan {
	if v.state == nil {
		return v.factPlans(card, action)
	}
	if v.Market == nil || v.Acting < 0 || v.Acting >= len(v.Cities) {
		return nil
	}
	coins := v.Cities[v.Acting].Coins
	var out []MarketPlan
	for _, o := range v.playsOf(card) {
		m := MustDecode(o)
		if m.Action != action || m.Dice == 0 && !m.Wheat && m.Sell == 0 {
			continue
		}
		price, ok := v.Price(o)
		if !ok || m.Dice == 0 && !m.Wheat && price <= coins {
			continue // a sale beside a build the city pays for anyway
		}
		out = append(out, MarketPlan{Option: o, Move: m, Price: price})
	}
	slices.SortStableFunc(out, func(a, b MarketPlan) int {
		if a.Price != b.Price {
			return a.Price - b.Price
		}
		if ga, gb := goods(a.Move), goods(b.Move); ga != gb {
			return ga - gb
		}
		return b2i(a.Move.Wheat) - b2i(b.Move.Wheat)
	})
	return out
}

// goods counts the dice and the wheat a move buys.
func goods(m Move) int { return len(m.Dice.List()) + b2i(m.Wheat) }

// Price is every coin option o would cost the acting city if it were
// resolved now: the card's or the stage's coins, the neighbours', other
// cities' (Poseidon), the dice and the wheat, a god's price, less what
// the build gives back at once (Hatshepsut); a sale's coins are not taken
// off. ok is false for an option that is neither one of the view's
// options nor one of its PlayOptions, or that plays no card.
func (v *View) Price(o game.Option) (price int, ok bool) {
	if v.state == nil {
		return v.factPrice(o)
	}
	m, ok := DecodeOption(o)
	if !ok || v.Acting < 0 || m.City != v.Acting || !m.Action.plays() {
		return 0, false
	}
	if !game.Contains(v.Options, o) && (v.Market == nil || !game.Contains(v.playsOf(m.Card), o)) {
		return 0, false
	}
	v.onScratch(func(g *State) bool {
		before := g.cities[m.City].coins
		g.pay(m.City, m)
		price = int(before - g.cities[m.City].coins)
		return true
	})
	return price, true
}
