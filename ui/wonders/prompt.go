package wonders

import (
	"image/color"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	"agora/game/wonders"
)

// promptArea is the reserved space above the left end of the hand: what
// the seat must decide now, who is still thinking, and the payment
// chooser when a build can be paid for in several ways. It never covers
// the neighbours.
type promptArea struct {
	t      *Table
	bg     *canvas.Rectangle
	title  *textBlock
	body   *textBlock
	plans  []*planRow
	list   *fyne.Container
	scroll *container.Scroll
	// mid is what scrolls (the body, and the list when it holds rows to
	// read: plans, the Prayer's gods); low is what never does (the list
	// when it holds the choices themselves, the foot).
	mid, low *fyne.Container
	frame    *fyne.Container // title, scroll and low
	// fixed keeps the list out of the scroll: its buttons are the
	// decision.
	fixed   bool
	cancel  *widget.Button
	confirm *widget.Button
	// foot holds the buttons that end the decision (Cancel and Pay, Pass
	// and Bid, Let it go): under the list, outside its scroll, always
	// in view; its lines wrap when the prompt is narrow.
	foot    *fyne.Container
	footLay *flow
	root    *fyne.Container
	// width and height are the size the table gives the prompt; asked
	// is what it last asked for, to lay the table out again when that
	// changes.
	width, height float32
	asked         fyne.Size
	// relaying is set while an update lays the table out again.
	relaying bool
	// panels are the registered panels this table made, by prompt kind
	// (promptpanels.go).
	panels map[string]PromptPanel
	// Faith: the Prayer's rows and the god prompts' option buttons, and
	// Seth's "let every god go this turn" (sethquiet.go).
	sethAll      *fitButton
	sethRow      *fyne.Container
	draft        []*draftRow
	faithButtons []*fitButton
	// Leaders: the draft's leaders (leaderdraft.go), and room, the
	// tallest the table may make the prompt.
	leaders *leaderRow
	// Faith with Leaders or Cities: the cards Pégase or Méduse drew, and
	// the coins taken instead (myths_prompt.go).
	drawn      *leaderRow
	drawnCoins *fitButton
	drawnRows  []*draftRow // the same as rows, when the cards are too small
	choices    *choiceGrid // Nout's and the debt answer's buttons
	room       float32
	widest     float32
	// measured is the inner width need last measured at: the Prayer's
	// powers wrap to it (prayer.go).
	measured float32
}

func newPromptArea(t *Table) *promptArea {
	p := &promptArea{t: t, bg: canvas.NewRectangle(color.Transparent), title: newTextBlock(14, true), body: newTextBlock(12, false)}
	p.bg.CornerRadius, p.bg.StrokeWidth = 8, 2
	p.list = container.New(&rows{gap: 3})
	// The body scrolls with the list, as a last resort when the window
	// is too short for both; the title and the foot stay.
	p.mid = container.New(&rows{gap: 4}, p.body.box, p.list)
	p.scroll = container.NewVScroll(p.mid)
	p.cancel = widget.NewButton("", func() { t.paying = 0; t.prompt.update(); t.showActions() })
	p.confirm = widget.NewButton("", p.pay)
	p.confirm.Importance = widget.HighImportance
	p.footLay = &flow{gap: 4, end: true}
	p.foot = container.New(p.footLay)
	p.low = container.New(&rows{gap: 4}, p.foot)
	p.frame = container.NewBorder(p.title.box, p.low, nil, nil, p.scroll)
	p.root = container.NewStack(p.bg, container.New(&padding{d: promptPad}, p.frame))
	return p
}

// promptPad is the space inside the prompt's frame.
const promptPad = 8

// inner is the width of the prompt's content at width.
func (p *promptArea) inner(width float32) float32 { return width - 2*promptPad }

// measuredInner is the width of the prompt's content as need last
// measured it, or before any measure at the prompt's width.
func (p *promptArea) measuredInner() float32 {
	if p.measured > 0 {
		return p.measured
	}
	return p.inner(max(p.width, minPromptW))
}

// need is the size the prompt's content asks for at width: its title and
// body wrapped, its whole list without scrolling, its buttons' lines.
// The width grows past the one given when the list or a button needs it.
func (p *promptArea) need(width float32) fyne.Size {
	in := p.inner(width)
	p.measured = in
	pad := theme.Padding()
	title, body, list := p.title.height(in), p.body.height(in), p.list.MinSize().Height
	foot := float32(0)
	line := float32(0)
	if !p.foot.Hidden && len(p.foot.Objects) > 0 {
		foot = p.footLay.heightAt(p.foot.Objects, in)
		for i, o := range p.foot.Objects {
			if o.Visible() {
				line += wantOf(o).Width + float32(min(i, 1))*p.footLay.gap
			}
		}
	}
	mid, low := stacked(body, list), foot
	if p.fixed {
		mid, low = body, stacked(list, foot)
	}
	// As the frame (a Border) lays them: the title, a padding, the
	// scroll, and a padding before the low part when it shows.
	h := 2*promptPad + title + pad + mid
	if low > 0 {
		h += pad + low
	}
	w := p.list.MinSize().Width
	for _, o := range p.list.Objects {
		if o.Visible() {
			w = max(w, wantOf(o).Width)
		}
	}
	return fyne.NewSize(max(w, line)+2*promptPad, h)
}

// stacked is the height of two parts of a rows{gap: 4}, either empty.
func stacked(a, b float32) float32 {
	if a > 0 && b > 0 {
		return a + 4 + b
	}
	return a + b
}

// maxFixedList is the tallest list of choices kept out of the scroll.
const maxFixedList = 170

// fit shows the scrolling part when there is something in it and room for
// a line of it in height: when a short window leaves only the choices,
// they and the foot keep the room.
func (p *promptArea) fit(height float32) {
	p.height = height
	show := p.mid.MinSize().Height > 0
	// Only words may give way: a list of choices in the scroll stays.
	if readOnly := p.fixed || p.list.MinSize().Height == 0; show && readOnly && height > 0 {
		in := p.inner(max(p.width, minPromptW))
		rest := 2*promptPad + p.title.height(in) + 2*theme.Padding()
		if p.low.Visible() {
			rest += p.low.MinSize().Height
		}
		show = height-rest >= p.body.lineHeight()+4
	}
	if show != p.scroll.Visible() {
		setShown(p.scroll, show)
		p.frame.Refresh()
	}
}

// setFoot puts the decision's buttons under the list.
func (p *promptArea) setFoot(objs ...fyne.CanvasObject) {
	p.foot.Objects = objs
	p.foot.Hidden = len(objs) == 0
}

// options are the payment chooser's plans, cheapest first.
func (p *promptArea) options() []game.Option {
	return p.t.sortByPrice(p.t.optionsFor(p.t.paying))
}

func (p *promptArea) pay() {
	opts := p.options()
	if p.t.plan < len(opts) {
		p.t.play(opts[p.t.plan])
	}
}

func (p *promptArea) update() {
	t, w, v := p.t, p.t.words, p.t.view
	p.bg.FillColor = theme.Color(theme.ColorNameInputBackground)
	p.bg.StrokeColor = theme.Color(theme.ColorNameSeparator)
	p.list.Objects = p.list.Objects[:0]
	p.fixed = false
	p.setFoot()
	body, title := "", ""
	switch {
	case v.Over:
		title = w.T("wonders.ui.game_over")
	case t.paying != 0 && t.selectedView() != nil:
		p.bg.StrokeColor = theme.Color(theme.ColorNamePrimary)
		title = p.chooser()
		body = p.chooserHelp()
	case v.Prompt == "" && len(v.Chosen) > 0:
		title = w.T("wonders.ui.prompt.chosen")
		body = w.T("wonders.ui.prompt.chosen_body")
		if !t.canUndo() {
			body = ""
		}
		body = strings.TrimSpace(body + "\n" + p.waiting())
	case v.Prompt == "":
		title = w.T("wonders.ui.wait")
		body = strings.TrimSpace(strings.Join(slices.DeleteFunc([]string{p.faithWaiting(), p.leaderWaiting(), p.waiting()},
			func(s string) bool { return s == "" }), "\n"))
		if v.Picked != wonders.NoCard {
			body = strings.TrimSpace(w.T("wonders.ui.prompt.picked", map[string]any{"Card": w.card(v.Picked)}) + "\n" + body)
		}
	case auctionPrompt(v.Prompt) && v.MarketDay != nil:
		p.bg.StrokeColor = theme.Color(theme.ColorNamePrimary)
		title, body = t.auction.update(p)
		p.list.Objects = append(p.list.Objects, t.auction.root)
		p.fixed = true
		p.setFoot(t.auction.buttons()...)
	case panels[v.Prompt] != nil:
		p.bg.StrokeColor = theme.Color(theme.ColorNamePrimary)
		title, body, _ = p.registeredPanel()
	case v.Prompt == wonders.KindLeaderDraft && v.Leaders != nil:
		p.bg.StrokeColor = theme.Color(theme.ColorNamePrimary)
		title, body = p.leaderDraft()
	case faithPrompt(v.Prompt):
		p.bg.StrokeColor = theme.Color(theme.ColorNamePrimary)
		title, body = p.faith()
	default:
		p.bg.StrokeColor = theme.Color(theme.ColorNamePrimary)
		kind := strings.TrimPrefix(v.Prompt, "wonders.")
		key := "wonders.prompt." + kind
		title = w.T(key)
		body = w.T("wonders.ui.prompt." + kind)
		if v.Prompt == wonders.KindCard && v.Turn > v.AgeTurns() {
			body = w.T("wonders.ui.prompt.last-card")
		}
		if notes := p.faithNotes(); notes != "" {
			body = strings.TrimSpace(body + "\n" + notes)
		}
	}
	if partner := t.partnerText(); partner != "" && t.paying == 0 {
		body = strings.TrimSpace(body + "\n" + partner)
	}
	if t.ctx.ReadOnly != nil && !v.Over {
		body = "" // a picture: the decision is named, not how to make it
	}
	p.title.Text, p.body.Text = title, body
	p.title.color = theme.Color(theme.ColorNameForeground)
	p.body.color = theme.Color(theme.ColorNameForeground)
	if p.width > 0 {
		p.title.wrapTo(p.inner(p.width))
		p.body.wrapTo(p.inner(p.width))
	} else {
		p.title.wrapTo(0)
		p.body.wrapTo(0)
	}
	// The choices stay out of the scroll, but for a long list of them;
	// rows to read scroll with the body.
	if p.fixed && p.list.MinSize().Height > maxFixedList && v.Prompt != wonders.KindLeaderDraft {
		p.fixed = false
	}
	// Nor when the table has no room for them under the title (Nout's
	// choices in a short window); the cards of a draft or a god's pick
	// take their size from that room.
	if p.fixed && p.room > 0 && v.Prompt != wonders.KindLeaderDraft && !drawPrompt(v.Prompt) &&
		2*promptPad+p.title.height(p.inner(max(p.width, minPromptW)))+2*theme.Padding()+p.list.MinSize().Height > p.room {
		p.fixed = false
	}
	if p.fixed {
		p.mid.Objects = []fyne.CanvasObject{p.body.box}
		p.low.Objects = []fyne.CanvasObject{p.list, p.foot}
	} else {
		p.mid.Objects = []fyne.CanvasObject{p.body.box, p.list}
		p.low.Objects = []fyne.CanvasObject{p.foot}
	}
	// An empty list (the owner's sale has no price row) takes no gap.
	setShown(p.list, p.list.MinSize().Height > 0)
	p.mid.Refresh()
	p.low.Refresh()
	setShown(p.low, p.low.MinSize().Height > 0)
	p.fit(p.height)
	p.list.Refresh()
	p.bg.Refresh()
	p.root.Refresh()
	// A prompt that needs another size lays the table out again.
	// Once per update: a prompt whose need flips between two widths
	// (its text wraps otherwise at each) must not lay the table out for
	// ever.
	if need := p.need(max(p.width, minPromptW)); need != p.asked {
		p.asked = need
		if t.body != nil && !p.relaying {
			p.relaying = true
			t.body.Refresh()
			p.relaying = false
		}
	}
}

// waiting names the seats still choosing, those whose bot is thinking
// marked.
func (p *promptArea) waiting() string {
	t, w := p.t, p.t.words
	var names []string
	for _, pr := range t.src.Pending() {
		if int(pr.Seat) == t.seat {
			continue
		}
		names = append(names, w.names[pr.Seat])
	}
	if len(names) == 0 {
		return ""
	}
	return w.T("wonders.ui.waiting", map[string]any{"Names": strings.Join(names, ", ")})
}

// chooser lists the ways to pay for the selected card's action, one row
// per plan with the coins to each neighbour, and Cancel / Pay.
func (p *promptArea) chooser() string {
	t, w := p.t, p.t.words
	cv := t.selectedView()
	title := "wonders.ui.pay.build"
	bank := cv.BankCoins
	switch t.paying {
	case wonders.BuildStage:
		title, bank = "wonders.ui.pay.stage", t.view.Stage.Cost.Coins
	case wonders.Discard:
		bank = 0
	}
	bank += t.godBank()
	heading := w.T(title, map[string]any{"Card": w.card(cv.Card), "Stage": t.view.Stage.Stage + 1})
	opts := p.options()
	for len(p.plans) < len(opts) {
		row := newPlanRow(t, len(p.plans))
		p.plans = append(p.plans, row)
	}
	if t.plan >= len(opts) {
		t.plan = 0
	}
	for i := range opts {
		p.plans[i].set(w, wonders.MustDecode(opts[i]), bank, i == t.plan)
		p.list.Objects = append(p.list.Objects, p.plans[i])
	}
	p.cancel.SetText(w.T("wonders.ui.cancel"))
	p.confirm.SetText(w.T("wonders.ui.pay.confirm"))
	p.setFoot(p.cancel, p.confirm)
	return heading
}

// planRow is one payment plan in the chooser: a radio mark, the coins to
// the left and to the right, and the total.
type planRow struct {
	widget.BaseWidget
	t     *Table
	index int
	bg    *canvas.Rectangle
	mark  *widget.Icon
	row   *glyphRow
}

// chooserHelp says how to choose: a click on a plan builds at once, and
// at the market turn a die or the wheat on the tray picks its plan.
func (p *promptArea) chooserHelp() string {
	if p.t.view.Prompt == wonders.KindResolve && p.t.trayAction() == p.t.paying {
		return p.t.words.T("market.choose_tray")
	}
	return p.t.words.T("market.choose")
}

func newPlanRow(t *Table, index int) *planRow {
	r := &planRow{t: t, index: index, bg: canvas.NewRectangle(color.Transparent), mark: widget.NewIcon(nil), row: newGlyphRow(iconMid, 13)}
	r.bg.CornerRadius = 6
	r.ExtendBaseWidget(r)
	return r
}

func (r *planRow) set(w words, m wonders.Move, bank int, on bool) {
	p := planOf(m)
	// Each row builds in one click; the proposed one (the cheapest, or
	// the one the keys or the tray chose) is lit.
	r.mark.SetResource(theme.NavigateNextIcon())
	r.bg.FillColor = color.Transparent
	if on {
		r.mark.SetResource(theme.ConfirmIcon())
		r.bg.FillColor = theme.Color(theme.ColorNameSelection)
	}
	var items []glyph
	market := marketGlyphs(w, m)
	if p.Total() > 0 || len(market) == 0 {
		items = tradeGlyphs(w, p, nil)
	}
	items = append(items, market...)
	price := p.Total() + bank + wonders.MarketCost(m)
	if v := r.t.view; v != nil {
		if engine, ok := v.Price(m.Option()); ok {
			price = engine
		}
	}
	items = append(items, glyph{text: w.T("wonders.ui.pay.total", map[string]any{"Price": w.price(price)}), bold: true, space: true})
	r.row.set(items...)
	r.Refresh()
}

// Tapped plays the plan: each row is a one-click choice, the cheapest
// (first) one proposed.
func (r *planRow) Tapped(*fyne.PointEvent) {
	r.t.plan = r.index
	r.t.prompt.pay()
}

func (r *planRow) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewStack(r.bg, container.NewHBox(r.mark, r.row)))
}

// rows stacks objects at their own heights with a small gap.
type rows struct{ gap float32 }

func (l *rows) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	y := float32(0)
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		h := o.MinSize().Height
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(size.Width, h))
		y += h + l.gap
	}
}

func (l *rows) MinSize(objs []fyne.CanvasObject) fyne.Size {
	w, h := float32(0), float32(0)
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		m := o.MinSize()
		w = max(w, m.Width)
		h += m.Height + l.gap
	}
	return fyne.NewSize(w, max(0, h-l.gap))
}
