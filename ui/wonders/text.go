package wonders

import (
	"maps"
	"strings"

	"fyne.io/fyne/v2"

	"agora/game/wonders"
	"agora/translations"
	"agora/ui"
	"agora/ui/measure"
)

// words turns engine values into the player's language.
type words struct {
	loc   *translations.Localizer
	names []string // seat names; the Free City has its own
}

func (w words) T(key string, data ...map[string]any) string { return w.loc.T(key, data...) }

// N is T for a message that shows a count: n picks its plural form.
func (w words) N(key string, n int, data ...map[string]any) string { return w.loc.N(key, n, data...) }

func (w words) card(c wonders.Card) string {
	if c == wonders.NoCard {
		return w.T("wonders.ui.hidden_card")
	}
	return w.T(c.Info().NameKey())
}

// city names a city by its player, or the Free City.
func (w words) city(v *wonders.View, c int) string {
	if c == v.FreeCity {
		return w.T("wonders.freecity")
	}
	if c >= 0 && c < len(w.names) {
		return w.names[c]
	}
	return "?"
}

func (w words) wonder(c wonders.CityView) string {
	return w.T(wonders.Wonders()[c.Wonder].CityKey())
}

func (w words) resource(r wonders.Resource) string { return w.T("wonders.resource." + r.String()) }

// resources lists units, "2 Wood, Stone" ("2 Bois, Pierre", "2 Pierres").
func (w words) resources(rs wonders.Resources) string {
	var parts []string
	for r, n := range rs {
		if n == 0 {
			continue
		}
		name := w.resource(wonders.Resource(r))
		if n > 1 {
			name = w.N("wonders.ui.resource_count."+wonders.Resource(r).String(), int(n))
		}
		parts = append(parts, name)
	}
	return strings.Join(parts, ", ")
}

// set lists alternatives, "Wood / Clay".
func (w words) set(s wonders.ResourceSet) string {
	var parts []string
	for _, r := range s.List() {
		parts = append(parts, w.resource(r))
	}
	return strings.Join(parts, " / ")
}

func (w words) cities(c wonders.Cities) string {
	switch c {
	case wonders.Self:
		return w.T("wonders.cities.self")
	case wonders.Left:
		return w.T("wonders.cities.left")
	case wonders.Right:
		return w.T("wonders.cities.right")
	case wonders.Left | wonders.Right:
		return w.T("wonders.cities.neighbours")
	}
	return w.T("wonders.cities.all")
}

func (w words) counted(c wonders.Counted) string {
	var parts []string
	for col := range wonders.Color(wonders.NumColors) {
		if c.Colors()&(1<<col) != 0 {
			parts = append(parts, w.T("wonders.ui.counted."+col.String()))
		}
	}
	if c&wonders.CountStages != 0 {
		parts = append(parts, w.T("wonders.counted.stages"))
	}
	if c&wonders.CountDefeats != 0 {
		parts = append(parts, w.T("wonders.counted.defeats"))
	}
	return strings.Join(parts, ", ")
}

// effect describes one effect in a sentence.
func (w words) effect(e wonders.Effect) string {
	resources, symbol := "", ""
	switch e.Kind {
	case wonders.Produce:
		resources = w.resources(e.Res)
	case wonders.Choice, wonders.Discount:
		resources = w.set(e.Set)
	case wonders.Science:
		symbol = w.T("wonders.science." + e.Symbol.String())
	}
	return w.N("wonders.effect."+e.Kind.String(), e.N, map[string]any{"N": e.N, "Cities": w.cities(e.Cities),
		"Counted": w.counted(e.Count), "Resources": resources, "Symbol": symbol})
}

// cost describes a cost, or says it is free.
func (w words) cost(c wonders.Cost) string {
	var parts []string
	if c.Coins > 0 {
		parts = append(parts, w.coins(c.Coins))
	}
	if r := w.resources(c.Res); r != "" {
		parts = append(parts, r)
	}
	if len(parts) == 0 {
		return w.T("wonders.ui.no_cost")
	}
	return strings.Join(parts, ", ")
}

// status says whether a card or stage can be built, and for what.
func (w words) status(s wonders.Status, plans []wonders.Plan) string {
	if s == wonders.StatusTrade && len(plans) > 0 {
		return w.plan(plans[0])
	}
	return w.T("wonders.status." + s.String())
}

func (w words) plan(p wonders.Plan) string {
	text := w.T("wonders.status.trade", map[string]any{"Left": w.coins(int(p.Left)), "Right": w.coins(int(p.Right))})
	if p.Others > 0 {
		text += ", " + w.others(int(p.Others))
	}
	return text
}

// others is the coins a plan pays cities that are not neighbours
// (Poseidon): "2 coins to other cities".
func (w words) others(n int) string {
	return w.T("wonders.status.others", map[string]any{"N": w.coins(n)})
}

// planOf is the plan a move pays.
func planOf(m wonders.Move) wonders.Plan {
	return wonders.Plan{Left: int8(m.PayLeft), Right: int8(m.PayRight), Others: int8(m.PayOthers)}
}

// event is one line of the game log.
func (w words) event(v *wonders.View, e wonders.Event) string {
	data := map[string]any{
		"City": w.city(v, e.City), "Card": w.card(e.Card), "Stage": e.Stage + 1,
		"Against": w.city(v, e.Against), "Points": e.Points,
		"Coins": w.coins(max(e.Coins, -e.Coins)), "Goods": w.goods(e.Dice, e.Wheat), "Resource": w.resource(e.Sold),
	}
	if e.Kind == wonders.EventBattle {
		return w.battle(v, e)
	}
	if text, ok := w.faithEvent(v, e, data); ok {
		return text
	}
	if e.Kind == wonders.EventLoss || e.Kind == wonders.EventGodLoss {
		return w.lossEvent(e, data)
	}
	return w.T("wonders.event."+e.Kind.String(), data)
}

// move names a move with its payment: "Build Lumber Yard · 2 left, 0 right".
func (w words) move(m wonders.Move) string {
	data := map[string]any{"Card": w.card(m.Card), "Stage": m.Stage + 1, "God": w.god(m.God), "Other": w.card(m.Other)}
	key := "wonders.ui.move." + m.Action.String()
	switch {
	case isLeader(m.Card) && (m.Action == wonders.Build || m.Action == wonders.Pick):
		key = "wonders.ui.move." + map[wonders.Action]string{wonders.Build: "recruit", wonders.Pick: "keep_leader"}[m.Action]
	case m.Action == wonders.Discard && m.GodMode.Invokes() && sacrificeGod(m.God):
		key = "wonders.ui.move.sacrifice" // no coins: the card is the god's
	case m.Action == wonders.GiveDebt:
		var order []int
		for c := range w.names {
			order = append(order, c)
		}
		maps.Copy(data, map[string]any{"Shares": w.shares(m, order, func(c int) string { return w.names[c] })})
	case m.Action == wonders.Settle:
		maps.Copy(data, map[string]any{"Coins": w.coins(m.Price)})
	}
	text := w.T(key, data)
	if m.PayLeft > 0 || m.PayRight > 0 || m.PayOthers > 0 {
		text += " · " + w.plan(planOf(m))
	}
	if market := w.marketText(m); market != "" {
		text += " · " + market
	}
	return text
}

// coins counts coins, "1 coin", "3 coins".
func (w words) coins(n int) string {
	return w.loc.N("wonders.ui.coins", n, map[string]any{"N": n})
}

// battle is one side of a conflict: a win with its token, a defeat or a
// tie.
func (w words) battle(v *wonders.View, e wonders.Event) string {
	key := "wonders.ui.battle.tie"
	switch {
	case e.Points > 0:
		key = "wonders.ui.battle.win"
	case e.Points < 0:
		key = "wonders.ui.battle.lose"
	}
	return w.T(key, map[string]any{"City": w.city(v, e.City), "Against": w.city(v, e.Against), "Points": e.Points})
}

// where names the cities an effect looks at, in a word or two.
func (w words) where(c wonders.Cities) string {
	switch c {
	case wonders.Self:
		return w.T("wonders.ui.where.self")
	case wonders.Left:
		return w.T("wonders.ui.where.left")
	case wonders.Right:
		return w.T("wonders.ui.where.right")
	case wonders.Left | wonders.Right:
		return w.T("wonders.ui.where.neighbours")
	}
	return w.T("wonders.ui.where.all")
}

// fit shortens s with an ellipsis until it is at most width wide.
func fit(s string, width, size float32, style fyne.TextStyle) string {
	if width <= 0 || measure.Text(s, size, style).Width <= width {
		return s
	}
	r := []rune(s)
	for len(r) > 0 {
		r = r[:len(r)-1]
		t := strings.TrimRight(string(r), " ,·") + "…"
		if measure.Text(t, size, style).Width <= width {
			return t
		}
	}
	return ""
}

// wrap breaks s into at most lines lines of at most width, the last one
// shortened with an ellipsis when the text does not fit (ui.WrapText).
func wrap(s string, width, size float32, lines int) []string {
	return ui.WrapText(s, width, size, false, lines)
}

// price is what an action costs in all: "0 coins", "3 coins".
func (w words) price(coins int) string { return w.coins(coins) }
