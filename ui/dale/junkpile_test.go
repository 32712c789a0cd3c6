package dale

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	eng "agora/game/dale"
)

// The junk supply's lines ("× 14", "left in supply") stay on its face at
// every size the market draws it, down to the smallest window's; a line
// with no room under the count is left off (the tooltip says it).
func TestJunkPileLinesStayOnItsFace(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		tb := artTable(t, lang)
		for _, h := range []float32{70, 78, 90, 120, 180} {
			size := fyne.NewSize(h*0.9, h)
			r := drawnPile(t, newPile(tb, pileJunk, 14, eng.NoCard, size))
			paper := r.face.paper
			bottom := paper.Position().Y + paper.Size().Height
			for _, o := range r.objs {
				if tx, ok := o.(*canvas.Text); ok && tx.Visible() && tx.Position().Y+tx.Size().Height > bottom+0.5 {
					t.Errorf("%s %v: %q ends at %.1f, under the face's foot at %.1f", lang, size, tx.Text, tx.Position().Y+tx.Size().Height, bottom)
				}
			}
		}
	}
}
