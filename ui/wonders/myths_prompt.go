package wonders

import (
	"cmp"
	"maps"
	"math/bits"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	"agora/game/wonders"
	"agora/ui/measure"
)

// The prompts of the Faith gods that need Leaders or Cities, in the
// prompt area like Faith's other god prompts: Pégase's leaders and
// Méduse's black cards drawn for the seat, as card faces one click puts
// in play, with the 3 coins taken instead; Nout's debt tokens, one
// button per way to hand them out; and the answer to Hécate or Héra, one
// button per number of coins paid, the rest as debt.

// drawPrompt reports whether kind is Pégase's or Méduse's pick.
func drawPrompt(kind string) bool {
	return kind == wonders.KindPegasus || kind == wonders.KindMedusa
}

// myths fills the prompt area for one of these prompts; it reports false
// for another kind. It returns the title and the body.
func (p *promptArea) myths() (title, body string, ok bool) {
	t, w, v := p.t, p.t.words, p.t.view
	switch v.Prompt {
	case wonders.KindPegasus, wonders.KindMedusa:
		return p.drawnPick()
	case wonders.KindNout:
		n := 0
		if t.seat < len(v.Cities) {
			n = min(v.Cities[t.seat].Debt, 3)
		}
		body = w.N("wonders.ui.prompt.nout", n, map[string]any{"N": n})
		p.choiceList(p.optionButtons(p.noutOptions()), 2)
		return w.god(godByID("nout")), body, true
	case wonders.KindDues:
		// The engine's order: the most coins paid first.
		p.choiceList(p.optionButtons(slices.Clone(v.Options)), 1)
		title, body = p.duesPrompt()
		return title, body, true
	}
	return "", "", false
}

// godByID is a god of the catalog by its id (NoGod when unknown).
func godByID(id string) wonders.God {
	if g, ok := wonders.GodByID(id); ok {
		return g
	}
	return wonders.NoGod
}

// optionButtons makes one button per option, in the order given, each
// labelled by optionLabel, for the prompt's list.
func (p *promptArea) optionButtons(opts []game.Option) []*fitButton {
	t := p.t
	for i, o := range opts {
		for len(p.faithButtons) <= i {
			p.faithButtons = append(p.faithButtons, newFitButton(tipsOf(t), nil))
		}
		f := p.faithButtons[i]
		opt := o
		f.sizes = nil
		f.setFull(p.optionLabel(wonders.MustDecode(o)))
		f.b.OnTapped = func() { t.play(opt) }
		f.b.Alignment = widget.ButtonAlignLeading
		f.b.Importance = widget.LowImportance
	}
	p.fixed = true
	return p.faithButtons[:len(opts)]
}

// choiceList puts the buttons in the prompt's list, compact, in up to
// cols columns.
func (p *promptArea) choiceList(buttons []*fitButton, cols int) {
	if p.choices == nil {
		p.choices = newChoiceGrid()
	}
	p.choices.set(buttons, p.inner(max(p.widest, minPromptW)), cols)
	p.list.Objects = append(p.list.Objects, p.choices)
}

// drawnPick shows the cards Pégase or Méduse drew side by side, each
// put in play by a click on it or its badge, and the coins button.
func (p *promptArea) drawnPick() (string, string, bool) {
	t, w, v := p.t, p.t.words, p.t.view
	if p.drawn == nil {
		p.drawn = newLeaderRow(t)
		p.drawnCoins = newFitButton(tipsOf(t), nil)
	}
	var drawn []wonders.Card
	if v.Faith != nil {
		drawn = v.Faith.Drawn
	}
	god, badge := godByID("pegasus"), w.T("wonders.ui.act.recruit")
	if v.Prompt == wonders.KindMedusa {
		god, badge = godByID("medusa"), w.T("wonders.ui.act.build")
	}
	body := w.T("wonders.ui.prompt." + god.String())
	// The cards take the room the coins button and a line of the words
	// leave: in a short window the words give way (promptArea.fit), the
	// hint line saying what to do.
	p.drawn.below = p.body.lineHeight() + p.drawnCoins.MinSize().Height + 12
	// Cards wide enough for their badge's word, whatever their height.
	p.drawn.lay.minW = measure.Text(badge, 12, fyne.TextStyle{Bold: true}).Width + 24
	p.drawn.setCards(drawn, v.Options, wonders.Build, badge)
	for _, cw := range p.drawn.cards {
		cw.minW = p.drawn.lay.least()
	}
	p.drawn.lay.height = p.drawn.height()
	if p.drawnAsRows() {
		// Cards too small to read: a row per card, its power whole.
		for i, c := range drawn {
			for len(p.drawnRows) <= i {
				p.drawnRows = append(p.drawnRows, newDraftRow(t))
			}
			p.drawnRows[i].setDrawn(c, v.Options, badge)
			p.list.Objects = append(p.list.Objects, p.drawnRows[i].root)
		}
	} else {
		p.list.Objects = append(p.list.Objects, p.drawn.root)
	}
	p.drawnCoins.Hide()
	for _, o := range v.Options {
		if m := wonders.MustDecode(o); m.Action == wonders.Discard {
			opt := o
			p.drawnCoins.setFull(w.T("wonders.ui.faith.drawn_coins"))
			p.drawnCoins.b.OnTapped = func() { t.play(opt) }
			p.drawnCoins.b.Importance = widget.MediumImportance
			p.drawnCoins.Show()
			p.list.Objects = append(p.list.Objects, p.drawnCoins)
		}
	}
	p.fixed = true
	return w.god(god), body, true
}

// drawnCardMinW is the least width of a drawn card face whose power
// reads: under it the cards are drawn as rows.
const drawnCardMinW = 150

// drawnAsRows reports whether the cards Pégase or Méduse drew are too
// small to read as card faces in the room the table gives: their names
// and powers then go on rows, like the Prayer's gods.
func (p *promptArea) drawnAsRows() bool {
	n := float32(max(p.drawn.n, 1))
	w := (p.drawn.lay.height - cardLift - badgeBelow) * cardAspect
	if p.widest > 0 {
		w = min(w, (p.inner(p.widest)-(n-1)*handGap)/n)
	}
	return w < drawnCardMinW*max(p.t.scaleOr1(), 1)
}

// setDrawn shows a card Pégase or Méduse drew on a row: its picture and
// name, its power whole, and the button that puts it in play
// (none when it cannot be chosen).
func (r *draftRow) setDrawn(card wonders.Card, opts []game.Option, label string) {
	t, w := r.t, r.t.words
	size := t.textAt(12)
	r.head.px, r.head.size = t.sc(iconSmall), size
	icon, power := leaderIcon, ""
	if isBlack(card) {
		icon, power = blackIcon, w.blackPower(card)
	} else {
		power = w.leaderPower(card)
	}
	if pic := cardPicture(card); pic != nil {
		icon = pic
	}
	// played for free: no cost to show
	r.head.set(glyph{icon: icon, text: w.card(card), bold: true})
	r.text.full = ""
	r.power.size = size
	r.power.set(power, r.textW(t.prompt.measuredInner()), theme.Color(theme.ColorNameForeground))
	r.keepTheme.Theme = compactButtons
	r.keepTheme.Refresh()
	r.keep.SetText(label)
	r.opt = 0
	for _, o := range opts {
		if m := wonders.MustDecode(o); m.Card == card && m.Action == wonders.Build {
			r.opt = o
		}
	}
	if r.opt != 0 {
		r.keep.Enable()
	} else {
		r.keep.Disable()
	}
	r.root.Refresh()
}

// drawnChoices are the prompt's choices in the order shown while Pégase
// or Méduse picks: a card of the row (tapping it), then the coins.
func (p *promptArea) drawnChoices() []func() bool {
	if p.drawn == nil || !drawPrompt(p.t.view.Prompt) {
		return nil
	}
	var out []func() bool
	for i := range p.drawn.n {
		if p.drawnAsRows() && i < len(p.drawnRows) {
			r := p.drawnRows[i]
			out = append(out, func() bool { return press(r.keep) })
			continue
		}
		out = append(out, func() bool { return p.drawn.keepNth(i) })
	}
	if p.drawnCoins.Visible() {
		out = append(out, func() bool { return press(p.drawnCoins.b) })
	}
	return out
}

// noutOptions are Nout's ways to hand out the tokens in the order a
// player reads them: the tokens spread one by one first, then by the
// city getting two; each by the cities' order round the table from the
// seat's left.
func (p *promptArea) noutOptions() []game.Option {
	t, v := p.t, p.t.view
	order := func(mask uint8) []int { return t.roundTable(mask) }
	opts := slices.Clone(v.Options)
	slices.SortStableFunc(opts, func(a, b game.Option) int {
		ma, mb := wonders.MustDecode(a), wonders.MustDecode(b)
		twosA, twosB := uint8(ma.Price), uint8(mb.Price)
		if c := cmp.Compare(bits.OnesCount8(twosA), bits.OnesCount8(twosB)); c != 0 {
			return c
		}
		if c := slices.Compare(order(twosA), order(twosB)); c != 0 {
			return c
		}
		if c := cmp.Compare(bits.OnesCount8(mb.Targets), bits.OnesCount8(ma.Targets)); c != 0 {
			return c
		}
		return slices.Compare(order(ma.Targets&^twosA), order(mb.Targets&^twosB))
	})
	return opts
}

// roundTable lists the cities of mask by their place round the table
// from the seat's left neighbour: that neighbour is 1, the next 2...
func (t *Table) roundTable(mask uint8) []int {
	n := t.view.NumCities
	var out []int
	for i := 1; i < n; i++ {
		if c := (t.seat + i) % n; mask&(1<<c) != 0 {
			out = append(out, i)
		}
	}
	return out
}

// noutLabel names a way to hand out Nout's tokens: "2 to Bo, 1 to Cy",
// the city getting two first, then round the table from the left.
func (p *promptArea) noutLabel(m wonders.Move) string {
	t, w, v := p.t, p.t.words, p.t.view
	n := v.NumCities
	var order []int
	for i := 1; i < n; i++ {
		order = append(order, (t.seat+i)%n) // the left neighbour first
	}
	return w.shares(m, order, func(c int) string { return w.city(v, c) })
}

// shares names the cities of Nout's move m that get two tokens, then
// those that get one, each in the order given.
func (w words) shares(m wonders.Move, order []int, name func(int) string) string {
	var parts []string
	for _, k := range []int{2, 1} {
		for _, c := range order {
			if m.Targets&(1<<c) == 0 || (m.Price&(1<<c) != 0) != (k == 2) {
				continue
			}
			parts = append(parts, w.T("wonders.ui.faith.nout_share", map[string]any{"N": k, "City": name(c)}))
		}
	}
	return strings.Join(parts, ", ")
}

// duesLabel names an answer to a coin loss (black cards, Hécate, Héra):
// the coins paid, the debt tokens taken for the rest.
func (p *promptArea) duesLabel(m wonders.Move) string {
	w, v := p.t.words, p.t.view
	debt := max(v.Dues, m.Price) - m.Price
	data := map[string]any{"Coins": w.coins(m.Price), "Debt": w.N("wonders.ui.faith.debt_tokens", debt, map[string]any{"N": debt})}
	switch {
	case debt == 0:
		return w.T("wonders.ui.faith.dues_pay", data)
	case m.Price == 0:
		return w.T("wonders.ui.faith.dues_debt", data)
	}
	return w.T("wonders.ui.faith.dues_both", data)
}

// duesPrompt is the title and body of the answer to a coin loss: the
// coins asked and by whom (the black cards, or the god revealed this turn
// that takes coins, when one did), that each coin not paid is a debt
// token, and that the coins lacking are debt anyway.
func (p *promptArea) duesPrompt() (string, string) {
	t, w, v := p.t, p.t.words, p.t.view
	coins := w.coins(v.Dues)
	var gods []string
	for _, e := range v.Events {
		if v.DuesGod == wonders.NoGod || e.Kind != wonders.EventGod || e.Age != v.Age || e.Turn != v.Turn || e.City == t.seat {
			continue
		}
		if id := e.God.String(); id == "hecate" || id == "hera" {
			gods = append(gods, w.god(e.God)+" ("+w.city(v, e.City)+")")
		}
	}
	title := w.T("wonders.ui.prompt.dues_title", map[string]any{"Coins": coins})
	switch {
	case v.DuesGod == wonders.NoGod:
		title = w.T("wonders.ui.prompt.dues_black", map[string]any{"Coins": coins})
	case len(gods) == 1:
		title = w.T("wonders.ui.prompt.dues_by", map[string]any{"Gods": gods[0], "Coins": coins})
	}
	body := w.T("wonders.ui.prompt.dues")
	if t.seat < len(v.Cities) && v.Cities[t.seat].Coins < v.Dues {
		body += "\n" + w.T("wonders.ui.prompt.dues_lack", map[string]any{"Coins": w.coins(v.Cities[t.seat].Coins)})
	}
	return title, body
}

// mythsEvent writes the log lines of these gods: the card drawn put in
// play or the coins taken instead, Nout's tokens given, the card
// sacrificed to Pégase or Méduse.
func (w words) mythsEvent(v *wonders.View, e wonders.Event, data map[string]any) (string, bool) {
	switch e.Kind {
	case wonders.EventDrawnRecruit, wonders.EventDrawnBuild, wonders.EventDrawnCoins:
		maps.Copy(data, map[string]any{"God": w.god(e.God)})
		return w.T("wonders.event."+e.Kind.String(), data), true
	case wonders.EventDebtGiven:
		maps.Copy(data, map[string]any{"God": w.god(e.God), "Count": e.Points})
		return w.N("wonders.ui.faith.event_debt_given", e.Points, data), true
	case wonders.EventDiscard:
		if sacrificed(v, e) {
			return w.T("wonders.ui.faith.event_sacrifice", data), true
		}
	}
	return "", false
}

// sacrificed reports whether a discard gave its card up to a god whose
// cost is the card (no coins came of it, and the city invoked such a god
// that turn).
func sacrificed(v *wonders.View, e wonders.Event) bool {
	if e.Coins != 0 {
		return false
	}
	for _, g := range v.Events {
		if g.Kind == wonders.EventGod && g.City == e.City && g.Age == e.Age && g.Turn == e.Turn &&
			int(g.God) < len(wonders.Gods()) && g.God.Info().Cost(e.Age).Sacrifice {
			return true
		}
	}
	return false
}

// keepDrawn is the pick's n-th choice by key (1 to 9): a card drawn, or
// the coins after them.
func (t *Table) keepDrawn(n int) bool {
	choices := t.prompt.drawnChoices()
	return n < len(choices) && choices[n]()
}

// autoPayDues answers, for a person's seat, a coin loss it could take as
// debt by paying all the coins it can, when the "always pay" setting is
// on: it plays the engine's option that pays most, and reports whether
// it played.
func (t *Table) autoPayDues() bool {
	if t.ctx.ReadOnly != nil || t.ctx.AlwaysPay == nil || !t.ctx.AlwaysPay() {
		return false
	}
	for _, p := range t.src.Pending() {
		if p.Kind != wonders.KindDues || !t.src.Here(p.Seat) {
			continue
		}
		best, price := game.Option(0), -1
		for _, o := range t.src.Legal(p.Seat) {
			if m := wonders.MustDecode(o); m.Action == wonders.Settle && m.Price > price {
				best, price = o, m.Price
			}
		}
		if price < 0 {
			continue
		}
		if err := t.src.Apply(p.Seat, best); err != nil {
			t.fail(err)
			return false
		}
		return true
	}
	return false
}
