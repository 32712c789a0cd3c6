package ui

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"agora/game"
)

// The preferences file is Fyne's: app.NewWithID reads it before Agora
// can say anything, with os.Open (which waits for ever on a named pipe)
// and, when it does not decode, with a log line and the defaults, which
// the next change then writes over. CheckPreferencesFile runs before the
// Fyne app is made, and sets aside what Fyne would hang on or lose.

// maxPreferencesSize bounds the preferences file read to check it; Agora's
// is a few hundred bytes.
const maxPreferencesSize = 1 << 20

// CheckPreferencesFile makes the preferences file at path safe for Fyne
// to read. A file that is not a regular file (a named pipe, a folder, a
// device) or does not hold a JSON object (garbage, a cut write) is renamed
// to path + ".bad-<time>" and its new name returned with the reason; Fyne
// then starts from the defaults and the bad file is still there. A
// missing or empty file is fine. The file is never opened unless it is a
// regular file, so nothing here waits.
func CheckPreferencesFile(path string, now time.Time) (aside string, reason error) {
	info, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return "", nil
	case err != nil:
		return "", nil // Fyne cannot read it either, and says so
	case !info.Mode().IsRegular():
		reason = fmt.Errorf("%s: %w", path, game.ErrNotRegular)
	case info.Size() == 0:
		return "", nil
	case info.Size() > maxPreferencesSize:
		reason = fmt.Errorf("%s: %d bytes, far more than preferences", path, info.Size())
	default:
		data, err := game.ReadRegularFile(path, maxPreferencesSize)
		if err != nil {
			return "", nil
		}
		var values map[string]any
		if err := json.Unmarshal(data, &values); err != nil {
			reason = fmt.Errorf("%s: %w", path, err)
		} else if values == nil {
			reason = fmt.Errorf("%s: not a set of preferences", path)
		} else {
			return "", nil
		}
	}
	aside, err = setAside(path, path+".bad-"+now.Format("20060102-150405")+".json")
	if err != nil {
		return "", fmt.Errorf("%w; it could not be set aside: %v", reason, err)
	}
	return aside, reason
}

// TellPreferencesSetAside tells the player that the preferences file
// could not be read and where it was kept (CheckPreferencesFile), once
// the window is there: the settings are back to their defaults.
func (a *App) TellPreferencesSetAside(aside string, reason error) {
	a.showNotice("shell.prefs.title", a.loc.T("shell.prefs.body",
		map[string]any{"File": filepath.Base(aside), "Folder": filepath.Dir(aside)}), reason)
}
