package seat

import (
	"context"
	"errors"

	"agora/bots"
	"agora/game"
)

// Hint is what the Hard bot would play for a seat (bots.Hint): its best
// option and the candidates it measured, best first.
type Hint struct {
	Best game.Option
	Top  []bots.HintChoice
}

// HintAnswer is a hint with the view it was searched for (a table names
// the options from it).
type HintAnswer struct {
	View game.View
	Hint
}

// HintFunc searches a hint, on any goroutine, until ctx ends. A table's
// Source prepares one on the UI goroutine (Source.Hint), taking then what
// the search needs, and runs it off it.
type HintFunc func(ctx context.Context) (HintAnswer, error)

// Hinter is a seat whose game searches hints for it where the game is
// held, from the seat's view only: a local seat of a Host, or
// online/remote's seat, whose host searches it (proto.THint).
type Hinter interface {
	// Hint searches the seat's hint at version, its snapshot's: ErrStale
	// once the game has moved on, game.ErrNotPending when the seat owes
	// nothing.
	Hint(ctx context.Context, version int) (Hint, error)
}

// ErrNoHint: the seat's game offers no hint (a seat of a game held by
// a process that does not search them).
var ErrNoHint = errors.New("no hint for this seat")

// StateHint prepares the search of seat's hint in s, a game held by the
// caller: s is cloned now, the search runs on the clone's view.
func StateHint(s game.State, seat game.Seat) HintFunc {
	s = s.Clone()
	v, legal := s.View(seat), s.Legal(seat, nil)
	seed := s.Config().Seed ^ uint64(len(s.Log()))<<8
	return func(ctx context.Context) (HintAnswer, error) {
		best, top, err := bots.Hint(ctx, s.Game(), v, legal, seed)
		return HintAnswer{View: v, Hint: Hint{Best: best, Top: top}}, err
	}
}

// SearchHint searches the hint of the seat whose view is v, with options
// legal, from the view alone (bots.Hint searches determinizations of
// it) with seed: what a host answers a seat of a game it holds for
// another computer (Host.Hint).
func SearchHint(ctx context.Context, gameName string, v game.View, legal []game.Option, seed uint64) (Hint, error) {
	best, top, err := bots.Hint(ctx, gameName, v, legal, seed)
	if err != nil {
		return Hint{}, err
	}
	return Hint{Best: best, Top: top}, nil
}

// HintSeed is the seed of the search of seat's hint after decisions
// decisions: the host's own key (drawn at random when it opens, never
// told) mixed with those public numbers, so that asking again about the
// same position gives the same answer. The game's seed, which orders its
// hidden cards, never enters it; and the key stays unknown to the seats,
// so an answer cannot be worked back to the hidden cards' places.
func (h *Host) HintSeed(seat game.Seat, decisions int) uint64 {
	x := game.NewHash()
	x.Uint64(h.hintKey)
	x.Int(int(seat))
	x.Int(decisions)
	return x.Sum() | 1
}

// Hint searches seat's hint at version (Hinter), from its view only,
// holding the game only to copy it.
func (h *Host) Hint(ctx context.Context, seat game.Seat, version int) (Hint, error) {
	h.mu.Lock()
	switch {
	case h.state.Over():
		h.mu.Unlock()
		return Hint{}, &game.MoveError{Seat: seat, Err: game.ErrOver}
	case version != h.version:
		h.mu.Unlock()
		return Hint{}, &game.MoveError{Seat: seat, Err: ErrStale}
	}
	legal := h.state.Legal(seat, nil)
	s, decisions := h.state.Clone(), len(h.state.Log())
	h.mu.Unlock()
	if len(legal) == 0 {
		return Hint{}, &game.MoveError{Seat: seat, Err: game.ErrNotPending}
	}
	return SearchHint(ctx, s.Game(), s.View(seat), legal, h.HintSeed(seat, decisions))
}

func (l *local) Hint(ctx context.Context, version int) (Hint, error) {
	if err := l.check(); err != nil {
		return Hint{}, err
	}
	return l.h.Hint(ctx, l.seat, version)
}

var _ Hinter = (*local)(nil)

// Hint prepares the search of the mirrored seat's hint at the snapshot
// held, by the game's host (Hinter); ErrNoHint for another seat, or a
// seat whose host searches none. When the game moved on meanwhile (in 7
// Wonders the others' hidden picks do, changing nothing the seat sees),
// it asks again about the seat's latest snapshot, whose view the answer
// then carries: the table judges whether it still shows that position.
func (m *Mirror) Hint(s game.Seat) HintFunc {
	snap, st := m.snap, m.s
	return func(ctx context.Context) (HintAnswer, error) {
		hs, ok := st.(Hinter)
		if !ok || s != st.Seat() {
			return HintAnswer{}, ErrNoHint
		}
		for try := 0; ; try++ {
			hint, err := hs.Hint(ctx, snap.Version)
			if err == nil || !errors.Is(err, ErrStale) || try == hintTries {
				return HintAnswer{View: snap.View, Hint: hint}, err
			}
			if snap, err = st.Snapshot(ctx); err != nil {
				return HintAnswer{}, err
			}
		}
	}
}

// hintTries is how many times a mirror asks again about a game that
// moved on while it asked.
const hintTries = 3
