package wonders

import (
	"strings"
	"testing"

	"agora/game"
	"agora/game/wonders"
	"agora/translations"
)

// When a seat may invoke no more in an Age, the log says why its other
// gods left and names them, in both languages: by name to the seat that
// held them, by number to the others (who never saw them).
func TestClosedGodsInTheLog(t *testing.T) {
	names := []string{"Ann", "Bo", "Cy", "Di", "Ed"}
	var own, other *wonders.Event
	var v *wonders.View
	for seed := uint64(1); seed <= 20 && (own == nil || other == nil); seed++ {
		cfg := game.Config{Game: "wonders", Seed: seed, Seats: seats("", "", "", "", ""),
			Expansions: []string{wonders.ExpansionFaith}}
		g, err := wonders.Rules.Start(cfg)
		if err != nil {
			t.Fatal(err)
		}
		rng := game.NewRand(seed)
		for !g.Over() {
			p := g.Pending()[0]
			legal := g.Legal(p.Seat, nil)
			if err := g.Apply(p.Seat, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		v = g.View(0).(*wonders.View)
		own, other = nil, nil
		for i, e := range v.Events {
			switch {
			case e.Kind != wonders.EventGodsClosed:
			case e.City == 0 && own == nil:
				own = &v.Events[i]
			case e.City != 0 && other == nil && e.Points > 1:
				other = &v.Events[i]
			}
		}
	}
	if own == nil || other == nil {
		t.Fatal("no game of 20 closed both seat 0's gods and two of another seat's")
	}
	for _, lang := range translations.Languages() {
		loc, err := translations.New(lang)
		if err != nil {
			t.Fatal(err)
		}
		w := words{loc: loc, names: names}
		line := w.logEvent(v, *own)
		t.Logf("%s: %s", lang, line)
		if !strings.HasPrefix(line, "Ann") || strings.Contains(line, "{{") {
			t.Errorf("%s: %q", lang, line)
		}
		for _, gd := range own.Gods[:own.Points] {
			if !strings.Contains(line, w.god(gd)) {
				t.Errorf("%s: %q does not name %s", lang, line, w.god(gd))
			}
		}
		line = w.logEvent(v, *other)
		t.Logf("%s: %s", lang, line)
		if !strings.HasPrefix(line, names[other.City]) || !strings.Contains(line, loc.Int(other.Points)) ||
			strings.Contains(line, "{{") {
			t.Errorf("%s: %q does not count %d gods of %s", lang, line, other.Points, names[other.City])
		}
		for i := range wonders.Gods() {
			if name := w.god(wonders.God(i)); strings.Contains(line, name) {
				t.Errorf("%s: %q names a god seat 0 never saw", lang, line)
			}
		}
	}
}
