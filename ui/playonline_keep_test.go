package ui

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"agora/game"
	"agora/online/seat"
)

// TestFinishedOnlineGameIsKept: a game played at a seat held elsewhere is
// kept whole in the games folder once it ends, once however often it is
// kept; a table closed before the end keeps nothing.
func TestFinishedOnlineGameIsKept(t *testing.T) {
	for _, c := range []struct {
		name   string
		closed bool // the table closes before the end
		again  bool // a table of the game opens again once it is kept
		want   int  // files kept
	}{
		{"kept once over", false, false, 1},
		{"kept once, opened again", false, true, 1},
		{"closed before the end", true, false, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			a := newTestApp(t, "en")
			s, err := tallyRules.Start(game.Config{Game: "tally", Seed: 7, Seats: []game.SeatConfig{{Name: "Ada"}, {Name: "Bea"}}})
			if err != nil {
				t.Fatal(err)
			}
			h := seat.NewHost(tallyRules, s, nil)
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			shown := make(chan bool, 4)
			do := func(func()) { shown <- true } // only an error is shown
			dir := filepath.Join(a.dataDir, gamesDir)
			kept := func(want int) {
				t.Helper()
				for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(10 * time.Millisecond) {
					if files, _ := os.ReadDir(dir); len(files) == want {
						return
					} else if time.Now().After(deadline) {
						t.Fatalf("%d files kept, want %d", len(files), want)
					}
				}
			}
			a.keepWhenOver(ctx, h.Seat(0), tallyRules, do)
			if c.closed {
				cancel()
			}
			playToTheEnd(t, h)
			kept(c.want)
			if c.again {
				a.keepWhenOver(ctx, h.Seat(1), tallyRules, do)
			}
			time.Sleep(100 * time.Millisecond) // time for a wrong second file
			kept(c.want)
			if len(shown) > 0 {
				t.Fatal("keeping the game showed an error")
			}
			if c.want == 1 {
				files, _ := os.ReadDir(dir)
				data, err := os.ReadFile(filepath.Join(dir, files[0].Name()))
				if err != nil {
					t.Fatal(err)
				}
				sv, err := game.ParseSave(data)
				if err != nil || len(sv.Log) == 0 || sv.Config.Seed != 7 {
					t.Fatalf("the game kept: %v, %d decisions, seed %d", err, len(sv.Log), sv.Config.Seed)
				}
			}
		})
	}
}

// playToTheEnd plays the hosted game with each pending seat's first
// legal option.
func playToTheEnd(t *testing.T, h *seat.Host) {
	t.Helper()
	for n := 0; n < 1000; n++ {
		st := h.State()
		if st.Over() {
			return
		}
		p := st.Pending()[0]
		legal := st.Legal(p.Seat, nil)
		if err := h.Apply(p.Seat, h.Version(), legal[0]); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("no end after 1000 decisions")
}
