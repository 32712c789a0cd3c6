package bots

import (
	"errors"
	"strings"
	"testing"
)

// Every level is built by its name as the app shows it, in any case, and
// by its bot's own name, in every game that registered a heuristic.
func TestRegistryLevelNames(t *testing.T) {
	tests := []struct {
		spec, bot string
	}{
		{"Random", "random"},
		{"random", "random"},
		{"Easy", "heuristic"},
		{"easy", "heuristic"},
		{"Medium", "heuristic"},
		{"MEDIUM", "heuristic"},
		{"heuristic", "heuristic"},
		{"Hard", "mc"},
		{"hard:50", "mc"},
		{"mc", "mc"},
		{"mc:50", "mc"},
		{"Expert", "ismcts"},
		{"expert:50", "ismcts"},
		{"ismcts", "ismcts"},
	}
	for _, g := range Registered() {
		for _, tt := range tests {
			b, err := New(tt.spec, g, 1)
			if err != nil {
				t.Errorf("%s: New(%q): %v", g, tt.spec, err)
				continue
			}
			if b.Name() != tt.bot {
				t.Errorf("%s: New(%q) is %s, want %s", g, tt.spec, b.Name(), tt.bot)
			}
		}
		_, err := New("wizard", g, 1)
		if !errors.Is(err, ErrUnknownBot) {
			t.Fatalf("%s: New(wizard) = %v, want ErrUnknownBot", g, err)
		}
		for _, l := range LevelsFor(g) {
			if !strings.Contains(err.Error(), l.Name) {
				t.Errorf("%s: the error %q does not list %s", g, err, l.Name)
			}
		}
	}
	for _, l := range Levels() {
		if l.Name == "" || Canonical(l.Name) != l.Spec || Canonical(l.Spec) != l.Spec {
			t.Errorf("level %+v: Canonical does not lead its names to its spec", l)
		}
	}
}
