package dale

import (
	"context"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"

	"agora/game"
	eng "agora/game/dale"
	"agora/online/seat"
	"agora/ui"
)

// Table is the Dale of Merchants table.
type Table struct {
	ctx ui.TableContext
	// src is where the game is (source.go); state is the game when this
	// table holds it (nil for a seat of a game held elsewhere, remote).
	src    source
	state  game.State
	remote *seatGame
	// unfollow stops following a remote game; do runs a function on the
	// UI goroutine (nil: fyne.Do).
	unfollow func()
	do       func(func())

	content fyne.CanvasObject // root in the table's theme
	root    *fyne.Container   // header above body
	header  *fyne.Container
	body    *fyne.Container // the table, or the hand-off or winning screen

	viewer   int  // the seat the table is drawn from
	handoff  bool // the hand-off screen covers the table
	selected eng.Card
	// selectedAt is the place in the hand of the copy tapped to select
	// it (hand.go, liftedAt), -1 for none.
	selectedAt int
	// armed is an action chosen in the action bar that waits for its
	// confirmation in the prompt panel (it cannot be undone), 0 for none.
	armed game.Option
	// listing is an action whose choices the prompt panel lists (buy,
	// play, build), 0 for none.
	listing eng.MoveType
	// pay is the payment chosen for the purchase in progress (payment.go).
	pay *payChoice

	zones     *zones // the table's zones (layout.go)
	dims      dims   // the sizes the zones were last filled for
	refilling bool   // the layout refreshes the table after refilling the zones

	refillMore bool    // the zones were refilled again during that refresh (layout.go)
	headScale  float32 // the header's texts' scale (header.go)

	tips        *fyne.Container // the tooltip layer above the table
	tipAt       fyne.Position   // the pointer's absolute position
	pileDialog  dialog.Dialog   // the discard pile being browsed, for tests
	rulesDialog dialog.Dialog   // the rules summary, for tests

	epoch   int // counts the state's changes, so a late bot move is dropped
	settled int
	mach    *machinery // the shared table machinery: bots, log, motion, sounds (machinery.go)
	sync    bool       // bots choose inline (tests)
	busy    bool       // bots play inline (advance, bots.go): no redraw between their moves
	// endArmed: End turn was tapped once and asks to be confirmed
	// (endturn.go).
	endArmed bool
	hints    *hinter
	keys     keyState // what the keyboard reaches (keys.go)
}

// New builds the table for ctx's game.
func New(ctx ui.TableContext) ui.Table { return newTable(ctx, false) }

// newTable builds the table; sync makes bots choose inline (tests).
func newTable(ctx ui.TableContext, sync bool) *Table { return newTableWith(ctx, sync, nil) }

// newTableWith builds the table; do runs a function on the UI goroutine
// (nil: fyne.Do), for a game held elsewhere whose changes arrive from the
// network.
func newTableWith(ctx ui.TableContext, sync bool, do func(func())) *Table {
	t := &Table{ctx: ctx, selected: eng.NoCard, selectedAt: -1, sync: sync, keys: keyState{at: -1}, do: do}
	if ctx.Seat != nil {
		t.remote = &seatGame{seat.NewMirror(ctx.Seat, eng.Rules)}
		t.src = t.remote
		if err := t.remote.Refresh(context.Background()); err != nil {
			t.lost(err)
		}
	} else {
		t.state = ctx.State
		t.src = localGame{t}
	}
	t.settled = t.src.Settled()
	t.mach = newMachinery(t)
	t.hints = newHinter(t)
	t.tips = container.NewWithoutLayout()
	t.zones = newZones()
	t.dims = dimsFor(fyne.NewSize(1280, 736))
	t.header = container.NewStack()
	t.body = container.NewStack()
	t.root = container.New(&rootLayout{t: t}, container.NewThemeOverride(t.header, t.headerTheme()), t.body)
	t.content = container.NewThemeOverride(container.NewStack(t.mach.surface.rect, t.root, t.mach.layer(), t.tips), t.scaled())
	t.viewer = t.firstHuman()
	if h := t.decider(); h >= 0 && t.human(h) {
		t.viewer = h
	}
	// A pass-and-play game, new or resumed from a save, opens behind the
	// hand-off screen: whoever sits at the computer may not be the player
	// whose hand would show.
	t.handoff = t.humans() > 1 && !t.src.Over()
	if ctx.ReadOnly != nil { // a picture of the game (readonly.go)
		t.Show(ctx.State, ctx.ReadOnly.Seat)
		return t
	}
	t.redraw()
	t.advance()
	if t.remote != nil {
		t.followRemote()
	}
	return t
}

// Content is the table's root object.
func (t *Table) Content() fyne.CanvasObject { return t.content }

// Retranslate redraws every text in the current language.
func (t *Table) Retranslate() { t.redraw() }

// Close stops the bots and any hint being searched.
func (t *Table) Close() {
	t.epoch++
	t.mach.close()
	t.hints.stop()
	if t.unfollow != nil {
		t.unfollow()
	}
}

// T is the localized text of key.
func (t *Table) T(key string, data ...map[string]any) string {
	return t.ctx.Localizer.T(key, data...)
}

// seats are the game's seats.
func (t *Table) seats() []game.SeatConfig { return t.src.Config().Seats }

// human reports whether seat s is a person's at this computer.
func (t *Table) human(s int) bool { return t.src.Here(game.Seat(s)) }

// firstHuman is the first seat a person holds.
func (t *Table) firstHuman() int {
	for i := range t.seats() {
		if t.human(i) {
			return i
		}
	}
	return 0
}

// humans counts the seats people hold.
func (t *Table) humans() int {
	n := 0
	for i := range t.seats() {
		if t.human(i) {
			n++
		}
	}
	return n
}

// decider is the seat owing the next decision, -1 when the game is over.
func (t *Table) decider() int {
	p := t.src.Pending()
	if len(p) == 0 {
		return -1
	}
	return int(p[0].Seat)
}

// name is seat s's name.
func (t *Table) name(s int) string {
	if s >= 0 && s < len(t.seats()) && t.seats()[s].Name != "" {
		return t.seats()[s].Name
	}
	return t.T("dale.ui.player", map[string]any{"N": s + 1})
}

// view is the viewer's view of the game now.
func (t *Table) view() *eng.View { return t.src.View(game.Seat(t.viewer)) }

// apply plays opt for seat on the UI goroutine, then saves and moves on.
func (t *Table) apply(seat int, opt game.Option) {
	if t.ctx.ReadOnly != nil {
		return
	}
	if err := t.applyMove(seat, opt); err != nil { // through the lesson, if any (lesson.go)
		if !refused(err) && t.ctx.ShowError != nil {
			t.ctx.ShowError("dale.ui.game_over", err)
		}
		return
	}
	t.epoch++
	t.hints.stop()
	t.selected, t.armed, t.listing, t.endArmed = eng.NoCard, 0, 0, false
	if s := t.src.Settled(); s > t.settled {
		t.settled = s
		if t.ctx.Autosave != nil && t.state != nil {
			_ = t.ctx.Autosave(t.state)
		}
	}
	if d := t.decider(); d >= 0 && t.human(d) && d != t.viewer {
		t.viewer = d
		t.handoff = t.humans() > 1
	}
	if !t.busy {
		t.redraw()
	}
	t.advance()
}

// choose is a human's option from the UI.
func (t *Table) choose(opt game.Option) {
	if t.handoff || t.decider() != t.viewer || !t.human(t.viewer) {
		return
	}
	t.apply(t.viewer, opt)
}

// ready lifts the hand-off screen.
func (t *Table) ready() {
	t.handoff = false
	t.selected, t.armed, t.listing, t.endArmed = eng.NoCard, 0, 0, false
	t.redraw()
}

// redraw rebuilds the whole table from the viewer's View.
func (t *Table) redraw() {
	t.hideTip()
	t.mach.before()
	t.resetKeys()
	v := t.view()
	t.header.Objects = []fyne.CanvasObject{t.headerBar(v)}
	var content fyne.CanvasObject
	switch {
	case t.src.Over():
		content = t.winScreen(v)
	case t.handoff:
		content = t.handoffScreen()
	default:
		content = t.tableScreen(v)
	}
	t.body.Objects = []fyne.CanvasObject{content}
	// The theme override hands its theme to new objects when refreshed.
	t.content.Refresh()
	t.mach.after()
	t.showFocus()
}

// tableScreen is the table in its zones (layout.go), filled from v.
func (t *Table) tableScreen(v *eng.View) fyne.CanvasObject {
	z := t.zones
	z.root = container.New(&tableLayout{t: t}, z.opponents, z.market, z.own, z.schedule, z.hand, z.prompt, z.actions, z.log, z.race)
	t.fillZones(v)
	return z.root
}
