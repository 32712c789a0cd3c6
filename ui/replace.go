package ui

import (
	"fyne.io/fyne/v2/dialog"

	"agora/game"
)

// gameInProgress is the autosaved game when it is not over: the game that
// Resume would open, and that a new game would replace. Nil when there is
// none, or when it cannot be read (its file is then left alone).
func (a *App) gameInProgress() game.State {
	if !a.hasAutosave() {
		return nil
	}
	s, err := game.LoadSave(a.autosavePath(), a.lookup)
	if err != nil || s.Over() {
		return nil
	}
	return s
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
