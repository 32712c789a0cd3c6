package main

import (
	"os"
	"path/filepath"
	"runtime"
)

// preferencesFile is where Fyne keeps the preferences of the app with
// this ID on this system (its storage root, then "preferences.json"), as
// Fyne's desktop drivers put it: under the user's configuration folder,
// in ~/Library/Preferences on macOS.
func preferencesFile(appID string) (string, error) {
	var root string
	switch runtime.GOOS {
	case "darwin":
		home, err := os.UserHomeDir()
		if err != nil {
			return "", err
		}
		root = filepath.Join(home, "Library", "Preferences")
	default:
		dir, err := os.UserConfigDir()
		if err != nil {
			return "", err
		}
		root = dir
	}
	return filepath.Join(root, "fyne", appID, "preferences.json"), nil
}
