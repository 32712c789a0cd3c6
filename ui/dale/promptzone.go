package dale

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	eng "agora/game/dale"
)

// The prompt panel is the one fixed place, right of the hand and above
// the action bar, where every decision is asked: what is needed, the
// running total of the cards chosen (they are lifted in the hand), and
// the buttons that answer. Whatever cannot be undone waits there for its
// confirmation. The table words the decision (prompt.go); the zone draws
// it: a title, a body that scrolls when it is long, and the buttons at
// the bottom, always in view.

// promptState is the panel as its zone draws it: the title, the body's
// items one under another, the buttons, the panel's width and the theme's
// scale in the table (Table.uiScale), by which its Fyne widgets are
// measured.
type promptState struct {
	title   string
	body    []promptItem
	buttons []promptButton
	width   float32
	ui      float32
	look    zoneLook
}

// itemKind is what an item of the prompt's body is.
type itemKind uint8

const (
	itemText      itemKind = iota // a paragraph wrapped to the panel, bold when bold
	itemLine                      // one line at the table's text size
	itemChip                      // a card named on a chip
	itemSelection                 // the cards chosen: the word, their total, their chips
	itemButton                    // an answer; choice: a digit presses it; fit: cut to the panel's width
	itemCheck                     // a box to tick (keep the Glue)
	itemHint                      // the hint's button and line (the hinter's own widgets)
)

// promptItem is one item of the body.
type promptItem struct {
	kind        itemKind
	text        string
	bold        bool
	card        eng.Card    // a chip's
	total       string      // a selection's total
	chips       []chipState // a selection's cards
	high, fit   bool        // a button's
	choice      bool        // a button a digit presses
	on          bool        // a check's
	tap         act         // a button's or a check's
	hint        fyne.CanvasObject
	hintShown   string // what the hint shows (its key)
	hintOffered bool
}

// promptButton is one of the answers at the bottom: high marks the step's
// main one (Enter presses it), off a disabled one.
type promptButton struct {
	label     string
	high, off bool
	tap       act
}

// promptZone is the prompt panel.
type promptZone struct {
	zoneCore
	state promptState
	// As drawn: the height the panel asks for (it grows over the
	// schedule when the hand's height is less), the step's main buttons
	// and the choices a digit presses, in order, for the keyboard.
	want    float32
	mains   []*widget.Button
	choices []*widget.Button
}

func newPromptZone() *promptZone {
	z := &promptZone{}
	z.themed = true
	z.ExtendBaseWidget(z)
	return z
}

// Set draws s.
func (z *promptZone) Set(s promptState) {
	parts := []any{s.title, s.buttons, s.width, s.ui, s.look.sizes()}
	for _, it := range s.body {
		parts = append(parts, it.kind, it.text, it.bold, it.card, it.total, it.chips, it.high, it.fit, it.choice, it.on, it.tap,
			it.hintShown, it.hintOffered)
	}
	if !z.changed(stateKey(parts...)) {
		return
	}
	z.state = s
	z.Refresh()
}

func (z *promptZone) CreateRenderer() fyne.WidgetRenderer {
	return newZoneRenderer(&z.zoneCore, z.draw)
}

// draw draws the panel's state and measures the height it asks for.
func (z *promptZone) draw() fyne.CanvasObject {
	s, lk := z.state, z.state.look
	z.mains, z.choices = nil, nil
	head := newLineAt(lk.tips, s.title, lk.px(14), true, inkBlue())
	band := canvas.NewRectangle(currentPalette().blueWash)
	band.CornerRadius = 4
	top := container.NewStack(band, container.New(layout.NewCustomPaddedLayout(4, 4, 6, 6), head))
	// The body first: of the main buttons, Enter presses the first.
	bodyH := float32(0)
	var center fyne.CanvasObject
	if len(s.body) > 0 {
		var body []fyne.CanvasObject
		for _, it := range s.body {
			if o := z.item(it); o != nil {
				body = append(body, o)
			}
		}
		center = container.NewVScroll(container.New(&proseLayout{width: s.width, ui: s.ui}, body...))
		for _, o := range body {
			bodyH += heightIn(o, s.width-36*s.ui, s.ui) + 4*s.ui
		}
		bodyH = min(bodyH, 260*s.ui)
	}
	var foot fyne.CanvasObject
	footH := float32(0)
	if len(s.buttons) > 0 {
		var buttons []fyne.CanvasObject
		w := float32(0)
		for _, b := range s.buttons {
			buttons = append(buttons, z.button(b.label, b.high, b.off, b.tap))
			w = max(w, buttonWidthAt(b.label, s.ui))
		}
		// Side by side when they fit the panel, one under another when
		// not.
		if float32(len(buttons))*(w+6) <= s.width-16 {
			foot = container.NewGridWithColumns(len(buttons), buttons...)
		} else {
			foot = container.NewVBox(buttons...)
		}
		// Measured before the table's theme reaches them: at the
		// theme's scale (up, never down, so never short).
		footH = foot.MinSize().Height * max(s.ui, 1)
	}
	z.want = top.MinSize().Height + footH + bodyH + 24
	bg := canvas.NewRectangle(panelFill())
	bg.StrokeColor, bg.StrokeWidth, bg.CornerRadius = inkBlue(), 2, 6
	return container.NewStack(bg, container.New(layout.NewCustomPaddedLayout(6, 6, 6, 6),
		container.NewBorder(top, foot, nil, nil, center)))
}

// button is a panel button; high marks the step's main answer.
func (z *promptZone) button(label string, high, off bool, a act) *widget.Button {
	do := z.state.look.do
	b := widget.NewButton(label, func() { do(a) })
	if high {
		b.Importance = widget.HighImportance
		z.mains = append(z.mains, b) // Enter presses it
	}
	if off {
		b.Disable()
	}
	return b
}

// item draws one item of the body.
func (z *promptZone) item(it promptItem) fyne.CanvasObject {
	s, lk := z.state, z.state.look
	switch it.kind {
	case itemText:
		l := widget.NewLabel(it.text)
		l.Wrapping = fyne.TextWrapWord
		l.TextStyle = fyne.TextStyle{Bold: it.bold}
		return l
	case itemLine:
		return newLineAt(lk.tips, it.text, lk.px(12), false, inkDark())
	case itemChip:
		return drawChip(lk, it.text, it.card)
	case itemSelection:
		// The total stays in view when many cards make the row scroll.
		row := container.NewHBox(plainText(it.text, lk.px(12), false, inkMuted()), plainText(it.total, lk.px(14), true, inkDark()))
		for _, c := range it.chips {
			row.Add(drawChip(lk, c.text, c.card))
		}
		return container.NewHScroll(row)
	case itemButton:
		b := z.button(it.text, it.high, false, it.tap)
		if it.choice {
			z.choices = append(z.choices, b) // a digit presses it
		}
		room := s.width - 40
		if !it.fit || buttonWidthAt(it.text, s.ui) <= room {
			return b
		}
		b.SetText(fitLine(it.text, room-24, uiTextAt(s.ui), true))
		return newTapArea(lk.tips, b, it.text, nil, nil)
	case itemCheck:
		a, do := it.tap, lk.do
		box := &widget.Check{Text: it.text, Checked: it.on}
		box.OnChanged = func(on bool) {
			a.in = on
			do(a)
		}
		box.ExtendBaseWidget(box)
		return box
	case itemHint:
		return it.hint
	}
	panic(fmt.Errorf("dale: prompt item of kind %d", it.kind))
}

// uiTextAt is the theme's text size in a table whose theme is scaled by
// ui: a button's, a paragraph's of the prompt.
func uiTextAt(ui float32) float32 { return tableTheme.Size(theme.SizeNameText) * ui }

// buttonWidthAt is the width a button with label needs in a table whose
// theme is scaled by ui.
func buttonWidthAt(label string, ui float32) float32 {
	pad := tableTheme.Size(theme.SizeNameInnerPadding) * ui
	return fyne.MeasureText(label, uiTextAt(ui), fyne.TextStyle{Bold: true}).Width + 4*pad
}

// heightIn is how high o stands in a panel width px wide, in a table
// whose theme is scaled by ui: a wrapped label by its words, anything
// else by its least size.
func heightIn(o fyne.CanvasObject, width, ui float32) float32 {
	l, ok := o.(*widget.Label)
	if !ok || l.Wrapping == fyne.TextWrapOff {
		// Measured before the table's theme reaches it: at the theme's
		// scale (up, never down, so never short).
		return o.MinSize().Height * max(ui, 1)
	}
	style := l.TextStyle
	lines := 0
	for _, para := range strings.Split(l.Text, "\n") {
		lines += len(wrapTo(para, width, uiTextAt(ui), style, 99))
	}
	// A line is its text and the theme's spacing between lines.
	lineH := fyne.MeasureText("Ag", uiTextAt(ui), style).Height + tableTheme.Size(theme.SizeNameLineSpacing)*ui
	return float32(max(lines, 1))*lineH + 8*ui
}

// proseLayout stacks the prompt's body, one thing under another, each
// wrapped paragraph as high as its words need at the width it is given
// (heightIn): a label's own least height lags a change of the table's
// scale by a layout, and its last line would be cut. width is the
// panel's, ui the theme's scale.
type proseLayout struct{ width, ui float32 }

// height is o's height in the body at width.
func (p *proseLayout) height(o fyne.CanvasObject, width float32) float32 {
	return max(o.MinSize().Height, heightIn(o, width, p.ui))
}

// MinSize is the things one under another at the prompt's width.
func (p *proseLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	width := p.width - 36*p.ui
	var w, h float32
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		w = max(w, o.MinSize().Width)
		h += p.height(o, width) + 4*p.ui
	}
	return fyne.NewSize(w, h)
}

// Layout puts them one under another across the width.
func (p *proseLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	y := float32(0)
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		h := p.height(o, size.Width-16*p.ui)
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(size.Width, h))
		y += h + 4*p.ui
	}
}
