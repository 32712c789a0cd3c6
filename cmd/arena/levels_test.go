package main

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"agora/game/games"
)

// Every command that takes bots takes them by the level names the app
// shows, in any case, and by the bots' own names, in every game; the
// report names each seat's bot as the command line did (which bot a name
// builds is the bots package's test).
func TestRegistryLevelsOnTheCommandLine(t *testing.T) {
	for _, g := range games.List() {
		players := g.Rules.MinPlayers
		for _, bots := range []string{"hard:8,Medium", "Expert:8,easy", "HARD:8,random", "ismcts:8,mc:8,heuristic"} {
			t.Run(g.Name()+" "+bots, func(t *testing.T) {
				specs := strings.Split(bots, ",")
				code, out, stderr := runArena("play", "--game", g.Name(), "--players", strconv.Itoa(players),
					"--bots", strings.Join(specs[:players], ","), "--games", "1", "--json")
				if code != exitOK {
					t.Fatalf("exit %d: %s", code, stderr)
				}
				var rep struct {
					Errors int `json:"errors"`
					Seats  []struct {
						Bot string `json:"bot"`
					} `json:"seats"`
				}
				if err := json.Unmarshal([]byte(out), &rep); err != nil {
					t.Fatal(err)
				}
				if rep.Errors != 0 || len(rep.Seats) != players {
					t.Fatalf("report %+v", rep)
				}
				for i, s := range rep.Seats {
					if s.Bot != specs[i] {
						t.Errorf("seat %d plays %s, want %s", i, s.Bot, specs[i])
					}
				}
			})
		}
	}
	// The level name passes the report's check of its bots: the run stops
	// only at the next check, of --lines.
	if code, _, stderr := runArena("report", "--hard-dale", "Expert", "--lines", "^$", "--results", t.TempDir(), "--out", t.TempDir()+"/bots.md"); code != exitBadArgs || !strings.Contains(stderr, "matches no line") {
		t.Errorf("report --hard-dale Expert: exit %d: %s", code, stderr)
	}
	for _, args := range [][]string{
		{"gods", "--bot", "Medium", "--games", "1", "--players", "3"},
	} {
		if code, _, stderr := runArena(args...); code != exitOK {
			t.Errorf("%s: exit %d: %s", strings.Join(args, " "), code, stderr)
		}
	}
}
