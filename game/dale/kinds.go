package dale

// Kind is the kind of decision a prompt asks for. The prompt's game.Prompt
// Kind is "dale.<name>"; View.Prompt gives its details.
type Kind uint8

// The decision kinds, with the move types each offers.
const (
	// KindAction: the active player's action. MoveBuy, MoveArrange,
	// MovePlay, MoveBuild, MoveInventory, and the free MoveSpy.
	KindAction Kind = 1 + iota
	// KindPay: the payment for PromptView.Slot. MoveAdd (Value 1 keeps a
	// Glue), MoveConfirm once the payment covers the price, MoveCancel.
	KindPay
	// KindArrange: Calculations rearranges the market before the purchase.
	// MoveSwap, MoveConfirm (then choose the card with MoveBuy), MoveCancel.
	KindArrange
	// KindStack: the cards of the next stack. MoveAdd, MoveConfirm when the
	// total is exact, MoveAsk (team game), MoveCancel.
	KindStack
	// KindHelp: the partner may complete the stack. MoveAdd, MoveConfirm
	// when the total is exact, MoveCancel to decline.
	KindHelp
	// KindInventory: MoveAdd discards a card at once, MoveConfirm ends.
	KindInventory
	// KindSchedule: which delayed technique resolves next (MoveCard).
	KindSchedule
	// KindCard: choose a card of PromptView.Source (MoveCard), or
	// MovePass when PromptView.Optional.
	KindCard
	// KindSlot: choose a market slot (MoveSlot), or MovePass when optional.
	KindSlot
	// KindStall: choose a card of the seat's stall (MoveStall).
	KindStall
	// KindTarget: choose a player (MoveSeat).
	KindTarget
	// KindDirection: choose left or right (MoveDirection).
	KindDirection
	// KindNumber: choose a number (MoveNumber): a guessed value, a count.
	KindNumber
	// KindReaction: an owl may react (MoveReact) or not (MovePass).
	KindReaction
	numKinds
)

var kindNames = [numKinds]string{"", "action", "pay", "arrange", "stack", "help", "inventory", "schedule",
	"card", "slot", "stall", "target", "direction", "number", "reaction"}

// String is the kind's name; its translation key is "dale.prompt.<name>".
func (k Kind) String() string {
	if k > 0 && k < numKinds {
		return kindNames[k]
	}
	return "?"
}

// Prompt is the game.Prompt kind string.
func (k Kind) Prompt() string { return "dale." + k.String() }

var promptKinds = func() (out [numKinds]string) {
	for k := Kind(1); k < numKinds; k++ {
		out[k] = k.Prompt()
	}
	return out
}()

// Source is where a KindCard prompt's cards come from.
type Source uint8

// The sources.
const (
	SourceHand     Source = iota + 1 // the seat's hand
	SourceDeck                       // the seat's deck, searched (the view lists it)
	SourceDiscard                    // the seat's discard pile
	SourcePool                       // cards set aside by the effect (the view lists them)
	SourceSchedule                   // the seat's delayed techniques
)

var sourceNames = []string{"", "hand", "deck", "discard", "pool", "schedule"}

func (s Source) String() string {
	if int(s) < len(sourceNames) {
		return sourceNames[s]
	}
	return "?"
}

// Filters restrict a KindCard prompt's cards.
const (
	filterAny uint8 = iota
	filterAnimalfolk
	filterJunk
	filterBoosted
)

// proc is the procedure a frame runs.
type proc uint8

const (
	procAction proc = iota + 1
	procPay
	procArrange
	procStack
	procHelp
	procInventory
	procSpy
	procStart
	procTech
	procReact
)

// frame is one procedure in progress: the action prompt, a selection, a
// technique or a reaction. Frames stack: a technique waits under the
// reaction it triggered.
type frame struct {
	proc     proc
	ask      Kind // the decision awaited, 0 while the engine runs on
	step     int8
	seat     int8 // who decides now
	owner    int8 // whose card or action this is
	card     Card // the technique, owl or purchase target; Junk (zero) for none, as no frame is for a Junk
	src      Source
	filter   uint8
	optional bool
	delayed  bool  // a technique's part at the start of the next turn
	calc     bool  // a purchase that needs a Calculations
	n        int8  // cards still to choose, a die roll
	target   int8  // a chosen seat, the next recipient
	slot     int8  // a market slot
	aux      Card  // a card remembered between two steps
	mask     uint8 // seats still to serve
	dir      int8
	pick     Move // the answer to the last decision
	nsel     uint8
	sel      [selCap]Card // a selection of hand cards (payment, stack)
	selBy    uint16       // stack: the sel entries from the partner
	keep     uint16       // payment: the sel entries kept in hand (Glue)
	npool    uint8
	pool     [poolCap]Card // cards set aside, out of every pile
	npool2   uint8
	pool2    [poolCap]Card // a second set (Natural Survivor, Wise Spy order)
	saved    [MarketSlots]Card
}

func (f *frame) selected() []Card { return f.sel[:f.nsel] }
func (f *frame) pooled() []Card   { return f.pool[:f.npool] }

func (f *frame) addPool(c Card) { f.pool[f.npool] = c; f.npool++ }

func (f *frame) takePool(c Card) bool {
	for i := range f.npool {
		if f.pool[i] == c {
			copy(f.pool[i:f.npool], f.pool[i+1:f.npool])
			f.npool--
			f.pool[f.npool] = 0
			return true
		}
	}
	return false
}

// trigger is an event an owl may react to, queued until the next decision.
type trigger struct {
	seat  int8 // the owl's holder
	owl   Card
	by    int8 // who caused it
	used  int8 // copies already used on this trigger
	fresh bool // Quality Inspection: one entry per card that arrived
}
