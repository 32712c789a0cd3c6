package game_test

import (
	"encoding/json"
	"sync"
	"testing"

	"agora/game"
	"agora/game/games"
)

// realTables are the tables whose games seed the save fuzzers: both
// engines, every expansion and switch, teams.
var realTables = []game.Config{
	{Game: "wonders", Seed: 1, Expansions: []string{"commerce", "faith"}, Teams: true, Seats: seats(4)},
	{Game: "wonders", Seed: 2, Expansions: []string{"commerce"}, Variants: map[string]string{"market-day": "off"}, Seats: seats(3)},
	{Game: "wonders", Seed: 3, Expansions: []string{"faith"}, Seats: seats(7)},
	{Game: "wonders", Seed: 4, Variants: map[string]string{"sides": "B"}, Teams: true, Seats: seats(6)},
	{Game: "dale", Seed: 5, Seats: seats(2)},
	{Game: "dale", Seed: 6, Teams: true, Seats: seats(4)},
	{Game: "dale", Seed: 7, Variants: map[string]string{"deck.owls": "on"}, Seats: seats(3)},
}

func seats(n int) []game.SeatConfig {
	out := make([]game.SeatConfig, n)
	for i := range out {
		out[i].Name = string(rune('A' + i))
	}
	return out
}

var (
	realOnce  sync.Once
	realSaves []game.Save
)

// realGames plays each real table with random legal decisions, stopping
// one game half-way and playing the others to the end, and returns their
// saves.
func realGames(tb testing.TB) []game.Save {
	realOnce.Do(func() {
		for i, cfg := range realTables {
			r, _ := games.Lookup(cfg.Game)
			s, err := r.Start(cfg)
			if err != nil {
				tb.Fatalf("%+v: %v", cfg, err)
			}
			rng := game.NewRand(uint64(i))
			var buf []game.Option
			for n := 0; !s.Over() && (i%3 != 0 || n < 60); n++ {
				seat := s.Pending()[0].Seat
				buf = s.Legal(seat, buf[:0])
				if err := s.Apply(seat, buf[rng.IntN(len(buf))]); err != nil {
					tb.Fatal(err)
				}
			}
			realSaves = append(realSaves, game.NewSave(s))
		}
	})
	return realSaves
}

// FuzzLoadSave feeds save files, starting from real games of both engines,
// to the loader with the real engines: nothing panics, and a save that
// loads replays to its digest, keeps the invariants and saves back to a
// save that loads the same.
func FuzzLoadSave(f *testing.F) {
	for _, sv := range realGames(f) {
		data, err := json.Marshal(sv)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		sv, err := game.ParseSave(data)
		if err != nil {
			return
		}
		s, err := sv.Restore(games.Lookup)
		if err != nil {
			return
		}
		if err := s.Check(); err != nil {
			t.Fatalf("a loaded save breaks an invariant: %v", err)
		}
		again, err := game.EncodeSave(s)
		if err != nil {
			t.Fatal(err)
		}
		sv2, err := game.ParseSave(again)
		if err != nil {
			t.Fatalf("a loaded save saves to a file that does not parse: %v", err)
		}
		s2, err := sv2.Restore(games.Lookup)
		if err != nil || s2.Digest() != s.Digest() {
			t.Fatalf("a loaded save does not load back: %v", err)
		}
	})
}

// FuzzReplayEditedLog replays real games whose logs were edited: decisions
// dropped, repeated, moved to another seat or given another option, the
// seed or the seats changed. Replay never panics, and whatever it accepts
// keeps the invariants and replays again to the same position.
func FuzzReplayEditedLog(f *testing.F) {
	f.Add(uint8(0), []byte{0, 5, 1})
	f.Add(uint8(1), []byte{1, 10, 3, 2, 20, 255})
	f.Add(uint8(4), []byte{3, 0, 7, 4, 9, 9, 5, 1, 1})
	f.Add(uint8(6), []byte{2, 200, 128, 0, 100, 4})
	f.Fuzz(func(t *testing.T, which uint8, edits []byte) {
		saves := realGames(t)
		sv := saves[int(which)%len(saves)]
		cfg := sv.Config
		log := append([]game.Decision(nil), sv.Log...)
		for i := 0; i+2 < len(edits) && len(log) > 0; i += 3 {
			at, v := int(edits[i+1])*len(log)/256, edits[i+2]
			switch edits[i] % 7 {
			case 0: // drop
				log = append(log[:at], log[at+1:]...)
			case 1: // repeat
				log = append(log[:at+1], log[at:]...)
			case 2: // another seat, maybe none at the table
				log[at].Seat = game.Seat(int(v%9) - 1)
			case 3: // flip a bit of the option
				log[at].Option ^= 1 << (v % 64)
			case 4: // another decision's option
				log[at].Option = log[int(v)*len(log)/256].Option
			case 5: // another seed
				cfg.Seed += uint64(v)
			case 6: // fewer or more seats
				cfg.Seats = seats(1 + int(v%8))
			}
		}
		r, _ := games.Lookup(cfg.Game)
		s, err := game.Replay(r, cfg, log)
		if err != nil {
			return
		}
		if err := s.Check(); err != nil {
			t.Fatalf("an edited log replayed into a broken position: %v", err)
		}
		again, err := game.Replay(r, s.Config(), s.Log())
		if err != nil || again.Digest() != s.Digest() {
			t.Fatalf("replaying the replay: %v", err)
		}
	})
}
