package translations

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// parenPlural finds the "card(s)" way of dodging a plural form.
var parenPlural = regexp.MustCompile(`\p{L}\((s|x|es|e|nt)\)`)

func TestNoParenthesisedPlural(t *testing.T) {
	if !parenPlural.MatchString("1 carte(s)") || !parenPlural.MatchString("draws card(s)") || parenPlural.MatchString("Pile (3)") {
		t.Fatal("parenPlural misreads")
	}
	for _, lang := range Languages() {
		for _, m := range messagesOf(t, lang) {
			if s := parenPlural.FindString(m.text); s != "" {
				t.Errorf("%v: %q, give the message plural forms (one, other) and read it with N", m, s)
			}
		}
	}
}

func TestPluralMessagesHaveOneAndOther(t *testing.T) {
	for _, lang := range Languages() {
		for _, other := range Languages() {
			for _, key := range Keys(lang) {
				if IsPlural(lang, key) && !IsPlural(other, key) && HasKey(other, key) {
					t.Errorf("%q has plural forms in %s but not in %s", key, lang, other)
				}
			}
		}
		for _, m := range messagesOf(t, lang) {
			if m.form == "" || m.form != "other" {
				continue
			}
			forms := map[string]bool{}
			for _, n := range messagesOf(t, lang) {
				if n.file == m.file && n.key == m.key {
					forms[n.form] = true
				}
			}
			if !forms["one"] {
				t.Errorf("%v: no \"one\" form: 1 (and 0 in French) would read as plural", m)
			}
		}
	}
}

// countedNouns are the nouns a count is put in front of. A plain message
// writing "{{.N}} cards" reads "1 cards": it needs plural forms.
var countedNouns = map[string][]string{
	"en": {"card", "coin", "point", "shield", "stack", "turn", "round", "token", "god", "stage", "move", "playout"},
	"fr": {"carte", "pièce", "point", "bouclier", "pile", "tour", "jeton", "dieu", "étape", "coup", "partie"},
}

// notCounts are fields written before a noun that need no plural form:
// Rounds only ever holds the Dale engine's DryRounds (10), Age a numeral
// ("Age II card").
var notCounts = []string{"Rounds", "Age"}

var countRe = regexp.MustCompile(`\{\{\s*\.([A-Za-z]+)\s*\}\}[\s\x{a0}\x{202f}]+(\p{L}+)`)

// countedWithoutPlural lists the "{{.N}} nouns" of a plain message.
func countedWithoutPlural(lang, text string) []string {
	var bad []string
	for _, m := range countRe.FindAllStringSubmatch(text, -1) {
		if slices.Contains(notCounts, m[1]) {
			continue
		}
		word := strings.ToLower(m[2])
		for _, noun := range countedNouns[lang] {
			if word == noun || word == noun+"s" || word == noun+"x" {
				bad = append(bad, m[0])
			}
		}
	}
	return bad
}

func TestCountedWithoutPluralRule(t *testing.T) {
	tests := []struct {
		lang, text string
		bad        int
	}{
		{"fr", "{{.Seat}} pioche {{.Value}} cartes", 1},
		{"fr", "Main de {{.Name}} · {{.N}} cartes", 1},
		{"fr", "Aucune pile depuis {{.Rounds}} tours", 0},
		{"fr", "{{.N}} PV maintenant", 0},
		{"en", "{{.Seat}} shuffles a deck of {{.Value}} cards", 1},
		{"en", "Age {{.Age}} · turn {{.Turn}}", 0},
		{"en", "Age {{.Age}} card", 0},
	}
	for _, tt := range tests {
		if got := countedWithoutPlural(tt.lang, tt.text); len(got) != tt.bad {
			t.Errorf("countedWithoutPlural(%s, %q) = %v, want %d", tt.lang, tt.text, got, tt.bad)
		}
	}
}

func TestCountsUsePluralForms(t *testing.T) {
	for _, lang := range Languages() {
		for _, m := range messagesOf(t, lang) {
			if m.form != "" {
				continue
			}
			for _, s := range countedWithoutPlural(lang, m.text) {
				t.Errorf("%v: %q counts without plural forms (one, other)", m, s)
			}
		}
	}
}

func TestPluralFormsByCount(t *testing.T) {
	tests := []struct {
		lang, key string
		n         int
		data      map[string]any
		want      string
	}{
		{"fr", "dale.event.draw", 0, map[string]any{"Seat": "Ana", "Value": 0}, "Ana pioche 0 carte"},
		{"fr", "dale.event.draw", 1, map[string]any{"Seat": "Ana", "Value": 1}, "Ana pioche 1 carte"},
		{"fr", "dale.event.draw", 2, map[string]any{"Seat": "Ana", "Value": 2}, "Ana pioche 2 cartes"},
		{"en", "dale.event.draw", 0, map[string]any{"Seat": "Ann", "Value": 0}, "Ann draws 0 cards"},
		{"en", "dale.event.draw", 1, map[string]any{"Seat": "Ann", "Value": 1}, "Ann draws 1 card"},
		{"fr", "wonders.effect.shields", 1, map[string]any{"N": 1}, "1 bouclier."},
		{"fr", "wonders.effect.points", 0, map[string]any{"N": 0}, "0 point de victoire."},
		{"fr", "wonders.effect.points", 3, map[string]any{"N": 3}, "3 points de victoire."},
		{"en", "wonders.effect.coins", 1, map[string]any{"N": 1}, "Take 1 coin when built."},
		{"fr", "wonders.ui.resource_count.stone", 2, nil, "2 Pierres"},
		// A message without plural forms reads the same through N.
		{"fr", "wonders.effect.extra_god", 1, map[string]any{"N": 1}, "Invoquez un dieu de plus à l’Âge 1."},
		{"en", "dale.event.roll", 1, map[string]any{"Seat": "Ann", "Value": 1}, "Ann rolls 1"},
	}
	for _, tt := range tests {
		l := newLocalizer(t, tt.lang)
		if got := l.N(tt.key, tt.n, tt.data); got != tt.want {
			t.Errorf("%s N(%s, %d) = %q, want %q", tt.lang, tt.key, tt.n, got, tt.want)
		}
	}
}

func TestIsPlural(t *testing.T) {
	if !IsPlural("fr", "wonders.ui.coins") || IsPlural("fr", "menu.quit") || IsPlural("fr", "no.such.key") {
		t.Fatal("IsPlural disagrees with the catalog")
	}
}
