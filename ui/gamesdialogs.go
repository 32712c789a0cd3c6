package ui

import (
	"errors"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"agora/game"
)

// The Games screen's dialogs: each asks in the app's language, and only
// Import and Export, which reach outside the data folder, use the file
// dialog.

// renameDialog asks for a new name for e's file; a name already taken is
// refused, and the file keeps its name.
func (a *App) renameDialog(e *gameEntry) {
	entry := widget.NewEntry()
	entry.SetText(e.name())
	entry.Validator = func(s string) error {
		name, err := cleanName(s)
		if err != nil {
			return errors.New(a.loc.T("games.name_invalid"))
		}
		dst := filepath.Join(filepath.Dir(e.path), name+".json")
		if _, err := os.Lstat(dst); err == nil && !sameFileName(dst, e.path) {
			return errors.New(a.loc.T("games.name_taken"))
		}
		return nil
	}
	d := dialog.NewForm(a.loc.T("games.rename_title"), a.loc.T("games.rename_ok"), a.loc.T("dialog.cancel"),
		[]*widget.FormItem{widget.NewFormItem(a.loc.T("games.name"), entry)}, func(ok bool) {
			if !ok {
				return
			}
			dst, err := renameGame(e.path, entry.Text)
			if err != nil {
				a.gamesProblem(err)
				return
			}
			a.reloadGames(dst)
		}, a.win)
	entry.OnSubmitted = func(string) { d.Submit() } // Enter confirms
	d.Resize(fyne.NewSize(480, d.MinSize().Height))
	d.Show()
	focusAll(a.win, entry)
}

// sameFileName reports whether two paths name one file, but for case.
func sameFileName(x, y string) bool {
	ix, err1 := os.Stat(x)
	iy, err2 := os.Stat(y)
	return err1 == nil && err2 == nil && os.SameFile(ix, iy)
}

// confirmDelete asks, then moves e's file to the trash.
func (a *App) confirmDelete(e *gameEntry) {
	msg := paragraph(a.loc.T("games.delete_confirm", map[string]any{"Name": a.entryTitle(e)}))
	dialog.NewCustomConfirm(a.loc.T("games.delete_title"), a.loc.T("games.delete_ok"), a.loc.T("dialog.cancel"),
		withWidth(420, msg), func(ok bool) {
			if !ok {
				return
			}
			if _, err := trashGame(a.dataDir, e.path); err != nil {
				a.gamesProblem(err)
				return
			}
			a.reloadGames("")
		}, a.win).Show()
}

// confirmEmptyTrash asks, then deletes the trash's files and forgotten
// tables for good; the question counts the tables, and those that
// cannot be read.
func (a *App) confirmEmptyTrash() {
	text := a.loc.T("games.empty_confirm")
	if gv := a.gamesView; gv != nil {
		if tables, unreadable := gv.tableCounts(); tables > 0 {
			text += "\n\n" + a.loc.N("games.empty_confirm_tables", tables)
			if unreadable > 0 {
				text += " " + a.loc.N("games.empty_confirm_unreadable", unreadable)
			}
		}
	}
	msg := paragraph(text)
	dialog.NewCustomConfirm(a.loc.T("games.empty_title"), a.loc.T("games.empty_ok"), a.loc.T("dialog.cancel"),
		withWidth(420, msg), func(ok bool) {
			if !ok {
				return
			}
			if err := emptyTrash(a.dataDir); err != nil {
				a.gamesProblem(err)
			}
			a.reloadGames("")
		}, a.win).Show()
}

// restoreEntry moves a file of the trash back among the games, a
// forgotten table back among the tables hosted before.
func (a *App) restoreEntry(e *gameEntry) {
	restore := restoreGame
	if e.table {
		restore = restoreTable
	}
	if _, err := restore(a.dataDir, e.path); err != nil {
		a.gamesProblem(err)
		return
	}
	a.reloadGames("")
}

// keepEntry copies the autosave into the games folder, named after its
// game and the date.
func (a *App) keepEntry(e *gameEntry) {
	s, err := game.LoadSave(e.path, a.lookup)
	if err != nil {
		a.showError("error.load_title", err)
		return
	}
	dst, err := copyGame(a.dataDir, e.path, a.defaultSaveName(s))
	if err != nil {
		a.gamesProblem(err)
		return
	}
	a.reloadGames(dst)
}

// importDialog lets the player pick a file anywhere and copies it into
// the games folder, under a new name if its own is taken.
func (a *App) importDialog() {
	safeFileRepository() // the dialog must not open a named pipe (atomicfiles.go)
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil {
			a.gamesProblem(err)
			return
		}
		if r == nil {
			return // cancelled
		}
		path := r.URI().Path()
		r.Close()
		a.importFile(path)
	}, a.win)
	d.SetFilter(storage.NewExtensionFileFilter(saveExtensions))
	d.SetConfirmText(a.loc.T("games.import_ok"))
	d.SetDismissText(a.loc.T("dialog.cancel"))
	a.startIn(d)
	d.Show()
}

// importFile copies path into the games folder and selects it.
func (a *App) importFile(path string) {
	dst, err := importGame(a.dataDir, path)
	if err != nil {
		a.gamesProblem(err)
		return
	}
	a.reloadGames(dst)
}

// exportDialog lets the player pick where to write a copy of e's file;
// the dialog asks before replacing a file, and the copy replaces it
// whole or not at all (atomicfiles.go).
func (a *App) exportDialog(e *gameEntry) {
	data, err := game.ReadRegularFile(e.path, game.MaxSaveSize)
	if err == nil && len(data) > game.MaxSaveSize {
		err = game.ErrSaveTooLarge
	}
	if err != nil {
		a.gamesProblem(err)
		return
	}
	safeFileRepository()
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			a.gamesProblem(err)
			return
		}
		if w == nil {
			return // cancelled
		}
		if err := writeBytesTo(w, data); err != nil {
			a.gamesProblem(err)
		}
	}, a.win)
	d.SetFilter(storage.NewExtensionFileFilter(saveExtensions))
	d.SetFileName(fileNameFor(a.entryTitle(e)) + saveExtensions[0])
	d.SetConfirmText(a.loc.T("games.export_ok"))
	d.SetDismissText(a.loc.T("dialog.cancel"))
	d.Show()
}

// writeBytesTo writes data through a file dialog's writer; with an
// atomicWriter closing it replaces the file in one step.
func writeBytesTo(w fyne.URIWriteCloser, data []byte) error {
	aw, ok := w.(*atomicWriter)
	if !ok {
		path := w.URI().Path()
		w.Close()
		return game.WriteFileAtomic(path, data)
	}
	if _, err := w.Write(data); err != nil {
		aw.abort()
		return err
	}
	return w.Close()
}

// focusAll puts the typing in entry with its text selected, so that the
// name typed replaces the one proposed.
func focusAll(win fyne.Window, entry *widget.Entry) {
	win.Canvas().Focus(entry)
	entry.TypedShortcut(&fyne.ShortcutSelectAll{})
}
