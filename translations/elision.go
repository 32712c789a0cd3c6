package translations

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Elides reports whether a name begins with a vowel (accented or not) or
// a y, before which French elides « de » (« d’Ana », « de Léo »). A name
// beginning with an h is left whole, as an aspirated h is not elided
// before. Texts naming a player take it as .Elide.
func Elides(name string) bool {
	r, _ := utf8.DecodeRuneInString(strings.TrimSpace(name))
	if !unicode.IsLetter(r) {
		return false
	}
	return strings.ContainsRune("aeiouyàâäéèêëîïôöùûüÿæœ", unicode.ToLower(r))
}
