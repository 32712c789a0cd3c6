package game_test

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"agora/game"
)

// playedGame returns a fake game some decisions in.
func playedGame(t testing.TB, seed uint64, decisions int) game.State {
	t.Helper()
	s := mustStart(t, fakeConfig(3, seed))
	rng := game.NewRand(seed)
	for range decisions {
		p := s.Pending()[0]
		legal := s.Legal(p.Seat, nil)
		if err := s.Apply(p.Seat, legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

func TestSaveRoundTrip(t *testing.T) {
	s := playedGame(t, 4, 5)
	path := filepath.Join(t.TempDir(), "game.json")
	if err := game.WriteSave(path, s); err != nil {
		t.Fatal(err)
	}
	back, err := game.LoadSave(path, lookupFake)
	if err != nil {
		t.Fatal(err)
	}
	if back.Digest() != s.Digest() {
		t.Fatal("loaded game differs from the saved one")
	}
}

func TestWriteSaveReplacesAtomically(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.json")
	first := playedGame(t, 1, 2)
	if err := game.WriteSave(path, first); err != nil {
		t.Fatal(err)
	}
	old, _ := os.ReadFile(path)

	// A failed write (the target cannot be replaced) keeps the old save
	// and leaves no temporary file behind.
	blocked := filepath.Join(dir, "blocked")
	if err := os.MkdirAll(filepath.Join(blocked, "x"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := game.WriteSave(blocked, first); err == nil {
		t.Fatal("writing over a non-empty folder should fail")
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".tmp") {
			t.Fatalf("temporary file %s left behind", e.Name())
		}
	}

	second := playedGame(t, 2, 4)
	if err := game.WriteSave(path, second); err != nil {
		t.Fatal(err)
	}
	now, _ := os.ReadFile(path)
	if string(now) == string(old) {
		t.Fatal("save was not replaced")
	}
	back, err := game.LoadSave(path, lookupFake)
	if err != nil || back.Digest() != second.Digest() {
		t.Fatalf("replaced save does not load the new game: %v", err)
	}
}

func TestLoadSaveRefusesBadFiles(t *testing.T) {
	good, err := json.Marshal(game.NewSave(playedGame(t, 3, 6)))
	if err != nil {
		t.Fatal(err)
	}
	edit := func(f func(*game.Save)) []byte {
		var sv game.Save
		if err := json.Unmarshal(good, &sv); err != nil {
			t.Fatal(err)
		}
		f(&sv)
		b, _ := json.Marshal(sv)
		return b
	}
	tests := []struct {
		name string
		data []byte
		want error
	}{
		{"empty", nil, game.ErrSaveCorrupt},
		{"truncated", good[:len(good)/2], game.ErrSaveCorrupt},
		{"not json", []byte("PK\x03\x04 zip"), game.ErrSaveCorrupt},
		{"trailing data", append(append([]byte{}, good...), []byte(`{"x":1}`)...), game.ErrSaveCorrupt},
		{"unknown field", []byte(strings.Replace(string(good), `"format"`, `"colour":1,"format"`, 1)), game.ErrSaveCorrupt},
		{"oversized", make([]byte, game.MaxSaveSize+1), game.ErrSaveTooLarge},
		{"foreign format", edit(func(s *game.Save) { s.Format = "chess-pgn" }), game.ErrSaveCorrupt},
		{"future version", edit(func(s *game.Save) { s.Version = 99 }), game.ErrSaveVersion},
		{"unknown game", edit(func(s *game.Save) { s.Game, s.Config.Game = "chess", "chess" }), game.ErrSaveGame},
		{"game mismatch", edit(func(s *game.Save) { s.Game = "chess" }), game.ErrSaveCorrupt},
		{"bad digest", edit(func(s *game.Save) { s.Digest = "zz" }), game.ErrSaveCorrupt},
		{"wrong digest", edit(func(s *game.Save) { s.Digest = "0123456789abcdef" }), game.ErrSaveMismatch},
		{"illegal move in log", edit(func(s *game.Save) { s.Log[0].Option = 999 }), game.ErrSaveCorrupt},
		{"bad config", edit(func(s *game.Save) { s.Config.Seats = s.Config.Seats[:1] }), game.ErrSaveCorrupt},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "save.json")
			if err := os.WriteFile(path, tt.data, 0o644); err != nil {
				t.Fatal(err)
			}
			s, err := game.LoadSave(path, lookupFake)
			if !errors.Is(err, tt.want) || s != nil {
				t.Fatalf("got %v, want %v", err, tt.want)
			}
			after, _ := os.ReadFile(path)
			if string(after) != string(tt.data) {
				t.Fatal("loading changed the file")
			}
		})
	}
}

func TestLoadSaveMissingFile(t *testing.T) {
	if _, err := game.LoadSave(filepath.Join(t.TempDir(), "none.json"), lookupFake); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("got %v", err)
	}
}

// FuzzParseSave feeds arbitrary bytes to the loader: it never panics, and
// whatever it accepts replays to the digest it records.
func FuzzParseSave(f *testing.F) {
	for _, n := range []int{0, 3, 9} {
		b, _ := json.Marshal(game.NewSave(playedGame(f, uint64(n), n)))
		f.Add(b)
	}
	f.Add([]byte(`{"format":"agora-save","version":1}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		sv, err := game.ParseSave(data)
		if err != nil {
			return
		}
		s, err := sv.Restore(lookupFake)
		if err != nil {
			return
		}
		if again := game.NewSave(s); again.Digest != sv.Digest {
			t.Fatal("restored game does not match its digest")
		}
	})
}

// FuzzApply drives the fake game with arbitrary choices: indices into the
// legal list, raw option values and seats. Nothing panics and every refusal
// leaves the state as it was.
func FuzzApply(f *testing.F) {
	f.Add(uint64(1), []byte{0, 1, 2, 3, 200, 7})
	f.Fuzz(func(t *testing.T, seed uint64, moves []byte) {
		s := mustStart(t, fakeConfig(2+int(seed%4), seed))
		for i := 0; i+1 < len(moves) && !s.Over(); i += 2 {
			seat := game.Seat(int(moves[i]%8) - 1)
			legal := s.Legal(seat, nil)
			opt := game.Option(moves[i+1])
			if len(legal) > 0 && moves[i+1] < 128 {
				opt = legal[int(moves[i+1])%len(legal)]
			}
			before := s.Digest()
			if err := s.Apply(seat, opt); err != nil {
				if s.Digest() != before {
					t.Fatal("refused move changed the state")
				}
				continue
			}
			if err := s.Check(); err != nil {
				t.Fatal(err)
			}
		}
	})
}
