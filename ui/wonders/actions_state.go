package wonders

import (
	"time"

	"fyne.io/fyne/v2/theme"

	"agora/game/wonders"
)

// actionCalls are what the action bar asks of the table.
func (t *Table) actionCalls() barCalls {
	return barCalls{
		act:  t.act,
		undo: t.undo,
		ask:  func() { t.hints.ask() },
		sell: func(sale int) {
			t.sell = sale
			t.paying, t.plan = 0, 0
			t.prompt.update()
			t.showActions()
		},
		god: func(i int) {
			t.god = godChoice{}
			if choices := t.godChoices(); i > 0 && i <= len(choices) {
				t.god = choices[i-1]
			}
			t.paying, t.plan = 0, 0
			t.hand.update()
			t.prompt.update()
			t.showActions()
		},
		scale: t.scaleOr1,
	}
}

// act plays the selected card's option for action, or opens the payment
// chooser when there are several ways to pay.
func (t *Table) act(action wonders.Action) {
	opts := t.optionsFor(action)
	switch {
	case len(opts) == 1:
		t.play(opts[0])
	case len(opts) > 1:
		t.paying, t.plan = action, 0
		t.prompt.update()
		t.showActions()
	}
}

// showActions fills the action bar from the view of the seat at the
// screen and the choice being made.
func (t *Table) showActions() {
	t.actions.set(t.barState())
	if t.market != nil && t.view.Prompt == wonders.KindResolve {
		t.market.update() // the dice a click on the tray would buy follow the plan
	}
}

// barState is the action bar for the choice being made: the move held
// (Undo with the seconds left), the move chosen, what to do, or the
// selected card and its actions with their prices.
func (t *Table) barState() barState {
	w, v := t.words, t.view
	s := barState{buildAction: wonders.Build}
	t.hintState(&s)
	cv := t.selectedView()
	switch {
	case t.grace.Held():
		m := t.heldMove
		if m.Action == wonders.Pray {
			s.card = []glyph{{text: w.T("wonders.ui.faith.picked", map[string]any{"God": w.god(m.God)}), bold: true}}
		} else {
			s.card = []glyph{{icon: colorCards[m.Card.Info().Color], text: w.move(m), bold: true}}
		}
		s.undo = w.T("wonders.ui.undo_left", map[string]any{"Seconds": int(t.grace.Left() / time.Second)})
	case v.Over:
	case v.Prompt == "" && (len(v.Chosen) > 0 || t.hasLeaderChoice()):
		m, _ := t.leaderChoice()
		if len(v.Chosen) > 0 {
			m = v.Chosen[len(v.Chosen)-1]
		}
		s.card = []glyph{{icon: colorCards[m.Card.Info().Color], text: w.move(m), bold: true}}
		if t.canUndo() {
			s.undo = w.T("wonders.ui.undo")
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
		s.card = []glyph{{text: text}}
	default:
		s.card = []glyph{{icon: colorCards[cv.Card.Info().Color], text: w.card(cv.Card), bold: true}}
		if len(t.optionsFor(wonders.Pick)) > 0 {
			s.buttons[slotPick] = barButton{label: w.T("wonders.action.pick"), shown: true, open: true}
			break
		}
		t.saleState(&s)
		t.godState(&s)
		if len(s.godLabels) > 0 && t.hints.text == "" {
			s.hint = nil // the god selector needs the room of the hover tip
		}
		if v.Prompt == wonders.KindDiscardPick {
			s.buildAction = wonders.BuildDiscarded
		}
		s.buttons[slotBuild] = t.actionButton(s.buildAction, cv)
		if v.Prompt != wonders.KindDiscardPick {
			s.buttons[slotStage] = t.actionButton(wonders.BuildStage, cv)
			s.buttons[slotDiscard] = t.actionButton(wonders.Discard, cv)
			if len(t.optionsFor(wonders.BuildFree)) > 0 {
				s.buttons[slotFree] = t.actionButton(wonders.BuildFree, cv)
			}
			if len(t.optionsFor(wonders.BuildShared)) > 0 {
				s.buttons[slotShare] = t.actionButton(wonders.BuildShared, cv)
			}
		}
	}
	return s
}

// hintState offers the Hint button to a person with a choice to make, and
// the hint once known in place of the hover tip.
func (t *Table) hintState(s *barState) {
	h, w := t.hints, t.words
	h.refresh()
	if h.offered() {
		s.ask = w.T("hint.button")
		if h.busy {
			s.ask, s.askBusy = w.T("hint.thinking"), true
		}
	}
	if h.text != "" {
		s.hint = []glyph{{text: h.text, bold: true}}
		return
	}
	s.hint = []glyph{{text: w.T("wonders.ui.hint"), color: theme.Color(theme.ColorNamePlaceHolder)}}
}

// actionButton names a button after its action and price, enabled when
// the engine lists the action for the card.
func (t *Table) actionButton(action wonders.Action, cv *wonders.CardView) barButton {
	w := t.words
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
	return barButton{label: text, shown: true, open: len(opts) > 0}
}

// saleState offers the sales the selected card's options allow (Commerce:
// one resource a turn, for its slot's price); the choice filters the
// action buttons and the payment plans.
func (t *Table) saleState(s *barState) {
	w := t.words
	sales := t.sales()
	if len(sales) == 0 {
		t.sell = 0
		return
	}
	labels := []string{w.T("wonders.ui.market.no_sale")}
	for _, sale := range sales {
		r := wonders.Resource(sale - 1)
		labels = append(labels, w.T("wonders.ui.market.sell", map[string]any{"Resource": w.resource(r), "Coins": wonders.DiePrice(r)}))
	}
	s.sales, s.saleLabels, s.sold = sales, labels, t.sell
}

// godState offers the selected card's god choices: none, invoke a god
// (before or after the card, with its targets), or the coins; the choice
// filters the action buttons and the payment plans.
func (t *Table) godState(s *barState) {
	w := t.words
	choices := t.godChoices()
	if len(choices) == 0 {
		t.god = godChoice{}
		return
	}
	labels := []string{w.choiceLabel(t.view, godChoice{})}
	sel := 0
	for i, c := range choices {
		labels = append(labels, w.choiceLabel(t.view, c))
		if c == t.god {
			sel = i + 1
		}
	}
	if sel == 0 {
		t.god = godChoice{}
	}
	s.godLabels, s.god, s.godTip = labels, sel, w.godTiming(t.god)
}
