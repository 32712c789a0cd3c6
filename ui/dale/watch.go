package dale

import "agora/translations"

// The table watched: a spectator's table (its seat proto.Spectator, the
// public view) or a game of bots only. No seat is anybody's at this
// computer, and the table follows the first seat: the areas are named
// after that player ("Ada's stall"), the action bar has no game button,
// and the prompt panel and the header say the game is watched.
// Everything shown is read from the view, as for a player.

// watching reports whether no seat of the game is a person's here.
func (t *Table) watching() bool { return t.humans() == 0 }

// whose is the data naming seat s in a text: Name, and Elide when the
// name begins with a vowel sound, for the languages that elide before it
// (French "d’Ana", "de Léo").
func (t *Table) whose(s int) map[string]any {
	name := t.name(s)
	return map[string]any{"Name": name, "Elide": translations.Elides(name)}
}
