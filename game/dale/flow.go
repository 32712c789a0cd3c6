package dale

import (
	"errors"

	"agora/game"
)

// The engine is a stack of frames (kinds.go). advance runs automatic steps
// until some seat owes a decision; Apply records the answer in the top
// frame and advances again. Owl reactions queued meanwhile are offered once
// the stack is empty: when the action, technique, purchase, stack or
// start-of-turn step in progress is over, before the next action or turn.
// A reaction therefore never interrupts another decision.

func (g *State) top() *frame { return &g.frames[g.nframes-1] }

func (g *State) push(f frame) *frame {
	if int(g.nframes) == frameCap {
		panic("dale: frame stack full")
	}
	g.frames[g.nframes] = f
	g.nframes++
	return &g.frames[g.nframes-1]
}

func (g *State) pop() {
	g.nframes--
	g.frames[g.nframes] = frame{}
}

// ask makes f wait for a decision of seat.
func (f *frame) wait(k Kind, seat int) { f.ask, f.seat = k, int8(seat) }

// advance runs the game on until a decision is owed or the game is over.
func (g *State) advance() {
	for !g.over {
		if g.nframes == 0 && g.nqueue > 0 {
			g.offerReaction()
			continue
		}
		if g.nframes == 0 {
			g.afterAction()
			continue
		}
		f := g.top()
		if f.ask != 0 {
			g.pending[0] = game.Prompt{Seat: game.Seat(f.seat), Kind: promptKinds[f.ask]}
			g.npending = 1
			return
		}
		g.step(f)
	}
	g.npending = 0
}

// step runs a frame's automatic part.
func (g *State) step(f *frame) {
	switch f.proc {
	case procStart:
		g.startStep(f)
	case procTech:
		g.techStep(f)
	case procReact:
		g.reactStep(f)
	default:
		panic("dale: frame runs without a decision")
	}
}

// afterAction goes on once an action (or the turn's start) is over: the
// next action if one is left, otherwise the clean-up and the next turn.
func (g *State) afterAction() {
	if g.actions > 0 {
		g.push(frame{proc: procAction, owner: g.active}).wait(KindAction, int(g.active))
		return
	}
	g.cleanup()
	g.startTurn(g.next(int(g.active), 1))
}

// Apply plays opt for seat.
func (g *State) Apply(seat game.Seat, opt game.Option) error {
	m, err := g.validate(seat, opt)
	if err != nil {
		return game.Refuse(seat, opt, err)
	}
	g.log = append(g.log, game.Decision{Seat: seat, Option: opt})
	f := g.top()
	settles := true
	switch f.ask {
	case KindAction:
		settles = g.applyAction(f, m)
	case KindPay:
		settles = g.applyPay(f, m)
	case KindArrange:
		settles = g.applyArrange(f, m)
	case KindStack, KindHelp:
		settles = g.applyStack(f, m)
	case KindInventory:
		g.applyInventory(f, m)
	default:
		f.pick, f.ask = m, 0
	}
	if settles {
		g.settled = len(g.log)
	}
	g.advance()
	return nil
}

// errUnknownOption marks a number that encodes no move.
var errUnknownOption = errors.New("not a Dale option")

func (g *State) validate(seat game.Seat, opt game.Option) (Move, error) {
	if g.over {
		return Move{}, game.ErrOver
	}
	if g.npending == 0 || g.pending[0].Seat != seat {
		return Move{}, game.ErrNotPending
	}
	m, ok := DecodeOption(opt)
	if !ok {
		return m, errors.Join(game.ErrIllegal, errUnknownOption)
	}
	// The same listing as Legal, narrowed to the moves of opt's type and
	// card: the only ones that could equal it.
	var arr [32]game.Option
	if !game.Contains(g.options(seat, arr[:0], only{set: true, t: m.Type, c: m.Card}), opt) {
		return m, game.ErrIllegal
	}
	return m, nil
}

// only narrows an option listing to the moves that could equal one given
// option: its type and, for the moves naming a card, its card. The zero
// value lists everything. Listings skip the work of the moves it leaves
// out, which makes validating an option cheaper than listing them all.
type only struct {
	set bool
	t   MoveType
	c   Card
}

// wants reports whether moves of type t are listed.
func (o only) wants(t MoveType) bool { return !o.set || o.t == t }

// wantsCard reports whether the move of type t naming card c is listed.
func (o only) wantsCard(t MoveType, c Card) bool { return !o.set || o.t == t && o.c == c }

// Legal appends the options open to seat now.
func (g *State) Legal(seat game.Seat, buf []game.Option) []game.Option {
	return g.options(seat, buf, only{})
}

// options appends the options open to seat now that o lets through.
func (g *State) options(seat game.Seat, buf []game.Option, o only) []game.Option {
	if g.over || g.npending == 0 || g.pending[0].Seat != seat {
		return buf
	}
	f := g.top()
	s := int(seat)
	switch f.ask {
	case KindAction:
		return g.actionOptions(s, buf, o)
	case KindPay:
		return g.payOptions(f, buf, o)
	case KindArrange:
		return g.arrangeOptions(f, buf)
	case KindStack, KindHelp:
		return g.stackOptions(f, buf)
	case KindInventory:
		return g.inventoryOptions(s, buf, o)
	case KindSchedule, KindCard:
		return g.cardOptions(f, buf)
	case KindSlot:
		return g.slotOptions(f, buf)
	case KindStall:
		// a Safety Precaution never swaps with another: that changes nothing
		st := g.stallOf(s)
		for i := range st.n {
			if st.c[i] != SafetyPrecaution {
				buf = append(buf, numMove(MoveStall, int(i)).Option())
			}
		}
		return buf
	case KindTarget:
		for t := range int(g.players) {
			if g.opponents(int(f.owner), t) {
				buf = append(buf, seatMove(t).Option())
			}
		}
		return buf
	case KindDirection:
		return append(buf, numMove(MoveDirection, 0).Option(), numMove(MoveDirection, 1).Option())
	case KindNumber:
		lo, hi := 1, 5 // Risky Business: a guessed value
		switch f.card {
		case Housecleaning:
			lo, hi = 0, int(f.n) // Junk cards to take
		case CunningNeighbour:
			lo, hi = 0, 1 // 1 puts the card on the deck
		}
		for v := lo; v <= hi; v++ {
			buf = append(buf, numMove(MoveNumber, v).Option())
		}
		return buf
	case KindReaction:
		return append(buf, cardMove(MoveReact, f.card).Option(), mv(MovePass).Option())
	}
	return buf
}

// cardOptions lists the distinct cards of a KindCard or KindSchedule
// prompt's source that its filter lets through.
func (g *State) cardOptions(f *frame, buf []game.Option) []game.Option {
	var cards []Card
	var sched [schedCap]Card
	p := &g.p[f.seat]
	switch f.src {
	case SourceHand:
		cards = p.hand.cards()
	case SourceDeck:
		cards = p.deck.cards()
	case SourceDiscard:
		cards = p.discard.cards()
	case SourcePool:
		cards = f.pooled()
	case SourceSchedule:
		n := 0
		for _, e := range p.sched[:p.nsched] {
			if e.state == schedDelayed {
				sched[n] = e.card
				n++
			}
		}
		cards = sched[:n]
	}
	var seen [4]uint64
	for _, c := range cards {
		if seen[c>>6]&(1<<(c&63)) != 0 || !passes(c, f.filter) {
			continue
		}
		seen[c>>6] |= 1 << (c & 63)
		buf = append(buf, cardMove(MoveCard, c).Option())
	}
	if f.optional {
		buf = append(buf, mv(MovePass).Option())
	}
	return buf
}

func passes(c Card, filter uint8) bool {
	switch filter {
	case filterAnimalfolk:
		return c.Animalfolk()
	case filterJunk:
		return !c.Animalfolk()
	case filterBoosted:
		return c.Boosted()
	}
	return true
}

func (g *State) slotOptions(f *frame, buf []game.Option) []game.Option {
	for i, c := range g.market {
		if c != NoCard {
			buf = append(buf, slotMove(MoveSlot, i).Option())
		}
	}
	if f.optional {
		buf = append(buf, mv(MovePass).Option())
	}
	return buf
}

// ask sets up a KindCard prompt on f.
func (f *frame) askCard(seat int, src Source, filter uint8, optional bool) {
	f.src, f.filter, f.optional = src, filter, optional
	f.wait(KindCard, seat)
}
