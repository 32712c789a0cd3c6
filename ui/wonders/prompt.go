package wonders

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
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
	t       *Table
	bg      *canvas.Rectangle
	title   *canvas.Text
	body    *widget.Label
	plans   []*planRow
	list    *fyne.Container
	cancel  *widget.Button
	confirm *widget.Button
	buttons *fyne.Container
	root    *fyne.Container
	// Faith: the Prayer's rows and the god prompts' option buttons.
	draft        []*draftRow
	faithButtons []*widget.Button
}

func newPromptArea(t *Table) *promptArea {
	p := &promptArea{t: t, bg: canvas.NewRectangle(color.Transparent), title: canvas.NewText("", nil), body: widget.NewLabel("")}
	p.bg.CornerRadius, p.bg.StrokeWidth = 8, 2
	p.title.TextStyle.Bold, p.title.TextSize = true, 14
	p.body.Wrapping = fyne.TextWrapWord
	p.body.SizeName = theme.SizeNameCaptionText
	p.list = container.New(&rows{gap: 3})
	p.cancel = widget.NewButton("", func() { t.paying = 0; t.prompt.update(); t.actions.update() })
	p.confirm = widget.NewButton("", p.pay)
	p.confirm.Importance = widget.HighImportance
	p.buttons = container.NewHBox(layout.NewSpacer(), p.cancel, p.confirm)
	inner := container.NewBorder(container.NewPadded(p.title), p.buttons, nil, nil, container.NewBorder(p.body, nil, nil, nil, container.NewVScroll(p.list)))
	p.root = container.NewStack(p.bg, container.NewPadded(inner))
	return p
}

// options are the payment chooser's plans, cheapest first.
func (p *promptArea) options() []game.Option {
	return p.t.optionsFor(p.t.paying)
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
	p.buttons.Hide()
	body := ""
	switch {
	case v.Over:
		p.title.Text = w.T("wonders.ui.game_over")
	case t.paying != 0 && t.selectedView() != nil:
		p.bg.StrokeColor = theme.Color(theme.ColorNamePrimary)
		p.chooser()
	case v.Prompt == "" && len(v.Chosen) > 0:
		p.title.Text = w.T("wonders.ui.prompt.chosen")
		body = w.T("wonders.ui.prompt.chosen_body")
		if !t.canUndo() {
			body = ""
		}
		body = strings.TrimSpace(body + "\n" + p.waiting())
	case v.Prompt == "":
		p.title.Text = w.T("wonders.ui.wait")
		body = strings.TrimSpace(p.faithWaiting() + "\n" + p.waiting())
		if v.Picked != wonders.NoCard {
			body = strings.TrimSpace(w.T("wonders.ui.prompt.picked", map[string]any{"Card": w.card(v.Picked)}) + "\n" + body)
		}
	case auctionPrompt(v.Prompt) && v.MarketDay != nil:
		p.bg.StrokeColor = theme.Color(theme.ColorNamePrimary)
		p.title.Text, body = t.auction.update(p)
		p.list.Objects = append(p.list.Objects, t.auction.root)
	case faithPrompt(v.Prompt):
		p.bg.StrokeColor = theme.Color(theme.ColorNamePrimary)
		p.title.Text, body = p.faith()
	default:
		p.bg.StrokeColor = theme.Color(theme.ColorNamePrimary)
		kind := strings.TrimPrefix(v.Prompt, "wonders.")
		key := "wonders.prompt." + kind
		p.title.Text = w.T(key)
		body = w.T("wonders.ui.prompt." + kind)
		if v.Prompt == wonders.KindCard && v.Turn == 7 {
			body = w.T("wonders.ui.prompt.last-card")
		}
		if notes := p.faithNotes(); notes != "" {
			body = strings.TrimSpace(body + "\n" + notes)
		}
	}
	if partner := t.partnerText(); partner != "" && t.paying == 0 {
		body = strings.TrimSpace(body + "\n" + partner)
	}
	p.title.Text = fit(p.title.Text, 280, 14, fyne.TextStyle{Bold: true})
	p.body.SetText(body)
	p.body.Hidden = body == ""
	p.title.Refresh()
	p.list.Refresh()
	p.bg.Refresh()
	p.root.Refresh()
}

// waiting names the seats still choosing, those whose bot is thinking
// marked.
func (p *promptArea) waiting() string {
	t, w := p.t, p.t.words
	var names []string
	for _, pr := range t.state.Pending() {
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
func (p *promptArea) chooser() {
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
	p.title.Text = w.T(title, map[string]any{"Card": w.card(cv.Card), "Stage": t.view.Stage.Stage + 1})
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
	p.buttons.Show()
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

func newPlanRow(t *Table, index int) *planRow {
	r := &planRow{t: t, index: index, bg: canvas.NewRectangle(color.Transparent), mark: widget.NewIcon(nil), row: newGlyphRow(iconMid, 13)}
	r.bg.CornerRadius = 6
	r.ExtendBaseWidget(r)
	return r
}

func (r *planRow) set(w words, m wonders.Move, bank int, on bool) {
	p := planOf(m)
	r.mark.SetResource(theme.RadioButtonIcon())
	r.bg.FillColor = color.Transparent
	if on {
		r.mark.SetResource(theme.RadioButtonCheckedIcon())
		r.bg.FillColor = theme.Color(theme.ColorNameSelection)
	}
	items := tradeGlyphs(w, p, nil)
	if text := w.marketText(m); text != "" {
		items = append(items, glyph{icon: wheatIcon, text: text, space: true})
	}
	items = append(items, glyph{text: w.T("wonders.ui.pay.total", map[string]any{"Price": w.price(p.Total() + bank + wonders.MarketCost(m))}), space: true})
	r.row.set(items...)
	r.Refresh()
}

func (r *planRow) Tapped(*fyne.PointEvent) {
	r.t.plan = r.index
	r.t.prompt.update()
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
