package dale

import (
	"slices"

	"agora/game"
)

// View is what one seat knows, shaped for the table UI and the bots.
// Everything public is here (market, piles' sizes, discard piles, stalls,
// schedules); private cards only where the rules show them to this seat:
// its own hand, the cards an effect lets it search or hold, the hands it
// looked at, the cards passed to it, in Events.
//
// The view holds a private copy of the state, so it stays valid while the
// game goes on.
type View struct {
	seat game.Seat

	Players     int
	Teams       bool
	Decks       []Deck
	Active      int
	Turn        int
	ActionsLeft int // actions the active player still has, the current one included
	Over        bool
	Winner      int // the winning seat, -1 while the game goes on or when leaders share the win
	StacksToWin int // 8, or 10 for a team
	// DryTurnsLeft counts the turns, this one included, before the market
	// running dry ends the game unless a stack is built (dryout.go); 0
	// while the market can be restocked. DryOut: the game ended that way.
	DryTurnsLeft int
	DryOut       bool

	Market        [MarketSlots]MarketSlot
	MarketDeck    int
	MarketDiscard []Card // bottom first, the top last
	JunkSupply    int
	Box           int // unused cards left to stand in for Junk

	Seats  []SeatView
	Stalls []StallView // by stall: one per seat, or one per team (Seats[s].Stall)

	// Hand is the seat's own hand, boost marks included; HandValues what
	// each card is worth to the seat now (Ironing, Rare Artefact).
	Hand       []Card
	HandValues []int
	Ironing    bool

	Prompt  PromptView
	Options []game.Option

	// Facts are the answers of the view's methods, in a view read from
	// the wire only (view_facts.go).
	Facts *Facts `json:",omitempty"`

	state *State
}

// MarketSlot is one market place: its card (NoCard when empty), the
// slot's surcharge and the total price for the viewing seat, opponents'
// Scary Gunfights included.
type MarketSlot struct {
	Card      Card
	Surcharge int
	Price     int
}

// SeatView is the public side of one player.
type SeatView struct {
	HandSize  int
	HandLimit int // what clean-up draws up to
	DeckSize  int
	Discard   []Card // bottom first; Top is the last one
	Top       Card   // NoCard when the pile is empty
	Schedule  []ScheduledView
	Stall     int // index in View.Stalls
	Team      int // the seat's team, -1 outside the team game
	// Penalties the seat suffers from opponents' lasting techniques.
	PriceRaise  int // added to every market price
	StackRaise  int // added to the next stack's total
	DrawLimited bool
	NextStack   int // the total its next stack needs
}

// ScheduledView is a technique in front of its owner.
type ScheduledView struct {
	Card  Card
	State string // "resolving", "delayed" or "lasting"
}

// StallView is a stall: its stacks in order.
type StallView struct {
	Stacks []StackView
}

// StackView is one built stack.
type StackView struct {
	Cards []Card
	Total int // its value when built
	By    int // the seat that built it
	// From is the seat each card came from: the builder, or in the team
	// game the partner who added it.
	From []int
}

// PromptView details the decision owed now.
type PromptView struct {
	Kind  Kind // 0 when the game is over
	Seat  int  // who decides
	Owner int  // whose card or action it is
	Card  Card // the technique, owl or delayed card resolving; the card being bought; NoCard for none
	// Source and Optional for KindCard prompts; Cards lists the cards the
	// deciding seat may see there (its searched deck, the cards set
	// aside), only in the deciding seat's view.
	Source   Source
	Optional bool
	Cards    []Card
	// Target is the player concerned (the next recipient of Night Shift
	// or Charity, Ruthless Competition's victim), -1 for none.
	Target int
	Slot   int // the market slot being bought, -1
	// Calculations: the purchase goes through a Calculations, which the
	// payment must hold.
	Calculations bool
	// Selected is the selection so far (payment, stack), Sum its value,
	// Price the purchase's price, Goal the stack's total.
	Selected []Card
	Sum      int
	Price    int
	Goal     int
	// Left is how many more cards the effect will ask for.
	Left int
	// Declined is, in the team game, whether the partner declined to help
	// this turn: the builder then builds alone.
	Declined bool
	// Min and Max bound a KindNumber answer.
	Min, Max int
}

var schedNames = []string{"", "resolving", "delayed", "lasting"}

// Seat is whose view this is.
func (v *View) Seat() game.Seat { return v.seat }

// View is what seat may see.
func (g *State) View(seat game.Seat) game.View { return g.SeatView(seat) }

// SeatView is View with its concrete type.
func (g *State) SeatView(seat game.Seat) *View {
	v := new(View)
	g.fillView(v, seat, g.clone())
	if int(seat) >= 0 && int(seat) < int(g.players) {
		v.Options = g.Legal(seat, nil)
	}
	return v
}

// TransientView is SeatView without a copy of the state behind it, and
// without Options, built in memory the state keeps for it: it is only
// valid until the state changes or its next TransientView. Playout
// policies, which read a view at once and drop it and have just listed
// the seat's options, use it, as copying the state, allocating the view
// and listing the options again are most of a view's cost.
func (g *State) TransientView(seat game.Seat) *View {
	if g.transient == nil {
		g.transient = new(View)
	}
	g.fillView(g.transient, seat, g)
	return g.transient
}

// fillView makes v seat's view over st, the state Determinize and Events
// read (a copy of g, or g itself for a transient view), all but Options.
// It reuses the memory of v's slices; what is empty is nil, as in a new
// view.
func (g *State) fillView(v *View, seat game.Seat, st *State) {
	old := *v
	s := int(seat)
	own := s >= 0 && s < int(g.players)
	*v = View{seat: seat, Players: int(g.players), Teams: g.teams, Decks: refill(old.Decks, g.decks[:g.ndecks]),
		Active: int(g.active), Turn: int(g.turn), ActionsLeft: int(g.actions), Over: g.over, Winner: -1,
		StacksToWin: g.stacksToWin(), MarketDeck: int(g.mdeck.n), MarketDiscard: refill(old.MarketDiscard, g.mdisc.cards()),
		JunkSupply: int(g.junk), Box: int(g.box), state: st}
	if g.over {
		v.Winner, v.DryOut = int(g.winner), g.dryOut
	}
	v.DryTurnsLeft = g.dryTurnsLeft()
	buyer := s
	if !own {
		buyer = int(g.active)
	}
	for i, c := range g.market {
		v.Market[i] = MarketSlot{Card: c, Surcharge: Surcharge(i)}
		if c != NoCard {
			v.Market[i].Price = g.price(buyer, i)
		}
	}
	nstalls := int(g.players)
	if g.teams {
		nstalls = 2
	}
	oldStalls := old.Stalls[:cap(old.Stalls)]
	v.Stalls = old.Stalls[:0]
	for i := range nstalls {
		v.Stalls = append(v.Stalls, g.stallView(i, reused(oldStalls, i)))
	}
	oldSeats := old.Seats[:cap(old.Seats)]
	v.Seats = old.Seats[:0]
	for o := range int(g.players) {
		v.Seats = append(v.Seats, g.seatView(o, reused(oldSeats, o)))
	}
	v.Prompt = g.promptView(s, own)
	if !own {
		return
	}
	v.Ironing = g.ironing && s == int(g.active)
	v.Hand = refill(old.Hand, g.p[s].hand.cards())
	if len(v.Hand) > 0 {
		v.HandValues = old.HandValues[:0]
		for _, c := range v.Hand {
			v.HandValues = append(v.HandValues, g.value(s, c))
		}
	}
}

// stallView is stall i's view, in the memory of old's slices.
func (g *State) stallView(i int, old StallView) StallView {
	st := &g.stalls[i]
	oldStacks := old.Stacks[:cap(old.Stacks)]
	sv := StallView{Stacks: old.Stacks[:0]}
	start := 0
	for k := range int(st.nstacks) {
		prev := reused(oldStacks, k)
		stack := StackView{Cards: refill(prev.Cards, st.stack(k)), Total: int(st.totals[k]), By: int(st.by[k]), From: prev.From[:0]}
		for i := start; i < int(st.ends[k]); i++ {
			from := stack.By
			if st.given[i/64]&(1<<(i%64)) != 0 {
				from = g.partner(stack.By)
			}
			stack.From = append(stack.From, from)
		}
		start = int(st.ends[k])
		sv.Stacks = append(sv.Stacks, stack)
	}
	sv.Stacks = nilIfEmpty(sv.Stacks)
	return sv
}

// seatView is seat o's public side, in the memory of old's slices.
func (g *State) seatView(o int, old SeatView) SeatView {
	p := &g.p[o]
	sv := SeatView{HandSize: int(p.hand.n), HandLimit: g.handLimit(o), DeckSize: int(p.deck.n),
		Discard: refill(old.Discard, p.discard.cards()), Top: NoCard, Stall: o, Team: -1,
		PriceRaise: 2 * g.penalty(o, ScaryGunfight), StackRaise: g.penalty(o, NastyThreat),
		DrawLimited: g.penalty(o, LostShipments) > 0, NextStack: g.stackTarget(o),
		Schedule: old.Schedule[:0]}
	if p.discard.n > 0 {
		sv.Top = p.discard.top()
	}
	if g.teams {
		sv.Stall, sv.Team = o%2, o%2
	}
	for _, e := range p.sched[:p.nsched] {
		sv.Schedule = append(sv.Schedule, ScheduledView{Card: e.card, State: schedNames[e.state]})
	}
	sv.Schedule = nilIfEmpty(sv.Schedule)
	return sv
}

// refill is src copied into dst's memory (nil when src is empty).
func refill[T any](dst, src []T) []T {
	if len(src) == 0 {
		return nil
	}
	return append(dst[:0], src...)
}

// reused is the element i of a slice whose memory a view reuses, or a
// zero element past its end.
func reused[T any](old []T, i int) T {
	var zero T
	if i < len(old) {
		return old[i]
	}
	return zero
}

func nilIfEmpty[T any](s []T) []T {
	if len(s) == 0 {
		return nil
	}
	return s
}

func (g *State) promptView(s int, own bool) PromptView {
	if g.over || g.nframes == 0 {
		return PromptView{Target: -1, Slot: -1}
	}
	f := g.top()
	pv := PromptView{Kind: f.ask, Seat: int(f.seat), Owner: int(f.owner), Card: f.card, Source: f.src,
		Optional: f.optional, Target: -1, Slot: -1}
	if f.card == Junk {
		// a frame of no card (a stack, an inventory...): Junk, whose card
		// does nothing, is never the card a prompt is for
		pv.Card = NoCard
	}
	if f.ask == KindCard || f.ask == KindSchedule {
		pv.Target = int(f.target)
		if f.card != NightShift && f.card != Charity {
			pv.Target = -1
		}
	}
	if f.card == RuthlessCompetition && f.step == 2 {
		pv.Target = int(f.target)
	}
	decider := own && s == int(f.seat)
	switch f.ask {
	case KindPay:
		pv.Slot, pv.Price, pv.Calculations = int(f.slot), g.price(int(f.owner), int(f.slot)), f.calc
	case KindStack, KindHelp:
		pv.Goal = g.stackTarget(int(f.owner))
		pv.Sum = g.stackSum(f)
		pv.Declined = g.declined
	case KindNumber:
		pv.Min, pv.Max = 1, 5
		switch f.card {
		case Housecleaning:
			pv.Min, pv.Max = 0, int(f.n)
		case CunningNeighbour:
			pv.Min, pv.Max = 0, 1
		}
	case KindCard:
		if f.card == DangerousTest || f.card == NaturalSurvivor || f.card == DaringAdventurer {
			pv.Left = int(f.n)
		}
	case KindSlot:
		if f.card == DaringAdventurer {
			pv.Left = int(f.n)
		}
	}
	if f.ask == KindPay {
		for _, c := range f.selected() {
			pv.Sum += g.value(int(f.owner), c)
		}
	}
	sees := decider || (f.ask == KindHelp && own && s == int(f.owner))
	if sees {
		pv.Selected = slices.Clone(f.selected())
		switch f.src {
		case SourceDeck:
			pv.Cards = slices.Clone(g.p[f.seat].deck.cards())
		case SourcePool:
			pv.Cards = slices.Clone(f.pooled())
		}
	}
	return pv
}

// Events is the game log as this seat sees it, oldest first: the cards of
// private events (a hand looked at, a card passed, a card drawn from the
// market deck) are hidden (NoCard, nil) unless the seat saw them. It is
// built on demand: the log grows long and most callers never read it.
func (v *View) Events() []Event {
	if v.state == nil {
		return v.factEvents()
	}
	g, s := v.state, int(v.seat)
	own := s >= 0 && s < int(g.players)
	out := make([]Event, 0, g.events.total)
	g.events.each(func(r *record) {
		e := g.events.event(r)
		if e.seen != 0 && (!own || e.seen&bit(s) == 0) {
			e.Card, e.Cards = NoCard, nil
		} else if e.Cards != nil {
			e.Cards = slices.Clone(e.Cards)
		}
		out = append(out, e)
	})
	return out
}

// Stall returns the stall of seat s (its team's in the team game).
func (v *View) Stall(s int) StallView { return v.Stalls[v.Seats[s].Stall] }
