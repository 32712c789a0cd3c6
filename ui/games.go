package ui

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"agora/game"
	"agora/online/lan"
)

// The player's games are the save files the app finds in its data folder:
// the autosave (the game to resume, finished or not), every file of the
// games folder (saves, finished games kept, imports), and the saves an
// earlier version let the player write beside the autosave. The Games
// screen (gamesscreen.go) lists them; this file finds and reads them.
// Reading never changes a file: a file that cannot be read is listed as
// such, with the reason.

// Folders of the data folder: the player's games, and the trash their
// deleted games wait in until it is emptied.
const (
	gamesDir = "games"
	trashDir = "trash"
)

// maxListedGames bounds how many files a folder contributes to the list.
const maxListedGames = 500

// sniffSize is how much of a file beside the autosave is read to tell an
// Agora save from the app's other files (preferences, statistics).
const sniffSize = 4096

// appFiles are the data folder's files that are never games.
var appFiles = []string{autosaveName, statsName, "preferences.json"}

// gamePlace says where a listed game lives.
type gamePlace int

const (
	placeAutosave gamePlace = iota // the game to resume
	placeGames                     // the games folder
	placeData                      // beside the autosave (earlier versions)
	placeTrash                     // the trash
)

// gameEntry is one listed file and, once read, what it holds.
type gameEntry struct {
	path  string
	place gamePlace
	mod   time.Time
	size  int64

	read bool  // the summary below has been read
	err  error // why the file cannot be read, once read
	cfg  game.Config
	over bool
	out  game.Outcome
	// moves is the decisions played; waiting the seats to play next.
	moves   int
	waiting []game.Seat
	// round is the round under way (an Age) for a game that has rounds.
	round int
	// standing is each seat's points as a game in progress stands, ranked
	// (game.Stander); nil for a finished game or an engine that cannot say.
	standing []game.Score

	// table: path is the folder of a table hosted before and forgotten
	// (gamestables.go), and, once read, tableName is its name, seats its
	// lobby's seats, lobby that its game had not begun, mod when it was
	// last played.
	table     bool
	tableName string
	seats     []lan.LobbySeat
	lobby     bool
}

// name is the entry's file name without its extension.
func (e *gameEntry) name() string {
	return strings.TrimSuffix(filepath.Base(e.path), filepath.Ext(e.path))
}

// loadable reports whether the entry was read and holds a game.
func (e *gameEntry) loadable() bool { return e.read && e.err == nil }

func (a *App) gamesPath() string { return filepath.Join(a.dataDir, gamesDir) }
func (a *App) trashPath() string { return filepath.Join(a.dataDir, trashDir) }

// listGames lists the games of the data folder (the trash's with trash),
// newest first after the autosave, without reading them. It reads
// nothing but folders and, beside the autosave, the start of each JSON
// file.
func listGames(dataDir string, trash bool) []*gameEntry {
	var out []*gameEntry
	if trash {
		out = listFolder(filepath.Join(dataDir, trashDir), placeTrash, nil)
		out = append(out, listTables(dataDir)...)
	} else {
		if e, ok := statEntry(filepath.Join(dataDir, autosaveName), placeAutosave); ok {
			out = append(out, e)
		}
		out = append(out, listFolder(filepath.Join(dataDir, gamesDir), placeGames, nil)...)
		out = append(out, listFolder(dataDir, placeData, looksLikeSave)...)
	}
	slices.SortStableFunc(out, func(x, y *gameEntry) int {
		if (x.place == placeAutosave) != (y.place == placeAutosave) {
			if x.place == placeAutosave {
				return -1
			}
			return 1
		}
		if c := y.mod.Compare(x.mod); c != 0 {
			return c
		}
		return strings.Compare(x.path, y.path)
	})
	return out
}

// listFolder lists the JSON files of dir (at most maxListedGames) that
// keep accepts, leaving out the app's own files and temporary files.
func listFolder(dir string, place gamePlace, keep func(path string) bool) []*gameEntry {
	f, err := os.Open(dir)
	if err != nil {
		return nil
	}
	defer f.Close()
	names, _ := f.Readdirnames(4 * maxListedGames)
	slices.Sort(names)
	var out []*gameEntry
	for _, n := range names {
		if len(out) >= maxListedGames {
			break
		}
		if !strings.EqualFold(filepath.Ext(n), ".json") || strings.HasPrefix(n, ".") ||
			place == placeData && slices.Contains(appFiles, n) {
			continue
		}
		path := filepath.Join(dir, n)
		e, ok := statEntry(path, place)
		if !ok || keep != nil && !keep(path) {
			continue
		}
		out = append(out, e)
	}
	return out
}

// statEntry is the entry of a file, if it is one (a folder is not).
func statEntry(path string, place gamePlace) (*gameEntry, bool) {
	info, err := os.Lstat(path)
	if err != nil || info.IsDir() {
		return nil, false
	}
	return &gameEntry{path: path, place: place, mod: info.ModTime(), size: info.Size()}, true
}

// looksLikeSave reports whether a file beside the autosave is an Agora
// save (or what is left of one): its start names the save format.
func looksLikeSave(path string) bool {
	info, err := os.Lstat(path)
	if err != nil || !info.Mode().IsRegular() {
		return false
	}
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	head, _ := io.ReadAll(io.LimitReader(f, sniffSize))
	return bytes.Contains(head, []byte(`"`+game.SaveFormat+`"`))
}

// summaryCache keeps what was read of each file, by path, size and
// modification time, so that the screen opens at once the second time.
type summaryCache struct {
	mu sync.Mutex
	m  map[string]*gameEntry
}

func (c *summaryCache) key(e *gameEntry) string {
	return fmt.Sprintf("%s|%d|%d", e.path, e.mod.UnixNano(), e.size)
}

// readEntry fills e with what its file holds, from the cache when the
// file has not changed. A file is read once, bounded by game.MaxSaveSize,
// and replayed to learn its result; nothing is written.
func (c *summaryCache) readEntry(e *gameEntry, lookup func(string) (game.Rules, bool)) {
	k := c.key(e)
	c.mu.Lock()
	if c.m == nil {
		c.m = map[string]*gameEntry{}
	}
	done, ok := c.m[k]
	c.mu.Unlock()
	if ok {
		path, place := e.path, e.place
		*e = *done
		e.path, e.place = path, place
		return
	}
	readSummary(e, lookup)
	c.mu.Lock()
	c.m[k] = e
	c.mu.Unlock()
}

// readSummary reads and replays e's file (or reads a forgotten table's
// folder).
func readSummary(e *gameEntry, lookup func(string) (game.Rules, bool)) {
	if e.table {
		readTable(e, lookup)
		return
	}
	e.read = true
	data, err := game.ReadRegularFile(e.path, game.MaxSaveSize)
	if err != nil {
		e.err = err
		return
	}
	sv, err := game.ParseSave(data)
	if err != nil {
		e.err = err
		return
	}
	e.cfg = sv.Config
	s, err := sv.Restore(lookup)
	if err != nil {
		e.err = err
		return
	}
	noteStanding(e, s)
}

// noteStanding notes in e where s stands.
func noteStanding(e *gameEntry, s game.State) {
	e.over = s.Over()
	if e.over {
		e.out = s.Outcome()
	}
	e.moves = len(s.Log())
	if r, ok := s.(game.Rounder); ok && !e.over {
		e.round = r.Round()
	}
	if st, ok := s.(game.Stander); ok && !e.over {
		e.standing = st.Standing().Scores
	}
	for _, p := range s.Pending() {
		if !slices.Contains(e.waiting, p.Seat) {
			e.waiting = append(e.waiting, p.Seat)
		}
	}
}

// reasonKey names, in a few words, why a file cannot be read.
func reasonKey(err error) string {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return "games.reason.missing"
	case errors.Is(err, fs.ErrPermission):
		return "games.reason.permission"
	case errors.Is(err, game.ErrNotRegular):
		return "games.reason.not_file"
	case errors.Is(err, game.ErrSaveTooLarge):
		return "games.reason.too_large"
	case errors.Is(err, game.ErrSaveVersion):
		return "games.reason.version"
	case errors.Is(err, game.ErrSaveGame):
		return "games.reason.game"
	case errors.Is(err, game.ErrSaveMismatch):
		return "games.reason.mismatch"
	case errors.Is(err, game.ErrSaveCorrupt):
		return "games.reason.corrupt"
	}
	return "games.reason.other"
}
