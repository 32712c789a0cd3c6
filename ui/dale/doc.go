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
// A purchase proposes the engine's cheapest payment (payment.go), and the
// keyboard is the one the tables share (keys.go, ui.KeyHandlers).
package dale
