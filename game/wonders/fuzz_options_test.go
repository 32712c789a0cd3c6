package wonders

import (
	"testing"

	"agora/game"
	"agora/game/gametest"
)

// fuzzConfig turns a byte into a table with every option the engine has:
// 2 to 7 seats, Commerce, Faith, Market Day on or off, the team game at 4
// and 6, and the wonder sides.
func fuzzConfig(mode uint8, seed uint64) game.Config {
	n := 2 + int(mode%6)
	cfg := config(n, seed, VariantSides, []string{"random", "A", "B"}[int(mode>>3)%3])
	if mode&0x20 != 0 {
		cfg.Expansions = append(cfg.Expansions, ExpansionCommerce)
		if mode&0x80 != 0 {
			cfg.Variants[VariantMarketDay] = "off"
		}
	}
	if mode&0x40 != 0 {
		cfg.Expansions = append(cfg.Expansions, ExpansionFaith)
	}
	cfg.Teams = mode&0x10 != 0 && Rules.Teams(n)
	return cfg
}

// inventMove builds a move from 8 bytes, every field of it set: the action
// and card, the city, stage and payments, Commerce's dice, wheat and sale,
// Market Day's owner and price, Faith's god, mode, targets, Bastet's other
// card and the coins to other cities. Values run past what is legal, so
// the engine's range checks are tried too.
func inventMove(b []byte) Move {
	return Move{
		Action:    Action(b[0] % (uint8(numActions) + 2)),
		Card:      Card(b[1]),
		City:      int(b[2] & 7),
		Stage:     int(b[2] >> 3 & 7),
		PayLeft:   int(b[3] & 0x1f),
		PayRight:  int(b[3] >> 5),
		Dice:      ResourceSet(b[4] & 0x7f),
		Wheat:     b[4]&0x80 != 0,
		Sell:      int(b[5] & 7),
		Owner:     int(b[5] >> 3 & 7),
		Price:     int(b[6] & 0x1f),
		God:       God(b[6] >> 3 & 0x1f),
		GodMode:   GodMode(b[7] & 3),
		Targets:   b[7] >> 2 & 0x7f,
		Other:     Card(b[1] ^ b[7]),
		PayOthers: int(b[5] >> 6),
	}
}

// FuzzApplyEveryOption drives a game of any table the engine offers with
// arbitrary bytes. Each step, by its first byte, picks a legal option,
// changes one field of a legal option, invents a whole move, or sends a
// raw 64-bit number, for a seat that may owe nothing. Apply never panics;
// a refusal changes nothing (digest and log); the invariants hold after
// every accepted decision; a finished game replays from its log.
func FuzzApplyEveryOption(f *testing.F) {
	f.Add(uint8(0x62), uint64(1), []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17})
	f.Add(uint8(0x75), uint64(7), []byte{1, 0, 128, 3, 9, 200, 17, 5, 44, 2, 3, 4, 1, 0, 9, 9, 9, 9})
	f.Add(uint8(0xe3), uint64(42), []byte{2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0})
	f.Add(uint8(0x5b), uint64(9), []byte{3, 255, 255, 255, 255, 255, 255, 255, 255, 0, 0, 0, 0, 0, 0, 0, 0, 0})
	f.Add(uint8(0x42), uint64(3), make([]byte, 400))
	f.Fuzz(func(t *testing.T, mode uint8, seed uint64, data []byte) {
		s := start(t, fuzzConfig(mode, seed))
		n := s.Config().Players()
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
				// One field of a legal move changed: near misses.
				m := MustDecode(buf[int(step[2])%len(buf)])
				v := inventMove(step[2:])
				switch step[3] % 12 {
				case 0:
					m.Card = v.Card
				case 1:
					m.City = v.City
				case 2:
					m.Stage = v.Stage
				case 3:
					m.PayLeft, m.PayRight = v.PayLeft, v.PayRight
				case 4:
					m.Dice = v.Dice
				case 5:
					m.Wheat = !m.Wheat
				case 6:
					m.Sell = v.Sell
				case 7:
					m.Owner, m.Price = v.Owner, v.Price
				case 8:
					m.God, m.GodMode = v.God, v.GodMode
				case 9:
					m.Targets = v.Targets
				case 10:
					m.Other = v.Other
				case 11:
					m.PayOthers = v.PayOthers
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
