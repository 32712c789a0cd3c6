package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"agora/game"
)

// The Games screen picks a game for the review or the replay (the
// start screen's --screen review and --screen replay, and whatever asks
// for one of the player's games): it lists the finished games only, the
// others hidden as soon as their file is read, with one button that opens
// the picked one. No file dialog shows the app's own saves.

// gamesPick is what the Games screen picks a game for.
type gamesPick struct {
	// action is the key of the picked game's button (games.review...);
	// title the screen's, empty the key of each.
	action, title, empty string
	icon                 fyne.Resource
	show                 func(game.State)
}

// pickToReview lists the finished games, the picked one reviewed.
func (a *App) pickToReview() {
	a.openPicker(&gamesPick{action: "games.review", title: "games.pick_review_title", empty: "games.pick_none_review", icon: theme.SearchIcon(), show: a.ShowReview})
}

// pickToReplay lists the finished games, the picked one replayed.
func (a *App) pickToReplay() {
	a.openPicker(&gamesPick{action: "games.replay", title: "games.pick_replay_title", empty: "games.pick_none_replay", icon: theme.MediaReplayIcon(), show: a.ShowReplay})
}

// pickGame lists the finished games and hands the picked one to show.
func (a *App) pickGame(show func(game.State)) {
	a.openPicker(&gamesPick{action: "games.open", title: "games.pick_open_title", empty: "games.pick_none_open", icon: theme.FolderOpenIcon(), show: show})
}

// openPicker opens the Games screen to pick a game for p.
func (a *App) openPicker(p *gamesPick) { a.openGamesView(&gamesState{pick: p, selected: -1}) }

// shows reports whether e shows in gv's list: every game, or when
// picking, a game not yet read or finished.
func (gv *gamesState) shows(e *gameEntry) bool {
	return gv.pick == nil || !e.read || e.loadable() && e.over
}

// countShown is how many entries gv's list shows.
func (gv *gamesState) countShown() int {
	n := 0
	for _, e := range gv.entries {
		if gv.shows(e) {
			n++
		}
	}
	return n
}

// nextShown is the first entry shown after i going by step (1 down the
// list, -1 up), else the nearest shown the other way, else -1.
func (gv *gamesState) nextShown(i, step int) int {
	for j := i + step; j >= 0 && j < len(gv.entries); j += step {
		if gv.shows(gv.entries[j]) {
			return j
		}
	}
	for j := i - step; j >= 0 && j < len(gv.entries); j -= step {
		if j != i && gv.shows(gv.entries[j]) {
			return j
		}
	}
	return -1
}
