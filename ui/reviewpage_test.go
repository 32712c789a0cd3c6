package ui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// reviewPageOn finds the review's page layout and its column's container.
func reviewPageOn(t *testing.T, a *App) (*reviewPage, *fyne.Container) {
	t.Helper()
	var page *reviewPage
	var col *fyne.Container
	for _, o := range test.LaidOutObjects(a.Window().Content()) {
		if c, ok := o.(*fyne.Container); ok {
			switch l := c.Layout.(type) {
			case *reviewPage:
				page = l
			case *reviewColumns:
				col = c
			}
		}
	}
	if page == nil || col == nil {
		t.Fatal("no review page on screen")
	}
	return page, col
}

// The review's page follows the window through shrinking and growing,
// again and again: each wrapped text is as tall as the same words wrapped
// anew at its width in the page's theme (no wrap left from an earlier
// width), no two of the page's objects overlap, the column is laid out
// whole in its scroll, it grows with the window (graph and words side by
// side from 1920, the text larger at 2560) and shrinks back.
func TestReviewPageRewrapsAfterEveryResize(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		a := reviewApp(t, lang)
		a.ShowReview(finishedTally(t, 4, "", "heuristic"))
		if a.review.result == nil {
			t.Fatalf("no review: %v", a.review.err)
		}
		widths := map[float32]float32{}
		large := map[float32]bool{}
		for step, size := range []fyne.Size{{Width: 1024, Height: 612}, {Width: 2560, Height: 1412}, {Width: 1024, Height: 612},
			{Width: 1920, Height: 1052}, {Width: 1280, Height: 772}, {Width: 2560, Height: 1412}} {
			at := fmt.Sprintf("%s step %d (%.0f×%.0f)", lang, step, size.Width, size.Height)
			a.Window().Resize(size)
			page, col := reviewPageOn(t, a)
			large[size.Width] = page.large
			for _, o := range test.LaidOutObjects(col) {
				l, ok := o.(*widget.Label)
				if !ok || !l.Visible() || l.Wrapping != fyne.TextWrapWord || l.Text == "" {
					continue
				}
				fresh := widget.NewLabel(l.Text)
				fresh.Wrapping = fyne.TextWrapWord
				fresh.SizeName = l.SizeName
				inScale(fresh, page.scale) // in the page's theme
				fresh.Resize(fyne.NewSize(l.Size().Width, 1))
				if got, want := l.Size().Height, fresh.MinSize().Height; got < want-0.5 || got > want+0.5 {
					t.Errorf("%s: %q is %.0f high at %.0f wide; wrapped anew it takes %.0f", at, l.Text, got, l.Size().Width, want)
				}
			}
			var shown []fyne.CanvasObject
			for _, o := range col.Objects {
				if o.Visible() && o.Size().Height > 0 {
					shown = append(shown, o)
				}
			}
			for i, o := range shown {
				p, s := o.Position(), o.Size()
				if p.X < -0.5 || p.X+s.Width > col.Size().Width+0.5 || p.Y+s.Height > col.Size().Height+0.5 {
					t.Errorf("%s: object %d at %v, %v lies out of the column %v", at, i, p, s, col.Size())
				}
				for j, q := range shown[:i] {
					qp, qs := q.Position(), q.Size()
					if p.X < qp.X+qs.Width-0.5 && qp.X < p.X+s.Width-0.5 && p.Y < qp.Y+qs.Height-0.5 && qp.Y < p.Y+s.Height-0.5 {
						t.Errorf("%s: objects %d (%v, %v) and %d (%v, %v) overlap", at, j, qp, qs, i, p, s)
					}
				}
			}
			left, right := float32(1e9), float32(0)
			for _, o := range shown {
				left, right = min(left, o.Position().X), max(right, o.Position().X+o.Size().Width)
			}
			if got := right - left; got < page.cols.width-1 || got > page.cols.width+1 {
				t.Errorf("%s: the objects span %.0f, the column is %.0f wide", at, got, page.cols.width)
			}
			widths[size.Width] = right - left
			var graph, decision fyne.CanvasObject
			for _, o := range shown {
				in := o // the object, inside the theme of the page's scale
				if ov, ok := o.(*container.ThemeOverride); ok {
					in = ov.Content
				}
				if l, ok := in.(*widget.Label); ok && l.Text == a.loc.T("review.decision", map[string]any{"N": a.review.picked + 1, "Of": 2}) {
					decision = o
				}
				if _, ok := in.(*reviewGraph); ok {
					graph = o
				}
			}
			if graph == nil || decision == nil {
				t.Fatalf("%s: no graph (%v) or no decision (%v)", at, graph, decision)
			}
			beside := graph.Position().X+graph.Size().Width < decision.Position().X && decision.Position().Y < graph.Position().Y+graph.Size().Height
			if beside != (size.Width >= 1920) {
				t.Errorf("%s: graph %v %v and decision %v: side by side %v", at, graph.Position(), graph.Size(), decision.Position(), beside)
			}
			if col.Size().Height+0.5 < col.MinSize().Height {
				t.Errorf("%s: the column is %.0f high and needs %.0f", at, col.Size().Height, col.MinSize().Height)
			}
		}
		if widths[1024] > 1000 || widths[1920] < 1.5*widths[1024] || widths[2560] <= widths[1920] {
			t.Errorf("%s: the column does not follow the window: %v", lang, widths)
		}
		if large[1024] || large[1280] || !large[1920] || !large[2560] {
			t.Errorf("%s: the text does not grow with the window: %v", lang, large)
		}
	}
}

// The column's width, the text's size and the graph's height, size by
// size.
func TestReviewPageSizes(t *testing.T) {
	for _, c := range []struct {
		size        fyne.Size
		width       float32
		large, wide bool
	}{
		{fyne.NewSize(700, 600), 700, false, false},
		{fyne.NewSize(1024, 612), 901.12, false, false},
		{fyne.NewSize(1280, 772), 1126.4, false, false},
		{fyne.NewSize(1920, 1052), 1689.6, true, true},
		{fyne.NewSize(2560, 1412), 2200, true, true},
	} {
		if got := reviewColumnWidth(c.size.Width); got < c.width-0.01 || got > c.width+0.01 {
			t.Errorf("%v: column %v, want %v", c.size, got, c.width)
		}
		if got := reviewLarge(c.size); got != c.large {
			t.Errorf("%v: larger text %v, want %v", c.size, got, c.large)
		}
		if got := reviewColumnWidth(c.size.Width) >= reviewWideFrom; got != c.wide {
			t.Errorf("%v: split %v, want %v", c.size, got, c.wide)
		}
		if h := graphHeight(c.size, c.wide); h < reviewGraphHeight || h > c.size.Height/2 {
			t.Errorf("%v: graph %v high", c.size, h)
		}
	}
}

// The review's controls grow with its page, as the other screens' do
// (growingScreen): at 1920×1080 and 2560×1440 the seat's selector, the
// switch for the others' hands and the buttons are as much taller as the
// screens' scale makes their text larger, and back to their size in a
// small window; in both languages.
func TestReviewControlsGrowWithThePage(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		a := reviewApp(t, lang)
		registerViewTable(a)
		a.ShowReview(finishedTally(t, 4, "", "heuristic", "random"))
		if a.review.result == nil {
			t.Fatalf("no review: %v", a.review.err)
		}
		// heights are the least heights of the page's first check,
		// selector and button, at a window's size.
		heights := func(size fyne.Size) map[string]float32 {
			a.Window().Resize(size)
			reviewPageOn(t, a)
			out := map[string]float32{}
			if c := find[*widget.Check](a); len(c) > 0 {
				out["check"] = c[0].MinSize().Height
			}
			if s := find[*widget.Select](a); len(s) > 0 {
				out["select"] = s[0].MinSize().Height
			}
			if b := find[*widget.Button](a); len(b) > 0 {
				out["button"] = b[0].MinSize().Height
			}
			return out
		}
		small := heights(fyne.NewSize(1024, 612))
		if len(small) != 3 {
			t.Fatalf("%s: the review shows %v", lang, small)
		}
		for _, size := range []fyne.Size{{Width: 1920, Height: 1052}, {Width: 2560, Height: 1412}, {Width: 1024, Height: 612}} {
			scale := screenScale(fyne.NewSize(size.Width, size.Height+28))
			if size.Width < 1800 {
				scale = 1
			}
			got := heights(size)
			for kind, h := range small {
				want := h * (1 + (scale-1)*0.4)
				if got[kind] < want-0.5 || scale == 1 && got[kind] > h+0.5 {
					t.Errorf("%s %v: the %s is %.0f px high, %.0f in a small window (scale %.2f)", lang, size, kind, got[kind], h, scale)
				}
			}
		}
	}
}
