package dale

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"
)

// The zones as Fyne means them: each zone that has been made a widget
// (the race tracker, the schedule, ...) lives as long as the table and
// is given its state, a plain value the table computes from the game's
// View: words already in the table's language, sizes already at the
// table's scale, and the functions a tap or a tooltip calls (the
// table's dispatch). Set stores the state and refreshes the zone; its
// renderer draws what the state says and nothing else. No zone reads
// the table, and no zone refreshes another: the table gives each its
// state at a redraw (fillZones) and lays them out (tableLayout).

// zoneScope makes a zone a theme scope of its own for the table theme's
// walk: the zones draw with the table's own sizes, not a theme's, and
// the walk, which keeps every object it meets, stops at them
// (themebarrier.go says why).
type zoneScope struct{}

// SetDeviceIsMobile marks the zone as a theme scope; the table has no
// mobile form, so it does nothing.
func (zoneScope) SetDeviceIsMobile(bool) {}

// zoneRenderer draws a zone as one object its draw function makes from
// the zone's state, made again at each refresh.
type zoneRenderer struct {
	root fyne.CanvasObject
	draw func() fyne.CanvasObject
	objs []fyne.CanvasObject
}

func newZoneRenderer(draw func() fyne.CanvasObject) *zoneRenderer {
	r := &zoneRenderer{draw: draw}
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
	size := r.root.Size()
	r.root = r.draw()
	r.objs[0] = r.root
	r.root.Resize(size)
	canvas.Refresh(r.root)
}

var _ fyne.WidgetRenderer = (*zoneRenderer)(nil)

// zoneBase is what every zone widget embeds.
type zoneBase struct {
	widget.BaseWidget
	zoneScope
}
