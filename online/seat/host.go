package seat

import (
	"context"
	"crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
	"sync"

	"agora/game"
)

// Host holds a game in this process: the one place its moves are judged.
// Every seat, local or served to another computer, goes through it.
type Host struct {
	rules game.Rules

	mu      sync.Mutex
	state   game.State
	version int
	changed chan struct{} // closed and replaced at each change
	moved   func(game.State)
	hintKey uint64 // the hints' secret (HintSeed)
}

// NewHost holds s, a game of rules. moved, when set, runs after every
// change with the host locked (an autosave); it must not call the host.
func NewHost(rules game.Rules, s game.State, moved func(game.State)) *Host {
	var key [8]byte
	rand.Read(key[:])
	return &Host{rules: rules, state: s, changed: make(chan struct{}), moved: moved, hintKey: binary.LittleEndian.Uint64(key[:])}
}

// Rules is the engine of the hosted game.
func (h *Host) Rules() game.Rules { return h.rules }

// State is a copy of the game as it stands.
func (h *Host) State() game.State {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.state.Clone()
}

// Seat is a local seat of the game.
func (h *Host) Seat(s game.Seat) Seat { return &local{h: h, seat: s} }

// Version is the number of changes so far.
func (h *Host) Version() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.version
}

// Snapshot is seat's knowledge of the game now.
func (h *Host) Snapshot(seat game.Seat) Snapshot {
	h.mu.Lock()
	defer h.mu.Unlock()
	s := h.state
	snap := Snapshot{
		Version:   h.version,
		Decisions: len(s.Log()),
		View:      s.View(seat),
		Legal:     s.Legal(seat, nil),
		Pending:   slices.Clone(s.Pending()),
		Over:      s.Over(),
		Settled:   s.Settled(),
	}
	for i, d := range s.Log() {
		if d.Seat == seat {
			snap.Own = append(snap.Own, d.Option)
			if i >= snap.Settled {
				snap.Open++
			}
		}
	}
	if snap.Over {
		o := s.Outcome()
		snap.Outcome = &o
	}
	return snap
}

// Apply plays opt for seat, chosen from version.
func (h *Host) Apply(seat game.Seat, version int, opt game.Option) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if err := h.state.Apply(seat, opt); err != nil {
		if version != h.version && errors.Is(err, game.ErrIllegal) {
			return &game.MoveError{Seat: seat, Option: opt, Err: ErrStale}
		}
		return err
	}
	h.changeLocked()
	return nil
}

// Undo withdraws seat's latest unsettled decision.
func (h *Host) Undo(seat game.Seat) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.state.Over() {
		return &game.MoveError{Seat: seat, Err: game.ErrOver}
	}
	s, err := game.Withdraw(h.rules, h.state, seat)
	if err != nil {
		return err
	}
	h.state = s
	h.changeLocked()
	return nil
}

func (h *Host) changeLocked() {
	h.version++
	close(h.changed)
	h.changed = make(chan struct{})
	if h.moved != nil {
		h.moved(h.state)
	}
}

// Changed is the version now and a channel closed at the next change,
// for a caller that waits on other things too (a server's connection).
func (h *Host) Changed() (int, <-chan struct{}) {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.version, h.changed
}

// Pending are the seats that owe a decision now, and whether the game is
// over: who is thinking, without a view.
func (h *Host) Pending() ([]game.Prompt, bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	return slices.Clone(h.state.Pending()), h.state.Over()
}

// Wait returns once the version is past after or the game is over.
func (h *Host) Wait(ctx context.Context, after int) (int, error) {
	for {
		h.mu.Lock()
		v, over, ch := h.version, h.state.Over(), h.changed
		h.mu.Unlock()
		if v > after || over {
			return v, nil
		}
		select {
		case <-ch:
		case <-ctx.Done():
			return v, ctx.Err()
		}
	}
}

// Log is the configuration and every decision, once the game is over.
func (h *Host) Log() (game.Config, []game.Decision, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if !h.state.Over() {
		return game.Config{}, nil, ErrNotOver
	}
	return h.state.Config(), slices.Clone(h.state.Log()), nil
}

// local is a seat of a game held in this process.
type local struct {
	h      *Host
	seat   game.Seat
	mu     sync.Mutex
	closed bool
}

func (l *local) Seat() game.Seat     { return l.seat }
func (l *local) Game() string        { return l.h.rules.Game }
func (l *local) Config() game.Config { return l.h.State().Config() }
func (l *local) check() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.closed {
		return fmt.Errorf("%v: %w", l.seat, ErrClosed)
	}
	return nil
}

func (l *local) Snapshot(context.Context) (Snapshot, error) {
	if err := l.check(); err != nil {
		return Snapshot{}, err
	}
	return l.h.Snapshot(l.seat), nil
}

func (l *local) Apply(_ context.Context, version int, opt game.Option) error {
	if err := l.check(); err != nil {
		return err
	}
	return l.h.Apply(l.seat, version, opt)
}

func (l *local) Undo(context.Context) error {
	if err := l.check(); err != nil {
		return err
	}
	return l.h.Undo(l.seat)
}

func (l *local) Wait(ctx context.Context, after int) (int, error) {
	if err := l.check(); err != nil {
		return 0, err
	}
	return l.h.Wait(ctx, after)
}

func (l *local) Log(context.Context) (game.Config, []game.Decision, error) {
	if err := l.check(); err != nil {
		return game.Config{}, nil, err
	}
	return l.h.Log()
}

func (l *local) Close() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.closed = true
	return nil
}
