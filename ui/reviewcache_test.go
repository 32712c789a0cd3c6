package ui

import (
	"math"
	"os"
	"strings"
	"testing"

	"agora/bots"
)

// A kept review that does not hold for its game is analysed again, never
// shown: a damaged figure would read "-9,223,372,036,854,775,808%".
func TestKeptReviewIsCheckedBeforeItIsShown(t *testing.T) {
	tests := []struct {
		name string
		edit func(*bots.Review)
	}{
		{"huge chance", func(r *bots.Review) { r.Decisions[0].Before, r.Decisions[0].Loss = 1e300, 1e300 }},
		{"negative chance", func(r *bots.Review) { r.Decisions[0].After = -2 }},
		{"loss not the difference", func(r *bots.Review) { r.Decisions[0].Loss = 0.7 }},
		{"endless loss", func(r *bots.Review) { r.Decisions[0].Loss = math.MaxFloat64 }},
		{"decision missing", func(r *bots.Review) { r.Decisions = r.Decisions[1:] }},
		{"decision added", func(r *bots.Review) { r.Decisions = append(r.Decisions, r.Decisions[0]) }},
		{"wrong index", func(r *bots.Review) { r.Decisions[0].Index = 1 << 40 }},
		{"other option", func(r *bots.Review) { r.Decisions[0].Chosen++ }},
		{"other seat", func(r *bots.Review) { r.Seat++ }},
		{"other game", func(r *bots.Review) { r.Game = "chess" }},
		{"other budget", func(r *bots.Review) { r.Playouts = 7 }},
		{"no options", func(r *bots.Review) { r.Decisions[0].Options, r.Decisions[0].Forced = 0, false }},
		{"forced among many", func(r *bots.Review) { r.Decisions[0].Options, r.Decisions[0].Forced = 4, true }},
		{"endless words", func(r *bots.Review) { r.Decisions[0].ChosenText = strings.Repeat("w", 5000) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := reviewApp(t, "en")
			s := finishedTally(t, 4, "", "heuristic")
			a.ShowReview(s)
			seat, playouts := a.review.seat, a.reviewPlayouts()
			path := a.reviewPath(s, seat, playouts)
			good, ok := loadReview(path, s, seat, playouts)
			if !ok || len(good.Decisions) < 2 {
				t.Fatalf("the kept review does not hold (%+v)", good)
			}
			bad := good
			bad.Decisions = append([]bots.ReviewedDecision(nil), good.Decisions...)
			tt.edit(&bad)
			if err := saveReview(path, bad); err != nil {
				t.Fatal(err)
			}
			if err := checkReview(bad, s, seat, playouts); err == nil {
				t.Fatal("checkReview accepts it")
			}
			a.ShowReview(s)
			if a.review.result == nil || checkReview(*a.review.result, s, seat, playouts) != nil {
				t.Fatalf("the review shown does not hold: %+v", a.review.result)
			}
			for _, text := range a.texts() {
				if strings.Contains(text, "9,223,372") || strings.Contains(text, "-2") && strings.Contains(text, "%") {
					t.Errorf("shows %q", text)
				}
			}
			if again, ok := loadReview(path, s, seat, playouts); !ok || checkReview(again, s, seat, playouts) != nil {
				t.Error("the bad file was not written anew")
			}
			os.Remove(path)
		})
	}
}
