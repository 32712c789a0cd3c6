package wonders

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"agora/game"
	"agora/game/wonders"
	"agora/translations"
	"agora/ui"
	"agora/ui/measure"
)

// handRow is the bottom row: the cards the seat picks from, each with its
// status badge, under a line saying whose hand it is and where it goes.
// The cards overlap when they do not fit side by side; nothing scrolls.
// Its card widgets are kept and reused; it only grows.
type handRow struct {
	t     *Table
	title *glyphRow
	held  *leaderChips // Leaders: the leaders held, beside the title
	heldW float32      // the width they were fitted to
	top   *fyne.Container
	cards []*cardWidget
	gods  []*godWidget
	row   *fyne.Container
	root  *fyne.Container
}

func newHandRow(t *Table) *handRow {
	h := &handRow{t: t, title: newGlyphRow(iconSmall, 13), held: newLeaderChips(t)}
	h.held.Hide()
	h.row = container.New(&handLayout{t: t})
	h.top = container.NewBorder(nil, nil, h.title, nil, container.New(&indent{by: 16}, h.held))
	h.root = container.NewBorder(h.top, nil, nil, nil, h.row)
	return h
}

// handCards are the cards the seat picks from now: its hand, or the
// discard pile while Halikarnassus builds from it (every card there is
// free; those the city already has are shown as built).
func (t *Table) handCards() []wonders.CardView {
	v := t.view
	if cards, ok := t.leaderCards(); ok {
		return cards
	}
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
		cw.onTap = func() {
			// At the market turn the card is chosen already: a click
			// on its face does what its badge does.
			if t.view != nil && t.view.Prompt == wonders.KindResolve {
				t.playFromBadge(cw.view)
				return
			}
			t.selectCard(cw.view)
		}
		cw.onBadge = func() { t.playFromBadge(cw.view) }
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
		if badge == "" && v.Prompt == "" && isLeader(cv.Card) {
			badge = t.leaderBadge(cv.Card)
		}
		dim := v.Prompt == "" || len(cv.Options) == 0 && v.Prompt != wonders.KindDiscardPick
		if badge != "" {
			dim = false
		}
		h.cards[i].copyOf = len(cv.Options) == 0 && v.Prompt != "" && heldTwice(cards, i)
		h.cards[i].show(cv, cv.Card == t.selected, dim, badge)
		objs = append(objs, h.cards[i])
	}
	objs = append(objs, h.godWidgets()...)
	h.row.Objects = objs
	h.row.Refresh()
	h.title.set(h.titleGlyphs()...)
	h.heldLeaders()
	h.top.Refresh() // the title's width changed: lay the line out again
}

// heldTwice reports whether cards holds another copy of card i that the
// seat may play: i is then the greyed second copy.
func heldTwice(cards []wonders.CardView, i int) bool {
	for j, cv := range cards {
		if j != i && cv.Card == cards[i].Card && len(cv.Options) > 0 {
			return true
		}
	}
	return false
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
	if g := h.leaderTitle(); g != nil {
		return g
	}
	n := v.NumCities
	next := (t.seat + v.Direction + n) % n
	key := "wonders.ui.hand.left"
	if v.Direction < 0 {
		key = "wonders.ui.hand.right"
	}
	return []glyph{
		{icon: lockIcon, text: w.N("wonders.ui.hand.title", len(t.cards), map[string]any{"Name": w.names[t.seat], "Elide": translations.Elides(w.names[t.seat]), "N": len(t.cards)}), bold: true, color: bold},
		{text: w.T(key, map[string]any{"Name": w.city(v, next)}), space: true},
	}
}

// selectCard makes cv the card being decided about; a card without
// options, or on a picture of the game, cannot be selected.
func (t *Table) selectCard(cv wonders.CardView) {
	if len(cv.Options) == 0 || t.ctx.ReadOnly != nil { // a picture: nothing to decide
		return
	}
	t.grace.Cancel() // a change of mind while the choice is held
	t.selected, t.paying, t.plan, t.god = cv.Card, 0, 0, godChoice{}
	t.hand.update()
	t.prompt.update()
	t.showActions()
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

// handLayout lays the cards side by side, as wide as their height asks
// (a little wider, up to cardAspectWide, when the row has room), and
// overlaps them when they do not fit: each card then shows a strip of
// its left side (corner shape, cost, badge), the last one whole. The god
// cards (Faith) follow at their own width, or stand one over the other in
// a column when that gives the cards the width their names need
// (godcompact.go). Nothing scrolls. The cards
// grow with the row's height, which the table's layout bounds.
type handLayout struct{ t *Table }

const (
	handGap = 6
	// handGapTight is the gap of a hand whose gods stand in a column.
	handGapTight = 3
	cardMinWidth = 104
	// cardLeast is how narrow a crowded hand's cards get (7 players and
	// every expansion in a small window) before they overlap.
	cardLeast    = 62
	cardMaxWidth = 160  // a leader's card in the draft
	cardAspect   = 0.66 // a face's width to its height
	// cardAspectWide is the widest a face grows to when the row has
	// room for its cards at that width.
	cardAspectWide = 0.7
	handMinH       = 112 // the least height of the cards' row
	handMaxH       = 220 // the cards' height at scale 1 (motion.go)
)

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

// handStep is the card width for a row of size and the distance from one
// card to the next: the width plus a gap when n cards fit; narrower cards,
// down to cardLeast, when they do not; overlapping cards past that.
func handStep(n, gods int, size fyne.Size) (width, step float32) {
	return handStepBeside(n, gods, godWidth, handGap, size)
}

// handStepBeside is handStep beside god cards godW wide, gap apart.
func handStepBeside(n, gods int, godW, gap float32, size fyne.Size) (width, step float32) {
	faceH := size.Height - cardLift - badgeBelow
	width = max(faceH*cardAspect, cardMinWidth)
	avail := size.Width - float32(gods)*(godW+gap)
	if n > 0 {
		width = max(width, min((avail-float32(n-1)*gap)/float32(n), faceH*cardAspectWide))
	}
	width = min(width, max(avail, cardLeast))
	if n > 0 && float32(n)*(width+gap)-gap > avail {
		width = max((avail-float32(n-1)*gap)/float32(n), cardLeast)
	}
	step = width + gap
	if n > 1 && float32(n)*step-gap > avail {
		step = max((avail-width)/float32(n-1), 10)
	}
	return width, step
}

// handSlots is where each of n cards goes in a hand row of size beside
// gods god cards, sel being the selected card (-1 for none): the cards'
// width, each card's x, and how much of each the next one leaves visible
// (0: all of it). When the cards overlap the selected one shows whole and
// the others close up a little more to make room for it.
func handSlots(n, gods, sel int, godW, gap float32, size fyne.Size) (width float32, xs, peeks []float32) {
	width, step := handStepBeside(n, gods, godW, gap, size)
	tight := step
	if step >= width || n <= 2 || sel < 0 || sel >= n-1 {
		sel = -1
	} else {
		avail := size.Width - float32(gods)*(godW+gap)
		if tight = (avail - 2*width - 2) / float32(n-2); tight < 10 {
			sel, tight = -1, step
		}
	}
	x := float32(0)
	for i := range n {
		xs = append(xs, x)
		peek := float32(0)
		if step < width && i < n-1 && i != sel {
			peek = tight
		}
		peeks = append(peeks, peek)
		switch {
		case sel < 0:
			x += step
		case i == sel:
			x += width + 2
		default:
			x += tight
		}
	}
	return width, xs, peeks
}

func (l handLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	g := godCount(objs)
	h := size.Height
	// the god cards grow with the table in a large window
	godW := godWidth * max(l.t.scaleOr1(), 1)
	n, sel := 0, -1
	for _, o := range objs {
		if cw, ok := o.(*cardWidget); ok {
			if cw.selected {
				sel = n
			}
			n++
		}
	}
	width, xs, peeks := handSlots(n, g, sel, godW, handGap, size)
	// Cards too narrow for their names: the gods stand in a column, if
	// that gives the cards more room (godcompact.go).
	column, bare := false, false
	var colW float32
	if need := l.namesNeed(objs, g); width < need {
		for _, b := range []bool{false, true} {
			cw, fits := l.godColumn(objs, h, b)
			if !fits {
				continue
			}
			if w, cxs, cpeeks := handSlots(n, 1, sel, cw, handGapTight, size); w > width {
				width, xs, peeks, colW, column, bare = w, cxs, cpeeks, cw, true, b
			}
			if width >= need {
				break
			}
		}
	}
	gap := float32(handGap)
	if column {
		gap = handGapTight
	}
	rowH := (h - float32(g-1)*gap) / float32(max(g, 1))
	i, j, end := 0, 0, float32(0)
	for _, o := range objs {
		if cw, ok := o.(*cardWidget); ok {
			cw.Move(fyne.NewPos(xs[i], 0))
			cw.Resize(fyne.NewSize(width, h))
			cw.setPeek(peeks[i])
			end = xs[i] + width + gap
			i++
			continue
		}
		gw, _ := o.(*godWidget)
		if gw != nil {
			gw.setCompact(column, bare)
		}
		if column {
			o.Move(fyne.NewPos(end, float32(j)*(rowH+gap)))
			o.Resize(fyne.NewSize(colW, rowH))
			j++
			continue
		}
		o.Move(fyne.NewPos(end, 0))
		o.Resize(fyne.NewSize(godW, h))
		end += godW + handGap
	}
	l.evenPowers(objs)
}

// evenPowers writes the gods' powers at one size: the least of the sizes
// at which each is whole on its card (each card finds its own whatever
// the size it is asked to keep to).
func (l handLayout) evenPowers(objs []fyne.CanvasObject) {
	var gods []*godWidget
	least := float32(0)
	for _, o := range objs {
		if gw, ok := o.(*godWidget); ok && !gw.compact {
			gods = append(gods, gw)
			if f := gw.powerFit; f > 0 && (least == 0 || f < least) {
				least = f
			}
		}
	}
	for _, gw := range gods {
		gw.setPowerCap(least)
	}
}

// namesNeed is the width the hand's cards need for their names whole
// (on two lines at most, at the faces' least text size), beside gods
// god cards: 0 when fewer than two, which a column would not help.
func (l handLayout) namesNeed(objs []fyne.CanvasObject, gods int) float32 {
	need := float32(0)
	if l.t == nil || gods < 2 {
		return need // no god cards to stand in a column
	}
	for _, o := range objs {
		if cw, ok := o.(*cardWidget); ok && cw.view.Card != wonders.NoCard {
			need = max(need, nameNeed(l.t.words.card(cw.view.Card), l.t.faceText(), fyne.TextStyle{Bold: true})+namePad)
		}
	}
	return need
}

// godColumn is the width of the god cards stood one over the other in a
// row h high, their badges bare or not, and whether they fit there.
func (l handLayout) godColumn(objs []fyne.CanvasObject, h float32, bare bool) (float32, bool) {
	var gods []*godWidget
	for _, o := range objs {
		if gw, ok := o.(*godWidget); ok {
			gods = append(gods, gw)
		}
	}
	width, rowH := float32(0), (h-float32(len(gods)-1)*handGapTight)/float32(len(gods))
	fits := true
	for _, gw := range gods {
		was, wasBare := gw.compact, gw.bare
		gw.setCompact(true, bare)
		s := gw.compactSize()
		gw.setCompact(was, wasBare)
		width = max(width, s.Width)
		fits = fits && s.Height <= rowH+0.5
	}
	return width, fits
}

// AllowsOverlap lets hand cards overlap one another, as a fan (Kept).
func (handLayout) AllowsOverlap(a, b fyne.CanvasObject) bool {
	_, ca := a.(*cardWidget)
	_, cb := b.(*cardWidget)
	return ca && cb
}

// Kept are the parts of a hand card the next cards must leave in sight
// (ui.Fan): its name as drawn on the name plate, and its badge.
func (handLayout) Kept(o fyne.CanvasObject) []ui.Part {
	cw, ok := o.(*cardWidget)
	if !ok || cw.r == nil {
		return nil
	}
	var out []ui.Part
	for _, t := range []*canvas.Text{cw.r.art.title, cw.r.art.title2} {
		if t.Visible() && t.Text != "" {
			m := measure.Text(t.Text, t.TextSize, t.TextStyle)
			out = append(out, ui.Part{Pos: t.Position(), Size: fyne.NewSize(min(m.Width, t.Size().Width), t.Size().Height)})
		}
	}
	if p := cw.r.pill; p.Visible() {
		out = append(out, ui.Part{Pos: p.Position(), Size: p.Size()})
	}
	return out
}

func (handLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	if len(objs) == 0 {
		return fyne.NewSize(cardMinWidth, 0) // nothing in hand: the title is enough
	}
	g := godCount(objs)
	return fyne.NewSize(cardMinWidth+float32(g)*(godWidth+handGap), handMinH)
}
