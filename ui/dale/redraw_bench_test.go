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
	defer tb.Close()
	tb.ctx.Window.Resize(fyne.NewSize(1920, 1080-menuBar))
	for range 20 { // the caches warm
		tb.redraw()
	}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		tb.redraw()
	}
	b.StopTimer()
	runtime.GC()
	runtime.ReadMemStats(&after)
	b.ReportMetric(float64(int64(after.HeapAlloc)-int64(before.HeapAlloc))/float64(b.N), "live-B/redraw")
}
