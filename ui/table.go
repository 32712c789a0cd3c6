package ui

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	"agora/online/seat"
	"agora/translations"
	"agora/ui/sound"
)

// Table is a game's table: the screen a game is played on. Each game's UI
// package (ui/wonders, ui/dale) provides one through a TableFactory.
type Table interface {
	// Content is the table's root object. The app may ask for it several
	// times (after Settings, after a language change) and expects the same
	// object each time.
	Content() fyne.CanvasObject
	// Retranslate redraws every text in the localizer's current language.
	// The app calls it after the player switched language, on the UI
	// goroutine.
	Retranslate()
	// Close stops whatever the table runs in the background (bots thinking,
	// timers). The table is never shown again afterwards.
	Close()
}

// TableFactory builds a table for a game in progress.
type TableFactory func(ctx TableContext) Table

// TableContext is what the app hands a table.
type TableContext struct {
	// State is the game to play, fresh from Rules.Start or replayed from
	// a save. The table owns it from now on.
	State game.State
	// Seat, when set instead of State, is the player's seat in a game
	// held elsewhere (online: another computer's, or this app's host for
	// others): the table shows that seat's view and sends its moves.
	Seat seat.Seat
	// Rules is the engine the state comes from (for Withdraw, Replay).
	Rules game.Rules
	// Localizer is the app's one localizer; read texts from it when
	// drawing and again in Retranslate.
	Localizer *translations.Localizer
	// Window is the main window, for dialogs and the canvas.
	Window fyne.Window
	// Autosave writes the state to the autosave file. Call it after every
	// resolved turn, on the UI goroutine. If writing fails the player has
	// already been told; the error is returned for the table's own use.
	Autosave func(game.State) error
	// BotPace is the pause to leave before each bot move; it reads the
	// current setting, which the player may change during the game.
	BotPace func() time.Duration
	// SaveAs asks the player for a name and saves the state among their
	// games (the games folder; files.go).
	SaveAs func(game.State)
	// ShowSettings opens the settings screen; its back button returns to
	// the table.
	ShowSettings func()
	// BackToMenu closes the table (calling Close) and shows the start
	// screen. The autosave stays, so the game can be resumed.
	BackToMenu func()
	// ShowError tells the player something went wrong: a title key, and
	// the error whose text is shown as detail.
	ShowError func(titleKey string, err error)
	// Sound plays a cue at the player's volume (nothing when muted); it
	// returns at once. Nil in tests that do not listen.
	Sound func(sound.Cue)
	// ReduceMotion reads the setting: when true, show changes in place
	// instead of animating them.
	ReduceMotion func() bool
	// UndoGrace reads the setting: how long a choice stays undoable before
	// the turn is revealed; 0 means final at once.
	UndoGrace func() time.Duration
	// AlwaysPay reads the setting: when true, the table answers a coin
	// loss the player could take as debt by paying all it can, playing
	// the engine's option, without asking. Nil reads as false.
	AlwaysPay func() bool
	// Review opens the post-game review of a finished game (closing the
	// table).
	Review func(game.State)
	// ReadOnly, when set, makes the table a picture of its game for the
	// review and the replay: it draws one seat's view, takes no input,
	// runs no bot and saves nothing (ReadOnlyTable, replaytable.go).
	ReadOnly *ReadOnly
	// Lesson, when set, is the lesson the table is played in (learn.go):
	// the player's moves go through it, and it plays the bots while its
	// script lasts.
	Lesson LessonHook
}

// RegisterTable makes factory the table of a game. Call it before Run,
// once per game; a later call for the same game replaces the former.
func (a *App) RegisterTable(gameName string, factory TableFactory) {
	a.tables[gameName] = factory
}

// openGame puts a started or loaded game on the table: it saves the game
// as the one to resume, then shows its table, or a notice when no table is
// registered for it yet.
func (a *App) openGame(s game.State) {
	a.closeTable()
	a.form = nil
	_ = a.autosave(s)
	factory, ok := a.tables[s.Game()]
	if !ok {
		a.show(a.unavailableScreen(s.Game()))
		return
	}
	rules, _ := a.lookup(s.Game())
	a.tableGame = s.Game() // for F1's rules (helpmenu.go)
	a.table = factory(a.tableContext(s, rules))
	t := a.table
	a.show(screen{name: "table", build: t.Content})
}

func (a *App) tableContext(s game.State, rules game.Rules) TableContext {
	return TableContext{
		State:        s,
		Rules:        rules,
		Localizer:    a.loc,
		Window:       a.win,
		Autosave:     a.autosaveTable, // keeps a finished game (gamesfiles.go)
		BotPace:      a.BotPace,
		SaveAs:       a.saveAs,
		ShowSettings: a.showSettings,
		BackToMenu:   a.showMenu,
		ShowError:    a.showError,
		Sound:        a.PlaySound,
		ReduceMotion: a.ReduceMotion,
		UndoGrace:    a.UndoGrace,
		AlwaysPay:    a.AlwaysPay,
		Review:       a.ShowReview,
	}
}

// closeTable stops the current table, if any.
func (a *App) closeTable() {
	if a.table != nil {
		a.table.Close()
		a.table = nil
	}
}

// unavailableScreen stands in for a game whose table is not written yet.
func (a *App) unavailableScreen(gameName string) screen {
	return screen{name: "unavailable", build: func() fyne.CanvasObject {
		name := a.gameName(gameName)
		title := heading(a.loc.T("table.unavailable.title", map[string]any{"Game": name}))
		msg := paragraph(a.loc.T("table.unavailable.body", map[string]any{"Game": name}))
		msg.Alignment = fyne.TextAlignCenter
		back := widget.NewButton(a.loc.T("nav.back_to_menu"), a.showMenu)
		back.Importance = widget.HighImportance
		return container.NewCenter(withWidth(560, title, msg, container.NewCenter(back)))
	}}
}

// OpenGame puts a game on the table, as New game or Resume do.
func (a *App) OpenGame(s game.State) { a.openGame(s) }
