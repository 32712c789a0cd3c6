package wonders

import (
	"image/color"

	"fyne.io/fyne/v2/theme"

	"agora/game"
	"agora/game/wonders"
)

// The seat's leaders in the hand row (Leaders). While the Age's hand is
// empty (the draft, the recruitment, before the Age's cards are dealt)
// the hand row holds the seat's leader hand: during the draft the
// leaders kept so far, during the recruitment each leader with its three
// moves (recruit, wonder stage, discard), played like an Age card: its
// badge recruits it in one click, the action bar does the rest, the
// payment chooser opens for a stage with several plans.

// leaderCards are the seat's leaders as hand cards, when the hand row
// shows them; ok is false otherwise.
func (t *Table) leaderCards() (cards []wonders.CardView, ok bool) {
	v := t.view
	lv := v.Leaders
	if t.leaderStep() == "" || len(v.Hand) > 0 || len(lv.Hand) == 0 {
		return nil, false
	}
	for i, l := range lv.Hand {
		cv := wonders.CardView{Card: l, Status: wonders.StatusUnaffordable}
		if i < len(lv.Costs) {
			cv.BankCoins = lv.Costs[i]
		}
		if v.Prompt == wonders.KindRecruit {
			for _, o := range v.Options {
				m := wonders.MustDecode(o)
				if m.Card != l {
					continue
				}
				cv.Options = append(cv.Options, o)
				if m.Action == wonders.Build {
					cv.Status = wonders.StatusOwn
					if cv.BankCoins == 0 {
						cv.Status = wonders.StatusFree
					}
				}
			}
		}
		cards = append(cards, cv)
	}
	return cards, true
}

// leaderStep is the Leaders decision the table waits for, the draft's
// (wonders.KindLeaderDraft) or the recruitment's (wonders.KindRecruit);
// "" for none.
func (t *Table) leaderStep() string {
	if t.view == nil || t.view.Leaders == nil || t.view.Over {
		return ""
	}
	for _, p := range t.src.Pending() {
		if p.Kind == wonders.KindLeaderDraft || p.Kind == wonders.KindRecruit {
			return p.Kind
		}
	}
	return ""
}

// leaderChoice is the seat's draft pick or recruitment choice while the
// others still choose: its own decision since the turn settled, read
// from the log (the view keeps only the base game's choices).
func (t *Table) leaderChoice() (wonders.Move, bool) {
	v := t.view
	if t.leaderStep() == "" || v.Prompt != "" {
		return wonders.Move{}, false
	}
	own, open := t.src.Own(game.Seat(t.seat))
	if open > 0 {
		m, ok := wonders.DecodeOption(own[len(own)-1])
		if !ok || !isLeader(m.Card) {
			return wonders.Move{}, false
		}
		return m, true
	}
	return wonders.Move{}, false
}

// leaderBadge is what a leader of the hand row says once chosen.
func (t *Table) leaderBadge(card wonders.Card) string {
	m, ok := t.leaderChoice()
	if !ok || m.Card != card {
		return ""
	}
	return t.words.T("wonders.ui.badge." + leaderActionKey(m.Action))
}

// leaderActionKey names a leader's move in the words' keys: a leader is
// recruited where a card is built.
func leaderActionKey(a wonders.Action) string {
	if a == wonders.Build {
		return "recruit"
	}
	return a.String()
}

// leaderPill is a leader's badge during the recruitment: recruit it for
// its coins (free with Maecenas or Rome), or why not.
func leaderPill(w words, cv wonders.CardView) (color.Color, []glyph) {
	switch cv.Status {
	case wonders.StatusFree:
		return colorFree, []glyph{{icon: checkIcon, text: w.T("wonders.ui.pill.recruit"), color: colorWhite, bold: true},
			{text: w.T("wonders.ui.pill.free"), color: colorWhite, bold: true, space: true}}
	case wonders.StatusOwn:
		return colorOwn, []glyph{{icon: checkIcon, text: w.T("wonders.ui.pill.recruit"), color: colorWhite, bold: true},
			{icon: coinIcon, text: w.loc.Int(cv.BankCoins), color: colorWhite, bold: true, space: true}}
	}
	return colorCannot, []glyph{{icon: crossIcon, text: w.T("wonders.ui.pill.cannot"), color: colorWhite, bold: true}}
}

// leaderTitle is the hand row's title over the seat's leaders: how many
// (the draft's prompt says where the others go).
func (h *handRow) leaderTitle() []glyph {
	t, w, v := h.t, h.t.words, h.t.view
	if t.leaderStep() == "" || len(v.Hand) > 0 || v.Prompt == wonders.KindDiscardPick {
		return nil
	}
	return []glyph{{icon: lockIcon, text: w.T("wonders.leaders.hand") + " · " + w.loc.Int(len(t.cards)), bold: true,
		color: theme.Color(theme.ColorNameForeground)}}
}

// passGlyph says where the draft's leaders not kept go.
func passGlyph(t *Table, to int) glyph {
	v := t.view
	icon := rightIcon
	if to == (t.seat+1)%v.NumCities {
		icon = leftIcon
	}
	return glyph{icon: icon, text: t.words.T("wonders.ui.leaders.pass_to", map[string]any{"Name": t.words.city(v, to)}), space: true}
}

// leaderDetail is the words of a leader's detail: what it is, its power,
// and in the recruitment what recruiting it costs now.
func (w words) leaderDetail(card wonders.Card, cv *wonders.CardView) (kind string, lines []string) {
	kind = w.T("wonders.ui.leaders.kind")
	lines = []string{w.leaderPower(card)}
	if cv != nil && len(cv.Options) > 0 {
		if cv.Status == wonders.StatusUnaffordable {
			lines = append(lines, w.T("wonders.ui.leaders.now_cannot"))
		} else {
			lines = append(lines, w.T("wonders.ui.leaders.now", map[string]any{"Price": w.price(cv.BankCoins)}))
		}
	}
	return kind, lines
}

func (t *Table) hasLeaderChoice() bool {
	_, ok := t.leaderChoice()
	return ok
}
