package ui

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sync"
	"time"

	"fyne.io/fyne/v2"

	"agora/assets"
	"agora/game"
	// The tables' bot seats and hints build their bots through the bots
	// package, which learns each game from the games' registry: linking
	// the registry here gives every table (and its tests) its bots.
	_ "agora/game/games"
	"agora/translations"
	"agora/ui/sound"
)

// Options configure an App.
type Options struct {
	// Games is the catalog, in menu order: the new-game screen offers these
	// and saves are loaded with them.
	Games []game.Rules
	// DataDir is where autosave.json, the games folder and its trash are
	// kept. Empty means the Fyne application's storage folder.
	DataDir string
	// Lang forces the language for this run ("en" or "fr") without saving
	// it. Empty means the saved setting, else the system's language.
	Lang string
	// Getenv reads the locale variables on first start; nil is os.Getenv.
	Getenv func(string) string
	// Seed gives each new game its seed; nil draws a random one.
	Seed func() uint64
	// ReviewPlayouts is the review's search budget per decision; 0 is
	// bots.ReviewPlayouts.
	ReviewPlayouts int
	// ReviewInline runs the review's analysis on the caller's goroutine
	// instead of in the background (tests, whose driver draws on the
	// caller's goroutine).
	ReviewInline bool
	// GamesInline reads the Games screen's files on the caller's
	// goroutine instead of in the background (tests).
	GamesInline bool
	// Exit ends the process when a quit has not ended it within
	// quitGrace (quit.go); main passes os.Exit. Nil waits for Fyne.
	Exit func(code int)
}

// App is the desktop application: one window whose content is the current
// screen. Build it with New, register the game tables, then Run.
type App struct {
	fyne    fyne.App
	win     fyne.Window
	loc     *translations.Localizer
	games   []game.Rules
	dataDir string
	seed    func() uint64
	tables  map[string]TableFactory
	online  Online // the online screens (playonline.go)

	cur   screen // what the window shows
	back  screen // where Settings returns to
	table Table  // the game on the table, if any
	form  *newGameForm
	size  fyne.Size     // last content size seen, saved on close
	sound *sound.Player // the table's cues, made on first use (tableprefs.go)

	// tableGame names the table's game, for F1 on a table without a
	// rules page of its own.
	tableGame string

	// The review (review.go): the game on the review screen, each game's
	// words for its options, the budget (0: bots.ReviewPlayouts) and, in
	// tests, an analysis run at once instead of in the background.
	review       *reviewState
	describers   map[string]Describer
	reviewBudget int
	reviewSync   bool
	reviewDo     func(func()) // runs on the UI goroutine; nil is fyne.Do

	// The replay (replay.go) and, in tests, its clock: after runs f on
	// the UI goroutine once d has passed (nil: time.AfterFunc, fyne.Do).
	replay      *replayState
	replayAfter func(d time.Duration, f func())

	// The Games screen (gamesscreen.go): what it shows, what was read of
	// each file, and, in tests, the reading done at once.
	gamesView   *gamesState
	gamesCache  summaryCache
	gamesInline bool

	// Quitting (quit.go): what ends the process when Fyne does not, and
	// the work done once whatever ended the loop.
	exit     func(code int)
	shutOnce sync.Once
	exitOnce sync.Once
}

// screen is something the window can show. build makes its widgets afresh
// from the screen's own state, in the localizer's current language, so
// switching language is rebuilding the current screen.
type screen struct {
	name  string
	build func() fyne.CanvasObject
	// content is what ShowContent was given (nil for the app's own screens).
	content fyne.CanvasObject
}

// Screen names accepted by ShowScreen.
const (
	ScreenMenu     = "menu"
	ScreenNewGame  = "newgame"
	ScreenSettings = "settings"
)

// ErrUnknownScreen is returned by ShowScreen for a name it does not know.
var ErrUnknownScreen = errors.New("unknown screen")

// New builds the application around a Fyne app (app.NewWithID in main,
// test.NewTempApp in tests): it picks the language, creates the window at
// its remembered size and shows the start screen.
func New(fa fyne.App, opts Options) (*App, error) {
	getenv := opts.Getenv
	if getenv == nil {
		getenv = os.Getenv
	}
	lang := opts.Lang
	if lang != "" && !translations.Supported(lang) {
		return nil, fmt.Errorf("ui: unsupported language %q", lang)
	}
	if lang == "" {
		lang = startLanguage(fa.Preferences(), getenv)
	}
	loc, err := translations.New(lang)
	if err != nil {
		return nil, err
	}
	dir := opts.DataDir
	if dir == "" {
		dir = defaultDataDir(fa)
	}
	seed := opts.Seed
	if seed == nil {
		seed = rand.Uint64
	}
	a := &App{
		fyne:    fa,
		loc:     loc,
		games:   opts.Games,
		dataDir: dir,
		seed:    seed,
		tables:  map[string]TableFactory{},

		reviewBudget: opts.ReviewPlayouts,
		reviewSync:   opts.ReviewInline,
		gamesInline:  opts.GamesInline,
		exit:         opts.Exit,
	}
	cleanTempSaves(dir) // leftovers of cut autosaves (tmpclean.go)
	fa.SetIcon(assets.Icon)
	a.win = fa.NewWindow(loc.T("app.name"))
	a.win.SetIcon(assets.Icon)
	a.win.SetPadded(false) // screens pad themselves; tables use the whole window
	a.win.Resize(savedWindowSize(fa.Preferences()))
	a.win.SetCloseIntercept(a.askQuit)
	a.applyTheme(true) // the theme setting (apptheme.go)
	a.installKeys()
	a.showMenu()
	return a, nil
}

// defaultDataDir is the Fyne storage folder, or the working directory if
// the platform has none.
func defaultDataDir(fa fyne.App) string {
	if root := fa.Storage().RootURI(); root != nil && root.Path() != "" {
		return root.Path()
	}
	return "."
}

// Window is the application's main window.
func (a *App) Window() fyne.Window { return a.win }

// Localizer is the application's one localizer.
func (a *App) Localizer() *translations.Localizer { return a.loc }

// DataDir is the folder of the autosave and of the games folder.
func (a *App) DataDir() string { return a.dataDir }

// ShowScreen opens a screen by name (ScreenMenu, ScreenNewGame,
// ScreenSettings, ScreenStats, ScreenGames, ScreenHelp: the start screen
// with the help's contents open; ScreenHost, ScreenJoin: the online
// screens, once given); main uses it for its hidden --screen flag.
func (a *App) ShowScreen(name string) error {
	switch name {
	case ScreenMenu:
		a.showMenu()
	case ScreenNewGame:
		a.showNewGame()
	case ScreenSettings:
		a.showSettings()
	case ScreenStats:
		a.showStats()
	case ScreenReview:
		a.pickToReview() // the finished games, to pick one (gamespick.go)
	case ScreenReplay:
		a.pickToReplay()
	case ScreenGames:
		a.showGames()
	case ScreenTrash:
		a.openGames(true)
	case ScreenHelp:
		a.showMenu()
		a.showHelp()
	case ScreenLearn:
		a.showMenu()
		a.showLessons() // learnlist.go
	case ScreenHost:
		a.showHostGame()
	case ScreenJoin:
		a.showJoinGame()
	default:
		if a.showLessonScreen(name) { // "lesson:<id>:<step>" (learnlist.go)
			return nil
		}
		return ErrUnknownScreen
	}
	return nil
}

// Run shows the window and runs the event loop until the player quits
// (or a signal: QuitOnSignal), then closes the table, whatever ended the
// loop.
func (a *App) Run() {
	a.win.ShowAndRun()
	a.shutdown()
}

// show replaces the window's content with a freshly built screen.
func (a *App) show(s screen) {
	if s.name != ScreenReview {
		a.stopReview() // an analysis stops when its screen is left
	}
	if s.name != ScreenReplay {
		a.stopReplay() // and a replay pauses
	}
	if s.name != ScreenGames {
		a.stopGames() // and the Games screen's reading stops
	}
	a.cur = s
	a.render()
}

// render rebuilds the current screen and the menu bar in the current
// language.
func (a *App) render() {
	a.win.SetTitle(a.loc.T("app.name"))
	a.win.SetMainMenu(a.mainMenu())
	a.win.SetContent(newSizeWatch(a.cur.build(), minContentSize, a.sizeChanged))
}

// setLanguage switches every visible string to lang at once and remembers
// the choice.
func (a *App) setLanguage(lang string) {
	if lang == a.loc.Lang() || a.loc.SetLang(lang) != nil {
		return
	}
	a.fyne.Preferences().SetString(prefLanguage, lang)
	if a.table != nil {
		a.table.Retranslate()
	}
	a.render()
}

func (a *App) autosavePath() string { return filepath.Join(a.dataDir, autosaveName) }

// lookup finds an engine in the catalog, the way game.LoadSave wants.
func (a *App) lookup(name string) (game.Rules, bool) {
	for _, r := range a.games {
		if r.Game == name {
			return r, true
		}
	}
	return game.Rules{}, false
}
