package dale

import (
	"fmt"

	"agora/game"
)

// Check verifies the state's invariants: every card of the game in exactly
// one place (hands, decks, discard piles, schedules, stalls, market, market
// deck and discard, cards set aside by an effect, the Junk supply, the
// box), boost marks only in the active hand, valid stalls, one pending
// decision exactly while the game goes on.
func (g *State) Check() error {
	var count [NumCards]int
	add := func(cards ...Card) error {
		for _, c := range cards {
			if c.Kind() >= NumCards {
				return fmt.Errorf("card %d in play", c)
			}
			count[c.Kind()]++
		}
		return nil
	}
	for s := range int(g.players) {
		p := &g.p[s]
		for _, c := range p.hand.cards() {
			if c.Boosted() && s != int(g.active) {
				return fmt.Errorf("seat %d holds a boosted %s out of its turn", s, c)
			}
		}
		for _, pl := range []*pile{&p.hand, &p.deck, &p.discard} {
			if err := add(pl.cards()...); err != nil {
				return err
			}
		}
		for _, pl := range []*pile{&p.deck, &p.discard} {
			for _, c := range pl.cards() {
				if c.Boosted() {
					return fmt.Errorf("seat %d: boosted %s outside the hand", s, c)
				}
			}
		}
		for _, e := range p.sched[:p.nsched] {
			if !e.card.Technique() || e.state < schedResolving || e.state > schedLasting {
				return fmt.Errorf("seat %d: %s in the schedule in state %d", s, e.card, e.state)
			}
			add(e.card)
		}
	}
	for i := range g.stalls {
		st := &g.stalls[i]
		add(st.c[:st.n]...)
		if err := g.checkStall(st); err != nil {
			return fmt.Errorf("stall %d: %w", i, err)
		}
	}
	for _, c := range g.market {
		if c != NoCard {
			if !c.Animalfolk() {
				return fmt.Errorf("%s in the market", c)
			}
			add(c)
		}
	}
	add(g.mdeck.cards()...)
	add(g.mdisc.cards()...)
	for _, pl := range []*pile{&g.mdeck, &g.mdisc} {
		for _, c := range pl.cards() {
			if !c.Animalfolk() {
				return fmt.Errorf("%s in the market deck or discard", c)
			}
		}
	}
	for i := range g.nframes {
		f := &g.frames[i]
		add(f.pooled()...)
		if f.card == WiseSpy {
			add(f.pool2[:f.npool2]...)
		}
	}
	if g.junk < 0 || g.box < 0 {
		return fmt.Errorf("junk supply %d, box %d", g.junk, g.box)
	}
	if want := int(g.junkTotal - g.junk); count[Junk] != want {
		return fmt.Errorf("%d Junk in play, want %d", count[Junk], want)
	}
	animalfolk := 0
	for c := Card(1); c < NumCards; c++ {
		want := 0
		if g.inPlay[c.Deck()] {
			want = c.info().Copies
			if c.Value() == 1 {
				want = int(g.players)
			}
		}
		if count[c] != want {
			return fmt.Errorf("%s: %d copies in play, want %d", c, count[c], want)
		}
		animalfolk += want
	}
	physical := catalog.physical
	if g.teams {
		physical += catalog.teamJunk - catalog.junk
	}
	if int(g.junkTotal)+animalfolk+int(g.box) != physical {
		return fmt.Errorf("%d Junk, %d animalfolk and %d in the box make no %d", g.junkTotal, animalfolk, g.box, physical)
	}
	if int(g.dry) > g.dryLimit() || g.dryOut && !g.over {
		return fmt.Errorf("%d dry turns of %d, dry out %v, over %v", g.dry, g.dryLimit(), g.dryOut, g.over)
	}
	if g.over != (g.npending == 0) {
		return fmt.Errorf("over=%v with %d pending", g.over, g.npending)
	}
	if !g.over && g.pending[0].Kind != promptKinds[g.top().ask] {
		return fmt.Errorf("pending %s but the top frame asks %s", g.pending[0].Kind, g.top().ask)
	}
	if !g.over && g.frames[0].proc == procAction && g.actions < 1 {
		return fmt.Errorf("an action prompt with %d actions", g.actions)
	}
	return nil
}

// checkStall: stacks in order, each non-empty, worth at least its number
// when built, made of animalfolk cards (of one deck, unless a Safety
// Precaution swap put a Platypus in).
func (g *State) checkStall(st *stall) error {
	if int(st.nstacks) > g.stacksToWin() {
		return fmt.Errorf("%d stacks", st.nstacks)
	}
	if int(st.nstacks) == g.stacksToWin() && !g.over {
		return fmt.Errorf("a full stall but the game goes on")
	}
	prev := uint8(0)
	for k := range int(st.nstacks) {
		if st.ends[k] <= prev {
			return fmt.Errorf("stack %d is empty", k+1)
		}
		prev = st.ends[k]
		if int(st.totals[k]) < k+1 {
			return fmt.Errorf("stack %d worth %d", k+1, st.totals[k])
		}
		var d Deck = NoDeck
		for _, c := range st.stack(k) {
			if !c.Animalfolk() || c.Boosted() {
				return fmt.Errorf("stack %d holds %s", k+1, c)
			}
			if c == SafetyPrecaution {
				continue
			}
			if d != NoDeck && c.Deck() != d {
				return fmt.Errorf("stack %d mixes %s and %s", k+1, d, c.Deck())
			}
			d = c.Deck()
		}
	}
	if prev != st.n {
		return fmt.Errorf("%d cards but stacks end at %d", st.n, prev)
	}
	return nil
}

// Digest hashes every field of the state: the fields are folded a word at
// a time, then game.Hash takes the result and the generator's position.
func (g *State) Digest() uint64 {
	var h mixer
	for _, v := range []int{int(g.players), int(g.ndecks), int(g.junk), int(g.box), int(g.junkTotal),
		int(g.active), int(g.turn), int(g.actions), int(g.spyUsed), int(g.nboost), int(g.winner),
		int(g.nframes), int(g.nqueue), len(g.log), g.settled, int(g.events.total), int(g.npending),
		bint(g.teams), bint(g.ironing), bint(g.over)} {
		h.Int(v)
	}
	if g.declined {
		h.Int(1) // folded only when set, so that older saves keep their digest
	}
	for d := range NumDecks {
		h.Int(int(g.decks[d]) | bint(g.inPlay[d])<<8)
	}
	cards(&h, g.boostMul[:])
	hp := func(p *pile) { cards(&h, p.cards()) }
	for s := range int(g.players) {
		p := &g.p[s]
		hp(&p.hand)
		hp(&p.deck)
		hp(&p.discard)
		h.Int(int(p.nsched))
		for _, e := range p.sched[:p.nsched] {
			h.Int(int(e.card) | int(e.state)<<8)
		}
		st := &g.stalls[s]
		h.Int(int(st.nstacks))
		cards(&h, st.c[:st.n])
		cards(&h, st.ends[:])
		cards(&h, st.totals[:])
		for k := range maxStacks {
			h.Int(int(st.by[k]))
		}
		for v := range int(g.players) {
			cards(&h, g.know[s][v][:])
		}
	}
	if g.dry != 0 || g.dryOut {
		// only then, so saves from before the market could run dry still load
		h.Int(int(g.dry) | bint(g.dryOut)<<16)
	}
	cards(&h, g.market[:])
	hp(&g.mdeck)
	hp(&g.mdisc)
	for i := range g.nframes {
		f := &g.frames[i]
		for _, v := range []int{int(f.proc), int(f.ask), int(f.step), int(f.seat), int(f.owner), int(f.card),
			int(f.src), int(f.filter), int(f.n), int(f.target), int(f.slot), int(f.dir), int(f.aux), int(f.mask),
			int(f.nsel), int(f.selBy), int(f.keep), int(f.npool), int(f.npool2), int(f.pick.Option()),
			bint(f.optional), bint(f.delayed), bint(f.calc)} {
			h.Int(v)
		}
		cards(&h, f.sel[:])
		cards(&h, f.pool[:])
		cards(&h, f.pool2[:])
		cards(&h, f.saved[:])
	}
	for _, t := range g.queue[:g.nqueue] {
		h.Int(int(t.seat) | int(t.owl)<<8 | int(t.by)<<16 | int(t.used)<<24 | bint(t.fresh)<<32)
	}
	if g.npending > 0 {
		h.Int(int(g.pending[0].Seat))
	}
	d := game.NewHash()
	g.rng.Mix(&d)
	d.Uint64(uint64(h))
	return d.Sum()
}

func bint(b bool) int {
	if b {
		return 1
	}
	return 0
}

// mixer folds words into a 64-bit digest.
type mixer uint64

func (m *mixer) Uint64(v uint64) { *m = mixer(mixWord(uint64(*m), v)) }
func (m *mixer) Int(v int)       { m.Uint64(uint64(v)) }

func mixWord(x, v uint64) uint64 {
	x = (x ^ v) * 0x9e3779b97f4a7c15
	return x ^ x>>29
}

// cards mixes a byte slice into the digest, eight bytes a word.
func cards[T ~uint8](h *mixer, cs []T) {
	x := mixWord(uint64(*h), uint64(len(cs)))
	var w uint64
	for i, c := range cs {
		w = w<<8 | uint64(c)
		if i&7 == 7 {
			x, w = mixWord(x, w), 0
		}
	}
	*h = mixer(mixWord(x, w))
}
