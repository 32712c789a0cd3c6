package wonders

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"agora/game"
	"agora/game/wonders"
)

// The score pad has a gods column only with Faith, and a game of bots only
// is watched, not played as "You".
func TestScorePadColumnsAndWatcher(t *testing.T) {
	for _, tt := range []struct {
		name       string
		expansions []string
		gods       bool
	}{
		{"base", nil, false},
		{"faith", []string{wonders.ExpansionFaith}, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			cfg := game.Config{Game: "wonders", Seed: 5, Seats: seats("random", "random", "random"), Expansions: tt.expansions}
			s, err := wonders.Rules.Start(cfg)
			if err != nil {
				t.Fatal(err)
			}
			h := newHarnessFor(t, s, 0, true)
			if !h.table.state.Over() {
				t.Fatal("the bots did not finish the game")
			}
			pad := texts(h.table.overlay.root)
			if got := strings.Contains(pad, h.loc.T("wonders.category.gods")); got != tt.gods {
				t.Errorf("gods column shown: %v, want %v\n%s", got, tt.gods, pad)
			}
			all := texts(h.win.Content())
			if strings.Contains(all, "You: ") || strings.Contains(all, "You · ") || !strings.Contains(all, "Watching ") {
				t.Errorf("a game of bots only speaks of You:\n%s", all)
			}
		})
	}
}

// The score pad covers the board and the city: the pointer over it shows
// no tip nor detail of a stage or a card under it (the pad's own names
// may show theirs).
func TestOverlayHidesWhatItCovers(t *testing.T) {
	cfg := game.Config{Game: "wonders", Seed: 5, Seats: seats("random", "random", "random")}
	s, err := wonders.Rules.Start(cfg)
	if err != nil {
		t.Fatal(err)
	}
	h := newHarnessFor(t, s, 0, true)
	o := h.table.overlay.root
	if !o.Visible() {
		t.Fatal("no score pad")
	}
	base := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	c := h.win.Canvas()
	own := map[fyne.CanvasObject]bool{}
	for _, obj := range visible[fyne.CanvasObject](o) {
		own[obj] = true
	}
	for x := float32(0.05); x < 1; x += 0.1 {
		for y := float32(0.05); y < 1; y += 0.1 {
			at := base.Add(fyne.NewPos(o.Size().Width*x, o.Size().Height*y))
			test.MoveMouse(c, at)
			tip := h.table.tips.panel.Visible() && !own[h.table.tips.owner]
			if tip || h.table.detail.layer.Visible() {
				t.Fatalf("the pointer at %v over the score pad shows what lies under it (tip of %T, detail %v)", at, h.table.tips.owner, h.table.detail.layer.Visible())
			}
		}
	}
}

// The score pad's rows and numbers grow with a large window (the pad
// fills the screen as the printed one fills the table) and keep their
// least size in a small one; a loss is written with a true minus sign.
func TestScorePadGrowsWithTheWindow(t *testing.T) {
	cfg := game.Config{Game: "wonders", Seed: 5, Seats: seats("random", "random", "random")}
	s, err := wonders.Rules.Start(cfg)
	if err != nil {
		t.Fatal(err)
	}
	h := newHarnessFor(t, s, 0, true)
	total := func() float32 {
		biggest := float32(0)
		for _, tx := range visible[*canvas.Text](h.table.overlay.root) {
			if strings.HasPrefix(tx.Text, "-") {
				t.Errorf("score %q written with a hyphen", tx.Text)
			}
			biggest = max(biggest, tx.TextSize)
		}
		return biggest
	}
	sizes := map[string]float32{}
	for _, size := range []fyne.Size{{Width: 1024, Height: 640}, {Width: 1920, Height: 1080}} {
		h.win.Resize(fyne.NewSize(size.Width, size.Height-menuBar))
		sizes[fmt.Sprint(size.Width)] = total()
	}
	if small, large := sizes["1024"], sizes["1920"]; large < small*1.2 {
		t.Errorf("the pad's totals are %.0f pt at 1024×640 and %.0f pt at 1920×1080: they do not grow", small, large)
	}
	if got := padNumber("-5", false, nil).Text; got != "−5" {
		t.Errorf("a loss of 5 reads %q", got)
	}
}

// The battles' overlay follows who took each token: with Tomyris the
// loser's cell gives the −1 to the winner, whose cell adds it to its
// victory; without her the loser keeps its −1.
func TestOverlayBattleCellFollowsTheTaker(t *testing.T) {
	v := &wonders.View{NumCities: 3, FreeCity: -1, Cities: make([]wonders.CityView, 3)}
	plain := []wonders.Event{
		{Kind: wonders.EventBattle, Age: 2, City: 1, Against: 2, Points: -1, Taker: 1, Card: wonders.NoCard},
		{Kind: wonders.EventBattle, Age: 2, City: 2, Against: 1, Points: 3, Taker: 2, Card: wonders.NoCard},
	}
	sent := []wonders.Event{
		{Kind: wonders.EventBattle, Age: 2, City: 1, Against: 2, Points: -1, Taker: 2, Card: wonders.NoCard},
		{Kind: wonders.EventBattle, Age: 2, City: 2, Against: 1, Points: 3, Taker: 2, Card: wonders.NoCard},
	}
	for _, tc := range []struct {
		lang   string
		events []wonders.Event
		want   [2]string // the loser's cell, the winner's
	}{
		{"en", plain, [2]string{"−1 vs C", "+3 vs B"}},
		{"en", sent, [2]string{"lost, −1 to C (Tomyris)", "+3, −1 vs B (Tomyris)"}},
		{"fr", sent, [2]string{"perdu, −1 à C (Tomyris)", "+3, −1 contre B (Tomyris)"}},
	} {
		w := testWords(t, tc.lang)
		v.Events = tc.events
		for i, e := range tc.events {
			if got := battleCell(w, v, e); got != tc.want[i] {
				t.Errorf("%s, Taker %d: city %d's cell %q, want %q", tc.lang, tc.events[0].Taker, e.City, got, tc.want[i])
			}
		}
	}
}
