package tables

import (
	"context"
	"net/http/httptest"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	"agora/game/games"
	"agora/online/proto"
	"agora/online/remote"
	"agora/online/seat"
	"agora/online/server"
	"agora/translations"
	"agora/ui"
	"agora/ui/kit/kittest"
	"agora/ui/sound"
)

// watchedRoom starts a server on 127.0.0.1 with a room of cfg, and dials
// its first seat and its spectators' token.
func watchedRoom(t *testing.T, ctx context.Context, cfg game.Config, left int) (player, watcher *remote.Seat) {
	t.Helper()
	srv := server.New(server.Options{Rate: 1000, Burst: 1000})
	ts := httptest.NewServer(srv)
	t.Cleanup(func() { srv.Close(); ts.Close() })
	if !strings.HasPrefix(ts.URL, "http://127.0.0.1:") {
		t.Fatalf("test server at %s, not on loopback", ts.URL)
	}
	var info server.RoomInfo
	var err error
	if left > 0 {
		info, err = srv.OpenRoom(nearEnd(t, cfg, left))
	} else {
		info, err = srv.CreateRoom(cfg)
	}
	if err != nil {
		t.Fatal(err)
	}
	url := "ws" + strings.TrimPrefix(ts.URL, "http")
	dial := func(token, name string) *remote.Seat {
		s, err := remote.Dial(ctx, url, info.Code, token, remote.Options{Name: name, Client: "test"})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		return s
	}
	return dial(info.Tokens[0], "Ada"), dial(info.Spectator, "Zoé")
}

// nearEnd is a game of cfg played at random to its end, then replayed
// to the first seat's last turn that leaves at least left decisions: a
// room where the game ends soon (a random game of Dale runs past a
// thousand decisions), the first seat to play.
func nearEnd(t *testing.T, cfg game.Config, left int) game.State {
	t.Helper()
	g, err := games.Get(cfg.Game)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Seed = 11
	st, err := g.Rules.Start(cfg)
	if err != nil {
		t.Fatal(err)
	}
	rng := game.NewRand(11)
	var turns []int // where the first seat's turns begin
	for !st.Over() {
		p := st.Pending()[0]
		if n := len(st.Log()); p.Seat == 0 && (n == 0 || st.Log()[n-1].Seat != 0) {
			turns = append(turns, n)
		}
		legal := st.Legal(p.Seat, nil)
		if err := st.Apply(p.Seat, legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	log := st.Log()
	cut := 0
	for _, n := range turns {
		if n <= len(log)-left {
			cut = n
		}
	}
	st, err = game.Replay(g.Rules, cfg, log[:cut])
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// tableOver is the game's table over s, in lang, in a window of size.
func tableOver(t *testing.T, s *remote.Seat, lang string, size fyne.Size, review func(game.State)) (ui.Table, fyne.Window) {
	t.Helper()
	loc, err := translations.New(lang)
	if err != nil {
		t.Fatal(err)
	}
	g, err := games.Get(s.Game())
	if err != nil {
		t.Fatal(err)
	}
	tb, err := Get(s.Game())
	if err != nil {
		t.Fatal(err)
	}
	w := test.NewWindow(nil)
	w.Resize(size)
	table := tb.New(ui.TableContext{Seat: s, Rules: g.Rules, Localizer: loc, Window: w,
		ShowError: func(key string, err error) { t.Errorf("%s: %v", key, err) }, Review: review,
		Sound: func(sound.Cue) {}, ReduceMotion: func() bool { return false }, UndoGrace: func() time.Duration { return 0 }})
	t.Cleanup(table.Close)
	w.SetContent(table.Content())
	return table, w
}

// buttons are the texts of the enabled buttons drawn in w.
func buttons(w fyne.Window) []string {
	var out []string
	for _, o := range test.LaidOutObjects(w.Canvas().Content()) {
		if b, ok := o.(*widget.Button); ok && b.Visible() && !b.Disabled() {
			out = append(out, b.Text)
		}
	}
	sort.Strings(out)
	return out
}

// pumped makes the test's goroutine the UI's: what the tables hand to
// fyne.Do from their goroutines (a game held elsewhere, followed) runs
// only when the test pumps, never beside its own reading of the screen.
type pumped struct {
	fyne.App
	d pumpDriver
}

type pumpDriver struct {
	fyne.Driver
	ch chan func()
}

func (d pumpDriver) DoFromGoroutine(f func(), _ bool) { d.ch <- f }
func (a pumped) Driver() fyne.Driver                  { return a.d }

func newPumped(t *testing.T) pumped {
	a := test.NewTempApp(t)
	p := pumped{App: a, d: pumpDriver{Driver: a.Driver(), ch: make(chan func(), 1024)}}
	fyne.SetCurrentApp(p)
	return p
}

// until runs what the tables handed over until cond holds, failing
// after 90 s (a machine under load).
func (p pumped) until(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(90 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("waited 90 s for %s", what)
		}
		select {
		case f := <-p.d.ch:
			f()
		case <-time.After(10 * time.Millisecond):
		}
	}
}

// TestWatchedTable: a spectator's table of each game (its seat
// proto.Spectator, the public view), in both languages: no hand to pick
// from and no control of the game (nothing but the menu enabled, no
// Hint), where the player's table of the same room has them. The game
// played to its end by the player's seat, the spectator's table follows
// it to its end and reviews the whole game, replayed from the log the
// server sends at the end.
func TestWatchedTable(t *testing.T) {
	p := newPumped(t)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	for _, c := range []struct {
		cfg        game.Config
		left       int // decisions left to play; 0: the whole game
		lang, menu string
		hint       string
		// watched are texts the spectator's table shows, your the
		// player's words it never shows (Dale: the areas named after
		// the player followed).
		watched []string
		your    string
	}{
		{game.Config{Game: "wonders", Expansions: []string{"commerce"}, Seats: []game.SeatConfig{{Name: "Ada"}, {Name: "Bot", Bot: "random"}, {Name: "Robot", Bot: "random"}}}, 0, "en", "Menu", "Hint", nil, ""},
		{game.Config{Game: "wonders", Seats: []game.SeatConfig{{Name: "Ada"}, {Name: "Bot", Bot: "random"}, {Name: "Robot", Bot: "random"}}}, 0, "fr", "Menu", "Conseil", nil, ""},
		{game.Config{Game: "dale", Seats: []game.SeatConfig{{Name: "Ada"}, {Name: "Bot", Bot: "random"}}}, 40, "en", "Menu", "Hint",
			[]string{"Watching Ada", "Ada’s schedule", "Ada’s hand · "}, "Your "},
		{game.Config{Game: "dale", Seats: []game.SeatConfig{{Name: "Ada"}, {Name: "Bot", Bot: "random"}}}, 40, "fr", "Menu", "Conseil",
			[]string{"Vue d’Ada", "Planification d’Ada", "Main d’Ada · "}, "Votre "},
	} {
		t.Run(c.cfg.Game+"-"+c.lang, func(t *testing.T) {
			pl, w := watchedRoom(t, ctx, c.cfg, c.left)
			if w.Seat() != proto.Spectator || !w.Spectator() {
				t.Fatalf("the spectators' token sat at %d", w.Seat())
			}
			player, pw := tableOver(t, pl, c.lang, fyne.NewSize(1280, 800), nil)
			// The player's table offers the game's controls at its turn.
			p.until(t, "the player's controls", func() bool {
				return slices.ContainsFunc(buttons(pw), func(b string) bool { return b != c.menu && b != "" })
			})
			player.Close()
			var reviewed game.State
			_, ww := tableOver(t, w, c.lang, fyne.NewSize(1280, 800), func(st game.State) { reviewed = st })
			noControl := func(when string) {
				for _, b := range buttons(ww) {
					if b != c.menu && b != "" {
						t.Errorf("%s, the spectator's table offers %q (all: %q)", when, b, buttons(ww))
					}
				}
			}
			noControl("at the start")
			shown := kittest.Texts(test.LaidOutObjects(ww.Canvas().Content()))
			for _, want := range c.watched {
				if !slices.ContainsFunc(shown, func(s string) bool { return strings.HasPrefix(s, want) }) {
					t.Errorf("the spectator's table does not show %q: %q", want, shown)
				}
			}
			for _, s := range shown {
				if c.your != "" && strings.HasPrefix(s, c.your) {
					t.Errorf("the spectator's table says %q", s)
				}
			}
			if testing.Short() && c.cfg.Game == "dale" {
				return // the end of a random Dale game is long to reach under the race detector
			}

			rng := game.NewRand(3)
			played := make(chan error, 1)
			go func() {
				played <- seat.Play(ctx, pl, func(_ context.Context, _ game.View, legal []game.Option) (game.Option, error) {
					return legal[rng.IntN(len(legal))], nil
				})
			}()
			var err error
			p.until(t, "the game played", func() bool {
				select {
				case err = <-played:
					return true
				default:
					return false
				}
			})
			if err != nil {
				t.Fatal(err)
			}
			// The end: the log the server sends replays the whole game.
			for {
				snap, err := w.Snapshot(ctx)
				if err != nil {
					t.Fatal(err)
				}
				if snap.Over {
					break
				}
				if _, err := w.Wait(ctx, snap.Version); err != nil {
					t.Fatal(err)
				}
			}
			cfg, log, err := w.Log(ctx)
			if err != nil {
				t.Fatal(err)
			}
			snap, _ := pl.Snapshot(ctx)
			if cfg.Seed == 0 || len(log) != snap.Decisions {
				t.Fatalf("the spectator's log: seed %d, %d decisions of %d", cfg.Seed, len(log), snap.Decisions)
			}
			if c.cfg.Game == "dale" {
				// Dale's table shows the end (its review opens from the
				// finished games).
				over := map[string]string{"en": "Game over", "fr": "Partie terminée"}[c.lang]
				p.until(t, "the spectator's table at the end", func() bool {
					return slices.Contains(kittest.Texts(test.LaidOutObjects(ww.Canvas().Content())), over)
				})
				return
			}
			review := ""
			p.until(t, "the spectator's table at the end", func() bool {
				for _, b := range buttons(ww) {
					if strings.HasPrefix(b, "Review") || strings.HasPrefix(b, "Revoir") {
						review = b
					}
				}
				return review != ""
			})
			for _, o := range test.LaidOutObjects(ww.Canvas().Content()) {
				if b, ok := o.(*widget.Button); ok && b.Text == review {
					test.Tap(b)
					break
				}
			}
			if reviewed == nil || len(reviewed.Log()) != snap.Decisions || !reviewed.Over() {
				t.Fatalf("reviewed %v, a game of %d decisions", reviewed, snap.Decisions)
			}
		})
	}
}
