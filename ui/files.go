package ui

import (
	"errors"
	"os"
	"path/filepath"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"agora/game"
)

// saveExtensions filters the file dialogs of Import and Export, the only
// ones the app opens: its own saves are picked on the Games screen
// (gamespick.go).
var saveExtensions = []string{".json"}

// saveAs saves s among the player's games (the games folder), under a
// name the player may change: the game's name and the date. A name
// already taken is only replaced once the player said so, and the
// replacement is atomic (atomicfiles.go): a failed save leaves the old
// file whole.
func (a *App) saveAs(s game.State) {
	data, err := game.EncodeSave(s)
	if err != nil {
		a.showError("error.save_title", err)
		return
	}
	entry := widget.NewEntry()
	entry.SetText(fileNameFor(a.defaultSaveName(s)))
	entry.Validator = func(text string) error {
		if _, err := cleanName(text); err != nil {
			return errors.New(a.loc.T("games.name_invalid"))
		}
		return nil
	}
	write := func(path string) {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			a.showError("error.save_title", err)
			return
		}
		if err := writeFile(path, data); err != nil {
			a.showError("error.save_title", err)
			return
		}
		if a.cur.name == ScreenGames {
			a.reloadGames(path)
		}
	}
	d := dialog.NewForm(a.loc.T("games.save_title"), a.loc.T("games.save_ok"), a.loc.T("dialog.cancel"),
		[]*widget.FormItem{widget.NewFormItem(a.loc.T("games.name"), entry)}, func(ok bool) {
			if !ok {
				return
			}
			name, err := cleanName(entry.Text)
			if err != nil {
				a.gamesProblem(err)
				return
			}
			path := filepath.Join(a.gamesPath(), name+".json")
			if _, err := os.Lstat(path); err != nil {
				write(path)
				return
			}
			msg := paragraph(a.loc.T("games.replace_confirm", map[string]any{"Name": name}))
			dialog.NewCustomConfirm(a.loc.T("games.replace_title"), a.loc.T("games.replace_ok"), a.loc.T("dialog.cancel"),
				withWidth(420, msg), func(ok bool) {
					if ok {
						write(path)
					}
				}, a.win).Show()
		}, a.win)
	entry.OnSubmitted = func(string) { d.Submit() } // Enter confirms
	d.Resize(fyne.NewSize(480, d.MinSize().Height))
	d.Show()
	focusAll(a.win, entry)
}

// defaultSaveName names a save of s: its game and today's date and time.
func (a *App) defaultSaveName(s game.State) string {
	return a.loc.T("games.default_name", map[string]any{"Game": a.gameName(s.Game()),
		"Date": time.Now().Format(a.loc.T("games.name_date_layout"))})
}

// writeSaveTo writes s's save through the dialog's writer: with an
// atomicWriter (every local file once safeFileRepository ran), closing it
// replaces the file in one step. Any other writer is only used for its
// path.
func writeSaveTo(w fyne.URIWriteCloser, s game.State) error {
	if _, ok := w.(*atomicWriter); !ok {
		path := w.URI().Path()
		w.Close()
		return game.WriteSave(path, s)
	}
	data, err := game.EncodeSave(s)
	if err != nil {
		w.(*atomicWriter).abort()
		return err
	}
	if _, err := w.Write(data); err != nil {
		w.(*atomicWriter).abort()
		return err
	}
	return w.Close()
}

// startIn opens a file dialog in the data folder.
func (a *App) startIn(d *dialog.FileDialog) {
	if l, err := storage.ListerForURI(storage.NewFileURI(a.dataDir)); err == nil {
		d.SetLocation(l)
	}
}
