package dale

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	eng "agora/game/dale"
)

// Card detail. Hovering a card (market, hand, stall, discard, schedule)
// shows its description in a tooltip beside the pointer; a right-click
// opens the same description in a dialog. The tooltip lives in a layer of
// the table above the board, so it never takes the pointer's events.

// tipWidth is the tooltip's width: the large card face and its margins.
const tipWidth = 232

// tipOffset is the tooltip's distance from the pointer.
var tipOffset = fyne.NewPos(18, 18)

// largeFace is card c worth value as its large face, which shows no
// tooltip of its own.
func (t *Table) largeFace(c eng.Card, value int) *cardView {
	cv := newCard(t, c, value, cardLarge, nil)
	cv.noTip = true
	return cv
}

// cardInfo is a card's description: its large face (value, emblem, name,
// type and full text), then its whole animalfolk name and value, in the
// current language. value is what the card is worth where it is shown
// (a hand card under Ironing).
func (t *Table) cardInfo(c eng.Card, value int) fyne.CanvasObject {
	if c == eng.NoCard {
		name := widget.NewLabel(t.cardName(c))
		name.TextStyle = fyne.TextStyle{Bold: true}
		return container.NewVBox(name)
	}
	folk := widget.NewLabel(t.T("dale.ui.deck_line", map[string]any{"Deck": t.deckName(c), "Value": value}))
	folk.Wrapping, folk.Alignment = fyne.TextWrapWord, fyne.TextAlignCenter
	return container.NewVBox(container.NewCenter(t.largeFace(c, value)), folk)
}

// stackInfo describes a built stack: its number and total, then each of
// its cards, with the partner who gave it in the team game.
func (t *Table) stackInfo(v *eng.View, n int, st eng.StackView) fyne.CanvasObject {
	title := widget.NewLabel(t.T("dale.ui.stack_title", map[string]any{"N": n + 1, "Total": st.Total}))
	title.TextStyle = fyne.TextStyle{Bold: true}
	box := container.NewVBox(title)
	if v.Teams {
		box.Add(widget.NewLabel(t.T("dale.ui.built_by", map[string]any{"Name": t.name(st.By)})))
	}
	for i, c := range st.Cards {
		line := t.cardName(c) + " · " + t.ctx.Localizer.Int(c.Value())
		if v.Teams && i < len(st.From) && st.From[i] != st.By {
			line += " · " + t.T("dale.ui.given_by", map[string]any{"Name": t.name(st.From[i])})
		}
		l := widget.NewLabel(line)
		l.Wrapping = fyne.TextWrapWord
		box.Add(container.NewBorder(nil, nil, emblem(c, 14), nil, l))
	}
	return box
}

// showTip shows info in the tooltip layer near the absolute position at.
func (t *Table) showTip(info fyne.CanvasObject, at fyne.Position) {
	// The tooltip takes the theme's colours, so its text reads in either
	// variant; a card face in it keeps its own paper.
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameOverlayBackground))
	bg.StrokeColor, bg.StrokeWidth, bg.CornerRadius = theme.Color(theme.ColorNameSeparator), 1, 6
	tip := container.NewStack(bg, container.NewPadded(info))
	t.tips.Objects = []fyne.CanvasObject{tip}
	t.tipAt = at
	t.placeTip()
	t.tips.Refresh()
}

// moveTip follows the pointer.
func (t *Table) moveTip(at fyne.Position) {
	if len(t.tips.Objects) == 0 {
		return
	}
	t.tipAt = at
	t.placeTip()
}

// placeTip sizes the tooltip to its text and puts it beside the pointer,
// inside the table.
func (t *Table) placeTip() {
	tip := t.tips.Objects[0]
	// A wrapping label knows its height only once it has a width.
	tip.Resize(fyne.NewSize(tipWidth, tip.MinSize().Height))
	tip.Resize(fyne.NewSize(tipWidth, tip.MinSize().Height))
	size := tip.Size()
	origin := fyne.Position{}
	if app := fyne.CurrentApp(); app != nil {
		origin = app.Driver().AbsolutePositionForObject(t.tips)
	}
	area := t.tips.Size()
	p := t.tipAt.Subtract(origin).Add(tipOffset)
	if area.Width > 0 && p.X+size.Width > area.Width {
		p.X = max(0, t.tipAt.X-origin.X-tipOffset.X-size.Width)
	}
	if area.Height > 0 && p.Y+size.Height > area.Height {
		p.Y = max(0, area.Height-size.Height)
	}
	tip.Move(p)
}

// hideTip removes the tooltip.
func (t *Table) hideTip() {
	if len(t.tips.Objects) == 0 {
		return
	}
	t.tips.Objects = nil
	t.tips.Refresh()
}

// tip is what the tooltip shows now, nil when none.
func (t *Table) tip() fyne.CanvasObject {
	if len(t.tips.Objects) == 0 {
		return nil
	}
	return t.tips.Objects[0]
}

// showDetail opens info in a dialog (the right-click).
func (t *Table) showDetail(title string, info fyne.CanvasObject) {
	if t.ctx.Window == nil {
		return
	}
	t.hideTip()
	scroll := container.NewVScroll(info)
	scroll.SetMinSize(fyne.NewSize(cardLarge.Width+40, cardLarge.Height+60))
	dialog.NewCustom(title, t.T("dale.ui.close"), scroll, t.ctx.Window).Show()
}

// pileListed is how many cards under the top one a pile's tooltip names.
const pileListed = 8

// pileInfo describes a pile in a tooltip: its top card's large face,
// then the cards under it, one line each, top first, the rest counted.
func (t *Table) pileInfo(cards []eng.Card) fyne.CanvasObject {
	box := container.NewVBox()
	n := len(cards)
	if n == 0 {
		return box
	}
	box.Add(container.NewCenter(t.largeFace(cards[n-1], cards[n-1].Value())))
	for i := n - 2; i >= 0 && i >= n-1-pileListed; i-- {
		c := cards[i]
		l := widget.NewLabel(t.cardName(c) + " · " + t.ctx.Localizer.Int(c.Value()))
		l.Truncation = fyne.TextTruncateEllipsis
		box.Add(container.NewBorder(nil, nil, emblem(c, 14), nil, l))
	}
	if rest := n - 1 - pileListed; rest > 0 {
		box.Add(widget.NewLabel(t.ctx.Localizer.N("dale.pile.more", rest, map[string]any{"N": rest})))
	}
	return box
}

// pileFaces lays a pile's cards out as large faces, the top one first,
// for the pile browser.
func (t *Table) pileFaces(cards []eng.Card) fyne.CanvasObject {
	grid := container.NewGridWrap(cardLarge)
	for i := len(cards) - 1; i >= 0; i-- {
		grid.Add(t.largeFace(cards[i], cards[i].Value()))
	}
	return grid
}

// showPile opens a discard pile in a scrollable dialog.
func (t *Table) showPile(title string, cards []eng.Card) {
	if t.ctx.Window == nil {
		return
	}
	t.hideTip()
	scroll := container.NewVScroll(t.pileFaces(cards))
	// Two columns of large faces, a card and a half high.
	scroll.SetMinSize(fyne.NewSize(2*cardLarge.Width+3*theme.Padding(), cardLarge.Height*1.5))
	t.pileDialog = dialog.NewCustom(title, t.T("dale.ui.close"), scroll, t.ctx.Window)
	t.pileDialog.Show()
}
