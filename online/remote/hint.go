package remote

import (
	"context"
	"fmt"

	"agora/bots"
	"agora/online/proto"
	"agora/online/seat"
)

var _ seat.Hinter = (*Seat)(nil)

// Hint asks the host what the Hard bot would play for the seat at
// version, the snapshot the player looks at: the host searches it from
// the seat's view only (proto.THint). seat.ErrStale once the game has
// moved on, game.ErrNotPending when the seat owes nothing.
func (s *Seat) Hint(ctx context.Context, version int) (seat.Hint, error) {
	a, err := s.request(ctx, &proto.Message{Type: proto.THint, Hint: &proto.HintAsk{Version: version}})
	if err != nil {
		return seat.Hint{}, err
	}
	if a.Type != proto.THinted || a.Hinted.Version != version {
		return seat.Hint{}, fmt.Errorf("server answered a hint with %s", a.Type)
	}
	h := seat.Hint{Best: a.Hinted.Best}
	for _, c := range a.Hinted.Top {
		h.Top = append(h.Top, bots.HintChoice{Option: c.Option, Value: c.Value, WinRate: c.WinRate, Playouts: c.Playouts})
	}
	return h, nil
}
