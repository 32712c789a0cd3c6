package wonders

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"agora/ui"
)

// header is the top bar: the Age and turn, where hands go, who is still
// choosing, whose seat the screen shows, and the table's one menu button.
// It is a widget that draws what it is given (headerState, filled by the
// table in header_state.go); its menu's entries carry what they ask of
// the table.
type header struct {
	widget.BaseWidget
	shows headerState
	turn  *glyphRow
	state *fitText // who is still choosing, shortened to its room (in full on hover)
	who   *glyphRow
	menu  *widget.Button
	root  *fyne.Container
}

// headerState is what the header shows.
type headerState struct {
	turn, who []glyph
	// waiting is who is still choosing (or that the game is over).
	waiting string
	// menu is the menu button's label; items the menu's entries.
	menu  string
	items []headerItem
}

// headerItem is one entry of the table's menu.
type headerItem struct {
	label string
	do    func()
}

func newHeader(tips *tipLayer) *header {
	// The waiting line follows the table's scale as the turn does.
	h := &header{turn: newGlyphRow(iconMid, 15), state: newFitText(tips, 14, false, nil), who: newGlyphRow(iconSmall, 13)}
	h.menu = ui.NewMenuButton("", h.menuItems)
	right := container.NewHBox(container.NewCenter(h.who), h.menu)
	h.root = container.NewBorder(nil, widget.NewSeparator(), container.NewPadded(h.turn), right, container.NewPadded(h.state))
	h.ExtendBaseWidget(h)
	return h
}

// set shows s.
func (h *header) set(s headerState) {
	h.shows = s
	h.Refresh()
}

// openMenu opens the table's menu under its button.
func (h *header) openMenu() { ui.ShowMenuUnder(h.menu, h.menuItems()) }

// menuItems are the menu's entries for the game on the table.
func (h *header) menuItems() []*fyne.MenuItem {
	items := h.shows.items
	out := make([]*fyne.MenuItem, len(items))
	for i, it := range items {
		out[i] = fyne.NewMenuItem(it.label, it.do)
	}
	return out
}

// scaledParts: the header's texts follow the table's scale.
func (h *header) scaledParts() []fyne.CanvasObject { return []fyne.CanvasObject{h.root} }

func (h *header) CreateRenderer() fyne.WidgetRenderer { return &headerRenderer{h: h} }

// headerRenderer draws the header's state into its bar.
type headerRenderer struct{ h *header }

func (r *headerRenderer) Refresh() {
	h, s := r.h, r.h.shows
	h.turn.set(s.turn...)
	h.menu.SetText(s.menu)
	h.state.set(s.waiting, nil)
	h.who.set(s.who...)
	h.root.Refresh() // the texts' widths changed: lay the bar out again
}

func (r *headerRenderer) Layout(size fyne.Size) {
	r.h.root.Move(fyne.NewPos(0, 0))
	r.h.root.Resize(size)
}

func (r *headerRenderer) MinSize() fyne.Size           { return r.h.root.MinSize() }
func (r *headerRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.h.root} }
func (r *headerRenderer) Destroy()                     {}
