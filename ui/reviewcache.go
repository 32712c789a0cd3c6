package ui

import (
	"encoding/json"
	"fmt"
	"math"
	"path/filepath"
	"strconv"

	"agora/bots"
	"agora/game"
)

// A finished analysis is kept in the data folder's reviews folder, named
// after the game (its seed and final position), the seat and the budget:
// the same game reviewed again opens at once.

// reviewsDir is the folder of kept reviews in the data folder.
const reviewsDir = "reviews"

// reviewVersion is the kept reviews' format.
const reviewVersion = 1

// maxReviewSize bounds what is read of a kept review.
const maxReviewSize = 4 << 20

// keptReview is a kept review file.
type keptReview struct {
	Version int         `json:"version"`
	Review  bots.Review `json:"review"`
}

// reviewPath is where the review of s from seat with playouts is kept.
func (a *App) reviewPath(s game.State, seat game.Seat, playouts int) string {
	name := s.Game() + "-" + strconv.FormatUint(s.Config().Seed, 10) + "-" + fmt.Sprintf("%016x", s.Digest()) +
		"-seat" + strconv.Itoa(int(seat)) + "-" + strconv.Itoa(playouts) + ".json"
	return filepath.Join(a.dataDir, reviewsDir, name)
}

// loadReview reads the kept review of s from seat with playouts; anything
// missing, unreadable or that does not hold for this game (checkReview)
// is no review: it is analysed again and written anew.
func loadReview(path string, s game.State, seat game.Seat, playouts int) (bots.Review, bool) {
	data, err := game.ReadRegularFile(path, maxReviewSize)
	if err != nil || len(data) > maxReviewSize {
		return bots.Review{}, false
	}
	var k keptReview
	if json.Unmarshal(data, &k) != nil || k.Version != reviewVersion {
		return bots.Review{}, false
	}
	if checkReview(k.Review, s, seat, playouts) != nil {
		return bots.Review{}, false
	}
	return k.Review, true
}

// maxReviewText bounds a kept review's words for a decision.
const maxReviewText = 1000

// checkReview reports what in r does not hold for the review of s from
// seat with playouts, as bots.ReviewGame makes it: the game, seat and
// budget; one entry for each of the seat's decisions in the log, in order,
// each naming the option played; chances of winning between 0 and 1 and
// a loss that is their difference; words of a sensible length. A kept
// file is anyone's to edit or damage: what fails is analysed again.
func checkReview(r bots.Review, s game.State, seat game.Seat, playouts int) error {
	if r.Game != s.Game() || r.Seat != int(seat) || r.Playouts != playouts {
		return fmt.Errorf("review of %s seat %d at %d playouts, not of this game", r.Game, r.Seat, r.Playouts)
	}
	log := s.Log()
	next := 0 // the index in r.Decisions of the seat's next decision
	for i, d := range log {
		if d.Seat != seat {
			continue
		}
		if next >= len(r.Decisions) {
			return fmt.Errorf("decision %d not reviewed", i)
		}
		rd := r.Decisions[next]
		next++
		if rd.Index != i || rd.Chosen != d.Option {
			return fmt.Errorf("entry %d is not decision %d", next, i)
		}
		if err := checkReviewedDecision(rd); err != nil {
			return fmt.Errorf("decision %d: %w", i, err)
		}
	}
	if next != len(r.Decisions) {
		return fmt.Errorf("%d entries for %d decisions", len(r.Decisions), next)
	}
	return nil
}

func checkReviewedDecision(rd bots.ReviewedDecision) error {
	chance := func(x float64) bool { return x >= 0 && x <= 1 } // false for NaN
	switch {
	case rd.Options < 1 || rd.Forced != (rd.Options == 1):
		return fmt.Errorf("%d options, forced %v", rd.Options, rd.Forced)
	case !chance(rd.Before) || !chance(rd.After) || !chance(rd.Loss):
		return fmt.Errorf("chances %v, %v, loss %v", rd.Before, rd.After, rd.Loss)
	case math.Abs(rd.Loss-max(0, rd.Before-rd.After)) > 1e-9:
		return fmt.Errorf("loss %v from %v to %v", rd.Loss, rd.Before, rd.After)
	case rd.Round < 0 || len(rd.Kind) > maxReviewText || len(rd.ChosenText) > maxReviewText || len(rd.BestText) > maxReviewText:
		return fmt.Errorf("round %d or words too long", rd.Round)
	}
	return nil
}

// saveReview keeps a review, atomically.
func saveReview(path string, r bots.Review) error {
	data, err := json.Marshal(keptReview{Version: reviewVersion, Review: r})
	if err != nil {
		return err
	}
	return game.WriteFileAtomic(path, data)
}
