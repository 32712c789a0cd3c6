package wonders

import (
	"strings"

	"agora/game/wonders"
	"agora/translations"
)

// showHeader fills the header from the view of the seat at the screen.
func (t *Table) showHeader() {
	if t.view == nil {
		return
	}
	t.header.set(t.headerState())
}

// headerState is the header for the view of the seat at the screen: the
// Age and turn (or the leaders' phase), who is still choosing, whose seat
// it is, behind the hand-off screen neither.
func (t *Table) headerState() headerState {
	v, w := t.view, t.words
	s := headerState{menu: w.T("wonders.ui.menu"), items: t.menuItems()}
	dir := "wonders.ui.pass_left"
	icon := leftIcon
	if v.Direction < 0 {
		dir, icon = "wonders.ui.pass_right", rightIcon
	}
	turnKey := "wonders.ui.turn"
	if v.AgeTurns() == 7 {
		turnKey = "wonders.cities.turn" // Cities: an Age of 7 turns
	}
	turn := glyph{text: w.T(turnKey, map[string]any{"Age": romanAge(v.Age), "Turn": min(v.Turn, v.AgeTurns())}), bold: true}
	if step := t.leaderStep(); step != "" {
		key := "wonders.ui.log_recruit"
		if step == wonders.KindLeaderDraft {
			key = "wonders.ui.leaders.phase_draft"
		}
		s.turn = []glyph{{icon: leaderIcon, text: w.T(key, map[string]any{"Age": romanAge(v.Age)}), bold: true}}
	} else if v.Over {
		s.turn = []glyph{turn}
	} else {
		s.turn = []glyph{turn, {icon: icon, text: w.T(dir), space: true}}
	}
	handedOff := !t.handoff.root.Hidden
	switch {
	case v.Over:
		s.waiting = w.T("wonders.ui.game_over")
	case handedOff:
	default:
		var waiting []string
		for _, p := range t.src.Pending() {
			if int(p.Seat) != t.seat {
				name := w.names[p.Seat]
				if t.bots.isThinking(p.Seat) {
					name = w.T("wonders.ui.thinking_name", map[string]any{"Name": name})
				}
				waiting = append(waiting, name)
			}
		}
		if len(waiting) > 0 {
			s.waiting = w.T("wonders.ui.waiting", map[string]any{"Names": strings.Join(waiting, ", ")})
		}
	}
	if !handedOff {
		s.who = []glyph{{icon: lockIcon, text: w.T(t.youKey("wonders.ui.seat", "wonders.ui.watching"), map[string]any{"Name": w.names[t.seat], "Elide": translations.Elides(w.names[t.seat])}), bold: true}}
	}
	return s
}

// romanAge writes an Age as the board game does.
func romanAge(age int) string {
	return [...]string{"", "I", "II", "III"}[min(max(age, 0), 3)]
}

// menuItems are the table menu's entries for the game on the table.
func (t *Table) menuItems() []headerItem {
	w, ctx := t.words, t.ctx
	call := func(f func()) func() {
		return func() {
			if f != nil {
				f()
			}
		}
	}
	items := []headerItem{
		{w.T("wonders.ui.menu.settings"), call(ctx.ShowSettings)},
		{w.T("wonders.ui.menu.save_as"), func() {
			if s := t.State(); ctx.SaveAs != nil && s != nil {
				ctx.SaveAs(s)
			}
		}},
		{w.T("wonders.ui.menu.back"), call(ctx.BackToMenu)},
		{w.T("wonders.help.title"), t.showBaseRules},
	}
	if t.view != nil && t.view.Market != nil {
		items = append(items, headerItem{w.T("wonders.ui.menu.commerce"), t.showCommerceRules})
	}
	if t.view != nil && t.view.Faith != nil {
		items = append(items, headerItem{w.T("wonders.ui.menu.faith"), t.showFaithRules})
	}
	return items
}
