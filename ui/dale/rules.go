package dale

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	eng "agora/game/dale"
)

// rulesSections are the rules summary's sections in order, each a
// heading key and a text key.
var rulesSections = [][2]string{
	{"dale.rules.goal_title", "dale.rules.goal"},
	{"dale.rules.turn_title", "dale.rules.turn"},
	{"dale.rules.market_title", "dale.rules.market"},
	{"dale.rules.technique_title", "dale.rules.technique"},
	{"dale.rules.stack_title", "dale.rules.stack"},
	{"dale.rules.inventory_title", "dale.rules.inventory"},
	{"dale.rules.bonus_title", "dale.rules.bonus"},
	{"dale.rules.cleanup_title", "dale.rules.cleanup"},
	{"dale.rules.junk_title", "dale.rules.junk"},
	{"dale.rules.dry_title", "dale.rules.dry"},
	{"dale.rules.teams_title", "dale.rules.teams"},
}

// rulesSummary is the short rules summary in the current language.
func (t *Table) rulesSummary() fyne.CanvasObject {
	box := container.NewVBox()
	for _, keys := range rulesSections {
		title := widget.NewLabel(t.T(keys[0]))
		title.TextStyle = fyne.TextStyle{Bold: true}
		text := widget.NewLabel(t.T(keys[1], map[string]any{"Rounds": eng.DryRounds}))
		text.Wrapping = fyne.TextWrapWord
		box.Add(title)
		box.Add(text)
	}
	return box
}

// showRules opens the rules summary in a scrollable dialog.
func (t *Table) showRules() {
	if t.ctx.Window == nil {
		return
	}
	t.hideTip()
	scroll := container.NewVScroll(t.rulesSummary())
	scroll.SetMinSize(fyne.NewSize(560, 480))
	t.rulesDialog = dialog.NewCustom(t.T("dale.rules.title"), t.T("dale.ui.close"), scroll, t.ctx.Window)
	t.rulesDialog.Show()
}
