package wonders

import (
	"fmt"

	"agora/game"
)

// Check verifies the state's invariants: every card of the game in exactly
// one place (hands, decks, cities, wonder tucks, discard pile, box), coins
// never negative, equal hands at the start of a turn, stages and choices
// consistent with the phase.
func (g *State) Check() error {
	var count [256]int
	add := func(cards ...Card) {
		for _, c := range cards {
			count[c]++
		}
	}
	for s := range maxCities {
		add(g.hands[s].cards()...)
	}
	for a := range g.decks {
		add(g.decks[a].cards()...)
	}
	add(g.box[:g.nbox]...)
	for _, d := range g.discard[:g.ndiscard] {
		add(d.card)
	}
	for c := range int(g.players) {
		if g.unresolved(c) {
			add(g.moves[c].Card)
		}
	}
	if g.phase == phaseMarketDay && g.md.step == mdPlay {
		add(g.md.card)
	}
	for c := range int(g.ncities) {
		ct := &g.cities[c]
		add(ct.built[:ct.nbuilt]...)
		for _, t := range ct.tucked[:ct.stages] {
			if t.card != NoCard { // Chronos's stage takes no card
				add(t.card)
			}
		}
		if ct.coins < 0 {
			return fmt.Errorf("city %d has %d coins", c, ct.coins)
		}
		if int(ct.stages) > len(ct.stageInfo()) {
			return fmt.Errorf("city %d has %d stages", c, ct.stages)
		}
		seen := map[int]bool{}
		for _, card := range ct.built[:ct.nbuilt] {
			s := catalog.cards[card].structure
			if seen[s] && g.fa.dupes&(1<<c) == 0 {
				return fmt.Errorf("city %d holds two %s", c, catalog.cards[card].Structure)
			}
			seen[s] = true
		}
	}
	for _, l := range g.lays {
		if l.cards != nil {
			l.cards(g, add)
		}
	}
	for i := range catalog.cards {
		if want := g.Copies(Card(i)); count[i] != want {
			return fmt.Errorf("card %s: %d copies in play, want %d", catalog.cards[i].ID, count[i], want)
		}
	}
	if count[NoCard] != 0 {
		return fmt.Errorf("%d empty cards in play", count[NoCard])
	}
	if g.phase == phaseChoose {
		if err := g.checkHands(); err != nil {
			return err
		}
	}
	if g.phase != phaseChoose && g.chosen != 0 {
		return fmt.Errorf("choices %b left outside the choice phase", g.chosen)
	}
	if (g.phase == phasePick) != (g.picker >= 0) || (g.phase == phaseLast) != (g.lastBy >= 0) {
		return fmt.Errorf("phase %d with picker %d and last-card city %d", g.phase, g.picker, g.lastBy)
	}
	if (g.phase == phaseResolve) != (g.resolving >= 0) {
		return fmt.Errorf("phase %d with resolving city %d", g.phase, g.resolving)
	}
	if err := g.layerCheck(); err != nil {
		return err
	}
	if g.Over() != (g.npending == 0) {
		return fmt.Errorf("over=%v with %d pending seats", g.Over(), g.npending)
	}
	return nil
}

// checkHands: during the choice phase every seat holds the Age's 7 cards
// less one per turn played (the Free City holder one more).
func (g *State) checkHands() error {
	want := g.handSize() - int(g.turn)
	for s := range int(g.players) {
		n := int(g.hands[s].n)
		if g.freeCity >= 0 && s == int(g.holder) {
			n--
		}
		if n != want {
			return fmt.Errorf("turn %d: seat %d holds %d cards, want %d", g.turn+1, s, n, want)
		}
	}
	for s := int(g.players); s < maxCities; s++ {
		if g.hands[s].n != 0 {
			return fmt.Errorf("hand %d of no seat holds cards", s)
		}
	}
	return nil
}

// digestedEvents counts the events the digest hashes: all but those that
// follow from the position, which older games did not log
// (EventGodsClosed).
func (g *State) digestedEvents() int {
	n := 0
	for _, e := range g.events {
		if e.Kind != EventGodsClosed {
			n++
		}
	}
	return n
}

// Digest hashes every field of the state.
func (g *State) Digest() uint64 { return g.digest(Encoding) }

// digest hashes every field of the state, its options written in encoding
// enc (see DigestAt).
func (g *State) digest(enc int) uint64 {
	h := game.NewHash()
	g.rng.Mix(&h)
	for _, v := range []int{int(g.players), int(g.ncities), int(g.freeCity), int(g.holder), int(g.phase),
		int(g.age), int(g.turn), int(g.picker), int(g.lastBy), int(g.chosen), int(g.ndiscard), int(g.nbox),
		len(g.log), g.settled, g.digestedEvents(), int(g.resolving), int(g.pendPick), int(g.mk.bought), int(g.mk.first),
		int(g.mk.used)} {
		h.Int(v)
	}
	for _, f := range g.mk.faces {
		h.Int(int(f))
	}
	md := &g.md
	h.Int(int(md.step) | int(md.turns)<<4 | int(md.proposer+1)<<8 | int(md.asked+1)<<12 | int(md.player+1)<<16 |
		int(md.card)<<20 | int(md.owner+1)<<28 | int(md.price)<<32 | int(md.bidder+1)<<40)
	for _, st := range md.status {
		h.Int(int(st))
	}
	for c := range maxCities {
		ct := &g.cities[c]
		for _, v := range []int{int(ct.wonder), int(ct.side), int(ct.stages), int(ct.nbuilt), int(ct.coins),
			int(ct.shields), int(ct.victory), int(ct.defeats), int(ct.nchoice), int(ct.ntrade), int(ct.wild),
			int(ct.discount[0]), int(ct.discount[1])} {
			h.Int(v)
		}
		h.Uint64(ct.owned[0])
		h.Uint64(ct.owned[1])
		h.Uint64(ct.kinds[0])
		h.Uint64(ct.kinds[1])
		for _, b := range ct.built {
			h.Int(int(b))
		}
		for _, t := range ct.tucked {
			h.Int(int(t.card) | int(t.age)<<8 | int(t.turn)<<16 | int(t.by)<<24)
		}
		for i := range NumColors {
			h.Int(int(ct.colors[i]))
		}
		for i := range NumResources {
			h.Int(int(ct.fixed[i]))
		}
		for i := range maxChoices {
			h.Int(int(ct.choice[i]) | int(ct.trade[i])<<8)
		}
		for i := range NumSymbols {
			h.Int(int(ct.science[i]))
		}
		h.Bool(ct.free)
		h.Bool(ct.freeUsed)
		h.Bool(ct.last)
		h.Bool(ct.copy)
		hashHand(&h, &g.hands[c])
		m := g.moves[c]
		h.Uint64(uint64(optionAt(enc, m)))
	}
	for a := range g.decks {
		h.Int(int(g.decks[a].n))
		for _, c := range g.decks[a].c[:baseDeck] { // Cities hashes the rest
			h.Int(int(c))
		}
	}
	for _, c := range g.box[:baseGuilds] { // Cities hashes the rest
		h.Int(int(c))
	}
	for _, d := range g.discard[:baseDiscard] { // Cities hashes the rest
		h.Int(int(d.card) | int(d.age)<<8 | int(d.turn)<<16 | int(d.by)<<24)
	}
	for t := range g.handStart[:turnsPerAge] { // Cities hashes its 7th turn
		for s := range g.handStart[t] {
			hashHand(&h, &g.handStart[t][s])
		}
	}
	for _, e := range g.events {
		if e.Kind == EventGodsClosed {
			continue // it follows from the position: the digests of saves stay as they were
		}
		h.Int(int(e.Kind) | e.Age<<8 | e.Turn<<12 | e.City<<16 | int(e.Card)<<20 | e.Stage<<28 | int(e.by)<<32)
		h.Int(e.PayLeft | e.PayRight<<8 | (e.Coins+128)<<16 | e.Against<<24 | (e.Points+8)<<28 |
			int(e.Dice)<<32 | int(e.Sold)<<40)
		h.Bool(e.Wheat)
		h.Int(int(e.God) | int(e.Targets)<<8 | int(e.Other)<<16 | int(e.Cancelled)<<24)
		if e.Answered { // only in games of ruleset 5 on: older digests stay
			h.Bool(true)
		}
	}
	g.hashGods(&h, enc)
	for _, d := range g.log {
		h.Int(int(d.Seat))
		h.Uint64(uint64(loggedAt(enc, d.Option)))
	}
	for _, p := range g.Pending() {
		h.Int(int(p.Seat))
		for _, b := range []byte(p.Kind) {
			h.Int(int(b))
		}
	}
	for _, l := range g.lays { // layers added after saves began hash here
		if l.digest != nil {
			l.digest(g, &h)
		}
	}
	return h.Sum()
}

func hashHand(h *game.Hash, hd *hand) {
	h.Int(int(hd.n))
	for _, c := range hd.c {
		h.Int(int(c))
	}
}
