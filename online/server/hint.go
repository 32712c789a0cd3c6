package server

import (
	"context"
	"errors"
	"math"
	"time"

	"agora/game"
	"agora/online/proto"
	"agora/online/seat"
)

// Hints (proto.THint). A seat's Hint is searched here, where the game
// is, from that seat's view only and with the host's secret seed
// (seat.Host.Hint, HintSeed): never from the game's seed or another
// seat's view. A search costs a
// second or so of a core, so each connection has one under way at most
// (another asked meanwhile is refused, CodeRate), the server runs at
// most Options.Hints at once (the others wait their turn), and each is
// bounded by hintTimeout.

// hintTimeout bounds one hint's search, its wait for a turn included.
const hintTimeout = 30 * time.Second

// hint answers a seat's request for a hint on its own goroutine: the
// connection goes on reading (moves, pings) while it is searched.
func (c *conn) hint(ctx context.Context, m *proto.Message) *proto.Message {
	refuse := func(code proto.Code, format string, args ...any) *proto.Message {
		return &proto.Message{Type: proto.TError, ID: m.ID, Error: proto.Errorf(code, format, args...)}
	}
	switch {
	case c.room == nil:
		return refuse(proto.CodeSequence, "join a room first")
	case c.spectator:
		return refuse(proto.CodeNotYours, "a spectator plays no seat")
	case !c.hinting.CompareAndSwap(false, true):
		return refuse(proto.CodeRate, "a hint is being searched for this seat already")
	}
	r, st, version := c.room, c.seat, m.Hint.Version
	c.s.wg.Add(1)
	go func() {
		defer c.s.wg.Done()
		hctx, cancel := context.WithTimeout(ctx, hintTimeout)
		defer cancel()
		reply := c.s.searchHint(hctx, r, st, version, m.ID)
		c.hinting.Store(false) // before the answer: the seat may ask again at once
		if ctx.Err() == nil {
			c.send(ctx, reply)
		}
	}()
	return nil
}

// searchHint waits for a turn among the server's searches, then asks the
// room's game for the seat's hint at version.
func (s *Server) searchHint(ctx context.Context, r *room, st game.Seat, version int, id uint32) *proto.Message {
	select {
	case s.hints <- struct{}{}:
		defer func() { <-s.hints }()
	case <-ctx.Done():
		return &proto.Message{Type: proto.TError, ID: id, Error: proto.Errorf(proto.CodeRate, "the server is busy: ask again")}
	}
	h, err := r.host.Hint(ctx, st, version)
	if err != nil {
		if errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) {
			return &proto.Message{Type: proto.TError, ID: id, Error: proto.Errorf(proto.CodeRate, "the hint took too long: ask again")}
		}
		return &proto.Message{Type: proto.TError, ID: id, Error: moveError(err)}
	}
	return &proto.Message{Type: proto.THinted, ID: id, Hinted: hintedMessage(version, h)}
}

// hintedMessage is the wire's form of a hint: its best candidates.
func hintedMessage(version int, h seat.Hint) *proto.Hinted {
	out := &proto.Hinted{Version: version, Best: h.Best}
	for _, c := range h.Top[:min(len(h.Top), proto.MaxHintTop)] {
		out.Top = append(out.Top, proto.HintChoice{Option: c.Option, Value: clamp(c.Value), WinRate: clamp(c.WinRate), Playouts: c.Playouts})
	}
	return out
}

func clamp(x float64) float64 {
	if math.IsNaN(x) {
		return 0
	}
	return min(max(x, 0), 1)
}
