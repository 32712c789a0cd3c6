package wonders

import (
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/game/wonders"
	"agora/ui"
)

// actionBar is the bottom bar: the selected card, and what to do with it
// (build, wonder stage, discard, Olympia's free build), or Undo once the
// seat has chosen. Its buttons are made once and relabelled.
type actionBar struct {
	t       *Table
	card    *glyphRow
	build   *widget.Button
	stage   *widget.Button
	discard *widget.Button
	free    *widget.Button
	share   *widget.Button // Toinito: build in the partner's city
	pick    *widget.Button
	sell    *widget.Select
	god     *godSelect // Faith: invoke a god with the card, its tip what the timing means
	godBox  *fyne.Container
	godW    *canvas.Rectangle // the selector's width: its longest choice
	undo    *widget.Button
	ask     *widget.Button
	hint    *glyphRow
	root    *fyne.Container
	// buildAction is what Build does: build, or build from the discard
	// pile while Halikarnassus picks.
	buildAction wonders.Action
	// fits hold the action buttons, shortening their labels to the room.
	fits map[*widget.Button]*fitButton
	// sizes is the theme the bar's controls are drawn in: the app's,
	// its text, icons and paddings at the table's scale; row holds them
	// in it, drawn for scale.
	sizes ui.ResizedTheme
	row   *container.ThemeOverride
	scale float32
}

// barSized are the theme's sizes the action bar scales.
var barSized = map[fyne.ThemeSizeName]bool{theme.SizeNameText: true, theme.SizeNameInlineIcon: true,
	theme.SizeNamePadding: true, theme.SizeNameInnerPadding: true, theme.SizeNameLineSpacing: true}

func newActionBar(t *Table) *actionBar {
	a := &actionBar{t: t, card: newGlyphRow(iconMid, 14), hint: newGlyphRow(iconSmall, 11)}
	a.build = widget.NewButton("", func() { a.act(a.buildAction) })
	a.build.Importance = widget.HighImportance
	a.stage = widget.NewButton("", func() { a.act(wonders.BuildStage) })
	a.discard = widget.NewButton("", func() { a.act(wonders.Discard) })
	a.free = widget.NewButton("", func() { a.act(wonders.BuildFree) })
	a.share = widget.NewButton("", func() { a.act(wonders.BuildShared) })
	a.pick = widget.NewButton("", func() { a.act(wonders.Pick) })
	a.pick.Importance = widget.HighImportance
	a.sell = widget.NewSelect(nil, nil)
	a.god = newGodSelect(t)
	a.godW = canvas.NewRectangle(color.Transparent)
	a.godBox = container.NewStack(a.godW, a.god)
	a.undo = widget.NewButton("", t.undo)
	a.undo.SetIcon(theme.ContentUndoIcon())
	a.ask = widget.NewButtonWithIcon("", theme.QuestionIcon(), func() { t.hints.ask() })
	// The action buttons shorten their labels when the bar is narrow.
	a.sizes = ui.ResizedTheme{Resize: func(n fyne.ThemeSizeName, s float32) float32 {
		if barSized[n] {
			return s * t.scaleOr1()
		}
		return s
	}}
	a.fits = map[*widget.Button]*fitButton{}
	row := []fyne.CanvasObject{a.sell, a.godBox}
	for _, b := range []*widget.Button{a.pick, a.build, a.share, a.stage, a.discard, a.free} {
		a.fits[b] = wrapButton(tipsOf(t), b)
		a.fits[b].sizes = a.sizes
		row = append(row, a.fits[b])
	}
	buttons := container.New(&shrinkRow{gap: theme.Padding()}, append(row, a.undo, a.ask)...)
	a.row = container.NewThemeOverride(buttons, a.sizes)
	a.root = container.New(&barLayout{gap: 2 * theme.Padding()}, a.card, a.row, a.hint)
	return a
}

// height is the bar's height: it grows with the table's scale, and keeps
// its height at scale 1 in a smaller window (its controls shrink in it).
func (a *actionBar) height() float32 { return actionH * max(a.t.scaleOr1(), 1) }

// rescaled redraws the bar's controls at the table's scale, once each
// time it changes.
func (a *actionBar) rescaled() {
	if s := a.t.scaleOr1(); s != a.scale {
		a.scale = s
		for _, f := range a.fits {
			f.setFull(f.full)
		}
		a.row.Refresh()
	}
}

// act plays the selected card's option for action, or opens the payment
// chooser when there are several ways to pay.
func (a *actionBar) act(action wonders.Action) {
	t := a.t
	opts := t.optionsFor(action)
	switch {
	case len(opts) == 1:
		t.play(opts[0])
	case len(opts) > 1:
		t.paying, t.plan = action, 0
		t.prompt.update()
		t.actions.update()
	}
}

func (a *actionBar) update() {
	t, w, v := a.t, a.t.words, a.t.view
	for _, b := range []*widget.Button{a.build, a.share, a.stage, a.discard, a.free, a.pick} {
		b.Hide()
	}
	a.sell.Hide()
	a.godBox.Hide()
	a.undo.Hide()
	a.updateHint()
	cv := t.selectedView()
	switch {
	case t.grace.Held():
		a.showHeld()
	case v.Over:
		a.card.set()
	case v.Prompt == "" && (len(v.Chosen) > 0 || t.hasLeaderChoice()):
		m, _ := t.leaderChoice()
		if len(v.Chosen) > 0 {
			m = v.Chosen[len(v.Chosen)-1]
		}
		a.card.set(glyph{icon: colorCards[m.Card.Info().Color], text: w.move(m), bold: true})
		if t.canUndo() {
			a.undo.SetText(w.T("wonders.ui.undo"))
			a.undo.Show()
		}
	case cv == nil:
		key := "wonders.ui.pick_card"
		switch {
		case v.Prompt == "":
			key = "wonders.ui.wait"
		case auctionPrompt(v.Prompt):
			key = "wonders.ui.md.use_panel"
		case faithPrompt(v.Prompt):
			key = "wonders.ui.faith.use_panel"
		}
		text := ""
		if t.ctx.ReadOnly == nil { // a picture has nothing to do
			text = t.stepOr(w.T(key))
		}
		a.card.set(glyph{text: text})
	default:
		a.card.set(glyph{icon: colorCards[cv.Card.Info().Color], text: w.card(cv.Card), bold: true})
		if len(t.optionsFor(wonders.Pick)) > 0 {
			a.fits[a.pick].setFull(w.T("wonders.action.pick"))
			a.pick.Show()
			break
		}
		a.updateSell()
		a.updateGod()
		if a.godBox.Visible() && a.t.hints.text == "" {
			a.hint.set() // the god selector needs the room of the hover tip
		}
		a.buildAction = wonders.Build
		if v.Prompt == wonders.KindDiscardPick {
			a.buildAction = wonders.BuildDiscarded
		}
		a.label(a.build, a.buildAction, cv)
		if v.Prompt != wonders.KindDiscardPick {
			a.label(a.stage, wonders.BuildStage, cv)
			a.label(a.discard, wonders.Discard, cv)
			if len(t.optionsFor(wonders.BuildFree)) > 0 {
				a.label(a.free, wonders.BuildFree, cv)
			}
			if len(t.optionsFor(wonders.BuildShared)) > 0 {
				a.label(a.share, wonders.BuildShared, cv)
			}
		}
	}
	if t.market != nil && v.Prompt == wonders.KindResolve {
		t.market.update() // the dice a click on the tray would buy follow the plan
	}
	a.root.Refresh()
}

// updateHint shows the Hint button to a person with a choice to make, and
// the hint once known in place of the hover tip.
func (a *actionBar) updateHint() {
	h, w := a.t.hints, a.t.words
	h.refresh()
	a.ask.Hide()
	if h.offered() {
		a.ask.SetText(w.T("hint.button"))
		a.ask.Enable()
		if h.busy {
			a.ask.SetText(w.T("hint.thinking"))
			a.ask.Disable()
		}
		a.ask.Show()
	}
	if h.text != "" {
		a.hint.set(glyph{text: h.text, bold: true})
		return
	}
	a.hint.set(glyph{text: w.T("wonders.ui.hint"), color: theme.Color(theme.ColorNamePlaceHolder)})
}

// label names a button after its action and price, enabled when the
// engine lists the action for the card.
func (a *actionBar) label(b *widget.Button, action wonders.Action, cv *wonders.CardView) {
	t, w := a.t, a.t.words
	opts := t.optionsFor(action)
	data := map[string]any{"Stage": t.view.Stage.Stage + 1}
	key := "wonders.ui.act." + action.String()
	if isLeader(cv.Card) {
		key = "wonders.ui.act." + leaderActionKey(action)
	}
	text := w.T(key, data)
	if action == wonders.Discard && t.sacrificing() {
		// The god takes the card: no coins, whatever the plan.
		text = w.T("wonders.ui.act.sacrifice", map[string]any{"God": w.god(t.god.god)})
	}
	switch {
	case len(opts) > 1:
		text = w.T("wonders.ui.act.choose", map[string]any{"Action": text})
	case len(opts) == 1:
		m := wonders.MustDecode(opts[0])
		bank := t.godBank()
		switch action {
		case wonders.Build, wonders.BuildShared:
			bank = cv.BankCoins
		case wonders.BuildStage:
			bank = t.view.Stage.Cost.Coins
		}
		if action == wonders.Build || action == wonders.BuildShared || action == wonders.BuildStage || t.god.mode.Invokes() && m.PayLeft+m.PayRight+m.PayOthers+bank > 0 {
			text = w.T("wonders.ui.act.priced", map[string]any{"Action": text, "Price": w.price(bank + m.PayLeft + m.PayRight + m.PayOthers + wonders.MarketCost(m))})
		}
		if market := w.marketText(m); market != "" && m.Sell == 0 {
			text += " · " + market
		}
	}
	a.fits[b].setFull(text)
	if len(opts) == 0 {
		b.Disable()
	} else {
		b.Enable()
	}
	b.Show()
}

// updateSell offers the sales the selected card's options allow (Commerce:
// one resource a turn, for its slot's price); the choice filters the
// action buttons and the payment plans.
func (a *actionBar) updateSell() {
	t, w := a.t, a.t.words
	sales := t.sales()
	if len(sales) == 0 {
		t.sell = 0
		return
	}
	labels := []string{w.T("wonders.ui.market.no_sale")}
	for _, s := range sales {
		r := wonders.Resource(s - 1)
		labels = append(labels, w.T("wonders.ui.market.sell", map[string]any{"Resource": w.resource(r), "Coins": wonders.DiePrice(r)}))
	}
	a.sell.OnChanged = nil
	a.sell.SetOptions(labels)
	a.sell.SetSelectedIndex(max(slices.Index(sales, t.sell)+1, 0))
	a.sell.OnChanged = func(string) {
		i := a.sell.SelectedIndex()
		t.sell = 0
		if i > 0 {
			t.sell = sales[i-1]
		}
		t.paying, t.plan = 0, 0
		t.prompt.update()
		a.update()
	}
	a.sell.Show()
}
