package dale

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	eng "agora/game/dale"
)

// buttonsIn are the buttons drawn under o.
func buttonsIn(o fyne.CanvasObject) []*widget.Button {
	var out []*widget.Button
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Button:
			out = append(out, x)
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c)
			}
		case *container.ThemeOverride:
			walk(x.Content)
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(x).Objects() {
				walk(c)
			}
		}
	}
	walk(o)
	return out
}

// The action bar's, the prompt's and the header's buttons (the menu)
// grow and shrink with the table, as its texts do: their text is never
// under the least size of the window (10 px at 1024×640, 12 px from
// 1280×800 up), it is larger in a large window than at 1280×800, and
// every button keeps the height its text needs, at each size in turn;
// the header's (drawn at the window's scale) and the zones' (at the
// table's, below the header) are within a pixel of one another.
func TestButtonsFollowTheTablesScale(t *testing.T) {
	i := 0
	for i < len(auditStates) && auditStates[i].name != "payment, 4 players" {
		i++
	}
	tb := auditStates[i].reach(t)
	defer tb.Close()
	sizes := []fyne.Size{{Width: 1280, Height: 800}, {Width: 1024, Height: 640}, {Width: 2560, Height: 1440}, {Width: 1280, Height: 800}}
	text := map[fyne.Size]float32{}
	for _, size := range sizes {
		auditAt(t, tb, size, "fr")
		var bs []*widget.Button
		for _, z := range []fyne.CanvasObject{tb.zones.actions, tb.zones.prompt, tb.header} {
			bs = append(bs, buttonsIn(z)...)
		}
		if len(bs) < 4 {
			t.Fatalf("%v: %d buttons in the bar, the prompt and the header", size, len(bs))
		}
		for _, b := range bs {
			px := theme.SizeForWidget(theme.SizeNameText, b)
			if px < minText(size) {
				t.Errorf("%v: button %q at %.1f px", size, b.Text, px)
			}
			if got, need := b.Size().Height, b.MinSize().Height; got < need-0.5 {
				t.Errorf("%v: button %q %.0f px high, needs %.0f", size, b.Text, got, need)
			}
			if s, ok := text[size]; ok && (s-px > 1 || px-s > 1) {
				t.Errorf("%v: button %q at %.1f px, another at %.1f", size, b.Text, px, s)
			}
			text[size] = px
		}
	}
	if big, std := text[sizes[2]], text[sizes[0]]; big < std*1.2 {
		t.Errorf("buttons at %.1f px in 2560×1440, %.1f px in 1280×800: they do not grow with the table", big, std)
	}
}

// The table's texts and its cards' contents grow with the table from
// 1280×800 to 1920×1080 and on to 2560×1440, so a large window is not
// the small table with bands of empty tint around it: the log's lines,
// the hand's title, the hand cards' names and value, in both languages.
func TestTextsAndFacesGrowWithTheTable(t *testing.T) {
	tb := auditStates[2].reach(t) // action, 4 players
	defer tb.Close()
	type sizes struct{ log, title, name, value float32 }
	for _, lang := range []string{"en", "fr"} {
		var last sizes
		for i, size := range []fyne.Size{{Width: 1280, Height: 800}, {Width: 1920, Height: 1080}, {Width: 2560, Height: 1440}} {
			auditAt(t, tb, size, lang)
			f := drawn(t, newCard(tb, eng.Glue, eng.Glue.Value(), tb.dims.handCard, func() {})).face
			got := sizes{log: tb.textAt(logText), title: tb.textAt(13), name: f.nameTexts[0].TextSize, value: f.valueText.TextSize}
			if i > 0 && (got.log < last.log*1.2 || got.title < last.title*1.2 || got.name <= last.name || got.value <= last.value) {
				t.Errorf("%s %v: texts %+v, at the size before %+v: they do not grow with the table", lang, size, got, last)
			}
			last = got
		}
	}
}
