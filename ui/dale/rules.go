package dale

import (
	eng "agora/game/dale"
	"agora/ui"
)

// rulesSections are the rules page's sections in order, each a heading
// key and a text key.
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

// rulesPage is the rules page in the current language.
func (t *Table) rulesPage() []ui.RulesSection {
	out := make([]ui.RulesSection, 0, len(rulesSections))
	for _, keys := range rulesSections {
		out = append(out, ui.RulesSection{Heading: t.T(keys[0]), Text: t.T(keys[1], map[string]any{"Rounds": eng.DryRounds})})
	}
	return out
}

// showRules opens the rules page, the one every table shows (ui.ShowRules).
func (t *Table) showRules() {
	if t.ctx.Window == nil {
		return
	}
	t.hideTip()
	t.rulesDialog = ui.ShowRules(t.ctx.Window, t.T("dale.rules.title"), t.T("dale.ui.close"), t.rulesPage())
}

// Help opens the rules page; F1 calls it (ui.TableHelp).
func (t *Table) Help() { t.showRules() }
