package game_test

import (
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

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

// The loader refuses what is not a regular file before reading it: a named
// pipe with no writer would otherwise block it for ever.
func TestLoadSaveRefusesWhatIsNotARegularFile(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.json")
	if err := mkfifo(fifo); err != nil {
		t.Skip("no named pipes here:", err)
	}
	link := filepath.Join(dir, "link.json")
	if err := os.Symlink(fifo, link); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{fifo, link, dir, "/dev/null"} {
		done := make(chan error, 1)
		go func() {
			_, err := game.LoadSave(path, lookupFake)
			done <- err
		}()
		select {
		case err := <-done:
			if !errors.Is(err, game.ErrNotRegular) {
				t.Errorf("%s: got %v, want ErrNotRegular", path, err)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("%s: the loader blocks", path)
		}
	}
	// A link to a regular save still opens.
	save := filepath.Join(dir, "game.json")
	if err := game.WriteSave(save, playedGame(t, 2, 3)); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(save, filepath.Join(dir, "save-link.json")); err != nil {
		t.Fatal(err)
	}
	if _, err := game.LoadSave(filepath.Join(dir, "save-link.json"), lookupFake); err != nil {
		t.Fatalf("a link to a save: %v", err)
	}
}

// A save larger than the limit is refused without reading it all.
func TestLoadSaveRefusesHugeFiles(t *testing.T) {
	path := filepath.Join(t.TempDir(), "huge.json")
	if err := os.WriteFile(path, make([]byte, game.MaxSaveSize+10), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := game.LoadSave(path, lookupFake); !errors.Is(err, game.ErrSaveTooLarge) {
		t.Fatalf("got %v", err)
	}
}

// IsTempOf knows WriteFileAtomic's temporary names and nothing else.
func TestIsTempOf(t *testing.T) {
	tests := []struct {
		file, name string
		want       bool
	}{
		{".autosave.json.123.tmp", "autosave.json", true},
		{".autosave.json.0.tmp", "autosave.json", true},
		{".autosave.json.tmp", "autosave.json", false},
		{".autosave.json..tmp", "autosave.json", false},
		{".autosave.json.1x.tmp", "autosave.json", false},
		{"autosave.json.123.tmp", "autosave.json", false},
		{".autosave.json.123.tmp", "game.json", false},
		{".autosave.json.123.tmp", "", false},
		{".a.1.tmp", "a", true},
		{"", "a", false},
	}
	for _, tt := range tests {
		if got := game.IsTempOf(tt.file, tt.name); got != tt.want {
			t.Errorf("IsTempOf(%q, %q) = %v", tt.file, tt.name, got)
		}
	}
	// The names the writer really uses.
	dir := t.TempDir()
	for range 20 {
		f, err := os.CreateTemp(dir, game.TempPattern("autosave.json"))
		if err != nil {
			t.Fatal(err)
		}
		f.Close()
		if name := filepath.Base(f.Name()); !game.IsTempOf(name, "autosave.json") {
			t.Fatalf("%s not recognised", name)
		}
	}
}

// A write that fails half-way (a full disk) leaves the old file whole and
// no temporary file.
func TestWriteAtomicKeepsTheOldFileOnFailure(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.json")
	if err := game.WriteFileAtomic(path, []byte("old save")); err != nil {
		t.Fatal(err)
	}
	full := errors.New("no space left on device")
	err := game.WriteAtomic(path, func(w io.Writer) error {
		w.Write([]byte("new s"))
		return full
	})
	if !errors.Is(err, full) {
		t.Fatalf("got %v", err)
	}
	if got, _ := os.ReadFile(path); string(got) != "old save" {
		t.Fatalf("file now %q", got)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Fatalf("left %d files", len(entries))
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
