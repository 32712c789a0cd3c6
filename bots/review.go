package bots

import (
	"cmp"
	"context"
	"fmt"
	"slices"

	"agora/game"
)

// A review goes back over a finished (or unfinished) game from one seat:
// the game is replayed from its configuration and decision log, and at
// each of the seat's decisions search measures, from what the seat could
// see then, its chance of winning with the best option and with the one
// it chose. Where the chosen option loses most, the game turned.

// ReviewOptions bound a review.
type ReviewOptions struct {
	// Playouts is the search budget per decision (0: ReviewPlayouts).
	Playouts int
	// Seed makes the review repeatable.
	Seed uint64
	// Progress, when set, is called after each of the seat's decisions
	// with how many are done and how many there are.
	Progress func(done, total int)
}

// ReviewPlayouts is a review's budget per decision when none is given:
// the Hard level's, so that a 4-player game is reviewed in about a minute
// on one core.
const ReviewPlayouts = defaultPlayouts

// Turning points: the seat's decisions that lost the most winning chance,
// at most maxTurningPoints, each losing at least turningLoss.
const (
	maxTurningPoints = 3
	turningLoss      = 0.05
)

// Review is a game's decisions of one seat, judged.
type Review struct {
	Game      string             `json:"game"`
	Seat      int                `json:"seat"`
	Playouts  int                `json:"playouts"`
	Decisions []ReviewedDecision `json:"decisions"`
}

// ReviewedDecision is one decision of the reviewed seat.
type ReviewedDecision struct {
	// Index is the decision's place in the game's log.
	Index int `json:"index"`
	// Kind is the prompt it answered.
	Kind string `json:"kind"`
	// Round is the game's round when it was taken (game.Rounder: 7
	// Wonders' Age), 0 for a game without rounds.
	Round int `json:"round,omitempty"`
	// Options is how many options were open; with one, nothing was
	// measured (Forced).
	Options int  `json:"options"`
	Forced  bool `json:"forced,omitempty"`
	// Chosen is the option played, Best the one search judged best.
	Chosen     game.Option `json:"chosen"`
	ChosenText string      `json:"chosen_text"`
	Best       game.Option `json:"best"`
	BestText   string      `json:"best_text"`
	// Before is the seat's chance of winning with the best option, After
	// with the chosen one (shares of playouts won); Loss is Before less
	// After, never below zero.
	Before float64 `json:"before"`
	After  float64 `json:"after"`
	Loss   float64 `json:"loss"`
	// TurningPoint marks the decisions that lost the most.
	TurningPoint bool `json:"turning_point,omitempty"`
}

// ReviewGame replays the game of cfg and log with rules and judges every
// decision seat took. It stops with ctx.Err() when ctx is done.
func ReviewGame(ctx context.Context, rules game.Rules, cfg game.Config, log []game.Decision, seat game.Seat, opts ReviewOptions) (Review, error) {
	if int(seat) < 0 || int(seat) >= len(cfg.Seats) {
		return Review{}, fmt.Errorf("no seat %d in a game of %d", seat, len(cfg.Seats))
	}
	s, err := rules.Start(cfg)
	if err != nil {
		return Review{}, err
	}
	budget := opts.Playouts
	if budget <= 0 {
		budget = ReviewPlayouts
	}
	mc := NewMonteCarlo(budget, opts.Seed)
	mc.Search = expertSearch(cfg.Game)
	r := Review{Game: cfg.Game, Seat: int(seat), Playouts: budget}
	total := 0
	for _, d := range log {
		if d.Seat == seat {
			total++
		}
	}
	var legal []game.Option
	for i, d := range log {
		if d.Seat == seat {
			legal = s.Legal(seat, legal[:0])
			rd, err := judge(ctx, mc, s, seat, d.Option, legal)
			if err != nil {
				return Review{}, err
			}
			rd.Index, rd.Kind = i, promptKind(s, seat)
			if r, ok := s.(game.Rounder); ok {
				rd.Round = r.Round()
			}
			r.Decisions = append(r.Decisions, rd)
			if opts.Progress != nil {
				opts.Progress(len(r.Decisions), total)
			}
		}
		if err := s.Apply(d.Seat, d.Option); err != nil {
			return Review{}, fmt.Errorf("decision %d does not replay: %w", i, err)
		}
	}
	markTurningPoints(r.Decisions)
	return r, nil
}

// judge measures one decision: the chosen option always, with the
// candidates search would look at.
func judge(ctx context.Context, mc *MonteCarlo, s game.State, seat game.Seat, chosen game.Option, legal []game.Option) (ReviewedDecision, error) {
	rd := ReviewedDecision{Options: len(legal), Chosen: chosen, ChosenText: s.Describe(chosen), Best: chosen, BestText: s.Describe(chosen)}
	if !slices.Contains(legal, chosen) {
		return rd, fmt.Errorf("%s was not open to seat %d", s.Describe(chosen), seat)
	}
	if len(legal) == 1 {
		rd.Forced = true
		return rd, nil
	}
	v := s.View(seat)
	cands := mc.narrow(v, legal)
	if !slices.Contains(cands, chosen) {
		cands = append(slices.Clone(cands), chosen)
	}
	top, err := mc.measure(ctx, v, cands)
	if err != nil {
		return rd, err
	}
	best := slices.MaxFunc(top, func(a, b HintChoice) int { return cmp.Compare(a.WinRate, b.WinRate) })
	mine := top[slices.IndexFunc(top, func(c HintChoice) bool { return c.Option == chosen })]
	rd.Best, rd.BestText = best.Option, s.Describe(best.Option)
	rd.Before, rd.After = best.WinRate, mine.WinRate
	rd.Loss = max(0, rd.Before-rd.After)
	if rd.Loss == 0 {
		rd.Best, rd.BestText = chosen, rd.ChosenText
	}
	return rd, nil
}

// promptKind is the kind of seat's pending decision.
func promptKind(s game.State, seat game.Seat) string {
	for _, p := range s.Pending() {
		if p.Seat == seat {
			return p.Kind
		}
	}
	return ""
}

// markTurningPoints marks the decisions that lost the most.
func markTurningPoints(ds []ReviewedDecision) {
	idx := make([]int, len(ds))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int { return cmp.Compare(ds[b].Loss, ds[a].Loss) })
	for _, i := range idx[:min(maxTurningPoints, len(idx))] {
		if ds[i].Loss >= turningLoss {
			ds[i].TurningPoint = true
		}
	}
}
