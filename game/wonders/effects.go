package wonders

import "math/bits"

// applyEffect registers a built card's or stage's effect in city c; it
// reports whether the effect asks for Halikarnassus's discard build.
func (g *State) applyEffect(c int, e *Effect) (pick bool) {
	ct := &g.cities[c]
	switch e.Kind {
	case Produce:
		for r, n := range e.Res {
			ct.fixed[r] += n
		}
	case Choice:
		ct.choice[ct.nchoice] = e.Set
		ct.nchoice++
		if e.Tradable {
			ct.trade[ct.ntrade] = e.Set
			ct.ntrade++
		}
	case Shields:
		ct.shields += uint8(e.N)
	case Science:
		ct.science[e.Symbol]++
	case WildScience:
		ct.wild++
	case Coins:
		ct.coins += int32(e.N)
	case CoinsPer:
		ct.coins += int32(e.N * g.count(c, e.Count, e.Cities))
	case Discount:
		if e.Cities&Left != 0 {
			ct.discount[0] |= e.Set
		}
		if e.Cities&Right != 0 {
			ct.discount[1] |= e.Set
		}
	case FreeBuild:
		ct.free = true
	case PlayLast:
		ct.last = true
	case DiscardBuild:
		return true
	case CopyGuild:
		ct.copy = true
	case Pillage:
		g.takeVictory(c, int8(e.N))
		if p := g.partner(c); p >= 0 {
			// Team game: two defeat tokens to the direct opponent.
			for _, nb := range [2]int{g.left(c), g.right(c)} {
				if nb != p && nb != c {
					g.cities[nb].defeats += 2
				}
			}
			break
		}
		for _, nb := range [2]int{g.left(c), g.right(c)} {
			if nb != c {
				g.cities[nb].defeats++
			}
		}
	case ExtraGod:
		g.fa.extra[c] |= 1 << e.N
	case DrawLeaders:
		g.drawLeaders(&g.ld.hands[c], e.N)
	case RecruitLeader:
		g.ld.owedRecruit |= 1 << c
	case Diplomacy, CoinLoss, CoinsNeighbours, Dock, Warehouse, BlackMarket, Architect, CopyScience:
		g.applyCities(c, e)
	}
	return false
}

// count adds up what a CoinsPer or PointsPer effect of city c counts in the
// cities it names.
func (g *State) count(c int, what Counted, where Cities) int {
	n := 0
	for _, w := range [3]struct {
		flag Cities
		city int
	}{{Self, c}, {Left, g.left(c)}, {Right, g.right(c)}} {
		if where&w.flag == 0 {
			continue
		}
		ct := &g.cities[w.city]
		cols := what.Colors()
		for cols != 0 {
			col := bits.TrailingZeros8(cols)
			n += int(ct.colors[col])
			cols &^= 1 << col
		}
		if what&CountStages != 0 {
			n += int(ct.stages)
		}
		if what&CountDefeats != 0 {
			n += int(ct.defeats)
		}
		if what&CountShields != 0 {
			n += int(ct.shields)
		}
		if what&CountCardShields != 0 {
			n += g.redShields(w.city)
		}
		if what&CountGods != 0 {
			n += g.standingGods(w.city)
		}
		if what&CountVictories != 0 {
			n += int(ct.wins)
		}
		if what&CountCoinTriples != 0 {
			n += int(ct.coins) / 3
		}
		if what&CountLeaders != 0 {
			n += int(g.ld.rec[w.city].n)
		}
		if what&CountBlack != 0 {
			n += int(ct.blacks)
		}
	}
	return n
}
