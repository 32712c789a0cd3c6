package wonders

// The Cities powers: the black cards', the guilds', Petra's and
// Byzantium's effects (applyCities, from applyEffect), and the six Cities
// leaders' powers (with Leaders).

// The Cities leaders whose powers the engine checks (NoCard when the data
// lacks one).
var (
	berenice   = leaderNamed("berenice")
	caligula   = leaderNamed("caligula")
	diocletian = leaderNamed("diocletian")
	semiramis  = leaderNamed("semiramis")
)

// applyCities registers a Cities effect of a card, stage or leader in
// city c.
func (g *State) applyCities(c int, e *Effect) {
	cx := &g.cx
	ct := &g.cities[c]
	switch e.Kind {
	case Diplomacy:
		cx.diplomacy |= 1 << c // a second one in the same Age adds nothing
	case CoinLoss:
		for o := range int(g.ncities) {
			if o == c {
				continue
			}
			n := e.N
			if e.Count != 0 {
				n *= g.count(o, e.Count, Self) // each counts its own
			}
			cx.owed[o] += int16(n)
		}
	case CoinsNeighbours:
		for _, nb := range [2]int{g.left(c), g.right(c)} {
			if nb != c {
				g.cities[nb].coins += int32(e.N)
			}
		}
	case Dock:
		cx.docks[c] |= uint8(e.Cities >> 1) // Left 2 → bit 0, Right 4 → bit 1
	case Warehouse, BlackMarket:
		if ct.nchoice == maxChoices {
			return
		}
		slot := &cx.warehouse[c]
		if e.Kind == BlackMarket {
			slot = &cx.market[c]
		}
		*slot = ct.nchoice + 1
		ct.nchoice++
		g.refreshHidden(c)
	case Architect:
		cx.architect |= 1 << c
	case CopyScience:
		cx.copies[c]++
	}
}

// citiesRebuilt, once Faith's Bastet rebuilt city c from its cards: the
// docks, the Architect Cabinet, the copies and the hidden productions are
// those of the cards it still holds.
func citiesRebuilt(g *State, c int) {
	cx := &g.cx
	cx.docks[c], cx.copies[c] = 0, 0
	cx.architect &^= 1 << c
	warehouse, market := false, false
	ct := &g.cities[c]
	for _, card := range ct.built[:ct.nbuilt] {
		for _, e := range catalog.cards[card].Effects {
			switch e.Kind {
			case Dock:
				cx.docks[c] |= uint8(e.Cities >> 1)
			case Architect:
				cx.architect |= 1 << c
			case CopyScience:
				cx.copies[c]++
			case Warehouse:
				warehouse = true
			case BlackMarket:
				market = true
			}
		}
	}
	if !warehouse {
		cx.warehouse[c] = 0
	}
	if !market {
		cx.market[c] = 0
	}
	g.refreshHidden(c)
}

// produced is what city c produces with its board and its brown and grey
// cards: its fixed production and the sources its neighbours may buy.
func (g *State) produced(c int) ResourceSet {
	ct := &g.cities[c]
	var s ResourceSet
	for r := range Resource(NumResources) {
		if ct.fixed[r] > 0 {
			s |= 1 << r
		}
	}
	for _, set := range ct.trade[:ct.ntrade] {
		s |= set
	}
	return s
}

// refreshHidden sets the Secret Warehouse's source to what city c
// produces and the Black Market's to what it does not (ruling: their
// production is never for sale and follows the city as it grows; the
// hidden sources themselves do not count as produced).
func (g *State) refreshHidden(c int) {
	cx := &g.cx
	ct := &g.cities[c]
	if cx.warehouse[c] == 0 && cx.market[c] == 0 {
		return
	}
	have := g.produced(c)
	if i := cx.warehouse[c]; i > 0 {
		ct.choice[i-1] = have
	}
	if i := cx.market[c]; i > 0 {
		ct.choice[i-1] = (RawSet | ManufacturedSet) &^ have
	}
}

// citiesStageLess: with Architect Cabinet, the next stage's resources are
// all taken off (its coins are still paid).
func citiesStageLess(g *State, c int) int {
	ct := &g.cities[c]
	if g.cx.architect&(1<<c) == 0 || int(ct.stages) >= len(ct.stageInfo()) {
		return 0
	}
	return ct.stageInfo()[ct.stages].Cost.Res.Units()
}

// citiesFree: Caligula builds one black card for nothing each Age.
func citiesFree(g *State, c int, card Card) bool {
	return catalog.cards[card].Color == Black && g.cx.caligula&(1<<c) == 0 && g.recruited(c, caligula)
}

// citiesBuilt: the hidden productions follow the city; Caligula's free
// card is spent on the Age's first black card built from the hand;
// Diocletian brings 2 coins for each black card built, however.
func citiesBuilt(g *State, c int, m Move, chained bool) {
	cx := &g.cx
	ct := &g.cities[c]
	g.refreshHidden(c)
	if m.Action == BuildStage {
		return
	}
	ci := &catalog.cards[m.Card]
	if ci.Color == Black {
		if m.Action == Build && g.recruited(c, caligula) {
			cx.caligula |= 1 << c // built for nothing (the other free builds are free anyway)
		}
		if g.recruited(c, diocletian) {
			ct.coins += 2
		}
	}
}

// citiesGained: Berenice brings one more coin, once a turn, when a move
// brings the city coins from the bank.
func citiesGained(g *State, c int) {
	if g.cx.berenice&(1<<c) == 0 && g.recruited(c, berenice) {
		g.cities[c].coins++
		g.cx.berenice |= 1 << c
	}
}

// semiramisShields: with Semiramis, each defeat token the city holds
// counts as a shield in the conflicts (ruling: every token held, those
// taken before her recruitment too), in half shields.
func (g *State) semiramisShields(c int) int {
	if !g.cx.on || !g.recruited(c, semiramis) {
		return 0
	}
	return 2 * int(g.cities[c].defeats)
}

// dockSlack is how many coins city c's Clandestine Docks may take off a
// payment.
func (g *State) dockSlack(c int) int {
	d := g.cx.docks[c]
	return int(d&1 + d>>1&1)
}

// dockPayments takes the Clandestine Docks' coin off each plan that buys
// from a dock's side (the first unit bought there costs 1 coin less; the
// neighbour receives 1 coin less) and keeps those within budget.
func (g *State) dockPayments(c int, ps plans, budget int) plans {
	d := g.cx.docks[c]
	var out plans
	for _, p := range ps.list() {
		if d&1 != 0 && p.Left > 0 {
			p.Left--
		}
		if d&2 != 0 && p.Right > 0 {
			p.Right--
		}
		if p.Total()+b2i(p.Bank) <= budget && !out.dominates(int(p.Left), int(p.Right), int(p.Others)) {
			out.add(p)
		}
	}
	out.sort()
	return out
}

// copiedScience is what city c's copy-science cards add to its science at
// the end: each copies a symbol shown on a green card of a neighbour, the
// best for the city (ruling: two copies may copy the same symbol).
func (g *State) copiedScience(c int) int {
	k := int(g.cx.copies[c])
	if k == 0 {
		return 0
	}
	var shown [NumSymbols]bool
	for _, nb := range [2]int{g.left(c), g.right(c)} {
		if nb == c {
			continue
		}
		o := &g.cities[nb]
		for _, card := range o.built[:o.nbuilt] {
			ci := &catalog.cards[card]
			if ci.Color != Green {
				continue
			}
			for i := range ci.Effects {
				if ci.Effects[i].Kind == Science {
					shown[ci.Effects[i].Symbol] = true
				}
			}
		}
	}
	ct := &g.cities[c]
	base := science(ct.science, int(ct.wild))
	return bestCopies(ct.science, int(ct.wild), k, shown) - base
}

// bestCopies is the best science score with k more symbols, each one of
// those shown.
func bestCopies(sym [NumSymbols]uint8, wild, k int, shown [NumSymbols]bool) int {
	best := science(sym, wild)
	if k == 0 {
		return best
	}
	for s := range NumSymbols {
		if shown[s] {
			sym[s]++
			best = max(best, bestCopies(sym, wild, k-1, shown))
			sym[s]--
		}
	}
	return best
}
