package dale

import (
	"bytes"
	"fmt"
	"testing"

	"agora/game"
)

// TestViewJSONRoundTrip encodes every seat's view at every decision of
// random games, decodes it and encodes it again: the bytes are the same,
// and the decoded view is the seat's.
func TestViewJSONRoundTrip(t *testing.T) {
	for i, c := range []struct {
		players int
		teams   bool
	}{{2, false}, {3, false}, {4, false}, {4, true}} {
		t.Run(fmt.Sprint(c.players, c.teams), func(t *testing.T) {
			cfg := game.Config{Game: Rules.Game, Teams: c.teams, Seed: uint64(70 + i)}
			for p := range c.players {
				cfg.Seats = append(cfg.Seats, game.SeatConfig{Name: fmt.Sprint("p", p)})
			}
			s, err := Rules.Start(cfg)
			if err != nil {
				t.Fatal(err)
			}
			rng := game.NewRand(uint64(i))
			var buf []game.Option
			for n := 0; !s.Over() && n < 3000; n++ {
				for seat := range c.players {
					if n%5 != 0 && seat != 0 {
						continue
					}
					roundTrip(t, s.View(game.Seat(seat)).(*View))
				}
				p := s.Pending()[0]
				buf = s.Legal(p.Seat, buf[:0])
				if err := s.Apply(p.Seat, buf[rng.IntN(len(buf))]); err != nil {
					t.Fatal(err)
				}
			}
			roundTrip(t, s.View(1).(*View))
		})
	}
}

func roundTrip(t *testing.T, v *View) {
	t.Helper()
	data, err := EncodeView(v)
	if err != nil {
		t.Fatal(err)
	}
	back, err := DecodeView(data)
	if err != nil {
		t.Fatal(err)
	}
	if back.Seat() != v.Seat() {
		t.Fatalf("seat %v decoded as %v", v.Seat(), back.Seat())
	}
	again, err := EncodeView(back)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(data, again) {
		t.Fatalf("view changes through JSON:\n%s\n%s", data, again)
	}
}

func TestDecodeViewRefuses(t *testing.T) {
	for _, in := range []string{``, `{`, `[]`, `{"seat":1}`, `{"seat":"x","view":{}}`, `{"seat":1,"view":{"Players":"two"}}`} {
		if _, err := DecodeView([]byte(in)); err == nil {
			t.Errorf("DecodeView(%q) accepted", in)
		}
	}
	if _, err := EncodeView(nil); err == nil {
		t.Error("EncodeView(nil) accepted")
	}
}
