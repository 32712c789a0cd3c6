package ui

import (
	"os"
	"path/filepath"
	"strings"
	"time"

	"agora/game"
)

// tempGrace is how old a temporary file must be before start-up removes
// it: a write takes milliseconds, so an older one belongs to a write that
// was cut (a crash, kill -9, power loss), never to another window saving
// at this moment.
const tempGrace = time.Minute

// isReviewName reports whether name is a kept review's (reviewPath):
// "<game>-<seed>-<16 hex digits>-seat<n>-<budget>.json".
func isReviewName(name string) bool {
	base, ok := strings.CutSuffix(name, ".json")
	parts := strings.Split(base, "-")
	if !ok || len(parts) != 5 {
		return false
	}
	seat, ok := strings.CutPrefix(parts[3], "seat")
	return ok && only(parts[0], "abcdefghijklmnopqrstuvwxyz0123456789") && only(parts[1], "0123456789") &&
		len(parts[2]) == 16 && only(parts[2], "0123456789abcdef") && only(seat, "0123456789") && only(parts[4], "0123456789")
}

// only reports whether s is not empty and made of the bytes of set.
func only(s, set string) bool {
	return s != "" && strings.Trim(s, set) == ""
}

// cleanTempSaves removes the temporary files that interrupted atomic
// writes (game.WriteFileAtomic) of the app's own files left behind: in the
// data folder dir, those of the autosave and of the statistics
// (".autosave.json.<digits>.tmp", ".stats.json.<digits>.tmp"); in its
// reviews folder, those of a kept review (".<review name>.<digits>.tmp").
// It touches nothing else: no other name, no sub-folder, no link, no file
// of another folder, nothing younger than tempGrace. It returns how many
// files it removed.
func cleanTempSaves(dir string) int { return cleanTempSavesAt(dir, time.Now()) }

func cleanTempSavesAt(dir string, now time.Time) int {
	ownTemp := func(file string) bool {
		return game.IsTempOf(file, autosaveName) || game.IsTempOf(file, statsName)
	}
	reviewTemp := func(file string) bool {
		target, ok := tempTarget(file)
		return ok && isReviewName(target) && game.IsTempOf(file, target)
	}
	return cleanTemps(dir, now, ownTemp) + cleanTemps(filepath.Join(dir, reviewsDir), now, reviewTemp)
}

// tempTarget is the name of the file a temporary file of WriteFileAtomic
// was to become: "name" for ".name.<digits>.tmp".
func tempTarget(file string) (string, bool) {
	rest, ok := strings.CutPrefix(file, ".")
	if !ok {
		return "", false
	}
	if rest, ok = strings.CutSuffix(rest, ".tmp"); !ok {
		return "", false
	}
	i := strings.LastIndex(rest, ".")
	if i <= 0 {
		return "", false
	}
	return rest[:i], true
}

// cleanTemps removes the regular files of dir that ours accepts and are
// older than tempGrace, and returns how many.
func cleanTemps(dir string, now time.Time, ours func(string) bool) int {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return 0
	}
	removed := 0
	for _, e := range entries {
		if !e.Type().IsRegular() || !ours(e.Name()) {
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
