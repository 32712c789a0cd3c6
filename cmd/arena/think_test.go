package main

import (
	"strings"
	"testing"
)

// arena think times a whole game and checks its flags like play does.
func TestThink(t *testing.T) {
	code, out, stderr := runArena("think", "--game", "wonders", "--players", "3", "--bots", "random", "--games", "2")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{"game 1: ", "game 2: ", "all: ", "0 over the 5s limit"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in:\n%s", want, out)
		}
	}
	for _, args := range [][]string{
		{"think", "--game", "wonders", "--players", "3", "--bots", "random,random"},
		{"think", "--game", "wonders", "--players", "3", "--bots", "nosuchbot"},
		{"think", "--game", "wonders", "--players", "3", "--bots", "random", "--games", "0"},
	} {
		if code, _, _ := runArena(args...); code != exitBadArgs {
			t.Errorf("%v: exit %d, want %d", args, code, exitBadArgs)
		}
	}
}
