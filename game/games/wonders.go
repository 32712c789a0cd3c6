package games

import (
	"agora/game/wonders"
	_ "agora/game/wonders/teams" // the team game
)

// 7 Wonders with Commerce, Faith, Leaders, Cities and the team game (a
// package of its own, linked by the import above): its engine and its texts
// (cards and wonders, Faith's gods, the board's and the table's words,
// the rules pages).
func init() {
	Register(Game{
		Rules:    wonders.Rules,
		Messages: []string{"wonders", "faith", "leaders", "cities", "board", "table", "help"},
		Menu:     1,
	})
}
