package wonders

func init() {
	addPower("anubis", power{
		can:   func(g *State, c int) bool { return int(g.turn) < g.turns()-1 },
		apply: func(g *State, c int, m Move) { g.fa.anubis |= 1 << c },
	})
}

// anubisKeep is the seats that keep their hand at this turn's pass (Anubis
// invoked this turn); it clears them.
func (g *State) anubisKeep() uint8 {
	if !g.faithOn() {
		return 0
	}
	keep := g.fa.anubis
	g.fa.anubis = 0
	return keep
}

// passAround passes the hands as if the seats in keep were not at the
// table: they keep theirs, each other hand goes to the next seat not in
// keep. Passes before this one no longer tell where a hand went, so
// determinize follows them only from here on.
func (g *State) passAround(keep uint8) {
	old := g.hands
	n := int(g.players)
	step := g.direction()
	for s := range n {
		if keep&(1<<s) != 0 {
			continue
		}
		to := (s + step + n) % n
		for keep&(1<<to) != 0 {
			to = (to + step + n) % n
		}
		g.hands[to] = old[s]
	}
	g.fa.redealAge, g.fa.redealTurn = g.age, g.turn+1
}
