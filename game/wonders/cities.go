package wonders

import (
	"fmt"

	"agora/game"
)

// Cities: each Age deck gets one black card per player, drawn at random
// from that Age's nine (the rest stay unseen); hands are of 8 cards and an
// Age lasts 7 turns, the 7th playing one of the last two cards and
// discarding the other. Black cards are built like any other and score on
// their own line; their powers (cities_effects.go) bring diplomacy (out of
// an Age's conflicts), coin losses for every other city paid in coins or
// in debt (−1 point each), gambling, cheaper trade, hidden production,
// free wonder stages and copied science. Petra and Byzantium join the
// wonders, three guilds the guild pool, and six leaders the leader pool
// when Leaders is played too.

// ExpansionCities is the Cities expansion's name in game.Config.
const ExpansionCities = "cities"

const (
	citiesHand  = handSize + 1    // cards a seat is dealt at the start of an Age
	citiesTurns = turnsPerAge + 1 // turns of an Age
)

// citiesState is the expansion's part of the state.
type citiesState struct {
	on     bool // the game plays Cities
	unseen deck // the black cards no Age drew, unseen
	// debt is each city's debt tokens (−1 point each, never repaid);
	// owed the coins each city loses at the end of this turn.
	debt [maxCities]uint8
	owed [maxCities]int16
	// diplomacy: the cities holding a diplomacy token this Age (out of
	// its conflicts).
	diplomacy uint8
	// docks: bit 0 the left side's, bit 1 the right's Clandestine Dock.
	docks [maxCities]uint8
	// architect: the cities whose later stages cost no resources.
	architect uint8
	// copies: each city's copy-science cards.
	copies [maxCities]uint8
	// warehouse and market are the Secret Warehouse's and the Black
	// Market's slot in the city's choices, plus one (0: none).
	warehouse, market [maxCities]uint8
	// caligula: the cities that used Caligula's free black card this
	// Age; berenice: those whose Berenice gave a coin this turn.
	caligula, berenice uint8
}

var citiesLayer = new(layer)

func init() {
	*citiesLayer = layer{
		name:      ExpansionCities,
		order:     15,
		kinds:     []string{KindDues},
		setup:     citiesSetup,
		deal:      func(g *State) { g.dealBlacks() },
		picks:     citiesPicks,
		sitsOut:   func(g *State, c int) bool { return g.cx.diplomacy&(1<<c) != 0 },
		endAge:    func(g *State) { g.cx.diplomacy, g.cx.caligula = 0, 0 },
		stageLess: citiesStageLess,
		free:      citiesFree,
		built:     citiesBuilt,
		gained:    citiesGained,
		check:     func(g *State) error { return g.checkCities() },
		digest:    citiesDigest,
		score:     citiesScore,
		cards: func(g *State, add func(...Card)) {
			add(g.cx.unseen.cards()...)
		},
		determinize: func(g *State, v int, rng *game.Rand) { g.determinizeBlacks(rng) },
		rebuilt:     citiesRebuilt,
		pending: func(g *State) bool {
			if g.phase != phaseDues {
				return false
			}
			g.addPending(g.controller(g.duesCity()), KindDues)
			return true
		},
		afterTurn: func(g *State) bool { return g.phase == phaseDues },
		acting: func(g *State, seat game.Seat, kind string) int {
			if kind == KindDues {
				return g.duesActing()
			}
			return int(seat)
		},
		options: func(g *State, seat game.Seat, c int, kind string, only Card, buf []game.Option) []game.Option {
			return g.duesListed(c, only, buf)
		},
		apply: func(g *State, kind string, m Move) {
			g.settled = len(g.log) // answers are final, as Faith's picks
			g.duesResolve(m)
			g.afterPick()
		},
		preview: func(g *State, m Move) bool {
			if g.duesOwed(m.City) == 0 {
				return false
			}
			g.duesResolve(m)
			return true
		},
		view: func(g *State, v *View, seat game.Seat) {
			if v.Prompt == KindDues && v.Acting >= 0 {
				v.Dues = g.duesOwed(v.Acting)
				if g.phase == phasePick {
					v.DuesGod = g.fa.dr.duesTo[v.Acting] - 1
				}
			}
		},
	}
	addLayer(citiesLayer)
}

// citiesSetup refuses the 2-player game (ruling: Cities is played from 3
// players, like Leaders; 8 players are not supported).
func citiesSetup(g *State) error {
	if g.players < 3 {
		return fmt.Errorf("%w: Cities is played from 3 players", game.ErrConfig)
	}
	g.cx.on = true
	return nil
}

// turns is how many turns an Age lasts: 6, 7 with Cities.
func (g *State) turns() int {
	if g.cx.on {
		return citiesTurns
	}
	return turnsPerAge
}

// handSize is how many cards a seat is dealt at the start of an Age: 7,
// 8 with Cities.
func (g *State) handSize() int {
	if g.cx.on {
		return citiesHand
	}
	return handSize
}

// dealBlacks, once the decks are built, shuffles one black card per player
// into each Age deck, drawn at random from that Age's; the others stay
// unseen.
func (g *State) dealBlacks() {
	n := int(g.players)
	for age := 1; age <= 3; age++ {
		var blacks []Card
		for i := range catalog.cards {
			if ci := &catalog.cards[i]; ci.Color == Black && ci.Age == age {
				blacks = append(blacks, Card(i))
			}
		}
		g.rng.Shuffle(len(blacks), func(i, j int) { blacks[i], blacks[j] = blacks[j], blacks[i] })
		d := &g.decks[age]
		for _, c := range blacks[:n] {
			d.c[d.n] = c
			d.n++
		}
		for _, c := range blacks[n:] {
			g.cx.unseen.c[g.cx.unseen.n] = c
			g.cx.unseen.n++
		}
		g.rng.Shuffle(int(d.n), func(i, j int) { d.c[i], d.c[j] = d.c[j], d.c[i] })
	}
}

// determinizeBlacks deals again, for the bots' search, which black cards
// the decks hold: no one has seen them nor the unseen ones, so each black
// card in a deck may be any black card of its Age not seen.
func (g *State) determinizeBlacks(rng *game.Rand) {
	u := &g.cx.unseen
	for a := 1; a <= 3; a++ {
		d := &g.decks[a]
		for i := range d.n {
			if catalog.cards[d.c[i]].Color != Black {
				continue
			}
			var same []int
			for j, c := range u.cards() {
				if catalog.cards[c].Age == a {
					same = append(same, j)
				}
			}
			if k := rng.IntN(len(same) + 1); k < len(same) {
				d.c[i], u.c[same[k]] = u.c[same[k]], d.c[i]
			}
		}
	}
}

// citiesPicks, at the end of each turn (after its payments, its cards and
// its discard build): the coin losses of the turn are paid, a debt token
// for each coin a city lacks; the hidden productions follow what the
// cities now produce; Berenice's coin is ready again. From
// rulesetDebtChoice a city with coins answers its loss itself: the first
// one starts that decision (phaseDues) and the rest wait for the next
// call.
func citiesPicks(g *State) bool {
	cx := &g.cx
	turn := g.lossTurn()
	for c := range int(g.ncities) {
		if cx.owed[c] > 0 && !g.sheltered(c) { // the blue Hestia
			if g.choosesDebt() && g.cities[c].coins > 0 {
				g.phase = phaseDues // the city answers (cities_debt.go)
				return true
			}
			pay, debt := g.payOrDebt(c, int(cx.owed[c]))
			g.events = append(g.events, Event{Kind: EventLoss, Age: int(g.age), Turn: turn, City: c, Card: NoCard,
				Coins: pay, Points: debt, by: -1})
		}
		cx.owed[c] = 0
		g.refreshHidden(c)
	}
	cx.berenice = 0
	return false
}

// payOrDebt takes n coins from city c, as many as it holds, and a debt
// token for each coin it lacks; it returns both.
func (g *State) payOrDebt(c, n int) (paid, debt int) {
	ct := &g.cities[c]
	paid = min(n, int(ct.coins))
	ct.coins -= int32(paid)
	g.cx.debt[c] += uint8(n - paid)
	return paid, n - paid
}

// checkCities verifies the tokens against the table.
func (g *State) checkCities() error {
	cx := &g.cx
	if cx.diplomacy>>uint(g.ncities) != 0 || cx.architect>>uint(g.ncities) != 0 {
		return fmt.Errorf("diplomacy %b or architects %b beyond the cities", cx.diplomacy, cx.architect)
	}
	blacks := 0
	for c := range maxCities {
		ct := &g.cities[c]
		n := 0
		for _, card := range ct.built[:ct.nbuilt] {
			if catalog.cards[card].Color == Black {
				n++
			}
		}
		if n != int(ct.blacks) {
			return fmt.Errorf("city %d counts %d black cards, holds %d", c, ct.blacks, n)
		}
		blacks += n
		if cx.owed[c] < 0 || g.phase == phaseChoose && g.chosen == 0 && cx.owed[c] != 0 {
			return fmt.Errorf("city %d owes %d coins between turns", c, cx.owed[c])
		}
	}
	if g.phase == phaseDues {
		if c := g.duesCity(); c < 0 || g.cities[c].coins <= 0 || !g.choosesDebt() {
			return fmt.Errorf("city %d answers a coin loss (ruleset %d)", c, g.Ruleset())
		}
	}
	if int(cx.unseen.n)+int(g.fa.dr.blacks) != 27-3*int(g.players) { // Méduse draws from them
		return fmt.Errorf("%d unseen black cards at %d players, %d drawn by Méduse", cx.unseen.n, g.players, g.fa.dr.blacks)
	}
	return nil
}

// citiesDigest hashes the expansion's state and what it adds to the
// base's: the decks, the guild box and the discard pile past the base's
// sizes, the 7th turn's hands, the third words of the structure and
// card-kind sets, the black counts.
func citiesDigest(g *State, h *game.Hash) {
	cx := &g.cx
	for a := range g.decks {
		for _, c := range g.decks[a].c[baseDeck:] {
			h.Int(int(c))
		}
	}
	for _, c := range g.box[baseGuilds:] {
		h.Int(int(c))
	}
	for _, d := range g.discard[baseDiscard:] {
		h.Int(int(d.card) | int(d.age)<<8 | int(d.turn)<<16 | int(d.by)<<24)
	}
	for s := range maxCities {
		hashHand(h, &g.handStart[turnsPerAge][s])
		ct := &g.cities[s]
		h.Uint64(ct.owned[2])
		h.Uint64(ct.kinds[2])
		h.Int(int(ct.blacks) | int(cx.debt[s])<<8 | int(cx.owed[s])<<16 | int(cx.docks[s])<<32 |
			int(cx.copies[s])<<40 | int(cx.warehouse[s])<<48 | int(cx.market[s])<<56)
	}
	h.Int(int(cx.diplomacy) | int(cx.architect)<<8 | int(cx.caligula)<<16 | int(cx.berenice)<<24 | int(cx.unseen.n)<<32)
	for _, c := range cx.unseen.cards() {
		h.Int(int(c))
	}
}

// citiesScore fills the debt line and adds the copied science.
func citiesScore(g *State, c int, b *Breakdown) {
	b[CatDebt] = -int(g.cx.debt[c])
	b[CatScience] += g.copiedScience(c)
}
