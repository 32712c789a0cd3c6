package ui

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"unicode"

	"agora/game"
)

// The Games screen's file operations. None of them ever replaces a file:
// a name already taken is refused (Rename) or made unique (Import, the
// trash, Keep a copy), and a deleted game goes to the trash folder, from
// which it can be restored until the trash is emptied.

// Errors of the file operations, matched with errors.Is.
var (
	errNameTaken   = errors.New("name already taken")
	errNameInvalid = errors.New("invalid name")
)

// maxNameLength bounds a game's name, in characters.
const maxNameLength = 80

// cleanName checks a name the player typed for a game: a file name
// without its extension, with no folder in it. A typed ".json" is
// dropped.
func cleanName(name string) (string, error) {
	name = strings.TrimSpace(name)
	if strings.EqualFold(filepath.Ext(name), ".json") {
		name = strings.TrimSpace(name[:len(name)-len(".json")])
	}
	switch {
	case name == "", strings.HasPrefix(name, "."), len([]rune(name)) > maxNameLength,
		strings.ContainsAny(name, `/\:*?"<>|`),
		strings.ContainsFunc(name, func(r rune) bool { return unicode.IsControl(r) }):
		return "", fmt.Errorf("%w: %q", errNameInvalid, name)
	}
	return name, nil
}

// fileNameFor makes a name safe for a file: what cleanName refuses is
// replaced by a dash.
func fileNameFor(name string) string {
	name = strings.Map(func(r rune) rune {
		if strings.ContainsRune(`/\:*?"<>|`, r) || unicode.IsControl(r) {
			return '-'
		}
		return r
	}, strings.TrimSpace(name))
	name = strings.TrimLeft(name, ".")
	if r := []rune(name); len(r) > maxNameLength {
		name = string(r[:maxNameLength])
	}
	if name == "" {
		name = "agora"
	}
	return name
}

// freePath is dir/name.json, or dir/name (2).json, (3)... the first that
// does not exist.
func freePath(dir, name string) string {
	for i := 1; ; i++ {
		n := name
		if i > 1 {
			n += " (" + strconv.Itoa(i) + ")"
		}
		p := filepath.Join(dir, n+".json")
		if _, err := os.Lstat(p); errors.Is(err, os.ErrNotExist) {
			return p
		}
	}
}

// createNew writes data to a new file at path; a file already there is
// never touched (errNameTaken). A failed write leaves no file.
func createNew(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if errors.Is(err, os.ErrExist) {
		return fmt.Errorf("%w: %s", errNameTaken, filepath.Base(path))
	}
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(path)
	}
	return err
}

// moveFile moves src to dst, never over an existing file: a hard link
// claims dst first where the file system allows it.
func moveFile(src, dst string) error {
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	err := os.Link(src, dst)
	switch {
	case err == nil:
		return os.Remove(src)
	case errors.Is(err, os.ErrExist):
		return fmt.Errorf("%w: %s", errNameTaken, filepath.Base(dst))
	}
	// No hard links here: check, then rename.
	if _, err := os.Lstat(dst); err == nil {
		return fmt.Errorf("%w: %s", errNameTaken, filepath.Base(dst))
	}
	return os.Rename(src, dst)
}

// renameGame gives a game's file a new name in its own folder.
func renameGame(path, name string) (string, error) {
	name, err := cleanName(name)
	if err != nil {
		return "", err
	}
	dst := filepath.Join(filepath.Dir(path), name+".json")
	if dst == path {
		return path, nil
	}
	if strings.EqualFold(dst, path) { // a change of case only
		tmp := freePath(filepath.Dir(path), "."+name)
		if err := moveFile(path, tmp); err != nil {
			return "", err
		}
		path = tmp
	}
	return dst, moveFile(path, dst)
}

// trashGame moves a game's file to the trash, under a free name.
func trashGame(dataDir, path string) (string, error) {
	e := &gameEntry{path: path}
	dst := freePath(filepath.Join(dataDir, trashDir), e.name())
	return dst, moveFile(path, dst)
}

// restoreGame moves a file of the trash back to the games folder, under
// a free name.
func restoreGame(dataDir, path string) (string, error) {
	e := &gameEntry{path: path}
	dst := freePath(filepath.Join(dataDir, gamesDir), e.name())
	return dst, moveFile(path, dst)
}

// emptyTrash deletes every file of the trash and every forgotten table
// (gamestables.go); it reports the first failure and goes on with the
// others.
func emptyTrash(dataDir string) error {
	first := emptyTables(dataDir)
	dir := filepath.Join(dataDir, trashDir)
	entries, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return first
	}
	if err != nil {
		return errors.Join(first, err)
	}
	for _, e := range entries {
		if e.IsDir() {
			continue
		}
		if err := os.Remove(filepath.Join(dir, e.Name())); err != nil && first == nil {
			first = err
		}
	}
	return first
}

// importGame copies a file into the games folder under a free name made
// from its own; it reads at most game.MaxSaveSize bytes of it.
func importGame(dataDir, src string) (string, error) {
	data, err := game.ReadRegularFile(src, game.MaxSaveSize)
	if err != nil {
		return "", err
	}
	if len(data) > game.MaxSaveSize {
		return "", fmt.Errorf("%w: more than %d bytes", game.ErrSaveTooLarge, game.MaxSaveSize)
	}
	e := &gameEntry{path: src}
	dir := filepath.Join(dataDir, gamesDir)
	for range 3 { // another writer may take the free name first
		dst := freePath(dir, fileNameFor(e.name()))
		err = createNew(dst, data)
		if !errors.Is(err, errNameTaken) {
			return dst, err
		}
	}
	return "", err
}

// copyGame copies a game's file into the games folder as name (made
// unique).
func copyGame(dataDir, src, name string) (string, error) {
	data, err := game.ReadRegularFile(src, game.MaxSaveSize)
	if err != nil {
		return "", err
	}
	dst := freePath(filepath.Join(dataDir, gamesDir), fileNameFor(name))
	return dst, createNew(dst, data)
}

// keptAlready reports whether the games folder holds a save of s's game
// at s's position: the same game, seed, length and digest.
func keptAlready(dataDir string, s game.State) bool {
	want := game.NewSave(s)
	for _, e := range listFolder(filepath.Join(dataDir, gamesDir), placeGames, nil) {
		if e.size > game.MaxSaveSize {
			continue
		}
		data, err := game.ReadRegularFile(e.path, game.MaxSaveSize)
		if err != nil {
			continue
		}
		sv, err := game.ParseSave(data)
		if err == nil && sv.Game == want.Game && sv.Config.Seed == want.Config.Seed &&
			len(sv.Log) == len(want.Log) && sv.Digest == want.Digest {
			return true
		}
	}
	return false
}

// autosaveTable is the tables' autosave: it writes the autosave and, when
// the game has just finished, keeps it in the games folder (once), so
// that a finished game stays among the player's games after the next
// one replaces the autosave.
func (a *App) autosaveTable(s game.State) error {
	if err := a.autosave(s); err != nil {
		return err
	}
	if s.Over() && !keptAlready(a.dataDir, s) {
		if _, err := copyGame(a.dataDir, a.autosavePath(), a.defaultSaveName(s)); err != nil {
			a.showError("error.save_title", err)
		}
	}
	return nil
}
