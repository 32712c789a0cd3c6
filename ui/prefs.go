package ui

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"agora/translations"
)

// Preference keys, stored with the Fyne app's preferences.
const (
	prefLanguage     = "language"
	prefBotPace      = "bot_pace_seconds"
	prefWindowWidth  = "window_width"
	prefWindowHeight = "window_height"
)

// Bot pace bounds, in seconds per bot move.
const (
	defaultBotPace = 1.0
	minBotPace     = 0.0
	maxBotPace     = 3.0
	botPaceStep    = 0.25
)

// defaultWindowSize is the size the table wireframes are drawn for.
var defaultWindowSize = fyne.NewSize(1280, 800)

// minWindowSize is the smallest window the tables are laid out for; a
// remembered size is never smaller.
var minWindowSize = fyne.NewSize(1024, 640)

// minContentSize is the least the window's content asks for, which makes
// the window's minimum size: minWindowSize less the menu bar that the
// desktop driver draws inside the window.
var minContentSize = fyne.NewSize(minWindowSize.Width, minWindowSize.Height-menuBarAllowance)

// MaxWindowSide bounds a window's side, as --size does: what a display
// server accepts for a window. A remembered size beyond it (a damaged
// preferences file) is forgotten: the window opens at the default size.
const MaxWindowSide = 8192

// menuBarAllowance is the height left for the in-window menu bar.
const menuBarAllowance = 28

// startLanguage is the language when no --lang is given: the saved choice,
// else the locale variables (LANG=C gives English), else the language the
// operating system reports, else English.
func startLanguage(p fyne.Preferences, getenv func(string) string) string {
	if saved := p.String(prefLanguage); translations.Supported(saved) {
		return saved
	}
	if l, ok := translations.FromEnv(getenv); ok {
		return l
	}
	return translations.FromLocale(lang.SystemLocale().LanguageString())
}

// BotPace is the pause before each bot move, as set in the settings.
func (a *App) BotPace() time.Duration {
	return time.Duration(botPaceSeconds(a.fyne.Preferences()) * float64(time.Second))
}

func botPaceSeconds(p fyne.Preferences) float64 {
	s := p.FloatWithFallback(prefBotPace, defaultBotPace)
	return min(max(s, minBotPace), maxBotPace)
}

// savedWindowSize is the remembered window size, no smaller than
// minWindowSize; the default size when what is remembered is no size a
// window can have (beyond MaxWindowSide, not a number).
func savedWindowSize(p fyne.Preferences) fyne.Size {
	w := p.FloatWithFallback(prefWindowWidth, float64(defaultWindowSize.Width))
	h := p.FloatWithFallback(prefWindowHeight, float64(defaultWindowSize.Height))
	if !(w <= MaxWindowSide && h <= MaxWindowSide) { // NaN too
		return defaultWindowSize
	}
	return fyne.NewSize(
		max(float32(w), minWindowSize.Width),
		max(float32(h), minWindowSize.Height))
}

// sizeChanged records the window's size after each layout that changed
// the content's. The window's size is its canvas's, menu bar included:
// Resize at the next start takes that size, so saving the content's size
// (the canvas less the menu bar) would shrink the window at every start.
// Fyne throttles preference writes, so a drag-resize costs a few writes.
func (a *App) sizeChanged(fyne.Size) {
	s := a.win.Canvas().Size()
	if s.Width >= minWindowSize.Width && s.Height >= minWindowSize.Height &&
		s.Width <= MaxWindowSide && s.Height <= MaxWindowSide && s != a.size {
		a.size = s
		a.rememberSize()
	}
}

// rememberSize stores the last window size in the preferences.
func (a *App) rememberSize() {
	if a.size.IsZero() {
		return
	}
	p := a.fyne.Preferences()
	p.SetFloat(prefWindowWidth, float64(a.size.Width))
	p.SetFloat(prefWindowHeight, float64(a.size.Height))
}
