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
		a.loadFile(path, "error.load_title")
	}, a.win)
	d.SetFilter(storage.NewExtensionFileFilter(saveExtensions))
	a.startIn(d)
	d.Show()
}

// saveAs lets the player pick where to save s.
func (a *App) saveAs(s game.State) {
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			a.showError("error.save_title", err)
			return
		}
		if w == nil {
			return // cancelled
		}
		path := w.URI().Path()
		w.Close()
		if err := game.WriteSave(path, s); err != nil {
			a.showError("error.save_title", err)
		}
	}, a.win)
	d.SetFilter(storage.NewExtensionFileFilter(saveExtensions))
	d.SetFileName(a.loc.T("file.save_name") + saveExtensions[0])
	a.startIn(d)
	d.Show()
}

// startIn opens a file dialog in the data folder.
func (a *App) startIn(d *dialog.FileDialog) {
	if l, err := storage.ListerForURI(storage.NewFileURI(a.dataDir)); err == nil {
		d.SetLocation(l)
	}
}
