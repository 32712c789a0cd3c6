package audit

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
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
