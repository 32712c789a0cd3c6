package ui

import (
	"testing"

	"fyne.io/fyne/v2/test"
)

func TestMenuInBothLanguages(t *testing.T) {
	tests := []struct {
		lang    string
		buttons []string
		bar     []string
		title   string
	}{
		{"en", []string{"New game", "Resume", "Your games", "Settings", "Quit", "About Agora"}, []string{"Game", "Settings", "Help"}, "Agora"},
		{"fr", []string{"Nouvelle partie", "Reprendre", "Vos parties", "Réglages", "Quitter", "À propos d’Agora"}, []string{"Partie", "Réglages", "Aide"}, "Agora"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			a := newTestApp(t, tt.lang)
			for _, b := range tt.buttons {
				a.button(t, b)
			}
			if a.win.Title() != tt.title {
				t.Errorf("window title %q, want %q", a.win.Title(), tt.title)
			}
			menus := a.win.MainMenu().Items
			if len(menus) != len(tt.bar) {
				t.Fatalf("%d menus in the bar, want %d", len(menus), len(tt.bar))
			}
			for i, m := range menus {
				if m.Label != tt.bar[i] {
					t.Errorf("menu %d is %q, want %q", i, m.Label, tt.bar[i])
				}
			}
		})
	}
}

func TestMenuButtonsOpenTheirScreens(t *testing.T) {
	tests := []struct {
		button, screen string
	}{
		{"New game", ScreenNewGame},
		{"Settings", ScreenSettings},
	}
	for _, tt := range tests {
		t.Run(tt.button, func(t *testing.T) {
			a := newTestApp(t, "en")
			test.Tap(a.button(t, tt.button))
			if a.cur.name != tt.screen {
				t.Fatalf("screen %q, want %q", a.cur.name, tt.screen)
			}
			test.Tap(a.button(t, "Back"))
			if a.cur.name != ScreenMenu {
				t.Fatalf("Back led to %q, want the menu", a.cur.name)
			}
		})
	}
}

func TestShowScreen(t *testing.T) {
	a := newTestApp(t, "en")
	for _, name := range []string{ScreenNewGame, ScreenSettings, ScreenMenu} {
		if err := a.ShowScreen(name); err != nil || a.cur.name != name {
			t.Errorf("ShowScreen(%s): err %v, showing %q", name, err, a.cur.name)
		}
	}
	if err := a.ShowScreen("nowhere"); err != ErrUnknownScreen {
		t.Errorf("unknown screen: got %v", err)
	}
}
