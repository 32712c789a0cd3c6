// Package tithepanel is the 7 Wonders table's panel for the tithe's
// decision (game/wonders/tithe): the question, what each city gave so
// far, and one button per answer the engine lists. It registers itself by
// prompt kind (wonders.RegisterPanel of ui/wonders); a program shows it by
// importing the package, as it plays the tithe by importing the engine's.
package tithepanel

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	"agora/game/wonders"
	"agora/game/wonders/tithe"
	table "agora/ui/wonders"
)

func init() {
	table.RegisterPanel(tithe.Kind, func() table.PromptPanel { return new(panel) })
	table.RegisterScoreLine(tithe.Line, nil, color.NRGBA{0x8a, 0x6d, 0x1f, 0xff}) // a coin on old gold
}

// panel keeps its buttons from one update to the next.
type panel struct {
	buttons []*widget.Button
}

// Update asks the question and lists the answers open to the seat.
func (p *panel) Update(c table.PanelContext) (title, body string, list, foot []fyne.CanvasObject) {
	title = c.T("tithe.prompt.title")
	body = c.N("tithe.prompt.body", tithe.MaxGift)
	if s := tithe.Of(c.View); s != nil {
		var given []string
		for city, n := range s.Given {
			if !s.Owing[city] || n > 0 {
				given = append(given, c.Name(city)+" "+c.N("tithe.prompt.give_count", n))
			}
		}
		if len(given) > 0 {
			body += "\n" + c.T("tithe.prompt.given", map[string]any{"List": strings.Join(given, ", ")})
		}
	}
	n := 0
	for _, o := range c.View.Options {
		m, ok := wonders.DecodeOption(o)
		if !ok || m.Action != tithe.Give {
			continue
		}
		b := p.button(n)
		n++
		if m.Price == 0 {
			b.SetText(c.T("tithe.prompt.keep"))
			b.Importance = widget.MediumImportance
		} else {
			b.SetText(c.N("tithe.prompt.give", m.Price))
			b.Importance = widget.HighImportance
		}
		b.OnTapped = play(c, o)
		if c.Play == nil {
			b.Disable()
		} else {
			b.Enable()
		}
		foot = append(foot, b)
	}
	return title, body, nil, foot
}

// button is the panel's i-th button, made the first time.
func (p *panel) button(i int) *widget.Button {
	for len(p.buttons) <= i {
		p.buttons = append(p.buttons, widget.NewButton("", nil))
	}
	return p.buttons[i]
}

// play is what a button does: play its option, when the table takes moves.
func play(c table.PanelContext, o game.Option) func() {
	if c.Play == nil {
		return nil
	}
	return func() { c.Play(o) }
}
