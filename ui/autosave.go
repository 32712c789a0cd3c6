package ui

import (
	"os"
	"sync"
	"time"

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

// hasAutosave reports whether there is a game to resume: an autosave
// that is not a finished game. One that cannot be loaded counts (Resume
// then says why, and the file stays as it is).
func (a *App) hasAutosave() bool {
	info, err := os.Stat(a.autosavePath())
	if err != nil || !info.Mode().IsRegular() {
		return false
	}
	return !a.autosaveOver(info)
}

// finishedAutosaves remembers, per autosave file as last seen (its path,
// size and time), whether it holds a finished game: the menus ask at
// every screen, and the answer replays the whole game.
var finishedAutosaves struct {
	sync.Mutex
	seen map[autosaveStamp]bool
}

type autosaveStamp struct {
	path string
	size int64
	mod  time.Time
}

// autosaveOver reports whether the autosave (as info describes it) holds
// a finished game.
func (a *App) autosaveOver(info os.FileInfo) bool {
	stamp := autosaveStamp{a.autosavePath(), info.Size(), info.ModTime()}
	finishedAutosaves.Lock()
	over, known := finishedAutosaves.seen[stamp]
	finishedAutosaves.Unlock()
	if known {
		return over
	}
	s, err := game.LoadSave(stamp.path, a.lookup)
	over = err == nil && s.Over()
	finishedAutosaves.Lock()
	if finishedAutosaves.seen == nil || len(finishedAutosaves.seen) > 64 {
		finishedAutosaves.seen = map[autosaveStamp]bool{}
	}
	finishedAutosaves.seen[stamp] = over
	finishedAutosaves.Unlock()
	return over
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
