package dale

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

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
	return map[string]any{"Name": name, "Elide": elides(name)}
}

// elides reports whether a name begins with a vowel (accented or not)
// or a y: "de" elides before it. A name beginning with an h is left
// whole, as an aspirated h is not elided before.
func elides(name string) bool {
	r, _ := utf8.DecodeRuneInString(strings.TrimSpace(name))
	if !unicode.IsLetter(r) {
		return false
	}
	return strings.ContainsRune("aeiouyàâäéèêëîïôöùûüÿæœ", unicode.ToLower(r))
}
