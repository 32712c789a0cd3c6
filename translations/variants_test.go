package translations_test

import (
	"strings"
	"testing"

	"agora/game/games"
	"agora/translations"
)

// TestEngineOptionsAreNamed checks that every option an engine offers on
// the new-game screen has a name in every language, under the keys the app
// reads (see ui/names.go): <game>.expansion.<e>, <game>.variant.<v> and
// <game>.variant.<v>.<value>, where a per-seat variant "<base>.<seat>" is
// named by its base. Without them the screen shows the raw identifiers
// ("deck.platypuses", "random").
func TestEngineOptionsAreNamed(t *testing.T) {
	for _, r := range games.All() {
		var keys []string
		for _, e := range r.Expansions {
			keys = append(keys, r.Game+".expansion."+e)
		}
		for _, v := range r.Variants {
			name := v.Name
			if i := strings.LastIndexByte(name, '.'); i > 0 && isNumber(name[i+1:]) {
				name = name[:i]
			}
			keys = append(keys, r.Game+".variant."+name)
			for _, value := range v.Values {
				keys = append(keys, r.Game+".variant."+name+"."+value)
			}
		}
		for _, lang := range translations.Languages() {
			for _, k := range keys {
				if !translations.HasKey(lang, k) {
					t.Errorf("%s: %s offers an option without a name: no key %q", lang, r.Game, k)
				}
			}
		}
	}
}

func isNumber(s string) bool {
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return s != ""
}
