package wonders

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"agora/game/wonders"
)

// neighbourPanel is one of the two seats you trade with: what it sells you
// and at what price, its shields against yours, its built cards.
type neighbourPanel struct {
	t    *Table
	root *fyne.Container
	body *fyne.Container
}

// neighbourWidth keeps both neighbours readable beside your board.
const neighbourWidth = 230

func newNeighbourPanel(t *Table) *neighbourPanel {
	p := &neighbourPanel{t: t, body: container.NewVBox()}
	p.root = container.New(fixedWidthLayout{neighbourWidth}, container.NewVScroll(p.body))
	return p
}

func (p *neighbourPanel) update(city int, sideKey string) {
	v, w := p.t.view, p.t.words
	c := v.Cities[city]
	mine := v.Cities[p.t.seat]
	side := 0
	if sideKey == "wonders.ui.right" {
		side = 1
	}
	title := widget.NewLabelWithStyle(w.T(sideKey, map[string]any{"Name": w.city(v, city)}), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	sub := widget.NewLabel(w.T("wonders.ui.city_side", map[string]any{"City": w.wonder(c), "Side": c.Side.String()}))
	objs := []fyne.CanvasObject{title, sub, statsRow(p.t, city)}
	objs = append(objs, widget.NewLabel(w.T("wonders.ui.shields_vs", map[string]any{"Theirs": c.Shields, "Yours": mine.Shields})))
	objs = append(objs, widget.NewLabelWithStyle(w.T("wonders.ui.sells"), fyne.TextAlignLeading, fyne.TextStyle{Italic: true}))
	objs = append(objs, sellList(p.t, c, mine.Discounts[side])...)
	objs = append(objs, cardList(p.t, c))
	p.body.Objects = objs
	p.body.Refresh()
}

// sellList is what a neighbour can sell you, each resource with your price
// per unit (2 coins, or 1 with a discount on that side).
func sellList(t *Table, c wonders.CityView, discount wonders.ResourceSet) []fyne.CanvasObject {
	var rows []fyne.CanvasObject
	price := func(r wonders.Resource) int {
		if discount.Has(r) {
			return 1
		}
		return 2
	}
	for r, n := range c.Production.Fixed {
		if n == 0 {
			continue
		}
		res := wonders.Resource(r)
		rows = append(rows, container.NewHBox(icon(resourceIcons[r]),
			smallText(t.words.T("wonders.ui.sell_line", map[string]any{"N": int(n), "Resource": t.words.resource(res), "Price": price(res)}))))
	}
	for _, set := range c.Production.Tradable {
		var items []fyne.CanvasObject
		for i, r := range set.List() {
			if i > 0 {
				items = append(items, smallText("/"))
			}
			items = append(items, icon(resourceIcons[r]))
		}
		p := price(set.List()[0])
		items = append(items, smallText(t.words.T("wonders.ui.sell_choice", map[string]any{"Price": p})))
		rows = append(rows, container.NewHBox(items...))
	}
	if len(rows) == 0 {
		rows = append(rows, smallText(t.words.T("wonders.ui.sells_nothing")))
	}
	return rows
}

// fixedWidthLayout gives its one child a fixed width and all the height.
type fixedWidthLayout struct{ width float32 }

func (l fixedWidthLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(fyne.NewSize(l.width, size.Height))
	}
}

func (l fixedWidthLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(l.width, 100) }

// cardList is a neighbour's built cards, one line each, grouped by colour.
func cardList(t *Table, c wonders.CityView) fyne.CanvasObject {
	box := container.NewVBox()
	for _, cards := range c.Built {
		for _, card := range cards {
			box.Add(newCardLabel(t, card, smallText(t.words.card(card))))
		}
	}
	return box
}
