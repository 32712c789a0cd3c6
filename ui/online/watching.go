package online

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
)

// Watching in the presence bar: a spectator's bar starts with an eye and
// "Watching" (its seat is no player's: the table shows the public view,
// with no hand and no control); a player's bar ends with an eye and how
// many watch, when any do.

// watchChip is an eye and a few words in the bar, more words on hover.
type watchChip = chip

func newWatchChip(f *TableFrame, text, words string, bold bool) *watchChip {
	icon := canvas.NewImageFromResource(theme.NewThemedResource(theme.VisibilityIcon()))
	icon.FillMode = canvas.ImageFillContain
	return newChip(f, icon, barIcon, text, words, bold)
}

// watchChips are the bar's words about watching: the spectator's own
// "Watching" first, or, for a player, how many watch.
func (f *TableFrame) watchChips() (first, last fyne.CanvasObject) {
	e := f.env
	if f.seat.Spectator() {
		return newWatchChip(f, e.T("online.table.watching"), e.T("online.table.watching_tip"), true), nil
	}
	if n := f.table.Presence.Spectators; n > 0 {
		words := e.Loc.N("online.table.spectators", n, map[string]any{"N": e.Loc.Int(n)})
		return nil, newWatchChip(f, words, words, false)
	}
	return nil, nil
}
