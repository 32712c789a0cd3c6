package ui

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

func TestSwitchingLanguageRedrawsAtOnce(t *testing.T) {
	a := newTestApp(t, "en")
	test.Tap(a.button(t, "Settings"))
	for _, s := range []string{"Settings", "Language", "Bot pace", "Back"} {
		if !a.shows(s) {
			t.Fatalf("English settings lack %q: %q", s, a.texts())
		}
	}
	radios := find[*widget.RadioGroup](a)
	if len(radios) != 1 {
		t.Fatalf("%d language choices, want 1", len(radios))
	}
	radios[0].SetSelected("Français")

	for _, s := range []string{"Réglages", "Langue", "Rythme des robots", "Retour"} {
		if !a.shows(s) {
			t.Errorf("after switching, %q is not shown: %q", s, a.texts())
		}
	}
	for _, s := range []string{"Settings", "Language", "Bot pace", "Back"} {
		if a.shows(s) {
			t.Errorf("after switching, English %q is still shown", s)
		}
	}
	if got := a.win.MainMenu().Items[0].Label; got != "Partie" {
		t.Errorf("menu bar says %q, want Partie", got)
	}
	if !a.showsPart("s par coup") {
		t.Errorf("bot pace value not in French: %q", a.texts())
	}
	test.Tap(a.button(t, "Retour"))
	a.button(t, "Nouvelle partie")
}

func TestSettingsReturnToWhereTheyWereOpened(t *testing.T) {
	a := newTestApp(t, "en")
	test.Tap(a.button(t, "New game"))
	a.showSettings()
	test.Tap(a.button(t, "Back"))
	if a.cur.name != ScreenNewGame {
		t.Fatalf("back from settings led to %q", a.cur.name)
	}
}

func TestPreferencesPersist(t *testing.T) {
	fa := test.NewTempApp(t)
	dir := t.TempDir()
	a := newTestAppOn(t, fa, Options{Games: testGames, DataDir: dir})
	a.showSettings()
	find[*widget.RadioGroup](a)[0].SetSelected("Français")
	find[*widget.Slider](a)[0].SetValue(2.5)
	a.win.Resize(fyne.NewSize(1100, 720))
	a.win.Content().Refresh()
	test.LaidOutObjects(a.win.Content())

	b, err := New(fa, Options{Games: testGames, DataDir: dir, Getenv: func(string) string { return "en_US.UTF-8" }})
	if err != nil {
		t.Fatal(err)
	}
	if got := b.Localizer().Lang(); got != "fr" {
		t.Errorf("language after restart %q, want fr", got)
	}
	if got := b.BotPace(); got != 2500*time.Millisecond {
		t.Errorf("bot pace after restart %v, want 2.5s", got)
	}
	if got := b.win.Canvas().Size(); got != fyne.NewSize(1100, 720) {
		t.Errorf("window size after restart %v, want 1100x720", got)
	}
}

// The desktop driver lays the content out below an in-window menu bar, so
// the content is smaller than the window; what is remembered is the
// window's size, or every start would lose the menu bar's height.
func TestWindowSizeKeepsTheMenuBar(t *testing.T) {
	fa := test.NewTempApp(t)
	a := newTestAppOn(t, fa, Options{Games: testGames, DataDir: t.TempDir()})
	a.win.Resize(fyne.NewSize(1280, 800))
	a.sizeChanged(fyne.NewSize(1280, 773)) // the content under a 27-pixel menu bar
	for range 3 {
		b, err := New(fa, Options{Games: testGames, DataDir: t.TempDir()})
		if err != nil {
			t.Fatal(err)
		}
		if got := b.win.Canvas().Size(); got != fyne.NewSize(1280, 800) {
			t.Fatalf("window size after restart %v, want 1280x800", got)
		}
		b.sizeChanged(fyne.NewSize(1280, 773))
	}
}

func TestWindowHasAMinimumSize(t *testing.T) {
	tests := []struct {
		name        string
		saved, want fyne.Size
	}{
		{"remembered size kept", fyne.NewSize(1500, 900), fyne.NewSize(1500, 900)},
		{"too narrow", fyne.NewSize(700, 900), fyne.NewSize(1024, 900)},
		{"too low", fyne.NewSize(1300, 500), fyne.NewSize(1300, 640)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fa := test.NewTempApp(t)
			fa.Preferences().SetFloat(prefWindowWidth, float64(tt.saved.Width))
			fa.Preferences().SetFloat(prefWindowHeight, float64(tt.saved.Height))
			if got := savedWindowSize(fa.Preferences()); got != tt.want {
				t.Errorf("savedWindowSize = %v, want %v", got, tt.want)
			}
		})
	}
	fa := test.NewTempApp(t)
	a := newTestAppOn(t, fa, Options{Games: testGames, DataDir: t.TempDir()})
	if got := a.win.Content().MinSize(); got.Width < minContentSize.Width || got.Height < minContentSize.Height {
		t.Errorf("content minimum %v, want at least %v", got, minContentSize)
	}
}

func TestStartLanguage(t *testing.T) {
	tests := []struct {
		name  string
		saved string
		env   map[string]string
		flag  string
		want  string
	}{
		{"french system", "", map[string]string{"LANG": "fr_FR.UTF-8"}, "", "fr"},
		{"english system", "", map[string]string{"LANG": "en_US.UTF-8"}, "", "en"},
		{"C locale", "", map[string]string{"LANG": "C"}, "", "en"},
		{"LC_ALL over LANG", "", map[string]string{"LC_ALL": "fr_CA.UTF-8", "LANG": "C"}, "", "fr"},
		{"saved choice over system", "en", map[string]string{"LANG": "fr_FR.UTF-8"}, "", "en"},
		{"flag over saved", "en", nil, "fr", "fr"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fa := test.NewTempApp(t)
			if tt.saved != "" {
				fa.Preferences().SetString(prefLanguage, tt.saved)
			}
			a := newTestAppOn(t, fa, Options{
				Games: testGames, DataDir: t.TempDir(), Lang: tt.flag,
				Getenv: func(k string) string { return tt.env[k] },
			})
			if got := a.Localizer().Lang(); got != tt.want {
				t.Fatalf("language %q, want %q", got, tt.want)
			}
			if got := fa.Preferences().String(prefLanguage); got != tt.saved {
				t.Errorf("starting changed the saved language to %q", got)
			}
		})
	}
}

func TestUnsupportedLanguageFlag(t *testing.T) {
	if _, err := New(test.NewTempApp(t), Options{Lang: "de"}); err == nil {
		t.Fatal("New accepted --lang de")
	}
}
