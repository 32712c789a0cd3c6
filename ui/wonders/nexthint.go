package wonders

import (
	"strings"

	"agora/game/wonders"
)

// The first-game hint line: one short sentence saying what the seat at
// the screen should do next. It is read from the engine's view (the
// prompt kind and what it carries) and from what the table shows (the
// hand-off screen, the battles, the payment chooser); it never guesses a
// rule.

// showNextStep says whether the table shows the hint line; the settings
// will point it at the player's choice.
var showNextStep = func() bool { return true }

// stepKeys are the hint of each engine prompt kind: wonders.next.<key>.
// A kind missing here falls back to wonders.next.other (a test lists the
// engine's kinds and fails on any missing one).
var stepKeys = map[string]string{
	wonders.KindCard:        "card",
	wonders.KindFreeCity:    "freecity",
	wonders.KindDiscardPick: "discard-pick",
	wonders.KindLastCard:    "last-card",
	wonders.KindResolve:     "resolve",
	wonders.KindPropose:     "market-propose",
	wonders.KindBid:         "market-bid",
	wonders.KindSellKeep:    "market-sell",
	wonders.KindMarketPlay:  "market-play",
	wonders.KindPray:        "pray",
	wonders.KindOsiris:      "osiris",
	wonders.KindBastet:      "bastet",
	wonders.KindSeth:        "seth",
	wonders.KindSecondGod:   "second-god",
	wonders.KindLeaderDraft: "leader-draft",
	wonders.KindRecruit:     "recruit",
	wonders.KindCourtesan:   "courtesan",
	wonders.KindRecruitNow:  "recruit-now",
	wonders.KindPegasus:     "pegasus",
	wonders.KindMedusa:      "medusa",
	wonders.KindNout:        "nout",
	wonders.KindDues:        "dues",
}

// situation is what the hint line reads: the seat's view and what the
// table shows around it.
type situation struct {
	v *wonders.View
	// handoff is the seat the hand-off screen waits for (-1: none); age
	// the Age whose battles are shown (0: none); watching is set when no
	// person plays at this table.
	handoff  int
	age      int
	watching bool
	// selected and paying are the card being decided about and the
	// action whose payment chooser is open (0: none); undo whether the
	// seat's choice can still be taken back.
	selected wonders.Card
	paying   wonders.Action
	undo     bool
	// waiting names the other seats that owe a decision.
	waiting []string
}

// nextStep is the hint line for the seat at the screen, "" when the line
// is switched off.
func (t *Table) nextStep() string {
	if !showNextStep() || t.view == nil || t.ctx.ReadOnly != nil { // a picture: nothing to do
		return ""
	}
	return t.words.step(t.situation())
}

// stepOr is the hint line, or fallback when the line is off: the action
// bar shows it while no card is selected.
func (t *Table) stepOr(fallback string) string {
	if s := t.nextStep(); s != "" {
		return s
	}
	return fallback
}

// situation reads the table.
func (t *Table) situation() situation {
	s := situation{v: t.view, handoff: -1, selected: t.selected, paying: t.paying}
	if t.handoff != nil && !t.handoff.root.Hidden {
		s.handoff = t.handoff.seat
	}
	if t.overlay != nil && !t.overlay.root.Hidden && !t.overlay.final {
		s.age = t.overlay.age
	}
	s.watching = t.humans == 0
	s.undo = t.view.Prompt == "" && len(t.view.Chosen) > 0 && t.canUndo()
	for _, p := range t.src.Pending() {
		if int(p.Seat) != t.seat && int(p.Seat) < len(t.words.names) {
			s.waiting = append(s.waiting, t.words.names[p.Seat])
		}
	}
	return s
}

// step words the hint line for a situation.
func (w words) step(s situation) string {
	v := s.v
	switch {
	case s.handoff >= 0 && s.handoff < len(w.names):
		return w.T("wonders.next.handoff", map[string]any{"Name": w.names[s.handoff]})
	case v.Over:
		return w.T("wonders.next.over")
	case s.age > 0:
		return w.T("wonders.next.age_over", map[string]any{"Age": romanAge(s.age), "Button": w.T("wonders.ui.continue")})
	case s.watching:
		return w.T("wonders.next.watching")
	case s.paying != 0 && s.selected != wonders.NoCard:
		switch s.paying {
		case wonders.Build, wonders.BuildShared, wonders.BuildDiscarded:
			return w.T("wonders.next.pay_build", map[string]any{"Card": w.card(s.selected)})
		case wonders.BuildStage:
			return w.T("wonders.next.pay_stage", map[string]any{"Stage": v.Stage.Stage + 1})
		}
		return w.T("wonders.next.pay_other")
	case v.Prompt == "":
		return w.waitStep(s)
	}
	step := w.promptStep(s)
	if v.Prompt == wonders.KindCard || v.Prompt == wonders.KindResolve {
		if gone := w.godsGone(v, int(v.Seat())); gone != "" {
			step += " " + gone
		}
	}
	return step
}

// waitStep is the hint while the seat owes nothing: its choice made or
// its pick waiting for the market, and whom the table waits for.
func (w words) waitStep(s situation) string {
	v := s.v
	var first string
	switch {
	case len(v.Chosen) > 0 && s.undo:
		first = w.T("wonders.next.chosen_undo")
	case len(v.Chosen) > 0:
		first = w.T("wonders.next.chosen")
	case v.Picked != wonders.NoCard:
		first = w.T("wonders.next.picked", map[string]any{"Card": w.card(v.Picked)})
	}
	wait := w.T("wonders.next.wait_all")
	if len(s.waiting) > 0 {
		wait = w.T("wonders.next.wait", map[string]any{"Names": w.list(s.waiting)})
	}
	return strings.TrimSpace(first + " " + wait)
}

// promptStep is the hint for the decision the seat owes.
func (w words) promptStep(s situation) string {
	v := s.v
	key, ok := stepKeys[v.Prompt]
	if !ok {
		return w.T("wonders.next.other")
	}
	card, price := wonders.NoCard, 0
	switch v.Prompt {
	case wonders.KindCard:
		switch {
		case v.Turn > v.AgeTurns():
			key = "last-card" // Babylon B's 7th card comes as a card choice
		case s.selected != wonders.NoCard:
			key, card = "card_selected", s.selected
		case v.Market != nil && v.Acting != v.FreeCity:
			key = "card_commerce"
		case v.Faith != nil && v.Faith.Leans && v.Partner >= 0 && v.Partner < len(w.names):
			// ruling 8: the partner's Marduk, invoked first, serves this card
			return w.T("wonders.next.card_marduk", map[string]any{"Name": w.names[v.Partner]})
		}
	case wonders.KindResolve:
		card = v.Picked
		if s.selected != wonders.NoCard {
			card = s.selected
		}
	case wonders.KindBid, wonders.KindSellKeep, wonders.KindMarketPlay:
		if md := v.MarketDay; md != nil {
			card, price = md.Card, md.Price
			if v.Prompt == wonders.KindMarketPlay && md.Step == "final" {
				key = "market-play-final" // the last two cards: one is played
			}
		}
	case wonders.KindPray:
		n := 0
		if v.Faith != nil {
			n = len(v.Faith.Draft)
		}
		return w.N("wonders.next.pray", n)
	}
	data := map[string]any{"Card": w.card(card), "Price": w.coins(price)}
	return w.T("wonders.next."+key, data)
}

// list joins names, "A, B and C".
func (w words) list(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return w.T("wonders.next.list", map[string]any{"List": strings.Join(names[:len(names)-1], ", "), "Last": names[len(names)-1]})
}
