// Package wonders is the 7 Wonders engine (first edition base game, 2 to 7
// players, with the 2-player Free City variant). It implements game.State:
// every seat chooses a card at once each turn ("wonders.card"), then the
// engine resolves all choices against the start-of-turn position, asks the
// follow-up decisions some wonders give ("wonders.discard-pick" for
// Halikarnassus, "wonders.last-card" for Babylon B, "wonders.freecity" for
// the 2-player Free City), and scores the game after Age III.
//
// With the Faith expansion (faith*.go, data/gods.json) each Age opens with
// a Prayer draft of gods ("wonders.pray"); a card move may carry a god
// (Move.God, Move.GodMode, Move.Targets), and some gods ask for more after
// the turn ("wonders.osiris", "wonders.bastet") or answer a reveal
// ("wonders.seth"). View.Faith is the seat's side of it.
//
// Card and wonder facts live in data/*.json, embedded and checked when the
// package loads. Options are stable numbers that DecodeOption turns into a
// Move; View is what one seat may see, with each card's building status and
// payment plans already worked out for the table and the bots.
//
// The state is made of fixed-size arrays so that Clone is one copy; the
// decision log and the public event list are append-only slices that clones
// share until one of them appends.
package wonders
