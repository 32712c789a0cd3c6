package wonders

import (
	"cmp"
	"maps"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	"agora/game/wonders"
)

// Faith's words in the prompt area and the log: the Prayer and the gods'
// own prompts, their option labels, and the gods' log lines.

// faithPrompt reports whether the prompt is one of Faith's: the Prayer
// or a god's own choice, drawn from the options in the prompt area.
func faithPrompt(kind string) bool {
	switch kind {
	case wonders.KindPray, wonders.KindSeth, wonders.KindBastet, wonders.KindOsiris, wonders.KindSecondGod,
		wonders.KindPegasus, wonders.KindMedusa, wonders.KindNout, wonders.KindDues:
		return true
	}
	return false
}

// faith fills the prompt area for a Faith prompt: the Prayer's gods with
// their cost and power and a Keep button, or one button per option of a
// god's choice. It returns the title and the body.
func (p *promptArea) faith() (string, string) {
	t, w, v := p.t, p.t.words, p.t.view
	if title, body, ok := p.myths(); ok {
		return title, body
	}
	kind := strings.TrimPrefix(v.Prompt, "wonders.")
	title := w.T("wonders.prompt." + kind)
	body := w.T("wonders.ui.prompt." + kind)
	if gd, ok := wonders.GodByID(kind); ok {
		title = w.god(gd) // a god's own choice: the body says what it is
	}
	if v.Prompt == wonders.KindPray && v.Faith != nil {
		for i, gv := range v.Faith.Draft {
			for len(p.draft) <= i {
				p.draft = append(p.draft, newDraftRow(t))
			}
			r := p.draft[i]
			r.set(gv)
			p.list.Objects = append(p.list.Objects, r.root)
		}
		if in := p.inner(max(p.width, minPromptW)); p.room > 0 &&
			2*promptPad+float32(len(wrap(title, in, p.title.size, 3)))*p.title.lineHeight()+theme.Padding()+p.list.MinSize().Height > p.room {
			// A short window keeps the room for the powers: the hand's
			// title and the hint line say it is the Prayer.
			return "", ""
		}
		return title, ""
	}
	if v.Prompt == wonders.KindSeth && v.Faith != nil {
		var revealed []string
		for i, g := range v.Faith.Revealed {
			revealed = append(revealed, w.T("wonders.ui.faith.revealed", map[string]any{"God": w.god(g.God), "City": w.city(v, v.Faith.RevealedBy[i])}))
		}
		if len(revealed) > 0 {
			body = strings.TrimSpace(body + "\n" + strings.Join(revealed, "\n"))
		}
	}
	// A god's own choices first, passing last: the list scrolls.
	opts := slices.Clone(v.Options)
	slices.SortStableFunc(opts, func(a, b game.Option) int {
		return cmp.Compare(btoi(wonders.MustDecode(a).Action == wonders.Pass), btoi(wonders.MustDecode(b).Action == wonders.Pass))
	})
	var pass []fyne.CanvasObject
	for i, o := range opts {
		for len(p.faithButtons) <= i {
			p.faithButtons = append(p.faithButtons, newFitButton(tipsOf(t), nil))
		}
		f := p.faithButtons[i]
		opt := o
		f.sizes = nil // Nout's grid may have drawn it compact
		f.setFull(p.optionLabel(wonders.MustDecode(o)))
		f.b.OnTapped = func() { t.play(opt) }
		f.b.Alignment = widget.ButtonAlignLeading
		f.b.Importance = widget.LowImportance
		// Passing ends the list, set apart like a Cancel.
		if wonders.MustDecode(o).Action == wonders.Pass {
			f.b.Alignment = widget.ButtonAlignCenter
			f.b.Importance = widget.MediumImportance
			if v.Prompt == wonders.KindSeth && v.Market != nil {
				pass = append(pass, p.passRow(f, p.letAllGoButton(opt)))
				continue
			}
			pass = append(pass, f)
			continue
		}
		p.list.Objects = append(p.list.Objects, f)
	}
	p.list.Objects = append(p.list.Objects, pass...)
	p.fixed = true
	return title, body
}

// optionLabel names an option of a god's prompt.
func (p *promptArea) optionLabel(m wonders.Move) string {
	w, v := p.t.words, p.t.view
	switch m.Action {
	case wonders.Cancel:
		var gods []string
		if f := v.Faith; f != nil {
			for i, g := range f.Revealed {
				if m.Targets&(1<<f.RevealedBy[i]) != 0 {
					gods = append(gods, w.god(g.God))
				}
			}
		}
		return w.T("wonders.ui.faith.cancel", map[string]any{"God": strings.Join(gods, ", "), "City": w.targetNames(v, m.Targets)})
	case wonders.Pass:
		switch v.Prompt {
		case wonders.KindSeth:
			return w.T("wonders.ui.faith.let_be")
		case wonders.KindSecondGod:
			return w.T("wonders.ui.faith.later")
		}
	case wonders.Invoke:
		price := m.God.Info().Cost(v.Age).Coins + m.PayLeft + m.PayRight + m.PayOthers
		data := map[string]any{"God": w.god(m.God), "Price": w.price(price), "City": w.targetNames(v, m.Targets)}
		if m.Targets != 0 {
			return w.T("wonders.ui.faith.invoke_now_at", data)
		}
		return w.T("wonders.ui.faith.invoke_now", data)
	case wonders.Swap:
		return w.T("wonders.ui.faith.swap", map[string]any{"Card": w.card(m.Card), "City": w.city(v, m.Owner), "Other": w.card(m.Other)})
	case wonders.Build, wonders.BuildDiscarded, wonders.BuildFree:
		if v.Prompt == wonders.KindOsiris {
			return w.T("wonders.ui.faith.osiris_build", map[string]any{"Card": w.card(m.Card)})
		}
	case wonders.Discard:
		if v.Prompt == wonders.KindOsiris {
			return w.T("wonders.ui.faith.osiris_coins")
		}
		if drawPrompt(v.Prompt) {
			return w.T("wonders.ui.faith.drawn_coins")
		}
	case wonders.GiveDebt:
		return p.noutLabel(m)
	case wonders.Settle:
		return p.duesLabel(m)
	}
	return w.move(m)
}

// faithWaiting is what the Prayer says once the seat has picked.
func (p *promptArea) faithWaiting() string {
	w, v := p.t.words, p.t.view
	if v.Faith == nil || v.Faith.Picked == wonders.NoGod {
		return ""
	}
	return w.T("wonders.ui.faith.picked", map[string]any{"God": w.god(v.Faith.Picked)})
}

// faithNotes adds to a card prompt what Faith tells the seat: the god
// chosen's power, Horus's peek at the coming hand.
func (p *promptArea) faithNotes() string {
	t, w, v := p.t, p.t.words, p.t.view
	f := v.Faith
	if f == nil {
		return ""
	}
	var notes []string
	if t.god.mode.Invokes() {
		notes = append(notes, w.god(t.god.god)+" · "+w.godPower(t.god.god, v.Age))
	}
	if s := p.sacrificeNote(); s != "" {
		notes = append(notes, s)
	}
	if len(f.Peek) > 0 {
		var names []string
		for _, c := range f.Peek {
			names = append(names, w.card(c))
		}
		notes = append(notes, w.T("wonders.ui.faith.peek", map[string]any{"Cards": strings.Join(names, ", ")}))
	}
	return strings.Join(notes, "\n")
}

// faithEvent writes Faith's log lines: the god invoked (Seth's with the
// god he cancelled), the gods given up for coins (the catalog's line
// counts the coins itself), Bastet's swap.
func (w words) faithEvent(v *wonders.View, e wonders.Event, data map[string]any) (string, bool) {
	if text, ok := w.mythsEvent(v, e, data); ok {
		return text, true
	}
	var more map[string]any
	switch e.Kind {
	case wonders.EventGod:
		more = map[string]any{"God": w.god(e.God)}
		if e.God.String() == "seth" && int(e.Cancelled) < len(wonders.Gods()) {
			more = map[string]any{"God": w.god(e.God), "Cancelled": w.god(e.Cancelled)}
			for k, x := range more {
				data[k] = x
			}
			return w.T("wonders.ui.faith.event_cancel", data), true
		}
	case wonders.EventGodCoins:
		more = map[string]any{"Coins": w.coins(e.Coins)}
	case wonders.EventSwap:
		more = map[string]any{"Other": w.card(e.Other)}
	case wonders.EventGodsClosed:
		return w.godsClosed(e, data), true
	default:
		return "", false
	}
	for k, x := range more {
		data[k] = x
	}
	return w.T("wonders.event."+e.Kind.String(), data), true
}

// godsClosed is the line of a seat that may invoke no more this Age: the
// gods that went face down, named for the seat that held them, counted
// for the others.
func (w words) godsClosed(e wonders.Event, data map[string]any) string {
	gods := e.Gods[:min(max(e.Points, 0), len(e.Gods))]
	var names []string
	for _, gd := range gods {
		if gd != wonders.NoGod {
			names = append(names, w.god(gd))
		}
	}
	maps.Copy(data, map[string]any{"N": len(gods), "Gods": w.list(names)})
	if len(names) < len(gods) {
		return w.N("wonders.event.gods_closed_hidden", len(gods), data)
	}
	return w.N("wonders.event.gods_closed", len(gods), data)
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
