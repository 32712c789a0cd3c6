package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"

	"agora/game"
)

// saveExtensions filters the file dialogs to save files.
var saveExtensions = []string{".json"}

// showLoad lets the player pick a save file and opens it. The file dialog
// draws its own labels in the system's language (a Fyne limitation).
func (a *App) showLoad() {
	a.pickSave(func(path string) { a.loadFile(path, "error.load_title") })
}

// pickSave lets the player pick a save file and hands its path to open;
// nothing happens when the dialog is cancelled.
func (a *App) pickSave(open func(path string)) {
	safeFileRepository() // the dialog must not open a named pipe (atomicfiles.go)
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil {
			a.showError("error.load_title", err)
			return
		}
		if r == nil {
			return // cancelled
		}
		path := r.URI().Path()
		r.Close()
		open(path)
	}, a.win)
	d.SetFilter(storage.NewExtensionFileFilter(saveExtensions))
	a.startIn(d)
	d.Show()
}

// pickGame lets the player pick a save file and hands the game it holds
// to show.
func (a *App) pickGame(show func(game.State)) {
	a.pickSave(func(path string) {
		s, err := game.LoadSave(path, a.lookup)
		if err != nil {
			a.showError("error.load_title", err)
			return
		}
		show(s)
	})
}

// saveAs lets the player pick where to save s. The dialog's writer
// touches nothing until it is closed, then replaces the file through a
// temporary file and a rename, as the autosave does (atomicfiles.go): a
// failed save leaves the old file whole.
func (a *App) saveAs(s game.State) {
	safeFileRepository()
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			a.showError("error.save_title", err)
			return
		}
		if w == nil {
			return // cancelled
		}
		if err := writeSaveTo(w, s); err != nil {
			a.showError("error.save_title", err)
		}
	}, a.win)
	d.SetFilter(storage.NewExtensionFileFilter(saveExtensions))
	d.SetFileName(a.loc.T("file.save_name") + saveExtensions[0])
	a.startIn(d)
	d.Show()
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
