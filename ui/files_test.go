package ui

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/storage/repository"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"agora/game"
)

// failingWrites makes every atomic write fail half-way, as a full disk
// does, until the test ends.
func failingWrites(t *testing.T) {
	t.Helper()
	writeFile = func(path string, data []byte) error {
		return game.WriteAtomic(path, func(w io.Writer) error {
			w.Write(data[:len(data)/2])
			return syscall.ENOSPC
		})
	}
	t.Cleanup(func() { writeFile = game.WriteFileAtomic })
}

// noTempFiles fails if a temporary file is left in dir.
func noTempFiles(t *testing.T, dir string) {
	t.Helper()
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".tmp") {
			t.Errorf("temporary file %s left behind", e.Name())
		}
	}
}

// Save as over an existing save of the games folder, on a disk that
// fills up: the old save is still whole afterwards and the player is
// told.
func TestSaveAsKeepsTheOldFileWhenTheWriteFails(t *testing.T) {
	a := newTestApp(t, "en")
	path := filepath.Join(a.gamesPath(), "mine.json")
	os.MkdirAll(a.gamesPath(), 0o755)
	if err := game.WriteSave(path, playedTally(t, "tally")); err != nil {
		t.Fatal(err)
	}
	old, _ := os.ReadFile(path)
	failingWrites(t)

	a.saveAs(playedTally(t, "tally"))
	find[*widget.Entry](a)[0].SetText("mine")
	test.Tap(a.button(t, "Save"))
	if got, _ := os.ReadFile(path); !bytes.Equal(got, old) {
		t.Fatalf("the file changed before the player confirmed: %d bytes", len(got))
	}
	test.Tap(a.button(t, "Replace"))
	if got, _ := os.ReadFile(path); !bytes.Equal(got, old) {
		t.Fatalf("a failed save left %d bytes of the %d-byte old save", len(got), len(old))
	}
	if _, err := game.LoadSave(path, a.lookup); err != nil {
		t.Fatalf("the old save no longer opens: %v", err)
	}
	if !a.showsPart("no space left on device") {
		t.Errorf("no error shown; texts: %q", a.texts())
	}
	noTempFiles(t, a.gamesPath())
}

// The dialog's writer leaves an existing file alone until it is closed,
// then replaces it whole; with nothing written (a failed encoding) the
// file stays as it was.
func TestDialogWritersReplaceFilesAtomically(t *testing.T) {
	test.NewTempApp(t)
	safeFileRepository()
	safeFileRepository() // twice: still one wrapper
	r, _ := repository.ForScheme("file")
	if ar, ok := r.(atomicRepo); !ok {
		t.Fatalf("file repository is %T", r)
	} else if _, twice := ar.Repository.(atomicRepo); twice {
		t.Fatal("wrapped twice")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "game.json")
	first, second := playedTally(t, "tally"), playedTally(t, "tally")
	second.Apply(second.Pending()[0].Seat, 2)
	if err := game.WriteSave(path, first); err != nil {
		t.Fatal(err)
	}
	old, _ := os.ReadFile(path)

	w, err := storage.Writer(storage.NewFileURI(path))
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(path); !bytes.Equal(got, old) {
		t.Fatal("opening the writer emptied the file")
	}
	if err := writeSaveTo(w, second); err != nil {
		t.Fatal(err)
	}
	back, err := game.LoadSave(path, func(string) (game.Rules, bool) { return tallyRules, true })
	if err != nil || back.Digest() != second.Digest() {
		t.Fatalf("saved game does not load back: %v", err)
	}
	if _, err := w.Write([]byte("x")); err == nil {
		t.Error("a closed writer accepted more")
	}

	now, _ := os.ReadFile(path)
	failingWrites(t)
	w, _ = storage.Writer(storage.NewFileURI(path))
	if err := writeSaveTo(w, first); err == nil {
		t.Fatal("a failed write reported no error")
	}
	if got, _ := os.ReadFile(path); !bytes.Equal(got, now) {
		t.Fatal("a failed write changed the file")
	}
	noTempFiles(t, dir)

	// Browsing still works through the wrapper.
	if ok, err := storage.CanList(storage.NewFileURI(dir)); !ok || err != nil {
		t.Errorf("cannot list the folder: %v", err)
	}
	if exists, _ := storage.Exists(storage.NewFileURI(path)); !exists {
		t.Error("the save does not exist")
	}
}

// A named pipe picked in the Games screen's Import is refused at once:
// the dialog's reader does not open it, and the loader refuses it before
// reading.
func TestLoadingANamedPipeDoesNotBlock(t *testing.T) {
	a := newTestApp(t, "en")
	fifo := filepath.Join(a.dataDir, "pipe.json")
	if err := mkfifo(fifo); err != nil {
		t.Skip("no named pipes here:", err)
	}
	a.importDialog()
	done := make(chan error, 1)
	go func() {
		u := storage.NewFileURI(fifo)
		if ok, err := storage.CanRead(u); ok || err != nil {
			done <- fmt.Errorf("CanRead = %v, %v", ok, err)
			return
		}
		r, err := storage.Reader(u)
		if err != nil {
			done <- err
			return
		}
		_, err = r.Read(make([]byte, 8))
		r.Close()
		if !errors.Is(err, game.ErrNotRegular) {
			done <- fmt.Errorf("Read gave %v", err)
			return
		}
		_, err = game.LoadSave(fifo, a.lookup)
		if !errors.Is(err, game.ErrNotRegular) {
			done <- fmt.Errorf("LoadSave gave %v", err)
			return
		}
		done <- nil
	}()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("opening a named pipe blocks")
	}
	a.loadFile(fifo, "error.load_title")
	if !a.showsPart("not a regular file") {
		t.Errorf("no error shown; texts: %q", a.texts())
	}
}
