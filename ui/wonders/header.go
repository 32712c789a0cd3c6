package wonders

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"agora/game/wonders"
	"agora/ui"
)

// header is the top bar: the Age and turn, where hands go, who is still
// choosing, whose seat the screen shows, and the table's one menu button.
type header struct {
	t     *Table
	turn  *glyphRow
	state *fitText // who is still choosing, shortened to its room (in full on hover)
	who   *glyphRow
	menu  *widget.Button
	root  *fyne.Container
}

func newHeader(t *Table) *header {
	// The waiting line follows the table's scale as the turn does.
	h := &header{t: t, turn: newGlyphRow(iconMid, 15), state: newFitText(tipsOf(t), 14, false, nil), who: newGlyphRow(iconSmall, 13)}
	h.menu = ui.NewMenuButton("", h.menuItems)
	right := container.NewHBox(container.NewCenter(h.who), h.menu)
	h.root = container.NewBorder(nil, widget.NewSeparator(), container.NewPadded(h.turn), right, container.NewPadded(h.state))
	return h
}

func (h *header) update() {
	t, v, w := h.t, h.t.view, h.t.words
	if v == nil {
		return
	}
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
		h.turn.set(glyph{icon: leaderIcon, text: w.T(key, map[string]any{"Age": romanAge(v.Age)}), bold: true})
	} else if v.Over {
		h.turn.set(turn)
	} else {
		h.turn.set(turn, glyph{icon: icon, text: w.T(dir), space: true})
	}
	h.menu.SetText(w.T("wonders.ui.menu"))
	switch {
	case v.Over:
		h.state.set(w.T("wonders.ui.game_over"), nil)
	case !t.handoff.root.Hidden:
		h.state.set("", nil)
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
		text := ""
		if len(waiting) > 0 {
			text = w.T("wonders.ui.waiting", map[string]any{"Names": strings.Join(waiting, ", ")})
		}
		h.state.set(text, nil)
	}
	if t.handoff.root.Hidden {
		h.who.set(glyph{icon: lockIcon, text: w.T(t.youKey("wonders.ui.seat", "wonders.ui.watching"), map[string]any{"Name": w.names[t.seat]}), bold: true})
	} else {
		h.who.set()
	}
	h.root.Refresh() // the texts' widths changed: lay the bar out again
}

// romanAge writes an Age as the board game does.
func romanAge(age int) string {
	return [...]string{"", "I", "II", "III"}[min(max(age, 0), 3)]
}

// openMenu opens the table's menu under its button.
func (h *header) openMenu() { ui.ShowMenuUnder(h.menu, h.menuItems()) }

// menuItems are the menu's entries for the game on the table.
func (h *header) menuItems() []*fyne.MenuItem {
	w, ctx := h.t.words, h.t.ctx
	call := func(f func()) func() {
		return func() {
			if f != nil {
				f()
			}
		}
	}
	items := []*fyne.MenuItem{
		fyne.NewMenuItem(w.T("wonders.ui.menu.settings"), call(ctx.ShowSettings)),
		fyne.NewMenuItem(w.T("wonders.ui.menu.save_as"), func() {
			if s := h.t.State(); ctx.SaveAs != nil && s != nil {
				ctx.SaveAs(s)
			}
		}),
		fyne.NewMenuItem(w.T("wonders.ui.menu.back"), call(ctx.BackToMenu)),
		fyne.NewMenuItem(w.T("wonders.help.title"), h.t.showBaseRules),
	}
	if h.t.view != nil && h.t.view.Market != nil {
		items = append(items, fyne.NewMenuItem(w.T("wonders.ui.menu.commerce"), h.t.showCommerceRules))
	}
	if h.t.view != nil && h.t.view.Faith != nil {
		items = append(items, fyne.NewMenuItem(w.T("wonders.ui.menu.faith"), h.t.showFaithRules))
	}
	return items
}
