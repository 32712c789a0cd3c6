package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// The keyboard every table shares (ui.TableKeys): Enter confirms the
// screen's main choice, Escape closes or drops what is open, 1 to 9 pick
// the prompt's choices or the hand's cards in order, the arrows move
// through the cards, and a table may add keys of its own (7 Wonders' D
// and W). A table fills KeyHandlers with what each key does there and
// hands it every key; the helpers below are the pieces both tables use.

// KeyHandlers is what a table does with each key of the shared keyboard;
// a nil handler leaves its key unused. Each reports whether the key did
// something.
type KeyHandlers struct {
	Confirm func() bool           // Enter (Return or the keypad's Enter)
	Escape  func() bool           // Escape
	Digit   func(i int) bool      // 1 to 9: i from 0
	Arrow   func(dx, dy int) bool // ← (-1, 0), → (1, 0), ↑ (0, -1), ↓ (0, 1)
	Space   func() bool           // the space bar
	// Other are the table's own keys.
	Other map[fyne.KeyName]func() bool
}

// Key runs the handler of key k; false when there is none or it did
// nothing.
func (h KeyHandlers) Key(k fyne.KeyName) bool {
	call := func(f func() bool) bool { return f != nil && f() }
	switch k {
	case fyne.KeyReturn, fyne.KeyEnter:
		return call(h.Confirm)
	case fyne.KeyEscape:
		return call(h.Escape)
	case fyne.KeySpace:
		return call(h.Space)
	}
	if dx, dy, ok := ArrowKey(k); ok {
		return h.Arrow != nil && h.Arrow(dx, dy)
	}
	if i, ok := DigitKey(k); ok {
		return h.Digit != nil && h.Digit(i)
	}
	return call(h.Other[k])
}

// DigitKey is the place, from 0, that key 1 to 9 picks.
func DigitKey(k fyne.KeyName) (int, bool) {
	if len(k) == 1 && k >= fyne.Key1 && k <= fyne.Key9 {
		return int(k[0] - '1'), true
	}
	return 0, false
}

// ArrowKey is the direction of an arrow key: dx for ← and →, dy for ↑
// and ↓.
func ArrowKey(k fyne.KeyName) (dx, dy int, ok bool) {
	switch k {
	case fyne.KeyLeft:
		return -1, 0, true
	case fyne.KeyRight:
		return 1, 0, true
	case fyne.KeyUp:
		return 0, -1, true
	case fyne.KeyDown:
		return 0, 1, true
	}
	return 0, 0, false
}

// StepIndex moves from place at by dir among n places, wrapping around;
// from no place (at < 0) it goes to the first, or the last when dir is
// negative. It is -1 when there are no places.
func StepIndex(at, dir, n int) int {
	switch {
	case n <= 0:
		return -1
	case at < 0 || at >= n:
		if dir < 0 {
			return n - 1
		}
		return 0
	}
	return ((at+dir)%n + n) % n
}

// Press does what a click on b does; false when there is no such button
// or it is disabled.
func Press(b *widget.Button) bool {
	if b == nil || b.Disabled() || b.OnTapped == nil {
		return false
	}
	b.OnTapped()
	return true
}
