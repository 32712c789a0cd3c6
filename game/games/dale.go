package games

import "agora/game/dale"

// Dale of Merchants 2: its engine and its texts (cards and rules,
// the cards' words, the table's).
func init() {
	Register(Game{
		Rules:    dale.Rules,
		Messages: []string{"dale", "dalecards", "daletable"},
		Menu:     2,
	})
}
