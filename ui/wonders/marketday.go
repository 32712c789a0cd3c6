package wonders

import (
	"image/color"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/game/wonders"
	"agora/ui"
)

// marketDayPanel takes the board's place while Market Day runs: every
// seat's two cards face up with its owner, in market order, whether the
// seat has placed a card, left or declined; the card on sale with the
// highest offer and its bidder; and whose decision it is. While you
// propose, tapping another seat's card puts it up for your offer.
type marketDayPanel struct {
	t     *Table
	bg    *canvas.Rectangle
	title *glyphRow
	step  *textBlock
	sale  *textBlock
	seats []*mdSeatRow
	list  *fyne.Container
	// scroll holds the seats' rows; it keeps the row of the card on sale
	// in view (showSale).
	scroll *container.Scroll
	root   *fyne.Container
	// width is the panel's width, set by the table layout: the texts
	// wrap and the seats' cards go to a second line to fit it.
	width float32
}

// mdRoomyH is the least panel height whose seats' rows keep the
// theme's buttons; a shorter panel (1024×640) makes them compact so
// that every seat fits.
const mdRoomyH = 300

// roomyButtons is the app's theme as it is.
var roomyButtons = ui.ResizedTheme{Resize: func(_ fyne.ThemeSizeName, s float32) float32 { return s }}

type mdSeatRow struct {
	name  *glyphRow
	cards []*widget.Button
	lay   *flow
	row   *fyne.Container
	box   *container.ThemeOverride
}

func newMarketDayPanel(t *Table) *marketDayPanel {
	p := &marketDayPanel{t: t, bg: canvas.NewRectangle(color.Transparent), title: newGlyphRow(iconMid, 14), step: newTextBlock(12, false), sale: newTextBlock(12, false)}
	p.bg.CornerRadius, p.bg.StrokeWidth = 8, 2
	p.list = container.New(&rows{gap: 2})
	p.scroll = container.NewVScroll(p.list)
	head := container.New(&rows{gap: 4}, p.title, p.step.box, p.sale.box)
	p.root = container.NewStack(p.bg, container.NewPadded(container.NewBorder(head, nil, nil, nil, p.scroll)))
	p.root.Hide()
	return p
}

func (p *marketDayPanel) update() {
	t, w, v := p.t, p.t.words, p.t.view
	md := v.MarketDay
	if md == nil {
		p.root.Hide()
		return
	}
	p.root.Show()
	p.bg.FillColor = theme.Color(theme.ColorNameInputBackground)
	p.bg.StrokeColor = colorCoins
	inner := max(p.width-2*theme.Padding()-4, 0)
	p.title.set(glyph{icon: merchantIcon, text: w.T("wonders.ui.md.title"), bold: true})
	p.step.color = theme.Color(theme.ColorNameForeground)
	// The step read after the title once; on a line of its own it needs
	// no separator.
	p.step.Text = strings.TrimPrefix(strings.TrimSpace(p.stepText()), "· ")
	p.step.wrapTo(inner)
	if md.Card != wonders.NoCard && md.Owner >= 0 {
		p.sale.bold, p.sale.color = false, theme.Color(theme.ColorNameForeground)
		p.sale.Text = w.T("wonders.ui.md.sale", map[string]any{
			"Card": w.card(md.Card), "Owner": w.city(v, md.Owner), "Price": w.price(md.Price), "Bidder": w.city(v, md.Bidder)})
	} else {
		p.sale.bold, p.sale.color = false, theme.Color(theme.ColorNamePlaceHolder)
		p.sale.Text = w.T("wonders.ui.md.no_sale")
	}
	// A short panel keeps its lines for the seats: the step goes on the
	// title's line when it fits there, else it shares the sale's text.
	title := glyph{icon: merchantIcon, text: w.T("wonders.ui.md.title"), bold: true}
	p.title.set(title)
	if step := p.step.Text; step != "" {
		p.title.set(title, glyph{text: "· " + step, space: true})
		if p.title.MinSize().Width <= inner {
			p.step.Text = ""
		} else {
			p.title.set(title)
			if md.Card != wonders.NoCard && md.Owner >= 0 {
				p.step.Text, p.step.color = step+" · "+p.sale.Text, p.sale.color
				p.sale.Text = ""
			}
		}
		p.step.wrapTo(inner)
	}
	setShown(p.step.box, p.step.Text != "")
	p.sale.wrapTo(inner)
	setShown(p.sale.box, p.sale.Text != "")
	proposing := v.Prompt == wonders.KindPropose
	var objs []fyne.CanvasObject
	for i, s := range v.Market.Order {
		for len(p.seats) <= i {
			r := &mdSeatRow{name: newGlyphRow(iconSmall, 13), lay: &flow{gap: 4}}
			r.row = container.New(r.lay, r.name)
			r.box = container.NewThemeOverride(r.row, compactButtons)
			p.seats = append(p.seats, r)
		}
		r := p.seats[i]
		// Compact buttons only where the seats' rows need the room.
		r.box.Theme = roomyButtons
		if h := p.root.Size().Height; h < mdRoomyH {
			r.box.Theme = compactButtons
		}
		r.name.set(glyph{text: w.city(v, s), bold: true}, glyph{text: p.seatState(s), color: theme.Color(theme.ColorNamePlaceHolder), space: true})
		for len(r.cards) < len(md.Hands[s]) {
			r.cards = append(r.cards, widget.NewButton("", nil))
		}
		box := []fyne.CanvasObject{r.name}
		for j, card := range md.Hands[s] {
			b := r.cards[j]
			b.SetText(w.card(card))
			owner, c := s, card
			b.OnTapped = func() { t.offerFor(owner, c) }
			b.Importance = widget.MediumImportance
			if card == md.Card && s == md.Owner || t.mdOwner == s && t.mdCard == card && proposing {
				b.Importance = widget.HighImportance
			}
			// While you propose, only the cards you may offer for are
			// live; otherwise every card reads normally.
			if !proposing || s != t.seat && len(t.offerPrices(s, card)) > 0 {
				b.Enable()
			} else {
				b.Disable()
			}
			b.Refresh()
			box = append(box, b)
		}
		r.row.Objects = box
		if inner > 0 {
			r.lay.heightAt(box, inner)
		}
		r.row.Refresh()
		r.box.Refresh()
		objs = append(objs, r.box)
	}
	p.list.Objects = objs
	p.list.Refresh()
	p.bg.Refresh()
	p.root.Refresh() // the texts' wrapping may change the head's height
	p.showSale()
}

// showSale scrolls the seats' rows so that the row of the card on sale
// (or, while none is, of the seat deciding) shows whole.
func (p *marketDayPanel) showSale() {
	v := p.t.view
	md := v.MarketDay
	seat := md.Owner
	if md.Card == wonders.NoCard || seat < 0 {
		seat = max(md.Proposer, md.Player)
	}
	i := slices.Index(v.Market.Order, seat)
	if i < 0 || i >= len(p.list.Objects) {
		return
	}
	top := float32(0)
	for _, o := range p.list.Objects[:i] {
		if o.Visible() {
			top += o.MinSize().Height + 2
		}
	}
	bottom := top + p.list.Objects[i].MinSize().Height
	view := p.scroll.Size().Height
	off := p.scroll.Offset.Y
	switch {
	case view <= 0:
		return
	case top < off:
		off = top
	case bottom > off+view:
		off = min(bottom-view, top)
	default:
		return
	}
	p.scroll.ScrollToOffset(fyne.NewPos(0, off))
}

// stepText says whose decision Market Day waits for.
func (p *marketDayPanel) stepText() string {
	w, v := p.t.words, p.t.view
	md := v.MarketDay
	who := func(s int) map[string]any { return map[string]any{"Name": w.city(v, s)} }
	switch md.Step {
	case "propose":
		return w.T("wonders.ui.md.step.propose", who(md.Proposer))
	case "bid":
		return w.T("wonders.ui.md.step.bid", who(md.Asked))
	case "sell":
		return w.T("wonders.ui.md.step.sell", who(md.Owner))
	case "play", "final":
		return w.T("wonders.ui.md.step.play", who(md.Player))
	}
	return ""
}

func (p *marketDayPanel) seatState(s int) string {
	w, md := p.t.words, p.t.view.MarketDay
	switch {
	case md.Left[s]:
		return w.T("wonders.ui.md.left")
	case md.Placed[s]:
		return w.T("wonders.ui.md.placed")
	case md.Out[s]:
		return w.T("wonders.ui.md.out")
	}
	return ""
}

// offerFor puts another seat's card up for the offer being prepared, at
// the lowest price.
func (t *Table) offerFor(owner int, card wonders.Card) {
	prices := t.offerPrices(owner, card)
	if len(prices) == 0 {
		return
	}
	t.mdOwner, t.mdCard, t.mdPrice = owner, card, prices[0]
	t.redraw()
}

// offerPrices are the prices the engine lets the seat offer for card of
// owner, lowest first.
func (t *Table) offerPrices(owner int, card wonders.Card) []int {
	var out []int
	for _, o := range t.view.Options {
		if m := wonders.MustDecode(o); m.Action == wonders.Propose && m.Owner == owner && m.Card == card {
			out = append(out, m.Price)
		}
	}
	slices.Sort(out)
	return out
}

// auctionControls are the prompt area's Market Day controls: a price with
// minus and plus within the range the engine allows, and Pass, Offer or
// Bid; or Sell and Keep for the owner.
type auctionControls struct {
	t     *Table
	minus *widget.Button
	plus  *widget.Button
	price *widget.Label
	pass  *widget.Button
	offer *widget.Button
	keep  *widget.Button
	row   *fyne.Container
	root  *fyne.Container
}

func newAuctionControls(t *Table) *auctionControls {
	a := &auctionControls{t: t, price: widget.NewLabel("")}
	a.price.TextStyle.Bold = true
	a.minus = widget.NewButtonWithIcon("", theme.ContentRemoveIcon(), func() { a.step(-1) })
	a.plus = widget.NewButtonWithIcon("", theme.ContentAddIcon(), func() { a.step(+1) })
	a.pass = widget.NewButton("", func() { a.play(wonders.Pass) })
	a.offer = widget.NewButton("", func() { a.play(0) })
	a.offer.Importance = widget.HighImportance
	a.keep = widget.NewButton("", func() { a.play(wonders.KeepCard) })
	a.row = container.NewHBox(a.minus, a.price, a.plus)
	a.root = container.New(&rows{gap: 4}, a.row)
	return a
}

// buttons are the controls that end the decision, for the prompt's foot
// (always in view, under the price).
func (a *auctionControls) buttons() []fyne.CanvasObject {
	return []fyne.CanvasObject{a.pass, a.keep, a.offer}
}

// prices are the prices open now: for the card chosen when proposing, the
// bids above the highest offer when bidding.
func (a *auctionControls) prices() []int {
	t := a.t
	if t.view.Prompt == wonders.KindPropose {
		return t.offerPrices(t.mdOwner, t.mdCard)
	}
	var out []int
	for _, o := range t.view.Options {
		if m := wonders.MustDecode(o); m.Action == wonders.Bid {
			out = append(out, m.Price)
		}
	}
	slices.Sort(out)
	return out
}

func (a *auctionControls) step(d int) {
	ps := a.prices()
	i := slices.Index(ps, a.t.mdPrice)
	if i < 0 || len(ps) == 0 {
		return
	}
	a.t.mdPrice = ps[min(max(i+d, 0), len(ps)-1)]
	a.t.prompt.update()
}

// play plays what a button stands for; action 0 is the offer or the bid
// at the price shown, or the sale for the owner.
func (a *auctionControls) play(action wonders.Action) {
	t := a.t
	for _, o := range t.view.Options {
		m := wonders.MustDecode(o)
		switch {
		case action != 0 && m.Action == action,
			action == 0 && m.Action == wonders.SellCard,
			action == 0 && (m.Action == wonders.Propose && m.Owner == t.mdOwner && m.Card == t.mdCard || m.Action == wonders.Bid) && m.Price == t.mdPrice:
			t.play(o)
			return
		}
	}
}

// update fills the prompt area for a Market Day decision.
func (a *auctionControls) update(p *promptArea) (title, body string) {
	t, w, v := a.t, a.t.words, a.t.view
	md := v.MarketDay
	a.keep.Hide()
	a.row.Show()
	a.pass.SetText(w.T("wonders.action.pass"))
	a.pass.Show()
	switch v.Prompt {
	case wonders.KindPropose:
		title, body = w.T("wonders.prompt.market-propose"), w.T("wonders.ui.md.propose_body")
		a.offer.SetText(w.T("wonders.ui.md.offer", map[string]any{"Price": w.price(t.mdPrice)}))
	case wonders.KindBid:
		title = w.T("wonders.prompt.market-bid")
		body = w.T("wonders.ui.md.bid_body", map[string]any{"Card": w.card(md.Card), "Owner": w.city(v, md.Owner), "Price": w.price(md.Price), "Bidder": w.city(v, md.Bidder)})
		if ps := a.prices(); !slices.Contains(ps, t.mdPrice) && len(ps) > 0 {
			t.mdPrice = ps[0]
		}
		a.offer.SetText(w.T("wonders.ui.md.bid", map[string]any{"Price": w.price(t.mdPrice)}))
	case wonders.KindSellKeep:
		title = w.T("wonders.prompt.market-sell")
		body = w.T("wonders.ui.md.sell_body", map[string]any{"Card": w.card(md.Card), "Price": w.price(md.Price), "Bidder": w.city(v, md.Bidder)})
		a.row.Hide()
		a.pass.Hide()
		a.offer.SetText(w.T("wonders.ui.md.sell", map[string]any{"Price": w.price(md.Price)}))
		a.keep.SetText(w.T("wonders.ui.md.keep", map[string]any{"Price": w.price(md.Price)}))
		a.keep.Show()
		a.keep.Disable()
		for _, o := range v.Options {
			if wonders.MustDecode(o).Action == wonders.KeepCard {
				a.keep.Enable()
			}
		}
	}
	ps := a.prices()
	a.price.SetText(w.price(t.mdPrice))
	a.minus.Disable()
	a.plus.Disable()
	a.offer.Enable()
	if v.Prompt != wonders.KindSellKeep {
		i := slices.Index(ps, t.mdPrice)
		if i > 0 {
			a.minus.Enable()
		}
		if i >= 0 && i < len(ps)-1 {
			a.plus.Enable()
		}
		if i < 0 {
			a.offer.Disable()
			a.price.SetText(w.T("wonders.ui.md.choose_card"))
		}
	}
	return title, body
}

// auctionPrompt reports whether the seat owes one of Market Day's auction
// decisions (the plays go through the hand and the action bar).
func auctionPrompt(kind string) bool {
	return kind == wonders.KindPropose || kind == wonders.KindBid || kind == wonders.KindSellKeep
}
