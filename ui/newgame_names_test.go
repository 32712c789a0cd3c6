package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"agora/game/games"
)

// TestNewGameNamesEveryOption opens the new-game screen of every real
// engine in both languages and fails on an option shown by its raw
// identifier ("deck.platypuses", "random", "on", "off").
func TestNewGameNamesEveryOption(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		for _, r := range games.All() {
			t.Run(lang+"/"+r.Game, func(t *testing.T) {
				a := newTestAppOn(t, test.NewTempApp(t), Options{Lang: lang, Games: games.All(), DataDir: t.TempDir()})
				test.Tap(a.button(t, a.loc.T("menu.new_game")))
				a.form.view.game.SetSelected(a.gameName(r.Game))
				a.form.view.players.SetSelectedIndex(0)
				shown := a.texts()
				for _, s := range find[*widget.Select](a) {
					shown = append(shown, s.Options...)
				}
				raw := map[string]bool{r.Game: true}
				for _, v := range r.Variants {
					raw[v.Name] = true
					base, _, _ := seatVariant(v.Name)
					raw[base] = base != ""
					for _, value := range v.Values {
						raw[value] = true
					}
				}
				for _, e := range r.Expansions {
					raw[e] = true
				}
				for _, s := range shown {
					if raw[s] || strings.Contains(s, ".") && !strings.Contains(s, " ") {
						t.Errorf("the new-game screen shows the identifier %q", s)
					}
				}
			})
		}
	}
}

func TestSeatNamesStayWithinTheBound(t *testing.T) {
	a := newTestApp(t, "en")
	a.showNewGame()
	long := strings.Repeat("é", nameFieldLength+25)
	a.form.view.names[0].SetText(long)
	if got := []rune(a.form.view.names[0].Text); len(got) != nameFieldLength {
		t.Errorf("the name field holds %d characters, want %d", len(got), nameFieldLength)
	}
	a.form.seats[1].name = long // remembered from an older version
	cfg := a.config()
	for i, seat := range cfg.Seats[:2] {
		if n := len([]rune(seat.Name)); n != nameFieldLength {
			t.Errorf("seat %d plays under a name of %d characters", i+1, n)
		}
	}
	if err := cfg.CheckBounds(); err != nil {
		t.Error(err)
	}
}
