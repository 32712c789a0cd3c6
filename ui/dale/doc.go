// Package dale is the Dale of Merchants 2 table: the opponents across the
// top, the market band, the stall, schedule and hand of the seat at the
// screen, a fixed prompt panel beside the hand, and the game log.
//
// The table draws only what the engine's View for the seat at the screen
// holds and plays only the options the engine lists: it decides no rule.
// Bots choose on their own goroutines from their seat's View; every change
// to the game happens on the UI goroutine. In pass-and-play an opaque
// hand-off screen hides the table between two human seats. A table where
// no seat is a person's here, a spectator's (the public view) or a game
// of bots only, is watched (watch.go): it follows the first seat, names
// its areas after that player and offers no game button.
//
// Every zone is a widget (zone.go and the *zone.go files): the
// opponents, the market, your stall, your schedule, your hand, the
// prompt panel, the action bar, the race tracker and the log. The table
// computes each one's state from the View and the options the engine
// lists (texts in its language, sizes at its scale, and each tap as an
// act, a plain value) and gives it at a redraw (layout.go, fillZones); a
// zone draws that state in its renderer, reads nothing of the table,
// and draws nothing anew when the state is the one it shows. A tap hands
// its act to the table's dispatch (dispatch.go), which plays it: the
// table keeps the layout and the dispatch, the zones the drawing.
//
// A purchase proposes the engine's cheapest payment (payment.go), and the
// keyboard is the one the tables share (keys.go, ui.KeyHandlers).
package dale
