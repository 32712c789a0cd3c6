package ui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"agora/bots"
	"agora/game"
)

func TestSeatCountsFollowTheGame(t *testing.T) {
	tests := []struct {
		game   string
		counts []string
	}{
		{"tally", []string{"2", "3", "4", "5"}},
		{"solo", []string{"3"}},
	}
	for _, tt := range tests {
		t.Run(tt.game, func(t *testing.T) {
			a := newTestApp(t, "en")
			test.Tap(a.button(t, "New game"))
			v := &a.form.view
			v.game.SetSelected(tt.game)
			v = &a.form.view
			if !slices.Equal(v.players.Options, tt.counts) {
				t.Fatalf("player counts %q, want %q", v.players.Options, tt.counts)
			}
			for i, c := range tt.counts {
				a.form.view.players.SetSelectedIndex(i)
				if got, want := len(a.form.view.kinds), a.form.rules.MinPlayers+i; got != want {
					t.Errorf("%s players: %d seat rows, want %d", c, got, want)
				}
			}
		})
	}
}

func TestOnlyOfferedOptionsShow(t *testing.T) {
	a := newTestApp(t, "en")
	test.Tap(a.button(t, "New game"))
	checks := func() []string {
		var out []string
		for _, c := range find[*widget.Check](a) {
			out = append(out, c.Text)
		}
		return out
	}
	a.form.view.players.SetSelected("3")
	if got := checks(); !slices.Equal(got, []string{"doubles"}) {
		t.Errorf("tally at 3 offers %q, want the expansion only", got)
	}
	if !a.shows("pace") || !a.shows("Options") {
		t.Errorf("the variant is not offered: %q", a.texts())
	}
	a.form.view.players.SetSelected("4")
	if got := checks(); !slices.Equal(got, []string{"doubles", "Team game"}) {
		t.Errorf("tally at 4 offers %q, want the expansion and teams", got)
	}
	a.form.view.game.SetSelected("solo")
	if got := checks(); len(got) != 0 {
		t.Errorf("solo offers %q, want nothing", got)
	}
	if a.shows("Options") {
		t.Error("solo shows an empty Options group")
	}
}

func TestStartBuildsTheConfiguredGame(t *testing.T) {
	levels := bots.LevelsFor("tally")
	a := newTestApp(t, "fr")
	test.Tap(a.button(t, "Nouvelle partie"))
	v := a.form.view
	v.players.SetSelected("4")
	v = a.form.view
	v.kinds[1].SetSelectedIndex(0) // a second person
	v.names[2].SetText("Léo")
	for _, c := range find[*widget.Check](a) {
		c.SetChecked(true) // the expansion and the team game
	}
	test.Tap(a.button(t, "Commencer"))

	s, err := game.LoadSave(a.autosavePath(), a.lookup)
	if err != nil {
		t.Fatalf("the started game was not autosaved: %v", err)
	}
	cfg := s.Config()
	want := []game.SeatConfig{
		{Name: "Joueur 1"},
		{Name: "Joueur 2"},
		{Name: "Léo", Bot: levels[0].Spec},
		{Name: "Robot 4", Bot: levels[0].Spec},
	}
	if !slices.Equal(cfg.Seats, want) {
		t.Errorf("seats %+v, want %+v", cfg.Seats, want)
	}
	if !cfg.Has("doubles") || !cfg.Teams || cfg.Variant("pace", "") != "calm" || cfg.Seed != 42 {
		t.Errorf("config %+v lost an option", cfg)
	}
	if a.cur.name != "unavailable" || !a.showsPart("pas encore disponible") {
		t.Errorf("no notice for a game without a table: %q", a.texts())
	}
	test.Tap(a.button(t, "Retour au menu principal"))
	if a.button(t, "Reprendre").Disabled() {
		t.Error("Resume is disabled after a game was started")
	}
}

func TestDefaultNamesFollowTheLanguage(t *testing.T) {
	a := newTestApp(t, "en")
	test.Tap(a.button(t, "New game"))
	a.form.view.names[0].SetText("Zoé")
	a.setLanguage("fr")
	got := []string{a.form.view.names[0].Text, a.form.view.names[1].Text}
	if want := []string{"Zoé", "Robot 2"}; !slices.Equal(got, want) {
		t.Errorf("names after switching %q, want %q", got, want)
	}
	if a.form.view.players.Selected != "3" {
		t.Errorf("player count lost in the switch: %q", a.form.view.players.Selected)
	}
}

func TestNoGameAvailable(t *testing.T) {
	a := newTestAppOn(t, test.NewTempApp(t), Options{Lang: "en", DataDir: t.TempDir()})
	test.Tap(a.button(t, "New game"))
	if !a.showsPart("No game is available yet") {
		t.Fatalf("empty catalog not explained: %q", a.texts())
	}
	for _, b := range find[*widget.Button](a) {
		if b.Text == "Start" {
			t.Fatal("a Start button with no game to start")
		}
	}
}

func TestPerSeatVariantsSitOnTheirSeats(t *testing.T) {
	a := newTestApp(t, "en")
	test.Tap(a.button(t, "New game"))
	a.form.view.players.SetSelected("3")
	var marks []*widget.Select
	for _, s := range find[*widget.Select](a) {
		if slices.Equal(s.Options, []string{"none", "star"}) {
			marks = append(marks, s)
		}
	}
	if len(marks) != 3 {
		t.Fatalf("%d per-seat selects at 3 players, want 3", len(marks))
	}
	if !a.shows("mark") {
		t.Error("the per-seat column has no title")
	}
	marks[2].SetSelected("star")
	a.form.view.players.SetSelected("5")
	a.form.view.players.SetSelected("3")
	cfg := a.config()
	want := map[string]string{"pace": "calm", "mark.0": "none", "mark.1": "none", "mark.2": "star"}
	if len(cfg.Variants) != len(want) {
		t.Fatalf("variants %v, want %v", cfg.Variants, want)
	}
	for k, v := range want {
		if cfg.Variants[k] != v {
			t.Errorf("variant %s = %q, want %q", k, cfg.Variants[k], v)
		}
	}
}

func TestSeatVariantNames(t *testing.T) {
	tests := []struct {
		name string
		base string
		seat int
		ok   bool
	}{
		{"wonder.0", "wonder", 0, true},
		{"wonder.12", "wonder", 12, true},
		{"a.b.3", "a.b", 3, true},
		{"sides", "", 0, false},
		{"wonder.", "", 0, false},
		{".3", "", 0, false},
		{"wonder.03", "", 0, false},
		{"wonder.-1", "", 0, false},
	}
	for _, tt := range tests {
		base, seat, ok := seatVariant(tt.name)
		if base != tt.base || seat != tt.seat || ok != tt.ok {
			t.Errorf("seatVariant(%q) = %q,%d,%v", tt.name, base, seat, ok)
		}
	}
}
