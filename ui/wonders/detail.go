package wonders

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/game/wonders"
)

// detailWidth is the width of the card detail panel.
const detailWidth = 320

// detailPanel is a card's full text (colour, cost, every effect in words,
// the chains from and to it, and for a hand card how it can be paid),
// shown beside the card on hover or right-click: Fyne has no tooltips.
// It lives in a layer over the table that takes no taps, so a click on a
// card under the mouse still reaches the card.
type detailPanel struct {
	t     *Table
	bg    *canvas.Rectangle
	band  *canvas.Rectangle
	name  *canvas.Text
	kind  *glyphRow
	cost  *glyphRow
	text  *widget.Label
	box   *fyne.Container
	panel *fyne.Container
	layer *fyne.Container
}

func newDetailPanel(t *Table) *detailPanel {
	d := &detailPanel{t: t, bg: canvas.NewRectangle(color.Transparent), band: canvas.NewRectangle(color.Transparent),
		name: canvas.NewText("", colorWhite), kind: newGlyphRow(iconSmall, 12), cost: newGlyphRow(iconMid, 13), text: widget.NewLabel("")}
	d.bg.CornerRadius, d.bg.StrokeWidth = 8, 2
	d.band.CornerRadius = 8
	d.name.TextStyle.Bold, d.name.TextSize = true, 16
	d.text.Wrapping = fyne.TextWrapWord
	head := container.NewStack(d.band, container.NewPadded(d.name))
	d.box = container.New(&rows{gap: 4}, head, container.NewPadded(container.New(&rows{gap: 4}, d.kind, d.cost)), d.text)
	d.panel = container.NewStack(d.bg, d.box)
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
	d.bg.FillColor = theme.Color(theme.ColorNameOverlayBackground)
	d.bg.StrokeColor = cardColors[info.Color]
	d.band.FillColor = cardColors[info.Color]
	d.name.Text = w.card(card)
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
	if names := cardNames(w, info.ChainFrom); names != "" {
		lines = append(lines, w.T("wonders.ui.chain_from", map[string]any{"Cards": names}))
	}
	if names := cardNames(w, info.ChainTo); names != "" {
		lines = append(lines, w.T("wonders.ui.chain_to", map[string]any{"Cards": names}))
	}
	if cv != nil && len(cv.Options) > 0 {
		lines = append(lines, w.T("wonders.ui.now", map[string]any{"Status": w.status(cv.Status, cv.Plans)}))
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
	d.band.Refresh()

	d.box.Resize(fyne.NewSize(detailWidth, 10))
	size := fyne.NewSize(detailWidth, d.box.MinSize().Height+6)
	d.panel.Resize(size)
	drv := fyne.CurrentApp().Driver()
	at := drv.AbsolutePositionForObject(near).Subtract(drv.AbsolutePositionForObject(d.t.body))
	area := d.t.body.Size()
	x := min(max(0, at.X), area.Width-size.Width)
	y := at.Y - size.Height - 6
	if y < 0 {
		y = min(at.Y+near.Size().Height+6, area.Height-size.Height)
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
