package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

func TestRulesSizeFitsTheWindow(t *testing.T) {
	tests := []struct {
		win, want fyne.Size
	}{
		{fyne.NewSize(1920, 1080), fyne.NewSize(rulesMaxWidth, rulesMaxHeight)},
		{fyne.NewSize(1280, 800), fyne.NewSize(rulesMaxWidth, 800-2*rulesMargin)},
		{fyne.NewSize(1024, 640), fyne.NewSize(rulesMaxWidth, 640-2*rulesMargin)},
		{fyne.NewSize(600, 400), fyne.NewSize(600-2*rulesMargin, 400-2*rulesMargin)},
		{fyne.NewSize(200, 100), fyne.NewSize(200, 100)},
		{fyne.NewSize(0, 0), fyne.NewSize(0, 0)},
	}
	for _, tt := range tests {
		if got := RulesSize(tt.win); got != tt.want {
			t.Errorf("RulesSize(%v) = %v, want %v", tt.win, got, tt.want)
		}
	}
}

// rulesSections are a page long enough to scroll, with and without icons.
func rulesSections() []RulesSection {
	var out []RulesSection
	for i := range 12 {
		s := RulesSection{Heading: "heading " + string(rune('a'+i)), Text: "one paragraph of rules\nand another paragraph of rules that goes on for a while, long enough to wrap on a narrow page"}
		if i%3 == 0 {
			s.Icon = theme.InfoIcon()
		}
		out = append(out, s)
	}
	return out
}

// The page shows every heading bold, every text wrapped, and an icon
// beside the headings that have one.
func TestRulesPageHeadingsBold(t *testing.T) {
	test.NewTempApp(t)
	sections := rulesSections()
	page := RulesPage(sections)
	bold := map[string]bool{}
	wrapped := map[string]bool{}
	icons := 0
	for _, o := range test.LaidOutObjects(page.Content) {
		switch o := o.(type) {
		case *widget.Label:
			if o.TextStyle.Bold {
				bold[o.Text] = true
			} else if o.Wrapping == fyne.TextWrapWord {
				wrapped[o.Text] = true
			}
		case *widget.Icon:
			icons++
		}
	}
	for _, s := range sections {
		if !bold[s.Heading] {
			t.Errorf("heading %q is not shown bold", s.Heading)
		}
		if !wrapped[s.Text] {
			t.Errorf("text of %q is not shown wrapped", s.Heading)
		}
	}
	if icons != 4 {
		t.Errorf("%d icons, want 4", icons)
	}
}

// At every window size the dialog fits inside the window and its page
// scrolls rather than grows.
func TestRulesDialogFitsTheWindow(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 1024, Height: 640}, {Width: 1280, Height: 800}, {Width: 1920, Height: 1080}} {
		test.NewTempApp(t)
		w := test.NewTempWindow(t, widget.NewLabel(""))
		w.Resize(size)
		d := ShowRules(w, "title", "close", rulesSections())
		if d == nil {
			t.Fatal("no dialog")
		}
		overlays := w.Canvas().Overlays().List()
		if len(overlays) != 1 {
			t.Fatalf("%v: %d overlays, want 1", size, len(overlays))
		}
		canvas := w.Canvas().Size()
		var pop *widget.PopUp
		for _, o := range test.LaidOutObjects(overlays[0]) {
			if p, ok := o.(*widget.PopUp); ok {
				pop = p
			}
		}
		if pop == nil {
			pop, _ = overlays[0].(*widget.PopUp)
		}
		if pop == nil {
			t.Fatalf("%v: the overlay is not a pop-up: %T", size, overlays[0])
		}
		inner := pop.Content.Size()
		if inner.Width > canvas.Width || inner.Height > canvas.Height {
			t.Errorf("%v: the dialog is %v, larger than the window %v", size, inner, canvas)
		}
		want := RulesSize(canvas)
		if inner.Width < want.Width-1 || inner.Height < want.Height-1 {
			t.Errorf("%v: the dialog is %v, want %v", size, inner, want)
		}
		var page *widget.Label
		for _, o := range test.LaidOutObjects(pop.Content) {
			if l, ok := o.(*widget.Label); ok && l.TextStyle.Bold && l.Text == "heading l" {
				page = l
			}
		}
		if page == nil {
			t.Errorf("%v: the last heading is not on the page", size)
		}
		d.Hide()
	}
}

func TestRulesWithoutWindow(t *testing.T) {
	if d := ShowRules(nil, "title", "close", nil); d != nil {
		t.Error("a dialog without a window")
	}
}
