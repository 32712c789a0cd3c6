package ui

import (
	"os"

	"agora/game"
)

// autosaveName is the file, in the data folder, that holds the game to
// resume.
const autosaveName = "autosave.json"

// autosave writes s as the game to resume. On failure it tells the player
// and returns the error. An autosave of another game that cannot be
// loaded is kept aside first (keepUnreadable), never written over.
func (a *App) autosave(s game.State) error {
	err := a.keepUnreadable(s)
	if err == nil {
		err = game.WriteSave(a.autosavePath(), s)
	}
	if err != nil {
		a.showError("error.autosave_title", err)
		return err
	}
	// A finished game goes into the statistics (once: stats.go).
	if err := a.recordGame(s); err != nil {
		a.showError("error.stats_title", err)
	}
	return nil
}

// hasAutosave reports whether there is a game to resume.
func (a *App) hasAutosave() bool {
	info, err := os.Stat(a.autosavePath())
	return err == nil && info.Mode().IsRegular()
}

// resume reopens the autosaved game. A file that cannot be loaded is left
// as it is, and the player is told why.
func (a *App) resume() {
	a.loadFile(a.autosavePath(), "error.resume_title")
}

// loadFile replays a save file and puts the game on the table.
func (a *App) loadFile(path, errorTitleKey string) {
	s, err := game.LoadSave(path, a.lookup)
	if err != nil {
		a.showError(errorTitleKey, err)
		return
	}
	a.openGame(s)
}
