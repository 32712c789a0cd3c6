package coach

import "fyne.io/fyne/v2"

// Rect is a rectangle in window coordinates.
type Rect struct {
	Pos  fyne.Position
	Size fyne.Size
}

// Empty reports whether the rectangle has no area: no target (a step about
// the whole table).
func (r Rect) Empty() bool { return r.Size.Width <= 0 || r.Size.Height <= 0 }

func (r Rect) right() float32  { return r.Pos.X + r.Size.Width }
func (r Rect) bottom() float32 { return r.Pos.Y + r.Size.Height }

// Overlaps reports whether two rectangles share any area.
func (r Rect) Overlaps(o Rect) bool {
	return !r.Empty() && !o.Empty() &&
		r.Pos.X < o.right() && o.Pos.X < r.right() && r.Pos.Y < o.bottom() && o.Pos.Y < r.bottom()
}

// Inside reports whether r lies wholly within a window of size win.
func (r Rect) Inside(win fyne.Size) bool {
	return r.Pos.X >= 0 && r.Pos.Y >= 0 && r.right() <= win.Width && r.bottom() <= win.Height
}

// Grow is the rectangle grown by d on every side.
func (r Rect) Grow(d float32) Rect {
	return Rect{fyne.NewPos(r.Pos.X-d, r.Pos.Y-d), fyne.NewSize(r.Size.Width+2*d, r.Size.Height+2*d)}
}

// Gap is the room kept between the outlined target and the bubble; Ring
// how far the outline stands off the target.
const (
	Gap  = 10
	Ring = 4
)

// Place puts a bubble of size b in a window of size win beside target:
// to its right, left, below or above, whichever side has the most room
// first, slid along that side to stay in the window. ok is false when no
// side has room for it; pos is then the window corner farthest from the
// target. An empty target centres the bubble.
func Place(win fyne.Size, target Rect, b fyne.Size) (pos fyne.Position, ok bool) {
	if target.Empty() {
		return fyne.NewPos(max((win.Width-b.Width)/2, 0), max((win.Height-b.Height)/2, 0)), b.Width <= win.Width && b.Height <= win.Height
	}
	keep := target.Grow(Ring + Gap)
	clamp := func(v, size, room float32) float32 { return max(0, min(v, room-size)) }
	midY := clamp(target.Pos.Y+target.Size.Height/2-b.Height/2, b.Height, win.Height)
	midX := clamp(target.Pos.X+target.Size.Width/2-b.Width/2, b.Width, win.Width)
	type side struct {
		room float32
		pos  fyne.Position
	}
	sides := []side{
		{win.Width - keep.right(), fyne.NewPos(keep.right(), midY)},
		{keep.Pos.X, fyne.NewPos(keep.Pos.X-b.Width, midY)},
		{win.Height - keep.bottom(), fyne.NewPos(midX, keep.bottom())},
		{keep.Pos.Y, fyne.NewPos(midX, keep.Pos.Y-b.Height)},
	}
	// The side with the most room, measured against what the bubble
	// needs across it, is tried first.
	need := []float32{b.Width, b.Width, b.Height, b.Height}
	order := []int{0, 1, 2, 3}
	for i := range order {
		for j := i + 1; j < len(order); j++ {
			a, c := order[i], order[j]
			if sides[c].room-need[c] > sides[a].room-need[a] {
				order[i], order[j] = c, a
			}
		}
	}
	for _, i := range order {
		r := Rect{sides[i].pos, b}
		if r.Inside(win) && !r.Overlaps(target.Grow(Ring+1)) {
			return sides[i].pos, true
		}
	}
	// No side has room: the corner farthest from the target.
	far := fyne.NewPos(0, 0)
	if target.Pos.X+target.Size.Width/2 < win.Width/2 {
		far.X = max(win.Width-b.Width, 0)
	}
	if target.Pos.Y+target.Size.Height/2 < win.Height/2 {
		far.Y = max(win.Height-b.Height, 0)
	}
	return far, false
}
