package dale

import (
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	eng "agora/game/dale"
	"agora/ui/measure"
)

// The table's zones, as the wireframe draws them (design/dale-table.png):
//
//	opponents across the top, in turn order          | game log
//	the market band                                  |
//	your stall                     | your schedule   |
//	your piles and your hand       | prompt panel    | race to 8 stacks
//	action bar                                       |
//
// Every size comes from the window's: the table fits 1024×640 and grows to
// 1920×1080 and beyond without a scrollbar. The zones' contents depend on
// those sizes (card sizes, how many lines a panel holds), so the layout
// rebuilds them when the window's size changes them.

// Fixed distances.
const (
	zoneMargin = 6
	zoneGap    = 6
	barHeight  = 60 // the action bar: buttons and the line under them
)

// dims are the sizes of the zones and of what they hold, for one body
// size. Two sizes with the same dims draw the same zones.
type dims struct {
	logW, mainW, promptW          float32
	oppH, marketH, ownH, handH    float32
	marketCard, handCard, oppSlot fyne.Size
	ownSlot, pileCard             fyne.Size
	compact                       bool // a small window: fewer lines per panel
	// pilesStacked: the hand's deck and discard piles stand one above
	// the other, in a column pileColumn wide, so that five cards wide
	// enough for their names fit beside them (a narrow window).
	pilesStacked bool
	// scale is the table's (scale.go), text the texts'; barH, and the
	// market's, the stall's and the hand's room for their lines, follow
	// the texts.
	scale, text                            float32
	barH, marketExtra, ownExtra, handExtra float32
}

// dimsFor computes the dims of a body of size: the log keeps a column
// of a sixth of the width, the prompt a quarter of the rest; the hand's
// cards are as large as the height allows while five fit side by side,
// and the height they leave goes to the market (its cards no wider than
// their share of its row), the stalls and the opponents. It holds at
// every size from 1024×640 to 2560×1440 (TestTableHoldsAtEverySize).
func dimsFor(size fyne.Size) dims {
	var d dims
	d.scale = scaleFor(size)
	d.text = textScale(d.scale)
	// Above scale 1 the caps grow with the table; the least sizes stay.
	up := max(d.scale, 1)
	d.barH, d.handExtra = d.sc(barHeight), d.sc(handExtra)
	// The market's and the stall's lines, as high as their texts are at
	// this scale (font heights do not follow the scale to the pixel).
	d.marketExtra, d.ownExtra = max(d.sc(marketExtra), d.marketLines()), max(d.sc(ownExtra), d.stallLines())
	W, H := size.Width-2*zoneMargin, size.Height-2*zoneMargin
	d.compact = H < 640
	d.logW = snap(clamp(W*0.16, 204, 290*max(d.text, 1)))
	d.mainW = W - d.logW - zoneGap
	d.promptW = snap(clamp(d.mainW*0.27, 250, 380*max(d.text, 1)))
	stallW := d.mainW - d.promptW - zoneGap
	d.oppH = d.sc(112)
	if d.compact {
		d.oppH = 92
	}
	// The market's row holds the deck, five cards, the discard and the
	// junk, the three piles 0.9 of a card wide and their captions 8 px
	// wider, with the row's nine gaps inside the zone's frame: its cards
	// are never wider than their share of that row, whatever the height.
	marketW := (d.mainW - 2*8 - 3*8 - 9*d.pad() - 4) / (5 + 3*0.9)
	mhMax := max(snap(min(220*up, marketW/0.8)), 80)
	mh := snap(clamp(H*0.16, 80, min(150*up, mhMax)))
	oh := snap(clamp(H*0.09, 44, 70*up))
	d.handH = H - d.oppH - (mh + d.marketExtra) - (oh + d.ownExtra) - d.barH - 4*zoneGap
	hh := snap(clamp(d.handH-d.handExtra, 80, 260*up))
	pileW := snap(clamp(hh*0.5, 60, 100*up))
	room := stallW - 2*pileW - 3*8 - 2*fanRing
	// A hand card is never so narrow that a name's longest word does not
	// fit it at the least text size (as a market card, marketLeastW):
	// where five such cards do not fit beside the two piles, the piles
	// stand one above the other.
	if (room-4*8)/5 < marketLeastW {
		d.pilesStacked = true
		room = stallW - pileColumn - 8 - 2*fanRing
	}
	cardW := clamp((room-4*8)/5, marketLeastW, 185*up)
	hh = snap(min(hh, cardW/0.72))
	// In a small window a card is wider than a card's proportions, so
	// that every name shows whole (TestHandCardNamesWholeAtTheSmallestSize).
	d.handCard = fyne.NewSize(max(snap(hh*0.72), marketLeastW), hh)
	d.pileCard = fyne.NewSize(pileW, snap(min(pileW*1.3, hh-20)))
	// The height the hand does not need goes to the other zones.
	if extra := d.handH - hh - d.handExtra; extra > 0 {
		grow := min(extra*0.5, mhMax-mh)
		mh += snap(grow)
		extra -= snap(grow)
		og := min(extra*0.5, 120*up-oh)
		oh += snap(og)
		extra -= snap(og)
		d.oppH += snap(min(extra, 60*up))
	}
	// A market card is never so narrow that a name of two words does
	// not fit it at the least text size: in a small window it is wider
	// than a card's proportions, so that every name shows whole.
	d.marketCard = fyne.NewSize(snap(max(mh*0.8, marketLeastW)), mh)
	d.marketH = mh + d.marketExtra
	d.ownSlot = fyne.NewSize(snap(clamp((stallW-24)/8-6, 40, 120*up)), oh)
	d.ownH = oh + d.ownExtra
	d.handH = H - d.oppH - d.marketH - d.ownH - d.barH - 4*zoneGap
	if d.pilesStacked {
		// Two piles and their captions (a line each) in the hand's
		// height, as wide as the column: wider than a card's
		// proportions, so that the discard's top card shows its picture.
		ph := snap(clamp((d.handH-2*d.sc(13)-8)/2, 30, hh))
		d.pileCard = fyne.NewSize(pileColumn-8, ph)
	}
	// An opponent's stall slots grow with the table while ten of them
	// (a team's goal) and their gaps fit a third of the width, inside
	// the panel's frame (opponentszone.go).
	panelW := (d.mainW-2*d.pad())/3 - 16
	sh := snap(clamp(d.oppH-d.sc(84), 28, min(48*up, (panelW-9*d.pad())/10/0.78)))
	d.oppSlot = fyne.NewSize(snap(sh*0.78), sh)
	return d
}

// What the zones hold besides their cards: the market's title line,
// surcharges and prices; the stall's title; the hand's title, lift and
// selection ring.
const (
	marketExtra = 74
	ownExtra    = 34
	handExtra   = 50
)

// pad is the table theme's padding at the texts' scale (theme.go): the
// gap between the boxes of a row or a column the zones lay out.
func (d dims) pad() float32 { return 2 * d.text }

// px is the size of a text made at base for a table at scale 1, at the
// texts' scale of d (Table.textAt).
func (d dims) px(base float32) float32 { return max(base, textFloor) * d.text }

// lineH is the height of a line of text made at base (px).
func (d dims) lineH(base float32, bold bool) float32 {
	return measure.Text("Ag", d.px(base), fyne.TextStyle{Bold: bold}).Height
}

// marketLines is the height the market zone needs besides its cards
// (marketBand, marketSlot): the frame, the title line (the title, the
// hint or the dry market's countdown, the decks' emblems) and the gap
// under it, each slot's surcharge and price badges and their gaps, and
// a pixel for the rounding.
func (d dims) marketLines() float32 {
	title := max(d.lineH(14, true), d.lineH(12, true), d.px(12))
	badgeH := d.lineH(11, true) + 2
	return float32(math.Ceil(float64(8 + title + d.pad() + 2*badgeH + 2*d.pad() + 1)))
}

// stallLines is the height the stall zone needs besides its slots: the
// frame, the title line and the gap under it (the table's padding, or
// the app theme's when the zone is laid out outside the table's theme),
// and a pixel for the rounding.
func (d dims) stallLines() float32 {
	title := max(d.lineH(14, true), d.lineH(11, false))
	return float32(math.Ceil(float64(8 + title + max(d.pad(), appPadding) + 1)))
}

// appPadding is the app theme's padding (Fyne's default).
const appPadding = 4

// marketLeastW is the least width of a market card: the longest word of
// a card's name, in either language, fits it at the least text size
// (TestMarketCardNamesWholeAtTheSmallestSize).
const marketLeastW = 86

// pileColumn is the width of the hand's piles standing one above the
// other (dims.pilesStacked): their cards and their captions.
const pileColumn = 66

// snap rounds v down to a whole pixel.
func snap(v float32) float32 { return float32(int(v)) }

// clamp is v within lo and hi.
func clamp(v, lo, hi float32) float32 { return min(max(v, lo), hi) }

// zones are the table's zones, kept across a redraw so the audit and the
// tests can name them: each is a stack that holds its zone widget.
type zones struct {
	root                                   *fyne.Container
	opponents, market, own, schedule, hand *fyne.Container
	prompt, actions, log, race             *fyne.Container
	// The zone widgets (zone.go), given their state at a redraw.
	raceZ      *raceZone
	scheduleZ  *scheduleZone
	opponentsZ *opponentsZone
	stallZ     *stallZone
	marketZ    *marketZone
	handZ      *handZone
	promptZ    *promptZone
	barZ       *barZone
}

// newZones makes the zones, empty.
func newZones() *zones {
	z := &zones{raceZ: newRaceZone(), scheduleZ: newScheduleZone(), opponentsZ: newOpponentsZone(), stallZ: newStallZone(),
		marketZ: newMarketZone(), handZ: newHandZone(), promptZ: newPromptZone(), barZ: newBarZone()}
	for _, p := range []**fyne.Container{&z.opponents, &z.market, &z.own, &z.schedule, &z.hand, &z.prompt, &z.actions, &z.log, &z.race} {
		*p = container.NewStack()
	}
	return z
}

// tableLayout places the zones and rebuilds their contents when the size
// changes their dims.
type tableLayout struct{ t *Table }

// MinSize is what a 1024×640 window holds below its menu bar and the
// header; zones beyond it shrink to their least sizes.
func (l *tableLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(1000, 540) }

// Layout places the zones for size, refilling them when their dims change.
func (l *tableLayout) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	t := l.t
	z := t.zones
	// The zones' contents follow the size in steps of 16 px, so that
	// resizing the window rebuilds them only now and then; the zones
	// themselves follow it to the pixel.
	d := dimsFor(fyne.NewSize(size.Width-float32(int(size.Width)%16), size.Height-float32(int(size.Height)%16)))
	if d != t.dims {
		t.dims = d
		t.fillZones(t.view())
		t.showFocus()
		// The new zones take the table's theme (its tighter padding, its
		// sizes at the new scale) before they are measured; the refresh
		// lays this out again; should the dims change once more in it,
		// the zones filled again take the theme in one more refresh.
		switch {
		case t.content == nil:
		case t.refilling:
			t.refillMore = true
		default:
			t.refilling = true
			for range 3 {
				t.refillMore = false
				t.content.Refresh()
				if !t.refillMore {
					break
				}
			}
			t.refilling = false
			return
		}
	}
	place := func(o *fyne.Container, x, y, w, h float32) {
		o.Move(fyne.NewPos(x, y))
		o.Resize(fyne.NewSize(max(w, 0), max(h, 0)))
		o.Layout.Layout(o.Objects, o.Size())
	}
	H := size.Height - 2*zoneMargin
	d.mainW = size.Width - 2*zoneMargin - d.logW - zoneGap
	x, y := float32(zoneMargin), float32(zoneMargin)
	raceH := z.race.MinSize().Height
	logX := x + d.mainW + zoneGap
	place(z.log, logX, y, d.logW, H-raceH-zoneGap)
	place(z.race, logX, y+H-raceH, d.logW, raceH)

	place(z.opponents, x, y, d.mainW, d.oppH)
	y += d.oppH + zoneGap
	place(z.market, x, y, d.mainW, d.marketH)
	y += d.marketH + zoneGap
	lowerY := y
	stallW := d.mainW - d.promptW - zoneGap
	place(z.own, x, y, stallW, d.ownH)
	y += d.ownH + zoneGap
	barY := zoneMargin + H - d.barH
	place(z.hand, x, y, stallW, barY-zoneGap-y)
	place(z.actions, x, barY, d.mainW, d.barH)
	if t.ctx.ReadOnly != nil {
		// A picture of the game (review, replay) asks nothing: no
		// prompt, the schedule takes the column.
		z.prompt.Hide()
		z.schedule.Show()
		place(z.schedule, x+stallW+zoneGap, lowerY, d.promptW, barY-zoneGap-lowerY)
		return
	}
	z.prompt.Show()
	// The prompt grows upwards over the schedule when it needs the room.
	promptH := barY - zoneGap - y
	if need := z.promptZ.want; need > promptH {
		promptH = min(need, barY-zoneGap-lowerY)
	}
	promptY := barY - zoneGap - promptH
	schedH := promptY - zoneGap - lowerY
	if schedH < t.dims.sc(60) {
		z.schedule.Hide()
	} else {
		z.schedule.Show()
		place(z.schedule, x+stallW+zoneGap, lowerY, d.promptW, schedH)
	}
	place(z.prompt, x+stallW+zoneGap, promptY, d.promptW, promptH)
}

// fillZones gives every zone its state for v at the current dims, and
// takes from the zones what they drew that the motion (anchors) and the
// keyboard (cards and buttons) reach.
func (t *Table) fillZones(v *eng.View) {
	t.resetKeys()
	z := t.zones
	set := func(c *fyne.Container, o fyne.CanvasObject) {
		if o == nil {
			c.Objects = nil
			return
		}
		c.Objects = []fyne.CanvasObject{o}
	}
	set(z.opponents, t.opponents(v))
	z.marketZ.Set(t.marketState(v))
	set(z.market, z.marketZ)
	t.anchorAll(z.marketZ.anchors)
	t.keys.market = z.marketZ.live
	set(z.own, t.ownBand(v))
	z.scheduleZ.Set(t.scheduleState(v))
	set(z.schedule, z.scheduleZ)
	t.anchor(anchorSchedule(t.viewer), z.scheduleZ)
	z.handZ.Set(t.handState(v))
	set(z.hand, z.handZ)
	t.anchorAll(z.handZ.anchors)
	t.keys.hand = z.handZ.cards
	if t.ctx.ReadOnly != nil {
		set(z.prompt, nil) // no decision is asked (Layout)
	} else {
		z.promptZ.Set(t.promptState(v))
		set(z.prompt, z.promptZ)
		t.keys.mains, t.keys.choices = append(t.keys.mains, z.promptZ.mains...), z.promptZ.choices
	}
	z.barZ.Set(t.barState(v))
	set(z.actions, z.barZ)
	t.keys.mains = append(t.keys.mains, z.barZ.mains...)
	set(z.log, t.logColumn(v))
	z.raceZ.Set(t.raceState(v))
	set(z.race, z.raceZ)
}

// zoneNames names the zones in the layout audit's paths.
func (t *Table) zoneNames() map[fyne.CanvasObject]string {
	z := t.zones
	return map[fyne.CanvasObject]string{z.root: "table", z.opponents: "opponents", z.market: "market", z.own: "stall",
		z.schedule: "schedule", z.hand: "hand", z.prompt: "prompt", z.actions: "actionbar", z.log: "log", z.race: "race",
		t.header: "header"}
}
