package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// gamesKey runs the Games screen from the keyboard, and reports whether
// it used the key: Up and Down (Home, End, Page Up, Page Down) move the
// selection, Enter resumes the picked game in progress or reviews the
// picked finished one (or, picking a game for the review or the replay,
// opens it; in the trash, restores it), Delete moves it to the trash
// after asking, F2 renames it, Escape goes back.
func (a *App) gamesKey(k fyne.KeyName) bool {
	gv := a.gamesView
	if gv == nil || a.win.Canvas().Overlays().Top() != nil {
		return false // a question or a dialog is open: the keys are its
	}
	var e *gameEntry
	if gv.selected >= 0 && gv.selected < len(gv.entries) {
		e = gv.entries[gv.selected]
	}
	switch k {
	case fyne.KeyUp, fyne.KeyDown, fyne.KeyHome, fyne.KeyEnd, fyne.KeyPageUp, fyne.KeyPageDown:
		if i := gv.keyStep(k); i >= 0 && i != gv.selected {
			a.selectEntry(gv, i)
		}
	case fyne.KeyReturn, fyne.KeyEnter:
		if e == nil {
			return false
		}
		a.entryMain(gv, e)
	case fyne.KeyDelete:
		if e == nil || gv.trash || gv.pick != nil {
			return false
		}
		a.confirmDelete(e)
	case fyne.KeyF2:
		if e == nil || gv.trash || gv.pick != nil || e.place == placeAutosave {
			return false
		}
		a.renameDialog(e)
	case fyne.KeyEscape:
		if gv.trash {
			a.openGames(false)
		} else {
			a.showMenu()
		}
	default:
		return false
	}
	return true
}

// gamesPageRows is how many rows Page Up and Page Down move by.
const gamesPageRows = 5

// keyStep is the entry a movement key selects, -1 for none.
func (gv *gamesState) keyStep(k fyne.KeyName) int {
	step, times := 1, 1
	from := gv.selected
	switch k {
	case fyne.KeyUp:
		step = -1
	case fyne.KeyPageUp:
		step, times = -1, gamesPageRows
	case fyne.KeyPageDown:
		times = gamesPageRows
	case fyne.KeyHome:
		from, times = -1, 1
	case fyne.KeyEnd:
		from, step, times = len(gv.entries), -1, 1
	}
	at := -1
	for j := from + step; j >= 0 && j < len(gv.entries) && times > 0; j += step {
		if gv.shows(gv.entries[j]) {
			at = j
			times--
		}
	}
	if at < 0 && from >= 0 && from < len(gv.entries) {
		return from // at an end already
	}
	return at
}

// entryMain does what Enter does with e: the first of its buttons.
func (a *App) entryMain(gv *gamesState, e *gameEntry) {
	switch {
	case gv.pick != nil:
		if e.loadable() && e.over {
			a.openEntry(e, gv.pick.show)
		}
	case gv.trash:
		a.restoreEntry(e)
	case e.loadable() && !e.over:
		a.resumeEntry(e)
	case e.loadable():
		a.openEntry(e, a.ShowReview)
	}
}

// scrollToSelected scrolls the list so that the selected row shows
// whole.
func (a *App) scrollToSelected(gv *gamesState) {
	if gv.scroll == nil || gv.selected < 0 || gv.selected >= len(gv.rows) {
		return
	}
	scrollToShow(gv.scroll, gv.rows[gv.selected])
}

// scrollToShow scrolls s, whose content holds o, until o shows whole.
func scrollToShow(s *container.Scroll, o fyne.CanvasObject) {
	top, h, view := o.Position().Y, o.Size().Height, s.Size().Height
	off := s.Offset.Y
	switch {
	case top < off:
		off = top
	case top+h > off+view:
		off = top + h - view
	default:
		return
	}
	s.ScrollToOffset(fyne.NewPos(s.Offset.X, max(off, 0)))
}
