package seat

import "agora/game"

// Source is a game as a table reads it, wherever the game is: what a seat
// gets of it (views of type V, options, who owes what, the end) and the
// moves it sends. A table holds its game itself (pass-and-play, bots,
// autosave) or reads one seat of a game held elsewhere (Mirror). Every
// fact is the engine's; the table computes none.
type Source[V any] interface {
	// Config is the game's configuration as the table may know it.
	Config() game.Config
	// Pending are the seats that owe a decision: public.
	Pending() []game.Prompt
	// View is seat's view; a seat held elsewhere has only its own.
	View(s game.Seat) V
	// Legal are seat's options now.
	Legal(s game.Seat) []game.Option
	// Apply plays opt for seat; a refusal changes nothing.
	Apply(s game.Seat, opt game.Option) error
	// Settled is how many leading decisions are final; Decisions how many
	// were made.
	Settled() int
	Decisions() int
	// Over is whether the game has ended, Outcome its scoring then.
	Over() bool
	Outcome() game.Outcome
	// Here reports whether seat is played at this computer by a person.
	Here(s game.Seat) bool
	// Hint prepares the search of what the Hard bot would play for seat,
	// where the game is (StateHint, or the host through Mirror.Hint),
	// from the seat's own view; the returned function runs off the UI
	// goroutine.
	Hint(s game.Seat) HintFunc
}
