package ui

import "fyne.io/fyne/v2"

// screenKey steps the review and the replay with the keyboard, and
// reports whether it used the key:
//
//   - review: Left and Right (Up and Down too) go to the previous and the
//     next decision, Home and End to the first and the last, T switches
//     between the table and the analysis;
//   - replay: Left and Right step back and on (pausing), Space plays or
//     pauses, Home goes back to the start.
func (a *App) screenKey(k fyne.KeyName) bool {
	switch a.cur.name {
	case ScreenReview:
		return a.reviewKey(k)
	case ScreenReplay:
		return a.replayKey(k)
	case ScreenGames:
		return a.gamesKey(k) // gameskeys.go
	}
	return false
}

func (a *App) reviewKey(k fyne.KeyName) bool {
	rv := a.review
	if rv == nil || rv.result == nil || len(rv.result.Decisions) == 0 {
		return false
	}
	switch k {
	case fyne.KeyLeft, fyne.KeyUp:
		a.reviewPick(rv.picked - 1)
	case fyne.KeyRight, fyne.KeyDown:
		a.reviewPick(rv.picked + 1)
	case fyne.KeyHome:
		a.reviewPick(0)
	case fyne.KeyEnd:
		a.reviewPick(len(rv.result.Decisions) - 1)
	case fyne.KeyT:
		if rv.table == nil {
			return false
		}
		a.reviewOnTable(rv, !rv.onTable)
	default:
		return false
	}
	return true
}

func (a *App) replayKey(k fyne.KeyName) bool {
	rp := a.replay
	if rp == nil || rp.err != nil {
		return false
	}
	switch k {
	case fyne.KeyLeft:
		a.replayPlay(false)
		a.replayGo(rp.at - 1)
	case fyne.KeyRight:
		a.replayPlay(false)
		if rp.seat != noSeat {
			a.replayGo(rp.at + 1)
		}
	case fyne.KeySpace:
		a.replayPlay(!rp.playing)
	case fyne.KeyHome:
		a.replayPlay(false)
		a.replayGo(0)
	default:
		return false
	}
	return true
}
