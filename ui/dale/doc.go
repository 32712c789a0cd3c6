// Package dale is the Dale of Merchants 2 table: the opponents across the
// top, the market band, the stall, schedule and hand of the seat at the
// screen, a fixed prompt panel beside the hand, and the game log.
//
// The table draws only what the engine's View for the seat at the screen
// holds and plays only the options the engine lists: it decides no rule.
// Bots choose on their own goroutines from their seat's View; every change
// to the game happens on the UI goroutine. In pass-and-play an opaque
// hand-off screen hides the table between two human seats.
//
// The opponents, your stall, your schedule, the race tracker and the log
// are zone widgets (zone.go and the *zone.go files): the table computes
// each one's state from the View (texts in its language, sizes at its
// scale, the functions a tap calls) and gives it at a redraw; a zone
// draws that state in its renderer, reads nothing of the table, and
// draws nothing anew when the state is the one it shows. The market, the
// hand, the prompt and the action bar are still rebuilt by the table at
// every redraw (layout.go, fillZones).
//
// A purchase proposes the engine's cheapest payment (payment.go), and the
// keyboard is the one the tables share (keys.go, ui.KeyHandlers).
package dale
