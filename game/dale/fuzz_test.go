package dale

import (
	"testing"

	"agora/game"
)

// FuzzApply drives a game with arbitrary bytes: each step either picks a
// legal option by index or sends a raw option number for some seat. Apply
// never panics, refused options leave the digest unchanged, and the
// invariants hold after every accepted one.
func FuzzApply(f *testing.F) {
	f.Add(uint8(0), uint64(1), []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add(uint8(2), uint64(7), []byte{255, 0, 128, 3, 9, 200, 17, 5})
	f.Add(uint8(3), uint64(42), []byte{1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1})
	f.Fuzz(func(t *testing.T, mode uint8, seed uint64, data []byte) {
		s := start(t, modes[int(mode)%len(modes)].cfg(seed))
		n := s.Players()
		var buf []game.Option
		for i := 0; i+2 < len(data) && !s.Over(); i += 3 {
			seat := game.Seat(int(data[i+1]) % (n + 1))
			buf = s.Legal(seat, buf[:0])
			var opt game.Option
			if data[i]&1 == 0 && len(buf) > 0 {
				opt = buf[int(data[i+2])%len(buf)]
			} else {
				opt = Move{Type: MoveType(data[i] >> 1 % 24), Card: Card(data[i+2] % 40), Slot: int(data[i+1] % 6),
					Seat: int(data[i+2] % 5), Value: int(data[i] >> 5)}.Option()
			}
			before := s.Digest()
			if err := s.Apply(seat, opt); err != nil {
				if s.Digest() != before {
					t.Fatalf("refused %v changed the state", opt)
				}
				continue
			}
			if err := s.Check(); err != nil {
				t.Fatal(err)
			}
		}
	})
}
