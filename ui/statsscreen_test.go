package ui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"agora/game"
)

// wondersRecord is a 7 Wonders game of Ana against a bot in mode, Ana
// scoring cats (the bot scoring nothing).
func wondersRecord(key, mode string, cats ...game.Points) gameRecord {
	return gameRecord{Key: key, When: time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC), Game: "wonders", Mode: mode,
		Seats: []seatRecord{
			{Name: "Ana", Total: 40, Rank: 1, Categories: cats},
			{Name: "Bot", Bot: "heuristic", Total: 30, Rank: 2, Categories: []game.Points{{Category: "military", Points: 3}}},
		}}
}

// statsAppWith is a test app showing the statistics of games at size.
func statsAppWith(t *testing.T, lang string, size fyne.Size, games ...gameRecord) *App {
	t.Helper()
	a := newTestApp(t, lang)
	if err := saveStats(a.statsPath(), statsFile{Version: statsVersion, Games: games}); err != nil {
		t.Fatal(err)
	}
	a.win.Resize(size)
	a.showStats()
	return a
}

// The statistics tables never run a row's title under the numbers: a long
// mode wraps in the space the numbers leave, in either language, at the
// smallest window.
func TestStatsRowsDoNotOverlapTheNumbers(t *testing.T) {
	long := "cities+commerce+faith+leaders+market-day=on+teams"
	for _, lang := range []string{"en", "fr"} {
		t.Run(lang, func(t *testing.T) {
			a := statsAppWith(t, lang, minWindowSize,
				wondersRecord("1", long, game.Points{Category: "military", Points: 5}),
				wondersRecord("2", "", game.Points{Category: "military", Points: 5}))
			tables := 0
			for _, c := range find[*fyne.Container](a) {
				tl, ok := c.Layout.(*statsTable)
				if !ok {
					continue
				}
				tables++
				for i, o := range c.Objects {
					if i%tl.cols != 0 || i+1 >= len(c.Objects) {
						continue
					}
					title, next := o.(*widget.Label), c.Objects[i+1]
					if title.MinSize().Width > title.Size().Width+0.5 {
						t.Errorf("%q needs %v wide, has %v", title.Text, title.MinSize().Width, title.Size().Width)
					}
					if right := title.Position().X + title.Size().Width; right > next.Position().X+0.5 {
						t.Errorf("%q ends at %v, under the number at %v", title.Text, right, next.Position().X)
					}
					if title.MinSize().Height > title.Size().Height+0.5 {
						t.Errorf("%q is cut: %v high, needs %v", title.Text, title.Size().Height, title.MinSize().Height)
					}
				}
			}
			if tables == 0 {
				t.Fatal("no table shown")
			}
		})
	}
}

// Negative figures are written with a true minus sign, as the tables
// write points.
func TestStatsWriteNegativesWithAMinusSign(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		a := statsAppWith(t, lang, defaultWindowSize,
			wondersRecord("1", "cities", game.Points{Category: "debt", Points: -2}, game.Points{Category: "military", Points: -1}),
			wondersRecord("2", "cities", game.Points{Category: "debt", Points: -3}, game.Points{Category: "military", Points: -1}))
		if !a.shows("−2,5") && !a.shows("−2.5") || !a.shows("−1") {
			t.Errorf("%s: no true minus: %q", lang, a.texts())
		}
		for _, text := range a.texts() {
			if strings.HasPrefix(text, "-") {
				t.Errorf("%s: %q has a hyphen for a minus", lang, text)
			}
		}
	}
	a := newTestApp(t, "en")
	for x, want := range map[float64]string{-2: "−2", -2.5: "−3", -0.4: "0", 0: "0", 2.5: "3", 1234: "1,234"} {
		if got := a.signedInt(x); got != want {
			t.Errorf("signedInt(%v) = %q, want %q", x, got, want)
		}
	}
	for x, want := range map[float64]string{-2.26: "−2.3", -0.01: "0", 1.5: "1.5"} {
		if got := a.signedDecimal(x, 1); got != want {
			t.Errorf("signedDecimal(%v) = %q, want %q", x, got, want)
		}
	}
}

// A history of base games shows no average for the expansions' categories
// (gods, leaders, black cards, debt); a history with them does, counted
// over the games that had them.
func TestStatsCategoriesOfExpansionsOnlyWhenPlayed(t *testing.T) {
	zeroes := []game.Points{{Category: "military", Points: 4}, {Category: "gods", Points: 0}, {Category: "leaders", Points: 0},
		{Category: "black", Points: 0}, {Category: "debt", Points: 0}}
	a := statsAppWith(t, "en", defaultWindowSize, wondersRecord("1", "", zeroes...), wondersRecord("2", "", zeroes...))
	for _, name := range []string{"Gods", "Leaders", "Debt"} {
		if a.shows(name) {
			t.Errorf("a base-only history shows %q", name)
		}
	}
	if !a.shows("Military") {
		t.Errorf("no military row: %q", a.texts())
	}
	debt := []game.Points{{Category: "military", Points: 4}, {Category: "debt", Points: -4}}
	f := statsFile{Version: statsVersion, Games: []gameRecord{wondersRecord("1", "", zeroes...), wondersRecord("2", "cities", debt...)}}
	s := summarize(f, []string{"wonders"})[0]
	for _, l := range s.Categories {
		if l.Key == "debt" && l.Average() != -4 {
			t.Errorf("debt average %v over the games with Cities, want -4", l.Average())
		}
		if l.Key == "gods" {
			t.Error("gods counted though no game scored them")
		}
	}
}

// The number columns of one game's tables line up from table to table.
func TestStatsColumnsLineUp(t *testing.T) {
	lost := wondersRecord("3", "", game.Points{Category: "military", Points: 5})
	lost.Seats[0].Rank, lost.Seats[1].Rank = 2, 1
	a := statsAppWith(t, "en", defaultWindowSize,
		wondersRecord("1", "cities+commerce", game.Points{Category: "military", Points: 5}),
		wondersRecord("2", "", game.Points{Category: "military", Points: 5}), lost)
	var starts [][]float32
	for _, c := range find[*fyne.Container](a) {
		tl, ok := c.Layout.(*statsTable)
		if !ok || tl.cols != 4 {
			continue
		}
		var xs []float32
		for _, o := range c.Objects[:tl.cols] {
			xs = append(xs, o.Position().X)
		}
		starts = append(starts, xs)
	}
	if len(starts) < 2 {
		t.Fatalf("%d tables", len(starts))
	}
	for _, xs := range starts[1:] {
		for c := range xs {
			if xs[c] != starts[0][c] {
				t.Errorf("columns start at %v and %v", starts[0], xs)
				break
			}
		}
	}
}
