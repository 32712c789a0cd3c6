// Package measure measures texts as fyne.MeasureText does, remembering
// the answers: the tables' fitting code measures the same texts at the
// same sizes at every layout, and Fyne forgets its own measures whenever
// its theme caches are reset (a new test app, a theme change).
//
// A measure is known by its text, size, style and the font the current
// theme draws that style in (its name and length), so a new theme font
// is measured afresh. The memory is bounded: two generations of at most
// Kept measures each, the older dropped when the newer fills, and safe
// for concurrent use.
package measure

import (
	"sync"

	"fyne.io/fyne/v2"
)

// Kept is how many measures a generation holds.
const Kept = 1 << 15

type key struct {
	text  string
	size  float32
	style fyne.TextStyle
	font  string
	n     int
}

var (
	mu      sync.Mutex
	recent  = map[key]fyne.Size{}
	older   = map[key]fyne.Size{}
	measure = fyne.MeasureText // what is remembered; tests count its calls
)

// Text is the size text takes at size in style, as fyne.MeasureText
// gives it.
func Text(text string, size float32, style fyne.TextStyle) fyne.Size {
	k := key{text: text, size: size, style: style}
	if a := fyne.CurrentApp(); a != nil {
		if th := a.Settings().Theme(); th != nil {
			if f := th.Font(style); f != nil {
				k.font, k.n = f.Name(), len(f.Content())
			}
		}
	}
	mu.Lock()
	if s, ok := recent[k]; ok {
		mu.Unlock()
		return s
	}
	if s, ok := older[k]; ok {
		remember(k, s)
		mu.Unlock()
		return s
	}
	mu.Unlock()
	s := measure(text, size, style)
	mu.Lock()
	remember(k, s)
	mu.Unlock()
	return s
}

// Width is Text's width.
func Width(text string, size float32, style fyne.TextStyle) float32 {
	return Text(text, size, style).Width
}

// remember keeps s for k in the recent generation; mu is held.
func remember(k key, s fyne.Size) {
	if len(recent) >= Kept {
		older, recent = recent, make(map[key]fyne.Size, Kept/4)
	}
	recent[k] = s
}
