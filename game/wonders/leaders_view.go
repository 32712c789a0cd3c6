package wonders

import "agora/game"

// LeadersView is what a seat sees of Leaders.
type LeadersView struct {
	// Hand is the seat's leader hand; Draft, during the draft, the hand
	// it keeps one leader from, and PassTo the seat the rest goes to.
	Hand   []Card
	Draft  []Card
	PassTo int
	// Recruited is each city's recruited leaders, face up; Hands how many
	// leaders each seat holds; Unused how many no one was dealt.
	Recruited [][]Card
	Hands     []int
	Unused    int
	// Costs is what the seat would pay to recruit each leader of Hand.
	Costs []int
}

func (g *State) leadersView(v *View, seat game.Seat) {
	ld := &g.ld
	lv := &LeadersView{PassTo: -1, Unused: int(ld.unused.n)}
	v.Leaders = lv
	for c := range int(g.ncities) {
		lv.Recruited = append(lv.Recruited, append([]Card(nil), ld.rec[c].cards()...))
		lv.Hands = append(lv.Hands, int(ld.hands[c].n))
		switch g.phase { // who has made the draft's pick or the recruitment's choice is public
		case phaseLeaderDraft:
			v.Cities[c].Chosen = ld.picked&(1<<c) != 0
		case phaseRecruit:
			v.Cities[c].Chosen = ld.chosen&(1<<c) != 0
		}
	}
	s := int(seat)
	if s < 0 || s >= int(g.players) {
		return
	}
	lv.Hand = append(lv.Hand, ld.hands[s].cards()...)
	for _, l := range lv.Hand {
		lv.Costs = append(lv.Costs, g.leaderCost(s, l))
	}
	if g.phase == phaseLeaderDraft {
		lv.Draft = append(lv.Draft, ld.draft[s].cards()...)
		lv.PassTo = g.right(s)
	}
}

// determinizeLeaders deals again every leader seat v cannot see (the
// other seats' hands and draft hands but its partner's, the unused pile,
// the leaders discarded face down), keeping each place's size, and takes
// back the recruitment choices v has not seen.
func (g *State) determinizeLeaders(v int, rng *game.Rand) {
	ld := &g.ld
	var slots []*Card
	for s := range int(g.players) {
		if s == v || g.partners(s, v) {
			continue
		}
		for i := range ld.hands[s].n {
			slots = append(slots, &ld.hands[s].c[i])
		}
		for i := range ld.draft[s].n {
			slots = append(slots, &ld.draft[s].c[i])
		}
		ld.chosen &^= 1 << s // its choice, still in its hand, unseen
		ld.picked &^= 1 << s // its pick, still in its draft hand, unseen
	}
	for i := range ld.unused.n {
		slots = append(slots, &ld.unused.c[i])
	}
	for i := range ld.gone.n {
		slots = append(slots, &ld.gone.c[i])
	}
	cards := make([]Card, len(slots))
	for i, p := range slots {
		cards[i] = *p
	}
	rng.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
	for i, p := range slots {
		*p = cards[i]
	}
}
