package bots

import (
	"context"
	"fmt"
	"math"
	"runtime"
	"sort"
	"sync"

	"agora/game"
	"agora/game/wonders"
)

// GodStat is how the seats that invoked one god fared over a series of
// games where every seat plays the same bot: their share of the wins (a
// seat sharing first place counts its share) with its 95% interval, and
// their mean score. An average seat wins 1/players of the games.
type GodStat struct {
	God       string  `json:"god"`
	Invoked   int     `json:"invoked"`
	WinRate   float64 `json:"win_rate"`
	CI95      float64 `json:"ci95"`
	MeanScore float64 `json:"mean_score"`
}

// FaithBalance plays games of 7 Wonders with Faith (and the expansions
// given) between copies of the bot spec, and reports per god how the seats
// that invoked it fared, most winning first; games that fail are an error.
func FaithBalance(ctx context.Context, spec string, players, games int, seed uint64, expansions []string) ([]GodStat, error) {
	type tally struct {
		n           int
		wins, score float64
	}
	var mu sync.Mutex
	stats := map[wonders.God]*tally{}
	var firstErr error
	jobs := make(chan int)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for g := range jobs {
				s, err := selfPlay(ctx, spec, players, mix(seed, uint64(g)), expansions)
				mu.Lock()
				if err != nil && firstErr == nil {
					firstErr = fmt.Errorf("game %d: %w", g, err)
				}
				if err == nil {
					o := s.Outcome()
					winners := len(o.Winners())
					for _, inv := range invocations(s) {
						t := stats[inv.god]
						if t == nil {
							t = &tally{}
							stats[inv.god] = t
						}
						t.n++
						t.score += float64(o.Scores[inv.seat].Total)
						if o.Scores[inv.seat].Rank == 1 {
							t.wins += 1 / float64(winners)
						}
					}
				}
				mu.Unlock()
			}
		}()
	}
	for g := range games {
		jobs <- g
	}
	close(jobs)
	wg.Wait()
	if firstErr != nil {
		return nil, firstErr
	}
	var out []GodStat
	for god, t := range stats {
		p := t.wins / float64(t.n)
		out = append(out, GodStat{God: wonders.Gods()[god].ID, Invoked: t.n, WinRate: p,
			CI95: 1.96 * math.Sqrt(p*(1-p)/float64(t.n)), MeanScore: t.score / float64(t.n)})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].WinRate != out[j].WinRate {
			return out[i].WinRate > out[j].WinRate
		}
		return out[i].God < out[j].God
	})
	return out, nil
}

// selfPlay plays one game with the bot spec at every seat.
func selfPlay(ctx context.Context, spec string, players int, seed uint64, expansions []string) (*wonders.State, error) {
	cfg := game.Config{Game: "wonders", Seed: seed, Expansions: append([]string{wonders.ExpansionFaith}, expansions...)}
	seatBots := make([]Bot, players)
	for i := range players {
		cfg.Seats = append(cfg.Seats, game.SeatConfig{Name: fmt.Sprint("bot ", i+1), Bot: spec})
		b, err := New(spec, "wonders", mix(seed, uint64(i)+1))
		if err != nil {
			return nil, err
		}
		seatBots[i] = b
	}
	st, err := wonders.Rules.Start(cfg)
	if err != nil {
		return nil, err
	}
	s := st.(*wonders.State)
	var legal []game.Option
	for !s.Over() {
		seat := s.Pending()[0].Seat
		legal = s.Legal(seat, legal[:0])
		opt, err := seatBots[seat].Choose(ctx, s.View(seat), legal)
		if err != nil {
			return nil, err
		}
		if err := s.Apply(seat, opt); err != nil {
			return nil, err
		}
	}
	return s, nil
}

type invocation struct {
	seat int
	god  wonders.God
}

// invocations lists the gods each seat invoked in a finished game (a god
// Seth cancelled included: it was invoked), from the public log.
func invocations(s *wonders.State) []invocation {
	var out []invocation
	for _, e := range s.SeatView(0).Events {
		if e.Kind == wonders.EventGod && e.City < s.Players() && e.God != wonders.NoGod {
			out = append(out, invocation{seat: e.City, god: e.God})
		}
	}
	return out
}
