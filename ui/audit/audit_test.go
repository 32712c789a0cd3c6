package audit

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"agora/ui"
)

// place puts o at x, y with size w×h.
func place[T fyne.CanvasObject](o T, x, y, w, h float32) T {
	o.Move(fyne.NewPos(x, y))
	o.Resize(fyne.NewSize(w, h))
	return o
}

// free is a container without a layout, its children placed by hand.
func free(size fyne.Size, objs ...fyne.CanvasObject) *fyne.Container {
	c := container.NewWithoutLayout(objs...)
	c.Resize(size)
	return c
}

// shortText is a label that shows a shortened text and offers the whole.
type shortText struct {
	widget.BaseWidget
	full, shown string
}

func newShortText(full, shown string) *shortText {
	s := &shortText{full: full, shown: shown}
	s.ExtendBaseWidget(s)
	return s
}

func (s *shortText) FullText() string { return s.full }

func (s *shortText) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(canvas.NewText(s.shown, nil))
}

// fan lays its children 20 px apart whatever their width, over one
// another, and says so.
type fan struct{}

func (fan) Layout(objs []fyne.CanvasObject, _ fyne.Size) {
	for i, o := range objs {
		o.Move(fyne.NewPos(float32(20*i), 0))
		o.Resize(fyne.NewSize(80, 40))
	}
}
func (fan) MinSize([]fyne.CanvasObject) fyne.Size     { return fyne.NewSize(100, 40) }
func (fan) AllowsOverlap(_, _ fyne.CanvasObject) bool { return true }

// overlapping lays its children like fan without allowing it.
type overlapping struct{}

func (overlapping) Layout(objs []fyne.CanvasObject, s fyne.Size) { fan{}.Layout(objs, s) }
func (overlapping) MinSize([]fyne.CanvasObject) fyne.Size        { return fyne.NewSize(100, 40) }

func TestRules(t *testing.T) {
	test.NewTempApp(t)
	win := fyne.NewSize(400, 300)
	cases := []struct {
		name string
		root func() fyne.CanvasObject
		// want are the rules reported, in order, with a word of the path
		// or message each.
		want []Rule
		word string
	}{
		{"a button inside the window", func() fyne.CanvasObject {
			return free(win, place(widget.NewButton("Bid", nil), 10, 10, 100, 40))
		}, nil, ""},
		{"a button off the window's bottom", func() fyne.CanvasObject {
			return free(win, place(widget.NewButton("Bid", nil), 10, 280, 100, 40))
		}, []Rule{Clipped}, "Bid"},
		{"a button spilling out of its parent", func() fyne.CanvasObject {
			inner := place(free(fyne.NewSize(120, 50), place(widget.NewButton("Keep", nil), 0, 30, 100, 40)), 0, 0, 120, 50)
			return free(win, inner)
		}, []Rule{Clipped}, "Keep"},
		{"a button squashed below its minimum", func() fyne.CanvasObject {
			return free(win, place(widget.NewButton("Let it go", nil), 0, 0, 20, 8))
		}, []Rule{Clipped}, "squashed"},
		{"a button at the far end of a scroll it fits", func() fyne.CanvasObject {
			list := container.NewVBox()
			for range 20 {
				list.Add(widget.NewButton("Pick", nil))
			}
			return free(win, place(container.NewVScroll(list), 0, 0, 200, 120))
		}, nil, ""},
		{"a scroll too small for its button", func() fyne.CanvasObject {
			return free(win, place(container.NewVScroll(container.NewVBox(widget.NewButton("Bid", nil))), 0, 0, 200, 8))
		}, []Rule{Clipped}, "cannot show"},
		{"a scroll itself off the window", func() fyne.CanvasObject {
			return free(win, place(container.NewVScroll(widget.NewLabel("log")), 350, 0, 200, 100))
		}, []Rule{Clipped}, "Scroll"},
		{"a hidden button off the window", func() fyne.CanvasObject {
			b := widget.NewButton("Gone", nil)
			b.Hide()
			return free(win, place(b, 500, 500, 100, 40))
		}, nil, ""},
		{"two siblings side by side", func() fyne.CanvasObject {
			return container.NewHBox(widget.NewButton("Build", nil), widget.NewButton("Discard", nil))
		}, nil, ""},
		{"two siblings over one another", func() fyne.CanvasObject {
			return free(win, place(widget.NewButton("Build", nil), 0, 0, 100, 40), place(widget.NewButton("Discard", nil), 50, 0, 100, 40))
		}, []Rule{Overlap}, "Discard"},
		{"a background under a button", func() fyne.CanvasObject {
			return free(win, place(canvas.NewRectangle(nil), 0, 0, 200, 100), place(widget.NewButton("Pay", nil), 10, 10, 100, 40))
		}, nil, ""},
		{"a stack", func() fyne.CanvasObject {
			return container.NewStack(widget.NewLabel("under"), widget.NewButton("over", nil))
		}, nil, ""},
		{"a layout that allows overlap", func() fyne.CanvasObject {
			return container.New(fan{}, widget.NewButton("a", nil), widget.NewButton("b", nil))
		}, nil, ""},
		{"a layout that overlaps without saying so", func() fyne.CanvasObject {
			return container.New(overlapping{}, widget.NewLabel("a"), widget.NewLabel("b"))
		}, []Rule{Overlap}, "overlaps"},
		{"a text that fits", func() fyne.CanvasObject {
			return container.NewHBox(canvas.NewText("Temple", nil))
		}, nil, ""},
		{"a text ending in an ellipsis", func() fyne.CanvasObject {
			return container.NewHBox(canvas.NewText("Guard To…", nil))
		}, []Rule{Truncated}, "Guard To…"},
		{"a text wider than its room", func() fyne.CanvasObject {
			return free(win, place(canvas.NewText("Discard for 3 coins", nil), 0, 0, 40, 20))
		}, []Rule{Truncated}, "needs"},
		{"a text running under the window's edge", func() fyne.CanvasObject {
			txt := canvas.NewText("Conseil", nil)
			return free(win, place(txt, 380, 0, txt.MinSize().Width, 20))
		}, []Rule{Truncated}, "Conseil"},
		{"a label squeezed", func() fyne.CanvasObject {
			return free(win, place(widget.NewLabel("Waiting for Bot 3"), 0, 0, 30, 36))
		}, []Rule{Truncated}, "label needs"},
		{"a truncating label", func() fyne.CanvasObject {
			l := widget.NewLabel("Waiting for Bot 3, Bot 4 and Bot 5")
			l.Truncation = fyne.TextTruncateEllipsis
			return free(win, place(l, 0, 0, 80, 36))
		}, []Rule{Truncated}, "…"},
		{"a shortened text offering the whole", func() fyne.CanvasObject {
			return container.NewHBox(newShortText("Guard Tower", "Guard To…"))
		}, nil, ""},
		{"a spacer and a separator", func() fyne.CanvasObject {
			return free(win, place(layout.NewSpacer(), 0, 0, 100, 100), place(widget.NewSeparator(), 0, 0, 100, 100), place(widget.NewLabel("x"), 0, 0, 50, 40))
		}, nil, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			root := tc.root()
			if root.Size().IsZero() {
				root.Resize(root.MinSize())
			}
			got := Layout(root, win, &Options{Names: map[fyne.CanvasObject]string{root: "root"}})
			var rules []Rule
			text := ""
			for _, p := range got {
				rules = append(rules, p.Rule)
				text += p.String() + "\n"
			}
			if len(rules) != len(tc.want) {
				t.Fatalf("got %v, want %v:\n%s", rules, tc.want, text)
			}
			for i := range rules {
				if rules[i] != tc.want[i] {
					t.Fatalf("got %v, want %v:\n%s", rules, tc.want, text)
				}
			}
			if tc.word != "" && !strings.Contains(text, tc.word) {
				t.Errorf("the report does not say %q:\n%s", tc.word, text)
			}
			if len(got) > 0 && !strings.HasPrefix(got[0].Path, "root") {
				t.Errorf("path %q does not start at the named root", got[0].Path)
			}
		})
	}
}

func TestCount(t *testing.T) {
	got := Count([]Problem{{Rule: Clipped}, {Rule: Clipped}, {Rule: Truncated}})
	if got[Clipped] != 2 || got[Truncated] != 1 || got[Overlap] != 0 {
		t.Fatalf("%v", got)
	}
}

// fannedHand lays cards 30 px apart, over one another, and keeps each
// card's top-left 24×16 (its name plate) in sight.
type fannedHand struct{ step, w float32 }

func (l fannedHand) Layout(objs []fyne.CanvasObject, _ fyne.Size) {
	for i, o := range objs {
		o.Move(fyne.NewPos(float32(i)*l.step, 0))
		o.Resize(fyne.NewSize(l.w, 100))
	}
}
func (fannedHand) MinSize([]fyne.CanvasObject) fyne.Size     { return fyne.NewSize(200, 100) }
func (fannedHand) AllowsOverlap(_, _ fyne.CanvasObject) bool { return true }
func (fannedHand) Kept(fyne.CanvasObject) []ui.Part {
	return []ui.Part{{Pos: fyne.NewPos(0, 0), Size: fyne.NewSize(24, 16)}}
}

// sized is a text of a size.
func sized(s string, size float32) *canvas.Text {
	t := canvas.NewText(s, nil)
	t.TextSize = size
	return t
}

// The rules a layout is checked against beyond the default ones: text
// size, a fan's kept parts, a part that must show whole, a zone's use.
func TestOptionRules(t *testing.T) {
	test.NewTempApp(t)
	win := fyne.NewSize(400, 300)
	card := func() fyne.CanvasObject { return widget.NewButton("card", nil) }
	cases := []struct {
		name string
		root func(o *Options) fyne.CanvasObject
		want []Rule
		word string
	}{
		{"a text at the least size", func(o *Options) fyne.CanvasObject {
			o.MinText = 12
			return container.NewHBox(sized("Temple", 12))
		}, nil, ""},
		{"a text under the least size", func(o *Options) fyne.CanvasObject {
			o.MinText = 12
			return container.NewHBox(sized("Temple", 10))
		}, []Rule{Small}, "10.0 px"},
		{"a label under a theme of the least size", func(o *Options) fyne.CanvasObject {
			o.MinText = 30
			return container.NewHBox(widget.NewLabel("Pay"))
		}, []Rule{Small}, "Pay"},
		{"a small text in an explicit exception", func(o *Options) fyne.CanvasObject {
			o.MinText = 12
			pad := container.NewHBox(sized("VP", 9))
			o.SmallText = map[fyne.CanvasObject]float32{pad: 9}
			return container.NewVBox(pad, sized("Age I", 12))
		}, nil, ""},
		{"an exception lower than the text", func(o *Options) fyne.CanvasObject {
			o.MinText = 12
			pad := container.NewHBox(sized("VP", 8))
			o.SmallText = map[fyne.CanvasObject]float32{pad: 9}
			return container.NewVBox(pad)
		}, []Rule{Small}, "VP"},
		{"a fan keeping each name in sight", func(*Options) fyne.CanvasObject {
			return container.New(fannedHand{step: 30, w: 80}, card(), card(), card())
		}, nil, ""},
		{"a fan covering a name plate", func(*Options) fyne.CanvasObject {
			return container.New(fannedHand{step: 20, w: 80}, card(), card(), card())
		}, []Rule{Overlap, Overlap}, "kept part"},
		{"a part to show whole, in view", func(o *Options) fyne.CanvasObject {
			row := widget.NewButton("Bid 3", nil)
			o.Whole = map[fyne.CanvasObject]string{row: "sale"}
			list := container.NewVBox(row)
			for range 20 {
				list.Add(widget.NewLabel("line"))
			}
			return free(win, place(container.NewVScroll(list), 0, 0, 200, 120))
		}, nil, ""},
		{"a part to show whole, scrolled out of view", func(o *Options) fyne.CanvasObject {
			row := widget.NewButton("Bid 3", nil)
			o.Whole = map[fyne.CanvasObject]string{row: "sale"}
			list := container.NewVBox()
			for range 20 {
				list.Add(widget.NewLabel("line"))
			}
			list.Add(row)
			return free(win, place(container.NewVScroll(list), 0, 0, 200, 120))
		}, []Rule{Clipped}, "sale"},
		{"a zone its content fills", func(o *Options) fyne.CanvasObject {
			zone := free(fyne.NewSize(200, 100), place(widget.NewButton("a", nil), 0, 0, 100, 100), place(sized("b", 12), 150, 80, 50, 20))
			o.Zones, o.MinFill = map[fyne.CanvasObject]string{zone: "hand"}, 0.5
			return free(win, place(zone, 0, 0, 200, 100))
		}, nil, ""},
		{"a zone mostly empty tint", func(o *Options) fyne.CanvasObject {
			zone := free(fyne.NewSize(200, 100), place(canvas.NewRectangle(nil), 0, 0, 200, 100), place(widget.NewButton("a", nil), 0, 0, 100, 40))
			o.Zones, o.MinFill = map[fyne.CanvasObject]string{zone: "board"}, 0.5
			return free(win, place(zone, 0, 0, 200, 100))
		}, []Rule{Unfilled}, "covers 20%"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			opts := &Options{}
			root := tc.root(opts)
			if root.Size().IsZero() {
				root.Resize(root.MinSize())
			}
			opts.Names = map[fyne.CanvasObject]string{root: "root"}
			got := Layout(root, win, opts)
			var rules []Rule
			text := ""
			for _, p := range got {
				rules = append(rules, p.Rule)
				text += p.String() + "\n"
			}
			if !slices.Equal(rules, tc.want) {
				t.Fatalf("got %v, want %v:\n%s", rules, tc.want, text)
			}
			if tc.word != "" && !strings.Contains(text, tc.word) {
				t.Errorf("the report does not say %q:\n%s", tc.word, text)
			}
		})
	}
}

// Measure says the smallest text and each zone's share.
func TestMeasure(t *testing.T) {
	test.NewTempApp(t)
	zone := free(fyne.NewSize(200, 100), place(sized("Age II", 11), 0, 0, 100, 50), place(sized("coins", 13), 0, 50, 100, 50))
	root := free(fyne.NewSize(400, 300), place(zone, 0, 0, 200, 100))
	_, m := Measure(root, fyne.NewSize(400, 300), &Options{Zones: map[fyne.CanvasObject]string{zone: "log"}})
	if m.SmallestText != 11 || !strings.Contains(m.SmallestAt, "Age II") {
		t.Errorf("smallest text %.1f at %q", m.SmallestText, m.SmallestAt)
	}
	_, e := Measure(root, fyne.NewSize(400, 300), &Options{MinText: 12, SmallText: map[fyne.CanvasObject]float32{zone: 10}})
	if e.SmallestText != 0 || e.SmallestExcepted != 11 {
		t.Errorf("with the zone an exception: smallest text %.1f, smallest excepted %.1f", e.SmallestText, e.SmallestExcepted)
	}
	w := max(sized("Age II", 11).MinSize().Width, sized("coins", 13).MinSize().Width)
	if got, want := m.Fill["log"], w*100/(200*100); got < want-0.01 || got > want+0.01 {
		t.Errorf("the log's share is %.2f, want %.2f", got, want)
	}
}
