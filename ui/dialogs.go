package ui

import (
	"errors"
	"io/fs"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"agora/game"
)

// showError opens a dialog with a localized title, a localized explanation
// of err when it is one the app knows, and err's own text as detail. Safe
// to call from any goroutine.
func (a *App) showError(titleKey string, err error) {
	fyne.Do(func() {
		msg := paragraph(a.loc.T(errorKey(err)))
		detail := widget.NewLabelWithStyle(err.Error(), fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
		detail.Wrapping = fyne.TextWrapWord
		detail.Importance = widget.LowImportance
		d := dialog.NewCustom(a.loc.T(titleKey), a.loc.T("dialog.close"),
			withWidth(440, msg, detail), a.win)
		d.Show()
	})
}

// errorKey picks the message that explains err to a player.
func errorKey(err error) string {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return "error.file_missing"
	case errors.Is(err, fs.ErrPermission):
		return "error.file_permission"
	case errors.Is(err, game.ErrSaveTooLarge):
		return "error.save_too_large"
	case errors.Is(err, game.ErrSaveVersion):
		return "error.save_version"
	case errors.Is(err, game.ErrSaveGame):
		return "error.save_game"
	case errors.Is(err, game.ErrSaveMismatch):
		return "error.save_mismatch"
	case errors.Is(err, game.ErrSaveCorrupt):
		return "error.save_corrupt"
	case errors.Is(err, game.ErrConfig):
		return "error.config"
	}
	return "error.unexpected"
}

// showMessage opens a dialog with a localized title and message. Safe to
// call from any goroutine.
func (a *App) showMessage(titleKey, msg string) {
	fyne.Do(func() {
		dialog.NewCustom(a.loc.T(titleKey), a.loc.T("dialog.close"), withWidth(420, paragraph(msg)), a.win).Show()
	})
}
