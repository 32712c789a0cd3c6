package wonders

import (
	"fmt"
	"strconv"

	"agora/game"
)

// Rules is the 7 Wonders engine for the catalog.
var Rules = game.Rules{
	Game:       "wonders",
	MinPlayers: MinPlayers,
	MaxPlayers: MaxPlayers,
	Expansions: []string{ExpansionCommerce, ExpansionFaith, ExpansionLeaders, ExpansionCities},
	Variants:   variants(),
}

func init() { Rules.New = newState }

// Variant switches. "sides" picks the wonder sides; "wonder.N" gives seat N
// a chosen wonder instead of a random one.
const (
	VariantSides  = "sides"
	VariantWonder = "wonder." // + seat number
)

func variants() []game.Variant {
	vs := []game.Variant{{Name: VariantSides, Values: []string{"random", "A", "B"}},
		{Name: VariantMarketDay, Values: []string{"on", "off"}, Requires: ExpansionCommerce},
		{Name: VariantSyracuse, Values: []string{"off", "on"}, IncludedIn: ExpansionFaith}}
	values := []string{"random"}
	for i := range catalog.wonders {
		values = append(values, catalog.wonders[i].ID)
	}
	for seat := range MaxPlayers {
		vs = append(vs, game.Variant{Name: VariantWonder + strconv.Itoa(seat), Values: values})
	}
	return vs
}

func newState(cfg game.Config) (game.State, error) {
	g, err := New(cfg)
	if err != nil {
		return nil, err
	}
	return g, nil
}

// New deals a game: wonders and sides, 3 coins each, the three Age decks
// for the player count (2 players use the 3-player cards and a Free City),
// players+2 guilds drawn at random, and Age I's hands.
func New(cfg game.Config) (*State, error) {
	if err := cfg.Validate(Rules); err != nil {
		return nil, err
	}
	n := cfg.Players()
	g := &State{cfg: cfg, players: int8(n), ncities: int8(n), freeCity: -1, picker: -1, lastBy: -1,
		resolving: -1, pendPick: -1}
	if n == 2 {
		g.ncities, g.freeCity = 3, 2
	}
	g.rng = game.NewRand(cfg.Seed)
	g.turnOnLayers()
	if err := g.layerSetup(); err != nil {
		return nil, err
	}
	if err := g.assignWonders(); err != nil {
		return nil, err
	}
	g.buildDecks()
	for _, l := range g.lays {
		if l.deal != nil {
			l.deal(g)
		}
	}
	g.startAge(1)
	return g, nil
}

func (g *State) assignWonders() error {
	taken := make([]bool, len(catalog.wonders))
	assigned := make([]int, g.ncities)
	for c := range assigned {
		assigned[c] = -1
		id := g.cfg.Variant(VariantWonder+strconv.Itoa(c), "random")
		if id == "random" || c >= int(g.players) {
			continue
		}
		w, _ := WonderByID(id)
		if catalog.wonders[w].Expansion != "" && !g.cfg.Has(catalog.wonders[w].Expansion) {
			return fmt.Errorf("%w: wonder %s needs the %s expansion", game.ErrConfig, id, catalog.wonders[w].Expansion)
		}
		if taken[w] {
			return fmt.Errorf("%w: wonder %s chosen twice", game.ErrConfig, id)
		}
		taken[w], assigned[c] = true, w
	}
	var free []int
	for w := range catalog.wonders {
		wi := &catalog.wonders[w]
		if wi.Expansion != "" && !g.cfg.Has(wi.Expansion) ||
			wi.Optional && !g.faithOn() && g.cfg.Variant(VariantSyracuse, "off") != "on" {
			continue
		}
		if !taken[w] {
			free = append(free, w)
		}
	}
	g.rng.Shuffle(len(free), func(i, j int) { free[i], free[j] = free[j], free[i] })
	sides := g.cfg.Variant(VariantSides, "random")
	for c := range assigned {
		if assigned[c] < 0 {
			assigned[c], free = free[0], free[1:]
		}
		side := SideA
		switch sides {
		case "B":
			side = SideB
		case "random":
			side = Side(g.rng.IntN(2))
		}
		g.initCity(c, assigned[c], side)
	}
	return nil
}

func (g *State) initCity(c, wonder int, side Side) {
	ct := &g.cities[c]
	*ct = city{wonder: uint8(wonder), side: side, coins: startCoins}
	if r := catalog.wonders[wonder].Resource; r != NoResource {
		ct.fixed[r]++
	}
}

// buildDecks shuffles each Age's cards for the player count; Age III gets
// players+2 guilds, the others go to the box unseen.
func (g *State) buildDecks() {
	n := int(g.players)
	guilds := append([]Card(nil), catalog.guilds...)
	for _, l := range g.lays {
		guilds = append(guilds, catalog.expGuilds[l.name]...)
	}
	g.rng.Shuffle(len(guilds), func(i, j int) { guilds[i], guilds[j] = guilds[j], guilds[i] })
	inPlay := max(n, 3) + 2
	for _, c := range guilds[inPlay:] {
		g.box[g.nbox] = c
		g.nbox++
	}
	for age := 1; age <= 3; age++ {
		d := &g.decks[age]
		for i := range catalog.cards {
			ci := &catalog.cards[i]
			if ci.Age != age || ci.Guild || ci.Color == Black { // Cities deals its own
				continue
			}
			for range ci.printed(n) {
				d.c[d.n] = Card(i)
				d.n++
			}
		}
		if age == 3 {
			for _, c := range guilds[:inPlay] {
				d.c[d.n] = c
				d.n++
			}
		}
		g.rng.Shuffle(int(d.n), func(i, j int) { d.c[i], d.c[j] = d.c[j], d.c[i] })
	}
}

// startAge deals the Age's hands: 7 cards a seat (8 with Cities); with 2 players the
// remaining 7 form the Free City's pile and the seat on the Free City's
// left holds the Free City card.
func (g *State) startAge(age int) {
	g.age, g.turn, g.phase = uint8(age), 0, phaseChoose
	for c := range int(g.ncities) {
		g.cities[c].freeUsed = false
	}
	g.mk.startAge()
	if !g.dealsLate() {
		g.dealAge()
	}
	g.ageSteps(0)
	g.refreshPending()
}

// dealAge deals the Age's hands.
func (g *State) dealAge() {
	d := &g.decks[g.age]
	for s := range int(g.players) {
		h := &g.hands[s]
		for range g.handSize() {
			h.add(d.draw())
		}
	}
	if g.freeCity >= 0 {
		g.holder = int8(g.left(int(g.freeCity)))
		g.hands[g.holder].add(d.draw())
	}
	g.handStart = [maxTurns][maxCities]hand{}
	g.handStart[0] = g.hands
}
