package wonders

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/game/wonders"
	"agora/ui"
	"agora/ui/measure"
)

// actionBar is the bottom bar: the selected card, and what to do with it
// (build, wonder stage, discard, Olympia's free build), or Undo once the
// seat has chosen. It is a widget that draws what it is given (barState,
// filled by the table in actions_state.go) and asks the table through its
// calls (barCalls); its buttons are made once and relabelled.
type actionBar struct {
	widget.BaseWidget
	shows   barState
	on      barCalls
	card    *glyphRow
	build   *widget.Button
	stage   *widget.Button
	discard *widget.Button
	free    *widget.Button
	share   *widget.Button // Toinito: build in the partner's city
	pick    *widget.Button
	sell    *wideSelect
	sellBox *yieldBox  // the sale selector, down to its choice's width
	god     *godSelect // Faith: invoke a god with the card, its tip what the timing means
	// godBox holds the selector as wide as its longest choice, down to
	// its choice's width in a narrow bar.
	godBox *yieldBox
	undo   *widget.Button
	ask    *widget.Button
	askFit *fitButton // the Hint button, its icon alone in a narrow bar
	hint   *glyphRow
	root   *fyne.Container
	// fits hold the action buttons, shortening their labels to the room.
	fits map[*widget.Button]*fitButton
	// sizes is the theme the bar's controls are drawn in: the app's,
	// its text, icons and paddings at the table's scale; row holds them
	// in it, drawn for scale.
	sizes ui.ResizedTheme
	row   *container.ThemeOverride
	scale float32
}

// barSlot is one of the bar's action buttons.
type barSlot int

const (
	slotPick barSlot = iota
	slotBuild
	slotShare
	slotStage
	slotDiscard
	slotFree
	barSlots
)

// barState is what the action bar shows.
type barState struct {
	// card is the selected card's name, the move chosen, or what to do.
	card []glyph
	// buttons are the action buttons; the build button does buildAction
	// (build, or build from the discard pile while Halikarnassus picks).
	buttons     [barSlots]barButton
	buildAction wonders.Action
	// sales are the sales the card allows (Commerce: the resource plus
	// one), labelled; sold the one chosen (0: none). No sales: no selector.
	sales      []int
	saleLabels []string
	sold       int
	// godLabels are the god choices of the card (Faith), the "none"
	// choice first; god is the index of the one chosen, and godTip what
	// its timing means. No labels: no selector.
	godLabels []string
	god       int
	godTip    string
	// undo is Undo's label (empty: hidden).
	undo string
	// ask is the Hint button's label (empty: hidden), askBusy while it
	// searches; hint is the line at the right (nil: none).
	ask     string
	askBusy bool
	hint    []glyph
}

// barButton is an action button: its label, shown and enabled or not.
type barButton struct {
	label       string
	shown, open bool
}

// barCalls are what the action bar asks of the table.
type barCalls struct {
	act   func(wonders.Action) // a button's action for the selected card
	undo  func()
	ask   func() // a hint
	sell  func(sale int)
	god   func(choice int) // a god choice, by its index in the labels
	scale func() float32   // the table's scale
}

// barSized are the theme's sizes the action bar scales.
var barSized = map[fyne.ThemeSizeName]bool{theme.SizeNameText: true, theme.SizeNameInlineIcon: true,
	theme.SizeNamePadding: true, theme.SizeNameInnerPadding: true, theme.SizeNameLineSpacing: true}

func newActionBar(tips *tipLayer, on barCalls) *actionBar {
	a := &actionBar{on: on, card: newGlyphRow(iconMid, 14), hint: newGlyphRow(iconSmall, 11)}
	a.build = widget.NewButton("", func() { a.act(a.shows.buildAction) })
	a.build.Importance = widget.HighImportance
	a.stage = widget.NewButton("", func() { a.act(wonders.BuildStage) })
	a.discard = widget.NewButton("", func() { a.act(wonders.Discard) })
	a.free = widget.NewButton("", func() { a.act(wonders.BuildFree) })
	a.share = widget.NewButton("", func() { a.act(wonders.BuildShared) })
	a.pick = widget.NewButton("", func() { a.act(wonders.Pick) })
	a.pick.Importance = widget.HighImportance
	a.sell = newWideSelect()
	a.sellBox = newYieldBox(a.sell)
	a.god = newGodSelect(tips, func() string { return a.shows.godTip })
	a.godBox = newYieldBox(a.god)
	a.undo = widget.NewButton("", func() { call(a.on.undo) })
	a.undo.SetIcon(theme.ContentUndoIcon())
	a.ask = widget.NewButtonWithIcon("", theme.QuestionIcon(), func() { call(a.on.ask) })
	// The action buttons shorten their labels when the bar is narrow.
	a.sizes = ui.ResizedTheme{Resize: func(n fyne.ThemeSizeName, s float32) float32 {
		if barSized[n] {
			return s * a.tableScale()
		}
		return s
	}}
	a.fits = map[*widget.Button]*fitButton{}
	row := []fyne.CanvasObject{a.sellBox, a.godBox}
	for _, b := range a.buttons() {
		a.fits[b] = wrapButton(tips, b)
		a.fits[b].sizes = a.sizes
		row = append(row, a.fits[b])
	}
	a.askFit = wrapButton(tips, a.ask)
	a.askFit.sizes, a.askFit.iconOnly = a.sizes, true
	buttons := container.New(&shrinkRow{gap: theme.Padding()}, append(row, a.undo, a.askFit)...)
	a.row = container.NewThemeOverride(buttons, a.sizes)
	a.root = container.New(&barLayout{gap: 2 * theme.Padding()}, a.card, a.row, a.hint)
	a.ExtendBaseWidget(a)
	return a
}

// call calls f, if any.
func call(f func()) {
	if f != nil {
		f()
	}
}

// buttons are the action buttons in the bar's order, by slot.
func (a *actionBar) buttons() [barSlots]*widget.Button {
	return [barSlots]*widget.Button{a.pick, a.build, a.share, a.stage, a.discard, a.free}
}

// tableScale is the table's scale, 1 before it has one.
func (a *actionBar) tableScale() float32 {
	if a.on.scale == nil {
		return 1
	}
	return max(a.on.scale(), 0.01)
}

// barHeight is the bar's height at the table's scale: it grows with it,
// and keeps its height at scale 1 in a smaller window (its controls
// shrink in it).
func barHeight(scale float32) float32 { return actionH * max(scale, 1) }

// rescaled redraws the bar's controls at the table's scale, once each
// time it changes.
func (a *actionBar) rescaled() {
	if s := a.tableScale(); s != a.scale {
		a.scale = s
		for _, f := range a.fits {
			f.setFull(f.full)
		}
		a.askFit.setFull(a.askFit.full)
		a.row.Refresh()
	}
}

// act asks the table for action with the selected card.
func (a *actionBar) act(action wonders.Action) {
	if a.on.act != nil {
		a.on.act(action)
	}
}

// set shows s.
func (a *actionBar) set(s barState) {
	a.shows = s
	a.Refresh()
}

// scaledParts: the bar's texts follow the table's scale.
func (a *actionBar) scaledParts() []fyne.CanvasObject { return []fyne.CanvasObject{a.root} }

func (a *actionBar) CreateRenderer() fyne.WidgetRenderer { return &barRenderer{a: a} }

// barRenderer draws the bar's state into its controls.
type barRenderer struct{ a *actionBar }

func (r *barRenderer) Refresh() {
	a, s := r.a, r.a.shows
	a.card.set(s.card...)
	for i, b := range a.buttons() {
		shown := s.buttons[i]
		if !shown.shown {
			b.Hide()
			continue
		}
		a.fits[b].setFull(shown.label)
		if shown.open {
			b.Enable()
		} else {
			b.Disable()
		}
		b.Show()
	}
	r.sells()
	r.gods()
	a.undo.Hide()
	if s.undo != "" {
		a.undo.SetText(s.undo)
		a.undo.Show()
	}
	a.ask.Hide()
	if s.ask != "" {
		a.askFit.setFull(s.ask)
		a.ask.Enable()
		if s.askBusy {
			a.ask.Disable()
		}
		a.ask.Show()
	}
	a.hint.set(s.hint...)
	a.root.Refresh()
}

// sells shows the sales the selected card's options allow (Commerce: one
// resource a turn, for its slot's price).
func (r *barRenderer) sells() {
	a, s := r.a, r.a.shows
	if len(s.saleLabels) == 0 {
		a.sellBox.Hide()
		return
	}
	a.sell.OnChanged = nil
	a.sell.SetOptions(s.saleLabels)
	a.sell.SetSelectedIndex(max(slices.Index(s.sales, s.sold)+1, 0))
	sales := s.sales
	a.sell.OnChanged = func(string) {
		sale := 0
		if i := a.sell.SelectedIndex(); i > 0 {
			sale = sales[i-1]
		}
		if a.on.sell != nil {
			a.on.sell(sale)
		}
	}
	// The selector is as wide as its choice; its list opens as wide as
	// the longest.
	least := a.choiceWidth(a.sell.Selected)
	a.sellBox.set(least, least)
	a.sell.wide = a.choicesWidth(s.saleLabels)
	a.sellBox.Show()
}

// choiceWidth is the width a selector needs to show choice whole: its
// text, the selector's paddings and icon, in the bar's sizes.
func (a *actionBar) choiceWidth(choice string) float32 {
	return measure.Text(choice, a.sizes.Size(theme.SizeNameText), fyne.TextStyle{}).Width +
		4*a.sizes.Size(theme.SizeNameInnerPadding) + a.sizes.Size(theme.SizeNameInlineIcon) + 2
}

// choicesWidth is the width a selector needs to show its longest choice.
func (a *actionBar) choicesWidth(choices []string) float32 {
	wide := float32(0)
	for _, c := range choices {
		wide = max(wide, a.choiceWidth(c))
	}
	return wide
}

// gods shows the selected card's god choices (Faith), the selector as
// wide as its longest choice.
func (r *barRenderer) gods() {
	a, s := r.a, r.a.shows
	if len(s.godLabels) == 0 {
		a.godBox.Hide()
		return
	}
	wide := float32(0)
	for _, l := range s.godLabels {
		wide = max(wide, measure.Text(l, theme.TextSize(), fyne.TextStyle{}).Width)
	}
	a.god.wide = wide + 56
	a.god.OnChanged = nil
	a.god.SetOptions(s.godLabels)
	a.god.SetSelectedIndex(s.god)
	a.godBox.set(a.choiceWidth(s.godLabels[s.god]), min(wide+56, 260))
	a.god.OnChanged = func(string) {
		if a.on.god != nil {
			a.on.god(a.god.SelectedIndex())
		}
	}
	a.godBox.Show()
}

func (r *barRenderer) Layout(size fyne.Size) {
	r.a.root.Move(fyne.NewPos(0, 0))
	r.a.root.Resize(size)
}

func (r *barRenderer) MinSize() fyne.Size           { return r.a.root.MinSize() }
func (r *barRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.a.root} }
func (r *barRenderer) Destroy()                     {}
