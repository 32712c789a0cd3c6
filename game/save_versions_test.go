package game_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"agora/game"
)

// fakeRulesAt is the fake engine declaring an encoding, a newest ruleset
// and an upgrade.
func fakeRulesAt(encoding, ruleset int, upgrade func(int, game.Config, []game.Decision) ([]game.Decision, error)) func(string) (game.Rules, bool) {
	r := fakeRules
	r.Encoding, r.Ruleset, r.Upgrade = encoding, ruleset, upgrade
	return func(name string) (game.Rules, bool) { return r, name == r.Game }
}

// saveOf is the save of a fake game, changed by edit, as a file's bytes.
func saveOf(t *testing.T, edit func(*game.Save)) []byte {
	t.Helper()
	sv := game.NewSave(playedGame(t, 5, 7))
	edit(&sv)
	data, err := json.Marshal(sv)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// load parses and restores a save's bytes.
func load(data []byte, lookup func(string) (game.Rules, bool)) (game.State, error) {
	sv, err := game.ParseSave(data)
	if err != nil {
		return nil, err
	}
	return sv.Restore(lookup)
}

func TestSaveRecordsEncodingAndRuleset(t *testing.T) {
	sv := game.NewSave(playedGame(t, 5, 7))
	if sv.Version != game.SaveVersion || sv.Encoding != 1 || sv.Config.Ruleset != 1 {
		t.Fatalf("version %d, encoding %d, ruleset %d; want %d, 1, 1", sv.Version, sv.Encoding, sv.Config.Ruleset, game.SaveVersion)
	}
	data, _ := json.Marshal(sv)
	for _, want := range []string{`"version":2`, `"encoding":1`, `"ruleset":1`} {
		if !strings.Contains(string(data), want) {
			t.Errorf("save lacks %s: %s", want, data)
		}
	}
}

func TestStartWritesDownTheRuleset(t *testing.T) {
	lookup := fakeRulesAt(1, 3, nil)
	r, _ := lookup("highcard")
	tests := []struct {
		asked, want int
		err         error
	}{{0, 3, nil}, {1, 1, nil}, {3, 3, nil}, {4, 0, game.ErrConfig}, {-1, 0, game.ErrConfig}}
	for _, tt := range tests {
		cfg := fakeConfig(3, 1)
		cfg.Ruleset = tt.asked
		s, err := r.Start(cfg)
		if !errors.Is(err, tt.err) {
			t.Fatalf("ruleset %d: got %v, want %v", tt.asked, err, tt.err)
		}
		if err == nil && s.Config().Ruleset != tt.want {
			t.Errorf("ruleset %d: game under %d, want %d", tt.asked, s.Config().Ruleset, tt.want)
		}
	}
}

// A game started under an older ruleset stays under it through a save,
// even once the engine knows a newer one.
func TestSaveKeepsItsRuleset(t *testing.T) {
	old := fakeRulesAt(1, 2, nil)
	r, _ := old("highcard")
	cfg := fakeConfig(3, 2)
	cfg.Ruleset = 1
	s, err := r.Start(cfg)
	if err != nil {
		t.Fatal(err)
	}
	data, err := game.EncodeSave(s)
	if err != nil {
		t.Fatal(err)
	}
	back, err := load(data, fakeRulesAt(1, 5, nil))
	if err != nil {
		t.Fatal(err)
	}
	if back.Config().Ruleset != 1 {
		t.Fatalf("restored under ruleset %d, want 1", back.Config().Ruleset)
	}
}

// A version 1 file names no encoding nor ruleset: it is encoding 1 under
// ruleset 1, and goes on under ruleset 1 after a newer ruleset exists.
func TestVersion1SaveOpensUnderRuleset1(t *testing.T) {
	data := saveOf(t, func(sv *game.Save) { sv.Version, sv.Encoding, sv.Config.Ruleset = 1, 0, 0 })
	for _, field := range []string{`"encoding"`, `"ruleset"`} {
		if strings.Contains(string(data), field) {
			t.Fatalf("a version 1 save with %s: %s", field, data)
		}
	}
	s, err := load(data, fakeRulesAt(1, 4, nil))
	if err != nil {
		t.Fatal(err)
	}
	if s.Config().Ruleset != 1 {
		t.Fatalf("ruleset %d, want 1", s.Config().Ruleset)
	}
	if again := game.NewSave(s); again.Version != game.SaveVersion || again.Config.Ruleset != 1 {
		t.Fatalf("saved again as version %d under ruleset %d", again.Version, again.Config.Ruleset)
	}
}

func TestRestoreUpgradesAnOlderEncoding(t *testing.T) {
	var calls []int
	upgrade := func(from int, cfg game.Config, log []game.Decision) ([]game.Decision, error) {
		calls = append(calls, from)
		return append([]game.Decision(nil), log...), nil
	}
	want := playedGame(t, 5, 7)
	data := saveOf(t, func(*game.Save) {}) // encoding 1: the fake's states
	s, err := load(data, fakeRulesAt(2, 1, upgrade))
	if err != nil {
		t.Fatal(err)
	}
	if len(calls) != 1 || calls[0] != 1 || s.Digest() != want.Digest() {
		t.Fatalf("upgrade calls %v, digest %x want %x", calls, s.Digest(), want.Digest())
	}
}

func TestRestoreRefusesWhatItCannotRead(t *testing.T) {
	broken := func(int, game.Config, []game.Decision) ([]game.Decision, error) {
		return nil, errors.New("no such option")
	}
	scrambled := func(_ int, _ game.Config, log []game.Decision) ([]game.Decision, error) {
		out := append([]game.Decision(nil), log...)
		out[0].Option = 999
		return out, nil
	}
	tests := []struct {
		name   string
		edit   func(*game.Save)
		lookup func(string) (game.Rules, bool)
		want   error
	}{
		{"version 1 naming an encoding", func(sv *game.Save) { sv.Version, sv.Config.Ruleset = 1, 0 }, lookupFake, game.ErrSaveCorrupt},
		{"version 1 naming a ruleset", func(sv *game.Save) { sv.Version, sv.Encoding = 1, 0 }, lookupFake, game.ErrSaveCorrupt},
		{"version 2 without encoding", func(sv *game.Save) { sv.Encoding = 0 }, lookupFake, game.ErrSaveCorrupt},
		{"version 2 without ruleset", func(sv *game.Save) { sv.Config.Ruleset = 0 }, lookupFake, game.ErrSaveCorrupt},
		{"newer encoding", func(sv *game.Save) { sv.Encoding = 2 }, lookupFake, game.ErrSaveVersion},
		{"newer ruleset", func(sv *game.Save) { sv.Config.Ruleset = 2 }, lookupFake, game.ErrSaveVersion},
		{"older encoding, no upgrade", func(*game.Save) {}, fakeRulesAt(2, 1, nil), game.ErrSaveVersion},
		{"upgrade fails", func(*game.Save) {}, fakeRulesAt(2, 1, broken), game.ErrSaveCorrupt},
		{"upgrade gives a log that does not replay", func(*game.Save) {}, fakeRulesAt(2, 1, scrambled), game.ErrSaveCorrupt},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := load(saveOf(t, tt.edit), tt.lookup)
			if !errors.Is(err, tt.want) || s != nil {
				t.Fatalf("got %v, want %v", err, tt.want)
			}
		})
	}
}
