// Command agora is the desktop app: it reads its flags, builds the ui.App
// with the games Agora ships and their tables, and runs it.
//
// Usage:
//
//	agora [--lang en|fr] [--data-dir DIR]
//
// --lang forces the language for this run (the Settings screen changes it
// for good); --data-dir is where the autosave lives, by default the app's
// own storage folder.
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime/debug"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"agora/game/games"
	"agora/ui"
	uidale "agora/ui/dale"
	uiwonders "agora/ui/wonders"
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
	fs := flag.NewFlagSet("agora", flag.ExitOnError)
	lang := fs.String("lang", "", "language for this run: en or fr (default: the saved setting, else the system's)")
	dataDir := fs.String("data-dir", "", "folder for the autosave (default: the app's storage folder)")
	// --screen opens a screen at start, and --demo a game in progress
	// ("wonders:7"), for screenshots; not advertised.
	screen := fs.String("screen", "", "")
	demo := fs.String("demo", "", "")
	// --size WxH sets the window's size for this run, for screenshots.
	size := fs.String("size", "", "")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: agora [--lang en|fr] [--data-dir DIR]")
		fs.VisitAll(func(f *flag.Flag) {
			if f.Usage != "" {
				fmt.Fprintf(fs.Output(), "  --%s\t%s\n", f.Name, f.Usage)
			}
		})
	}
	fs.Parse(os.Args[1:])
	if *lang != "" && *lang != "en" && *lang != "fr" {
		fmt.Fprintf(os.Stderr, "agora: --lang takes en or fr, not %q\n", *lang)
		os.Exit(2)
	}

	a, err := ui.New(app.NewWithID(appID), ui.Options{
		Games:   games.All(),
		DataDir: *dataDir,
		Lang:    *lang,
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, "agora:", err)
		os.Exit(1)
	}
	// Each game's table registers here as it is written; until then a
	// started game shows a "table not available yet" notice.
	if *size != "" {
		var w, h float32
		if _, err := fmt.Sscanf(*size, "%fx%f", &w, &h); err != nil || w < 1 || h < 1 {
			fmt.Fprintf(os.Stderr, "agora: --size takes WIDTHxHEIGHT, not %q\n", *size)
			os.Exit(2)
		}
		a.Window().Resize(fyne.NewSize(w, h))
	}
	a.RegisterTable("wonders", uiwonders.New)
	a.RegisterTable("dale", uidale.New)
	if *demo != "" {
		s, err := demoGame(*demo)
		if err != nil {
			fmt.Fprintln(os.Stderr, "agora:", err)
			os.Exit(2)
		}
		a.OpenGame(s)
	}
	if *screen != "" {
		if err := a.ShowScreen(*screen); err != nil {
			fmt.Fprintf(os.Stderr, "agora: --screen %s: %v\n", *screen, err)
			os.Exit(2)
		}
	}
	a.Run()
}
