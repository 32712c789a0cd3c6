package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"agora/version"
)

func TestAboutFromTheStartScreen(t *testing.T) {
	tests := []struct {
		lang, button, title, desc, dev string
	}{
		{"en", "About Agora", "About Agora", "A desktop table for 7 Wonders", "Development build"},
		{"fr", "À propos d’Agora", "À propos d’Agora", "Une table de jeu pour 7 Wonders", "Version de développement"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			a := newTestApp(t, tt.lang)
			test.Tap(a.button(t, tt.button))
			if a.dialogs() != 1 {
				t.Fatalf("%d dialogs open, want the About dialog", a.dialogs())
			}
			for _, want := range []string{tt.title, "Agora", tt.dev} {
				if !a.shows(want) {
					t.Errorf("About does not show %q; texts: %q", want, a.texts())
				}
			}
			if !a.showsPart(tt.desc) || !a.showsPart("Repos Production") {
				t.Errorf("About lacks the description or the credits; texts: %q", a.texts())
			}
		})
	}
}

func TestAboutShowsTheReleaseVersion(t *testing.T) {
	old := version.Version
	version.Version = "1.2.3" // what -ldflags -X does in a release build
	t.Cleanup(func() { version.Version = old })
	a := newTestApp(t, "en")
	a.showAbout()
	if !a.shows("Version 1.2.3") {
		t.Fatalf("About does not show the version; texts: %q", a.texts())
	}
}

func TestAboutInTheHelpMenu(t *testing.T) {
	a := newTestApp(t, "en")
	menus := a.win.MainMenu().Items
	help := menus[len(menus)-1]
	if help.Label != "Help" {
		t.Fatalf("last menu %q, want Help", help.Label)
	}
	var about *fyne.MenuItem
	for _, it := range help.Items {
		if it.Label == "About Agora" {
			about = it
		}
	}
	if about == nil {
		t.Fatal("no Help > About Agora")
	}
	about.Action()
	if a.dialogs() != 1 {
		t.Fatalf("%d dialogs after Help > About, want 1", a.dialogs())
	}
}

// About credits the pictures' set, its authors and licence, and links
// to the licence's text, in both languages.
func TestAboutCreditsThePictures(t *testing.T) {
	tests := []struct{ lang, credit, link string }{
		{"en", "icons from game-icons.net, by Lorc, Delapouite", "CC BY 3.0 licence text"},
		{"fr", "icônes de game-icons.net, par Lorc, Delapouite", "Texte de la licence CC BY 3.0"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			a := newTestApp(t, tt.lang)
			a.showAbout()
			if !a.showsPart(tt.credit) || !a.showsPart("CC BY 3.0") {
				t.Errorf("About does not credit the pictures; texts: %q", a.texts())
			}
			var found bool
			for _, l := range find[*widget.Hyperlink](a) {
				if l.Text == tt.link && l.URL != nil && l.URL.String() == "https://creativecommons.org/licenses/by/3.0/" {
					found = true
				}
			}
			if !found {
				t.Errorf("About has no link %q to the licence's text", tt.link)
			}
		})
	}
}
