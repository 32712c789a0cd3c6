package wonders

import (
	"fyne.io/fyne/v2"

	"agora/game/wonders"
)

// tableLayout places the zones of the table, drawn from your seat as a
// horseshoe so that seven players fit any window from 1024×640 to
// 2560×1440 without scrolling (plan computes the zones from the size):
//
//	left neighbour | strip of the other seats  | right neighbour | log
//	               | Commerce market           |                 |
//	               | your wonder board         |                 |
//	               | (Market Day's auction)    |                 |
//	prompt area    | your city, a stack per colour               |
//	your hand                                                    |
//	action bar                                                   |
//
// The zones grow with the table's scale (scale.go): past 1280×800 the
// log, the neighbours, the strip, the hand and the city row take more
// room, up to their largest sizes times the scale; their least sizes fit
// 1024×640. The action bar's height and controls follow the scale both
// ways (actions.go), and the board's stages share the room the board
// gets (board.go). When the centre is too narrow for the strip's panels, the
// strip spans the whole width above the neighbours. The overlay (conflicts, final
// scores) covers the board and the city; the detail layer covers
// everything and takes no taps.
type tableLayout struct{ t *Table }

// Zone sizes: fixed ones, and the bounds the responsive ones move within.
const (
	margin      = 6
	gutter      = 6
	actionH     = 40
	stripH      = 112
	stripCompH  = 86 // the strip at small heights: four lines a seat
	minCentreH  = 150
	detailLayer = 10

	minHandH, maxHandH = 120, 250
	minCityH, maxCityH = 96, 220
	minPromptW         = 260
	maxPromptW         = 440
	minBoardH          = 88
	minNeighbourH      = 120
	minNeighbourW      = 184
	maxNeighbourW      = 280
	minStripPanelW     = 170
	minLogW            = 168
	// tableMinW and tableMinH bound the table's MinSize so that a
	// 1024×640 window, menu bar and header included, holds it.
	tableMinW, tableMinH = 1000, 540
)

// zones is where each zone of the table goes for one size.
type zones struct {
	mainW, nbW, cx, cw        float32
	stripW, stripX, stripTopH float32
	stripFull                 bool
	handH, rowH, promptW      float32
	topH, logW, marketH       float32
}

// plan computes the zones for a body of size: the log column keeps its
// width, the neighbours take a fifth of the rest within bounds, the strip
// spans the whole width when the centre is too narrow for its panels; the
// hand and the city row scale with the height, the prompt grows to what
// it needs, and the board keeps a least height taken back from them.
func (l *tableLayout) plan(size fyne.Size) zones {
	t := l.t
	var z zones
	// g scales what grows with a large window; the least sizes stay.
	g := max(t.scaleOr1(), 1)
	W, H := size.Width-2*margin, size.Height-2*margin
	// The log gives up a little width to the hand in a small window.
	z.logW = clamp(W*0.17, minLogW, logWidth) * g
	z.mainW = W - z.logW - gutter
	z.nbW = clamp(z.mainW*0.21, minNeighbourW, maxNeighbourW*g)
	z.cx = margin + z.nbW + gutter
	z.cw = z.mainW - 2*z.nbW - 2*gutter
	seats := max(len(t.strip.root.Objects), 0)
	z.stripFull = seats > 0 && z.cw < float32(seats)*minStripPanelW*g
	if seats > 0 {
		z.stripTopH = stripH * g
		if H < 700 {
			z.stripTopH = stripCompH
		}
	}
	z.marketH = marketBandH(g) // its title line and chips grow with the table
	market := float32(0)
	if t.view != nil && t.view.Market != nil {
		market = z.marketH + gutter
	}
	strip := float32(0)
	if seats > 0 {
		strip = z.stripTopH + gutter
	}
	// The top keeps room for the strip, the market, a board (Market
	// Day's panel takes the board's place and the row's, so it needs
	// none) and the neighbours; the hand, then the row, give way to it,
	// the row never below the prompt while there is room. A prompt
	// taller than that scrolls, its buttons staying in view.
	board := float32(minBoardH)
	if t.view != nil && t.view.MarketDay != nil {
		board = 0
	}
	topMin := max(strip+market+board, minNeighbourH)
	if z.stripFull {
		topMin = max(strip+market+board, strip+minNeighbourH)
	}
	// The prompt takes the width it needs, and more when the row's
	// greatest height is too short for its words at that width.
	hand := l.leastHand()
	if l.emptyHand() {
		hand = min(t.hand.root.MinSize().Height, minHandH)
	}
	bar := barHeight(t.scaleOr1())
	maxRow := H - bar - hand - topMin - 3*gutter
	t.prompt.setRoom(maxRow, max(z.mainW*0.5, clamp(z.mainW*0.3, minPromptW, maxPromptW*g)))
	z.promptW = clamp(z.mainW*0.3, minPromptW, maxPromptW*g)
	promptH := float32(0)
	if t.view != nil {
		widest := max(z.mainW*0.5, z.promptW)
		need := t.prompt.need(z.promptW)
		// Widen while it shortens the prompt; keep the narrowest width
		// of the least height.
		best, bestW := need, z.promptW
		for w := z.promptW + 40; need.Height > maxRow && w < widest+40; w += 40 {
			need = t.prompt.need(min(w, widest))
			if need.Height < best.Height-1 {
				best, bestW = need, min(w, widest)
			}
		}
		z.promptW, need = bestW, t.prompt.need(bestW)
		if need.Width > z.promptW {
			z.promptW = min(need.Width, widest)
			need = t.prompt.need(z.promptW)
		}
		promptH = need.Height
	}
	// In a large window the hand takes a little more of the height
	// and the city row a little less, so that a hand of seven spans the
	// width as cards held, not a short row.
	large := clamp((g-1)/0.35, 0, 1)
	z.handH = clamp(H*(0.3+0.035*large), minHandH, maxHandH*g)
	if l.emptyHand() {
		// Nothing in hand (Osiris's pick after the last card): the
		// title line is enough, the prompt takes the rest.
		z.handH = min(t.hand.root.MinSize().Height, minHandH)
	}
	z.rowH = max(clamp(H*(0.2-0.02*large), minCityH, maxCityH*g), promptH)
	if excess := bar + z.handH + z.rowH + topMin + 3*gutter - H; excess > 0 {
		give := min(excess, max(z.handH-l.leastHand(), 0))
		z.handH -= give
		z.rowH -= min(excess-give, max(z.rowH-minCityH, 0))
	}
	z.topH = H - bar - z.handH - z.rowH - 3*gutter
	return z
}

// prayerHandH is the hand's least height during the Prayer, when its
// cards are only looked at: the gods' powers, whole, take the rest.
const prayerHandH = 116

// leastHand is the hand's least height.
func (l *tableLayout) leastHand() float32 {
	if v := l.t.view; v != nil && v.Prompt == wonders.KindPray {
		return prayerHandH
	}
	return minHandH
}

// emptyHand reports whether the seat holds no card and no god.
func (l *tableLayout) emptyHand() bool {
	t := l.t
	if t.view == nil || len(t.cards) > 0 {
		return false
	}
	return t.view.Faith == nil || len(t.view.Faith.Gods) == 0
}

func clamp(v, lo, hi float32) float32 { return min(max(v, lo), hi) }

func (l *tableLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	t := l.t
	place := func(o fyne.CanvasObject, x, y, w, h float32) {
		o.Move(fyne.NewPos(x, y))
		o.Resize(fyne.NewSize(max(w, 0), max(h, 0)))
	}
	z := l.plan(size)
	H := size.Height - 2*margin
	place(t.log, margin+z.mainW+gutter, margin, z.logW, H)

	bar := barHeight(t.scaleOr1())
	y := margin + H - bar
	t.actions.rescaled()
	place(t.actions, margin, y, z.mainW, bar)
	y -= gutter + z.handH
	place(t.hand.root, margin, y, z.mainW, z.handH)
	if t.view != nil && t.hand.heldW != z.mainW {
		t.hand.heldLeaders() // the leaders held fit the new width
	}
	y -= gutter + z.rowH
	place(t.prompt.root, margin, y, z.promptW, z.rowH)
	place(t.city.root, margin+z.promptW+gutter, y, z.mainW-z.promptW-gutter, z.rowH)

	top := float32(margin)
	by := float32(margin)
	if len(t.strip.root.Objects) > 0 {
		t.strip.root.Show()
		t.strip.compact = z.stripTopH < stripH
		if z.stripFull {
			place(t.strip.root, margin, margin, z.mainW, z.stripTopH)
			top += z.stripTopH + gutter
		} else {
			place(t.strip.root, z.cx, margin, z.cw, z.stripTopH)
		}
		by += z.stripTopH + gutter
		if t.strip.width != t.strip.root.Size().Width && t.view != nil {
			t.strip.root.Layout.Layout(t.strip.root.Objects, t.strip.root.Size())
			t.strip.update()
		}
	} else {
		t.strip.root.Hide()
	}
	nbH := y - gutter - top
	place(t.left.root, margin, top, z.nbW, nbH)
	place(t.right.root, margin+z.mainW-z.nbW, top, z.nbW, nbH)
	if t.left.width != z.nbW && t.view != nil {
		t.left.width, t.right.width = z.nbW, z.nbW
		n := t.view.NumCities
		t.left.update((t.focus + 1) % n)
		t.right.update((t.focus + n - 1) % n)
	}
	if t.view != nil && t.view.Market != nil {
		place(t.market.root, z.cx, by, z.cw, z.marketH)
		by += z.marketH + gutter
	}
	place(t.board.root, z.cx, by, z.cw, y-gutter-by)
	if t.view != nil && t.board.short != t.board.compact() {
		t.board.update()
	}
	// Market Day's auction takes the board's place and the city's below.
	mx := max(z.cx, margin+z.promptW+gutter)
	place(t.mdPanel.root, mx, by, z.cx+z.cw-mx, y+z.rowH-by)
	if w := z.cx + z.cw - mx; t.mdPanel.width != w && t.view != nil {
		t.mdPanel.width = w
		t.mdPanel.update()
	}
	t.showSaleRow()
	place(t.overlay.root, margin, margin, z.mainW, y+z.rowH-margin)
	place(t.detail.layer, 0, 0, size.Width, size.Height)
	if t.prompt.width != z.promptW && t.view != nil {
		t.prompt.width = z.promptW
		t.prompt.update()
	}
	if t.prompt.height != z.rowH && t.view != nil {
		before := draftModeAt(t.prompt.height)
		t.prompt.fit(z.rowH)
		// The Prayer's gods take another shape at this height.
		if t.view.Prompt == wonders.KindPray && draftModeAt(z.rowH) != before {
			t.prompt.update()
		}
	}
}

func (l *tableLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(tableMinW, tableMinH)
}

// AllowsOverlap lets the layers lie over the zones: the conflicts and
// scores overlay over the board and the city, the card detail over
// everything.
func (l *tableLayout) AllowsOverlap(a, b fyne.CanvasObject) bool {
	t := l.t
	for _, layer := range []fyne.CanvasObject{t.overlay.root, t.detail.layer} {
		if a == layer || b == layer {
			return true
		}
	}
	return false
}
