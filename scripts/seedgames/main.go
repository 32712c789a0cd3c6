// Command seedgames fills a data folder with a few games for the Games
// screen's screenshots (scripts/screenshot.sh): a finished 7 Wonders game
// with Commerce and Faith, a team game and a Dale game in progress, a
// finished Dale game as the autosave, and a damaged file; in the trash, a
// deleted game, two tables forgotten from "Tables hosted before" (a lobby
// and a game under way) and a table's folder that cannot be read. The games are
// played with random legal moves from fixed seeds, so every run writes
// the same files.
//
//	go run ./scripts/seedgames DATADIR
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"agora/game"
	"agora/game/games"
)

// seeded is one game to write: where, what, how far, and its date.
type seeded struct {
	file  string
	cfg   game.Config
	moves int // -1: to the end
	age   time.Duration
}

func seats(names ...string) []game.SeatConfig {
	var out []game.SeatConfig
	for i, n := range names {
		s := game.SeatConfig{Name: n}
		if i > 0 {
			s.Bot = []string{"heuristic", "mc", "easy"}[i%3]
		}
		out = append(out, s)
	}
	return out
}

var seeds = []seeded{
	{"games/Sunday with Commerce and Faith.json", game.Config{Game: "wonders", Seed: 11, Expansions: []string{"commerce", "faith"},
		Seats: seats("Ana", "Bot 2", "Bot 3", "Bot 4")}, -1, 26 * time.Hour},
	{"games/Team game.json", game.Config{Game: "wonders", Seed: 12, Teams: true,
		Seats: seats("Ana", "Bot 2", "Bot 3", "Bot 4")}, 40, 3 * time.Hour},
	{"games/Dale, first try.json", game.Config{Game: "dale", Seed: 13, Seats: seats("Ana", "Bot 2")}, 30, 50 * time.Hour},
	{"games/Leaders and Cities.json", game.Config{Game: "wonders", Seed: 14, Expansions: []string{"leaders", "cities"},
		Seats: seats("Ana", "Bot 2", "Bot 3")}, -1, 80 * time.Hour},
	{"autosave.json", game.Config{Game: "dale", Seed: 15, Seats: seats("Ana", "Bot 2", "Bot 3")}, -1, time.Hour},
	{"trash/Tuesday evening.json", game.Config{Game: "dale", Seed: 16, Seats: seats("Ana", "Bot 2")}, 12, 30 * time.Hour},
	{"trash/hosted/" + tableUnderWay + "/" + roomUnderWay + ".agora", game.Config{Game: "wonders", Seed: 17, Expansions: []string{"commerce"},
		Seats: []game.SeatConfig{{Name: "Ana"}, {Name: "Bea"}, {Name: "Bot 3", Bot: "heuristic"}}}, 30, 2 * time.Hour},
}

// The forgotten tables' codes (online/proto's room codes), and the room
// of the one under way.
const (
	tableLobby    = "A7QK2MZC4RT3XWBE"
	tableUnderWay = "N5HD6PLV2QJ7YFUA"
	roomUnderWay  = "G3TB7KXW5MRQ2DNE"
	tableBroken   = "K2WX5FQ7BN4TRZHC"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: seedgames DATADIR")
		os.Exit(2)
	}
	dir := os.Args[1]
	now := time.Now()
	for _, sd := range seeds {
		if err := write(dir, sd, now); err != nil {
			fmt.Fprintln(os.Stderr, "seedgames:", sd.file, err)
			os.Exit(1)
		}
	}
	broken := filepath.Join(dir, "games", "Cut short.json")
	if err := os.WriteFile(broken, []byte(`{"format": "agora-save", "version": 2, "game": "won`), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "seedgames:", err)
		os.Exit(1)
	}
	os.Chtimes(broken, now.Add(-100*time.Hour), now.Add(-100*time.Hour))
	if err := writeTables(dir, now); err != nil {
		fmt.Fprintln(os.Stderr, "seedgames:", err)
		os.Exit(1)
	}
}

// writeTables writes the forgotten tables' folders in the trash, as a
// host keeps a table (online/lan, keep.go) and "Tables hosted before"
// forgets it.
func writeTables(dir string, now time.Time) error {
	type seat struct {
		Bot    string `json:"bot,omitempty"`
		Name   string `json:"name,omitempty"`
		Colour string `json:"colour,omitempty"`
		Host   bool   `json:"host,omitempty"`
		Taken  bool   `json:"taken,omitempty"`
		Ready  bool   `json:"ready,omitempty"`
	}
	tables := []struct {
		code, name, room string
		cfg              game.Config
		seats            []seat
		age              time.Duration
	}{
		{tableLobby, "Friday at Ana’s", "", game.Config{Game: "wonders", Seed: 18, Expansions: []string{"commerce", "faith"},
			Seats: []game.SeatConfig{{Name: "Ana"}, {Name: "Seat 2"}, {Name: "Seat 3"}, {Name: "Bot 4", Bot: "heuristic"}}},
			[]seat{{Name: "Ana", Colour: "blue", Host: true, Taken: true, Ready: true}, {Name: "Bea", Colour: "green", Taken: true}, {}, {Name: "Bot 4", Bot: "heuristic", Ready: true}},
			20 * time.Hour},
		{tableUnderWay, "Sunday league", roomUnderWay, game.Config{Game: "wonders", Seed: 17, Expansions: []string{"commerce"},
			Seats: []game.SeatConfig{{Name: "Ana"}, {Name: "Bea"}, {Name: "Bot 3", Bot: "heuristic"}}},
			[]seat{{Name: "Ana", Colour: "blue", Host: true, Taken: true, Ready: true}, {Name: "Bea", Colour: "green", Taken: true, Ready: true}, {Name: "Bot 3", Bot: "heuristic", Ready: true}},
			4 * time.Hour},
	}
	for _, t := range tables {
		folder := filepath.Join(dir, "trash", "hosted", t.code)
		data, err := json.MarshalIndent(map[string]any{"code": t.code, "name": t.name, "host_seat": 0, "config": t.cfg,
			"seats": t.seats, "tickets": make([]string, len(t.seats)), "room": t.room, "saved": now.Add(-t.age).UTC()}, "", " ")
		if err != nil {
			return err
		}
		if err := os.MkdirAll(folder, 0o700); err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(folder, "table.json"), data, 0o600); err != nil {
			return err
		}
		saved := now.Add(-t.age)
		if err := os.Chtimes(filepath.Join(folder, "table.json"), saved, saved); err != nil {
			return err
		}
	}
	broken := filepath.Join(dir, "trash", "hosted", tableBroken)
	if err := os.MkdirAll(broken, 0o700); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(broken, "table.json"), []byte(`{"code": "K2WX`), 0o600); err != nil {
		return err
	}
	old := now.Add(-200 * time.Hour)
	if err := os.Chtimes(filepath.Join(broken, "table.json"), old, old); err != nil {
		return err
	}
	return os.Chtimes(broken, old, old)
}

// write plays sd's game and saves it.
func write(dir string, sd seeded, now time.Time) error {
	rules, ok := games.Lookup(sd.cfg.Game)
	if !ok {
		return fmt.Errorf("no game %q", sd.cfg.Game)
	}
	s, err := rules.Start(sd.cfg)
	if err != nil {
		return err
	}
	rng := game.NewRand(sd.cfg.Seed)
	for n := sd.moves; !s.Over() && n != 0; n-- {
		p := s.Pending()[0]
		legal := s.Legal(p.Seat, nil)
		if err := s.Apply(p.Seat, legal[rng.IntN(len(legal))]); err != nil {
			return err
		}
	}
	path := filepath.Join(dir, sd.file)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	if err := game.WriteSave(path, s); err != nil {
		return err
	}
	when := now.Add(-sd.age)
	return os.Chtimes(path, when, when)
}
