// Package game is the contract every Agora engine implements: one decision
// machine shared by the UI, the bots, the tests and replays.
//
// A game is a State built from a Config. At every moment the state says which
// seats owe a decision and of what kind (Pending). For each of those seats it
// lists the legal options (Legal); each option is an engine-encoded number that
// names the same move whatever order the list is in, so it can be stored in a
// log and replayed. Apply validates an option with the same code that listed
// it; an illegal or stale option returns a typed error and leaves the state
// exactly as it was.
//
// All randomness comes from the state's own seeded generator (Rand), so a
// Config and a decision log rebuild the same state bit for bit: that log is the
// save file (Save), the replay (Replay) and the undo stack (Withdraw).
//
// View(seat) is what that seat may see. Bots and the UI work from views only;
// a search bot samples the hidden part with View.Determinize, which is
// consistent with what the seat has seen.
//
// Nothing in this package or the engines below it imports a UI toolkit.
package game
