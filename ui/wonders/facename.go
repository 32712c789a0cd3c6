package wonders

import (
	"strings"

	"fyne.io/fyne/v2"

	"agora/ui/measure"
)

// A card's name on its name plate reads whole: on one line when it fits,
// else on two lines broken between words, at the largest size from the
// plate's down to the face's least that fits, in bold (in regular weight
// at the least size, when bold is too wide). Only a name whose longest
// word is wider than the plate at the least size is shortened (the
// detail, on hover, gives it whole); the hand gives its cards the width
// their names need (handLayout), so a hand card's name never is.

// nameLines are the lines of name at width: one or two lines, their size
// and style, the largest size from hi down to lo that keeps the name
// whole in style, else at lo in regular weight; at lo, shortened with an
// ellipsis, when nothing does.
func nameLines(name string, width, hi, lo float32, style fyne.TextStyle) ([]string, float32, fyne.TextStyle) {
	for size := hi; size >= lo; size -= 0.5 {
		if measure.Text(name, size, style).Width <= width {
			return []string{name}, size, style
		}
	}
	words := strings.Fields(name)
	for size := hi; size >= lo && len(words) > 1; size -= 0.5 {
		if l1, l2, w := nameSplit(words, size, style); w <= width {
			return []string{l1, l2}, size, style
		}
	}
	if style.Bold {
		regular := style
		regular.Bold = false
		if lines, size, st := nameLines(name, width, lo, lo, regular); !strings.HasSuffix(strings.Join(lines, ""), "…") {
			return lines, size, st
		}
	}
	if len(words) < 2 {
		return []string{fit(name, width, lo, style)}, lo, style
	}
	l1, l2, _ := nameSplit(words, lo, style)
	return []string{fit(l1, width, lo, style), fit(l2, width, lo, style)}, lo, style
}

// nameSplit breaks words into two lines where the wider of them is the
// narrowest, and gives that width.
func nameSplit(words []string, size float32, style fyne.TextStyle) (l1, l2 string, width float32) {
	width = -1
	for i := 1; i < len(words); i++ {
		a, b := strings.Join(words[:i], " "), strings.Join(words[i:], " ")
		w := max(measure.Text(a, size, style).Width, measure.Text(b, size, style).Width)
		if width < 0 || w < width {
			l1, l2, width = a, b, w
		}
	}
	return l1, l2, width
}

// nameNeed is the least width name takes at size on at most two lines.
func nameNeed(name string, size float32, style fyne.TextStyle) float32 {
	one := measure.Text(name, size, style).Width
	if words := strings.Fields(name); len(words) > 1 {
		_, _, two := nameSplit(words, size, style)
		return min(one, two)
	}
	return one
}

// namePad is the plate's room beside its name: the name starts
// namePadLeft from the face's left edge and keeps namePad clear in all.
const (
	namePadLeft = 4
	namePad     = 8
)
