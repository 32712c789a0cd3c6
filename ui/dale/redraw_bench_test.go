package dale

import (
	"runtime"
	"testing"

	"fyne.io/fyne/v2"

	"agora/game"
	eng "agora/game/dale"
)

// BenchmarkRedraw redraws a 4-player table in the middle of a game, in a
// 1920×1080 window: the bytes and the objects one redraw allocates
// (B/op, allocs/op), and the heap still live after a collection, per
// redraw (live-B/redraw): a table that keeps what it drew grows it.
func BenchmarkRedraw(b *testing.B) {
	tb := benchTable(b)
	defer tb.Close()
	measureRedraws(b, tb.redraw)
}

// BenchmarkRedrawSelect redraws the same table as the first card of the
// hand is lifted and put back by turns, as a player choosing a card does:
// the hand, the prompt and the bar change at every redraw, the other
// zones do not.
func BenchmarkRedrawSelect(b *testing.B) {
	tb := benchTable(b)
	defer tb.Close()
	c := tb.view().Hand[0]
	measureRedraws(b, func() {
		if tb.selected == eng.NoCard {
			tb.selected, tb.selectedAt = c, 0
		} else {
			tb.selected = eng.NoCard
		}
		tb.redraw()
	})
}

// benchTable is a 4-player table in the middle of a game, its seat owing
// the decision, in a 1920×1080 window.
func benchTable(b *testing.B) *Table {
	s, err := eng.New(four.config(7, 1))
	if err != nil {
		b.Fatal(err)
	}
	rng := game.NewRand(7)
	for s.View(0).(*eng.View).Turn < 16 || s.Pending()[0].Seat != 0 {
		seat := s.Pending()[0].Seat
		legal := s.Legal(seat, nil)
		if err := s.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
			b.Fatal(err)
		}
	}
	tb, _ := tableFor(b, s)
	tb.ctx.Window.Resize(fyne.NewSize(1920, 1080-menuBar))
	return tb
}

// measureRedraws times redraw, and reports the heap it leaves live.
func measureRedraws(b *testing.B, redraw func()) {
	for range 20 { // the caches warm
		redraw()
	}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		redraw()
	}
	b.StopTimer()
	runtime.GC()
	runtime.ReadMemStats(&after)
	b.ReportMetric(float64(int64(after.HeapAlloc)-int64(before.HeapAlloc))/float64(b.N), "live-B/redraw")
}
