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
// to its right, left, below or above, slid along that side to stay in the
// window, as near the target as it can. Where it can, it also keeps off
// the rectangles of avoid (what the table would rather keep in sight, its
// hand), sitting just beyond them; the target itself it never covers. ok
// is false when nowhere has room; pos is then the window corner farthest
// from the target. An empty target centres the bubble.
func Place(win fyne.Size, target Rect, b fyne.Size, avoid ...Rect) (pos fyne.Position, ok bool) {
	if target.Empty() {
		return fyne.NewPos(max((win.Width-b.Width)/2, 0), max((win.Height-b.Height)/2, 0)), b.Width <= win.Width && b.Height <= win.Height
	}
	keep := target.Grow(Ring + Gap)
	clampX := func(x float32) float32 { return max(0, min(x, win.Width-b.Width)) }
	clampY := func(y float32) float32 { return max(0, min(y, win.Height-b.Height)) }
	midY := clampY(target.Pos.Y + target.Size.Height/2 - b.Height/2)
	midX := clampX(target.Pos.X + target.Size.Width/2 - b.Width/2)
	// Along a side the bubble is centred on the target, or slid to either
	// end of the window.
	ys := []float32{midY, 0, clampY(win.Height)}
	xs := []float32{midX, 0, clampX(win.Width)}
	var cands []fyne.Position
	for _, y := range ys {
		cands = append(cands, fyne.NewPos(keep.right(), y), fyne.NewPos(keep.Pos.X-b.Width, y))
	}
	for _, x := range xs {
		cands = append(cands, fyne.NewPos(x, keep.bottom()), fyne.NewPos(x, keep.Pos.Y-b.Height))
	}
	// Just beyond each zone to avoid: above or below it, beside it.
	for _, a := range avoid {
		g := a.Grow(Gap)
		for _, x := range xs {
			cands = append(cands, fyne.NewPos(x, g.Pos.Y-b.Height), fyne.NewPos(x, g.bottom()))
		}
		for _, y := range ys {
			cands = append(cands, fyne.NewPos(g.Pos.X-b.Width, y), fyne.NewPos(g.right(), y))
		}
	}
	fits := func(p fyne.Position) bool {
		r := Rect{p, b}
		return r.Inside(win) && !r.Overlaps(target.Grow(Ring+1))
	}
	clear := func(p fyne.Position) bool {
		for _, a := range avoid {
			if (Rect{p, b}).Overlaps(a) {
				return false
			}
		}
		return true
	}
	// The nearest: the least gap between the bubble and the target.
	gap := func(p fyne.Position) float32 {
		dx := max(target.Pos.X-(p.X+b.Width), p.X-target.right(), 0)
		dy := max(target.Pos.Y-(p.Y+b.Height), p.Y-target.bottom(), 0)
		return dx + dy
	}
	for _, wantClear := range []bool{true, false} {
		best, found := fyne.Position{}, false
		for _, p := range cands {
			if fits(p) && (!wantClear || clear(p)) && (!found || gap(p) < gap(best)) {
				best, found = p, true
			}
		}
		if found {
			return best, true
		}
	}
	// No room anywhere: the corner farthest from the target.
	far := fyne.NewPos(0, 0)
	if target.Pos.X+target.Size.Width/2 < win.Width/2 {
		far.X = max(win.Width-b.Width, 0)
	}
	if target.Pos.Y+target.Size.Height/2 < win.Height/2 {
		far.Y = max(win.Height-b.Height, 0)
	}
	return far, false
}
