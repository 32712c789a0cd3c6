package wonders

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"agora/game/wonders"
)

// cityWidget is the city the seat decides for: one overlapping stack of
// card faces per colour (see cardStack), only each card's banner showing,
// so that a whole city of twenty cards and more fits its zone; a colour
// with no card yet is a narrow slot with its shape.
type cityWidget struct {
	t      *Table
	stacks [wonders.NumColors]*cardStack
	// leaders is the city's recruited leaders (Leaders), a white stack
	// after the colours.
	leaders *cardStack
	// blacks is the city's black cards (Cities), a stack of their own.
	blacks *cardStack
	lay    *cityLayout
	root   *fyne.Container
}

func newCityWidget(t *Table) *cityWidget {
	c := &cityWidget{t: t}
	lay := &cityLayout{}
	var objs []fyne.CanvasObject
	for col := range c.stacks {
		c.stacks[col] = newCardStack(t, wonders.Color(col))
		lay.stacks = append(lay.stacks, c.stacks[col])
		objs = append(objs, c.stacks[col])
	}
	c.leaders = newCardStack(t, wonders.White)
	c.blacks = newCardStack(t, wonders.Black)
	c.lay = lay
	c.root = container.New(lay, objs...)
	return c
}

func (c *cityWidget) update() {
	city := c.t.view.Cities[c.t.focus]
	for col, cards := range city.Built {
		c.stacks[col].set(cards)
	}
	c.showLeaders()
	c.showBlacks()
	c.root.Refresh()
}
