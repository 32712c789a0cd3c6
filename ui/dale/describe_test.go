package dale

import (
	"strings"
	"testing"

	"agora/game"
	eng "agora/game/dale"
	"agora/translations"
)

// The review's words for Dale options are the table's, in both languages.
func TestDescribeOption(t *testing.T) {
	s, err := eng.Rules.Start(game.Config{Game: "dale", Seed: 3, Seats: []game.SeatConfig{{Name: "Ana"}, {Name: "Bo", Bot: "random"}}})
	if err != nil {
		t.Fatal(err)
	}
	seat := s.Pending()[0].Seat
	legal := s.Legal(seat, nil)
	for _, lang := range []string{"en", "fr"} {
		loc, err := translations.New(lang)
		if err != nil {
			t.Fatal(err)
		}
		for _, o := range legal {
			got := DescribeOption(loc, s, seat, o)
			if got == "" || strings.Contains(got, "dale.") || got == s.Describe(o) && lang == "fr" {
				t.Errorf("%s: option %s reads %q", lang, s.Describe(o), got)
			}
		}
	}
}
