package wonders

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	"agora/game/wonders"
)

// The Prayer's gods in the prompt area: a god per row, its picture, name,
// pantheon and cost on a line and under them its power in full, wrapped
// to the prompt's width, the Keep button at the row's end — the power is what the
// player chooses by, so it is never cut.

// draftRow is one god of the Prayer hand.
type draftRow struct {
	t     *Table
	head  *glyphRow
	power *powerText
	keep  *widget.Button
	// keepTheme shrinks Keep's padding in a short prompt; text is what
	// hovering the head shows when the pantheon or the cost's words are
	// left out.
	keepTheme *container.ThemeOverride
	text      *hoverBox
	opt       game.Option
	root      *fyne.Container
}

// draftMode is how much a Prayer god's head line says.
type draftMode int

const (
	// draftRoomy: name, pantheon, the cost in words and icons.
	draftRoomy draftMode = iota
	// draftShort: name, pantheon and the cost's icons.
	draftShort
	// draftCompact: the name and the cost's icons, a compact Keep; the
	// words left out on hover, and the prompt's title (faith_prompt.go).
	draftCompact
)

// draftModeAt is the head line of the gods in a prompt height high (0:
// not laid out yet); the power shows whole in every mode.
func draftModeAt(height float32) draftMode {
	switch {
	case height <= 0 || height >= 300:
		return draftRoomy
	case height >= 200:
		return draftShort
	}
	return draftCompact
}

// draftPowerLines is the most lines a power may take (the longest French
// power takes five in the narrowest prompt).
const draftPowerLines = 8

func newDraftRow(t *Table) *draftRow {
	r := &draftRow{t: t, head: newGlyphRow(iconSmall, 12)}
	r.power = newPowerText(t, 12, draftPowerLines)
	r.power.widthFn = func() float32 { return r.textW(t.prompt.measuredInner()) }
	r.text = newHoverBox(tipsOf(t), r.head)
	r.keep = widget.NewButton("", func() { t.play(r.opt) })
	r.keep.Importance = widget.HighImportance
	r.keepTheme = container.NewThemeOverride(r.keep, fyne.CurrentApp().Settings().Theme())
	r.root = container.New(&draftLayout{r: r}, r.text, r.keepTheme, r.power)
	return r
}

func (r *draftRow) set(gv wonders.GodView) {
	t, w := r.t, r.t.words
	mode := draftModeAt(t.prompt.height)
	size := t.textAt(12)
	r.head.px, r.head.size = t.sc(iconSmall), size
	name := glyph{icon: godPictureIcon(gv.God, gv.Pantheon), text: w.god(gv.God), bold: true}
	pantheon := w.T("wonders.ui.faith.pantheon." + gv.Pantheon.String())
	costLine := w.T("wonders.ui.faith.cost", map[string]any{"Age": romanAge(t.view.Age)})
	power := w.godPower(gv.God, t.view.Age)
	head := []glyph{name}
	if mode <= draftShort {
		head = append(head, glyph{text: pantheon, color: theme.Color(theme.ColorNamePlaceHolder), space: true})
	}
	cost := godCostGlyphs(w, gv.Cost)
	if mode == draftRoomy {
		cost = append([]glyph{{text: costLine}}, cost...)
	}
	if len(cost) > 0 {
		cost[0].space = true
	}
	head = append(head, cost...)
	if gv.Cost.Sacrifice && mode == draftRoomy {
		// the torn card in words, the first time a player meets it
		head = append(head, glyph{text: w.T("wonders.help.cost.sacrifice"), color: theme.Color(theme.ColorNamePlaceHolder)})
	}
	r.head.set(head...)
	r.power.size = size
	r.power.set(power, r.textW(t.prompt.measuredInner()), theme.Color(theme.ColorNameForeground))
	r.text.full = ""
	if mode > draftRoomy {
		r.text.full = w.god(gv.God) + " · " + pantheon + "\n" + costLine + " " + w.godCost(gv.Cost)
	}
	r.keepTheme.Theme = fyne.CurrentApp().Settings().Theme()
	if mode == draftCompact {
		r.keepTheme.Theme = compactButtons
	}
	r.keepTheme.Refresh()
	r.keep.SetText(w.T("wonders.ui.faith.keep"))
	r.opt = 0
	if len(gv.Options) > 0 {
		r.opt = gv.Options[0]
		r.keep.Enable()
	} else {
		r.keep.Disable()
	}
	r.root.Refresh()
}

// draftLayout lays a god's row: Keep at its end, centred; before it the
// head line and, under it, the power.
type draftLayout struct{ r *draftRow }

// draftGap is the space between the head line and the power.
const draftGap = 1

// textW is the width of the head and the power in a row width wide.
func (r *draftRow) textW(width float32) float32 {
	return max(width-r.keepTheme.MinSize().Width-theme.Padding(), 0)
}

func (l *draftLayout) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	r := l.r
	k := r.keepTheme.MinSize()
	r.keepTheme.Resize(k)
	r.keepTheme.Move(fyne.NewPos(size.Width-k.Width, (size.Height-k.Height)/2))
	hm := r.head.MinSize()
	tw := r.textW(size.Width)
	r.text.Resize(fyne.NewSize(tw, hm.Height))
	r.text.Move(fyne.NewPos(0, 0))
	r.power.Move(fyne.NewPos(0, hm.Height+draftGap))
	r.power.Resize(fyne.NewSize(tw, max(size.Height-hm.Height-draftGap, 0)))
}

func (l *draftLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	r := l.r
	h := r.head.MinSize().Height
	if p := r.power.MinSize().Height; p > 0 {
		h += draftGap + p
	}
	k := r.keepTheme.MinSize()
	return fyne.NewSize(r.head.MinSize().Width+theme.Padding()+k.Width, max(h, k.Height))
}
