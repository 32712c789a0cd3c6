package wonders

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"agora/game/wonders"
)

// Sizes of the card detail: the large face and the words beside it.
const (
	detailTextWidth = 250
	detailFaceMaxH  = 280
	detailFaceMinH  = 150
)

// detailPanel is a card at its largest: its face (see faceArt) and beside
// it the full text (colour and Age, cost, every effect in words, the
// chains from and to it, and for a hand card how it can be paid), shown
// near the card on hover or right-click: Fyne has no tooltips. It lives
// in a layer over the table that takes no taps, so a click on a card
// under the mouse still reaches the card.
type detailPanel struct {
	t     *Table
	bg    *canvas.Rectangle
	face  *faceView
	name  *canvas.Text
	kind  *glyphRow
	cost  *glyphRow
	text  *widget.Label
	side  *fyne.Container // the words beside the face
	panel *fyne.Container
	layer *fyne.Container
}

func newDetailPanel(t *Table) *detailPanel {
	d := &detailPanel{t: t, bg: canvas.NewRectangle(color.Transparent), face: newFaceView(t),
		name: canvas.NewText("", nil), kind: newGlyphRow(iconSmall, 12), cost: newGlyphRow(iconMid, 13), text: widget.NewLabel("")}
	d.bg.CornerRadius, d.bg.StrokeWidth = panelRadius, 2 // the tips' style (tips.go), framed in the card's colour
	d.name.TextStyle.Bold, d.name.TextSize = true, 17
	d.text.Wrapping = fyne.TextWrapWord
	d.side = container.New(&rows{gap: 4}, container.NewPadded(d.name), d.kind, d.cost, d.text)
	d.panel = container.NewWithoutLayout(d.bg, d.face, d.side)
	d.layer = container.NewWithoutLayout(d.panel)
	d.layer.Hide()
	return d
}

// show opens the detail of card next to the object near; cv, when not
// nil, is the card's status in the hand.
func (d *detailPanel) show(card wonders.Card, cv *wonders.CardView, near fyne.CanvasObject) {
	if card == wonders.NoCard {
		return
	}
	w := d.t.words
	info := card.Info()
	d.bg.FillColor = panelFill()
	d.bg.StrokeColor = cardColors[info.Color]
	d.name.Text, d.name.Color = w.card(card), panelInk()
	d.face.set(card)
	d.kind.set(glyph{icon: colorCards[info.Color], text: w.T("wonders.color."+info.Color.String()) + " · " + w.T("wonders.ui.age", map[string]any{"Age": romanAge(info.Age)})})
	cost := append([]glyph{{text: w.T("wonders.ui.cost", map[string]any{"Cost": w.cost(info.Cost)})}}, costGlyphs(w, info.Cost)...)
	if len(cost) > 1 {
		cost[1].space = true
	}
	d.cost.set(cost...)
	var lines []string
	for _, e := range info.Effects {
		lines = append(lines, w.effect(e))
	}
	if isBlack(card) {
		lines = []string{w.blackPower(card)}
		d.bg.StrokeColor = blackTrim // black would not show on a dark overlay
	}
	if isLeader(card) {
		kind, more := w.leaderDetail(card, cv)
		d.kind.set(glyph{icon: leaderIcon, text: kind})
		lines, cv = more, nil
	}
	if names := cardNames(w, info.ChainFrom); names != "" {
		lines = append(lines, w.T("wonders.ui.chain_from", map[string]any{"Cards": names}))
	}
	if names := cardNames(w, info.ChainTo); names != "" {
		lines = append(lines, w.T("wonders.ui.chain_to", map[string]any{"Cards": names}))
	}
	if cv != nil && len(cv.Options) > 0 {
		lines = append(lines, w.T("wonders.ui.now", map[string]any{"Status": w.status(cv.Status, cv.Plans)}))
		if market := d.t.marketStatus(*cv); market != "" {
			lines = append(lines, market)
		}
		if len(cv.Plans) > 1 {
			var plans []string
			for _, p := range cv.Plans {
				plans = append(plans, w.plan(p))
			}
			lines = append(lines, w.T("wonders.ui.plans", map[string]any{"Plans": strings.Join(plans, w.T("wonders.ui.list_sep"))}))
		}
	}
	d.text.SetText(strings.Join(lines, "\n"))
	d.name.Refresh()
	d.bg.Refresh()

	// The face as large as the table allows, about twice a hand card.
	area := d.t.body.Size()
	fh := within(area.Height*0.5, detailFaceMinH, detailFaceMaxH)
	fw := float32(int(fh * cardAspect))
	const pad = 10
	d.face.Move(fyne.NewPos(pad, pad))
	d.face.Resize(fyne.NewSize(fw, fh))
	d.side.Resize(fyne.NewSize(detailTextWidth, 10))
	wh := d.side.MinSize().Height
	d.side.Move(fyne.NewPos(pad+fw+pad, pad-4))
	d.side.Resize(fyne.NewSize(detailTextWidth, wh))
	size := fyne.NewSize(pad+fw+pad+detailTextWidth+pad, max(fh+2*pad, wh+pad))
	d.bg.Resize(size)
	d.panel.Resize(size)
	drv := fyne.CurrentApp().Driver()
	at := drv.AbsolutePositionForObject(near).Subtract(drv.AbsolutePositionForObject(d.t.body))
	// Above the card if it fits, else beside it, else below it.
	x := min(max(0, at.X), area.Width-size.Width)
	y := at.Y - size.Height - 6
	if y < 0 {
		y = min(max(0, at.Y+near.Size().Height/2-size.Height/2), area.Height-size.Height)
		switch right, left := at.X+near.Size().Width+6, at.X-size.Width-6; {
		case right+size.Width <= area.Width:
			x = right
		case left >= 0:
			x = left
		default:
			y = min(at.Y+near.Size().Height+6, area.Height-size.Height)
		}
	}
	d.panel.Move(fyne.NewPos(x, max(0, y)))
	d.layer.Show()
	d.layer.Refresh()
}

func (d *detailPanel) hide() {
	if !d.layer.Hidden {
		d.layer.Hide()
	}
}

func cardNames(w words, cards []wonders.Card) string {
	var names []string
	for _, c := range cards {
		names = append(names, w.card(c))
	}
	return strings.Join(names, ", ")
}

// faceView is a card face on its own, drawn at the size it is given (the
// detail's large face); it takes no input.
type faceView struct {
	widget.BaseWidget
	t   *Table
	art *faceArt
}

func newFaceView(t *Table) *faceView {
	f := &faceView{t: t, art: newFaceArt()}
	f.ExtendBaseWidget(f)
	return f
}

// AllowsOverlap lets the watermark lie under the face's icons.
func (f *faceView) AllowsOverlap(a, b fyne.CanvasObject) bool { return f.art.allowsOverlap(a, b) }

func (f *faceView) set(card wonders.Card) {
	f.art.set(f.t.words, card)
	f.Refresh()
}

func (f *faceView) CreateRenderer() fyne.WidgetRenderer { return &faceViewRenderer{f: f} }

type faceViewRenderer struct{ f *faceView }

func (r *faceViewRenderer) Destroy()                     {}
func (r *faceViewRenderer) MinSize() fyne.Size           { return fyne.NewSize(cardMinWidth, miniMinHeight) }
func (r *faceViewRenderer) Objects() []fyne.CanvasObject { return r.f.art.objects() }
func (r *faceViewRenderer) Refresh()                     { r.Layout(r.f.Size()) }
func (r *faceViewRenderer) Layout(size fyne.Size)        { r.f.art.layout(fyne.Position{}, size, 0) }
