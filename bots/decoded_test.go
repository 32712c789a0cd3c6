package bots

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"agora/game"
	"agora/game/wonders"
)

// A 7 Wonders view read back from the wire has no game behind it: every
// 7 Wonders bot answers ErrDetached, never a crash, since the bots of a
// remote seat think on the host.
func TestWondersBotsRefuseDecodedViews(t *testing.T) {
	cfg := game.Config{Game: wonders.Rules.Game, Seed: 11, Expansions: []string{wonders.ExpansionCommerce, wonders.ExpansionFaith}}
	for p := range 3 {
		cfg.Seats = append(cfg.Seats, game.SeatConfig{Name: fmt.Sprint("p", p)})
	}
	s, err := wonders.Rules.Start(cfg)
	if err != nil {
		t.Fatal(err)
	}
	p := s.Pending()[0]
	data, err := wonders.EncodeView(s.View(p.Seat).(*wonders.View))
	if err != nil {
		t.Fatal(err)
	}
	v, err := wonders.DecodeView(data)
	if err != nil {
		t.Fatal(err)
	}
	legal := s.Legal(p.Seat, nil)
	for _, b := range []Bot{NewWondersHeuristic(0, 1), NewMonteCarlo(8, 1), NewISMCTS(8, 1)} {
		if _, err := b.Choose(context.Background(), v, legal); !errors.Is(err, ErrDetached) {
			t.Errorf("%T on a decoded view: %v, want ErrDetached", b, err)
		}
		if _, err := b.Choose(context.Background(), s.View(p.Seat), legal); err != nil {
			t.Errorf("%T on the seat's own view: %v", b, err)
		}
	}
}
