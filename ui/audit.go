package ui

import "fyne.io/fyne/v2"

// What a table's widgets tell the layout audit (package ui/audit, used by
// tests only): which shortened texts can be read in full, and which
// containers lay their children over one another on purpose.

// FullTexter is a widget that shows a shortened text and offers the whole
// of it to the player (on hover, on right-click, in a detail panel). The
// audit accepts a text ending in "…", or wider than its room, under a
// FullTexter whose FullText is not empty.
type FullTexter interface {
	FullText() string
}

// OverlapAllowed is a fyne.Layout (or a widget) whose children may lie
// over one another by design: a fanned hand, a city's overlapping stacks,
// a layer drawn over a table. The audit does not report two siblings that
// overlap when their container's layout, or the widget they belong to,
// allows it.
type OverlapAllowed interface {
	AllowsOverlap(a, b fyne.CanvasObject) bool
}

// Fan is an OverlapAllowed layout (or widget) that fans cards over one
// another as a hand of cards is held: each card may lie under the cards
// after it (drawn above it) only so far as the parts that say what it is
// stay uncovered. Kept gives those parts of a child, in the child's own
// coordinates (a card's name plate and its badge); the audit reports a
// later sibling covering any of them. A child with no kept part may be
// covered at will.
type Fan interface {
	OverlapAllowed
	Kept(child fyne.CanvasObject) []Part
}

// Part is a rectangle of a widget, in the widget's coordinates.
type Part struct {
	Pos  fyne.Position
	Size fyne.Size
}
