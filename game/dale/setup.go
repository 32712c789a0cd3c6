package dale

import (
	"fmt"

	"agora/game"
)

// DecksNeeded is how many decks a table plays: the players' number plus
// one, or 4 in the team game.
func DecksNeeded(players int, teams bool) int {
	if teams {
		return 4
	}
	return players + 1
}

// chooseDecks applies the deck switches: every "on" deck, then random ones
// among those left "random".
func (g *State) chooseDecks() ([]Deck, error) {
	need := DecksNeeded(int(g.players), g.teams)
	var on, pool []Deck
	for d := range NumDecks {
		switch g.cfg.Variant(VariantDeck(d), DeckRandom) {
		case DeckOn:
			on = append(on, d)
		case DeckRandom:
			pool = append(pool, d)
		}
	}
	if len(on) > need || len(on)+len(pool) < need {
		return nil, fmt.Errorf("%w: %d decks needed, %d switched on and %d left random", game.ErrConfig, need, len(on), len(pool))
	}
	g.rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	return append(on, pool[:need-len(on)]...), nil
}

// setup deals the game as the rulebook says: each starting deck is one
// value-1 card of every chosen deck topped up with Junk to 10 cards, the
// other value-1 cards go back to the box, the value 2 to 5 cards form the
// market deck, 5 of them the market, and each player draws 5.
func (g *State) setup(decks []Deck) {
	g.ndecks = int8(len(decks))
	copy(g.decks[:], decks)
	for _, d := range decks {
		g.inPlay[d] = true
	}
	n := int(g.players)
	g.junkTotal = int16(catalog.junk)
	physical := catalog.physical
	if g.teams {
		g.junkTotal = int16(catalog.teamJunk)
		physical += catalog.teamJunk - catalog.junk
	}
	g.junk = g.junkTotal
	inPlay := int(g.junkTotal)
	for s := range n {
		p := &g.p[s]
		for _, d := range decks {
			p.deck.push(d.firstCard())
		}
		for p.deck.n < startDeck {
			p.deck.push(Junk)
			g.junk--
		}
		p.deck.shuffle(&g.rng)
		for _, c := range p.deck.cards() {
			g.entered(s, c, allSeats)
		}
		inPlay += len(decks)
	}
	for _, d := range decks {
		for _, c := range DeckCards(d)[1:] {
			for range c.info().Copies {
				g.mdeck.push(c)
				inPlay++
			}
		}
	}
	g.box = int16(physical - inPlay)
	g.mdeck.shuffle(&g.rng)
	for i := range MarketSlots {
		g.market[i] = NoCard
	}
	g.refillMarket()
	for s := range n {
		for range handSize {
			g.draw(s)
		}
	}
	g.winner = -1
	g.startTurn(0)
}
