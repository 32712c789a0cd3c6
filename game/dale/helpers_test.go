package dale

import (
	"errors"
	"slices"
	"testing"

	"agora/game"
	"agora/game/gametest"
)

// table is a test position: a real deal whose cards are then moved where a
// scenario wants them, keeping every card in one place (displaced
// animalfolk cards go under the market deck, displaced Junk to the supply).
type table struct {
	t    *testing.T
	g    *State
	kept map[*pile]bool
	// marketKept: the market was set, its cards are not taken
	marketKept bool
}

// newTable deals a game with the given decks switched on (the others off
// when the list is complete).
func newTable(t *testing.T, players int, teams bool, decks ...Deck) *table {
	t.Helper()
	cfg := config(players, 1)
	cfg.Teams = teams
	cfg.Variants = map[string]string{}
	complete := len(decks) == DecksNeeded(players, teams)
	for d := range NumDecks {
		switch {
		case slices.Contains(decks, d):
			cfg.Variants[VariantDeck(d)] = DeckOn
		case complete:
			cfg.Variants[VariantDeck(d)] = DeckOff
		}
	}
	return &table{t: t, g: start(t, cfg), kept: map[*pile]bool{}}
}

// take finds a copy of c outside the piles a scenario set.
func (tb *table) take(c Card) {
	g := tb.g
	if c == Junk && g.junk > 0 {
		g.junk--
		return
	}
	piles := []*pile{&g.mdeck, &g.mdisc}
	for s := range int(g.players) {
		piles = append(piles, &g.p[s].deck, &g.p[s].discard, &g.p[s].hand)
	}
	for _, p := range piles {
		if !tb.kept[p] && p.remove(c) {
			return
		}
	}
	if !tb.marketKept {
		for i, m := range g.market {
			if m == c {
				g.market[i] = NoCard
				return
			}
		}
	}
	tb.t.Fatalf("no copy of %s left", c)
}

// displace empties a pile: Junk to the supply, animalfolk cards under
// the market deck (or into the last seat's discard pile, or deck).
func (tb *table) displace(p *pile) {
	g := tb.g
	last := &g.p[g.players-1]
	var to *pile
	for _, q := range []*pile{&g.mdeck, &last.discard, &last.deck} {
		if q != p && !tb.kept[q] {
			to = q
			break
		}
	}
	for _, c := range p.cards() {
		if c.Kind() == Junk {
			g.junk++
		} else {
			to.c = [pileCap]Card(append([]Card{c.Kind()}, to.c[:pileCap-1]...))
			to.n++
		}
	}
	*p = pile{}
}

// set makes a pile hold exactly cards (bottom first).
func (tb *table) set(p *pile, cards ...Card) {
	tb.displace(p)
	tb.kept[p] = true
	for _, c := range cards {
		tb.take(c)
		p.push(c)
	}
}

func (tb *table) hand(s int, cards ...Card)    { tb.set(&tb.g.p[s].hand, cards...) }
func (tb *table) deck(s int, cards ...Card)    { tb.set(&tb.g.p[s].deck, cards...) }
func (tb *table) discard(s int, cards ...Card) { tb.set(&tb.g.p[s].discard, cards...) }

// market sets the market slots (NoCard for an empty one).
func (tb *table) market(cards ...Card) {
	g := tb.g
	for i, c := range g.market {
		if c != NoCard {
			g.mdeck.push(c)
			g.market[i] = NoCard
		}
	}
	tb.marketKept = true
	for i, c := range cards {
		if c != NoCard {
			tb.take(c)
			g.market[i] = c
		}
	}
}

// stall builds stacks straight into seat s's stall.
func (tb *table) stall(s int, stacks ...[]Card) {
	st := tb.g.stallOf(s)
	for _, cs := range stacks {
		total := 0
		for _, c := range cs {
			tb.take(c)
			st.c[st.n] = c
			st.n++
			total += c.Value()
		}
		st.ends[st.nstacks], st.totals[st.nstacks], st.by[st.nstacks] = st.n, uint8(total), int8(s)
		st.nstacks++
	}
}

// pass ends turns with an empty inventory until seat s is to act.
func (tb *table) passTo(s int) {
	tb.t.Helper()
	for int(tb.g.active) != s || tb.g.top().ask != KindAction {
		tb.do(inventory, confirm)
	}
}

// check verifies the invariants.
func (tb *table) check() {
	tb.t.Helper()
	if err := tb.g.Check(); err != nil {
		tb.t.Fatal(err)
	}
}

// pending checks who owes what.
func (tb *table) pending(seat int, k Kind) {
	tb.t.Helper()
	p := tb.g.Pending()
	if len(p) != 1 || int(p[0].Seat) != seat || p[0].Kind != k.Prompt() {
		tb.t.Fatalf("pending %v, want seat %d %s", p, seat, k.Prompt())
	}
}

// moves lists the pending seat's legal moves.
func (tb *table) moves() []Move {
	var out []Move
	p := tb.g.Pending()
	if len(p) == 0 {
		return nil
	}
	for _, o := range tb.g.Legal(p[0].Seat, nil) {
		out = append(out, MustDecode(o))
	}
	return out
}

func (tb *table) legal(m Move) bool { return slices.Contains(tb.moves(), m) }

// do applies moves for the pending seat, checking after each.
func (tb *table) do(ms ...Move) {
	tb.t.Helper()
	for _, m := range ms {
		p := tb.g.Pending()
		if len(p) == 0 {
			tb.t.Fatalf("%s: nobody owes a decision", m)
		}
		if err := tb.g.Apply(p[0].Seat, m.Option()); err != nil {
			tb.t.Fatalf("%s: %v (legal: %v)", m, err, tb.moves())
		}
		tb.check()
	}
}

// refused checks a move is refused with a MoveError and changes nothing.
func (tb *table) refused(m Move) {
	tb.t.Helper()
	p := tb.g.Pending()
	if err := gametest.Refuses(tb.g, p[0].Seat, m.Option()); err != nil {
		tb.t.Fatal(err)
	}
	err := tb.g.Apply(p[0].Seat, m.Option())
	if !errors.Is(err, game.ErrIllegal) {
		tb.t.Fatalf("%s: %v, want ErrIllegal", m, err)
	}
}

// handOf lists seat s's hand kinds.
func (tb *table) handOf(s int) []Card {
	var out []Card
	for _, c := range tb.g.p[s].hand.cards() {
		out = append(out, c.Kind())
	}
	slices.Sort(out)
	return out
}

func sorted(cs ...Card) []Card {
	out := slices.Clone(cs)
	slices.Sort(out)
	return out
}

func (tb *table) handIs(s int, want ...Card) {
	tb.t.Helper()
	if got := tb.handOf(s); !slices.Equal(got, sorted(want...)) {
		tb.t.Fatalf("seat %d hand %v, want %v", s, got, sorted(want...))
	}
}

// Shorthands for moves.
func buy(slot int) Move  { return slotMove(MoveBuy, slot) }
func add(c Card) Move    { return cardMove(MoveAdd, c) }
func playM(c Card) Move  { return cardMove(MovePlay, c) }
func buildM(c Card) Move { return cardMove(MoveBuild, c) }
func choose(c Card) Move { return cardMove(MoveCard, c) }
func slotM(i int) Move   { return slotMove(MoveSlot, i) }
func number(v int) Move  { return numMove(MoveNumber, v) }
func react(c Card) Move  { return cardMove(MoveReact, c) }
func seatM(s int) Move   { return seatMove(s) }
func dir(right bool) Move {
	if right {
		return numMove(MoveDirection, 1)
	}
	return numMove(MoveDirection, 0)
}

var (
	confirm   = mv(MoveConfirm)
	cancel    = mv(MoveCancel)
	pass      = mv(MovePass)
	inventory = mv(MoveInventory)
)
