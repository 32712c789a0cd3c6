package ui

import (
	"context"

	"fyne.io/fyne/v2"

	"agora/game"
	"agora/online/seat"
)

// Playing from several computers: the start screen's Host a game and Join
// a game open ui/online's screens, which the app is given with SetOnline
// (ui/tables installs them: ui cannot import ui/online, whose tests read
// the layout audit, which reads ui); a started game is played at the
// game's own table over the player's seat (TableContext.Seat), framed with
// the people around it.

// Screen names of the online screens, for ShowScreen.
const (
	ScreenHost = "host"
	ScreenJoin = "join"
)

// Online are the online screens: the form of a table to host, the ways to
// join one. Nil entries leave the start screen without them.
type Online struct {
	Host func()
	Join func()
	// Seats reports whether a game's table can show a seat of a game
	// held elsewhere; nil: none can.
	Seats func(game string) bool
}

// Frame is what surrounds a table played over a seat: presence and chat.
type Frame interface {
	Content() fyne.CanvasObject
	Retranslate()
	Close()
}

// FrameLeave is a Frame that may ask before its table is left by the
// table's Back to menu (a host whose game others play): it calls leave
// once the player agrees, or never.
type FrameLeave interface {
	ConfirmLeave(leave func())
}

// SetOnline gives the app its online screens.
func (a *App) SetOnline(o Online) { a.online = o }

// Games are the engines the app plays.
func (a *App) Games() []game.Rules { return a.games }

// ShowContent puts a screen of another package in the window; the back
// to the start screen closes any table first.
func (a *App) ShowContent(name string, o fyne.CanvasObject) {
	a.show(screen{name: name, build: func() fyne.CanvasObject { return o }, content: o})
}

// ShowsContent tells whether o, given to ShowContent, is still the
// window's screen.
func (a *App) ShowsContent(o fyne.CanvasObject) bool { return o != nil && a.cur.content == o }

// ShowMenu shows the start screen, leaving any table.
func (a *App) ShowMenu() { a.showMenu() }

func (a *App) showHostGame() {
	if a.online.Host != nil {
		a.closeTable()
		a.online.Host()
	}
}

func (a *App) showJoinGame() {
	if a.online.Join != nil {
		a.closeTable()
		a.online.Join()
	}
}

// PlaySeat puts a started game on its table: the player's seat s, framed
// by frame (nil: none) around the table's content; stop lets the seat and
// what holds it go when the table closes.
func (a *App) PlaySeat(s seat.Seat, frame func(content fyne.CanvasObject) Frame, stop func()) {
	a.closeTable()
	g := s.Game()
	factory, ok := a.tables[g]
	rules, known := a.lookup(g)
	if !ok || !known || a.online.Seats == nil || !a.online.Seats(g) {
		if stop != nil {
			stop()
		}
		a.show(a.unavailableScreen(g))
		return
	}
	ctx := a.tableContext(nil, rules)
	ctx.Seat = s
	ctx.Autosave = nil // the game is kept where it is held, and here once over
	keep, stopKeeping := context.WithCancel(context.Background())
	a.keepWhenOver(keep, s, rules, uiDo)
	var t *seatTable
	ctx.BackToMenu = func() { t.leave(a.showMenu) }
	t = &seatTable{Table: factory(ctx), stop: func() {
		stopKeeping()
		if stop != nil {
			stop()
		}
	}}
	if frame != nil {
		t.frame = frame(t.Table.Content())
	}
	a.tableGame = g
	a.table = t
	a.show(screen{name: "table", build: t.Content})
}

// seatTable is a game's table over a seat, with its frame.
type seatTable struct {
	Table
	frame Frame
	stop  func()
}

func (t *seatTable) Content() fyne.CanvasObject {
	if t.frame != nil {
		return t.frame.Content()
	}
	return t.Table.Content()
}

func (t *seatTable) Retranslate() {
	t.Table.Retranslate()
	if t.frame != nil {
		t.frame.Retranslate()
	}
}

// leave closes the table with then, once its frame agrees (FrameLeave).
func (t *seatTable) leave(then func()) {
	if fl, ok := t.frame.(FrameLeave); ok {
		fl.ConfirmLeave(then)
		return
	}
	then()
}

// Close stops the table and its frame, and lets the seat go (a host's
// game stays in its folder and can be hosted again).
func (t *seatTable) Close() {
	t.Table.Close()
	if t.frame != nil {
		t.frame.Close()
	}
	if t.stop != nil {
		t.stop()
	}
}

// Key and Undo hand the keyboard to the table (TableKeys).
func (t *seatTable) Key(k fyne.KeyName) bool {
	if tk, ok := t.Table.(TableKeys); ok {
		return tk.Key(k)
	}
	return false
}

func (t *seatTable) Undo() {
	if tk, ok := t.Table.(TableKeys); ok {
		tk.Undo()
	}
}

// Help opens the table's rules page (TableHelp), when it has one.
func (t *seatTable) Help() {
	if th, ok := t.Table.(TableHelp); ok {
		th.Help()
	}
}
