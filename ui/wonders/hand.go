package wonders

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"agora/game"
	"agora/game/wonders"
)

// handRow is the bottom row: the cards the seat picks from, each with its
// status badge, under a line saying whose hand it is and where it goes.
// Its card widgets are kept and reused; it only grows.
type handRow struct {
	t     *Table
	title *glyphRow
	cards []*cardWidget
	gods  []*godWidget
	row   *fyne.Container
	root  *fyne.Container
}

func newHandRow(t *Table) *handRow {
	h := &handRow{t: t, title: newGlyphRow(iconSmall, 13)}
	h.row = container.New(&handLayout{})
	h.root = container.NewBorder(h.title, nil, nil, nil, container.NewHScroll(h.row))
	return h
}

// handCards are the cards the seat picks from now: its hand, or the
// discard pile while Halikarnassus builds from it (every card there is
// free; those the city already has are shown as built).
func (t *Table) handCards() []wonders.CardView {
	v := t.view
	if v.Prompt != wonders.KindDiscardPick {
		return v.Hand
	}
	var out []wonders.CardView
	seen := map[wonders.Card]bool{}
	for _, card := range v.Discard {
		if seen[card] {
			continue
		}
		seen[card] = true
		cv := wonders.CardView{Card: card, Status: wonders.StatusOwned}
		for _, o := range v.Options {
			if wonders.MustDecode(o).Card == card {
				cv.Options = append(cv.Options, o)
				cv.Status = wonders.StatusFree
			}
		}
		out = append(out, cv)
	}
	return out
}

// update draws the cards: the chosen one marked while the others choose,
// all dimmed while the seat has nothing to decide.
func (h *handRow) update() {
	t, w, v := h.t, h.t.words, h.t.view
	cards := t.cards
	for len(h.cards) < len(cards) {
		cw := newCardWidget(t, nil)
		cw.onTap = func() { t.selectCard(cw.view) }
		h.cards = append(h.cards, cw)
	}
	var chosen []wonders.Move
	if v.Prompt == "" {
		chosen = v.Chosen
	}
	objs := make([]fyne.CanvasObject, 0, len(cards))
	for i, cv := range cards {
		badge := ""
		for _, m := range chosen {
			if m.Card == cv.Card && badge == "" {
				badge = w.T("wonders.ui.badge." + m.Action.String())
			}
		}
		dim := v.Prompt == "" || len(cv.Options) == 0 && v.Prompt != wonders.KindDiscardPick
		if badge != "" {
			dim = false
		}
		h.cards[i].show(cv, cv.Card == t.selected, dim, badge)
		objs = append(objs, h.cards[i])
	}
	objs = append(objs, h.godWidgets()...)
	h.row.Objects = objs
	h.row.Refresh()
	h.title.set(h.titleGlyphs()...)
}

// titleGlyphs says whose cards these are and where they go next.
func (h *handRow) titleGlyphs() []glyph {
	t, w, v := h.t, h.t.words, h.t.view
	bold := theme.Color(theme.ColorNameForeground)
	if v.Over {
		return []glyph{{text: w.T("wonders.ui.game_over"), bold: true, color: bold}}
	}
	if v.Prompt == wonders.KindDiscardPick {
		return []glyph{{icon: lockIcon, text: w.N("wonders.ui.hand.pile", len(t.cards), map[string]any{"N": len(t.cards)}), bold: true, color: bold}}
	}
	if g := h.prayerTitle(); g != nil {
		return g
	}
	n := v.NumCities
	next := (t.seat + v.Direction + n) % n
	key := "wonders.ui.hand.left"
	if v.Direction < 0 {
		key = "wonders.ui.hand.right"
	}
	return []glyph{
		{icon: lockIcon, text: w.N("wonders.ui.hand.title", len(t.cards), map[string]any{"Name": w.names[t.seat], "N": len(t.cards)}), bold: true, color: bold},
		{text: w.T(key, map[string]any{"Name": w.city(v, next)}), space: true},
	}
}

// selectCard makes cv the card being decided about; a card without
// options cannot be selected.
func (t *Table) selectCard(cv wonders.CardView) {
	if len(cv.Options) == 0 {
		return
	}
	t.grace.Cancel() // a change of mind while the choice is held
	t.selected, t.paying, t.plan, t.god = cv.Card, 0, 0, godChoice{}
	t.hand.update()
	t.prompt.update()
	t.actions.update()
}

// optionsFor are the selected card's options doing action.
func (t *Table) optionsFor(action wonders.Action) []game.Option {
	cv := t.selectedView()
	if cv == nil {
		return nil
	}
	var out []game.Option
	for _, o := range cv.Options {
		if m := wonders.MustDecode(o); m.Action == action && m.Sell == t.sell && choiceOf(m) == t.god {
			out = append(out, o)
		}
	}
	return out
}

// sales are the resources the selected card's options may sell, each
// plus one, in resource order.
func (t *Table) sales() []int {
	cv := t.selectedView()
	if cv == nil {
		return nil
	}
	var seen [wonders.NumResources + 1]bool
	for _, o := range cv.Options {
		seen[wonders.MustDecode(o).Sell] = true
	}
	var out []int
	for s := 1; s < len(seen); s++ {
		if seen[s] {
			out = append(out, s)
		}
	}
	return out
}

// handLayout lays the cards side by side, as wide as seven fit, narrower
// down to a minimum when more must (a long discard pile scrolls).
type handLayout struct{}

const (
	handGap      = 6
	cardMinWidth = 112
	cardMaxWidth = 160
)

func (handLayout) width(n int, avail float32) float32 {
	w := (avail - handGap*float32(max(n, 7)-1)) / float32(max(n, 7))
	return min(max(w, cardMinWidth), cardMaxWidth)
}

// cardMinWithGods is a card's narrowest width beside the god hand, so
// that 7 cards and 3 gods fit a 1280-pixel window.
const cardMinWithGods = 104

// godCount is how many of the objects are god cards (Faith), laid after
// the cards at their own width.
func godCount(objs []fyne.CanvasObject) int {
	n := 0
	for _, o := range objs {
		if _, ok := o.(*godWidget); ok {
			n++
		}
	}
	return n
}

func (l handLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	g := godCount(objs)
	w := l.width(len(objs)-g, size.Width-float32(g)*(godWidth+handGap))
	if g > 0 && w <= cardMinWidth {
		n := max(len(objs)-g, 7)
		w = max((size.Width-float32(g)*(godWidth+handGap)-handGap*float32(n-1))/float32(n), cardMinWithGods)
	}
	x := float32(0)
	for _, o := range objs {
		ow := w
		if _, ok := o.(*godWidget); ok {
			ow = godWidth
		}
		o.Move(fyne.NewPos(x, 0))
		o.Resize(fyne.NewSize(ow, cardHeight))
		x += ow + handGap
	}
}

func (handLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	g := godCount(objs)
	cw := float32(cardMinWidth)
	if g > 0 {
		cw = cardMinWithGods
	}
	return fyne.NewSize(float32(len(objs)-g)*(cw+handGap)+float32(g)*(godWidth+handGap), cardHeight)
}
