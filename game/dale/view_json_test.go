package dale

import (
	"bytes"
	"fmt"
	"testing"

	"agora/game"
	"agora/game/gametest"
)

// TestViewJSONRoundTrip encodes seats' views along random games, decodes
// them and encodes them again: the bytes are the same, and the decoded
// view is the seat's. Under make long (gametest.Long) every decision is
// checked for seat 0 and one in five for every seat. Otherwise, as the
// event log a view carries grows with the game (thousands of decisions,
// tens of kilobytes a view), a seat's view is checked at each prompt it
// meets in a new shape (kind, card, source, its own decision or
// another's), at one decision in 25 (the seats in turn), and at the end
// (the whole log as the seat sees it): every kind of prompt and event
// still goes through JSON, without the whole log at every decision.
func TestViewJSONRoundTrip(t *testing.T) {
	full := gametest.Long()
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
			type shape struct {
				seat   game.Seat
				kind   Kind
				card   Card
				source Source
				own    bool
			}
			seen := map[shape]bool{}
			checked := 0
			for n := 0; !s.Over() && n < 3000; n++ {
				for seat := range game.Seat(c.players) {
					if full && n%5 != 0 && seat != 0 {
						continue
					}
					v := s.View(seat).(*View)
					if !full {
						pr := v.Prompt
						sh := shape{seat, pr.Kind, pr.Card, pr.Source, pr.Seat == int(seat)}
						if seen[sh] && (n%25 != 0 || int(seat) != n/25%c.players) {
							continue
						}
						seen[sh] = true
					}
					roundTrip(t, v)
					checked++
				}
				p := s.Pending()[0]
				buf = s.Legal(p.Seat, buf[:0])
				if err := s.Apply(p.Seat, buf[rng.IntN(len(buf))]); err != nil {
					t.Fatal(err)
				}
			}
			for seat := range game.Seat(c.players) {
				roundTrip(t, s.View(seat).(*View))
			}
			t.Logf("%d decisions, %d views checked", len(s.Log()), checked+c.players)
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
