package ui

import (
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"agora/game"
)

// What an expansion brings and needs, on the new-game screen: under each
// expansion the words of "<game>.<expansion>.needs" when the catalog has
// them, ticked or not, so ticking one never moves the boxes below it
// under the pointer; an expansion the engine refuses at the player count
// chosen is greyed out and unticked, with "<game>.<expansion>.refused"
// saying why.

// expansionRefused reports whether the engine refuses expansion e at the
// form's player count.
func (a *App) expansionRefused(e string) bool {
	f := a.form
	cfg := game.Config{Game: f.rules.Game, Seed: 1, Expansions: []string{e}}
	for i := range f.count {
		cfg.Seats = append(cfg.Seats, game.SeatConfig{Name: a.seatName(i), Bot: f.seats[i].bot})
	}
	_, err := f.rules.Start(cfg)
	return errors.Is(err, game.ErrConfig)
}

// expansionNotes greys out check when the engine refuses e at this
// count, and returns the words to show under it (nil for none).
func (a *App) expansionNotes(check *widget.Check, e string) fyne.CanvasObject {
	f := a.form
	g := f.rules.Game
	var text string
	switch {
	case a.expansionRefused(e):
		f.expansions[e] = false
		check.Checked = false // not SetChecked: no redraw while drawing
		check.Disable()
		text = a.nameOr(g+"."+e+".refused", "")
	default:
		text = a.nameOr(g+"."+e+".needs", "")
	}
	if text == "" {
		return nil
	}
	l := paragraph(text)
	l.Importance = widget.LowImportance
	l.TextStyle.Italic = true
	return l
}
