package wonders

import "agora/game"

// Market Day replaces each Age's 6th turn when Commerce plays with it and
// at least 3 seats play: every seat shows its two cards; from the First
// Merchant clockwise, each seat in turn may propose a price for another
// seat's card (or pass and leave the auction); the seats after it may each
// outbid once; the owner sells at the highest offer or, if it has bought
// no card, pays that sum to the bank to keep the card; the card bought or
// kept is played at once, market included; the seller or keeper discards
// its other card and leaves. After a full round, the seats that placed no
// card play one of theirs and discard the other. A seat places at most one
// card in Market Day (Babylon B's 7th card aside: its last card is kept
// for after Market Day instead of discarded).

// The steps of Market Day.
const (
	mdPropose  = iota // md.proposer may propose a sale
	mdBid             // md.asked may outbid the offer
	mdSellKeep        // md.owner sells or keeps
	mdPlay            // md.player plays md.card
	mdFinal           // md.player plays one of its cards
)

// Seat flags of Market Day.
const (
	mdPlaced = 1 << iota // has placed a card: no more offers, no keeping
	mdLeft               // sold or kept a card: out, with no cards left
	mdOut                // declined to propose: no more offers
)

// marketDay is the auction in progress.
type marketDay struct {
	step     uint8
	turns    uint8 // proposal turns (or final plays) taken
	proposer int8
	asked    int8
	player   int8
	status   [maxCities]uint8
	card     Card // on sale, then being played
	owner    int8
	price    uint8
	bidder   int8
}

// marketDayOn reports whether this game plays Market Day: Commerce with
// the option on, and at least 3 seats (with 2, each sale would have a
// single possible buyer; the 6th turn stays a normal turn).
func (g *State) marketDayOn() bool {
	return g.commerce() && g.players >= 3 && g.cfg.Variant(VariantMarketDay, "on") == "on"
}

func (g *State) startMarketDay() {
	g.phase = phaseMarketDay
	g.md = marketDay{step: mdPropose, proposer: g.mk.first, asked: -1, player: -1, owner: -1, bidder: -1, card: NoCard}
	g.mdAdvance()
}

// prompt is the seat Market Day waits for and the decision's kind.
func (md *marketDay) prompt() (game.Seat, string) {
	switch md.step {
	case mdPropose:
		return game.Seat(md.proposer), KindPropose
	case mdBid:
		return game.Seat(md.asked), KindBid
	case mdSellKeep:
		return game.Seat(md.owner), KindSellKeep
	case mdPlay, mdFinal:
		return game.Seat(md.player), KindMarketPlay
	}
	return 0, ""
}

func (g *State) nextSeat(s int8) int8 { return int8((int(s) + 1) % int(g.players)) }

// bidding reports whether seat s may still offer: it has not placed a
// card, left, or declined.
func (md *marketDay) bidding(s int) bool { return md.status[s]&(mdPlaced|mdLeft|mdOut) == 0 }

// forSale reports whether seat s's cards may still be bought.
func (g *State) forSale(s int) bool { return g.md.status[s]&mdLeft == 0 && g.hands[s].n > 0 }

// canPropose reports whether seat s has a proposal to make: it still
// bids, has a coin, and another seat has a card for sale.
func (g *State) canPropose(s int) bool {
	if !g.md.bidding(s) || g.cities[s].coins < 1 {
		return false
	}
	for o := range int(g.players) {
		if o != s && g.forSale(o) {
			return true
		}
	}
	return false
}

func (g *State) canBid(s int) bool {
	md := &g.md
	return s != int(md.owner) && md.bidding(s) && int(g.cities[s].coins) > int(md.price)
}

// mdAdvance moves Market Day on to the next decision someone can take,
// skipping seats with nothing to decide, and ends it after the final plays.
func (g *State) mdAdvance() {
	md := &g.md
	n := uint8(g.players)
	for {
		switch md.step {
		case mdPropose:
			if md.turns == n {
				md.step, md.turns = mdFinal, 0
				continue
			}
			if g.canPropose(int(md.proposer)) {
				return
			}
			md.turns++
			md.proposer = g.nextSeat(md.proposer)
		case mdBid:
			if md.asked == md.proposer {
				md.step = mdSellKeep
				return
			}
			if g.canBid(int(md.asked)) {
				return
			}
			md.asked = g.nextSeat(md.asked)
		case mdFinal:
			if md.turns == n {
				g.endMarketDay()
				return
			}
			s := int8((int(g.mk.first) + int(md.turns)) % int(n))
			if md.status[s]&(mdPlaced|mdLeft) == 0 && g.hands[s].n > 0 {
				md.player = s
				return
			}
			md.turns++
		default:
			return
		}
	}
}

// marketDayOptions lists the options of Market Day's current decision.
func (g *State) marketDayOptions(c int, kind string, only Card, buf []game.Option) []game.Option {
	md := &g.md
	coins := int(g.cities[c].coins)
	switch kind {
	case KindPropose:
		buf = append(buf, Move{Action: Pass, Card: NoCard, City: c}.Option())
		for o := range int(g.players) {
			if o == c || !g.forSale(o) {
				continue
			}
			cards := g.hands[o].cards()
			for i, card := range cards {
				if (only != NoCard && card != only) || seenBefore(cards, i) {
					continue
				}
				offer := Move{Action: Propose, Card: card, City: c, Owner: o}.Option()
				for p := 1; p <= coins; p++ {
					buf = append(buf, withPrice(offer, p))
				}
			}
		}
	case KindBid:
		buf = append(buf, Move{Action: Pass, Card: NoCard, City: c}.Option())
		bid := Move{Action: Bid, Card: NoCard, City: c, Owner: int(md.owner)}.Option()
		for p := int(md.price) + 1; p <= coins; p++ {
			buf = append(buf, withPrice(bid, p))
		}
	case KindSellKeep:
		m := Move{Action: SellCard, Card: md.card, City: c, Owner: int(md.bidder), Price: int(md.price)}
		buf = append(buf, m.Option())
		if md.status[c]&mdPlaced == 0 && coins >= int(md.price) {
			m.Action = KeepCard
			buf = append(buf, m.Option())
		}
	case KindMarketPlay:
		if md.step == mdPlay {
			if only == NoCard || only == md.card {
				buf = g.playOptions(c, md.card, buf)
			}
			return buf
		}
		cards := g.hands[c].cards()
		for i, card := range cards {
			if (only == NoCard || card == only) && !seenBefore(cards, i) {
				buf = g.playOptions(c, card, buf)
			}
		}
	}
	return buf
}

// marketDayApply carries out a validated Market Day move.
func (g *State) marketDayApply(m Move) {
	md := &g.md
	s := int8(m.City)
	ev := Event{Age: int(g.age), Turn: int(g.turn) + 1, City: m.City, Card: m.Card, by: s}
	switch m.Action {
	case Propose:
		md.card, md.owner, md.price, md.bidder = m.Card, int8(m.Owner), uint8(m.Price), s
		md.step, md.asked = mdBid, g.nextSeat(s)
		ev.Kind, ev.Against, ev.Coins = EventOffer, m.Owner, m.Price
	case Bid:
		md.price, md.bidder = uint8(m.Price), s
		md.asked = g.nextSeat(s)
		ev.Kind, ev.Card, ev.Against, ev.Coins = EventOffer, md.card, int(md.owner), m.Price
	case Pass:
		ev.Kind = EventPass
		if md.step == mdPropose {
			md.status[s] |= mdOut
			md.turns++
			md.proposer = g.nextSeat(s)
		} else {
			md.asked = g.nextSeat(s)
			ev.Card, ev.Against = md.card, int(md.owner)
		}
	case SellCard, KeepCard:
		g.hands[s].remove(md.card)
		price := int32(md.price)
		if m.Action == SellCard {
			g.cities[md.bidder].coins -= price
			g.cities[s].coins += price
			md.player = md.bidder
			ev.Kind, ev.Against, ev.Coins = EventSold, int(md.bidder), int(price)
		} else {
			g.cities[s].coins -= price
			md.player = s
			ev.Kind, ev.Against, ev.Coins = EventKept, int(s), int(price)
		}
		g.events = append(g.events, ev)
		md.status[s] |= mdLeft
		g.discardHand(int(s))
		md.step = mdPlay
		return
	case Build, BuildStage, Discard, BuildFree:
		if md.step == mdFinal {
			g.hands[s].remove(m.Card)
		}
		if g.playAlone(m.City, m) {
			g.pendPick = s
		}
		md.status[s] |= mdPlaced
		if md.step == mdFinal {
			g.discardHand(int(s))
		} else {
			md.step, md.proposer = mdPropose, g.nextSeat(md.proposer)
			md.card, md.owner, md.bidder, md.price = NoCard, -1, -1, 0
		}
		md.turns++
		g.mdAdvance()
		return
	}
	g.events = append(g.events, ev)
	g.mdAdvance()
}

// discardHand discards what is left of seat s's hand for nothing, except
// for a Babylon B that plays its last card after Market Day.
func (g *State) discardHand(s int) {
	h := &g.hands[s]
	if g.playsLast(s) {
		return
	}
	for _, card := range h.cards() {
		g.addDiscard(card, int8(s))
		g.events = append(g.events, Event{Kind: EventLeftover, Age: int(g.age), Turn: int(g.turn) + 1, City: s, Card: card, by: int8(s)})
	}
	*h = hand{}
}

// endMarketDay discards the cards of the seats that bought a card, then
// closes the turn.
func (g *State) endMarketDay() {
	for s := range int(g.players) {
		g.discardHand(s)
	}
	g.md.step = mdFinal
	g.finishTurn()
}
