package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"os"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"

	"agora/game"
	"agora/game/games"
	"agora/ui"
)

// options are the app's flags, checked: whatever is wrong in them is
// said before a window opens.
type options struct {
	lang    string
	dataDir string
	screen  string
	demo    game.State // the game --demo names, played to its stop
	review  game.State // the saved game --review names
	size    fyne.Size  // zero: the saved size
	rects   string     // --rects: where SIGUSR1 writes the window's objects (rects.go)
	// hostAddr: where a hosted table listens; a loopback address keeps
	// it on this computer, unannounced (scripts that play two windows).
	hostAddr string
}

// Bounds of --size: no smaller than a phone, no larger than what a display
// server accepts for a window.
const (
	minSizeSide = 320
	maxSizeSide = ui.MaxWindowSide
)

// screens are the names --screen takes: the screens ui.App.ShowScreen
// opens (flags_test.go checks the two agree), so a wrong name is refused
// before a window opens.
var screens = []string{ui.ScreenMenu, ui.ScreenNewGame, ui.ScreenSettings, ui.ScreenStats,
	ui.ScreenReview, ui.ScreenReplay, ui.ScreenGames, ui.ScreenTrash, ui.ScreenHelp, ui.ScreenLearn, ui.ScreenHost, ui.ScreenJoin}

// parseSize reads "WIDTHxHEIGHT": digits only, nothing around them (no
// sign, no space).
func parseSize(text string) (w, h int, ok bool) {
	ws, hs, found := strings.Cut(text, "x")
	if !found || !allDigits(ws) || !allDigits(hs) || len(ws) > 5 || len(hs) > 5 {
		return 0, 0, false
	}
	w, _ = strconv.Atoi(ws)
	h, _ = strconv.Atoi(hs)
	return w, h, true
}

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// errHelp is parseFlags's answer to -h and --help, after printing usage.
var errHelp = errors.New("help asked")

// parseFlags reads and checks args (without the program's name); usage
// and errors go to out.
func parseFlags(args []string, out io.Writer) (options, error) {
	var o options
	fs := flag.NewFlagSet("agora", flag.ContinueOnError)
	fs.SetOutput(out)
	fs.StringVar(&o.lang, "lang", "", "language for this run: en or fr (default: the saved setting, else the system's)")
	fs.StringVar(&o.dataDir, "data-dir", "", "folder for the autosave (default: the app's storage folder)")
	// --screen opens a screen at start, --demo a game in progress
	// ("wonders:7"), --review FILE the review of a save, and --size WxH
	// sets the window's size for this run, for screenshots; --rects
	// FILE writes the window's objects to FILE on SIGUSR1, for scripts
	// that click (rects.go); --host-addr HOST:PORT where a hosted
	// table listens, for scripts; not advertised.
	fs.StringVar(&o.screen, "screen", "", "")
	fs.StringVar(&o.hostAddr, "host-addr", "", "")
	fs.StringVar(&o.rects, "rects", "", "")
	demo := fs.String("demo", "", "")
	size := fs.String("size", "", "")
	review := fs.String("review", "", "")
	fs.Usage = func() {
		fmt.Fprintln(out, "usage: agora [--lang en|fr] [--data-dir DIR]")
		fs.VisitAll(func(f *flag.Flag) {
			if f.Usage != "" {
				fmt.Fprintf(out, "  --%s\t%s\n", f.Name, f.Usage)
			}
		})
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return o, errHelp
		}
		return o, err
	}
	if fs.NArg() > 0 {
		return o, fmt.Errorf("unexpected argument %q (agora --help)", fs.Arg(0))
	}
	if o.lang != "" && o.lang != "en" && o.lang != "fr" {
		return o, fmt.Errorf("--lang takes en or fr, not %q", o.lang)
	}
	if *size != "" {
		w, h, ok := parseSize(*size)
		if !ok || w < minSizeSide || h < minSizeSide || w > maxSizeSide || h > maxSizeSide {
			return o, fmt.Errorf("--size takes WIDTHxHEIGHT, each from %d to %d, not %q", minSizeSide, maxSizeSide, *size)
		}
		o.size = fyne.NewSize(float32(w), float32(h))
	}
	if o.screen != "" && !slices.Contains(screens, o.screen) && !strings.HasPrefix(o.screen, ui.ScreenLesson+":") {
		return o, fmt.Errorf("--screen takes %s, not %q", strings.Join(screens, ", "), o.screen)
	}
	if o.dataDir != "" {
		// The autosave must be possible before a game is played in it.
		if err := os.MkdirAll(o.dataDir, 0o755); err != nil {
			return o, fmt.Errorf("--data-dir: %w", err)
		}
		if info, err := os.Stat(o.dataDir); err != nil || !info.IsDir() {
			return o, fmt.Errorf("--data-dir %s is not a folder", o.dataDir)
		}
	}
	if o.hostAddr != "" {
		if _, _, err := net.SplitHostPort(o.hostAddr); err != nil {
			return o, fmt.Errorf("--host-addr takes HOST:PORT, not %q", o.hostAddr)
		}
	}
	if *demo != "" {
		s, err := demoGame(*demo)
		if err != nil {
			return o, err
		}
		o.demo = s
	}
	if *review != "" {
		s, err := game.LoadSave(*review, games.Lookup)
		if err != nil {
			return o, fmt.Errorf("--review: %w", err)
		}
		o.review = s
	}
	return o, nil
}
