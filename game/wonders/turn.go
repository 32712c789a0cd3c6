package wonders

import (
	"errors"

	"agora/game"
)

// Decision kinds (game.Prompt.Kind).
const (
	// KindCard: choose this turn's card and what to do with it.
	KindCard = "wonders.card"
	// KindFreeCity: 2 players, the Free City card's holder chooses the
	// Free City's card from their hand (before their own).
	KindFreeCity = "wonders.freecity"
	// KindDiscardPick: Halikarnassus builds a card of the discard pile.
	KindDiscardPick = "wonders.discard-pick"
	// KindLastCard: Babylon B plays the 7th card of the Age.
	KindLastCard = "wonders.last-card"
)

var promptKinds = []string{KindCard, KindFreeCity, KindDiscardPick, KindLastCard,
	KindResolve, KindPropose, KindBid, KindSellKeep, KindMarketPlay, KindPray, KindOsiris, KindBastet, KindSeth,
	KindSecondGod, KindPegasus, KindMedusa, KindNout, KindDues}

func (g *State) refreshPending() {
	g.npending = 0
	add := g.addPending
	if s, kind, ok := g.interjection(); ok {
		add(s, kind)
		return
	}
	for _, l := range g.lays {
		if l.pending != nil && l.pending(g) {
			return
		}
	}
	switch g.phase {
	case phaseChoose:
		for s := range int(g.players) {
			switch {
			case s == int(g.holder) && g.freeCity >= 0 && !g.hasChosen(int(g.freeCity)):
				add(game.Seat(s), KindFreeCity)
			case !g.hasChosen(s) && !g.waits(s):
				add(game.Seat(s), KindCard)
			}
		}
	case phasePick:
		add(g.controller(int(g.picker)), KindDiscardPick)
	case phaseLast:
		add(g.controller(int(g.lastBy)), KindLastCard)
	}
}

// addPending adds a decision seat s owes now.
func (g *State) addPending(s game.Seat, kind string) {
	g.pending[g.npending] = game.Prompt{Seat: s, Kind: kind}
	g.npending++
}

// waits reports whether a layer holds seat s's card choice back for now.
func (g *State) waits(s int) bool {
	for _, l := range g.lays {
		if l.waits != nil && l.waits(g, s) {
			return true
		}
	}
	return false
}

func (g *State) hasChosen(c int) bool { return g.chosen&(1<<c) != 0 }

// acting is the city seat decides for now and the decision's kind, or -1.
func (g *State) acting(seat game.Seat) (int, string) {
	for _, p := range g.Pending() {
		if p.Seat != seat {
			continue
		}
		if l := g.layerOf(p.Kind); l != nil && l.acting != nil {
			return l.acting(g, seat, p.Kind), p.Kind
		}
		switch p.Kind {
		case KindFreeCity:
			return int(g.freeCity), p.Kind
		case KindDiscardPick:
			return int(g.picker), p.Kind
		case KindLastCard:
			return int(g.lastBy), p.Kind
		}
		return int(seat), p.Kind
	}
	return -1, ""
}

// Legal appends the options open to seat now.
func (g *State) Legal(seat game.Seat, buf []game.Option) []game.Option {
	c, kind := g.acting(seat)
	if c < 0 {
		return buf
	}
	start := len(buf)
	buf = g.options(seat, c, kind, NoCard, buf)
	g.listed = listing{ok: true, seat: seat, at: len(g.log), opts: append(g.listed.opts[:0], buf[start:]...)}
	return buf
}

// listing is a seat's full option list at one point of the game (the
// length of the log): an option found in it needs no new listing to be
// validated, which spares a playout half of its option listings.
type listing struct {
	ok   bool
	seat game.Seat
	at   int
	opts []game.Option
}

// listedHas reports whether opt was listed for seat at the game's current point.
func (g *State) listedHas(seat game.Seat, opt game.Option) bool {
	l := &g.listed
	return l.ok && l.seat == seat && l.at == len(g.log) && game.Contains(l.opts, opt)
}

// options lists the options of seat deciding for city c, all of them or
// only those with card only. Legal and Apply's validation both use it. A
// layer's kind is listed by its layer; the base's card choices go
// through the layers' hooks (enter, choose, extend).
func (g *State) options(seat game.Seat, c int, kind string, only Card, buf []game.Option) []game.Option {
	if l := g.layerOf(kind); l != nil {
		return l.options(g, seat, c, kind, only, buf)
	}
	if kind == KindDiscardPick {
		return g.pickOptions(c, only, buf)
	}
	if len(g.lays) > 0 {
		if leave := g.enter(c, kind); leave != nil {
			defer leave()
		}
		for _, l := range g.lays {
			if l.choose != nil {
				if out, ok := l.choose(g, seat, c, kind, only, buf); ok {
					return out
				}
			}
		}
	}
	h := g.available(seat)
	st := g.nextStage(c)
	if c == int(g.freeCity) {
		return g.freeCityOptions(c, h.cards(), only, &st, buf)
	}
	var ext extension
	if kind == KindCard && len(g.lays) > 0 {
		ext = g.extension(c, kind)
	}
	for i, card := range h.cards() {
		if (only != NoCard && card != only) || seenBefore(h.cards(), i) || !g.mayPlay(c, card) {
			continue
		}
		start := len(buf)
		buf = g.cardOptions(c, card, &st, buf)
		if ext.n > 0 {
			buf = ext.extend(card, start, buf, g.cardGen(c, card))
		}
	}
	return buf
}

// cardGen lists city c's options for card again, for a layer's extend.
func (g *State) cardGen(c int, card Card) func([]game.Option) []game.Option {
	return func(b []game.Option) []game.Option {
		st := g.nextStage(c)
		return g.cardOptions(c, card, &st, b)
	}
}

// enter runs the layers' enter hooks for city c's listing of kind and
// returns what undoes them, nil when none did anything.
func (g *State) enter(c int, kind string) (leave func()) {
	for _, l := range g.lays {
		if l.enter == nil {
			continue
		}
		if f := l.enter(g, c, kind); f != nil {
			if prev := leave; prev != nil {
				leave = func() { f(); prev() }
			} else {
				leave = f
			}
		}
	}
	return leave
}

// extension is what the layers add to each card's options in one listing
// (layer.extend): a function per layer that adds something.
type extension struct {
	n  int
	fs [8]func(card Card, start int, buf []game.Option, gen func([]game.Option) []game.Option) []game.Option
}

// extension gathers the layers' additions for city c's listing of kind.
func (g *State) extension(c int, kind string) extension {
	var e extension
	for _, l := range g.lays {
		if l.extend != nil {
			if f := l.extend(g, c, kind); f != nil {
				e.fs[e.n] = f
				e.n++
			}
		}
	}
	return e
}

// extend adds, after one card's options buf[start:], what the layers add
// to them; gen lists the card's options again.
func (e *extension) extend(card Card, start int, buf []game.Option, gen func([]game.Option) []game.Option) []game.Option {
	for _, f := range e.fs[:e.n] {
		buf = f(card, start, buf, gen)
	}
	return buf
}

// mayPlay reports whether no layer keeps city c from playing card now.
func (g *State) mayPlay(c int, card Card) bool {
	if len(g.lays) == 0 {
		return true
	}
	for _, l := range g.lays {
		if l.mayPlay != nil && !l.mayPlay(g, c, card) {
			return false
		}
	}
	return true
}

// available is the hand seat chooses from: with 2 players the holder's
// hand less the card already given to the Free City.
func (g *State) available(seat game.Seat) hand {
	h := g.hands[seat]
	if g.phase == phaseChoose && g.freeCity >= 0 && int(seat) == int(g.holder) && g.hasChosen(int(g.freeCity)) {
		h.remove(g.moves[g.freeCity].Card)
	}
	return h
}

func seenBefore(cards []Card, i int) bool {
	for _, c := range cards[:i] {
		if c == cards[i] {
			return true
		}
	}
	return false
}

// cardOptions lists what city c may do with card: build it (free by chain,
// or one option per Pareto-best payment plan), build it free with Olympia
// A, build the next wonder stage with it (one option per plan), discard it.
func (g *State) cardOptions(c int, card Card, st *stagePlans, buf []game.Option) []game.Option {
	buf = g.buildOptions(c, card, buf)
	buf = st.options(g, c, card, buf)
	return append(buf, Move{Action: Discard, Card: card, City: c}.Option())
}

func (g *State) buildOptions(c int, card Card, buf []game.Option) []game.Option {
	ct := &g.cities[c]
	if !g.blocked(c, card) {
		buf = g.paidBuilds(c, card, Build, buf)
		if ct.free && !ct.freeUsed {
			buf = append(buf, Move{Action: BuildFree, Card: card, City: c}.Option())
		}
	}
	if g.mayShare(c, card) {
		buf = g.paidBuilds(c, card, BuildShared, buf)
	}
	return buf
}

// paidBuilds lists city c's builds of card with action (Build, or
// Toinito's BuildShared, paid the same way): free by its chain or a god,
// or one option per Pareto-best plan.
func (g *State) paidBuilds(c int, card Card, action Action, buf []game.Option) []game.Option {
	ct := &g.cities[c]
	ci := &catalog.cards[card]
	m := Move{Action: action, Card: card, City: c}
	if ct.chained(card) || g.freeBuild(c, card) {
		return append(buf, m.Option())
	}
	if int(ct.coins) < ci.Cost.Coins {
		return buf
	}
	ps := g.reducedPayments(c, ci.Cost.Res, g.reduction(c, card), int(ct.coins)-ci.Cost.Coins)
	for _, p := range ps.list() {
		m.PayLeft, m.PayRight, m.PayOthers, m.Bank = int(p.Left), int(p.Right), int(p.Others), p.Bank
		buf = g.emit(buf, m, p.to)
	}
	return buf
}

// stagePlans is how city c may pay for its next wonder stage this turn,
// worked out once for every card of the hand.
type stagePlans struct {
	stage int // -1 when the wonder is complete
	plans plans
}

func (g *State) nextStage(c int) stagePlans {
	ct := &g.cities[c]
	stages := ct.stageInfo()
	if int(ct.stages) >= len(stages) {
		return stagePlans{stage: -1}
	}
	st := &stages[ct.stages]
	sp := stagePlans{stage: int(ct.stages)}
	if int(ct.coins) >= st.Cost.Coins {
		sp.plans = g.reducedPayments(c, st.Cost.Res, g.stageReductions(c), int(ct.coins)-st.Cost.Coins)
	}
	return sp
}

func (st *stagePlans) options(g *State, c int, card Card, buf []game.Option) []game.Option {
	for _, p := range st.plans.list() {
		buf = g.emit(buf, Move{Action: BuildStage, Card: card, City: c, Stage: st.stage, PayLeft: int(p.Left), PayRight: int(p.Right),
			PayOthers: int(p.Others), Bank: p.Bank}, p.to)
	}
	return buf
}

// validate checks an option with the same code Legal lists options with.
// validate checks an option with the same code Legal lists options with,
// and says the decision's kind.
func (g *State) validate(seat game.Seat, opt game.Option) (Move, string, error) {
	if g.Over() {
		return Move{}, "", game.ErrOver
	}
	c, kind := g.acting(seat)
	if c < 0 {
		return Move{}, "", game.ErrNotPending
	}
	m, ok := DecodeOption(opt)
	if !ok || m.City != c {
		return m, kind, game.ErrIllegal
	}
	if kind == KindPray {
		m.Card = NoCard
	}
	if m.PayOthers > 0 {
		to, ok := g.recordAlloc(opt, func() { g.options(seat, c, kind, m.Card, nil) })
		if !ok {
			return m, kind, game.ErrIllegal
		}
		g.fa.alloc[c] = to
		return m, kind, nil
	}
	if !g.listedHas(seat, opt) {
		g.scratch = g.options(seat, c, kind, m.Card, g.scratch[:0])
		if !game.Contains(g.scratch, opt) {
			return m, kind, game.ErrIllegal
		}
	}
	return m, kind, nil
}

// Apply plays opt for seat. Choices are kept until every city has chosen,
// then the turn resolves at once. A layer's kind is carried out by its
// layer.
func (g *State) Apply(seat game.Seat, opt game.Option) error {
	m, kind, err := g.validate(seat, opt)
	if err != nil {
		return game.Refuse(seat, opt, err)
	}
	g.log = append(g.log, game.Decision{Seat: seat, Option: opt})
	if l := g.layerOf(kind); l != nil {
		l.apply(g, kind, m)
	} else {
		g.applyBase(kind, m)
	}
	g.refreshPending()
	return nil
}

// applyBase carries out a decision of the base game's kinds.
func (g *State) applyBase(kind string, m Move) {
	switch kind {
	case KindCard, KindFreeCity:
		for _, l := range g.lays {
			if l.chosen != nil {
				l.chosen(g, m.City)
			}
		}
		g.moves[m.City] = m
		g.chosen |= 1 << m.City
		g.afterChoice()
	case KindDiscardPick:
		g.settled = len(g.log)
		g.buildFromDiscard(m)
		g.afterPick()
	case KindLastCard:
		g.settled = len(g.log)
		g.playLast(m)
	}
}

// afterChoice resolves the turn once every city's choice is in, unless a
// layer opens a window on the choices revealed (Seth) or takes the
// resolution over (Commerce).
func (g *State) afterChoice() {
	if int(g.chosen) != 1<<g.ncities-1 || g.revealWindow(-1) {
		return
	}
	g.settled = len(g.log)
	for _, l := range g.lays {
		if l.resolve != nil && l.resolve(g) {
			return
		}
	}
	g.resolveTurn()
}

// errNoCard is an internal invariant failure: a validated card is missing.
var errNoCard = errors.New("wonders: validated card not in hand")

// resolveTurn carries out every city's choice against the start-of-turn
// position: all payments first, then all cards are placed, then their
// "when built" effects apply (so Vineyard and Bazar see the cards placed
// this turn), then the last turn's leftover cards are discarded, then the
// follow-up decisions.
func (g *State) resolveTurn() {
	n := int(g.ncities)
	var pick int8 = -1
	for c := range n {
		if !g.hands[g.controller(c)].remove(g.moves[c].Card) {
			panic(errNoCard)
		}
	}
	for c := range n {
		g.pay(c, g.moves[c])
	}
	for c := range n {
		if g.moves[c].Action != BuildShared {
			g.place(c, g.moves[c])
		}
	}
	for c := range n {
		if g.moves[c].Action == BuildShared {
			g.moves[c] = g.settleShared(c, g.moves[c])
			g.place(c, g.moves[c])
		}
	}
	for c := range n {
		if g.effects(c, g.moves[c]) {
			pick = int8(c)
		}
	}
	for _, l := range g.lays {
		if l.resolved != nil {
			if p := l.resolved(g); p >= 0 {
				pick = p
			}
		}
	}
	g.chosen = 0
	if int(g.turn) == g.turns()-1 {
		g.discardLeftovers()
	}
	g.startPick(pick)
}

// pay takes the move's coins: the card's coins to the bank (none when
// chained or free) and the plan's coins to each neighbour.
func (g *State) pay(c int, m Move) {
	sv := g.serve(c, g.firstGod(m)) // ruling 8: a god revealed first serves the card
	defer g.unserve(sv)
	ct := &g.cities[c]
	bank := MarketCost(m)
	switch m.Action {
	case Build, BuildShared:
		if !ct.chained(m.Card) && !g.freeBuild(c, m.Card) {
			bank += catalog.cards[m.Card].Cost.Coins
		}
		if g.hermesChain(c, m.Card) {
			bank-- // Hermes's coin
		}
	case BuildStage:
		bank += ct.stageInfo()[m.Stage].Cost.Coins
	}
	bank += godBank(m, int(g.age)) + b2i(m.Bank)
	ct.coins -= int32(bank + m.PayLeft + m.PayRight + m.PayOthers)
	g.cities[g.left(c)].coins += int32(m.PayLeft)
	g.cities[g.right(c)].coins += int32(m.PayRight)
	if m.PayOthers > 0 {
		g.payOthers(c)
	}
	for _, l := range g.lays {
		if l.paid != nil {
			l.paid(g, c, m)
		}
	}
}

// place puts the card where the move sends it.
func (g *State) place(c int, m Move) {
	ct := &g.cities[c]
	by := int8(g.controller(c))
	switch m.Action {
	case Build, BuildFree, BuildDiscarded:
		ct.addStructure(m.Card)
		if m.Action == BuildFree {
			ct.freeUsed = true
		}
	case BuildShared:
		p := g.partner(c)
		g.cities[p].addStructure(m.Card)
		g.fa.shared |= 1<<c | 1<<p
	case BuildStage:
		ct.tucked[ct.stages] = tuck{card: m.Card, age: g.age, turn: g.turn, by: by}
		ct.stages++
	case Discard:
		g.addDiscard(m.Card, by)
	}
}

func (g *State) addDiscard(card Card, by int8) {
	g.discard[g.ndiscard] = discarded{card: card, age: g.age, turn: g.turn, by: by}
	g.ndiscard++
}

func (ct *city) addStructure(card Card) {
	ci := &catalog.cards[card]
	ct.built[ct.nbuilt] = card
	ct.nbuilt++
	ct.owned[ci.structure>>6] |= 1 << (ci.structure & 63)
	ct.kinds[card>>6] |= 1 << (card & 63)
	if ci.Color < NumColors {
		ct.colors[ci.Color]++
	} else {
		ct.blacks++ // a black card (leaders are never built)
	}
}

// effects applies the move's "when built" effects and logs the move; it
// reports whether Halikarnassus's discard build was triggered.
func (g *State) effects(c int, m Move) (pick bool) {
	to := g.destination(c, m)
	ct := &g.cities[to]
	before := ct.coins
	var list []Effect
	kind := EventBuild
	switch m.Action {
	case Build, BuildFree, BuildDiscarded, BuildShared:
		list = catalog.cards[m.Card].Effects
		kind = [...]EventKind{Build: EventBuild, BuildFree: EventBuildFree, BuildDiscarded: EventBuildDiscarded,
			BuildShared: EventBuildShared}[m.Action]
	case BuildStage:
		list = ct.stageInfo()[m.Stage].Effects
		kind = EventStage
	case Discard:
		ct.coins += int32(g.discardCoins(m))
		kind = EventDiscard
	}
	for i := range list {
		if g.applyEffect(to, &list[i]) {
			pick = true
		}
	}
	if m.Action.builds() && len(g.lays) > 0 {
		chained := (m.Action == Build || m.Action == BuildShared) && g.cities[c].chained(m.Card)
		for _, l := range g.lays {
			if l.built != nil {
				l.built(g, to, m, chained)
			}
		}
	}
	if ct.coins > before {
		for _, l := range g.lays {
			if l.gained != nil {
				l.gained(g, to)
			}
		}
	}
	if m.Action.builds() {
		// Artemis pays the builder back, whichever city the card joins.
		g.cities[c].coins += int32(g.artemisCoins(c, m.Card))
	}
	e := Event{
		Kind: kind, Age: int(g.age), Turn: int(g.turn) + 1, City: to, Card: m.Card, Stage: m.Stage,
		PayLeft: m.PayLeft, PayRight: m.PayRight, Coins: int(ct.coins - before), by: int8(g.controller(c)),
	}
	if to != c {
		e.Against = c
	}
	g.events = append(g.events, e)
	if m.PayOthers > 0 {
		g.tradeEvents(c)
	}
	if gained := int(ct.coins - before); gained > 0 {
		for _, l := range g.lays {
			if l.logged != nil {
				l.logged(g, to, c, m, gained)
			}
		}
	}
	return pick
}

// discardLeftovers discards, after the Age's last turn (the 6th, the 7th
// with Cities), the cards nobody played:
// each seat's last card (kept by a Babylon B that plays it) and the Free
// City pile's last card. They bring no coins.
func (g *State) discardLeftovers() {
	for s := range int(g.players) {
		h := &g.hands[s]
		if h.n == 0 || g.playsLast(s) {
			continue
		}
		for _, card := range h.cards() {
			g.addDiscard(card, int8(s))
			g.events = append(g.events, Event{Kind: EventLeftover, Age: int(g.age), Turn: int(g.turn) + 1, City: s, Card: card, by: int8(s)})
		}
		*h = hand{}
	}
	if g.freeCity >= 0 {
		d := &g.decks[g.age]
		for d.n > 0 {
			card := d.draw()
			g.addDiscard(card, -1)
			g.events = append(g.events, Event{Kind: EventLeftover, Age: int(g.age), Turn: int(g.turn) + 1, City: int(g.freeCity), Card: card, by: -1})
		}
	}
}

// endTurn passes the hands, or ends the Age after its last turn.
func (g *State) endTurn() {
	g.phase, g.lastBy, g.picker = phaseChoose, -1, -1
	if int(g.turn) >= g.turns()-1 {
		g.endAge()
		return
	}
	g.redeal()
	g.passHands()
	g.turn++
	if g.freeCity >= 0 {
		g.holder = 1 - g.holder
		g.hands[g.holder].add(g.decks[g.age].draw())
	}
	g.handStart[g.turn] = g.hands
	if int(g.turn) == g.turns()-1 && g.marketDayOn() {
		g.startMarketDay()
	}
}

// passHands gives each hand to the next seat: left (the next city) in
// Ages I and III, right in Age II; with 2 players the two hands swap.
func (g *State) passHands() {
	if g.freeCity >= 0 {
		g.hands[0], g.hands[1] = g.hands[1], g.hands[0]
		return
	}
	old := g.hands
	n := int(g.players)
	for _, l := range g.lays {
		if l.pass != nil && l.pass(g) {
			return
		}
	}
	for s := range n {
		g.hands[(s+g.direction()+n)%n] = old[s]
	}
}

func (g *State) endAge() {
	g.battles()
	for _, l := range g.lays {
		if l.endAge != nil {
			l.endAge(g)
		}
	}
	if g.age == 3 {
		g.phase = phaseOver
		return
	}
	g.startAge(int(g.age) + 1)
}
