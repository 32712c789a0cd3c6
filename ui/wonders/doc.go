// Package wonders is the 7 Wonders table: the city of the seat at the
// screen, its two trading neighbours, a strip for the other seats, the hand
// with every card's building status, the prompts, the game log and the final
// score table.
//
// The table draws only what the engine's View for the seat at the screen
// holds, and plays only options the engine lists: it decides no rule. Bots
// choose on their own goroutines from their seat's View; every change to
// the game happens on the UI goroutine.
package wonders
