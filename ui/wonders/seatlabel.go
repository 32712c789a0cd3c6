package wonders

// youKey is the key that names the seat at the screen: the "You" form
// when a person plays it, the spectator's form in a game of bots only,
// where the screen follows a bot.
func (t *Table) youKey(you, watching string) string {
	if t.humans == 0 {
		return watching
	}
	return you
}
