package ui

import (
	"image/color"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

var (
	red  = color.NRGBA{0xc0, 0x20, 0x20, 0xff}
	from = fyne.NewPos(10, 20)
	to   = fyne.NewPos(300, 200)
	box  = fyne.NewSize(40, 60)
)

// recorder makes m keep the animations it starts instead of running them.
func recorder(m *Motion) *[]*fyne.Animation {
	var got []*fyne.Animation
	m.start = func(a *fyne.Animation) { got = append(got, a) }
	return &got
}

// TestMotionReducedEndsAtOnce: with reduce motion on nothing is drawn in
// between, the end state shows at once and nothing stays running.
func TestMotionReducedEndsAtOnce(t *testing.T) {
	test.NewTempApp(t)
	m := NewMotion(func() bool { return true })
	started := recorder(m)
	steps, ends := 0, 0
	m.Animate(0, 300*time.Millisecond, func(float32) { steps++ }, func() { ends++ })
	m.Fly(canvas.NewRectangle(red), from, to, box, 300*time.Millisecond)
	obj := canvas.NewRectangle(red)
	obj.Move(to)
	m.Slide(obj, fyne.NewPos(-200, 0), 0, 300*time.Millisecond)
	text := canvas.NewText("row", red)
	m.FadeIn([]fyne.CanvasObject{text}, 0, 200*time.Millisecond)
	if steps != 0 || ends != 1 {
		t.Errorf("reduced Animate: %d steps, %d ends; want 0 and 1", steps, ends)
	}
	if n := len(m.layer.Objects); n != 0 {
		t.Errorf("reduced Fly left %d objects on the layer", n)
	}
	if obj.Position() != to {
		t.Errorf("reduced Slide moved the object to %v", obj.Position())
	}
	if text.Color != color.Color(red) {
		t.Errorf("reduced FadeIn changed the colour to %v", text.Color)
	}
	if m.Running() != 0 || len(*started) != 0 {
		t.Errorf("reduced: %d running, %d started; want none", m.Running(), len(*started))
	}
}

// TestMotionSkipEndsAtOnce: Skip puts every animation under way in its
// end state, whatever its kind, and runs each end once.
func TestMotionSkipEndsAtOnce(t *testing.T) {
	test.NewTempApp(t)
	m := NewMotion(nil)
	m.Freeze(true)
	ends := 0
	m.Animate(0, 300*time.Millisecond, nil, func() { ends++ })
	m.Fly(canvas.NewRectangle(red), from, to, box, 300*time.Millisecond)
	obj := canvas.NewRectangle(red)
	obj.Move(to)
	m.Slide(obj, fyne.NewPos(-200, 0), 0, 300*time.Millisecond)
	text := canvas.NewText("row", red)
	m.FadeIn([]fyne.CanvasObject{text}, 100*time.Millisecond, 200*time.Millisecond)

	if m.Running() != 4 {
		t.Fatalf("frozen: %d running, want 4", m.Running())
	}
	if len(m.layer.Objects) != 1 || m.layer.Objects[0].Position() != from {
		t.Errorf("frozen Fly: want one object at %v on the layer, got %d", from, len(m.layer.Objects))
	}
	if want := fyne.NewPos(to.X-200, to.Y); obj.Position() != want {
		t.Errorf("frozen Slide: object at %v, want %v", obj.Position(), want)
	}
	if _, _, _, a := text.Color.RGBA(); a != 0 {
		t.Errorf("frozen FadeIn: alpha %d, want 0", a)
	}

	m.Skip()
	if m.Running() != 0 || ends != 1 {
		t.Errorf("after Skip: %d running, %d ends; want 0 and 1", m.Running(), ends)
	}
	if n := len(m.layer.Objects); n != 0 {
		t.Errorf("after Skip %d objects are still flying", n)
	}
	if obj.Position() != to {
		t.Errorf("after Skip the slid object is at %v, want %v", obj.Position(), to)
	}
	if text.Color != color.Color(red) {
		t.Errorf("after Skip the text's colour is %v, want %v", text.Color, red)
	}
	m.Skip() // nothing left: no second end
	if ends != 1 {
		t.Errorf("a second Skip ran the end again")
	}
}

// TestMotionReachesEndUnderTestDriver: Fyne's test driver gives an
// animation its last frame as it starts, so the end state is reached.
func TestMotionReachesEndUnderTestDriver(t *testing.T) {
	test.NewTempApp(t)
	m := NewMotion(nil)
	ends := 0
	m.Animate(50*time.Millisecond, 300*time.Millisecond, nil, func() { ends++ })
	m.Fly(canvas.NewRectangle(red), from, to, box, 300*time.Millisecond)
	if ends != 1 || m.Running() != 0 || len(m.layer.Objects) != 0 {
		t.Errorf("ends %d, running %d, flying %d; want 1, 0, 0", ends, m.Running(), len(m.layer.Objects))
	}
}

// TestMotionDurationBound: no animation runs longer than MaxMotion, its
// delay included, and the delay shifts the eased progress.
func TestMotionDurationBound(t *testing.T) {
	ms := time.Millisecond
	for _, c := range []struct {
		delay, d         time.Duration
		wantDelay, wantD time.Duration
	}{
		{0, 300 * ms, 0, 300 * ms},
		{100 * ms, 300 * ms, 100 * ms, 300 * ms},
		{300 * ms, 300 * ms, 100 * ms, 300 * ms},
		{0, 2 * time.Second, 0, MaxMotion},
		{time.Second, 0, MaxMotion, 0},
		{-ms, -ms, 0, 0},
	} {
		delay, d := clampMotion(c.delay, c.d)
		if delay != c.wantDelay || d != c.wantD {
			t.Errorf("clampMotion(%v, %v) = %v, %v; want %v, %v", c.delay, c.d, delay, d, c.wantDelay, c.wantD)
		}
	}

	test.NewTempApp(t)
	m := NewMotion(nil)
	started := recorder(m)
	clock := fakeClock(m)
	var last float32 = -1
	ended := false
	m.Animate(200*ms, time.Second, func(p float32) { last = p }, func() { ended = true })
	m.Fly(canvas.NewRectangle(red), from, to, box, time.Hour)
	m.FadeIn([]fyne.CanvasObject{canvas.NewText("x", red)}, time.Second, time.Second)
	if len(*started) != 3 {
		t.Fatalf("%d animations started, want 3", len(*started))
	}
	for i, a := range *started {
		if a.Duration > MaxMotion || a.Duration <= 0 {
			t.Errorf("animation %d lasts %v, want within (0, %v]", i, a.Duration, MaxMotion)
		}
	}
	a := (*started)[0] // cut to 400 ms in all, none of them waiting
	a.Tick(0)          // the first frame starts the clock
	*clock = clock.Add(MaxMotion / 2)
	a.Tick(0)
	if want := fyne.AnimationEaseOut(0.5); last != want {
		t.Errorf("half way: progress %v, want the eased %v", last, want)
	}
	*clock = clock.Add(MaxMotion / 2)
	a.Tick(0)
	if !ended || m.Running() != 2 {
		t.Errorf("at %v the animation has not ended (%d running)", MaxMotion, m.Running())
	}
}

// fakeClock makes m read a clock the test moves.
func fakeClock(m *Motion) *time.Time {
	clock := time.Unix(1000, 0)
	m.now = func() time.Time { return clock }
	return &clock
}

// TestMotionDelayWaits: during its delay an animation shows its first
// frame; then the progress runs over what is left. Its clock starts at
// its first frame, however late that comes.
func TestMotionDelayWaits(t *testing.T) {
	test.NewTempApp(t)
	m := NewMotion(nil)
	started := recorder(m)
	clock := fakeClock(m)
	var got []float32
	m.Animate(100*time.Millisecond, 300*time.Millisecond, func(p float32) { got = append(got, p) }, nil)
	*clock = clock.Add(time.Second) // a busy redraw before the first frame
	a := (*started)[0]
	a.Tick(0)
	*clock = clock.Add(80 * time.Millisecond) // still waiting
	a.Tick(0)
	*clock = clock.Add(170 * time.Millisecond)
	a.Tick(0)
	want := []float32{0, fyne.AnimationEaseOut(0.5)} // the first frame, drawn at the start
	if len(got) != len(want) || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("progress %v, want %v", got, want)
	}
	if m.Running() != 1 {
		t.Errorf("the animation ended early")
	}
}

// TestMotionNeverBlocksTaps: a tap where something is flying reaches the
// button under the layer. A tappable object on the layer would take it,
// which the last case shows.
func TestMotionNeverBlocksTaps(t *testing.T) {
	test.NewTempApp(t)
	m := NewMotion(nil)
	m.Freeze(true)
	taps := 0
	btn := widget.NewButton("under", func() { taps++ })
	w := test.NewTempWindow(t, container.NewStack(btn, m.Layer()))
	w.Resize(fyne.NewSize(400, 300))
	at := fyne.NewPos(200, 150)

	card := container.NewStack(canvas.NewRectangle(red), canvas.NewText("Card", color.White))
	m.Fly(card, fyne.NewPos(180, 130), to, box, 300*time.Millisecond)
	text := canvas.NewText("score", red)
	m.FadeIn([]fyne.CanvasObject{text}, 0, 200*time.Millisecond)
	test.TapCanvas(w.Canvas(), at)
	if taps != 1 {
		t.Errorf("a tap under a flying card reached the button %d times, want 1", taps)
	}
	m.Skip()
	test.TapCanvas(w.Canvas(), at)
	if taps != 2 {
		t.Errorf("a tap after Skip reached the button %d times in all, want 2", taps)
	}

	blocker := widget.NewButton("over", nil)
	m.Fly(blocker, fyne.NewPos(150, 100), to, fyne.NewSize(100, 100), 300*time.Millisecond)
	test.TapCanvas(w.Canvas(), at)
	if taps != 2 {
		t.Errorf("the check cannot fail: a button on the layer let the tap through")
	}
	m.Skip()
}

// TestMotionPositionOf: positions are in the layer's coordinates.
func TestMotionPositionOf(t *testing.T) {
	test.NewTempApp(t)
	m := NewMotion(nil)
	target := canvas.NewRectangle(red)
	target.SetMinSize(fyne.NewSize(20, 20))
	table := container.NewVBox(canvas.NewRectangle(red), target)
	w := test.NewTempWindow(t, container.NewBorder(widget.NewLabel("header"), nil, nil, nil, container.NewStack(table, m.Layer())))
	w.Resize(fyne.NewSize(400, 300))
	got, ok := m.PositionOf(target)
	if !ok || got != target.Position() {
		t.Errorf("PositionOf = %v, %v; want %v, true", got, ok, target.Position())
	}
	if _, ok := m.PositionOf(canvas.NewRectangle(red)); ok {
		t.Errorf("an object on no canvas has a position")
	}
}

// TestMotionFlightLandsLate: a flight's Target, asked at its first frame,
// gives its landing place and size; when it finds nothing, To stays.
func TestMotionFlightLandsLate(t *testing.T) {
	late, lateSize := fyne.NewPos(500, 40), fyne.NewSize(20, 30)
	for _, c := range []struct {
		name     string
		found    bool
		wantTo   fyne.Position
		wantSize fyne.Size
	}{
		{"found", true, late, lateSize},
		{"not found", false, to, box},
	} {
		t.Run(c.name, func(t *testing.T) {
			test.NewTempApp(t)
			m := NewMotion(nil)
			started := recorder(m)
			clock := fakeClock(m)
			asked := 0
			m.Launch(Flight{Object: canvas.NewRectangle(red), From: from, To: to, Size: box, Duration: 300 * time.Millisecond,
				Target: func() (fyne.Position, fyne.Size, bool) { asked++; return late, lateSize, c.found }})
			if asked != 0 {
				t.Errorf("the target was asked before the first frame")
			}
			a := (*started)[0]
			a.Tick(0)
			*clock = clock.Add(150 * time.Millisecond)
			a.Tick(0)
			a.Tick(0)
			f := m.Flying()
			if len(f) != 1 || f[0].To != c.wantTo || f[0].ToSize != c.wantSize || asked != 1 {
				t.Errorf("flying %+v after %d asks; want to %v at %v, asked once", f, asked, c.wantTo, c.wantSize)
			}
			m.Skip()
		})
	}
}
