package games

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"agora/game"
	"agora/translations"
)

// Every registered game has an engine and its message files in every language, and no two
// games share a message file.
func TestRegistryGames(t *testing.T) {
	if got := Names(); !slices.Equal(got, []string{"wonders", "dale"}) {
		t.Errorf("games in menu order: %v, want wonders, dale", got)
	}
	files := map[string]bool{}
	for _, f := range translations.Files() {
		files[f.Name] = true
	}
	owner := map[string]string{}
	for _, g := range List() {
		t.Run(g.Name(), func(t *testing.T) {
			if g.Rules.New == nil || g.Rules.MinPlayers < 1 {
				t.Fatalf("no engine: %+v", g.Rules)
			}
			if r, ok := Lookup(g.Name()); !ok || r.Game != g.Name() {
				t.Errorf("Lookup(%q) = %q, %v", g.Name(), r.Game, ok)
			}
			if len(g.Messages) == 0 {
				t.Error("no message files")
			}
			for _, f := range g.MessageFiles() {
				if !files[f] {
					t.Errorf("message file %s is missing", f)
				}
				if o, ok := owner[f]; ok {
					t.Errorf("message file %s is %s's too", f, o)
				}
				owner[f] = g.Name()
			}
			for _, lang := range translations.Languages() {
				if !translations.HasKey(lang, "game."+g.Name()) {
					t.Errorf("%s: the game has no title (game.%s)", lang, g.Name())
				}
			}
		})
	}
}

// fakeRules is a game of one decision, for the registry's tests.
var fakeRules = game.Rules{
	Game: "fake", MinPlayers: 2, MaxPlayers: 2,
	New: func(game.Config) (game.State, error) { return nil, errors.New("fake game") },
}

// registerFake registers the fake game for one test.
func registerFake(t *testing.T) {
	t.Helper()
	Register(Game{
		Rules:    fakeRules,
		Messages: []string{"fake"},
		Menu:     99,
	})
	t.Cleanup(func() { delete(registry, fakeRules.Game) })
}

// A game registered outside the shipped ones is found by name and listed
// last; unknown names are errors that list what there is.
func TestRegistryFakeGame(t *testing.T) {
	registerFake(t)
	if _, err := Get("fake"); err != nil {
		t.Fatal(err)
	}
	if r, ok := Lookup("fake"); !ok || r.Game != "fake" {
		t.Errorf("Lookup(fake) = %q, %v", r.Game, ok)
	}
	if names := Names(); names[len(names)-1] != "fake" {
		t.Errorf("names %v: the fake game is not last", names)
	}
	_, err := Get("chess")
	if err == nil || !strings.Contains(err.Error(), `unknown game "chess"`) {
		t.Fatalf("Get(chess) = %v", err)
	}
	for _, name := range []string{"wonders", "dale", "fake"} {
		if !strings.Contains(err.Error(), name) {
			t.Errorf("%q does not list %s", err, name)
		}
	}
	if _, ok := Lookup("chess"); ok {
		t.Error("Lookup(chess) found a game")
	}
}

// Registering a game twice, or one without a name or an engine, panics.
func TestRegistryRefusesBadGames(t *testing.T) {
	registerFake(t)
	for name, g := range map[string]Game{
		"twice":     {Rules: fakeRules},
		"no name":   {Rules: game.Rules{New: fakeRules.New}},
		"no engine": {Rules: game.Rules{Game: "nothing"}},
	} {
		t.Run(name, func(t *testing.T) {
			defer func() {
				if recover() == nil {
					t.Error("no panic")
				}
			}()
			Register(g)
		})
	}
}
