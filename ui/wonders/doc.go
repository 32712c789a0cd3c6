// Package wonders is the 7 Wonders table, drawn from the seat at the
// screen as a horseshoe so that seven players fit a 1280×800 window: the
// two trading neighbours in tall panels with what they sell and at what
// price, a strip across the top for the other seats, the wonder board and
// the city (a stack per colour) in the centre, the hand along the bottom
// with a building status on every card, a reserved prompt area above the
// left end of the hand (payment plans, what to decide), an action bar,
// and the game log in a narrow right column.
//
// The table draws only what the engine's View for the seat at the screen
// holds, and plays only options the engine lists: it decides no rule.
// Between two people at one computer an opaque hand-off screen hides
// everything below the header until the next player confirms.
//
// Its widgets (cards, stage boxes, panels, glyph rows) keep their canvas
// objects and rewrite them on each update; nothing is rebuilt to refresh.
// Bots choose on their own goroutines from their seat's View, each answer
// handed to the UI goroutine (fyne.Do), so every change to the game
// happens on one goroutine; undo and Close cancel the bots still thinking.
package wonders
