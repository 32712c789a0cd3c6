package ui

import (
	"encoding/json"
	"fmt"
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

// loadReview reads a kept review; anything missing or unreadable is no
// review (it is analysed again and written anew).
func loadReview(path string) (bots.Review, bool) {
	data, err := game.ReadRegularFile(path, maxReviewSize)
	if err != nil || len(data) > maxReviewSize {
		return bots.Review{}, false
	}
	var k keptReview
	if json.Unmarshal(data, &k) != nil || k.Version != reviewVersion {
		return bots.Review{}, false
	}
	return k.Review, true
}

// saveReview keeps a review, atomically.
func saveReview(path string, r bots.Review) error {
	data, err := json.Marshal(keptReview{Version: reviewVersion, Review: r})
	if err != nil {
		return err
	}
	return game.WriteFileAtomic(path, data)
}
