package game

// State is a game in progress. Every engine implements it; the UI, the bots,
// the arena and the tests drive every game through it alone.
type State interface {
	// Game names the engine ("wonders", "dale").
	Game() string
	// Config is the configuration the game was built from.
	Config() Config

	// Pending lists the seats that owe a decision now, with the kind of
	// decision. Several seats may be pending at once (simultaneous choices).
	// It is empty when the game is over. The slice must not be modified.
	Pending() []Prompt
	// Legal appends to buf the options open to seat now and returns it; it
	// returns buf unchanged when the seat owes nothing.
	Legal(seat Seat, buf []Option) []Option
	// Apply plays opt for seat. A refused option returns a *MoveError and
	// leaves the state exactly as it was.
	Apply(seat Seat, opt Option) error
	// Describe names an option in plain words for logs and debugging.
	Describe(opt Option) string

	// View is what seat may see.
	View(seat Seat) View
	// Clone returns an independent copy; it is cheap, bots clone often.
	Clone() State

	// Over reports whether the game has ended.
	Over() bool
	// Outcome is the final scoring; only meaningful when Over is true.
	Outcome() Outcome

	// Log is every decision applied so far, in order. The slice must not be
	// modified.
	Log() []Decision
	// Settled is how many leading decisions of Log are final. A seat may
	// withdraw its own decisions after that point (see Withdraw).
	Settled() int
	// Check verifies the engine's invariants (every card in one place, no
	// negative coins...) and returns the first violation.
	Check() error
	// Digest is a hash of the whole state; two states with equal digests
	// are the same position.
	Digest() uint64
}

// View is one seat's knowledge of a state. Engines return their own view
// types, which the UI and heuristic bots read through a type assertion.
type View interface {
	// Seat is whose view this is.
	Seat() Seat
	// Determinize returns a full state consistent with everything this
	// seat has seen, the hidden parts sampled with rng.
	Determinize(rng *Rand) State
}
