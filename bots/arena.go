package bots

import (
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"math"
	"runtime"
	"slices"
	"sync"
	"time"

	"agora/game"
	"agora/game/gametest"
)

// Match is a series of games between bots, seats rotated every game so no
// bot keeps the same place.
type Match struct {
	Rules      game.Rules
	Players    int
	Expansions []string
	Teams      bool
	// Variants are the engine switches every game uses ("market-day": "off").
	Variants map[string]string
	// Bots holds one bot spec per seat.
	Bots  []string
	Games int
	Seed  uint64
	// From is the number of the match's first game: a match from N with
	// the same seed goes on from one that played games 0 to N-1, with the
	// same deals and seats as if it had been one match (see Merge).
	From int
	// MaxDecisions ends a game that runs away, counted as an error: an
	// engine bug, or bots that stall (two Dale bots that only take
	// inventory once nothing useful is left to buy; between search bots,
	// lower it so such a game costs minutes, not hours). 0 means
	// defaultMaxDecisions.
	MaxDecisions int
	// Workers is how many games run at once; 0 means one per CPU.
	Workers int
	// NewBot builds a seat's bot; nil means New.
	NewBot func(spec, gameName string, seed uint64) (Bot, error)
	// Replay replays every finished game from its log and checks it
	// reaches the same position (the digest); a mismatch is counted in
	// Report.ReplayMismatches.
	Replay bool
	// Progress, when set, gets a line per finished game with every bot's
	// wins so far (long matches print nothing else until they end).
	Progress io.Writer
}

// Report is what a match measured. Its JSON form is the arena's output.
type Report struct {
	Game                string            `json:"game"`
	Players             int               `json:"players"`
	Expansions          []string          `json:"expansions,omitempty"`
	Teams               bool              `json:"teams,omitempty"`
	Variants            map[string]string `json:"variants,omitempty"`
	Games               int               `json:"games"`
	Errors              int               `json:"errors"`
	InvariantViolations int               `json:"invariant_violations"`
	// ReplayMismatches counts the games whose log did not replay to the
	// same position (only with Match.Replay).
	ReplayMismatches int     `json:"replay_mismatches,omitempty"`
	GamesPerSec      float64 `json:"games_per_sec"`
	// Seed is the match seed; From the number of its first game, Next one
	// past its last game finished: where a continuation starts.
	Seed  uint64       `json:"seed"`
	From  int          `json:"from"`
	Next  int          `json:"next"`
	Seats []SeatReport `json:"seats"`
	// Interrupted tells that the match was stopped before its last game:
	// the figures are those of the games finished by then.
	Interrupted bool `json:"interrupted,omitempty"`
	// FirstProblem describes the first error or violation met, if any.
	FirstProblem string `json:"first_problem,omitempty"`
}

// SeatReport sums up one bot of the --bots list over every seat it took.
type SeatReport struct {
	Bot string `json:"bot"`
	// Wins counts a shared first place as a share of a win.
	Wins      float64 `json:"wins"`
	Ties      int     `json:"ties"`
	MeanScore float64 `json:"mean_score"`
	MsPerMove float64 `json:"ms_per_move"`
	// Decisions counts the decisions the bot took.
	Decisions int `json:"decisions"`
	// WinRate is Wins/Games, with the half-width of its 95% interval.
	WinRate float64 `json:"win_rate"`
	CI95    float64 `json:"ci95"`

	score int
	spent time.Duration
}

// defaultMaxDecisions leaves room for the longest random games (4-player
// Dale: thousands of decisions).
const defaultMaxDecisions = 100000

// errInvariant marks a violation of the engine's invariants; errReplay a
// finished game whose log does not replay to its position.
var (
	errInvariant = errors.New("invariant violation")
	errReplay    = errors.New("replay mismatch")
)

// Run plays the match. Games run in parallel but every game is seeded from
// the match seed and its number, so the report does not depend on timing
// (apart from the speed figures). When ctx is done, Run starts no new game,
// drops those under way and reports the games finished, with ctx.Err().
func (m Match) Run(ctx context.Context) (Report, error) {
	if err := m.check(); err != nil {
		return Report{}, err
	}
	if m.NewBot == nil {
		m.NewBot = New
	}
	for _, spec := range m.Bots {
		if _, err := m.NewBot(spec, m.Rules.Game, 0); err != nil {
			return Report{}, err
		}
	}
	if _, err := m.Rules.Start(m.config(m.From)); err != nil {
		return Report{}, err
	}
	if m.MaxDecisions == 0 {
		m.MaxDecisions = defaultMaxDecisions
	}
	workers := m.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, m.Games, maxWorkers)
	type finished struct {
		i   int
		res gameResult
	}
	jobs, out := make(chan int), make(chan finished)
	var wg sync.WaitGroup
	start := time.Now()
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				out <- finished{i, m.play(ctx, m.From+i)}
			}
		}()
	}
	go func() {
		defer close(jobs)
		for i := range m.Games {
			select {
			case jobs <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() { wg.Wait(); close(out) }()
	t := m.newTally()
	// Results are added in game order (a game that ends early waits for
	// those before it), so the sums do not depend on timing.
	waiting := map[int]gameResult{}
	done, wins := 0, make([]float64, m.Players)
	for f := range out {
		// A game that ends after the stop is dropped like one under way:
		// the report holds what was finished when ctx was done.
		if ctx.Err() != nil {
			f.res.interrupted = true
		}
		if m.Progress != nil && !f.res.interrupted {
			done++
			m.progress(done, wins, m.From+f.i, f.res, time.Since(start))
		}
		waiting[f.i] = f.res
		for res, ok := waiting[t.seen]; ok; res, ok = waiting[t.seen] {
			delete(waiting, t.seen)
			t.add(res)
		}
	}
	for _, i := range slices.Sorted(maps.Keys(waiting)) {
		for t.seen < i {
			t.add(gameResult{}) // never started
		}
		t.add(waiting[i])
	}
	if t.seen < m.Games {
		t.r.Interrupted = true
	}
	return t.finish(time.Since(start)), ctx.Err()
}

// Bounds of a match, so that game numbers and worker counts stay within
// what an int and the machine hold.
const (
	// MaxGames bounds a match's length and its games' numbers (From +
	// Games).
	MaxGames = 1 << 40
	// maxPlayers bounds the seats: no engine seats more.
	maxPlayers = 64
	maxWorkers = 1024
)

// check refuses a match that cannot be played: the numbers are checked
// before anything is allocated from them.
func (m Match) check() error {
	switch {
	case m.Players < 1 || m.Players > maxPlayers:
		return fmt.Errorf("a match cannot have %d players", m.Players)
	case len(m.Bots) != m.Players:
		return fmt.Errorf("%d bots for %d players", len(m.Bots), m.Players)
	case m.Games < 1 || m.Games > MaxGames:
		return fmt.Errorf("a match plays 1 to %d games, not %d", MaxGames, m.Games)
	case m.From < 0 || m.From > MaxGames-m.Games:
		return fmt.Errorf("a match of %d games cannot start at game %d (0 to %d)", m.Games, m.From, MaxGames-m.Games)
	case m.Workers < 0:
		return fmt.Errorf("a match cannot run %d games at once", m.Workers)
	case m.MaxDecisions < 0:
		return fmt.Errorf("a game cannot be cut after %d decisions", m.MaxDecisions)
	}
	if slices.Contains(m.Expansions, "") {
		return errors.New("an expansion has no name")
	}
	for i, e := range m.Expansions {
		if slices.Contains(m.Expansions[:i], e) {
			return fmt.Errorf("expansion %q given twice", e)
		}
	}
	return nil
}

func (m Match) config(g int) game.Config {
	cfg := game.Config{
		Game:       m.Rules.Game,
		Expansions: m.Expansions,
		Teams:      m.Teams,
		Variants:   m.Variants,
		Seed:       mix(m.Seed, uint64(g)),
	}
	for s := range m.Players {
		cfg.Seats = append(cfg.Seats, game.SeatConfig{Name: fmt.Sprintf("bot %d", s+1), Bot: m.Bots[m.botAt(g, s)]})
	}
	return cfg
}

// botAt is the index in Bots of the bot sitting at seat s in game g.
func (m Match) botAt(g, s int) int { return (s + g%m.Players) % m.Players }

// gameResult is one game as seen by the bots of the match.
type gameResult struct {
	err       error
	outcome   game.Outcome
	moves     []int
	spent     []time.Duration
	completed bool
	// played is false for a game the match never started; interrupted
	// true for one stopped by the match's context.
	played, interrupted bool
}

func (m Match) play(ctx context.Context, g int) (res gameResult) {
	res = gameResult{moves: make([]int, m.Players), spent: make([]time.Duration, m.Players), played: true}
	defer func() { res.interrupted = res.err != nil && ctx.Err() != nil }()
	cfg := m.config(g)
	s, err := m.Rules.Start(cfg)
	if err != nil {
		res.err = err
		return res
	}
	seatBots := make([]Bot, m.Players)
	for i, sc := range cfg.Seats {
		seatBots[i], _ = m.NewBot(sc.Bot, m.Rules.Game, mix(cfg.Seed, uint64(i)+1))
	}
	var legal []game.Option
	for n := 0; !s.Over(); n++ {
		if err := ctx.Err(); err != nil {
			res.err = err
			return res
		}
		if n >= m.MaxDecisions {
			res.err = fmt.Errorf("game %d: no end after %d decisions", g, n)
			return res
		}
		pending := s.Pending()
		if len(pending) == 0 {
			res.err = fmt.Errorf("game %d: not over but nobody owes a decision", g)
			return res
		}
		seat := pending[0].Seat
		legal = s.Legal(seat, legal[:0])
		began := time.Now()
		opt, err := seatBots[seat].Choose(ctx, s.View(seat), legal)
		b := m.botAt(g, int(seat))
		res.spent[b] += time.Since(began)
		res.moves[b]++
		if err != nil {
			res.err = fmt.Errorf("game %d: %s at %v: %w", g, seatBots[seat].Name(), seat, err)
			return res
		}
		if err := gametest.Step(s, seat, opt); err != nil {
			var me *game.MoveError
			if !errors.As(err, &me) {
				err = fmt.Errorf("%w: %v", errInvariant, err)
			}
			res.err = fmt.Errorf("game %d, decision %d: %w", g, n+1, err)
			return res
		}
	}
	if m.Replay {
		if err := gametest.ReplayMatches(m.Rules, s); err != nil {
			res.err = fmt.Errorf("game %d: %w: %v", g, errReplay, err)
			return res
		}
	}
	res.outcome, res.completed = s.Outcome(), true
	return res
}

// progress adds game g to the running wins and prints them.
func (m Match) progress(done int, wins []float64, g int, res gameResult, took time.Duration) {
	line := fmt.Sprintf("game %d/%d (%.0f s):", done, m.Games, took.Seconds())
	if res.err != nil {
		line += " error: " + res.err.Error()
	}
	for b, share := range m.winShares(g, res) {
		wins[b] += share
	}
	for b, spec := range m.Bots {
		line += fmt.Sprintf(" %s %.1f", spec, wins[b])
	}
	fmt.Fprintln(m.Progress, line)
}

// winShares is each bot's share of the win in game g (none for a game
// that did not finish).
func (m Match) winShares(g int, res gameResult) []float64 {
	shares := make([]float64, m.Players)
	if res.err != nil || !res.completed {
		return shares
	}
	winners := res.outcome.Winners()
	for seat, sc := range res.outcome.Scores {
		if sc.Rank == 1 {
			shares[m.botAt(g, seat)] += 1 / float64(len(winners))
		}
	}
	return shares
}

// tally sums a match's games, added in game order.
type tally struct {
	m         Match
	r         Report
	seen      int // games added so far, played or not
	completed int
}

func (m Match) newTally() *tally {
	t := &tally{m: m, r: Report{
		Game:       m.Rules.Game,
		Players:    m.Players,
		Expansions: m.Expansions,
		Teams:      m.Teams,
		Variants:   m.Variants,
		Seed:       m.Seed,
		From:       m.From,
		Next:       m.From,
		Seats:      make([]SeatReport, m.Players),
	}}
	for i, spec := range m.Bots {
		t.r.Seats[i].Bot = spec
	}
	return t
}

// add counts the match's next game.
func (t *tally) add(res gameResult) {
	m, r := t.m, &t.r
	g := m.From + t.seen
	t.seen++
	if !res.played || res.interrupted {
		r.Interrupted = true
		return
	}
	r.Games++
	r.Next = g + 1
	for b := range m.Players {
		r.Seats[b].Decisions += res.moves[b]
		r.Seats[b].spent += res.spent[b]
	}
	if res.err != nil {
		switch {
		case errors.Is(res.err, errInvariant):
			r.InvariantViolations++
		case errors.Is(res.err, errReplay):
			r.ReplayMismatches++
		default:
			r.Errors++
		}
		if r.FirstProblem == "" {
			r.FirstProblem = res.err.Error()
		}
		return
	}
	t.completed++
	tie := len(res.outcome.Winners()) > 1
	shares := m.winShares(g, res)
	for seat, sc := range res.outcome.Scores {
		b := m.botAt(g, seat)
		r.Seats[b].score += sc.Total
		r.Seats[b].Wins += shares[b]
		if sc.Rank == 1 && tie {
			r.Seats[b].Ties++
		}
	}
}

// finish works out the rates once every game is added.
func (t *tally) finish(took time.Duration) Report {
	r := t.r
	r.GamesPerSec = float64(r.Games) / took.Seconds()
	for i := range r.Seats {
		r.Seats[i].settle(t.completed)
	}
	return r
}

// settle works out the means and the win rate from the sums, over the
// games completed.
func (s *SeatReport) settle(completed int) {
	if completed > 0 {
		s.MeanScore = float64(s.score) / float64(completed)
		s.WinRate = s.Wins / float64(completed)
		s.CI95 = 1.96 * math.Sqrt(s.WinRate*(1-s.WinRate)/float64(completed))
	}
	if s.Decisions > 0 {
		s.MsPerMove = float64(s.spent.Microseconds()) / 1000 / float64(s.Decisions)
	}
}

// mix derives independent seeds from a seed and a counter (SplitMix64).
func mix(seed, n uint64) uint64 {
	z := seed + (n+1)*0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}
