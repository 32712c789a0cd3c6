package wonders

import "agora/game"

// Commerce decision kinds (game.Prompt.Kind).
const (
	// KindResolve: in market order, use the picked card (build, stage or
	// discard), paying with neighbours, dice and wheat, or selling.
	KindResolve = "wonders.resolve"
	// KindPropose: Market Day, offer a price for another seat's card, or
	// pass and leave the auction.
	KindPropose = "wonders.market-propose"
	// KindBid: Market Day, outbid the current offer or pass on this sale.
	KindBid = "wonders.market-bid"
	// KindSellKeep: Market Day, the owner sells its card at the highest
	// offer or pays that sum to the bank to keep it.
	KindSellKeep = "wonders.market-sell"
	// KindMarketPlay: Market Day, play the card bought or kept, or at the
	// end one of the two cards held (the other is discarded).
	KindMarketPlay = "wonders.market-play"
)

// With Commerce, the choice phase only picks a card (the Free City still
// chooses its whole move, since it never uses the market). Once every pick
// is in, the picked cards leave the hands, the Free City's move resolves,
// and the seats resolve from the First Merchant clockwise.
func (g *State) startResolve() {
	for c := range int(g.ncities) {
		if !g.hands[g.controller(c)].remove(g.moves[c].Card) {
			panic(errNoCard)
		}
	}
	g.chosen, g.pendPick = 0, -1
	if fc := int(g.freeCity); fc >= 0 && g.playAlone(fc, g.moves[fc]) {
		g.pendPick = g.freeCity
	}
	g.phase, g.resolving = phaseResolve, g.mk.first
}

// resolveNext applies the resolving seat's move and hands the turn to the
// next seat in market order, or ends the turn.
func (g *State) resolveNext(m Move) {
	g.fa.redo &^= 1 << m.City
	if g.playAlone(m.City, m) {
		g.pendPick = int8(m.City)
	}
	next := (int(g.resolving) + 1) % int(g.players)
	if next != int(g.mk.first) {
		g.resolving = int8(next)
		return
	}
	g.resolving = -1
	g.finishTurn()
}

// finishTurn closes a Commerce turn: the market moves, the last turn's
// leftovers are discarded, then Halikarnassus's build and the next turn.
func (g *State) finishTurn() {
	g.mk.endTurn(int(g.players))
	if int(g.turn) == g.turns()-1 {
		g.discardLeftovers()
	}
	pick := g.pendPick
	g.pendPick = -1
	g.startPick(pick)
}

// unresolved reports whether seat c still has to resolve its pick this
// turn.
func (g *State) unresolved(c int) bool {
	if g.phase != phaseResolve || c == int(g.freeCity) {
		return false
	}
	n := int(g.players)
	pos := func(s int) int { return (s - int(g.mk.first) + n) % n }
	return pos(c) >= pos(int(g.resolving))
}

// playAlone resolves one move of city c on its own against the current
// position, market included: a sale of a resource the city already made
// comes first (its coins may pay), then the coins, the card, its effects,
// and a sale of what the card itself produces. It reports whether
// Halikarnassus's discard build was triggered.
func (g *State) playAlone(c int, m Move) (pick bool) {
	ct := &g.cities[c]
	r, sells := m.Sold()
	early := sells && g.sellable(c).Has(r)
	if m.Dice != 0 || m.Wheat || sells {
		g.mk.used |= 1 << c
		g.mk.bought |= m.Dice
		e := Event{Kind: EventMarket, Age: int(g.age), Turn: int(g.turn) + 1, City: c, Card: NoCard,
			Dice: m.Dice, Wheat: m.Wheat, Coins: -MarketCost(m), by: int8(g.controller(c))}
		if sells {
			e.Kind, e.Sold, e.Coins = EventSell, r, DiePrice(r)
		}
		g.events = append(g.events, e)
	}
	if early {
		ct.coins += int32(DiePrice(r))
	}
	m = g.settleShared(c, m)
	g.pay(c, m)
	g.place(c, m)
	pick = g.effects(c, m)
	if sells && !early {
		ct.coins += int32(DiePrice(r))
	}
	if m.GodMode != NoGodMode && g.resolveGod(c, m) {
		pick = true
	}
	return pick
}

// pickCardOptions lists the cards city c may pick in the Commerce choice
// phase, one option per distinct card.
func (g *State) pickCardOptions(c int, cards []Card, only Card, buf []game.Option) []game.Option {
	for i, card := range cards {
		if (only != NoCard && card != only) || seenBefore(cards, i) {
			continue
		}
		buf = append(buf, Move{Action: Pick, Card: card, City: c}.Option())
	}
	return buf
}

// playOptions lists what city c may do with card when it plays it alone,
// with the market when its market action is still open: every build,
// stage and discard with every Pareto-best deal (neighbours, dice, wheat),
// and with each sale the city may make alongside a deal that buys nothing.
// Without the market they are the base game's options.
func (g *State) playOptions(c int, card Card, buf []game.Option) []game.Option {
	ct := &g.cities[c]
	open := g.marketOpen(c)
	var before ResourceSet
	bestEarly := 0
	if open {
		before = g.sellable(c)
		for _, r := range before.List() {
			bestEarly = max(bestEarly, DiePrice(r))
		}
	}
	coins := int(ct.coins)
	add := func(m Move, d deal, bankCoins int, canSell ResourceSet) {
		m.PayLeft, m.PayRight, m.PayOthers, m.Dice, m.Wheat = int(d.plan.Left), int(d.plan.Right), int(d.plan.Others), d.dice, d.wheat
		m.Bank = d.plan.Bank
		spare := coins - bankCoins - d.total()
		if spare >= 0 {
			buf = g.emit(buf, m, d.plan.to)
		}
		if d.bank > 0 || !open {
			return
		}
		for _, r := range canSell.List() {
			if spare >= 0 || before.Has(r) && spare+DiePrice(r) >= 0 {
				m.Sell = int(r) + 1
				buf = g.emit(buf, m, d.plan.to)
			}
		}
	}
	var ds [maxDeals]deal
	for _, action := range [2]Action{Build, BuildShared} {
		if action == Build && g.blocked(c, card) || action == BuildShared && !g.mayShare(c, card) {
			continue
		}
		ci := &catalog.cards[card]
		after := before
		if open && action == Build {
			after |= producedBy(card) // a shared card produces in the partner's city
		}
		m := Move{Action: action, Card: card, City: c}
		if ct.chained(card) || g.freeBuild(c, card) {
			add(m, deal{}, 0, after)
		} else if budget := coins + bestEarly - ci.Cost.Coins; budget >= 0 {
			for _, d := range g.reducedDeals(c, ci.Cost.Res, g.reduction(c, card), budget, open, ds[:0]) {
				add(m, d, ci.Cost.Coins, after)
			}
		}
		if action == Build && ct.free && !ct.freeUsed {
			add(Move{Action: BuildFree, Card: card, City: c}, deal{}, 0, after)
		}
	}
	if stages := ct.stageInfo(); int(ct.stages) < len(stages) {
		cost := stages[ct.stages].Cost
		m := Move{Action: BuildStage, Card: card, City: c, Stage: int(ct.stages)}
		if budget := coins + bestEarly - cost.Coins; budget >= 0 {
			for _, d := range g.reducedDeals(c, cost.Res, g.stageReductions(c), budget, open, ds[:0]) {
				add(m, d, cost.Coins, before)
			}
		}
	}
	add(Move{Action: Discard, Card: card, City: c}, deal{}, 0, before)
	return buf
}
