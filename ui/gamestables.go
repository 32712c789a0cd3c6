package ui

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"

	"agora/game"
	"agora/online/lan"
	"agora/online/proto"
)

// The tables this computer hosted are kept in the data folder, each in a
// folder of its own (online/lan, keep.go). "Tables hosted before"
// (ui/online/hosted.go) forgets one by moving its folder to the trash's
// hosted folder; the Games screen's trash lists those folders beside the
// deleted games, restores one among the tables hosted before, and
// deletes them for good when the trash is emptied, after asking. A
// folder that does not read as a table is listed as such; nothing here
// writes into a table's folder.

// tablesTrash is the trash's folder of forgotten tables.
func tablesTrash(dataDir string) string { return filepath.Join(dataDir, trashDir, lan.HostedDir) }

// listTables lists the forgotten tables' folders of the trash (at most
// maxListedGames), without reading them; a trash's hosted folder that is
// not a plain folder (a link) is not looked into.
func listTables(dataDir string) []*gameEntry {
	dir := tablesTrash(dataDir)
	if fi, err := os.Lstat(dir); err != nil || !fi.IsDir() {
		return nil
	}
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
		path := filepath.Join(dir, n)
		fi, err := os.Lstat(path)
		if strings.HasPrefix(n, ".") || err != nil || !fi.IsDir() {
			continue
		}
		out = append(out, &gameEntry{path: path, place: placeTrash, table: true, mod: lastChange(path, fi.ModTime())})
	}
	return out
}

// lastChange is when a table's folder last changed, for the list's
// order before it is read: its newest file's date (the lobby's, or the
// game's save), else the folder's, mod.
func lastChange(folder string, mod time.Time) time.Time {
	entries, _ := os.ReadDir(folder)
	var last time.Time
	for _, e := range entries {
		if fi, err := e.Info(); err == nil && fi.Mode().IsRegular() && fi.ModTime().After(last) {
			last = fi.ModTime()
		}
	}
	if last.IsZero() {
		return mod
	}
	return last
}

// readTable reads a forgotten table's folder as the list of tables
// hosted before shows it: its name, its game, when it was last played
// (its lobby's last change or its game's last move) and, once started,
// where its game stands.
func readTable(e *gameEntry, lookup func(string) (game.Rules, bool)) {
	e.read = true
	t, err := lan.ReadHostedTable(e.path)
	if err != nil {
		e.err = fmt.Errorf("%w: %w", errTableUnreadable, err)
		return
	}
	e.tableName, e.seats, e.lobby = t.Name, t.Seats, !t.Started
	e.cfg, e.mod = t.Config, t.Saved
	if !t.Started {
		return
	}
	save := filepath.Join(e.path, t.Room+".agora")
	if fi, err := os.Stat(save); err == nil && fi.ModTime().After(e.mod) {
		e.mod = fi.ModTime()
	}
	s, err := game.LoadSave(save, lookup)
	if err != nil {
		e.err = err
		return
	}
	e.cfg = s.Config()
	noteStanding(e, s)
}

// errTableUnreadable is a forgotten table's folder that does not read as
// a table.
var errTableUnreadable = errors.New("not a table's folder")

// copyNumber is the " (2)" the trash adds to a name it holds already.
var copyNumber = regexp.MustCompile(` \([0-9]+\)$`)

// restoreTable moves a forgotten table's folder back among the tables
// hosted before: under its code, or under a new code when a folder there
// has that one already (never over a folder). A folder that does not
// read as a table goes back under the name it had, when that was a
// table's code, where the list of tables hosted before lists it as
// unreadable.
func restoreTable(dataDir, folder string) (string, error) {
	parent := filepath.Join(dataDir, lan.HostedDir)
	if err := os.MkdirAll(parent, 0o700); err != nil {
		return "", err
	}
	code := copyNumber.ReplaceAllString(filepath.Base(folder), "")
	if t, err := lan.ReadHostedTable(folder); err == nil {
		code = t.Code
	}
	for i := range 8 {
		if i > 0 || !proto.IsRoomCode(code) {
			code = proto.NewRoomCode()
		}
		dst := filepath.Join(parent, code)
		if _, err := os.Lstat(dst); errors.Is(err, os.ErrNotExist) {
			return dst, os.Rename(folder, dst)
		}
	}
	return "", fmt.Errorf("%w: %s", errNameTaken, parent)
}

// emptyTables deletes the forgotten tables' folders of the trash (the
// trash's hosted folder itself stays); it reports the first failure and
// goes on with the others.
func emptyTables(dataDir string) error {
	dir := tablesTrash(dataDir)
	if fi, err := os.Lstat(dir); errors.Is(err, os.ErrNotExist) || err == nil && !fi.IsDir() {
		return nil // a link is not followed
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	var first error
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		if err := os.RemoveAll(filepath.Join(dir, e.Name())); err != nil && first == nil {
			first = err
		}
	}
	return first
}

// tablePlayers names a forgotten table's seats: the game's names once
// started, the lobby's before, an open seat as such.
func (a *App) tablePlayers(e *gameEntry) string {
	if !e.lobby {
		return a.playersText(e.cfg)
	}
	var names []string
	for _, s := range e.seats {
		switch {
		case s.Open():
			names = append(names, a.loc.T("online.hosted.open_seat"))
		case s.Bot != "":
			names = append(names, a.loc.T("games.bot_seat", map[string]any{"Name": s.Name, "Level": a.levelName(s.Bot)}))
		default:
			names = append(names, s.Name)
		}
	}
	return strings.Join(names, ", ")
}

// tableCounts is how many forgotten tables gv lists, and how many of
// them cannot be read (their folder, or their game's save).
func (gv *gamesState) tableCounts() (tables, unreadable int) {
	for _, e := range gv.entries {
		if e.table {
			tables++
			if e.err != nil {
				unreadable++
			}
		}
	}
	return tables, unreadable
}
