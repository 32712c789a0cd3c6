package game_test

import (
	"os"
	"path/filepath"
	"testing"

	"agora/game"
	"agora/game/games"
)

// fixtureTable is one save fixture: a table, how far its game is played
// (0: to the end), and the file it is written to.
type fixtureTable struct {
	file      string
	cfg       game.Config
	decisions int
}

// fixtureTables are the games of the save fixtures under
// testdata/saves/vN: 7 Wonders base, Commerce + Faith at 7 players, a team
// game with both expansions, Dale alone and in teams, each stopped in the
// middle of a turn (some seats have chosen, others not) and played to the
// end.
var fixtureTables = []fixtureTable{
	{"wonders-base-4p-mid.json", fixtureConfig("wonders", 11, 4, false), 22},
	{"wonders-base-4p-end.json", fixtureConfig("wonders", 12, 4, false), 0},
	{"wonders-commerce-faith-7p-mid.json", fixtureConfig("wonders", 13, 7, false, "commerce", "faith"), 95},
	{"wonders-commerce-faith-7p-end.json", fixtureConfig("wonders", 14, 7, false, "commerce", "faith"), 0},
	{"wonders-teams-6p-commerce-faith-mid.json", fixtureConfig("wonders", 15, 6, true, "commerce", "faith"), 83},
	{"wonders-teams-6p-commerce-faith-end.json", fixtureConfig("wonders", 16, 6, true, "commerce", "faith"), 0},
	{"wonders-teams-4p-faith-end.json", fixtureConfig("wonders", 17, 4, true, "faith"), 0},
	{"dale-3p-mid.json", fixtureConfig("dale", 18, 3, false), 40},
	{"dale-3p-end.json", fixtureConfig("dale", 19, 3, false), 0},
	{"dale-teams-4p-end.json", fixtureConfig("dale", 20, 4, true), 0},
}

// fixtureConfig is a table with a person at the first seat and random
// bots at the others.
func fixtureConfig(name string, seed uint64, players int, teams bool, expansions ...string) game.Config {
	cfg := game.Config{Game: name, Seed: seed, Teams: teams, Expansions: expansions}
	for i := range players {
		sc := game.SeatConfig{Name: string(rune('A' + i))}
		if i > 0 {
			sc.Bot = "random"
		}
		cfg.Seats = append(cfg.Seats, sc)
	}
	return cfg
}

// TestWriteSaveFixtures writes the save fixtures of this build's format
// into the folder AGORA_WRITE_SAVE_FIXTURES names, and is skipped without
// it. testdata/saves/v1 was written this way by the build whose saves had
// version 1, before the encodings were versioned: those files must never
// be rewritten, since they stand for the saves players already have.
func TestWriteSaveFixtures(t *testing.T) {
	dir := os.Getenv("AGORA_WRITE_SAVE_FIXTURES")
	if dir == "" {
		t.Skip("set AGORA_WRITE_SAVE_FIXTURES to a folder to write the save fixtures")
	}
	for _, ft := range fixtureTables {
		s := playFixture(t, ft)
		data, err := game.EncodeSave(s)
		if err != nil {
			t.Fatal(err)
		}
		if err := game.WriteFileAtomic(filepath.Join(dir, ft.file), data); err != nil {
			t.Fatal(err)
		}
	}
}

// playFixture plays a fixture's game with random legal decisions drawn
// from its seed.
func playFixture(t testing.TB, ft fixtureTable) game.State {
	t.Helper()
	r, _ := games.Lookup(ft.cfg.Game)
	s, err := r.Start(ft.cfg)
	if err != nil {
		t.Fatalf("%s: %v", ft.file, err)
	}
	rng := game.NewRand(ft.cfg.Seed * 7)
	var buf []game.Option
	for n := 0; !s.Over() && (ft.decisions == 0 || n < ft.decisions); n++ {
		p := s.Pending()
		seat := p[rng.IntN(len(p))].Seat
		buf = s.Legal(seat, buf[:0])
		if err := s.Apply(seat, buf[rng.IntN(len(buf))]); err != nil {
			t.Fatalf("%s: %v", ft.file, err)
		}
	}
	return s
}
