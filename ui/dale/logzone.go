package dale

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"agora/ui"
)

// logState is the game log as its zone shows it: the title, the
// entries (already wrapped to the column) and their text size.
type logState struct {
	title   string
	entries []ui.LogEntry
	size    float32
}

// logZone is the game log column: the app's ui.LogView, every event of
// the game newest last under one heading per turn ("Turn 14 · Bram"),
// the screen's own seat's events in bold, scrolled to the newest. It
// lives across redraws, so the list keeps its rows; a new list at each
// new text size.
type logZone struct {
	zoneBase
	state logState
	title *canvas.Text
	view  *ui.LogView
	bg    *canvas.Rectangle
	root  *fyne.Container
}

func newLogZone() *logZone {
	z := &logZone{title: canvas.NewText("", nil), bg: canvas.NewRectangle(nil)}
	z.title.TextStyle.Bold = true
	z.bg.CornerRadius, z.bg.StrokeWidth = 6, 1
	z.root = container.NewStack(z.bg)
	z.ExtendBaseWidget(z)
	return z
}

// Set shows s: a new list for a new text size, the entries set when
// they are not those shown.
func (z *logZone) Set(s logState) {
	if z.view == nil || s.size != z.state.size {
		z.view = ui.NewLogView(s.size, logMaxLines)
		z.root.Objects = []fyne.CanvasObject{z.bg, container.NewBorder(container.NewPadded(z.title), nil, nil, nil, z.view.Root)}
	}
	changed := !slices.EqualFunc(s.entries, z.view.Entries(), func(a, b ui.LogEntry) bool {
		return a.Heading == b.Heading && a.Mine == b.Mine && slices.Equal(a.Lines, b.Lines)
	})
	z.state = s
	if changed || len(s.entries) == 0 {
		z.view.Set(s.entries)
	}
	z.Refresh()
}

func (z *logZone) CreateRenderer() fyne.WidgetRenderer {
	return &logRenderer{z: z, objs: []fyne.CanvasObject{z.root}}
}

// logRenderer draws the log zone's title and colours from its state;
// the list draws the entries.
type logRenderer struct {
	z    *logZone
	objs []fyne.CanvasObject
}

func (r *logRenderer) Destroy() {}

func (r *logRenderer) Layout(size fyne.Size) { r.z.root.Resize(size) }

func (r *logRenderer) MinSize() fyne.Size { return r.z.root.MinSize() }

func (r *logRenderer) Objects() []fyne.CanvasObject { return r.objs }

func (r *logRenderer) Refresh() {
	z := r.z
	z.title.Text, z.title.TextSize = z.state.title, z.state.size+2
	z.title.Color = theme.Color(theme.ColorNameForeground)
	z.bg.FillColor, z.bg.StrokeColor = panelFill(), panelStroke()
	z.root.Refresh()
}
