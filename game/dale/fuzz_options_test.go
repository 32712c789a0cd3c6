package dale

import (
	"testing"

	"agora/game"
	"agora/game/gametest"
)

// fuzzConfig turns a byte into a table: 2, 3 or 4 seats or 2 vs 2, and for
// each deck random, on or off (a choice that cannot deal is skipped).
func fuzzConfig(mode uint8, decks uint16, seed uint64) game.Config {
	cfg := modes[int(mode)%len(modes)].cfg(seed)
	for d := range NumDecks {
		if v := []string{"", DeckRandom, DeckOn, DeckOff}[decks>>(2*d)&3]; v != "" {
			if cfg.Variants == nil {
				cfg.Variants = map[string]string{}
			}
			cfg.Variants[VariantDeck(d)] = v
		}
	}
	return cfg
}

// inventMove builds a move from 5 bytes, every field of it set: type,
// card (with its boost tag), slot, seat and value, past the legal ranges.
func inventMove(b []byte) Move {
	return Move{Type: MoveType(b[0] % (uint8(numMoveTypes) + 2)), Card: Card(b[1]),
		Slot: int(b[2] & 0xf), Seat: int(b[2] >> 4), Value: int(b[3] ^ b[4])}
}

// FuzzApplyEveryOption drives a game of any Dale table with arbitrary
// bytes. Each step, by its first byte, picks a legal option, changes one
// field of a legal option, invents a whole move, or sends a raw 64-bit
// number, for a seat that may owe nothing. Apply never panics; a refusal
// changes nothing (digest and log); the invariants hold after every
// accepted decision; the game replays from its log.
func FuzzApplyEveryOption(f *testing.F) {
	f.Add(uint8(0), uint16(0), uint64(1), []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19})
	f.Add(uint8(3), uint16(0x5a5), uint64(7), []byte{1, 0, 128, 3, 9, 200, 17, 5, 44, 2, 3, 4, 1, 0, 9, 9, 9, 9, 1, 1})
	f.Add(uint8(2), uint16(0xaaa), uint64(42), []byte{2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0})
	f.Add(uint8(1), uint16(0xfff), uint64(9), []byte{3, 255, 255, 255, 255, 255, 255, 255, 255, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0})
	f.Add(uint8(3), uint16(0), uint64(3), make([]byte, 600))
	f.Fuzz(func(t *testing.T, mode uint8, decks uint16, seed uint64, data []byte) {
		st, err := Rules.Start(fuzzConfig(mode, decks, seed))
		if err != nil {
			return // a deck choice that cannot deal this table
		}
		s := st.(*State)
		n := s.Players()
		var buf []game.Option
		for len(data) >= 10 && !s.Over() {
			step := data[:10]
			data = data[10:]
			seat := game.Seat(int(step[1]) % (n + 1))
			if step[0]&0x80 == 0 {
				if p := s.Pending(); len(p) > 0 {
					seat = p[int(step[1])%len(p)].Seat
				}
			}
			buf = s.Legal(seat, buf[:0])
			var opt game.Option
			switch {
			case step[0]&3 == 0 && len(buf) > 0:
				opt = buf[int(step[2])%len(buf)]
			case step[0]&3 == 1 && len(buf) > 0:
				m := MustDecode(buf[int(step[2])%len(buf)])
				v := inventMove(step[3:])
				switch step[8] % 5 {
				case 0:
					m.Type = v.Type
				case 1:
					m.Card = v.Card
				case 2:
					m.Slot = v.Slot
				case 3:
					m.Seat = v.Seat
				case 4:
					m.Value = v.Value
				}
				opt = m.Option()
			case step[0]&3 == 2:
				opt = inventMove(step[2:]).Option()
			default:
				var raw uint64
				for _, b := range step[2:] {
					raw = raw<<8 | uint64(b)
				}
				opt = game.Option(raw)
			}
			before, logged := s.Digest(), len(s.Log())
			if err := s.Apply(seat, opt); err != nil {
				if s.Digest() != before || len(s.Log()) != logged {
					t.Fatalf("refused %s (%v) changed the state", s.Describe(opt), err)
				}
				continue
			}
			if err := s.Check(); err != nil {
				t.Fatalf("after %v %s: %v", seat, s.Describe(opt), err)
			}
			if s.Over() {
				if err := gametest.CheckOutcome(s); err != nil {
					t.Fatal(err)
				}
			}
		}
		if err := gametest.ReplayMatches(Rules, s); err != nil {
			t.Fatal(err)
		}
	})
}
