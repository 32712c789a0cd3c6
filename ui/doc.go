// Package ui is Agora's desktop shell, written with Fyne: the main window
// and its menu bar, the start screen, the new-game screen, settings,
// loading and autosaving games, and the registry through which each game's
// table (ui/wonders, ui/dale) plugs in.
//
// The package draws games and never decides their rules: it starts a game
// with game.Rules.Start, hands the state to the registered Table, and saves
// what the table reports. Every visible string comes from one
// translations.Localizer owned by App; switching language rebuilds the
// current screen from its state at once.
//
// Threading: every Fyne call runs on the UI goroutine. Code that works in
// a goroutine of its own (a bot thinking, a pause between bot moves) hands
// its result back with fyne.Do.
package ui
