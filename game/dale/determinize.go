package dale

import "agora/game"

// Determinize returns a full state consistent with what the view's seat has
// seen, the hidden cards dealt anew with rng: other players' hands, every
// deck's order and the market deck. The cards the seat knows to be in a
// player's hand or deck (know: the starting decks, cards bought or taken
// in public, reshuffled discard piles, cards it passed or saw) stay with
// that player; the market deck only gets animalfolk cards; cards revealed
// in a hand (a Rare Artefact's boosted card) or chosen for a payment or a
// stack in progress stay where they are. The generator is reseeded, so
// future dice and shuffles are not the real ones either.
func (v *View) Determinize(rng *game.Rand) game.State {
	g := v.state.clone()
	if s := int(v.seat); s >= 0 && s < int(g.players) {
		g.determinize(s, rng)
	}
	return g
}

func (g *State) determinize(v int, rng *game.Rand) {
	n := int(g.players)
	var fixed [MaxPlayers][NumCards]int // hand cards that stay
	for i := range g.nframes {
		f := &g.frames[i]
		for k, c := range f.selected() {
			o := int(f.owner)
			if f.selBy&(1<<k) != 0 {
				o = g.partner(o)
			}
			fixed[o][c.Kind()]++
		}
		if f.proc == procReact && f.aux != 0 {
			fixed[f.owner][f.aux.Kind()]++
		}
	}
	var avail [NumCards]int
	var truth [MaxPlayers][NumCards]int // hidden cards really with each player
	var handFree [MaxPlayers]int        // hand places to deal
	for o := range n {
		if o == v {
			continue
		}
		h := &g.p[o].hand
		keep := fixed[o]
		k := 0
		for _, c := range h.cards() {
			if c.Boosted() || keep[c.Kind()] > 0 {
				if !c.Boosted() {
					keep[c.Kind()]--
				}
				h.c[k] = c
				k++
				continue
			}
			avail[c]++
			truth[o][c]++
		}
		handFree[o] = int(h.n) - k
		h.n = uint8(k)
	}
	for o := range n {
		for _, c := range g.p[o].deck.cards() {
			avail[c]++
			truth[o][c]++
		}
	}
	for _, c := range g.mdeck.cards() {
		avail[c]++
	}
	// what must stay with each player: what the seat knows is there,
	// less the cards left in place (never more than is really there: the
	// knowledge lags while an effect holds cards aside)
	var need [MaxPlayers][NumCards]int
	var places [MaxPlayers]int
	for o := range n {
		places[o] = handFree[o] + int(g.p[o].deck.n)
		for c := range NumCards {
			k := int(g.know[v][o][c]) - g.p[o].hand.count(Card(c))
			k = min(max(k, 0), avail[c], places[o], truth[o][c])
			need[o][c] = k
			avail[c] -= k
			places[o] -= k
		}
	}
	var rest [2 * pileCap]Card
	nr := 0
	for c := range NumCards {
		for range avail[c] {
			rest[nr] = Card(c)
			nr++
		}
	}
	r := rest[:nr]
	rng.Shuffle(len(r), func(i, j int) { r[i], r[j] = r[j], r[i] })
	// the market deck takes animalfolk cards first
	m := int(g.mdeck.n)
	g.mdeck.n = 0
	for i := 0; i < len(r) && int(g.mdeck.n) < m; {
		if r[i].Animalfolk() {
			g.mdeck.push(r[i])
			r = append(r[:i], r[i+1:]...)
			continue
		}
		i++
	}
	for int(g.mdeck.n) < m {
		g.mdeck.push(r[0])
		r = r[1:]
	}
	for o := range n {
		var cards [2 * pileCap]Card
		k := 0
		for c := range NumCards {
			for range need[o][c] {
				cards[k] = Card(c)
				k++
			}
		}
		for range places[o] {
			cards[k] = r[0]
			r = r[1:]
			k++
		}
		cs := cards[:k]
		rng.Shuffle(len(cs), func(i, j int) { cs[i], cs[j] = cs[j], cs[i] })
		for _, c := range cs[:handFree[o]] {
			g.p[o].hand.push(c)
		}
		d := &g.p[o].deck
		d.n = 0
		for _, c := range cs[handFree[o]:] {
			d.push(c)
		}
	}
	g.rng = game.NewRand(rng.Uint64())
}
