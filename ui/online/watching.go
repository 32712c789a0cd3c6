package online

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Watching in the presence bar: a spectator's bar starts with an eye and
// "Watching" (its seat is no player's: the table shows the public view,
// with no hand and no control); a player's bar ends with an eye and how
// many watch, when any do.

// watchChip is an eye and a few words in the bar, more words on hover.
type watchChip struct {
	widget.BaseWidget
	f     *TableFrame
	icon  *canvas.Image
	text  *canvas.Text
	words string
}

func newWatchChip(f *TableFrame, text, words string, bold bool) *watchChip {
	s := f.scale
	c := &watchChip{f: f, icon: canvas.NewImageFromResource(theme.NewThemedResource(theme.VisibilityIcon())), words: words}
	c.icon.FillMode = canvas.ImageFillContain
	style := fyne.TextStyle{Bold: bold}
	shown, _ := fitText(text, barText*s, barNameMax*s, style)
	c.text = canvas.NewText(shown, theme.Color(theme.ColorNameForeground))
	c.text.TextSize, c.text.TextStyle = barText*s, style
	c.ExtendBaseWidget(c)
	return c
}

// FullText is the chip's words, shown on hover.
func (c *watchChip) FullText() string { return c.words }

func (c *watchChip) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.New(iconTextLayout{c.f}, c.icon, c.text))
}

func (c *watchChip) MouseIn(*desktop.MouseEvent)    { c.f.tips.show(c.words, c) }
func (c *watchChip) MouseMoved(*desktop.MouseEvent) {}
func (c *watchChip) MouseOut()                      { c.f.tips.hide(c) }

// iconTextLayout: an icon of the bar's size, then the text, both centred
// on the row.
type iconTextLayout struct{ f *TableFrame }

func (l iconTextLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	s := l.f.scale
	d := barIcon * s
	objs[0].Move(fyne.NewPos(0, (size.Height-d)/2))
	objs[0].Resize(fyne.NewSize(d, d))
	m := objs[1].MinSize()
	objs[1].Move(fyne.NewPos(d+barGap*s, (size.Height-m.Height)/2))
	objs[1].Resize(m)
}

func (l iconTextLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	s := l.f.scale
	m := objs[1].MinSize()
	return fyne.NewSize(barIcon*s+barGap*s+m.Width, max(m.Height, barIcon*s))
}

// watchChips are the bar's words about watching: the spectator's own
// "Watching" first, or, for a player, how many watch.
func (f *TableFrame) watchChips() (first, last fyne.CanvasObject) {
	e := f.env
	if f.seat.Spectator() {
		return newWatchChip(f, e.T("online.table.watching"), e.T("online.table.watching_tip"), true), nil
	}
	if n := f.table.Presence.Spectators; n > 0 {
		words := e.Loc.N("online.table.spectators", n, map[string]any{"N": e.Loc.Int(n)})
		return nil, newWatchChip(f, words, words, false)
	}
	return nil, nil
}
