package wonders

import (
	"strings"

	"agora/game/wonders"
	"agora/translations"
)

// teamGlyphs marks a city's team on its panel in a team game: your
// partner as such, the others by team number.
func teamGlyphs(t *Table, city int) []glyph {
	v := t.view
	team := v.Team(city)
	if team < 0 {
		return nil
	}
	if city == v.Partner {
		return []glyph{{text: t.words.T("wonders.ui.team.partner"), bold: true, color: colorFree, space: true}}
	}
	return []glyph{{text: t.words.T("wonders.ui.team.n", map[string]any{"N": team + 1}), color: colorMuted, space: true}}
}

// partnerText is your partner's hand in a line, "" outside a team game.
func (t *Table) partnerText() string {
	v, w := t.view, t.words
	if v.Partner < 0 || len(v.PartnerHand) == 0 {
		return ""
	}
	var names []string
	for _, c := range v.PartnerHand {
		names = append(names, w.card(c))
	}
	return w.T("wonders.ui.team.hand", map[string]any{"Name": w.city(v, v.Partner), "Elide": translations.Elides(w.city(v, v.Partner)), "Cards": strings.Join(names, ", ")})
}

// teamTotal is the sum of city's team's scores now, and whether there are
// teams.
func teamTotal(v *wonders.View, city int) (int, bool) {
	if v.Team(city) < 0 {
		return 0, false
	}
	total := 0
	for c := range v.NumCities {
		if v.Team(c) == v.Team(city) {
			total += v.Scores[c].Total()
		}
	}
	return total, true
}
