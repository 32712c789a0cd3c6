package games

import "agora/game/wonders"

// 7 Wonders with Commerce, Faith and the team game: its engine and its texts
// (cards and wonders, Faith's gods, the board's and the table's words,
// the rules pages).
func init() {
	Register(Game{
		Rules:    wonders.Rules,
		Messages: []string{"wonders", "faith", "leaders", "cities", "board", "table", "help"},
		Menu:     1,
	})
}
