package dale

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	eng "agora/game/dale"
)

// The zones as Fyne means them: each zone is a widget (the opponents,
// the market, the stall, the schedule, the hand, the prompt panel, the
// action bar, the log, the race tracker) that lives as long as the table
// and is given its state, a plain value the table computes from the
// game's View and the options the engine lists: words already in the
// table's language, sizes already at the table's scale, each tap an act
// (act.go) the zone hands to the table's dispatch, and the functions a
// tooltip calls. Set stores the state and refreshes the zone; its
// renderer draws what the state says and nothing else. No zone reads
// the table, and no zone refreshes another: the table gives each its
// state at a redraw (fillZones) and lays them out (tableLayout). A zone
// given the state it already shows draws nothing anew: a redraw for a
// change elsewhere (a card lifted in the hand) leaves it as it is.

// zoneScope makes a zone a theme scope of its own for the table theme's
// walk: the zones drawn only with the table's own pieces (cards, piles,
// tokens) take their sizes from the table's scale, not from a theme.
// Fyne's theme override walks everything beneath it when refreshed and
// keeps each object it meets for good; a zone drawn anew (the market,
// the hand) would then keep every card it ever drew. The walk stops at
// a scope, as it does at a nested override (which it recognises by
// SetDeviceIsMobile).
type zoneScope struct{}

// SetDeviceIsMobile marks the zone as a theme scope; the table has no
// mobile form, so it does nothing.
func (zoneScope) SetDeviceIsMobile(bool) {}

// zoneRenderer draws a zone as one object its draw function makes from
// the zone's state, made again at a refresh when the zone was given
// another state since (a refresh from outside, the theme's, only
// refreshes what is drawn).
type zoneRenderer struct {
	z     *zoneCore
	root  fyne.CanvasObject
	draw  func() fyne.CanvasObject
	objs  []fyne.CanvasObject
	state int // the zone's state drawn (zoneCore.version)
}

func newZoneRenderer(z *zoneCore, draw func() fyne.CanvasObject) *zoneRenderer {
	r := &zoneRenderer{z: z, draw: draw, state: z.version}
	r.root = draw()
	r.objs = []fyne.CanvasObject{r.root}
	return r
}

func (r *zoneRenderer) Destroy()                     {}
func (r *zoneRenderer) Layout(size fyne.Size)        { r.root.Resize(size) }
func (r *zoneRenderer) MinSize() fyne.Size           { return r.root.MinSize() }
func (r *zoneRenderer) Objects() []fyne.CanvasObject { return r.objs }

// Refresh draws the zone's new state in the size it has. A zone whose
// Fyne widgets take the table's theme refreshes what it draws all
// through, laying it out again: the theme's sizes reach its widgets at
// a refresh.
func (r *zoneRenderer) Refresh() {
	if r.state != r.z.version {
		r.state = r.z.version
		size := r.root.Size()
		r.root = r.draw()
		r.objs[0] = r.root
		r.root.Resize(size)
	}
	if r.z.themed {
		r.root.Refresh()
		return
	}
	canvas.Refresh(r.root)
}

var _ fyne.WidgetRenderer = (*zoneRenderer)(nil)

// zoneCore is what every zone widget holds: the key of the state it
// shows (stateKey).
type zoneCore struct {
	widget.BaseWidget
	shown   string
	drawn   bool
	version int  // counts the states given
	themed  bool // it holds Fyne widgets, which take the table's theme
}

// zoneBase is a zone that is a theme scope of its own (zoneScope): the
// zones drawn only with the table's own pieces. The prompt panel and the
// action bar, whose buttons take the table's theme, are zoneCores.
type zoneBase struct {
	zoneCore
	zoneScope
}

// changed reports whether a state of key k is not the one the zone
// shows, and takes it as shown.
func (z *zoneCore) changed(k string) bool {
	if z.drawn && z.shown == k {
		return false
	}
	z.shown, z.drawn = k, true
	z.version++
	return true
}

// stateKey is a key for what a zone's state draws: its texts, numbers,
// cards, sizes and colours, one after the other, and the theme's variant
// (a zone's colours follow it). The functions a state holds are left
// out: two states of one key draw the same, their taps and tooltips
// reach the same decisions.
func stateKey(parts ...any) string {
	var b strings.Builder
	fmt.Fprint(&b, currentPalette().surface)
	for _, p := range parts {
		fmt.Fprintf(&b, "|%v", p)
	}
	return b.String()
}

// zoneLook is what the zones' drawing shares: the text sizes at the
// table's scale, the least size a number on a small box takes, and the
// tooltips' layer with what a tooltip shows of a card, a pile or a
// stack, the pile browser, the card faces (the table's), and the
// table's dispatch, which does what a tap asks (dispatch.go).
type zoneLook struct {
	px       func(base float32) float32 // a text made at base for a table at scale 1 (Table.textAt)
	floor    float32                    // Table.faceFloor
	tips     tipLayer
	cardInfo func(eng.Card) fyne.CanvasObject
	pileInfo func([]eng.Card) fyne.CanvasObject
	showPile func(title string, cards []eng.Card)
	cards    cardHost
	do       func(act)
}

// sizes are the look's text sizes, for a state's key: two looks of one
// table at one scale draw alike.
func (lk zoneLook) sizes() [5]float32 {
	return [5]float32{lk.px(10), lk.px(11), lk.px(12), lk.px(14), lk.floor}
}
