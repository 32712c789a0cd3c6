package wonders

import "fyne.io/fyne/v2"

// tableLayout places the zones of the table, drawn from your seat as a
// horseshoe so that seven players fit a 1280×800 window without
// scrolling:
//
//	left neighbour | strip of the other seats  | right neighbour | log
//	               | Commerce market           |                 |
//	               | your wonder board         |                 |
//	               | (Market Day's auction)    |                 |
//	prompt area    | your city, a stack per colour               |
//	your hand                                                    |
//	action bar                                                   |
//
// The overlay (conflicts, final scores) covers the board and the city; the
// detail layer covers everything and takes no taps.
type tableLayout struct{ t *Table }

// Zone sizes.
const (
	margin      = 6
	gutter      = 6
	actionH     = 40
	handH       = cardHeight + 24
	cityH       = 158
	promptW     = 300
	stripH      = 112
	minCentreH  = 150
	detailLayer = 10
)

func (l *tableLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	t := l.t
	place := func(o fyne.CanvasObject, x, y, w, h float32) {
		o.Move(fyne.NewPos(x, y))
		o.Resize(fyne.NewSize(max(w, 0), max(h, 0)))
	}
	W, H := size.Width-2*margin, size.Height-2*margin
	mainW := W - logWidth - gutter
	place(t.log.root, margin+mainW+gutter, margin, logWidth, H)

	y := margin + H - actionH
	place(t.actions.root, margin, y, mainW, actionH)
	y -= gutter + handH
	place(t.hand.root, margin, y, mainW, handH)
	y -= gutter + cityH
	place(t.prompt.root, margin, y, promptW, cityH)
	place(t.city.root, margin+promptW+gutter, y, mainW-promptW-gutter, cityH)
	topH := y - gutter - margin

	place(t.left.root, margin, margin, neighbourWidth, topH)
	place(t.right.root, margin+mainW-neighbourWidth, margin, neighbourWidth, topH)
	cx := float32(margin + neighbourWidth + gutter)
	cw := mainW - 2*neighbourWidth - 2*gutter
	by := float32(margin)
	if len(t.strip.root.Objects) > 0 {
		t.strip.root.Show()
		place(t.strip.root, cx, margin, cw, stripH)
		if t.strip.width != cw && t.view != nil {
			t.strip.root.Layout.Layout(t.strip.root.Objects, t.strip.root.Size())
			t.strip.update()
		}
		by += stripH + gutter
	} else {
		t.strip.root.Hide()
	}
	if t.view != nil && t.view.Market != nil {
		place(t.market.root, cx, by, cw, marketH)
		by += marketH + gutter
	}
	place(t.board.root, cx, by, cw, margin+topH-by)
	if t.view != nil && t.board.short != t.board.compact() {
		t.board.update()
	}
	// Market Day's auction takes the board's place and the city's below.
	mx := max(cx, margin+promptW+gutter)
	place(t.mdPanel.root, mx, by, cx+cw-mx, y+cityH-by)
	place(t.overlay.root, margin, margin, mainW, y+cityH-margin)
	place(t.detail.layer, 0, 0, size.Width, size.Height)
}

func (l *tableLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(2*neighbourWidth+logWidth+400, actionH+handH+cityH+stripH+minCentreH+4*gutter+2*margin)
}
