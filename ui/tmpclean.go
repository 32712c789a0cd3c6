package ui

import (
	"os"
	"path/filepath"
	"time"

	"agora/game"
)

// tempGrace is how old a temporary autosave must be before start-up
// removes it: a write takes milliseconds, so an older one belongs to a
// write that was cut (a crash, kill -9, power loss), never to another
// window saving at this moment.
const tempGrace = time.Minute

// cleanTempSaves removes the temporary files interrupted autosaves left in
// the data folder dir (".autosave.json.<digits>.tmp", game.IsTempOf). It
// touches nothing else: no other name, no sub-folder, no link, no file of
// another folder. It returns how many files it removed.
func cleanTempSaves(dir string) int { return cleanTempSavesAt(dir, time.Now()) }

func cleanTempSavesAt(dir string, now time.Time) int {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return 0
	}
	removed := 0
	for _, e := range entries {
		if !e.Type().IsRegular() || !game.IsTempOf(e.Name(), autosaveName) {
			continue
		}
		info, err := e.Info()
		if err != nil || now.Sub(info.ModTime()) < tempGrace {
			continue
		}
		if os.Remove(filepath.Join(dir, e.Name())) == nil {
			removed++
		}
	}
	return removed
}
