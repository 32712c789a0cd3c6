package bots

import (
	"fmt"
	"math"
	"slices"
	"time"
)

// Merge joins the reports of a match and of its continuation (b's From is
// a's Next, same seed, table and bots) into the report of the match they
// make together: a long match can be played in parts, stopped and taken up
// again, and still be reported as one.
func Merge(a, b Report) (Report, error) {
	switch {
	case a.Game != b.Game || a.Players != b.Players || a.Teams != b.Teams ||
		!slices.Equal(a.Expansions, b.Expansions) || fmt.Sprint(a.Variants) != fmt.Sprint(b.Variants):
		return Report{}, fmt.Errorf("merge: different tables (%s %d players %v, %s %d players %v)", a.Game, a.Players, a.Expansions, b.Game, b.Players, b.Expansions)
	case !slices.EqualFunc(a.Seats, b.Seats, func(x, y SeatReport) bool { return x.Bot == y.Bot }):
		return Report{}, fmt.Errorf("merge: different bots")
	case a.Seed != b.Seed || b.From != a.Next:
		return Report{}, fmt.Errorf("merge: seed %d games %d-%d does not go on from seed %d games %d-%d", b.Seed, b.From, b.Next-1, a.Seed, a.From, a.Next-1)
	}
	r := a
	r.Seats = make([]SeatReport, len(a.Seats))
	r.Games = a.Games + b.Games
	r.Errors = a.Errors + b.Errors
	r.InvariantViolations = a.InvariantViolations + b.InvariantViolations
	r.Next = b.Next
	r.Interrupted = b.Interrupted
	if r.FirstProblem == "" {
		r.FirstProblem = b.FirstProblem
	}
	if took := a.seconds() + b.seconds(); took > 0 {
		r.GamesPerSec = float64(r.Games) / took
	}
	for i := range r.Seats {
		x, y := a.Seats[i], b.Seats[i]
		s := &r.Seats[i]
		s.Bot = x.Bot
		s.Wins = x.Wins + y.Wins
		s.Ties = x.Ties + y.Ties
		s.Decisions = x.Decisions + y.Decisions
		s.score = int(math.Round(x.MeanScore*float64(a.completed()) + y.MeanScore*float64(b.completed())))
		s.spent = time.Duration((x.MsPerMove*float64(x.Decisions) + y.MsPerMove*float64(y.Decisions)) * float64(time.Millisecond))
		s.settle(r.completed())
	}
	return r, nil
}

// completed is the number of games that reached their end.
func (r Report) completed() int { return r.Games - r.Errors - r.InvariantViolations }

// seconds is how long the match took.
func (r Report) seconds() float64 {
	if r.GamesPerSec <= 0 {
		return 0
	}
	return float64(r.Games) / r.GamesPerSec
}
