package ui

import (
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
)

// MaxMotion is the longest any animation of a Motion layer runs, its delay
// included: longer requests are cut to it.
const MaxMotion = 400 * time.Millisecond

// Motion is a table's animations: a layer laid over the table, in the
// table's own coordinates, where stand-ins (a card, a coin, a token) fly
// from one place to another, plus fades and slides of objects already on
// the table. It is built for any game's table.
//
// The layer lays nothing out and never takes input: it holds canvas
// objects only, so taps and hovers reach the table under it while things
// move. Every animation ends in its end state: at its natural end, at Skip
// (which the table calls on a key, a click, the next change of the game),
// or at once when the player asked for reduced motion, in which case
// nothing moves at all. No animation runs longer than MaxMotion.
//
// A Motion is used on the UI goroutine only.
type Motion struct {
	layer   *fyne.Container
	reduce  func() bool
	running []*motionRun
	frozen  bool
	// start runs an animation (Fyne's runner, or a test's recorder) and
	// now reads the clock.
	start func(*fyne.Animation)
	now   func() time.Time
}

// motionRun is one animation under way.
type motionRun struct {
	anim   *fyne.Animation // nil while frozen
	end    func()
	done   bool
	flight *Flight // what flies, for Flying
}

// NewMotion builds an empty layer. reduce reads the "reduce motion"
// setting at each animation (nil: never reduced).
func NewMotion(reduce func() bool) *Motion {
	return &Motion{layer: container.New(freeLayout{}), reduce: reduce, start: (*fyne.Animation).Start, now: time.Now}
}

// freeLayout leaves its objects where they are put and asks for no room,
// so that nothing in flight can grow the window.
type freeLayout struct{}

func (freeLayout) Layout([]fyne.CanvasObject, fyne.Size) {}
func (freeLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.Size{} }

// Layer is the object to stack over the table, covering it exactly.
func (m *Motion) Layer() fyne.CanvasObject { return m.layer }

// Reduced reports whether animations are off: the end state shows at once.
func (m *Motion) Reduced() bool { return m.reduce != nil && m.reduce() }

// Running is how many animations are under way.
func (m *Motion) Running() int { return len(m.running) }

// Flying is the flights under way, in the order they started, each with
// its landing place (its Target asked now if it was not yet).
func (m *Motion) Flying() []Flight {
	var out []Flight
	for _, r := range m.running {
		if r.flight != nil {
			r.flight.land()
			out = append(out, *r.flight)
		}
	}
	return out
}

// Freeze holds every animation started from now on at its first frame
// until Skip (or Freeze(false) and Skip); for tests and still pictures of
// motion. Reduced motion still ends them at once.
func (m *Motion) Freeze(on bool) { m.frozen = on }

// Skip ends every animation under way at once, in its end state.
func (m *Motion) Skip() {
	runs := m.running
	m.running = nil
	for _, r := range runs {
		if r.anim != nil {
			r.anim.Stop()
		}
		m.finish(r)
	}
}

// PositionOf is where obj is on the screen, in the layer's coordinates
// (the table's, when the layer covers it). ok is false when obj is hidden
// or not found on the window's canvas; an object at the window's very
// corner counts as not found, where no table puts anything.
func (m *Motion) PositionOf(obj fyne.CanvasObject) (pos fyne.Position, ok bool) {
	if obj == nil || !obj.Visible() {
		return fyne.Position{}, false
	}
	d := fyne.CurrentApp().Driver()
	abs := d.AbsolutePositionForObject(obj)
	if abs.IsZero() {
		return fyne.Position{}, false
	}
	return abs.Subtract(d.AbsolutePositionForObject(m.layer)), true
}

// clampMotion cuts a delay and a duration so that both together stay
// within MaxMotion, the duration first served.
func clampMotion(delay, d time.Duration) (time.Duration, time.Duration) {
	d = min(max(d, 0), MaxMotion)
	delay = min(max(delay, 0), MaxMotion-d)
	return delay, d
}

// Animate runs step with the progress (0 to 1, eased out) for d after
// delay, then end; step(0) is drawn at once, during the delay too. With
// reduced motion only end runs, at once. end runs exactly once, at the
// natural end or at Skip. delay and d are cut to MaxMotion together.
func (m *Motion) Animate(delay, d time.Duration, step func(p float32), end func()) {
	m.animate(delay, d, step, end, nil)
}

func (m *Motion) animate(delay, d time.Duration, step func(p float32), end func(), f *Flight) {
	if m.Reduced() {
		if end != nil {
			end()
		}
		return
	}
	delay, d = clampMotion(delay, d)
	r := &motionRun{end: end, flight: f}
	if step != nil {
		step(0)
	}
	m.running = append(m.running, r)
	if m.frozen {
		return
	}
	total := delay + d
	// The clock starts at the first frame drawn, not at the start: the
	// redraw that starts an animation may keep the UI busy for a while,
	// and the animation must still show whole. Fyne's runner only gives
	// the frames; the animation stops itself when its time is up.
	var t0 time.Time
	starting := true
	r.anim = &fyne.Animation{Duration: max(total, time.Millisecond), RepeatCount: fyne.AnimationRepeatForever, Curve: fyne.AnimationLinear}
	r.anim.Tick = func(float32) {
		if r.done {
			return
		}
		if starting { // a driver that does not animate: the end at once
			m.finish(r)
			return
		}
		now := m.now()
		if t0.IsZero() {
			t0 = now
		}
		gone := now.Sub(t0)
		if gone >= total {
			r.anim.Stop()
			m.finish(r)
			return
		}
		if step != nil && gone >= delay {
			step(fyne.AnimationEaseOut(float32(gone-delay) / float32(d)))
		}
	}
	m.start(r.anim)
	starting = false
}

// finish ends r once: it leaves the running list and its end runs.
func (m *Motion) finish(r *motionRun) {
	if r.done {
		return
	}
	r.done = true
	for i, x := range m.running {
		if x == r {
			m.running = append(m.running[:i:i], m.running[i+1:]...)
			break
		}
	}
	if r.end != nil {
		r.end()
	}
}

// Flight is an object flying over the table from one place to another,
// growing or shrinking on the way (ToSize zero: it keeps Size). It shows
// only while it flies: what it stands for is already drawn where it lands.
//
// Target, when set, finds the landing place late: at the first frame after
// the start, once the table has laid out what just changed (a card added
// to a pile has no place before). When it reports ok, its position and
// size (if not zero) replace To and ToSize.
type Flight struct {
	Object          fyne.CanvasObject // canvas objects only, nothing that takes input
	From, To        fyne.Position
	Size, ToSize    fyne.Size
	Delay, Duration time.Duration
	Target          func() (to fyne.Position, size fyne.Size, ok bool)
}

// Fly sends obj from one place to another at a size, eased out, over d.
func (m *Motion) Fly(obj fyne.CanvasObject, from, to fyne.Position, size fyne.Size, d time.Duration) {
	m.Launch(Flight{Object: obj, From: from, To: to, Size: size, Duration: d})
}

// Launch starts a flight. The object is put in a frame of its own on the
// layer (so that moving it redraws it), at From for the delay, and taken
// off when it lands or at Skip.
func (m *Motion) Launch(f Flight) {
	if m.Reduced() {
		return
	}
	fl := &f
	if fl.ToSize.IsZero() {
		fl.ToSize = fl.Size
	}
	fl.Delay, fl.Duration = clampMotion(fl.Delay, fl.Duration)
	fl.Object.Move(fyne.Position{})
	fl.Object.Resize(fl.Size)
	frame := container.NewWithoutLayout(fl.Object)
	frame.Resize(fl.Size)
	frame.Move(fl.From)
	m.layer.Add(frame)
	m.animate(fl.Delay, fl.Duration, func(p float32) {
		if p > 0 {
			fl.land()
		}
		frame.Move(fyne.NewPos(fl.From.X+(fl.To.X-fl.From.X)*p, fl.From.Y+(fl.To.Y-fl.From.Y)*p))
		if fl.Size != fl.ToSize {
			s := fyne.NewSize(fl.Size.Width+(fl.ToSize.Width-fl.Size.Width)*p, fl.Size.Height+(fl.ToSize.Height-fl.Size.Height)*p)
			fl.Object.Resize(s)
			frame.Resize(s)
			fl.Object.Refresh()
		}
	}, func() { m.layer.Remove(frame) }, fl)
}

// land asks the flight's Target, once, where it lands.
func (f *Flight) land() {
	if f.Target == nil {
		return
	}
	to, size, ok := f.Target()
	f.Target = nil
	if ok {
		f.To = to
		if !size.IsZero() {
			f.ToSize = size
		}
	}
}

// Slide moves an object already on the table from offset away from its
// place back to its place, eased out: a hand of cards arriving from the
// side. It keeps taking input as it moves; at the end (or Skip) it is
// exactly where it was.
func (m *Motion) Slide(obj fyne.CanvasObject, offset fyne.Position, delay, d time.Duration) {
	home := obj.Position()
	m.Animate(delay, d, func(p float32) {
		obj.Move(fyne.NewPos(home.X+offset.X*(1-p), home.Y+offset.Y*(1-p)))
		canvas.Refresh(obj)
	}, func() {
		obj.Move(home)
		canvas.Refresh(obj)
	})
}

// FadeIn fades objects in where they are, from transparent to the colour
// they have now, after delay: texts, rectangles, circles, lines and
// images; other objects show as they are.
func (m *Motion) FadeIn(objs []fyne.CanvasObject, delay, d time.Duration) {
	var sets []func(a float32)
	for _, o := range objs {
		if set := alphaSetter(o); set != nil {
			sets = append(sets, set)
		}
	}
	if len(sets) == 0 {
		return
	}
	m.Animate(delay, d, func(p float32) {
		for _, set := range sets {
			set(p)
		}
	}, func() {
		for _, set := range sets {
			set(1)
		}
	})
}

// alphaSetter returns what draws o at a part a (0 to 1) of its current
// opacity, nil for an object it cannot fade.
func alphaSetter(o fyne.CanvasObject) func(a float32) {
	switch x := o.(type) {
	case *canvas.Text:
		c := x.Color
		return func(a float32) { x.Color = faded(c, a); x.Refresh() }
	case *canvas.Rectangle:
		fill, stroke := x.FillColor, x.StrokeColor
		return func(a float32) { x.FillColor, x.StrokeColor = faded(fill, a), faded(stroke, a); x.Refresh() }
	case *canvas.Circle:
		fill, stroke := x.FillColor, x.StrokeColor
		return func(a float32) { x.FillColor, x.StrokeColor = faded(fill, a), faded(stroke, a); x.Refresh() }
	case *canvas.Line:
		c := x.StrokeColor
		return func(a float32) { x.StrokeColor = faded(c, a); x.Refresh() }
	case *canvas.Image:
		tr := x.Translucency
		return func(a float32) { x.Translucency = 1 - (1-tr)*float64(a); x.Refresh() }
	}
	return nil
}

// faded is c at a part a of its opacity; nil stays nil (the theme's
// colour, which cannot fade, shows as is).
func faded(c color.Color, a float32) color.Color {
	if c == nil {
		return nil
	}
	if a >= 1 {
		return c
	}
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	n.A = uint8(float32(n.A)*max(a, 0) + 0.5)
	return n
}
