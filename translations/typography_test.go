package translations

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
	"testing"
	"unicode"
)

// narrowNBSP is the narrow no-break space French sets before « : ; ! ? »
// and inside « ».
const narrowNBSP = '\u202f'

// entry is one text of the catalog: a plain message, or one plural form
// of a plural message.
type entry struct {
	file, key, form string
	text            string
}

func (m entry) String() string {
	if m.form == "" {
		return fmt.Sprintf("%s: %q", m.file, m.key)
	}
	return fmt.Sprintf("%s: %q (%s)", m.file, m.key, m.form)
}

// messagesOf lists every text of a language, every plural form included.
func messagesOf(t *testing.T, lang string) []entry {
	t.Helper()
	var out []entry
	for _, f := range Files() {
		if f.Lang != lang {
			continue
		}
		m, err := Messages(f.Name)
		if err != nil {
			t.Fatal(err)
		}
		for key, v := range m {
			switch v := v.(type) {
			case string:
				out = append(out, entry{file: f.Name, key: key, text: v})
			case map[string]any:
				for form, s := range v {
					out = append(out, entry{file: f.Name, key: key, form: form, text: fmt.Sprint(s)})
				}
			}
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].file != out[j].file {
			return out[i].file < out[j].file
		}
		if out[i].key != out[j].key {
			return out[i].key < out[j].key
		}
		return out[i].form < out[j].form
	})
	return out
}

// actionRe finds the template actions of a message ({{.Name}}).
var actionRe = regexp.MustCompile(`\{\{.*?\}\}`)

// prose is a message with each template action replaced by one private
// rune, so that rules read the words around a placeholder, never inside.
func prose(s string) []rune {
	return []rune(actionRe.ReplaceAllString(s, "\uE000"))
}

// frenchSpacing lists the marks of one French text that lack the narrow
// no-break space: before « : ; ! ? », after « and before ». A colon
// between two digits (a time, a ratio) or before "//" (a web address) is
// not punctuation.
func frenchSpacing(s string) []string {
	r := prose(s)
	var bad []string
	at := func(i int) rune {
		if i < 0 || i >= len(r) {
			return 0
		}
		return r[i]
	}
	describe := func(c rune) string {
		switch c {
		case ' ':
			return "a plain space"
		case '\u00a0':
			return "a no-break space"
		case 0:
			return "nothing"
		}
		return "no space"
	}
	for i, c := range r {
		switch c {
		case ':', ';', '!', '?':
			if c == ':' && (unicode.IsDigit(at(i-1)) && unicode.IsDigit(at(i+1)) || at(i+1) == '/' && at(i+2) == '/') {
				continue
			}
			if p := at(i - 1); p != narrowNBSP {
				bad = append(bad, fmt.Sprintf("%s before %q", describe(p), c))
			} else if unicode.IsSpace(at(i - 2)) {
				bad = append(bad, fmt.Sprintf("a second space before %q", c))
			}
		case '«':
			if n := at(i + 1); n != narrowNBSP {
				bad = append(bad, fmt.Sprintf("%s after «", describe(n)))
			}
		case '»':
			if p := at(i - 1); p != narrowNBSP {
				bad = append(bad, fmt.Sprintf("%s before »", describe(p)))
			}
		}
	}
	return bad
}

func TestFrenchSpacingRule(t *testing.T) {
	tests := []struct {
		text string
		bad  int
	}{
		{"Coût\u202f: {{.Cost}}", 0},
		{"Coût : {{.Cost}}", 1},
		{"Coût\u00a0: {{.Cost}}", 1},
		{"Coût\u00a0\u202f: {{.Cost}}", 1},
		{"Coût: 3", 1},
		{"{{.Name}} gagne !", 1},
		{"{{.Name}}\u202f?", 0},
		{"Prêt ? Allez ; vite !", 3},
		{"Panthéon « goodisien »", 2},
		{"Panthéon «\u202fgoodisien\u202f»", 0},
		{"à 12:30, 1:2, https://example.org", 0},
		{"{{if eq .A \"x:y\"}}ok{{end}}", 0},
	}
	for _, tt := range tests {
		if got := frenchSpacing(tt.text); len(got) != tt.bad {
			t.Errorf("frenchSpacing(%q) = %v, want %d faults", tt.text, got, tt.bad)
		}
	}
}

func TestFrenchSpacing(t *testing.T) {
	n := 0
	for _, m := range messagesOf(t, "fr") {
		for _, why := range frenchSpacing(m.text) {
			t.Errorf("%v: %s, want U+202F (narrow no-break space)", m, why)
			n++
		}
	}
	if n > 0 {
		t.Logf("%d marks without a narrow no-break space", n)
	}
}

// straightApostrophes counts the typewriter apostrophes of a text, outside
// its template actions.
func straightApostrophes(s string) int {
	return strings.Count(string(prose(s)), "'")
}

func TestFrenchApostrophesAreTypographic(t *testing.T) {
	if straightApostrophes("l’Âge de {{.Name}}") != 0 || straightApostrophes("l'Âge") != 1 ||
		straightApostrophes(`{{printf "'"}}`) != 0 {
		t.Fatal("straightApostrophes miscounts")
	}
	for _, m := range messagesOf(t, "fr") {
		if n := straightApostrophes(m.text); n > 0 {
			t.Errorf("%v: %d straight apostrophe(s) ', want ’", m, n)
		}
	}
}

// englishSpacing lists the spaces English never sets before « : ; ! ? ».
var englishSpacing = regexp.MustCompile(`[ \x{a0}\x{202f}][:;!?]`)

func TestEnglishHasNoSpaceBeforePunctuation(t *testing.T) {
	for _, m := range messagesOf(t, "en") {
		if s := englishSpacing.FindString(string(prose(m.text))); s != "" {
			t.Errorf("%v: %q, English sets no space before the mark", m, s)
		}
	}
}
