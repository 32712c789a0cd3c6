package ui

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"agora/bots"
	"agora/game"
)

// The statistics are every finished game's result, kept in a small file
// in the data folder (statsName), written atomically like the saves: a
// game is counted once, when its last decision is autosaved. The
// statistics screen (statsscreen.go) sums them up.

// statsName is the statistics file in the data folder.
const statsName = "stats.json"

// statsVersion is the statistics file's format.
const statsVersion = 1

// maxStatsGames bounds the file: past it the oldest games are dropped.
const maxStatsGames = 5000

// maxStatsSize bounds what is read of the file.
const maxStatsSize = 16 << 20

// statsFile is the statistics file's content.
type statsFile struct {
	Version int          `json:"version"`
	Games   []gameRecord `json:"games"`
}

// gameRecord is one finished game.
type gameRecord struct {
	// Key tells games apart: the same game autosaved twice is counted
	// once.
	Key  string    `json:"key"`
	When time.Time `json:"when"`
	Game string    `json:"game"`
	// Mode is the expansions, teams and variants, in a fixed order
	// ("commerce+faith", "" for the base game).
	Mode  string       `json:"mode"`
	Seats []seatRecord `json:"seats"`
}

// seatRecord is one seat of a finished game.
type seatRecord struct {
	Name string `json:"name"`
	// Bot is the bot's spec; empty for a human.
	Bot string `json:"bot,omitempty"`
	// Side is the translation key of what the seat played (a wonder).
	Side       string        `json:"side,omitempty"`
	Total      int           `json:"total"`
	Rank       int           `json:"rank"`
	Categories []game.Points `json:"categories,omitempty"`
}

// statsPath is the statistics file.
func (a *App) statsPath() string { return filepath.Join(a.dataDir, statsName) }

// loadStats reads the statistics; a missing file is no game yet.
func loadStats(path string) (statsFile, error) {
	data, err := game.ReadRegularFile(path, maxStatsSize)
	if errors.Is(err, os.ErrNotExist) {
		return statsFile{Version: statsVersion}, nil
	}
	if err != nil {
		return statsFile{}, err
	}
	if len(data) > maxStatsSize {
		return statsFile{}, fmt.Errorf("%s: statistics file too large", path)
	}
	var f statsFile
	if err := json.Unmarshal(data, &f); err != nil {
		return statsFile{}, fmt.Errorf("%s: statistics file corrupt: %w", path, err)
	}
	if f.Version != statsVersion {
		return statsFile{}, fmt.Errorf("%s: statistics of an unknown version %d", path, f.Version)
	}
	return f, nil
}

// writeStatsFile replaces the statistics file; it is a variable so that
// tests can make the write fail.
var writeStatsFile = game.WriteFileAtomic

// saveStats writes the statistics atomically.
func saveStats(path string, f statsFile) error {
	data, err := json.MarshalIndent(f, "", " ")
	if err != nil {
		return err
	}
	return writeStatsFile(path, data)
}

// recordGame adds a finished game to the statistics, once. A game
// without a human seat (bots watched) is not a player's result and is
// left out. A statistics file that cannot be read is left as it is.
func (a *App) recordGame(s game.State) error {
	if !s.Over() {
		return nil
	}
	rec := newGameRecord(s, time.Now())
	if !slices.ContainsFunc(rec.Seats, func(sr seatRecord) bool { return sr.Bot == "" }) {
		return nil
	}
	f, err := loadStats(a.statsPath())
	if err != nil {
		return err
	}
	if slices.ContainsFunc(f.Games, func(g gameRecord) bool { return g.Key == rec.Key }) {
		return nil
	}
	f.Games = append(f.Games, rec)
	if n := len(f.Games); n > maxStatsGames {
		f.Games = slices.Delete(f.Games, 0, n-maxStatsGames)
	}
	return saveStats(a.statsPath(), f)
}

// resetStats forgets every game.
func (a *App) resetStats() error {
	return saveStats(a.statsPath(), statsFile{Version: statsVersion})
}

// newGameRecord is a finished game's record.
func newGameRecord(s game.State, when time.Time) gameRecord {
	cfg := s.Config()
	out := s.Outcome()
	// The key names the game by what no save format changes: its seed,
	// its length and its scores (a digest changes with the encoding).
	var totals []string
	for _, sc := range out.Scores {
		totals = append(totals, strconv.Itoa(sc.Total))
	}
	rec := gameRecord{
		Key:  fmt.Sprintf("%s-%d-%d-%s", cfg.Game, cfg.Seed, len(s.Log()), strings.Join(totals, ".")),
		When: when.UTC().Truncate(time.Second),
		Game: cfg.Game,
		Mode: modeOf(cfg),
	}
	sider, _ := s.(game.SeatSider)
	for i, sc := range cfg.Seats {
		sr := seatRecord{Name: sc.Name, Bot: sc.Bot}
		if i < len(out.Scores) {
			sr.Total, sr.Rank = out.Scores[i].Total, out.Scores[i].Rank
			sr.Categories = slices.Clone(out.Scores[i].Categories)
		}
		if sider != nil {
			sr.Side = sider.SeatSide(game.Seat(i))
		}
		rec.Seats = append(rec.Seats, sr)
	}
	return rec
}

// modeOf names a configuration's expansions, teams and variants in a
// fixed order: "commerce+faith", "teams", "" for the base game.
func modeOf(cfg game.Config) string {
	parts := slices.Clone(cfg.Expansions)
	slices.Sort(parts)
	if cfg.Teams {
		parts = append(parts, "teams")
	}
	var vs []string
	for name, value := range cfg.Variants {
		if !strings.Contains(name, ".") { // per-seat choices are no mode
			vs = append(vs, name+"="+value)
		}
	}
	slices.Sort(vs)
	return strings.Join(append(parts, vs...), "+")
}

// levelRank orders bot specs weakest first (bots.Levels); an unknown
// spec ranks last.
func levelRank(spec string) int {
	name, _, _ := strings.Cut(spec, ":")
	name = bots.Canonical(name)
	i := slices.IndexFunc(bots.Levels(), func(l bots.Level) bool { return l.Spec == name })
	if i < 0 {
		return len(bots.Levels())
	}
	return i
}
