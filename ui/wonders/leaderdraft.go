package wonders

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"agora/game"
	"agora/game/wonders"
	"agora/ui"
)

// The leader draft (Leaders) in the prompt area, the place the Prayer
// takes for Faith: the leaders the seat keeps one from, each drawn as a
// leader card with a Keep badge; one click on the card or its badge keeps
// it, the rest going to the seat the title names. The leaders kept so
// far wait in the hand row (leaderhand.go).

// draftCardMinW is a draft card's least width: four side by side fit
// the narrowest prompt.
const draftCardMinW = 72

// leaderRow is the draft's leaders side by side, as large as the prompt's
// room allows.
type leaderRow struct {
	t     *Table
	pass  *glyphRow // where the leaders not kept go
	cards []*cardWidget
	lay   *leaderRowLayout
	root  *fyne.Container
	// n is how many cards the row shows; below is the height the prompt
	// keeps under the row besides its title (the words and the coins of
	// Pégase's and Méduse's picks, myths_prompt.go).
	n     int
	below float32
}

func newLeaderRow(t *Table) *leaderRow {
	r := &leaderRow{t: t, lay: &leaderRowLayout{}, pass: newGlyphRow(iconSmall, 12)}
	r.root = container.New(r.lay)
	return r
}

// set shows the leaders of hand, each keeping its option of opts.
func (r *leaderRow) set(hand []wonders.Card, opts []game.Option) {
	r.setCards(hand, opts, wonders.Pick, r.t.words.T("wonders.ui.leaders.keep"))
}

// setCards shows the cards of hand, each playing its option of opts with
// action, badge on its badge.
func (r *leaderRow) setCards(hand []wonders.Card, opts []game.Option, action wonders.Action, badge string) {
	t := r.t
	r.n = len(hand)
	for len(r.cards) < len(hand) {
		cw := newCardWidget(t, nil)
		cw.minW = draftCardMinW
		cw.onTap = func() { r.keep(cw) }
		cw.onBadge = cw.onTap
		cw.noDrag = true
		r.cards = append(r.cards, cw)
	}
	objs := make([]fyne.CanvasObject, 0, len(hand))
	for i, l := range hand {
		cv := wonders.CardView{Card: l, Status: wonders.StatusFree}
		for _, o := range opts {
			if m := wonders.MustDecode(o); m.Card == l && m.Action == action {
				cv.Options = append(cv.Options, o)
			}
		}
		b := badge
		if len(cv.Options) == 0 {
			b = "" // a card that cannot be chosen (Méduse's, a name the city holds) has no badge
		}
		r.cards[i].show(cv, false, len(cv.Options) == 0, b)
		objs = append(objs, r.cards[i])
	}
	r.lay.height = r.height()
	r.root.Objects = objs
	r.root.Refresh()
}

// keep plays the draft pick of the card tapped.
func (r *leaderRow) keep(cw *cardWidget) {
	if len(cw.view.Options) > 0 {
		r.t.play(cw.view.Options[0])
	}
}

// height is the row's height in the room the table leaves the prompt:
// its title and a line of words aside, within a hand card's bounds. The
// row is the decision: it never goes into the prompt's scroll, however
// tall (see promptArea.update).
func (r *leaderRow) height() float32 {
	p := r.t.prompt
	if p.room <= 0 {
		return maxFixedList - r.pass.MinSize().Height - 3 // not laid out yet
	}
	// The title's line, two of the body's, the frame's paddings; and no
	// taller than cards as wide as the widest prompt holds.
	words := 2*promptPad + 2*theme.Padding() + 8 + p.title.lineHeight() + r.pass.MinSize().Height + r.below
	h := within(p.room-words, miniMinHeight+cardLift+badgeBelow+16, cardMaxWidth/cardAspect+cardLift+badgeBelow)
	if n := float32(max(r.n, 1)); p.widest > 0 {
		w := (p.inner(p.widest) - (n-1)*handGap) / n
		h = min(h, max(w/cardAspect+cardLift+badgeBelow, miniMinHeight+cardLift+badgeBelow+16))
	}
	return float32(int(h))
}

// leaderRowLayout lays the draft's cards side by side at the row's
// height, as wide as a card face of that height, narrower when the row
// is too narrow for them, never narrower than minW (draftCardMinW when
// 0).
type leaderRowLayout struct{ height, minW float32 }

// least is a card's least width in the row.
func (l *leaderRowLayout) least() float32 { return max(l.minW, draftCardMinW) }

func (l *leaderRowLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	n := float32(len(objs))
	if n == 0 {
		return
	}
	w := within((size.Height-cardLift-badgeBelow)*cardAspect, l.least(), cardMaxWidth)
	w = max(min(w, (size.Width-(n-1)*handGap)/n), l.least())
	for i, o := range objs {
		o.Move(fyne.NewPos(float32(i)*(w+handGap), 0))
		o.Resize(fyne.NewSize(w, size.Height))
	}
}

func (l *leaderRowLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	n := float32(len(objs))
	if n == 0 {
		return fyne.Size{}
	}
	w := within((l.height-cardLift-badgeBelow)*cardAspect, l.least(), cardMaxWidth)
	return fyne.NewSize(float32(int(n*w+(n-1)*handGap)), l.height)
}

// leaderDraft fills the prompt area for the leader draft; it returns the
// title and the body.
func (p *promptArea) leaderDraft() (string, string) {
	t, w, v := p.t, p.t.words, p.t.view
	lv := v.Leaders
	if p.leaders == nil {
		p.leaders = newLeaderRow(t)
	}
	p.leaders.set(lv.Draft, v.Options)
	p.leaders.pass.set()
	// The last leader of the draft goes to no one: no line says so.
	if lv.PassTo >= 0 && len(lv.Draft) > 1 {
		g := passGlyph(t, lv.PassTo)
		g.space = false
		p.leaders.pass.set(g)
		p.list.Objects = append(p.list.Objects, p.leaders.pass)
	}
	p.list.Objects = append(p.list.Objects, p.leaders.root)
	p.fixed = true
	return w.T("wonders.prompt.leader-draft"), ""
}

// leaderWaiting is what the prompt says once the seat has kept its
// leader or made its recruitment choice.
func (p *promptArea) leaderWaiting() string {
	m, ok := p.t.leaderChoice()
	if !ok {
		return ""
	}
	return p.t.words.move(m)
}

// setRoom tells the prompt the tallest the table may make it; the
// draft's cards take their height from it.
func (p *promptArea) setRoom(room, widest float32) {
	p.room, p.widest = room, widest
	if p.leaders != nil {
		p.leaders.lay.height = p.leaders.height()
	}
	if p.drawn != nil {
		p.drawn.lay.height = p.drawn.height()
	}
}

// keepNth keeps the draft's n-th leader (0-based), as a click on it
// would; it reports whether there is one to keep.
func (r *leaderRow) keepNth(n int) bool {
	if n < 0 || n >= len(r.root.Objects) {
		return false
	}
	cw := r.root.Objects[n].(*cardWidget)
	if len(cw.view.Options) == 0 {
		return false
	}
	r.keep(cw)
	return true
}

// autoKeepLeader keeps, for a person's seat, the draft's last leader when
// the engine offers it nothing else: a pick with one option is no
// decision. It reports whether it played.
func (t *Table) autoKeepLeader() bool {
	if t.ctx.ReadOnly != nil {
		return false
	}
	for _, p := range t.src.Pending() {
		if p.Kind != wonders.KindLeaderDraft || !t.src.Here(p.Seat) {
			continue
		}
		if opts := t.src.Legal(p.Seat); len(opts) == 1 {
			if err := t.src.Apply(p.Seat, opts[0]); err != nil {
				t.fail(err)
				return false
			}
			return true
		}
	}
	return false
}

// draftLog is the log's lines for the leader draft: a heading and the
// leaders the seat at the screen kept, in order; the others' picks are
// hidden.
func (t *Table) draftLog() []ui.LogEntry {
	if t.view == nil || t.view.Leaders == nil {
		return nil
	}
	own, _ := t.src.Own(game.Seat(t.seat))
	kept := wonders.DraftedLeaders(ownDecisions(game.Seat(t.seat), own), game.Seat(t.seat))
	if len(kept) == 0 {
		return nil
	}
	w := t.words
	out := []ui.LogEntry{{Lines: []string{w.T("wonders.ui.leaders.phase_draft", map[string]any{"Age": romanAge(1)})}, Heading: true}}
	for _, l := range kept {
		out = append(out, ui.LogEntry{Lines: wrap(w.T("wonders.ui.leaders.log_keep", map[string]any{"Card": w.card(l)}), logWidth-30, logText, 3), Mine: true})
	}
	return out
}
