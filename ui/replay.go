package ui

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/game"
)

// The replay plays a save back from its start on the game's own table,
// read-only, from the view of the seat the player picks: decision after
// decision at a chosen speed, paused, or stepped by hand. A game that two
// people played on this computer and that is not over opens on no seat:
// whoever watches picks one, so that no hand shows before someone asks
// for it.

// ScreenReplay is the replay screen's name.
const ScreenReplay = "replay"

// replaySpeed is a speed of the replay: its name's key and the time each
// decision stays on the table.
type replaySpeed struct {
	key   string
	every time.Duration
}

// replaySpeeds are the speeds offered, slowest first; replayNormal is the
// one a replay starts at.
var replaySpeeds = []replaySpeed{
	{"replay.speed.slow", 2 * time.Second},
	{"replay.speed.normal", 800 * time.Millisecond},
	{"replay.speed.fast", 250 * time.Millisecond},
}

const replayNormal = 1

// replayState is the replay on screen.
type replayState struct {
	save  game.State // the game as loaded: its configuration and log
	rules game.Rules
	pos   game.State // the position shown: the first at decisions played
	at    int
	seat  game.Seat // whose view is drawn; noSeat until one is picked
	table ReadOnlyTable
	speed int
	// playing is set while the replay plays on by itself; epoch counts
	// the starts and stops, so that a step timed before a pause is
	// dropped.
	playing bool
	epoch   int
	err     error
	lang    string // the language the table was last drawn in
}

// noSeat is the replay's seat before one is picked.
const noSeat = game.Seat(-1)

// showReplayFile lets the player pick a finished game among theirs and
// replays it (gamespick.go).
func (a *App) showReplayFile() { a.pickToReplay() }

// ShowReplay opens the replay of s at its start, paused.
func (a *App) ShowReplay(s game.State) {
	a.closeTable()
	a.stopReplay()
	if a.replay != nil && a.replay.table != nil {
		a.replay.table.Close()
	}
	rules, _ := a.lookup(s.Game())
	rp := &replayState{save: s, rules: rules, seat: replayDefaultSeat(s), speed: replayNormal}
	rp.pos, rp.err = rules.Start(s.Config())
	a.replay = rp
	a.replayShowSeat()
	a.show(screen{name: ScreenReplay, build: a.buildReplay})
}

// replayDefaultSeat is the seat a replay opens on: the one person at the
// table, or the first when the game is over, seat 0 in a game of bots,
// and none in a game two people or more have still to finish.
func replayDefaultSeat(s game.State) game.Seat {
	var humans []game.Seat
	for i, sc := range s.Config().Seats {
		if sc.Human() {
			humans = append(humans, game.Seat(i))
		}
	}
	switch {
	case len(humans) == 0:
		return 0
	case len(humans) == 1 || s.Over():
		return humans[0]
	}
	return noSeat
}

// replayShowSeat draws the position from the seat picked, building the
// table the first time.
func (a *App) replayShowSeat() {
	rp := a.replay
	if rp == nil || rp.seat == noSeat || rp.pos == nil {
		return
	}
	if rp.table == nil {
		rp.table = a.readOnlyTable(rp.pos, rp.seat)
		return
	}
	rp.table.Show(rp.pos.Clone(), rp.seat)
}

// replayGo shows the position after the first n decisions of the save.
func (a *App) replayGo(n int) {
	rp := a.replay
	log := rp.save.Log()
	n = min(max(n, 0), len(log))
	if n < rp.at {
		s, err := rp.rules.Start(rp.save.Config())
		if err != nil {
			rp.err = err
			a.refreshReplay()
			return
		}
		rp.pos, rp.at = s, 0
	}
	for rp.at < n {
		d := log[rp.at]
		if err := rp.pos.Apply(d.Seat, d.Option); err != nil {
			rp.err = err
			break
		}
		rp.at++
	}
	if rp.at == len(log) {
		rp.playing = false
	}
	a.replayShowSeat()
	a.refreshReplay()
}

// replayPlay starts or pauses the replay.
func (a *App) replayPlay(on bool) {
	rp := a.replay
	if on && (rp.seat == noSeat || rp.at == len(rp.save.Log())) {
		return
	}
	rp.playing = on
	rp.epoch++
	if on {
		a.replayLater(rp, rp.epoch)
	}
	a.refreshReplay()
}

// replayLater plays the next decision after the speed's time, unless the
// replay was paused, restarted or left since.
func (a *App) replayLater(rp *replayState, epoch int) {
	after := a.replayAfter
	if after == nil {
		after = func(d time.Duration, f func()) { time.AfterFunc(d, func() { fyne.Do(f) }) }
	}
	after(replaySpeeds[rp.speed].every, func() {
		if a.replay != rp || rp.epoch != epoch || !rp.playing || a.cur.name != ScreenReplay {
			return
		}
		a.replayGo(rp.at + 1)
		if rp.playing {
			a.replayLater(rp, epoch)
		}
	})
}

// stopReplay pauses the replay on screen, if any.
func (a *App) stopReplay() {
	if a.replay != nil {
		a.replay.playing = false
		a.replay.epoch++
	}
}

// refreshReplay rebuilds the replay screen when it is the one shown.
func (a *App) refreshReplay() {
	if a.cur.name == ScreenReplay {
		a.render()
	}
}

// seatLabel names seat i of cfg in a seat picker: a person by name, a bot
// with its level.
func (a *App) seatLabel(cfg game.Config, i int) string {
	sc := cfg.Seats[i]
	if sc.Human() {
		return sc.Name
	}
	return a.loc.T("review.bot_seat", map[string]any{"Name": sc.Name, "Level": a.levelName(sc.Bot)})
}

// buildReplay is the replay screen: a bar of controls over the table.
func (a *App) buildReplay() fyne.CanvasObject {
	rp := a.replay
	a.inLanguage(rp.table, &rp.lang)
	var body fyne.CanvasObject
	switch {
	case rp.err != nil:
		body = container.NewCenter(withWidth(560, paragraph(a.loc.T("replay.failed")), paragraph(rp.err.Error())))
	case rp.seat == noSeat:
		body = container.NewCenter(withWidth(560, subheading(a.loc.T("replay.pick_title")), paragraph(a.loc.T("replay.pick_body"))))
	case rp.table == nil:
		name := a.gameName(rp.save.Game())
		body = container.NewCenter(withWidth(560, paragraph(a.loc.T("table.unavailable.body", map[string]any{"Game": name}))))
	default:
		body = covered(rp.table)
	}
	return container.NewBorder(a.compactBar(a.replayBar), nil, nil, nil, body)
}

// replayBar is the replay's controls: back, the seat whose view is
// shown, the steps and the speed, and where the replay stands.
func (a *App) replayBar() fyne.CanvasObject {
	rp := a.replay
	cfg := rp.save.Config()
	back := widget.NewButtonWithIcon(a.loc.T("nav.back"), theme.NavigateBackIcon(), func() { a.stopReplay(); a.showMenu() })
	var seats []string
	for i := range cfg.Seats {
		seats = append(seats, a.seatLabel(cfg, i))
	}
	seat := widget.NewSelect(seats, nil)
	seat.PlaceHolder = a.loc.T("replay.pick_seat")
	if rp.seat != noSeat {
		seat.SetSelectedIndex(int(rp.seat))
	}
	seat.OnChanged = func(string) {
		if i := seat.SelectedIndex(); i >= 0 && game.Seat(i) != rp.seat {
			rp.seat = game.Seat(i)
			a.replayShowSeat()
			a.refreshReplay()
		}
	}
	n := len(rp.save.Log())
	start := widget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), func() { a.replayPlay(false); a.replayGo(0) })
	stepBack := widget.NewButtonWithIcon("", theme.MediaFastRewindIcon(), func() { a.replayPlay(false); a.replayGo(rp.at - 1) })
	play := widget.NewButtonWithIcon(a.loc.T("replay.play"), theme.MediaPlayIcon(), func() { a.replayPlay(true) })
	if rp.playing {
		play = widget.NewButtonWithIcon(a.loc.T("replay.pause"), theme.MediaPauseIcon(), func() { a.replayPlay(false) })
	}
	play.Importance = widget.HighImportance
	step := widget.NewButtonWithIcon("", theme.MediaFastForwardIcon(), func() { a.replayPlay(false); a.replayGo(rp.at + 1) })
	var names []string
	for _, sp := range replaySpeeds {
		names = append(names, a.loc.T(sp.key))
	}
	speed := widget.NewSelect(names, nil)
	speed.SetSelectedIndex(rp.speed)
	speed.OnChanged = func(string) {
		if i := speed.SelectedIndex(); i >= 0 {
			rp.speed = i
		}
	}
	where := widget.NewLabel(a.loc.T("replay.at", map[string]any{"N": rp.at, "Of": n}))
	if rp.at == 0 {
		start.Disable()
		stepBack.Disable()
	}
	if rp.at == n || rp.seat == noSeat || rp.err != nil {
		step.Disable()
		if !rp.playing {
			play.Disable()
		}
	}
	return container.NewHBox(back, seat, start, stepBack, play, step, speed, where)
}
