package dale

import (
	"fyne.io/fyne/v2"

	"agora/ui"
)

// machinery is what the Dale table takes from the table machinery every
// game shares in ui (docs/architecture.md, "What every table shares"):
// the bot runner, the game log view, the motion layer and the sound cues,
// with the anchors the motion flies between. It lives as long as the
// table; the table calls before and after around every redraw, and close
// when it closes.
type machinery struct {
	t       *Table
	bots    *ui.BotRunner
	log     *logZone
	wrap    logWrap // the log's texts wrapped (log.go)
	motion  *tableMotion
	cues    cueWatch
	anchors map[string]fyne.CanvasObject
	// surface is the colour under the table's panels, in the theme's
	// variant (theme.go).
	surface *surface
}

// newMachinery builds the table's share of the common machinery.
func newMachinery(t *Table) *machinery {
	m := &machinery{t: t, anchors: map[string]fyne.CanvasObject{}}
	m.bots = newBotRunner(t, fyne.Do)
	m.log = newLogZone()
	m.motion = newTableMotion(t)
	m.surface = newSurface()
	return m
}

// before runs at the start of every redraw, while the screen still shows
// the last position: anything moving ends, and the motion notes where the
// anchors are before they are drawn anew.
func (m *machinery) before() {
	m.motion.before()
	clear(m.anchors)
}

// after runs at the end of every redraw: the surface in the theme's
// variant, then the motion and the sound cues of what changed since the
// last one.
func (m *machinery) after() {
	m.surface.update()
	m.motion.after()
	m.t.playCues()
}

// layer is the motion layer, to stack over the table.
func (m *machinery) layer() fyne.CanvasObject { return m.motion.m.Layer() }

// close stops the bots and ends anything moving.
func (m *machinery) close() {
	m.bots.Stop()
	m.motion.m.Skip()
}
