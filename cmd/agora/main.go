// Command agora is the desktop app: it reads its flags, builds the ui.App
// with the games Agora ships (agora/game/games) and their tables
// (agora/ui/tables), and runs it.
//
// Usage:
//
//	agora [--lang en|fr] [--data-dir DIR]
//
// --lang forces the language for this run (the Settings screen changes it
// for good); --data-dir is where the autosave lives, by default the app's
// own storage folder. SIGINT and SIGTERM quit as the Quit menu does
// (signals.go).
package main

import (
	"errors"
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
	"time"

	"fyne.io/fyne/v2/app"

	"agora/game/games"
	"agora/ui"
	"agora/ui/tables"
)

// appID names the app for Fyne's preferences and storage; it matches
// FyneApp.toml.
const appID = "org.agora.table"

// gcPercent keeps the app's heap nearer its live data than Go's default
// of 100: a table at rest allocates little, so collecting a little more
// often costs nothing a player notices and keeps the memory the app holds
// down (make startup measures it). GOGC in the environment still wins.
const gcPercent = 40

func main() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}
	// SIGINT and SIGTERM quit the app as its Quit menu does (signals.go).
	ready := make(chan quitter, 1)
	notifyQuit(ready)
	opts, err := parseFlags(os.Args[1:], os.Stderr)
	switch {
	case errors.Is(err, errHelp):
		return
	case err != nil:
		fmt.Fprintln(os.Stderr, "agora:", err)
		os.Exit(2)
	}
	if msg := noDisplay(runtime.GOOS, os.Getenv); msg != "" {
		fmt.Fprintln(os.Stderr, "agora:", msg)
		os.Exit(1)
	}
	// Fyne reads the preferences as the app is made: what would hang it
	// or be lost is set aside first, and the player told once the window
	// is there.
	var prefsAside string
	var prefsErr error
	if path, err := preferencesFile(appID); err == nil {
		prefsAside, prefsErr = ui.CheckPreferencesFile(path, time.Now())
		if prefsErr != nil {
			fmt.Fprintln(os.Stderr, "agora: the settings file cannot be read:", prefsErr)
			if prefsAside == "" {
				os.Exit(1)
			}
			fmt.Fprintln(os.Stderr, "agora: it is kept as", prefsAside)
		}
	}
	a, err := ui.New(app.NewWithID(appID), ui.Options{
		Games:   games.All(),
		DataDir: opts.dataDir,
		Lang:    opts.lang,
		Exit:    os.Exit,
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, "agora:", err)
		os.Exit(1)
	}
	if !opts.size.IsZero() {
		a.Window().Resize(opts.size)
	}
	tables.Install(a, tables.Network{HostAddr: opts.hostAddr})
	if opts.rects != "" {
		dumpRectsOnSignal(a.Window(), opts.rects)
	}
	if opts.demo != nil {
		a.OpenGame(opts.demo)
	}
	if opts.review != nil {
		a.ShowReview(opts.review)
	}
	if opts.screen != "" {
		if err := a.ShowScreen(opts.screen); err != nil {
			fmt.Fprintf(os.Stderr, "agora: --screen %s: %v\n", opts.screen, err)
			os.Exit(2)
		}
	}
	if prefsAside != "" {
		a.TellPreferencesSetAside(prefsAside, prefsErr)
	}
	ready <- a
	a.Run()
}
