package learn

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"agora/bots"
	"agora/game"
)

// The seed search: go test ./game/learn -run TestFit -args -fit=ID
// [-fit.from=N -fit.seeds=N] tries the lesson's steps on seed after seed,
// the bots played by Easy bots, keeps the first deal on which every move a
// step asks for is legal when it is asked, and writes that seed and the
// bots' moves into the lesson's file.
var (
	fitID    = flag.String("fit", "", "lesson to fit a seed and the bots' moves to")
	fitFrom  = flag.Uint64("fit.from", 1, "first seed tried")
	fitSeeds = flag.Int("fit.seeds", 20000, "how many seeds to try")
)

func TestFit(t *testing.T) {
	if *fitID == "" {
		t.Skip("no -fit lesson named")
	}
	l, err := Get(*fitID)
	if err != nil {
		t.Fatal(err)
	}
	var why error
	for s := *fitFrom; s < *fitFrom+uint64(*fitSeeds); s++ {
		tried := *l
		tried.Seed = s
		moves, before, step, err := fit(&tried)
		if err == nil {
			tried.Bots, tried.Before = moves, before
			path := filepath.Join("lessons", l.ID+".json")
			if err := os.WriteFile(path, Format(&tried), 0o644); err != nil {
				t.Fatal(err)
			}
			t.Logf("seed %d fits %s; written to %s", s, l.ID, path)
			return
		}
		if why == nil || step > 0 {
			why = fmt.Errorf("seed %d: reached step %d: %w", s, step, err)
		}
	}
	t.Fatalf("no seed fits %s; the last that went farthest: %v", l.ID, why)
}

// fit plays the lesson with Easy bots and records their moves, and the
// player's up to the steps' start (StartAt); it fails at the first step
// whose move is not legal, and says which.
func fit(l *Lesson) (map[string][]string, []string, int, error) {
	st, err := gameRules(l).Start(l.Config(nil))
	if err != nil {
		return nil, nil, 0, err
	}
	var recs []record
	started := l.StartAt == ""
	you := game.Seat(l.You)
	botsBy := map[game.Seat]bots.Bot{}
	moves := map[string][]string{}
	var buf []game.Option
	step := 0
	for step < len(l.Steps) {
		if st.Over() {
			return nil, nil, step, errors.New("the game ended")
		}
		var seat game.Seat = -1
		for _, p := range st.Pending() {
			if p.Seat != you {
				seat = p.Seat
				break
			}
		}
		if seat < 0 && !started {
			for _, p := range st.Pending() {
				if p.Seat == you && strings.HasPrefix(p.Kind, l.StartAt) {
					started = true
				}
			}
			if !started {
				seat = you
			}
		}
		if seat >= 0 {
			b := botsBy[seat]
			if b == nil {
				if b, err = bots.New(EasyBot, l.Game, l.Seed*31+uint64(seat)); err != nil {
					return nil, nil, step, err
				}
				botsBy[seat] = b
			}
			buf = st.Legal(seat, buf[:0])
			opt, err := b.Choose(context.Background(), st.View(seat), buf)
			if err != nil {
				return nil, nil, step, err
			}
			recs = append(recs, record{seat, opt, slices.Clone(buf)})
			if err := st.Apply(seat, opt); err != nil {
				return nil, nil, step, err
			}
			continue
		}
		s := l.Steps[step]
		if s.Explains() {
			step++
			continue
		}
		if !owes(st, you) {
			return nil, nil, step, errors.New("the player owes no move")
		}
		d, _ := ParseDescriptor(s.Wait)
		buf = st.Legal(you, buf[:0])
		found := Find(l.Game, d, buf)
		if len(found) == 0 {
			return nil, nil, step, fmt.Errorf("step %d: %q not legal", step+1, s.Wait)
		}
		if err := st.Apply(you, found[0]); err != nil {
			return nil, nil, step, err
		}
		step++
	}
	// The moves are written as descriptors once the deal fits: finding
	// the shortest takes time.
	var before []string
	for _, r := range recs {
		d, err := Shortest(l.Game, r.opt, r.legal)
		if err != nil {
			return nil, nil, step, err
		}
		if r.seat == you {
			before = append(before, d.String())
		} else {
			k := strconv.Itoa(int(r.seat))
			moves[k] = append(moves[k], d.String())
		}
	}
	return moves, before, step, nil
}

// record is a move recorded during the fit, with the options it was
// chosen among.
type record struct {
	seat  game.Seat
	opt   game.Option
	legal []game.Option
}
