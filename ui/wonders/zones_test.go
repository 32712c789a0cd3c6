package wonders

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"agora/game/wonders"
	"agora/ui"
)

// The zones made widgets draw the state they are given, with no table
// behind them, and ask for what a click wants through their calls.
func TestZonesDrawTheirState(t *testing.T) {
	test.NewTempApp(t)
	t.Run("header", func(t *testing.T) {
		opened := 0
		h := newHeader(nil)
		h.set(headerState{turn: []glyph{{text: "Age I, turn 2"}}, waiting: "Waiting for Bo", who: []glyph{{text: "You: Al"}},
			menu: "Menu", items: []headerItem{{"Rules", func() { opened++ }}}})
		test.NewTempWindow(t, h).Resize(fyne.NewSize(1000, 50))
		for _, want := range []string{"Age I, turn 2", "Waiting for Bo", "You: Al"} {
			if !strings.Contains(texts(h), want) {
				t.Errorf("the header does not say %q:\n%s", want, texts(h))
			}
		}
		if items := h.menuItems(); len(items) != 1 || items[0].Label != "Rules" {
			t.Fatalf("the menu holds %v", items)
		} else if items[0].Action(); opened != 1 {
			t.Error("the menu's entry does not call the table")
		}
		if h.menu.Text != "Menu" {
			t.Errorf("the menu button says %q", h.menu.Text)
		}
	})
	t.Run("action bar", func(t *testing.T) {
		var acted []wonders.Action
		var god, sold = -1, -1
		a := newActionBar(nil, barCalls{act: func(x wonders.Action) { acted = append(acted, x) },
			god: func(i int) { god = i }, sell: func(s int) { sold = s }})
		s := barState{card: []glyph{{text: "Loom"}}, buildAction: wonders.BuildDiscarded,
			sales: []int{3}, saleLabels: []string{"No sale", "sell Glass"}, godLabels: []string{"No god", "Zeus"}}
		s.buttons[slotBuild] = barButton{label: "Build · 2 coins", shown: true, open: true}
		s.buttons[slotDiscard] = barButton{label: "Discard", shown: true}
		a.set(s)
		w := test.NewTempWindow(t, a)
		w.Resize(fyne.NewSize(1200, 60))
		if a.stage.Visible() || !a.discard.Visible() || !a.discard.Disabled() || a.undo.Visible() || a.ask.Visible() {
			t.Error("the bar does not show its buttons as its state says")
		}
		test.Tap(a.build)
		test.Tap(a.discard) // disabled: nothing
		if len(acted) != 1 || acted[0] != wonders.BuildDiscarded {
			t.Errorf("the bar asked for %v, want the build from the discard pile", acted)
		}
		a.sell.SetSelectedIndex(1)
		a.god.SetSelectedIndex(1)
		if sold != 3 || god != 1 {
			t.Errorf("choosing a sale and a god asks for sale %d and god %d, want 3 and 1", sold, god)
		}
		if !strings.Contains(texts(a), "Build · 2 coins") {
			t.Errorf("the bar does not show its button's label:\n%s", texts(a))
		}
	})
	t.Run("log", func(t *testing.T) {
		l := newGameLog(func() float32 { return 1 })
		long := strings.Repeat("Bo builds the Lighthouse, paying 2 coins to Cy. ", 2)
		l.set(logState{title: "Log", points: "Points", entries: []logLine{
			{entry: ui.LogEntry{Lines: []string{"Age I · turn 1"}, Heading: true}},
			{entry: ui.LogEntry{Mine: true}, text: long},
		}, scores: []logScore{{total: "12", city: "Al", mine: true}, {total: "9", city: "Bo"}}})
		w := test.NewTempWindow(t, l)
		w.Resize(fyne.NewSize(logWidth, 500))
		if len(l.items) != 2 || !l.items[0].Heading || len(l.items[1].Lines) < 2 || !l.items[1].Mine {
			t.Fatalf("the log holds %+v", l.items)
		}
		if got := strings.Join(l.items[1].Lines, " "); got != strings.TrimSpace(long) {
			t.Errorf("the entry wraps to %q", got)
		}
		shown := 0
		for _, r := range l.scores {
			if r.Visible() {
				shown++
			}
		}
		if shown != 2 {
			t.Errorf("%d score rows shown for 2 cities", shown)
		}
	})
	t.Run("hand-off", func(t *testing.T) {
		covered, ready := false, -1
		h := newHandoff(handoffCalls{cover: func(on bool) { covered = on }, ready: func(s int) { ready = s }})
		test.NewTempWindow(t, h.root)
		h.show(handoffState{seat: 2, pass: "Pass to Cy", ready: "I am Cy"})
		if !covered || h.root.Hidden || !strings.Contains(texts(h.root), "Pass to Cy") {
			t.Fatalf("the screen is not shown over the table:\n%s", texts(h.root))
		}
		test.Tap(h.ready)
		if ready != 2 {
			t.Errorf("the screen's button asks for seat %d, want 2", ready)
		}
		h.hide()
		if covered {
			t.Error("hiding the screen leaves the table covered")
		}
	})
}
