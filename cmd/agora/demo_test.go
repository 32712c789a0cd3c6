package main

import (
	"testing"

	"agora/game"
	"agora/game/dale"
	"agora/game/wonders"
)

// The demos the screenshot scripts ask for reach their picture.
func TestDemoGames(t *testing.T) {
	tests := []struct {
		spec string
		want func(game.State) bool
	}{
		{"wonders:3:start", func(s game.State) bool { return s.View(0).(*wonders.View).Age == 1 }},
		{"wonders:4:commerce:faith", func(s game.State) bool { return s.View(0).(*wonders.View).Age == 2 }},
		{"wonders:3:end", game.State.Over},
		{"wonders:4:leaders:start", func(s game.State) bool { return s.Pending()[0].Kind == wonders.KindLeaderDraft }},
		{"wonders:4:leaders", func(s game.State) bool {
			return s.View(0).(*wonders.View).Age == 2 && s.Pending()[0].Kind == wonders.KindRecruit
		}},
		{"wonders:7:leaders:commerce:faith:cards", func(s game.State) bool {
			v := s.View(0).(*wonders.View)
			return v.Age == 2 && len(v.Hand) > 0 && v.Prompt != ""
		}},
		{"wonders:4:cities", func(s game.State) bool {
			v := s.View(0).(*wonders.View)
			blacks := 0
			for _, c := range v.Cities {
				blacks += len(c.Blacks)
			}
			return v.Age == 2 && v.Turns == 7 && blacks > 0
		}},
		{"wonders:7:leaders:cities:commerce:faith", func(s game.State) bool {
			v := s.View(0).(*wonders.View)
			return v.Age == 2 && s.Pending()[0].Kind == wonders.KindRecruit && v.Turns == 7
		}},
		{"wonders:4:faith:leaders:pegasus", owes(wonders.KindPegasus)},
		{"wonders:4:faith:cities:medusa", owes(wonders.KindMedusa)},
		{"wonders:4:faith:cities:nout", owes(wonders.KindNout)},
		{"wonders:4:faith:cities:dues", owes(wonders.KindDues)},
		{"dale:2", func(s game.State) bool { return s.View(0).(*dale.View).Turn >= 12 && !s.Over() }},
		{"dale:4:teams", func(s game.State) bool { return s.View(0).(*dale.View).Turn >= 24 }},
		{"dale:2:pay", func(s game.State) bool { return s.Pending()[0].Kind == "dale.pay" }},
	}
	for _, tt := range tests {
		t.Run(tt.spec, func(t *testing.T) {
			s, err := demoGame(tt.spec)
			if err != nil {
				t.Fatal(err)
			}
			if !tt.want(s) {
				t.Errorf("the demo stopped elsewhere")
			}
		})
	}
	for _, spec := range []string{"chess:3", "dale:2:marketday", "wonders:x"} {
		if _, err := demoGame(spec); err == nil {
			t.Errorf("%s: accepted", spec)
		}
	}
}

// owes reports whether seat 0 owes a decision of kind.
func owes(kind string) func(game.State) bool {
	return func(s game.State) bool {
		for _, p := range s.Pending() {
			if p.Seat == 0 && p.Kind == kind {
				return true
			}
		}
		return false
	}
}
