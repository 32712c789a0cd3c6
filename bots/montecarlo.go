package bots

import (
	"cmp"
	"context"
	"errors"
	"math"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	"agora/game"
)

// Policy picks a move for seat in a state during a playout. It may read the
// state (the playout owns it) but must not change it.
type Policy func(s game.State, seat game.Seat, legal []game.Option, rng *game.Rand) game.Option

// LeafValue estimates an unfinished game for seat me as a reward in [0, 1]
// (see Reward) and a chance of winning.
type LeafValue func(s game.State, me game.Seat) (reward, win float64)

// Valuer is a game's heuristic valuation of options, one value per option,
// higher is better; search uses it to rank and prune options.
type Valuer func(v game.View, legal []game.Option) []float64

// MonteCarlo is flat Monte Carlo search with determinization: for each
// candidate option it samples the hidden part of the game from the seat's
// view, plays the option, finishes the game with the playout policy, and
// keeps the option with the best average result.
//
// Playouts are split over every core, each goroutine on its own
// determinizations, so the caller's view and state are never touched. When
// ctx is cancelled the search stops at once and returns ctx.Err(); when its
// deadline passes, it returns the best option found so far (the deadline is
// a time budget): Choose the prior's choice if nothing was measured yet,
// Evaluate ctx.Err().
//
// With a Prior, only the Width options the prior ranks best are searched
// (see Candidates), so the budget goes to plausible moves.
type MonteCarlo struct {
	// Playouts is the total budget per decision.
	Playouts int
	// Search is how it narrows, plays out and judges its options.
	Search
	seed  uint64
	calls atomic.Uint64
}

// NewMonteCarlo returns a search bot with a playout budget per decision.
func NewMonteCarlo(playouts int, seed uint64) *MonteCarlo {
	return &MonteCarlo{Playouts: playouts, seed: seed}
}

// ranked returns the indices of legal sorted by the prior, best first, and
// the prior's values (nil without a prior).
func ranked(prior Valuer, v game.View, legal []game.Option) ([]int, []float64) {
	idx := make([]int, len(legal))
	for i := range idx {
		idx[i] = i
	}
	if prior == nil {
		return idx, nil
	}
	values := prior(v, legal)
	slices.SortStableFunc(idx, func(x, y int) int { return cmp.Compare(values[y], values[x]) })
	return idx, values
}

// Search is what the two search bots (MonteCarlo, ISMCTS) share: how they
// narrow a decision to the options they measure, play out and judge them.
type Search struct {
	// Candidates narrows each decision to the options searched; its Prior
	// also guides the playouts (Greedy) and the final choice (Evidence).
	Candidates
	// Rollout picks the moves of the playouts; nil picks uniformly.
	Rollout Policy
	// Greedy is how many of the seat's own decisions right after the
	// searched one the prior takes in each playout, before Rollout does:
	// an option is then measured by its best follow-up (Commerce's pick by
	// the best way to play the card picked), not by a random one.
	Greedy int
	// Evidence, when positive, keeps the prior's first choice unless the
	// search's choice beats it by this many standard errors of the
	// difference: where playouts barely tell options apart, the
	// heuristic's choice is the better bet than the noise.
	Evidence float64
	// Leaf, with Depth > 0, cuts playouts after Depth moves and estimates
	// the unfinished game for a seat instead, as (reward, win share).
	Leaf  LeafValue
	Depth int
}

// Candidates is how a search narrows a decision to the options it
// measures.
type Candidates struct {
	// Prior values each option; nil searches every option.
	Prior Valuer
	// Width is how many of the prior's best options are searched.
	Width int
	// Margin, when positive, also drops the options the prior values more
	// than Margin below the best (Dale's "cancel" next to "confirm"), so
	// that a noisy search cannot loop by undoing its own moves.
	Margin float64
	// Shape, when set, maps an option to what it does apart from how it
	// is paid (7 Wonders: the same card built paying left or right); only
	// the prior's best option of each shape is searched, so the Width
	// places go to different moves.
	Shape func(game.Option) game.Option
	// Settled, when set, names the decisions the prior takes alone: those
	// the playouts cannot judge (7 Wonders' Prayer: playouts invoke gods
	// at random), where measuring would only add noise, and free steps a
	// noisy search could repeat for ever (Dale's market arrangement).
	Settled func(v game.View) bool
}

// narrow returns the prior's best Width options of distinct shapes within
// Margin of the best, best first; only the best on a settled decision.
func (c Candidates) narrow(v game.View, legal []game.Option) []game.Option {
	if c.Prior == nil || (c.Width <= 0 || len(legal) <= c.Width) && c.Margin <= 0 && c.Shape == nil && c.Settled == nil {
		return legal
	}
	idx, values := ranked(c.Prior, v, legal)
	width := c.Width
	if width <= 0 {
		width = len(legal)
	}
	if c.Settled != nil && c.Settled(v) {
		width = 1
	}
	out := make([]game.Option, 0, width)
	seen := map[game.Option]bool{}
	for _, i := range idx {
		if len(out) == width || c.Margin > 0 && values[i] < values[idx[0]]-c.Margin {
			break
		}
		if c.Shape != nil {
			shape := c.Shape(legal[i])
			if seen[shape] {
				continue
			}
			seen[shape] = true
		}
		out = append(out, legal[i])
	}
	return out
}

func (b *MonteCarlo) Name() string { return "mc" }

func (b *MonteCarlo) Choose(ctx context.Context, v game.View, legal []game.Option) (game.Option, error) {
	return chooseBest(ctx, b, v, legal)
}

// Evaluate runs the search and returns the candidates it measured, best
// first, with their playout statistics.
func (b *MonteCarlo) Evaluate(ctx context.Context, v game.View, legal []game.Option) ([]HintChoice, error) {
	if len(legal) == 0 {
		return nil, ErrNoOption
	}
	if err := detached(v); err != nil {
		return nil, err
	}
	return b.measure(ctx, v, b.narrow(v, legal))
}

// measure plays out the candidates cands, the prior's best first, and
// ranks them.
func (b *MonteCarlo) measure(ctx context.Context, v game.View, cands []game.Option) ([]HintChoice, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	call := b.calls.Add(1)
	workers := min(runtime.NumCPU(), max(1, b.Playouts/len(cands)))
	stats := make([][]stat, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := game.NewRand(mix(b.seed, call*64+uint64(w)))
			st := make([]stat, len(cands))
			stats[w] = st
			var buf []game.Option
			for i := w; i < b.Playouts; i += workers {
				if ctx.Err() != nil {
					return
				}
				k := i % len(cands)
				s := v.Determinize(&rng)
				if s.Apply(v.Seat(), cands[k]) != nil {
					st[k].add(0, 0)
					continue
				}
				var r, win float64
				r, win, buf = b.playout(s, v.Seat(), &rng, buf)
				st[k].add(r, win)
			}
		}()
	}
	wg.Wait()
	total := make([]stat, len(cands))
	for w := range workers {
		for k := range cands {
			total[k].merge(stats[w][k])
		}
	}
	if err := ctx.Err(); err != nil && (errors.Is(err, context.Canceled) || slices.ContainsFunc(total, func(s stat) bool { return s.n == 0 })) {
		return nil, err
	}
	out := make([]HintChoice, len(cands))
	for k, o := range cands {
		out[k] = total[k].choice(o)
	}
	slices.SortStableFunc(out, func(x, y HintChoice) int { return cmp.Compare(y.Value, x.Value) })
	preferPrior(out, cands[0], func(o game.Option) stat { return total[slices.Index(cands, o)] }, b.Evidence)
	return out, nil
}

// preferPrior puts first, the prior's choice, at the head of out, the
// search's ranking, unless out's head beats it by k standard errors (k 0:
// the search's ranking stands).
func preferPrior(out []HintChoice, first game.Option, stats func(game.Option) stat, k float64) {
	if k <= 0 || out[0].Option == first {
		return
	}
	i := slices.IndexFunc(out, func(c HintChoice) bool { return c.Option == first })
	if i > 0 && !stats(out[0].Option).beats(stats(first), k) {
		out[0], out[i] = out[i], out[0]
	}
}

// stat sums playout results.
type stat struct {
	n             int
	sum, sq, wins float64
}

func (s *stat) add(r, win float64) { s.n++; s.sum += r; s.sq += r * r; s.wins += win }
func (s *stat) merge(o stat)       { s.n += o.n; s.sum += o.sum; s.sq += o.sq; s.wins += o.wins }

// beats reports whether s's mean exceeds o's by more than k standard
// errors of the difference.
func (s stat) beats(o stat, k float64) bool {
	if s.n < 2 || o.n < 2 {
		return false
	}
	mean := func(x stat) float64 { return x.sum / float64(x.n) }
	variance := func(x stat) float64 { return max(0, x.sq/float64(x.n)-mean(x)*mean(x)) / float64(x.n-1) }
	return mean(s)-mean(o) > k*math.Sqrt(variance(s)+variance(o))
}
func (s stat) choice(o game.Option) HintChoice {
	c := HintChoice{Option: o, Playouts: s.n}
	if s.n > 0 {
		c.Value, c.WinRate = s.sum/float64(s.n), s.wins/float64(s.n)
	}
	return c
}

// maxPlayoutSteps ends a playout that runs away (an engine bug).
const maxPlayoutSteps = 100000

func (b *MonteCarlo) playout(s game.State, me game.Seat, rng *game.Rand, buf []game.Option) (reward, win float64, _ []game.Option) {
	return playout(s, me, greedyFirst(b.Prior, me, b.Greedy, b.Rollout), b.Leaf, b.Depth, rng, buf)
}

// greedyFirst is the policy that takes the prior's best option for the
// seat's next n decisions with a real choice, then follows policy
// (uniform when nil).
func greedyFirst(prior Valuer, me game.Seat, n int, policy Policy) Policy {
	if prior == nil || n <= 0 {
		return policy
	}
	return func(s game.State, seat game.Seat, legal []game.Option, rng *game.Rand) game.Option {
		if seat == me && n > 0 && len(legal) > 1 {
			n--
			values := prior(s.View(me), legal)
			return legal[slices.Index(values, slices.Max(values))]
		}
		if policy == nil {
			return legal[rng.IntN(len(legal))]
		}
		return policy(s, seat, legal, rng)
	}
}

// playout finishes the game s with the policy (uniform when nil), or plays
// depth moves and asks leaf, and returns the reward and the win share for
// seat me. buf is reused.
func playout(s game.State, me game.Seat, policy Policy, leaf LeafValue, depth int, rng *game.Rand, buf []game.Option) (reward, win float64, _ []game.Option) {
	for steps := 0; !s.Over(); steps++ {
		if steps > maxPlayoutSteps {
			return 0, 0, buf
		}
		if leaf != nil && depth > 0 && steps >= depth {
			r, w := leaf(s, me)
			return r, w, buf
		}
		p := s.Pending()[0].Seat
		buf = s.Legal(p, buf[:0])
		var next game.Option
		if policy != nil {
			next = policy(s, p, buf, rng)
		} else {
			next = buf[rng.IntN(len(buf))]
		}
		if s.Apply(p, next) != nil {
			return 0, 0, buf
		}
	}
	o := s.Outcome()
	return Reward(o, me), WinShare(o, me), buf
}

// WinShare is 1 for a sole winner, 1/n for a tie between n winners, and 0
// otherwise.
func WinShare(o game.Outcome, seat game.Seat) float64 {
	if o.Scores[seat].Rank != 1 {
		return 0
	}
	return 1 / float64(len(o.Winners()))
}

// Reward scores a finished game for a seat in [0, 1]: a win share, nudged
// by the score margin against the best other seat so that, among options
// that win as often, the one that wins by more is preferred.
func Reward(o game.Outcome, seat game.Seat) float64 {
	me := o.Scores[seat]
	r := 0.9 * WinShare(o, seat)
	best := -1 << 30
	for i, s := range o.Scores {
		if game.Seat(i) != seat && s.Total > best {
			best = s.Total
		}
	}
	margin := float64(me.Total-best) / 100
	return r + 0.05 + max(-0.05, min(0.05, margin))
}

// evaluator is a search bot: it narrows the options to its candidates and
// ranks those it measured, best first.
type evaluator interface {
	narrow(v game.View, legal []game.Option) []game.Option
	measure(ctx context.Context, v game.View, cands []game.Option) ([]HintChoice, error)
}

// chooseBest plays what a search ranks first; a lone option, or a lone
// candidate, needs no search. A deadline that passes before anything was
// measured leaves the prior's choice.
func chooseBest(ctx context.Context, e evaluator, v game.View, legal []game.Option) (game.Option, error) {
	if len(legal) == 0 {
		return 0, ErrNoOption
	}
	if err := detached(v); err != nil {
		return 0, err
	}
	if len(legal) == 1 {
		return legal[0], ctx.Err()
	}
	cands := e.narrow(v, legal)
	offer(ctx, cands[0])
	if len(cands) == 1 {
		return cands[0], ctx.Err()
	}
	choices, err := e.measure(ctx, v, cands)
	if errors.Is(err, context.DeadlineExceeded) {
		return cands[0], nil
	}
	if err != nil {
		return 0, err
	}
	return choices[0].Option, nil
}
