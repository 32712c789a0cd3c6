package wonders

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"agora/game/wonders"
	"agora/ui/measure"
	"agora/ui/raster"
)

// The Commerce market's tray: a dark wooden tray with a slot per die and
// one for the wheat, each showing its resource, its die face with pips
// and its price as a coin; a die bought this turn lies greyed with its
// buyer's name. The slots and the chips of the market order live here;
// the band that holds them is in market.go.

// Tray colours.
var (
	trayWood  = color.NRGBA{0x4a, 0x2f, 0x1d, 0xff}
	trayEdge  = color.NRGBA{0x2b, 0x1a, 0x0f, 0xff}
	trayPlate = color.NRGBA{0xf5, 0xec, 0xd7, 0xff}
	trayTaken = color.NRGBA{0xc9, 0xc2, 0xb8, 0xff}
	trayWheat = color.NRGBA{0xfb, 0xe7, 0xa6, 0xff}
	trayText  = color.NRGBA{0xfb, 0xf3, 0xe0, 0xff}
	trayLit   = color.NRGBA{0xf2, 0xb1, 0x34, 0xff} // the ring of a die a click buys
)

// traySlot is one slot of the tray: a die's resource, face and price, or
// (wheat) the wheat and its price.
type traySlot struct {
	widget.BaseWidget
	hover
	t     *Table
	res   wonders.Resource // NumResources for the wheat
	face  int
	taken bool
	buyer string
	// usable: at the seat's market turn, a click buys it for the card
	// (marketplans.go); the slot is ringed.
	usable bool
	plate  *canvas.Rectangle
	icon   *raster.Picture
	die    *dieFace
	coin   *coinToken
	note   *fitText // the buyer of a taken die, or the wheat's "any 1"
}

func newTraySlot(t *Table, r wonders.Resource) *traySlot {
	s := &traySlot{t: t, res: r, plate: canvas.NewRectangle(trayPlate), icon: raster.NewPicture(nil, canvas.ImageFillContain),
		die: newDieFace(26), coin: newCoinToken(18), note: newFitText(tipsOf(t), 12, true, colorInk)}
	s.plate.CornerRadius, s.plate.StrokeWidth = 5, 1
	s.plate.StrokeColor = trayEdge
	s.hover = hover{tips: tipsOf(t), self: s, tip: s.tipText}
	// The die, the coin and the note say what the slot says.
	s.die.onTable(t)
	s.coin.onTable(t)
	s.die.tip, s.coin.tip, s.note.more = s.tipText, s.tipText, s.tipText
	s.ExtendBaseWidget(s)
	return s
}

// wheat reports whether the slot is the wheat's.
func (s *traySlot) wheat() bool { return s.res >= wonders.NumResources }

// set shows the die on face, taken this turn by buyer ("" when not
// taken or unknown).
func (s *traySlot) set(face int, taken bool, buyer string) {
	s.face, s.taken, s.buyer = face, taken, buyer
	w := s.t.words
	dice, wheat := s.t.trayUsable()
	s.usable = !taken && (s.wheat() && wheat || !s.wheat() && dice.Has(s.res))
	s.plate.StrokeColor, s.plate.StrokeWidth = trayEdge, 1
	if s.usable {
		s.plate.StrokeColor, s.plate.StrokeWidth = trayLit, 3
	}
	if s.wheat() {
		s.icon.Resource = wheatIcon
		s.coin.set(wonders.WheatPrice)
		s.plate.FillColor = trayWheat
		s.note.setFull(w.T("wonders.ui.market.wheat_any"), colorInk)
	} else {
		s.icon.Resource = resourceIcons[s.res]
		s.coin.set(wonders.DiePrice(s.res))
		s.die.set(face, taken)
		s.plate.FillColor = trayPlate
		if taken {
			s.plate.FillColor = trayTaken
			note := buyer
			if note == "" {
				note = w.T("wonders.ui.market.taken")
			}
			s.note.setFull(note, colorInk)
		}
	}
	s.Refresh()
}

func (s *traySlot) tipText() string {
	w := s.t.words
	click := ""
	if cv := s.t.selectedView(); s.usable && cv != nil {
		click = "\n" + w.T("market.tray_click", map[string]any{"Card": w.card(cv.Card)})
	}
	if s.wheat() {
		return w.T("wonders.board.market.wheat", map[string]any{"Price": w.coins(wonders.WheatPrice)}) + click
	}
	die, price := w.T("wonders.board.die."+s.res.String()), w.coins(wonders.DiePrice(s.res))
	var text string
	switch {
	case s.taken && s.buyer != "":
		text = w.T("wonders.board.market.taken", map[string]any{"Die": die, "Buyer": s.buyer})
	case s.taken:
		text = w.T("wonders.board.market.taken_nobody", map[string]any{"Die": die})
	case wonders.DieUnits(s.face) == 0:
		text = w.T("wonders.board.market.die_zero", map[string]any{"Die": die})
	default:
		n := wonders.DieUnits(s.face)
		text = w.loc.N("wonders.board.market.die", n, map[string]any{"Die": die, "Face": s.face, "Price": price})
	}
	return text + "\n" + w.T("wonders.board.market.sell", map[string]any{"Some": w.T("wonders.board.some." + s.res.String()), "Price": price}) + click
}

func (s *traySlot) CreateRenderer() fyne.WidgetRenderer { return &traySlotRenderer{s: s} }

type traySlotRenderer struct{ s *traySlot }

func (r *traySlotRenderer) Destroy() {}
func (r *traySlotRenderer) Objects() []fyne.CanvasObject {
	s := r.s
	return []fyne.CanvasObject{s.plate, s.icon, s.die, s.coin, s.note}
}
func (r *traySlotRenderer) MinSize() fyne.Size { return fyne.NewSize(44, 30) }
func (r *traySlotRenderer) Refresh() {
	r.Layout(r.s.Size())
	canvas.Refresh(r.s)
}

// Layout stands the icon, the die and the coin in a column when the slot
// is tall, side by side otherwise; a taken die's buyer takes the coin's
// place, the wheat's "any 1" the die's.
func (r *traySlotRenderer) Layout(size fyne.Size) {
	s := r.s
	if size.Width <= 0 || size.Height <= 0 {
		return
	}
	s.plate.Resize(size)
	s.die.Hidden = s.wheat()
	s.note.Hidden = !s.wheat() && !s.taken
	s.coin.Hidden = s.taken
	const pad = 3
	// The die, its resource and its price grow with the table in a
	// large window, as the tray does.
	g := max(s.t.scaleOr1(), 1)
	s.note.text.TextSize = 12 * g
	if size.Height >= 74*g {
		// A column: icon, die, then coin (or the note).
		die := min(size.Width-2*pad, (size.Height-2*pad)*0.42)
		ip := min(die*0.7, 22*g)
		cp := min(die*0.7, 20*g)
		x := (size.Width - ip) / 2
		s.icon.Resize(fyne.NewSize(ip, ip))
		s.icon.Move(fyne.NewPos(x, pad))
		mid := pad + ip + 3
		s.die.Resize(fyne.NewSize(die, die))
		s.die.Move(fyne.NewPos((size.Width-die)/2, mid))
		y := mid + die + 3
		if s.wheat() {
			s.note.Resize(fyne.NewSize(size.Width-2*pad, die))
			s.note.Move(fyne.NewPos(pad, mid))
			s.note.text.Alignment = fyne.TextAlignCenter
		}
		if s.taken {
			s.note.Resize(fyne.NewSize(size.Width-2*pad, cp))
			s.note.Move(fyne.NewPos(pad, y))
			s.note.text.Alignment = fyne.TextAlignCenter
		}
		s.coin.Resize(fyne.NewSize(cp, cp))
		s.coin.Move(fyne.NewPos((size.Width-cp)/2, y))
	} else {
		// A row: icon, die, coin, shrunk to the slot's width.
		die := min(size.Height-2*pad, 28*g, (size.Width-2*pad)*0.4)
		ip := min(die*0.68, 18*g)
		cp := min(die*0.72, 19*g)
		gap := max((size.Width-2*pad-ip-die-cp)/4, 1)
		x := pad + gap
		s.icon.Resize(fyne.NewSize(ip, ip))
		s.icon.Move(fyne.NewPos(x, (size.Height-ip)/2))
		x += ip + gap
		s.die.Resize(fyne.NewSize(die, die))
		s.die.Move(fyne.NewPos(x, (size.Height-die)/2))
		if s.wheat() {
			nw := size.Width - x - cp - 2*gap - pad
			// "any 1" shows when it fits; the hover says it otherwise.
			s.note.Hidden = s.note.want() > nw
			s.note.Resize(fyne.NewSize(nw, die))
			s.note.Move(fyne.NewPos(x, (size.Height-die)/2))
			s.note.text.Alignment = fyne.TextAlignCenter
			x = size.Width - pad - gap - cp
		} else {
			x += die + gap
		}
		s.coin.Resize(fyne.NewSize(cp, cp))
		s.coin.Move(fyne.NewPos(x, (size.Height-cp)/2))
		if s.taken {
			// The buyer's name across the foot of the slot, over the die.
			s.note.Resize(fyne.NewSize(size.Width-x-pad+gap, size.Height-2*pad))
			s.note.Move(fyne.NewPos(x-gap/2, pad))
			s.note.text.Alignment = fyne.TextAlignLeading
		}
	}
	s.icon.Refresh()
	s.note.Refresh()
}

// seatChip is one seat of the market order: a chip with the seat's name
// (its short name in a narrow tray, the full one on hover), the First
// Merchant's token on the first, the seat at the market now lit.
type seatChip struct {
	widget.BaseWidget
	hover
	bg          *canvas.Rectangle
	name        *fitText
	merchant    *merchantToken
	first       bool
	full, short string
	ink         color.Color
	// g is how much the chip is grown (the table's scale, from 1 up).
	g float32
}

func newSeatChip(t *Table) *seatChip {
	c := &seatChip{bg: canvas.NewRectangle(color.Transparent), name: newFitText(tipsOf(t), 12, false, trayText), merchant: newMerchantToken(14)}
	c.bg.CornerRadius = 8
	c.g = 1
	c.merchant.onTable(t)
	c.merchant.tip = func() string { return t.words.T("wonders.board.tip.merchant") }
	c.hover = hover{tips: tipsOf(t), self: c, tip: func() string {
		if c.name.full != c.full {
			return c.full + "\n" + t.words.T("wonders.board.market.order")
		}
		return t.words.T("wonders.board.market.order")
	}}
	c.name.more = c.tip
	c.ExtendBaseWidget(c)
	return c
}

// set names the seat, in full and short; first puts the First
// Merchant's token on it, now lights it as the seat at the market.
func (c *seatChip) set(name, short string, first, now bool) {
	c.first = first
	c.bg.FillColor = color.NRGBA{0xff, 0xff, 0xff, 0x18}
	c.name.text.TextStyle.Bold = now
	ink := trayText
	if now {
		c.bg.FillColor, ink = trayPlate, colorInk
	}
	c.full, c.short, c.ink = name, short, ink
	c.name.setFull(name, ink)
	c.merchant.Hidden = !first
	c.Refresh()
}

// scaleTo grows the chip by g: its name's size, its token, its margins.
func (c *seatChip) scaleTo(g float32) {
	if c.g == g {
		return
	}
	c.g = g
	c.name.text.TextSize = 12 * g
	c.bg.CornerRadius = 8 * g
	c.name.Refresh()
}

// cut shows the short name (on) or the full one.
func (c *seatChip) cut(on bool) {
	name := c.full
	if on && c.short != "" {
		name = c.short
	}
	if c.name.full != name {
		c.name.setFull(name, c.ink)
	}
}

// wantAs is the chip's natural width with its short name or its full one.
func (c *seatChip) wantAs(short bool) float32 {
	name := c.full
	if short && c.short != "" {
		name = c.short
	}
	w := measure.Text(name, c.name.text.TextSize, c.name.text.TextStyle).Width + 12*c.g
	if c.first {
		w += 16 * c.g
	}
	return w
}

func (c *seatChip) CreateRenderer() fyne.WidgetRenderer {
	return &seatChipRenderer{c: c}
}

type seatChipRenderer struct{ c *seatChip }

func (r *seatChipRenderer) Destroy() {}
func (r *seatChipRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.c.bg, r.c.merchant, r.c.name}
}
func (r *seatChipRenderer) MinSize() fyne.Size { return fyne.NewSize(24, 16) }
func (r *seatChipRenderer) Refresh() {
	r.Layout(r.c.Size())
	canvas.Refresh(r.c)
}

func (r *seatChipRenderer) Layout(size fyne.Size) {
	c := r.c
	c.bg.Resize(size)
	x := 6 * c.g
	if c.first {
		tok := 14 * c.g
		c.merchant.Resize(fyne.NewSize(tok, tok))
		c.merchant.Move(fyne.NewPos(2*c.g, (size.Height-tok)/2))
		x = 18 * c.g
	}
	c.name.Resize(fyne.NewSize(max(size.Width-x-5*c.g, 4), size.Height))
	c.name.Move(fyne.NewPos(x, 0))
	c.name.Refresh()
}
