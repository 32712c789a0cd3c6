package ui

import (
	"slices"
	"strings"

	"agora/game/dale"
)

// The rules pages of the Help menu. The base game, Commerce, Faith and
// Dale pages are the texts their tables open (ui/wonders/help.go,
// market.go, gods.go; ui/dale/rules.go), read from the same catalog keys;
// Leaders, Cities and the team game, which the tables have no page for,
// have theirs here (games.*.json).

// rulesTopic is one rules page: a game, and an expansion of it (or
// "teams", or "" for the game itself).
type rulesTopic struct {
	game, part string
}

// wondersRulesKeys are the base game page's sections, in the table's
// order: wonders.help.<key>_title and wonders.help.<key> (the table's
// baseRules).
var wondersRulesKeys = []string{"goal", "turn", "costs", "trade", "chains", "wonder", "military", "science", "end", "freecity", "table"}

// daleRulesKeys are Dale's sections, in the table's order: dale.rules.
// <key>_title and dale.rules.<key> (the table's rulesSections).
var daleRulesKeys = []string{"goal", "turn", "market", "technique", "stack", "inventory", "bonus", "cleanup", "junk", "dry", "teams"}

// helpRulesSections are the sections of the pages written for the Help
// menu: helpmenu.rules.<part>.<key>_title and helpmenu.rules.<part>.<key>.
var helpRulesSections = map[string][]string{
	"leaders": {"what", "draft", "recruit", "powers", "table"},
	"cities":  {"what", "black", "debt", "diplomacy", "table"},
	"teams":   {"what", "fight", "score", "table"},
}

// rulesTopics are the rules pages of the catalog's games, in menu order:
// each game, then each of its expansions, then its team game when it has
// a page of its own. A game without a page is left out.
func (a *App) rulesTopics() []rulesTopic {
	var out []rulesTopic
	for _, r := range a.games {
		parts := append([]string{""}, r.Expansions...)
		if len(r.TeamSizes) > 0 {
			parts = append(parts, "teams")
		}
		for _, p := range parts {
			if tp := (rulesTopic{r.Game, p}); a.hasTopic(tp) {
				out = append(out, tp)
			}
		}
	}
	return out
}

// topicOf is the page of a game itself.
func (a *App) topicOf(g string) (rulesTopic, bool) {
	tp := rulesTopic{g, ""}
	return tp, a.hasTopic(tp)
}

// hasTopic reports whether there is a page for tp.
func (a *App) hasTopic(tp rulesTopic) bool {
	switch {
	case tp == rulesTopic{"wonders", ""}, tp == rulesTopic{"wonders", "commerce"}, tp == rulesTopic{"wonders", "faith"},
		tp == rulesTopic{"dale", ""}:
		return true
	case tp.game == "wonders":
		_, ok := helpRulesSections[tp.part]
		return ok
	}
	return false
}

// topicTitle is the page's name in the menu.
func (a *App) topicTitle(tp rulesTopic) string {
	switch tp.part {
	case "":
		return a.loc.T("helpmenu.rules_of", map[string]any{"Game": a.gameName(tp.game)})
	case "teams":
		return a.loc.T("helpmenu.rules_teams", map[string]any{"Game": a.gameName(tp.game)})
	}
	return a.loc.T("helpmenu.rules_of", map[string]any{"Game": a.expansionShortName(tp.game, tp.part)})
}

// topicShortTitle is the page's name under the contents' Rules heading:
// the game's or the expansion's name alone.
func (a *App) topicShortTitle(tp rulesTopic) string {
	switch tp.part {
	case "":
		return a.gameName(tp.game)
	case "teams":
		return a.loc.T("helpmenu.teams_short", map[string]any{"Game": a.gameName(tp.game)})
	}
	return a.expansionShortName(tp.game, tp.part)
}

// expansionShortName is an expansion's name without its description in
// brackets: "Commerce".
func (a *App) expansionShortName(g, e string) string {
	name := a.expansionName(g, e)
	name, _, _ = strings.Cut(name, " (")
	return name
}

// topicSections are a page's sections in the current language.
func (a *App) topicSections(tp rulesTopic) []RulesSection {
	t := a.loc.T
	switch {
	case tp == rulesTopic{"wonders", ""}:
		var out []RulesSection
		for _, k := range wondersRulesKeys {
			out = append(out, RulesSection{Heading: t("wonders.help." + k + "_title"), Text: t("wonders.help." + k)})
		}
		return out
	case tp == rulesTopic{"wonders", "commerce"}:
		return []RulesSection{{Heading: a.expansionShortName("wonders", "commerce"), Text: t("wonders.ui.commerce.rules")}}
	case tp == rulesTopic{"wonders", "faith"}:
		return []RulesSection{
			{Heading: a.expansionShortName("wonders", "faith"), Text: t("wonders.faith.rules")},
			{Heading: t("helpmenu.rules.on_table"), Text: t("wonders.ui.faith.rules_more")},
			{Heading: t("helpmenu.rules.with_others"), Text: t("wonders.faith.out")},
		}
	case tp == rulesTopic{"dale", ""}:
		var out []RulesSection
		for _, k := range daleRulesKeys {
			out = append(out, RulesSection{Heading: t("dale.rules." + k + "_title"),
				Text: t("dale.rules."+k, map[string]any{"Rounds": dale.DryRounds})})
		}
		return out
	}
	var out []RulesSection
	for _, k := range helpRulesSections[tp.part] {
		key := "helpmenu.rules." + tp.part + "." + k
		out = append(out, RulesSection{Heading: t(key + "_title"), Text: t(key)})
	}
	return out
}

// topicPageTitle is the page's title.
func (a *App) topicPageTitle(tp rulesTopic) string {
	switch {
	case tp == rulesTopic{"wonders", ""}:
		return a.loc.T("wonders.help.title")
	case tp == rulesTopic{"dale", ""}:
		return a.loc.T("dale.rules.title")
	}
	return a.topicTitle(tp)
}

// showTopic opens a rules page.
func (a *App) showTopic(tp rulesTopic) {
	ShowRules(a.win, a.topicPageTitle(tp), a.loc.T("dialog.close"), a.topicSections(tp))
}

// topicParts lists, for tests, the parts of a game's pages.
func (a *App) topicParts(g string) []string {
	var out []string
	for _, tp := range a.rulesTopics() {
		if tp.game == g && !slices.Contains(out, tp.part) {
			out = append(out, tp.part)
		}
	}
	return out
}
