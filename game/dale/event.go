package dale

// EventKind names a public event of the game log.
type EventKind uint8

// The events. Card and Cards are hidden (NoCard, nil) from the seats that
// may not see them.
const (
	EventTurn          EventKind = iota + 1 // Seat's turn begins
	EventBuy                                // Seat bought Card from Slot for Value
	EventPlay                               // Seat played technique Card
	EventStack                              // Seat built stack number Value with Cards
	EventInventory                          // Seat discarded Card in an inventory
	EventDiscard                            // Seat discarded Card by an effect
	EventThrow                              // Seat threw Card away
	EventDraw                               // Seat drew Value cards
	EventJunk                               // Seat took Junk from the supply
	EventShuffle                            // Seat shuffled its deck (Value cards)
	EventMarketShuffle                      // the market discard became the market deck
	EventRoll                               // Seat rolled Value on the polecat die
	EventReveal                             // Seat revealed Card to everyone
	EventLook                               // Seat looked at Target's hand: Cards
	EventTake                               // Seat took Card from Target (hand, deck or market Slot)
	EventGive                               // Seat gave Card to Target
	EventMarket                             // Seat took Card from market Slot for free
	EventThrowMarket                        // Seat threw away market Card from Slot
	EventReact                              // Seat reacted with owl Card
	EventExpire                             // Seat's lasting technique Card ended
	EventResolve                            // Seat's delayed technique Card resolves
	EventGuess                              // Seat guessed Value
	EventArrange                            // Seat rearranged the market with Calculations
	EventSpy                                // Seat used Wise Spy
	EventSwap                               // Seat swapped Card (to its hand) for Target card
	EventDirection                          // Seat chose direction Value (0 left, 1 right)
	EventWin                                // Seat (its team) built its last stack
	EventDryOut                             // the market ran dry: Seat (-1: a shared win) leads with Value stacks
	EventDecline                            // Seat declined to help Target, its partner, build a stack
	numEventKinds
)

var eventNames = [numEventKinds]string{"", "turn", "buy", "play", "stack", "inventory", "discard", "throw",
	"draw", "junk", "shuffle", "market_shuffle", "roll", "reveal", "look", "take", "give", "market",
	"throw_market", "react", "expire", "resolve", "guess", "arrange", "spy", "swap", "direction", "win", "dry_out", "decline"}

// String is the event's name; its log template key is "dale.event.<name>".
func (k EventKind) String() string {
	if k > 0 && k < numEventKinds {
		return eventNames[k]
	}
	return "?"
}

// Event is one entry of the game log.
type Event struct {
	Kind   EventKind
	Turn   int
	Seat   int
	Target int // the other player concerned, -1 for none
	Card   Card
	Cards  []Card
	Slot   int
	Value  int
	// seen is who may see Card and Cards; 0 means everyone.
	seen uint8
}

// record is an event as the state keeps it: small and free of pointers,
// so that the log's tail copies cheaply with the state. Its cards are in
// the journal's cards.
type record struct {
	turn   int32
	at     int32 // its first card in journal.cards
	value  int16
	ncards uint16
	has    bool // it has a card list (perhaps empty)
	kind   EventKind
	seat   int8
	target int8
	card   Card
	slot   int8
	seen   uint8
}

// evChunk is how many records the state keeps inline; full chunks are
// frozen and shared by clones.
const evChunk = 16

// journal is the event log: frozen full chunks and an inline tail, and
// the events' cards one after the other. Clones share the chunks and the
// cards written so far (clipped, so appending copies).
type journal struct {
	full  []*[evChunk]record
	cards []Card
	n     uint8
	tail  [evChunk]record
	total int32
}

func (j *journal) add(r record, cards []Card) {
	if cards != nil {
		r.has, r.at, r.ncards = true, int32(len(j.cards)), uint16(len(cards))
		j.cards = append(j.cards, cards...)
	}
	j.tail[j.n] = r
	j.n++
	j.total++
	if j.n == evChunk {
		c := j.tail
		j.full = append(j.full, &c)
		j.n, j.tail = 0, [evChunk]record{}
	}
}

func (j *journal) each(f func(r *record)) {
	for _, c := range j.full {
		for i := range c {
			f(&c[i])
		}
	}
	for i := range j.n {
		f(&j.tail[i])
	}
}

// event appends an event; the turn number is filled in.
func (g *State) event(e Event) {
	target := int8(-1)
	switch e.Kind {
	case EventLook, EventTake, EventGive, EventSwap, EventDecline:
		target = int8(e.Target)
	}
	g.events.add(record{turn: g.turn, value: int16(e.Value), kind: e.Kind, seat: int8(e.Seat),
		target: target, card: e.Card, slot: int8(e.Slot), seen: e.seen}, e.Cards)
}

// private appends an event whose cards only the seats in seen may see.
func (g *State) private(e Event, seen uint8) {
	e.seen = seen
	g.event(e)
}

// event is r as an Event; its Cards share the journal's array, capped so
// that appending to them copies.
func (j *journal) event(r *record) Event {
	e := Event{Kind: r.kind, Turn: int(r.turn), Seat: int(r.seat), Target: int(r.target), Card: r.card,
		Slot: int(r.slot), Value: int(r.value), seen: r.seen}
	if r.has {
		end := r.at + int32(r.ncards)
		e.Cards = j.cards[r.at:end:end]
		if e.Cards == nil {
			e.Cards = []Card{} // an empty list, not none
		}
	}
	return e
}
