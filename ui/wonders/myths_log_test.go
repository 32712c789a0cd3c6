package wonders

import (
	"context"
	"strings"
	"testing"

	"agora/bots"
	"agora/game"
	"agora/game/wonders"
	"agora/translations"
)

// The five Faith cards that need Leaders and Cities (Héraclès, Pégase,
// Méduse, Nout, the blue Hestia) each show up at work in games of the
// Medium bot with Faith, Leaders and Cities, and the log tells what they
// did in both languages (run with -v to read the lines).
func TestMythsCardsInTheLog(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole games")
	}
	names := []string{"Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus"}
	found := map[string][]wonders.Event{}
	want := []string{"heracles", "pegasus", "medusa", "nout", "hestia_cities"}
	var last game.State
	// Until each is found, and the blue Hestia with another city's coin
	// loss after her (she shelters her city only).
	for seed := uint64(1); seed <= 40 && (len(found) < len(want) || len(found["hestia_cities"]) < 2); seed++ {
		g := mythsGame(t, 7, seed)
		v := g.View(0).(*wonders.View)
		for k, ev := range mythsExcerpts(v.Events) {
			if old, ok := found[k]; !ok || k == "hestia_cities" && len(ev) > len(old) {
				found[k] = ev
				last = g
			}
		}
	}
	for _, k := range want {
		if found[k] == nil {
			t.Errorf("%s never seen at work in 40 games", k)
		}
	}
	for _, e := range found["hestia_cities"][1:] {
		if e.City == found["hestia_cities"][0].City {
			t.Errorf("the blue Hestia's city lost coins: %+v", e)
		}
	}
	if last == nil {
		return
	}
	v := last.View(0).(*wonders.View)
	for _, lang := range translations.Languages() {
		loc, err := translations.New(lang)
		if err != nil {
			t.Fatal(err)
		}
		w := words{loc: loc, names: names}
		for _, k := range want {
			for _, e := range found[k] {
				line := w.event(v, e)
				if strings.Contains(line, "{{") || strings.Contains(line, "<no value>") || strings.Contains(line, "wonders.") {
					t.Errorf("%s, %s: %q", lang, k, line)
				}
				t.Logf("%s · %s · Age %d turn %d: %s", lang, k, e.Age, e.Turn, line)
			}
		}
	}
}

// mythsGame plays a whole game of Faith, Leaders and Cities with the
// Medium bot at every seat; seat 0 keeps and recruits Héraclès whenever
// it may (the bot seldom does on its own).
func mythsGame(t *testing.T, players int, seed uint64) game.State {
	t.Helper()
	heracles, _ := wonders.CardByID("heracles")
	kinds := make([]string, players)
	for i := range kinds {
		kinds[i] = "medium"
	}
	cfg := game.Config{Game: "wonders", Seed: seed, Seats: seats(kinds...),
		Expansions: []string{wonders.ExpansionFaith, wonders.ExpansionLeaders, wonders.ExpansionCities}}
	g, err := wonders.Rules.Start(cfg)
	if err != nil {
		t.Fatal(err)
	}
	bot, err := bots.New("medium", "wonders", seed)
	if err != nil {
		t.Fatal(err)
	}
	for !g.Over() {
		p := g.Pending()[0]
		legal := g.Legal(p.Seat, nil)
		o, err := bot.Choose(context.Background(), g.View(p.Seat), legal)
		if err != nil {
			t.Fatal(err)
		}
		for _, x := range legal {
			if m := wonders.MustDecode(x); p.Seat == 0 && m.Card == heracles && (m.Action == wonders.Pick || m.Action == wonders.Build) {
				o = x
			}
		}
		if err := g.Apply(p.Seat, o); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// mythsExcerpts finds in a game's log each of the five cards at work: the
// god's invocation (Héraclès's recruitment) and what followed it for its
// city.
func mythsExcerpts(events []wonders.Event) map[string][]wonders.Event {
	out := map[string][]wonders.Event{}
	heracles, _ := wonders.CardByID("heracles")
	for i, e := range events {
		switch {
		case e.Kind == wonders.EventRecruit && e.Card == heracles:
			for _, f := range events[i+1:] {
				if f.Kind == wonders.EventGod && f.City == e.City {
					out["heracles"] = []wonders.Event{e, f}
					break
				}
			}
		case e.Kind == wonders.EventGod && e.God.String() == "hestia_cities":
			// Her city loses nothing for the rest of the Age, the others do.
			ex := []wonders.Event{e}
			for _, f := range events[i+1:] {
				if f.Kind == wonders.EventLoss && f.Age == e.Age && (f.Turn > e.Turn || f.City == e.City) {
					ex = append(ex, f)
				}
			}
			if len(ex) > 1 || out["hestia_cities"] == nil {
				out["hestia_cities"] = ex
			}
		case e.Kind == wonders.EventGod:
			id := e.God.String()
			for _, f := range events[i+1:] {
				if f.City != e.City || f.Age != e.Age || f.Turn != e.Turn {
					continue
				}
				switch f.Kind {
				case wonders.EventDrawnRecruit, wonders.EventDrawnBuild, wonders.EventDrawnCoins, wonders.EventDebtGiven:
					out[id] = append([]wonders.Event{e}, f)
				}
			}
		}
	}
	return out
}

// What a city answers Hécate or Héra reads as a payment to the god, not
// as a black card's loss, in both languages.
func TestGodLossLine(t *testing.T) {
	hecate, _ := wonders.GodByID("hecate")
	tests := []struct {
		lang        string
		coins, debt int
		want        string
	}{
		{"en", 2, 0, "B pays Hecate 2 coins."},
		{"en", 0, 2, "B takes 2 debt tokens (−1 point each) instead of paying Hecate."},
		{"en", 1, 1, "B pays Hecate 1 coin and takes 1 debt token (−1 point) for the rest."},
		{"fr", 2, 0, "B paie 2 pièces à Hécate."},
		{"fr", 1, 2, "B paie 1 pièce à Hécate et prend 2 jetons Dette (−1 point chacun) pour le reste."},
	}
	for _, tc := range tests {
		v := &wonders.View{}
		e := wonders.Event{Kind: wonders.EventGodLoss, City: 1, Card: wonders.NoCard, Coins: tc.coins, Points: tc.debt, God: hecate}
		if got := testWords(t, tc.lang).event(v, e); got != tc.want {
			t.Errorf("%s %d/%d: %q, want %q", tc.lang, tc.coins, tc.debt, got, tc.want)
		}
	}
}
