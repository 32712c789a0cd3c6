package dale

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	eng "agora/game/dale"
)

// The zones as Fyne means them: each zone that has been made a widget
// (the race tracker, the schedule, ...) lives as long as the table and
// is given its state, a plain value the table computes from the game's
// View: words already in the table's language, sizes already at the
// table's scale, and the functions a tap or a tooltip calls (the
// table's dispatch). Set stores the state and refreshes the zone; its
// renderer draws what the state says and nothing else. No zone reads
// the table, and no zone refreshes another: the table gives each its
// state at a redraw (fillZones) and lays them out (tableLayout). A zone
// given the state it already shows draws nothing anew: a redraw for a
// change elsewhere (a card lifted in the hand) leaves it as it is.

// zoneScope makes a zone a theme scope of its own for the table theme's
// walk: the zones draw with the table's own sizes, not a theme's, and
// the walk, which keeps every object it meets, stops at them
// (themebarrier.go says why).
type zoneScope struct{}

// SetDeviceIsMobile marks the zone as a theme scope; the table has no
// mobile form, so it does nothing.
func (zoneScope) SetDeviceIsMobile(bool) {}

// zoneRenderer draws a zone as one object its draw function makes from
// the zone's state, made again at a refresh when the zone was given
// another state since (a refresh from outside, the theme's, only
// refreshes what is drawn).
type zoneRenderer struct {
	z     *zoneBase
	root  fyne.CanvasObject
	draw  func() fyne.CanvasObject
	objs  []fyne.CanvasObject
	state int // the zone's state drawn (zoneBase.version)
}

func newZoneRenderer(z *zoneBase, draw func() fyne.CanvasObject) *zoneRenderer {
	r := &zoneRenderer{z: z, draw: draw, state: z.version}
	r.root = draw()
	r.objs = []fyne.CanvasObject{r.root}
	return r
}

func (r *zoneRenderer) Destroy()                     {}
func (r *zoneRenderer) Layout(size fyne.Size)        { r.root.Resize(size) }
func (r *zoneRenderer) MinSize() fyne.Size           { return r.root.MinSize() }
func (r *zoneRenderer) Objects() []fyne.CanvasObject { return r.objs }

// Refresh draws the zone's new state in the size it has.
func (r *zoneRenderer) Refresh() {
	if r.state == r.z.version {
		canvas.Refresh(r.root)
		return
	}
	r.state = r.z.version
	size := r.root.Size()
	r.root = r.draw()
	r.objs[0] = r.root
	r.root.Resize(size)
	canvas.Refresh(r.root)
}

var _ fyne.WidgetRenderer = (*zoneRenderer)(nil)

// zoneBase is what every zone widget embeds: the key of the state it
// shows (stateKey).
type zoneBase struct {
	widget.BaseWidget
	zoneScope
	shown   string
	drawn   bool
	version int // counts the states given
}

// changed reports whether a state of key k is not the one the zone
// shows, and takes it as shown.
func (z *zoneBase) changed(k string) bool {
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
// stack, and the pile browser (the table's).
type zoneLook struct {
	px       func(base float32) float32 // a text made at base for a table at scale 1 (Table.textAt)
	floor    float32                    // Table.faceFloor
	tips     tipLayer
	cardInfo func(eng.Card) fyne.CanvasObject
	pileInfo func([]eng.Card) fyne.CanvasObject
	showPile func(title string, cards []eng.Card)
}
