package games

import (
	"agora/bots"
	"agora/game/dale"
)

// Dale of Merchants 2: its engine, its bots, and its texts (cards and
// rules, the cards' words, the table's).
func init() {
	Register(Game{
		Rules:    dale.Rules,
		Bots:     bots.Dale(),
		Messages: []string{"dale", "dalecards", "daletable"},
		Menu:     2,
	})
}
