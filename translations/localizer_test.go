package translations

import (
	"sync"
	"testing"
)

func newLocalizer(t *testing.T, lang string) *Localizer {
	t.Helper()
	l, err := New(lang)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func TestTInBothLanguages(t *testing.T) {
	tests := []struct {
		lang, key string
		data      map[string]any
		want      string
	}{
		{"en", "menu.new_game", nil, "New game"},
		{"fr", "menu.new_game", nil, "Nouvelle partie"},
		{"en", "seat.default_human", map[string]any{"N": 3}, "Player 3"},
		{"fr", "seat.default_human", map[string]any{"N": 3}, "Joueur 3"},
	}
	for _, tt := range tests {
		t.Run(tt.lang+"/"+tt.key, func(t *testing.T) {
			if got := newLocalizer(t, tt.lang).T(tt.key, tt.data); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestMissingKeyFallsBackToTheKey(t *testing.T) {
	l := newLocalizer(t, "fr")
	for _, key := range []string{"no.such.key", "", "{{.Broken"} {
		if got := l.T(key); got != key {
			t.Errorf("T(%q) = %q, want the key back", key, got)
		}
		if got := l.N(key, 2); got != key {
			t.Errorf("N(%q) = %q, want the key back", key, got)
		}
	}
}

func TestSetLang(t *testing.T) {
	l := newLocalizer(t, "en")
	if err := l.SetLang("fr"); err != nil {
		t.Fatal(err)
	}
	if l.Lang() != "fr" || l.T("menu.quit") != "Quitter" {
		t.Fatalf("after SetLang(fr): lang %q, text %q", l.Lang(), l.T("menu.quit"))
	}
	if err := l.SetLang("de"); err == nil {
		t.Fatal("SetLang(de) accepted an unsupported language")
	}
	if l.Lang() != "fr" {
		t.Fatalf("a refused SetLang changed the language to %q", l.Lang())
	}
}

func TestNewFallsBackToEnglish(t *testing.T) {
	if got := newLocalizer(t, "xx").Lang(); got != "en" {
		t.Fatalf("New(xx) speaks %q, want en", got)
	}
}

func TestNumbers(t *testing.T) {
	tests := []struct {
		lang  string
		n     int
		x     float64
		int   string
		fract string
	}{
		{"en", 12500, 1.5, "12,500", "1.5"},
		{"fr", 12500, 1.5, "12\u00a0500", "1,5"},
		{"en", 3, 0.25, "3", "0.25"},
		{"fr", 3, 2, "3", "2"},
	}
	for _, tt := range tests {
		l := newLocalizer(t, tt.lang)
		if got := l.Int(tt.n); got != tt.int {
			t.Errorf("%s Int(%d) = %q, want %q", tt.lang, tt.n, got, tt.int)
		}
		if got := l.Decimal(tt.x, 2); got != tt.fract {
			t.Errorf("%s Decimal(%v) = %q, want %q", tt.lang, tt.x, got, tt.fract)
		}
	}
}

func TestConcurrentUse(t *testing.T) {
	// Every answer, however the switches interleave, is whole in one of
	// the two languages: never a key, a blank or a mixture.
	want := map[string][2]string{}
	for _, lang := range []string{"en", "fr"} {
		ref := newLocalizer(t, lang)
		i := map[string]int{"en": 0, "fr": 1}[lang]
		for _, k := range []string{"quit", "int"} {
			v := want[k]
			v[i] = map[string]string{"quit": ref.T("menu.quit"), "int": ref.Int(1234567)}[k]
			want[k] = v
		}
	}
	if want["quit"][0] == want["quit"][1] || want["int"][0] == want["int"][1] {
		t.Fatalf("the two languages must differ for the test to mean anything: %q", want)
	}
	l := newLocalizer(t, "en")
	var wg sync.WaitGroup
	errs := make(chan string, 16)
	for i := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range 200 {
				lang := []string{"fr", "en"}[(i+j)%2]
				if err := l.SetLang(lang); err != nil {
					errs <- err.Error()
					return
				}
				if got := l.T("menu.quit"); got != want["quit"][0] && got != want["quit"][1] {
					errs <- "T gave " + got
					return
				}
				if got := l.Int(1234567); got != want["int"][0] && got != want["int"][1] {
					errs <- "Int gave " + got
					return
				}
				if got := l.Lang(); got != "en" && got != "fr" {
					errs <- "Lang gave " + got
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
	// Once the switching stops, the answers follow the last language.
	l.SetLang("fr")
	if l.Lang() != "fr" || l.T("menu.quit") != want["quit"][1] || l.Int(1234567) != want["int"][1] {
		t.Errorf("after the switches: %s, %q, %q", l.Lang(), l.T("menu.quit"), l.Int(1234567))
	}
}

func TestHasKey(t *testing.T) {
	if !HasKey("fr", "menu.quit") || HasKey("fr", "menu.nothing") {
		t.Fatal("HasKey disagrees with fr.json")
	}
	if !newLocalizer(t, "en").Has("app.name") {
		t.Fatal("Has(app.name) is false")
	}
}
