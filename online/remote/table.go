package remote

import (
	"context"
	"slices"

	"agora/game"
	"agora/online/proto"
)

// maxChat is how many chat lines a seat keeps.
const maxChat = 200

// Table is what a seat knows of the people around the game: each seat's
// presence (connected, thinking, away, a bot playing it), the chat, and,
// for the room's owner, the seats whose player has been away long enough
// to decide about (Decide).
type Table struct {
	// Version counts the changes of the table, for WaitTable.
	Version  int
	Presence proto.Presence
	// Chat is the latest lines, the oldest first; Said counts every line
	// received.
	Chat []proto.Chat
	Said int
	// Absent are the seats the owner is asked about, by seat.
	Absent []proto.Absent
}

// tableState is Table as the reader keeps it, under the seat's mutex.
type tableState struct {
	Table
	changed chan struct{}
}

func newTableState() tableState { return tableState{changed: make(chan struct{})} }

func (t *tableState) signalLocked() {
	t.Version++
	close(t.changed)
	t.changed = make(chan struct{})
}

// news keeps a presence, a chat line or an owner's question.
func (s *Seat) news(m *proto.Message) {
	s.mu.Lock()
	defer s.mu.Unlock()
	t := &s.table
	switch m.Type {
	case proto.TPresence:
		t.Presence = *m.Presence
		// A question about a seat that is back, or played by a bot, is
		// settled.
		t.Absent = slices.DeleteFunc(t.Absent, func(a proto.Absent) bool {
			for _, sp := range t.Presence.Seats {
				if sp.Seat == a.Seat {
					return sp.State != proto.Away || sp.Bot
				}
			}
			return true
		})
	case proto.TChat:
		t.Chat = append(t.Chat, *m.Chat)
		if len(t.Chat) > maxChat {
			t.Chat = slices.Delete(t.Chat, 0, len(t.Chat)-maxChat)
		}
		t.Said++
	case proto.TAbsent:
		t.Absent = slices.DeleteFunc(t.Absent, func(a proto.Absent) bool { return a.Seat == m.Absent.Seat })
		t.Absent = append(t.Absent, *m.Absent)
		slices.SortFunc(t.Absent, func(a, b proto.Absent) int { return int(a.Seat - b.Seat) })
	}
	t.signalLocked()
}

// Table is the table as the seat knows it now.
func (s *Seat) Table() Table {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.copyTableLocked()
}

func (s *Seat) copyTableLocked() Table {
	t := s.table.Table
	t.Presence.Seats = slices.Clone(t.Presence.Seats)
	t.Chat = slices.Clone(t.Chat)
	t.Absent = slices.Clone(t.Absent)
	return t
}

// WaitTable returns the table once its version is past after, or an
// error once the connection has ended (seat.ErrClosed, wrapping the
// server's reason: proto.CodeEnded when the owner ended the game).
func (s *Seat) WaitTable(ctx context.Context, after int) (Table, error) {
	for {
		s.mu.Lock()
		t, ch, err := s.copyTableLocked(), s.table.changed, s.err
		s.mu.Unlock()
		if t.Version > after {
			return t, nil
		}
		if err != nil {
			return t, err
		}
		select {
		case <-ch:
		case <-ctx.Done():
			return t, ctx.Err()
		}
	}
}

// Spectator reports whether the connection watches the game rather than
// plays a seat.
func (s *Seat) Spectator() bool { return s.spectator }

// Say puts a line of text on the table's chat.
func (s *Seat) Say(ctx context.Context, text string) error {
	_, err := s.request(ctx, &proto.Message{Type: proto.TSay, Say: &proto.Say{Text: text}})
	return err
}

// SayPhrase puts a quick phrase (proto.Phrases) on the table's chat;
// every app shows it in its own language.
func (s *Seat) SayPhrase(ctx context.Context, key string) error {
	_, err := s.request(ctx, &proto.Message{Type: proto.TSay, Say: &proto.Say{Phrase: key}})
	return err
}

// Decide is the owner's answer about an absent seat: wait, give it to a
// bot, or end the game.
func (s *Seat) Decide(ctx context.Context, st game.Seat, choice proto.Choice) error {
	if _, err := s.request(ctx, &proto.Message{Type: proto.TDecide, Decide: &proto.Decide{Seat: st, Choice: choice}}); err != nil {
		return err
	}
	s.mu.Lock()
	s.table.Absent = slices.DeleteFunc(s.table.Absent, func(a proto.Absent) bool { return a.Seat == st })
	s.table.signalLocked()
	s.mu.Unlock()
	return nil
}
