package wonders

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"

	"agora/game"
	"agora/game/wonders"
)

// The prompt area shows an expansion's decision with a panel the
// expansion's own package registers by prompt kind (RegisterPanel), as an
// expansion of the engine registers its layer (wonders.Register): the
// table keeps the layout and the dispatch, the panel reads the seat's
// view and plays one of its options. ui/wonders/tithepanel is the
// example.

// PromptPanel draws the prompt area for the decisions of one kind. The
// table makes one per table and kind, and updates it whenever the prompt
// is drawn again while the seat owes that decision.
type PromptPanel interface {
	// Update reads the decision from c and returns the prompt's title and
	// body, the objects shown under them (the choices), and the buttons
	// of the prompt's foot, which stay in view.
	Update(c PanelContext) (title, body string, list, foot []fyne.CanvasObject)
}

// PanelContext is what a panel reads and may do.
type PanelContext struct {
	// View is the seat's view: View.Prompt is the panel's kind,
	// View.Options the options open and View.Section the expansion's own
	// part.
	View *wonders.View
	// T translates a message (go-i18n, the table's language), N one that
	// shows a count (its plural form; the count is .Count); Name is a
	// city's name at the table.
	T    func(key string, data ...map[string]any) string
	N    func(key string, n int, data ...map[string]any) string
	Name func(city int) string
	// Play plays one of View.Options for the seat; nil when the table
	// only shows a position (a review, a replay): the panel then offers
	// no choice.
	Play func(opt game.Option)
}

// panels are the registered panels' makers, by prompt kind.
var panels = map[string]func() PromptPanel{}

// RegisterPanel adds the panel of a prompt kind; call it from an init
// function only. It panics on a kind registered twice.
func RegisterPanel(kind string, newPanel func() PromptPanel) {
	if _, dup := panels[kind]; dup || newPanel == nil {
		panic(fmt.Errorf("wonders: a panel for prompt kind %q registered twice or nil", kind))
	}
	panels[kind] = newPanel
}

// registeredPanel updates the prompt with the panel registered for the
// seat's prompt kind, reporting whether there is one.
func (p *promptArea) registeredPanel() (title, body string, ok bool) {
	t, v := p.t, p.t.view
	mk := panels[v.Prompt]
	if mk == nil {
		return "", "", false
	}
	if p.panels == nil {
		p.panels = map[string]PromptPanel{}
	}
	panel := p.panels[v.Prompt]
	if panel == nil {
		panel = mk()
		p.panels[v.Prompt] = panel
	}
	c := PanelContext{View: v, T: t.words.T, N: t.words.N, Name: func(s int) string { return t.words.city(v, s) }}
	if t.ctx.ReadOnly == nil {
		c.Play = t.play
	}
	title, body, list, foot := panel.Update(c)
	p.list.Objects = append(p.list.Objects, list...)
	p.fixed = len(list) > 0
	p.setFoot(foot...)
	return title, body, true
}

// lineRows are the score pad's rows of the expansions' own score lines
// (wonders.Layer.Lines), by line.
var lineRows = map[string]padRow{}

// RegisterScoreLine gives the score pad's row of an expansion's score line
// its icon (nil: a coin) and its strip's tint; call it from an init
// function only. A line registered with no row gets a coin on grey.
func RegisterScoreLine(line string, icon fyne.Resource, tint color.NRGBA) {
	if icon == nil {
		icon = coinIcon
	}
	lineRows[line] = padRow{icon, tint}
}

// padRowOf is the score pad's row of category cat.
func padRowOf(cat int) padRow {
	if cat < len(padRows) {
		return padRows[cat]
	}
	if r, ok := lineRows[wonders.Categories[cat]]; ok {
		return r
	}
	return padRow{coinIcon, color.NRGBA{0x57, 0x53, 0x4e, 0xff}}
}
