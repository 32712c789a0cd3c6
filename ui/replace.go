package ui

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"agora/game"
)

// gameInProgress is the autosaved game when it is not over: the game that
// Resume would open, and that a new game would replace. Both are nil when
// there is none. When the file is there but cannot be loaded (damaged,
// from a newer version...) the error says why: such a file is never
// replaced silently (keepUnreadable).
func (a *App) gameInProgress() (game.State, error) {
	if !a.hasAutosave() {
		return nil, nil
	}
	s, err := game.LoadSave(a.autosavePath(), a.lookup)
	if err != nil {
		return nil, err
	}
	if s.Over() {
		return nil, nil
	}
	return s, nil
}

// confirmReplace asks before a new game replaces the game in progress,
// and calls proceed only if the player agrees.
func (a *App) confirmReplace(prev game.State, proceed func()) {
	body := paragraph(a.loc.T("newgame.replace.body", map[string]any{
		"Game": a.gameName(prev.Game()), "Players": len(prev.Config().Seats)}))
	d := dialog.NewCustomConfirm(a.loc.T("newgame.replace.title"), a.loc.T("newgame.replace.confirm"),
		a.loc.T("newgame.replace.keep"), withWidth(440, body), func(ok bool) {
			if ok {
				proceed()
			}
		}, a.win)
	d.Show()
}

// confirmSetAside asks before a new game takes the place of an autosave
// that cannot be loaded (loadErr says why): the file is not replaced but
// renamed beside it, and the dialog names the file it becomes. proceed is
// called once it is aside, only if the player agrees.
func (a *App) confirmSetAside(loadErr error, proceed func()) {
	path := a.autosavePath()
	aside := asideName(path, time.Now())
	body := paragraph(a.loc.T("shell.unreadable.body", map[string]any{
		"File": filepath.Base(aside), "Folder": filepath.Dir(path)}))
	detail := widget.NewLabelWithStyle(loadErr.Error(), fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
	detail.Wrapping = fyne.TextWrapWord
	detail.Importance = widget.LowImportance
	d := dialog.NewCustomConfirm(a.loc.T("shell.unreadable.title"), a.loc.T("shell.unreadable.confirm"),
		a.loc.T("shell.unreadable.cancel"), withWidth(440, body, detail), func(ok bool) {
			if !ok {
				return
			}
			if _, err := setAside(path, aside); err != nil {
				a.showError("shell.unreadable.failed_title", err)
				return
			}
			proceed()
		}, a.win)
	d.Show()
}

// keepUnreadable is the last guard before the autosave file is written
// with s: if the file there is another game's and cannot be loaded (a
// damaged file, a save of a newer version), it is renamed aside and the
// player is told where; if it cannot be renamed, the write is refused.
// The game going on (the file holds s's configuration) is never checked
// further: it is the one this window wrote.
func (a *App) keepUnreadable(s game.State) error {
	path := a.autosavePath()
	data, err := game.ReadRegularFile(path, game.MaxSaveSize)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	var loadErr error
	switch {
	case errors.Is(err, game.ErrNotRegular):
		return nil // not a file to keep: the write fails and says so
	case err != nil:
		loadErr = err
	default:
		sv, err := game.ParseSave(data)
		switch {
		case err != nil:
			loadErr = err
		case sameConfig(sv.Config, s.Config()):
			return nil
		default:
			_, loadErr = sv.Restore(a.lookup)
		}
	}
	if loadErr == nil {
		return nil
	}
	aside, err := setAside(path, asideName(path, time.Now()))
	if err != nil {
		return fmt.Errorf("the saved game in place cannot be loaded (%v) and cannot be kept aside: %w", loadErr, err)
	}
	a.showNotice("shell.unreadable.kept_title", a.loc.T("shell.unreadable.kept_body",
		map[string]any{"File": filepath.Base(aside), "Folder": filepath.Dir(aside)}), loadErr)
	return nil
}

// sameConfig reports whether two configurations describe one game.
func sameConfig(a, b game.Config) bool {
	x, err1 := json.Marshal(a)
	y, err2 := json.Marshal(b)
	return err1 == nil && err2 == nil && bytes.Equal(x, y)
}

// asideName is the name an unreadable autosave is kept under:
// "autosave.unreadable-20261128-093000.json" beside it.
func asideName(path string, now time.Time) string {
	base := strings.TrimSuffix(filepath.Base(path), ".json")
	return filepath.Join(filepath.Dir(path), base+".unreadable-"+now.Format("20060102-150405")+".json")
}

// setAside renames path to aside, or to aside with "-2", "-3"... before
// its extension when that name is taken: no file is ever replaced. It
// returns the name used.
func setAside(path, aside string) (string, error) {
	stem := strings.TrimSuffix(aside, ".json")
	for i := 1; i <= 100; i++ {
		name := aside
		if i > 1 {
			name = stem + "-" + strconv.Itoa(i) + ".json"
		}
		if _, err := os.Lstat(name); !errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err := os.Rename(path, name); err != nil {
			return "", err
		}
		return name, nil
	}
	return "", fmt.Errorf("%s: %w", aside, fs.ErrExist)
}

// showNotice tells the player something happened (not an error), with
// the cause in small print.
func (a *App) showNotice(titleKey, text string, cause error) {
	fyne.Do(func() {
		objects := []fyne.CanvasObject{paragraph(text)}
		if cause != nil {
			detail := widget.NewLabelWithStyle(cause.Error(), fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
			detail.Wrapping = fyne.TextWrapWord
			detail.Importance = widget.LowImportance
			objects = append(objects, detail)
		}
		dialog.NewCustom(a.loc.T(titleKey), a.loc.T("dialog.close"), withWidth(440, objects...), a.win).Show()
	})
}
