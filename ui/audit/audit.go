// Package audit checks a laid-out widget tree for what a player sees as a
// broken layout: a control cut off or pushed off the window, two things
// drawn over one another, a text cut short with no way to read it whole,
// a text too small to read, a part scrolled out of view that must show
// whole, a zone whose content leaves most of it empty.
//
// It reads widgets' renderers through Fyne's test package, so only tests
// import it; the app never links it. The markers it honours live in
// package ui (ui.FullTexter, ui.OverlapAllowed) so widgets implement them
// without importing this package.
package audit

import (
	"fmt"
	"reflect"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/ui"
)

// Rule names what kind of breakage a problem is.
type Rule string

// The rules the audit checks.
const (
	// Clipped: a control (or a scroll) not wholly inside the visible
	// area its ancestors and the window give it, squashed below its
	// minimum size, or a scroll too small to show one of its controls.
	Clipped Rule = "clipped"
	// Overlap: two visible siblings drawn over one another where their
	// container does not allow it.
	Overlap Rule = "overlap"
	// Truncated: a text cut short ("…", wider than its room, or running
	// out of the visible area) with no full text offered.
	Truncated Rule = "truncated"
	// Small: a text drawn under the least size (Options.MinText, or the
	// exception Options.SmallText makes for a part).
	Small Rule = "small"
	// Unfilled: a zone (Options.Zones) whose content's bounding box
	// covers less than Options.MinFill of its area.
	Unfilled Rule = "unfilled"
)

// Rules lists the rules in the order reports count them.
var Rules = []Rule{Clipped, Overlap, Truncated, Small, Unfilled}

// Problem is one breakage, with a readable path to the object.
type Problem struct {
	Rule Rule
	Path string
	What string
}

func (p Problem) String() string { return fmt.Sprintf("%s: %s: %s", p.Rule, p.Path, p.What) }

// Options tune a run.
type Options struct {
	// Names gives objects a readable name in paths (a table's zones).
	Names map[fyne.CanvasObject]string
	// MinText is the least size, in pixels, of any text drawn (0: not
	// checked). A text of size 0 is drawn at the theme's text size.
	MinText float32
	// SmallText lowers MinText for everything under an object to the
	// size it gives: the explicit exceptions a screen allows (a score
	// pad's dense labels). The lowest exception on the way down wins.
	SmallText map[fyne.CanvasObject]float32
	// Whole are objects that must be drawn wholly in view as they stand:
	// scrolled even partly out of sight they are reported Clipped,
	// although scrolling would reach them (an auction's row with the
	// card on sale, its bid buttons). The value names them.
	Whole map[fyne.CanvasObject]string
	// Zones are the areas whose use is measured: the bounding box of
	// what a zone draws (texts, pictures, controls; not its backgrounds
	// and frames), within its visible area, against that area. The
	// value names the zone. With MinFill above 0, a zone shown with a
	// smaller share is reported Unfilled.
	Zones   map[fyne.CanvasObject]string
	MinFill float32
}

// Measures are what a run measured besides the problems it found.
type Measures struct {
	// SmallestText is the least size of a text drawn outside the
	// exceptions of Options.SmallText (0: no text); SmallestAt says which
	// text that is. SmallestExcepted is the least size inside them.
	SmallestText     float32
	SmallestAt       string
	SmallestExcepted float32
	// Fill is each shown zone's share of its area its content's
	// bounding box covers, by the zone's name.
	Fill map[string]float32
}

// slack is how far, in pixels, a rectangle may exceed another before it
// counts: layouts round to whole pixels.
const slack = 1

type rect struct{ x0, y0, x1, y1 float32 }

func rectOf(pos fyne.Position, size fyne.Size) rect {
	return rect{pos.X, pos.Y, pos.X + size.Width, pos.Y + size.Height}
}

func (r rect) intersect(o rect) rect {
	return rect{max(r.x0, o.x0), max(r.y0, o.y0), min(r.x1, o.x1), min(r.y1, o.y1)}
}

func (r rect) inside(o rect) bool {
	return r.x0 >= o.x0-slack && r.y0 >= o.y0-slack && r.x1 <= o.x1+slack && r.y1 <= o.y1+slack
}

func (r rect) overlaps(o rect) bool {
	i := r.intersect(o)
	return i.x1-i.x0 > slack && i.y1-i.y0 > slack
}

func (r rect) String() string {
	return fmt.Sprintf("(%.0f,%.0f %.0f×%.0f)", r.x0, r.y0, r.x1-r.x0, r.y1-r.y0)
}

// Canvas audits a window's content at the window's size.
func Canvas(c fyne.Canvas, opts *Options) []Problem {
	return Layout(c.Content(), c.Size(), opts)
}

// Layout audits root, laid out in a window of the given size.
func Layout(root fyne.CanvasObject, area fyne.Size, opts *Options) []Problem {
	ps, _ := Measure(root, area, opts)
	return ps
}

// Measure audits root as Layout does and says what it measured.
func Measure(root fyne.CanvasObject, area fyne.Size, opts *Options) ([]Problem, Measures) {
	if opts == nil {
		opts = &Options{}
	}
	a := &auditor{opts: opts, measures: Measures{Fill: map[string]float32{}}}
	clip := rect{0, 0, area.Width, area.Height}
	a.walk(root, fyne.NewPos(0, 0), clip, nil, "")
	a.checkZones()
	return a.out, a.measures
}

// MeasureCanvas is Measure on a window's content at the window's size.
func MeasureCanvas(c fyne.Canvas, opts *Options) ([]Problem, Measures) {
	return Measure(c.Content(), c.Size(), opts)
}

type auditor struct {
	opts     *Options
	out      []Problem
	measures Measures
	zones    []*zoneUse
}

// zoneUse is a zone's area and the bounding box of what it draws.
type zoneUse struct {
	frame *frame
	name  string
	area  rect
	box   rect
	any   bool
}

// add grows the zone's bounding box by r, cut to the zone.
func (z *zoneUse) add(r rect) {
	r = r.intersect(z.area)
	if r.x1-r.x0 <= 0 || r.y1-r.y0 <= 0 {
		return
	}
	if !z.any {
		z.box, z.any = r, true
		return
	}
	z.box = rect{min(z.box.x0, r.x0), min(z.box.y0, r.y0), max(z.box.x1, r.x1), max(z.box.y1, r.y1)}
}

func (r rect) area() float32 { return max(r.x1-r.x0, 0) * max(r.y1-r.y0, 0) }

// checkZones measures each zone's use and reports those under MinFill.
func (a *auditor) checkZones() {
	for _, z := range a.zones {
		full := z.area.area()
		if full <= 0 {
			continue
		}
		share := float32(0)
		if z.any {
			share = z.box.area() / full
		}
		a.measures.Fill[z.name] = share
		if a.opts.MinFill > 0 && share < a.opts.MinFill {
			a.report(Unfilled, z.frame, fmt.Errorf("its content %s covers %.0f%% of %s, under %.0f%%",
				z.box, 100*share, z.area, 100*a.opts.MinFill))
		}
	}
}

// frame is what the walk knows of an object's ancestors.
type frame struct {
	parent *frame
	obj    fyne.CanvasObject
	name   string
	// full is true once an ancestor offers the full text.
	full bool
	// control is true inside an interactive widget: its parts are not
	// audited as controls of their own.
	control bool
	// quiet is true under an object already reported: its parts are
	// not reported again.
	quiet bool
	// view is the area really visible to the object's children (what
	// scrolling would reach not counted); floor the least text size
	// there; zone the zone they belong to (nil: none).
	view  rect
	floor float32
	zone  *zoneUse
}

// report records a problem at f; what says it (an error, as a message
// to a developer).
func (a *auditor) report(rule Rule, f *frame, what error) {
	if f.parent != nil && f.parent.quiet {
		return
	}
	f.quiet = true
	a.out = append(a.out, Problem{Rule: rule, Path: f.path(), What: what.Error()})
}

// path names an object by its nearest named ancestor and its last steps.
func (f *frame) path() string {
	var steps []string
	named := ""
	for g := f; g != nil; g = g.parent {
		if g.name != "" && g.name[0] != '#' {
			named = g.name
			break
		}
		steps = append(steps, g.name)
	}
	if len(steps) > 4 {
		steps = append(steps[:4], "…")
	}
	for i, j := 0, len(steps)-1; i < j; i, j = i+1, j-1 {
		steps[i], steps[j] = steps[j], steps[i]
	}
	if named != "" {
		steps = append([]string{named}, steps...)
	}
	return strings.Join(steps, " › ")
}

func (a *auditor) nameOf(o fyne.CanvasObject, index int) string {
	if n, ok := a.opts.Names[o]; ok {
		return n
	}
	name := fmt.Sprintf("#%d %s", index, typeName(o))
	if t := textOf(o); t != "" {
		if len([]rune(t)) > 40 {
			t = string([]rune(t)[:40]) + "…"
		}
		name += fmt.Sprintf(" %q", t)
	}
	return name
}

func typeName(o any) string {
	s := fmt.Sprintf("%T", o)
	if i := strings.LastIndex(s, "/"); i >= 0 {
		s = s[i+1:]
	}
	return strings.TrimPrefix(s, "*")
}

// textOf is what an object says, for paths and messages.
func textOf(o fyne.CanvasObject) string {
	switch x := o.(type) {
	case *canvas.Text:
		return x.Text
	case *widget.Label:
		return x.Text
	case *widget.Button:
		return x.Text
	case *widget.Check:
		return x.Text
	case *widget.Select:
		return x.Selected
	case *widget.Hyperlink:
		return x.Text
	}
	return ""
}

// interactive reports whether a player acts on o: something tappable or
// focusable made by the application or a public Fyne widget (not the
// private parts inside Fyne's own widgets).
func interactive(o fyne.CanvasObject) bool {
	switch o.(type) {
	case fyne.Tappable, fyne.Focusable, fyne.SecondaryTappable, fyne.DoubleTappable:
	default:
		return false
	}
	if !fyneType(o) {
		return true
	}
	t := reflect.TypeOf(o)
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	// Fyne's public widgets, not the parts inside them.
	return !strings.Contains(t.PkgPath(), "/internal") && t.Name() != "" && t.Name()[0] >= 'A' && t.Name()[0] <= 'Z'
}

// decoration reports whether o only draws a shape: backgrounds, frames
// and rules may lie under anything.
func decoration(o fyne.CanvasObject) bool {
	switch o.(type) {
	case *canvas.Rectangle, *canvas.Line, *canvas.Circle, *canvas.LinearGradient, *canvas.RadialGradient,
		*canvas.ArbitraryPolygon, *canvas.Arc, *canvas.Ellipse, *canvas.RegularPolygon, *canvas.BezierCurve, *canvas.Blur,
		*layout.Spacer, *widget.Separator:
		return true
	}
	return false
}

// stacking reports whether a layout lays its children over one another.
func stacking(l fyne.Layout) bool {
	if l == nil {
		return false
	}
	return stackingTypes[typeName(l)]
}

// stackingTypes are Fyne's layouts that lay their children over one
// another.
var stackingTypes = map[string]bool{
	typeName(layout.NewStackLayout()):  true,
	typeName(layout.NewCenterLayout()): true,
}

func (a *auditor) walk(o fyne.CanvasObject, origin fyne.Position, clip rect, parent *frame, name string) {
	if o == nil || !o.Visible() {
		return
	}
	f := &frame{parent: parent, obj: o, name: name}
	seen := clip
	if parent != nil {
		f.full, f.control, f.quiet = parent.full, parent.control, parent.quiet
		f.floor, f.zone, seen = parent.floor, parent.zone, parent.view
	} else {
		f.name = a.nameOf(o, 0)
		f.floor = a.opts.MinText
	}
	if ft, ok := o.(ui.FullTexter); ok && ft.FullText() != "" {
		f.full = true
	}
	if low, ok := a.opts.SmallText[o]; ok && low < f.floor {
		f.floor = low
	}
	pos := origin.Add(o.Position())
	r := rectOf(pos, o.Size())
	f.view = seen.intersect(r)
	if name, ok := a.opts.Whole[o]; ok && !r.inside(seen) {
		a.report(Clipped, f, fmt.Errorf("%s %s is not wholly in view %s", name, r, seen))
	}
	if name, ok := a.opts.Zones[o]; ok {
		f.zone = &zoneUse{frame: f, name: name, area: f.view}
		a.zones = append(a.zones, f.zone)
	}
	a.checkSize(o, f, r)
	a.measure(o, f, r)
	size, minSize := o.Size(), o.MinSize()
	_, isScroll := o.(*container.Scroll)
	if (interactive(o) || isScroll) && !f.control {
		switch {
		case size.Width < 1 || size.Height < 1:
			a.report(Clipped, f, fmt.Errorf("shown but given no room %s", r))
		case !r.inside(clip):
			a.report(Clipped, f, fmt.Errorf("%s outside the visible area %s", r, clip))
		case !isScroll && (size.Width < minSize.Width-slack || size.Height < minSize.Height-slack):
			a.report(Clipped, f, fmt.Errorf("squashed to %.0f×%.0f, needs %.0f×%.0f", size.Width, size.Height, minSize.Width, minSize.Height))
		}
		if !isScroll {
			f.control = true
		}
	}
	a.checkText(o, f, r, clip)
	switch x := o.(type) {
	case *container.Scroll:
		a.walkScroll(x, pos, clip, f)
	case *fyne.Container:
		var rule any = x.Layout
		if _, ok := rule.(ui.OverlapAllowed); !ok && parent != nil {
			// A widget's allowance covers the container it draws with.
			if w, ok := parent.obj.(ui.OverlapAllowed); ok {
				rule = w
			}
		}
		a.walkChildren(x.Objects, pos, clip.intersect(r), f, stacking(x.Layout), rule)
	case fyne.Widget:
		// Fyne's own widgets draw their parts over one another; only
		// the application's widgets have their parts checked.
		a.walkChildren(test.WidgetRenderer(x).Objects(), pos, clip.intersect(r), f, fyneType(x), x)
	}
}

// fyneType reports whether o's type is Fyne's own.
func fyneType(o any) bool {
	t := reflect.TypeOf(o)
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return strings.HasPrefix(t.PkgPath(), "fyne.io/fyne/v2")
}

// walkChildren audits a container's (or a renderer's) children and the
// overlaps between them; free means they may overlap at will, rule (an
// ui.OverlapAllowed) decides pair by pair.
func (a *auditor) walkChildren(objs []fyne.CanvasObject, origin fyne.Position, clip rect, f *frame, free bool, rule any) {
	for i, c := range objs {
		a.walk(c, origin, clip, f, a.nameOf(c, i))
	}
	if free {
		return
	}
	allow, _ := rule.(ui.OverlapAllowed)
	fan, _ := rule.(ui.Fan)
	for i, c := range objs {
		if !shown(c) || decoration(c) {
			continue
		}
		ri := rectOf(c.Position(), c.Size())
		for j := i + 1; j < len(objs); j++ {
			d := objs[j]
			if !shown(d) || decoration(d) {
				continue
			}
			rj := rectOf(d.Position(), d.Size())
			if allow != nil && allow.AllowsOverlap(c, d) {
				if fan != nil && ri.overlaps(rj) {
					a.checkFan(fan, objs, i, j, origin, f)
				}
				continue
			}
			if ri.overlaps(rj) {
				g := &frame{parent: f, name: a.nameOf(c, i)}
				a.report(Overlap, g, fmt.Errorf("%s overlaps %s %s", ri.shift(origin), a.nameOf(d, j), rj.shift(origin)))
			}
		}
	}
}

// checkFan reports objs[j], drawn after objs[i] and over it, covering a
// part objs[i] must keep in sight (its name plate, its badge).
func (a *auditor) checkFan(fan ui.Fan, objs []fyne.CanvasObject, i, j int, origin fyne.Position, f *frame) {
	c, d := objs[i], objs[j]
	rj := rectOf(d.Position(), d.Size())
	for _, part := range fan.Kept(c) {
		pr := rectOf(c.Position().Add(part.Pos), part.Size)
		if pr.overlaps(rj) {
			g := &frame{parent: f, name: a.nameOf(c, i)}
			a.report(Overlap, g, fmt.Errorf("its kept part %s is covered by %s %s", pr.shift(origin), a.nameOf(d, j), rj.shift(origin)))
			return
		}
	}
}

func (r rect) shift(p fyne.Position) rect {
	return rect{r.x0 + p.X, r.y0 + p.Y, r.x1 + p.X, r.y1 + p.Y}
}

// shown reports whether o is visible with some area.
func shown(o fyne.CanvasObject) bool {
	s := o.Size()
	return o.Visible() && s.Width > slack && s.Height > slack
}

// walkScroll audits a scroll's content: what scrolling reaches counts as
// visible in the direction it scrolls. A scroll too small to show its
// tallest (or widest) control whole is reported.
func (a *auditor) walkScroll(s *container.Scroll, pos fyne.Position, clip rect, f *frame) {
	c := s.Content
	if c == nil || !c.Visible() {
		return
	}
	view := rectOf(pos, s.Size()).intersect(clip)
	content := rectOf(pos.Add(c.Position()), c.Size())
	inner := view
	vertical := s.Direction == container.ScrollBoth || s.Direction == container.ScrollVerticalOnly
	horizontal := s.Direction == container.ScrollBoth || s.Direction == container.ScrollHorizontalOnly
	if vertical {
		inner.y0, inner.y1 = min(view.y0, content.y0), max(view.y1, content.y1)
	}
	if horizontal {
		inner.x0, inner.x1 = min(view.x0, content.x0), max(view.x1, content.x1)
	}
	need := largestControl(c)
	switch {
	case f.quiet || need.IsZero():
	case vertical && need.Height > view.y1-view.y0+slack:
		a.report(Clipped, f, fmt.Errorf("scroll %.0f px high cannot show a control %.0f px high", view.y1-view.y0, need.Height))
	case horizontal && need.Width > view.x1-view.x0+slack:
		a.report(Clipped, f, fmt.Errorf("scroll %.0f px wide cannot show a control %.0f px wide", view.x1-view.x0, need.Width))
	}
	a.walk(c, pos, inner, f, a.nameOf(c, 0))
}

// largestControl is the largest minimum size among the controls under o.
func largestControl(o fyne.CanvasObject) fyne.Size {
	var out fyne.Size
	var visit func(fyne.CanvasObject)
	visit = func(o fyne.CanvasObject) {
		if o == nil || !o.Visible() {
			return
		}
		if interactive(o) {
			out = out.Max(o.MinSize())
			return
		}
		switch x := o.(type) {
		case *container.Scroll:
		case *fyne.Container:
			for _, c := range x.Objects {
				visit(c)
			}
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(x).Objects() {
				visit(c)
			}
		}
	}
	visit(o)
	return out
}

// checkSize reports a text drawn under the least size allowed where it
// is, and keeps the smallest size seen.
func (a *auditor) checkSize(o fyne.CanvasObject, f *frame, r rect) {
	x, ok := o.(*canvas.Text)
	if !ok || strings.TrimSpace(x.Text) == "" {
		return
	}
	size := x.TextSize
	if size == 0 {
		size = theme.TextSize()
	}
	m := &a.measures
	if f.floor < a.opts.MinText {
		if m.SmallestExcepted == 0 || size < m.SmallestExcepted {
			m.SmallestExcepted = size
		}
	} else if m.SmallestText == 0 || size < m.SmallestText {
		m.SmallestText, m.SmallestAt = size, f.path()
	}
	if f.floor > 0 && size < f.floor-0.05 {
		a.report(Small, f, fmt.Errorf("text %q drawn at %.1f px, under %.1f", x.Text, size, f.floor))
	}
}

// measure grows the zone o belongs to by what o draws: a text's letters,
// a picture, a control; shapes (backgrounds, frames) do not count.
func (a *auditor) measure(o fyne.CanvasObject, f *frame, r rect) {
	if f.zone == nil || f.parent == nil || f.zone.frame == f {
		return
	}
	seen := f.parent.view
	switch x := o.(type) {
	case *canvas.Text:
		if strings.TrimSpace(x.Text) == "" {
			return
		}
		if w := x.MinSize().Width; w < r.x1-r.x0 {
			switch x.Alignment {
			case fyne.TextAlignLeading:
				r.x1 = r.x0 + w
			case fyne.TextAlignTrailing:
				r.x0 = r.x1 - w
			default:
				mid := (r.x0 + r.x1) / 2
				r.x0, r.x1 = mid-w/2, mid+w/2
			}
		}
	case *canvas.Image, *canvas.Raster:
	default:
		if !interactive(o) || f.parent.control {
			return
		}
	}
	f.zone.add(r.intersect(seen))
}

// checkText reports a text cut short without its full text on offer.
func (a *auditor) checkText(o fyne.CanvasObject, f *frame, r, clip rect) {
	if f.full {
		return
	}
	switch x := o.(type) {
	case *canvas.Text:
		if strings.TrimSpace(x.Text) == "" {
			return
		}
		// A text draws only its letters: what lies past them may leave
		// the visible area (a radio item's label) without cutting any.
		if w := x.MinSize().Width; x.Alignment == fyne.TextAlignLeading && w < r.x1-r.x0 {
			r.x1 = r.x0 + w
		}
		switch {
		case strings.HasSuffix(strings.TrimSpace(x.Text), "…") && !wholeText(f, x.Text):
			a.report(Truncated, f, fmt.Errorf("shortened to %q", x.Text))
		case x.MinSize().Width > x.Size().Width+slack && !f.control && !inRichText(f):
			a.report(Truncated, f, fmt.Errorf("needs %.0f px, has %.0f", x.MinSize().Width, x.Size().Width))
		case !r.inside(clip) && r.x1-r.x0 > slack:
			a.report(Truncated, f, fmt.Errorf("%s runs out of the visible area %s", r, clip))
		}
	case *widget.Label:
		if x.Truncation == fyne.TextTruncateOff && x.Wrapping == fyne.TextWrapOff && x.Text != "" &&
			x.MinSize().Width > x.Size().Width+slack {
			a.report(Truncated, f, fmt.Errorf("label needs %.0f px, has %.0f", x.MinSize().Width, x.Size().Width))
		}
	}
}

// wholeText reports whether text is the whole text of the widget drawing
// it (a button or a label whose own text ends in "…", as "Load a save…"
// does).
func wholeText(f *frame, text string) bool {
	for g := f.parent; g != nil; g = g.parent {
		switch w := g.obj.(type) {
		case *widget.Button:
			return w.Text == text
		case *widget.Label:
			return w.Text == text
		case *widget.RichText:
			return strings.TrimSpace(w.String()) == strings.TrimSpace(text)
		}
	}
	return false
}

// inRichText reports whether a text is a segment a RichText lays out
// itself (at its own width; the RichText is checked instead).
func inRichText(f *frame) bool {
	for g := f.parent; g != nil; g = g.parent {
		switch g.obj.(type) {
		case *widget.RichText, *widget.Label:
			return true
		case *fyne.Container:
		default:
			return false
		}
	}
	return false
}

// Count is how many problems of each rule a run found.
func Count(ps []Problem) map[Rule]int {
	out := map[Rule]int{}
	for _, p := range ps {
		out[p.Rule]++
	}
	return out
}
