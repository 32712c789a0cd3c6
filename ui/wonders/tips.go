package wonders

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"

	"agora/ui/measure"
)

// tipWidth is the widest a hover tip grows; tipText its text size.
const (
	tipWidth = 300
	tipText  = 12
	tipLines = 8
)

// tipLayer shows a few words beside the object under the pointer: what a
// market slot, a die, a stage, a token or a god does, or the full text of
// a shortened name. Fyne has no tooltips, so the tip is a panel in a layer
// over the table; the layer is a plain container, so taps go through it.
type tipLayer struct {
	bg    *canvas.Rectangle
	lines [tipLines]*canvas.Text
	panel *fyne.Container
	layer *fyne.Container
	owner fyne.CanvasObject
}

// The hover panels' one style, shared by the tips and the card detail
// (detail.go): the theme's overlay background and text, a rounded frame.
const (
	panelRadius = 8
	panelStroke = 1.5
)

// panelFill is a hover panel's background, panelInk its text and
// panelEdge its frame (the card detail frames in the card's colour).
func panelFill() color.Color { return theme.Color(theme.ColorNameOverlayBackground) }
func panelInk() color.Color  { return theme.Color(theme.ColorNameForeground) }
func panelEdge() color.Color { return theme.Color(theme.ColorNameInputBorder) }

func newTipLayer() *tipLayer {
	l := &tipLayer{bg: canvas.NewRectangle(panelFill())}
	l.bg.CornerRadius, l.bg.StrokeWidth, l.bg.StrokeColor = panelRadius, panelStroke, panelEdge()
	objs := []fyne.CanvasObject{l.bg}
	for i := range l.lines {
		l.lines[i] = canvas.NewText("", panelInk())
		l.lines[i].TextSize = tipText
		objs = append(objs, l.lines[i])
	}
	l.panel = container.NewWithoutLayout(objs...)
	// The layer always shows (an empty container takes no input, so the
	// table under it gets every tap and hover): the canvas then knows where
	// it is. The panel shows and hides.
	l.layer = container.NewWithoutLayout(l.panel)
	l.panel.Hide()
	return l
}

// show puts text in the tip beside owner, below it when there is room and
// above otherwise, inside the layer.
func (l *tipLayer) show(text string, owner fyne.CanvasObject) {
	if l == nil || text == "" || owner == nil {
		return
	}
	d := fyne.CurrentApp().Driver()
	lines := wrapLines(text, tipWidth-16, tipText, tipLines)
	// The theme's colours now: it may have changed since the last tip.
	l.bg.FillColor, l.bg.StrokeColor = panelFill(), panelEdge()
	l.bg.Refresh()
	w := float32(0)
	for i, t := range l.lines {
		t.Text, t.Color = "", panelInk()
		if i < len(lines) {
			t.Text = lines[i]
			w = max(w, measure.Text(t.Text, tipText, fyne.TextStyle{}).Width)
		}
		t.Move(fyne.NewPos(8, 5+float32(i)*(tipText+4)))
		t.Resize(fyne.NewSize(tipWidth-16, tipText+4))
		t.Refresh()
	}
	size := fyne.NewSize(w+16, float32(len(lines))*(tipText+4)+10)
	l.bg.Resize(size)
	l.panel.Resize(size)
	at := d.AbsolutePositionForObject(owner).Subtract(d.AbsolutePositionForObject(l.layer))
	os, ls := owner.Size(), l.layer.Size()
	x := min(max(at.X, 2), ls.Width-size.Width-2)
	y := at.Y + os.Height + 4
	if y+size.Height > ls.Height-2 {
		y = max(at.Y-size.Height-4, 2)
	}
	l.panel.Move(fyne.NewPos(x, y))
	l.owner = owner
	l.panel.Show()
	// The layer, not the panel: a panel never drawn yet has no canvas to
	// ask for a repaint.
	l.layer.Refresh()
}

// hide removes the tip, if owner (nil: any) put it there.
func (l *tipLayer) hide(owner fyne.CanvasObject) {
	if l == nil || owner != nil && l.owner != owner {
		return
	}
	l.owner = nil
	l.panel.Hide()
	l.layer.Refresh()
}

// hover gives a widget a hover tip: embed it, set tips (the table's tip
// layer), and have tip say what to show (it is asked on every hover, so
// it follows the state).
type hover struct {
	tips *tipLayer
	self fyne.CanvasObject
	tip  func() string
}

func (h *hover) tipLayer() *tipLayer { return h.tips }

// tipsOf is the table's tip layer, nil for no table.
func tipsOf(t *Table) *tipLayer {
	if t == nil {
		return nil
	}
	return t.tips
}

// MouseIn shows the tip.
func (h *hover) MouseIn(*desktop.MouseEvent) {
	if h.tip != nil {
		h.tipLayer().show(h.tip(), h.self)
	}
}

// MouseMoved keeps the tip where it is.
func (h *hover) MouseMoved(*desktop.MouseEvent) {}

// MouseOut hides the tip.
func (h *hover) MouseOut() { h.tipLayer().hide(h.self) }

// wrapLines breaks s at its newlines, then each paragraph to width.
func wrapLines(s string, width, size float32, lines int) []string {
	var out []string
	for _, para := range strings.Split(s, "\n") {
		if len(out) >= lines {
			break
		}
		out = append(out, wrap(para, width, size, lines-len(out))...)
	}
	return out
}

// prune hides the tip when what it speaks of is no longer shown (the
// table redrew under a still pointer).
func (l *tipLayer) prune() {
	if l != nil && l.owner != nil && !l.owner.Visible() {
		l.hide(nil)
	}
}
