package dale

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"

	"agora/ui"
)

// The schedule grows with its band: in a large window each technique is
// a token, its card's face at least a small face high and the tokens
// taking most of the band's height; where the band is low (the smallest
// window) a line each. An empty schedule shows an empty place for a
// card in a large window.
func TestScheduleGrowsWithItsBand(t *testing.T) {
	drawnFaces := func(tb *Table) (faces []*cardView) {
		walk(tb.zones.schedule, func(o fyne.CanvasObject) {
			if cv, ok := o.(*cardView); ok && ui.Drawn(cv) {
				faces = append(faces, cv)
			}
		})
		return faces
	}
	for _, name := range []string{"schedule", "action, 4 players"} {
		t.Run(name, func(t *testing.T) {
			i := slices.IndexFunc(auditStates, func(s auditState) bool { return s.name == name })
			tb := auditStates[i].reach(t)
			defer tb.Close()
			n := len(tb.view().Seats[tb.viewer].Schedule)
			if name == "schedule" && n == 0 {
				t.Fatal("no technique scheduled")
			}
			tb.ctx.Window.Resize(fyne.NewSize(1024, 640-menuBar))
			if f := drawnFaces(tb); len(f) > 0 {
				t.Errorf("1024×640: %d faces in a schedule band %v high, want its lines", len(f), tb.zones.schedule.Size().Height)
			}
			tb.ctx.Window.Resize(fyne.NewSize(2560, 1440-menuBar))
			band := tb.zones.schedule.Size()
			faces := drawnFaces(tb)
			if len(faces) != n {
				t.Fatalf("2560×1440: %d faces in the schedule, want %d (band %v)", len(faces), n, band)
			}
			for _, cv := range faces {
				if h := cv.Size().Height; h < tokenCardH || h < band.Height/2 {
					t.Errorf("2560×1440: a technique's face %v high in a band %v high", h, band.Height)
				}
			}
			if n == 0 && !hasText(tb.zones.schedule, tb.T("dale.ui.schedule_empty")) {
				t.Error("the empty schedule does not say so")
			}
		})
	}
}
