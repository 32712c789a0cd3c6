package seat

import (
	"context"
	"time"

	"agora/game"
)

// Mirror is a table's copy of one seat of a game held elsewhere: the
// seat's latest snapshot, replaced at each change on the UI goroutine,
// and once the game is over the whole game replayed from its log (for
// Review and Save as). A move or an undo waits for the host's answer.
// A Mirror is used from one goroutine, the UI's; Follow's waiting runs on
// its own and hands each change over through do.
type Mirror struct {
	s     Seat
	rules game.Rules
	snap  Snapshot
	final game.State
}

// Timeout bounds a move's or an undo's round trip.
const Timeout = 20 * time.Second

// NewMirror mirrors s, a seat of a game of rules; Refresh reads its
// first snapshot.
func NewMirror(s Seat, rules game.Rules) *Mirror { return &Mirror{s: s, rules: rules} }

// Snapshot is the latest snapshot read.
func (m *Mirror) Snapshot() Snapshot { return m.snap }

// Final is the game replayed from its log once it is over; nil before.
func (m *Mirror) Final() game.State { return m.final }

// Config is the game's configuration.
func (m *Mirror) Config() game.Config {
	if m.final != nil {
		return m.final.Config()
	}
	return m.s.Config()
}

// Pending, Settled, Decisions and Over are the latest snapshot's.
func (m *Mirror) Pending() []game.Prompt { return m.snap.Pending }
func (m *Mirror) Settled() int           { return m.snap.Settled }
func (m *Mirror) Decisions() int         { return m.snap.Decisions }
func (m *Mirror) Over() bool             { return m.snap.Over }

// Here reports whether s is the mirrored seat, the one played here.
func (m *Mirror) Here(s game.Seat) bool { return s == m.s.Seat() }

// Legal is the mirrored seat's options now; nil for any other seat.
func (m *Mirror) Legal(s game.Seat) []game.Option {
	if s != m.s.Seat() {
		return nil
	}
	return m.snap.Legal
}

// Own is the mirrored seat's own decisions and how many of them may
// still be undone; nothing for another seat.
func (m *Mirror) Own(s game.Seat) ([]game.Option, int) {
	if s != m.s.Seat() {
		return nil, 0
	}
	return m.snap.Own, m.snap.Open
}

// Outcome is the game's scoring once it is over.
func (m *Mirror) Outcome() game.Outcome {
	if m.snap.Outcome != nil {
		return *m.snap.Outcome
	}
	if m.final != nil {
		return m.final.Outcome()
	}
	return game.Outcome{}
}

// Apply sends the seat's move, chosen from the latest snapshot, and reads
// the snapshot after it.
func (m *Mirror) Apply(_ game.Seat, opt game.Option) error {
	ctx, cancel := context.WithTimeout(context.Background(), Timeout)
	defer cancel()
	if err := m.s.Apply(ctx, m.snap.Version, opt); err != nil {
		return err
	}
	return m.Refresh(ctx)
}

// Undo takes back the seat's last move where the host allows it.
func (m *Mirror) Undo(game.Seat) error {
	ctx, cancel := context.WithTimeout(context.Background(), Timeout)
	defer cancel()
	if err := m.s.Undo(ctx); err != nil {
		return err
	}
	return m.Refresh(ctx)
}

// Refresh reads the seat's latest snapshot (an older one than the one
// held is ignored); once the game is over, it fetches the whole log and
// replays it.
func (m *Mirror) Refresh(ctx context.Context) error {
	snap, err := m.s.Snapshot(ctx)
	if err != nil {
		return err
	}
	if snap.Version < m.snap.Version && m.snap.View != nil {
		return nil
	}
	m.snap = snap
	if snap.Over && m.final == nil {
		cfg, log, err := m.s.Log(ctx)
		if err != nil {
			return err
		}
		if m.final, err = game.Replay(m.rules, cfg, log); err != nil {
			return err
		}
	}
	return nil
}

// Follow waits for each change of the game after the snapshot held and
// hands it to changed on the UI goroutine (do), until ctx ends, the game
// is over and replayed, or the seat is lost (lost, also through do).
func (m *Mirror) Follow(ctx context.Context, do func(func()), changed func(), lost func(error)) {
	after := m.snap.Version
	for {
		v, err := m.s.Wait(ctx, after)
		if ctx.Err() != nil {
			return
		}
		if err != nil {
			do(func() { lost(err) })
			return
		}
		after = v
		done := make(chan bool, 1)
		do(func() {
			if m.snap.Version >= v && (!m.snap.Over || m.final != nil) {
				done <- m.final != nil // a move of this table, already read
				return
			}
			if err := m.Refresh(ctx); err != nil {
				lost(err)
				done <- true
				return
			}
			changed()
			done <- m.final != nil
		})
		select {
		case end := <-done:
			if end {
				return
			}
		case <-ctx.Done():
			return
		}
	}
}
