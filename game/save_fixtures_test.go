package game_test

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"agora/game"
	"agora/game/games"
	"agora/game/gametest"
)

// v1Fixtures are the saves written by the build whose save files had
// version 1 (TestWriteSaveFixtures), before encodings were versioned: what
// players' autosaves of that time look like.
var v1Fixtures = []string{
	"dale-3p-end.json",
	"dale-3p-mid.json",
	"dale-teams-4p-end.json",
	"wonders-base-4p-end.json",
	"wonders-base-4p-mid.json",
	"wonders-commerce-faith-7p-end.json",
	"wonders-commerce-faith-7p-mid.json",
	"wonders-teams-4p-faith-end.json",
	"wonders-teams-6p-commerce-faith-end.json",
	"wonders-teams-6p-commerce-faith-mid.json",
}

// readFixture reads a v1 fixture and checks it is still a version 1 file.
func readFixture(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "saves", "v1", name))
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string]any
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	if _, named := raw["encoding"]; raw["version"] != 1.0 || named {
		t.Fatalf("%s is no longer a version 1 save: these files must stay as written", name)
	}
	return data
}

func TestV1FixturesAreAllHere(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "saves", "v1", "*.json"))
	if len(files) != len(v1Fixtures) {
		t.Fatalf("%d fixture files, %d listed", len(files), len(v1Fixtures))
	}
}

// Every save of the first format opens with today's engines: its log is
// upgraded to the engine's encoding, it replays to the position its digest
// recorded, keeps the invariants, goes on under ruleset 1, and saves back
// to a save of today's format that opens the same.
func TestV1FixturesOpen(t *testing.T) {
	for _, name := range v1Fixtures {
		t.Run(name, func(t *testing.T) {
			data := readFixture(t, name)
			sv, err := game.ParseSave(data)
			if err != nil {
				t.Fatal(err)
			}
			if sv.Encoding != 1 || sv.Config.Ruleset != 1 {
				t.Fatalf("parsed as encoding %d, ruleset %d; want 1, 1", sv.Encoding, sv.Config.Ruleset)
			}
			s, err := sv.Restore(games.Lookup)
			if err != nil {
				t.Fatal(err)
			}
			if err := s.Check(); err != nil {
				t.Fatal(err)
			}
			r, _ := games.Lookup(s.Game())
			if got := game.EncodingOf(s); got != r.CurrentEncoding() || s.Config().Ruleset != 1 {
				t.Fatalf("restored in encoding %d under ruleset %d; want %d, 1", got, s.Config().Ruleset, r.CurrentEncoding())
			}
			if over := strings.HasSuffix(name, "-end.json"); s.Over() != over {
				t.Fatalf("over %v, want %v", s.Over(), over)
			}
			if s.Over() {
				if err := gametest.CheckOutcome(s); err != nil {
					t.Fatal(err)
				}
			}
			again, err := game.EncodeSave(s)
			if err != nil {
				t.Fatal(err)
			}
			back, err := load(again, games.Lookup)
			if err != nil {
				t.Fatalf("saved again: %v", err)
			}
			if back.Digest() != s.Digest() || back.Config().Ruleset != 1 {
				t.Fatal("the save of the upgraded game does not reopen the same")
			}
		})
	}
}

// A game saved half-way under the first format is played on to its end.
func TestV1FixturesPlayOn(t *testing.T) {
	for _, name := range v1Fixtures {
		if !strings.HasSuffix(name, "-mid.json") {
			continue
		}
		t.Run(name, func(t *testing.T) {
			s, err := load(readFixture(t, name), games.Lookup)
			if err != nil {
				t.Fatal(err)
			}
			rng := game.NewRand(3)
			end, err := gametest.Playout(s, &rng, 20000)
			if err != nil {
				t.Fatal(err)
			}
			r, _ := games.Lookup(end.Game())
			if err := gametest.ReplayMatches(r, end); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// The digest of an upgraded save is still checked: a first-format save
// whose digest or log was changed is refused.
func TestV1FixturesAreChecked(t *testing.T) {
	for _, name := range []string{"wonders-commerce-faith-7p-mid.json", "wonders-base-4p-end.json", "dale-3p-mid.json"} {
		data := readFixture(t, name)
		var sv game.Save
		if err := json.Unmarshal(data, &sv); err != nil {
			t.Fatal(err)
		}
		edits := []struct {
			what string
			edit func(*game.Save)
			want error
		}{
			{"digest", func(s *game.Save) { s.Digest = "0123456789abcdef" }, game.ErrSaveMismatch},
			{"log", func(s *game.Save) { s.Log[len(s.Log)-1].Option ^= 1 << 62 }, game.ErrSaveCorrupt},
			{"current digest", func(s *game.Save) {
				st, err := s.Restore(games.Lookup)
				if err != nil {
					t.Fatal(err)
				}
				s.Digest = game.NewSave(st).Digest
			}, nil},
		}
		for _, e := range edits {
			bad := sv
			bad.Log = append([]game.Decision(nil), sv.Log...)
			e.edit(&bad)
			if e.want == nil {
				if r, _ := games.Lookup(sv.Game); r.CurrentEncoding() == 1 {
					continue // the same digest in both formats
				}
				e.want = game.ErrSaveMismatch // the digest of another encoding
			}
			out, _ := json.Marshal(bad)
			if s, err := load(out, games.Lookup); !errors.Is(err, e.want) || s != nil {
				t.Errorf("%s with its %s changed: got %v, want %v", name, e.what, err, e.want)
			}
		}
	}
}

// Every engine declares its versions consistently: its states report the
// encoding its rules name, an engine past encoding 1 can upgrade older logs
// and check their digests, and a game starts under the newest ruleset.
func TestEnginesDeclareTheirVersions(t *testing.T) {
	for _, r := range games.All() {
		cfg := game.Config{Game: r.Game, Seed: 1, Seats: make([]game.SeatConfig, r.MinPlayers)}
		s, err := r.Start(cfg)
		if err != nil {
			t.Fatal(err)
		}
		if r.Encoding < 1 || r.Ruleset < 1 {
			t.Errorf("%s declares encoding %d, ruleset %d", r.Game, r.Encoding, r.Ruleset)
		}
		if game.EncodingOf(s) != r.CurrentEncoding() {
			t.Errorf("%s: states in encoding %d, rules say %d", r.Game, game.EncodingOf(s), r.CurrentEncoding())
		}
		if _, digests := s.(game.DigesterAt); r.CurrentEncoding() > 1 && (r.Upgrade == nil || !digests) {
			t.Errorf("%s: encoding %d without an upgrade or a digest of older encodings", r.Game, r.CurrentEncoding())
		}
		if s.Config().Ruleset != r.CurrentRuleset() {
			t.Errorf("%s: started under ruleset %d, newest %d", r.Game, s.Config().Ruleset, r.CurrentRuleset())
		}
	}
}
