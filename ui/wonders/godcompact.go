package wonders

import (
	"fyne.io/fyne/v2"

	"agora/game/wonders"
	"agora/ui/measure"
)

// A crowded hand in a small window (seven players, every expansion) gives
// its cards the width their names need by standing the god cards one
// over the other in a column at the row's end (handLayout): each god is
// then a compact card, one line in its pantheon's frame: its emblem, its
// name and its badge (bare: the badge's icons only, when the cards need
// that room too). Its power, its costs and what its badge means are in
// its tip, on hover.

// setCompact makes the card compact, its badge bare or not, or a whole
// card.
func (g *godWidget) setCompact(on, bare bool) {
	bare = on && bare
	if g.compact != on || g.bare != bare {
		g.compact, g.bare = on, bare
		g.Refresh()
	}
}

// compactSize is the least size of the god as a compact card.
func (g *godWidget) compactSize() fyne.Size {
	k := g.k()
	lh := lineHeight(g.name.TextSize, fyne.TextStyle{Bold: true})
	w, h := 6+15*k+g.nameWidth()+3, max(lh, 14*k)
	if g.pill.Visible() {
		p := g.pill.MinSize()
		w += 4 + p.Width
		h = max(h, p.Height)
	}
	return fyne.NewSize(w+3, h+4)
}

// nameWidth is the width of the god's name, whole.
func (g *godWidget) nameWidth() float32 {
	if int(g.view.God) >= len(wonders.Gods()) {
		return 0
	}
	return measure.Text(g.t.words.god(g.view.God), g.name.TextSize, fyne.TextStyle{Bold: true}).Width
}

// compactTip is what a bare badge said in words, for the card's tip.
func (g *godWidget) compactTip() string {
	v := g.t.view
	if !g.bare || !g.pill.Visible() || g.view.Cost.Sacrifice || v == nil || v.Faith == nil ||
		v.Faith.Closed || v.Faith.Used >= v.Faith.Slots {
		return ""
	}
	return g.t.words.status(g.view.Status, g.view.Plans)
}

// layoutCompact lays the god out as a compact card of size.
func (r *godRenderer) layoutCompact(size fyne.Size) {
	g := r.g
	k := g.k()
	g.frame.Resize(size)
	g.veil.Resize(size)
	g.frame.CornerRadius, g.veil.CornerRadius = 6, 6
	g.band.bg.Hide()
	for _, u := range g.band.units {
		u.Hide()
	}
	g.picture.img.Hide()
	g.power.Hide()
	g.ageBand.Hide()
	for _, l := range g.lines {
		l.Hide()
	}
	for i := range g.ages {
		g.ages[i].Hide()
		g.costs[i].Hide()
	}
	px := 14 * k
	g.icon.Move(fyne.NewPos(5, (size.Height-px)/2))
	g.icon.Resize(fyne.NewSize(px, px))
	right := size.Width - 3
	if g.pill.Visible() {
		m := g.pill.MinSize()
		ph := min(max(m.Height, 18*k), size.Height-2)
		g.pill.Resize(fyne.NewSize(m.Width, ph))
		g.pill.Move(fyne.NewPos(right-m.Width, (size.Height-ph)/2))
		right -= m.Width + 4
	}
	lh := lineHeight(g.name.TextSize, fyne.TextStyle{Bold: true})
	x := 6 + 15*k
	g.name.Move(fyne.NewPos(x, (size.Height-lh)/2))
	g.name.Resize(fyne.NewSize(max(right-x, 0), lh))
}
