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

// ISMCTS is information-set Monte Carlo tree search (Cowling, Powley and
// Whitehouse 2012, single observer): every iteration samples one
// determinization of the hidden part of the game from the seat's view, and
// walks one tree of the seat's own decisions with it. A node's statistics
// thus gather every world consistent with what the seat knows, and an
// option is scored over the worlds where it was available (UCB with
// availability counts).
//
// The game's heuristic guides the search three ways: progressive bias (the
// prior's rank of an option adds a bonus that fades with visits),
// progressive widening (a node considers only the prior's best few options
// at first, more as it is visited) and the playout policy. The other seats
// move by the playout policy, inside the tree as in playouts.
//
// Each core grows its own tree on its own determinizations (root
// parallelism); the roots' statistics are summed and the most visited
// option is played. Cancellation and deadlines behave as for MonteCarlo.
type ISMCTS struct {
	// Iterations is the total budget per decision.
	Iterations int
	// Search narrows the root's options, plays out and judges them as in
	// MonteCarlo; the Rollout also moves the other seats inside the tree,
	// and the Prior gives the bias and the order of widening (nil treats
	// options alike). Deeper nodes widen progressively.
	Search
	// Explore is the UCB exploration constant; Bias the weight of the
	// prior's bonus.
	Explore, Bias float64
	// Expand is how many visits an option needs before the tree grows a
	// node below it (0: a tenth of the budget). Until then its iterations
	// play out at once, so the tree only deepens along lines measured
	// well enough: a node grown on a few visits plays the seat's later
	// turns by noisy statistics, which measured worse than the playout
	// policy (docs/bots.md).
	Expand int
	seed   uint64
	calls  atomic.Uint64
}

// NewISMCTS returns an information-set MCTS bot with an iteration budget
// per decision.
func NewISMCTS(iterations int, seed uint64) *ISMCTS {
	return &ISMCTS{Iterations: iterations, Explore: 0.5, Bias: 0.3, seed: seed}
}

func (b *ISMCTS) Name() string { return "ismcts" }

// edge is one option out of a node with its statistics.
type edge struct {
	opt   game.Option
	n     int
	sum   float64
	sq    float64 // sum of squared rewards
	wins  float64
	avail int
	// value is the prior's raw value (for ranking); bonus the progressive
	// bias, from the option's rank when it was first seen.
	value, bonus float64
	child        *node
}

// node is one of the seat's decisions, reached by a sequence of its own
// options.
type node struct {
	visits int
	edges  []*edge
	// root nodes consider every candidate from the start: the root's
	// options are already pruned to the prior's best, and widening them
	// would only favour the prior's first choices over what search finds.
	root bool
}

func (nd *node) find(o game.Option) *edge {
	for _, e := range nd.edges {
		if e.opt == o {
			return e
		}
	}
	return nil
}

// grow adds edges for the options of legal the node has not met yet, with
// their prior from view().
func (b *ISMCTS) grow(nd *node, legal []game.Option, view func() game.View) {
	missing := false
	for _, o := range legal {
		if nd.find(o) == nil {
			missing = true
			break
		}
	}
	if !missing {
		return
	}
	idx, values := ranked(b.Prior, view(), legal)
	for rank, i := range idx {
		if nd.find(legal[i]) != nil {
			continue
		}
		e := &edge{opt: legal[i], bonus: 1 / float64(rank+1)}
		if values != nil {
			e.value = values[i]
		}
		nd.edges = append(nd.edges, e)
	}
}

// widthAt is how many options a node visited n times considers.
func widthAt(n int) int { return 2 + int(math.Sqrt(float64(n))/2) }

// pick chooses the edge to follow among the options of legal.
func (b *ISMCTS) pick(nd *node, legal []game.Option) *edge {
	avail := make([]*edge, 0, len(legal))
	for _, o := range legal {
		avail = append(avail, nd.find(o))
	}
	if b.Prior != nil {
		slices.SortStableFunc(avail, func(x, y *edge) int { return cmp.Compare(y.value, x.value) })
	}
	if !nd.root {
		avail = avail[:min(len(avail), widthAt(nd.visits))]
	}
	var best *edge
	bestScore := math.Inf(-1)
	for _, e := range avail {
		e.avail++
		var score float64
		if e.n == 0 {
			score = 1e6 + e.bonus // untried options first, by the prior's rank
		} else {
			n := float64(e.n)
			score = e.sum/n + b.Explore*math.Sqrt(math.Log(float64(e.avail))/n) + b.Bias*e.bonus/(n+1)
		}
		if score > bestScore {
			best, bestScore = e, score
		}
	}
	return best
}

func (b *ISMCTS) Choose(ctx context.Context, v game.View, legal []game.Option) (game.Option, error) {
	return chooseBest(ctx, b, v, legal)
}

// measure searches from the candidates legal (narrowed, the prior's best
// first) and returns those it visited, most visited first.
func (b *ISMCTS) measure(ctx context.Context, v game.View, legal []game.Option) ([]HintChoice, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	call := b.calls.Add(1)
	me := v.Seat()
	workers := min(runtime.NumCPU(), max(1, b.Iterations/len(legal)))
	roots := make([]*node, workers)
	var wg sync.WaitGroup
	for w := range workers {
		root := &node{root: true}
		b.grow(root, legal, func() game.View { return v })
		roots[w] = root
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := game.NewRand(mix(b.seed, call*64+uint64(w)))
			var buf []game.Option
			for i := w; i < b.Iterations; i += workers {
				if ctx.Err() != nil {
					return
				}
				buf = b.iterate(root, v.Determinize(&rng), me, legal, &rng, buf)
			}
		}()
	}
	wg.Wait()
	total := map[game.Option]*stat{}
	for _, root := range roots {
		for _, e := range root.edges {
			st := total[e.opt]
			if st == nil {
				st = &stat{}
				total[e.opt] = st
			}
			st.merge(stat{n: e.n, sum: e.sum, sq: e.sq, wins: e.wins})
		}
	}
	out := make([]HintChoice, 0, len(total))
	for _, o := range legal {
		if st := total[o]; st != nil && st.n > 0 {
			out = append(out, st.choice(o))
		}
	}
	if err := ctx.Err(); err != nil && (errors.Is(err, context.Canceled) || len(out) == 0) {
		return nil, err
	}
	if len(out) == 0 {
		return nil, ErrNoOption
	}
	slices.SortStableFunc(out, func(x, y HintChoice) int {
		if c := cmp.Compare(y.Playouts, x.Playouts); c != 0 {
			return c
		}
		return cmp.Compare(y.Value, x.Value)
	})
	preferPrior(out, legal[0], func(o game.Option) stat { return *total[o] }, b.Evidence)
	return out, nil
}

// iterate runs one iteration on the determinization s: down the tree by
// the seat's decisions, then a playout, then the result back up.
func (b *ISMCTS) iterate(root *node, s game.State, me game.Seat, rootLegal []game.Option, rng *game.Rand, buf []game.Option) []game.Option {
	expand := b.Expand
	if expand <= 0 {
		expand = max(1, b.Iterations/10)
	}
	var path []*edge
	var visited []*node
	nd := root
	legal := rootLegal
	fail := false
	for {
		visited = append(visited, nd)
		e := b.pick(nd, legal)
		path = append(path, e)
		if s.Apply(me, e.opt) != nil {
			fail = true
			break
		}
		if e.n < expand {
			break // a leaf: play out from here
		}
		// the other seats move until the seat owes a real choice again
		for !s.Over() {
			if slices.ContainsFunc(s.Pending(), func(p game.Prompt) bool { return p.Seat == me }) {
				buf = s.Legal(me, buf[:0])
				if len(buf) > 1 {
					break
				}
				if s.Apply(me, buf[0]) != nil {
					fail = true
					break
				}
				continue
			}
			p := s.Pending()[0].Seat
			buf = s.Legal(p, buf[:0])
			next := buf[0]
			if len(buf) > 1 {
				if b.Rollout != nil {
					next = b.Rollout(s, p, buf, rng)
				} else {
					next = buf[rng.IntN(len(buf))]
				}
			}
			if s.Apply(p, next) != nil {
				fail = true
				break
			}
		}
		if fail || s.Over() {
			break
		}
		if e.child == nil {
			e.child = &node{}
		}
		nd = e.child
		legal = slices.Clone(buf)
		b.grow(nd, legal, func() game.View { return s.View(me) })
	}
	var r, w float64
	if !fail {
		r, w, buf = playout(s, me, greedyFirst(b.Prior, me, b.Greedy, b.Rollout), b.Leaf, b.Depth, rng, buf)
	}
	for _, nd := range visited {
		nd.visits++
	}
	for _, e := range path {
		e.n++
		e.sum += r
		e.sq += r * r
		e.wins += w
	}
	return buf
}
