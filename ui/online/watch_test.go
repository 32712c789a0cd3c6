package online

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"agora/game"
	"agora/game/dale"
	"agora/game/wonders"
	"agora/online/lan"
	"agora/online/remote"
	"agora/online/server"
	"agora/translations"
	"agora/ui"
	"agora/ui/audit"
	uidale "agora/ui/dale"
	uiwonders "agora/ui/wonders"
)

// watchedHost hosts cfg on 127.0.0.1, the host at seat 0 and bots at the
// others, starts it, and waits until the game waits for the host alone
// (it then stands still while the tables are drawn). It returns the host
// and a spectator's seat, come by the invite to watch.
func watchedHost(t *testing.T, ctx context.Context, cfg game.Config) (*lan.Host, *remote.Seat) {
	t.Helper()
	h, err := lan.NewHost(lan.HostOptions{Dir: t.TempDir(), Addr: "127.0.0.1:0", Name: "Chez Ada", Config: cfg,
		HostSeat: 0, HostName: "Ada", HostColour: "blue", Server: server.Options{Rate: 1000, Burst: 1000}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	w, err := lan.Watch(ctx, h.WatchInvite())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(w.Close)
	if err := h.Start(); err != nil {
		t.Fatal(err)
	}
	if _, err := w.Wait(ctx, w.Lobby().Version); err != nil {
		t.Fatal(err)
	}
	ws, err := w.Sit(ctx, remote.Options{Name: "Zoé", Client: "test"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ws.Close() })
	for {
		snap, err := ws.Snapshot(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if len(snap.Pending) == 1 && snap.Pending[0].Seat == 0 {
			break
		}
		if _, err := ws.Wait(ctx, snap.Version); err != nil {
			t.Fatal(err)
		}
	}
	return h, ws
}

// watchedTables are a 7 Wonders game at seven with Commerce and a Dale
// game at four, each with the host and bots.
func watchedTables() []game.Config {
	w := game.Config{Game: wonders.Rules.Game, Expansions: []string{wonders.ExpansionCommerce}, Seats: []game.SeatConfig{{Name: "Ada"}}}
	for i := 2; i <= 7; i++ {
		w.Seats = append(w.Seats, game.SeatConfig{Name: fmt.Sprintf("Bot %d", i), Bot: "random"})
	}
	d := game.Config{Game: dale.Rules.Game, Seats: []game.SeatConfig{{Name: "Ada"}, {Name: "Bea", Bot: "random"}, {Name: "Cy", Bot: "random"}, {Name: "Dee", Bot: "random"}}}
	return []game.Config{w, d}
}

// TestWatchedTablePassesTheAudit: a spectator's framed table of each game
// (7 Wonders at seven with Commerce, Dale at four) passes the layout
// audit at 1024×640 and 2560×1440 in both languages; its bar begins with
// "Watching", whose words show on hover.
func TestWatchedTablePassesTheAudit(t *testing.T) {
	test.NewTempApp(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	shots := os.Getenv("AGORA_ONLINE_SHOTS")
	p := newPump()
	for _, cfg := range watchedTables() {
		_, ws := watchedHost(t, ctx, cfg)
		for _, lang := range []string{"en", "fr"} {
			for _, size := range []fyne.Size{{Width: 1024, Height: 640}, {Width: 2560, Height: 1440}} {
				at := fmt.Sprintf("%s %s %.0f×%.0f", cfg.Game, lang, size.Width, size.Height)
				area := fyne.NewSize(size.Width, size.Height-28)
				s := newScreen(t, fyne.CurrentApp(), p, lang, area)
				loc, err := translations.New(lang)
				if err != nil {
					t.Fatal(err)
				}
				tc := ui.TableContext{Seat: ws, Localizer: loc, Window: s.win,
					ShowError: func(_ string, err error) { t.Errorf("%s: %v", at, err) }}
				var table ui.Table
				if cfg.Game == "dale" {
					tc.Rules = dale.Rules
					table = uidale.New(tc)
				} else {
					tc.Rules = wonders.Rules
					table = uiwonders.New(tc)
				}
				f := NewTableFrame(s.env, ws, table.Content())
				s.win.SetContent(f.Content())
				s.win.Resize(area)
				p.until(t, "every seat in the bar", func() bool { return len(f.chips) == len(cfg.Seats) })
				chip, ok := f.bar.Objects[3].(*watchChip)
				if !ok || chip.name.Text != s.env.T("online.table.watching") {
					t.Fatalf("%s: the bar does not begin with Watching: %T", at, f.bar.Objects[3])
				}
				for _, pr := range audit.Canvas(s.win.Canvas(), &audit.Options{MinText: 10}) {
					t.Errorf("%s: %s", at, pr)
				}
				chip.MouseIn(nil)
				if !f.tips.panel.Visible() || f.tips.text.Text != s.env.T("online.table.watching_tip") {
					t.Errorf("%s: hovering Watching shows %q", at, f.tips.text.Text)
				}
				for _, pr := range audit.Canvas(s.win.Canvas(), &audit.Options{MinText: 10}) {
					t.Errorf("%s, the tip shown: %s", at, pr)
				}
				if shots != "" {
					writePNG(t, filepath.Join(shots, fmt.Sprintf("online-watched-%s-%.0f-%s.png", cfg.Game, size.Width, lang)), s.win)
				}
				chip.MouseOut()
				f.Close()
				table.Close()
				s.win.Close()
			}
		}
	}
}

// TestSpectatorChats: a spectator's quick phrase reaches the host's
// table, in the host's language, with the spectator's name; the host's
// bar counts who watches.
func TestSpectatorChats(t *testing.T) {
	a := test.NewTempApp(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	p := newPump()
	h, ws := watchedHost(t, ctx, watchedTables()[1])
	hs, err := h.Sit(ctx, remote.Options{Name: "Ada", Client: "test"})
	if err != nil {
		t.Fatal(err)
	}
	defer hs.Close()
	host, watcher := newScreen(t, a, p, "fr", fyne.NewSize(1280, 772)), newScreen(t, a, p, "en", fyne.NewSize(1280, 772))
	hf := NewTableFrame(host.env, hs, test.NewTempWindow(t, nil).Content())
	defer hf.Close()
	wf := NewTableFrame(watcher.env, ws, test.NewTempWindow(t, nil).Content())
	defer wf.Close()
	p.until(t, "the host's bar to count the spectator", func() bool {
		last, ok := hf.bar.Objects[len(hf.bar.Objects)-1].(*watchChip)
		return ok && last.name.Text == "1 spectateur"
	})
	wf.sayPhrase("hello")
	p.until(t, "the spectator's hello at the host's table", func() bool { return hf.last.FullText() == "Zoé\u202f: Bonjour\u202f!" })
	p.until(t, "the spectator's hello at its own table", func() bool { return wf.last.FullText() == "Zoé: Hello!" })
}

// TestWatchByInvite: the invite to watch, copied from the host's lobby
// and pasted on the join screen, brings a spectator to the lobby (no
// seat taken) and, at the start, to the game as a spectator. A table
// found on the network but not announced (this test announces nothing)
// refuses to be watched without the key, in words.
func TestWatchByInvite(t *testing.T) {
	a := test.NewTempApp(t)
	p := newPump()
	size := fyne.NewSize(1280, 772)
	host, joiner, watcher := newScreen(t, a, p, "en", size), newScreen(t, a, p, "en", size), newScreen(t, a, p, "fr", size)
	test.Tap(hostDale(t, host).open)
	winv := watchInviteOn(t, host)

	w := NewJoinForm(watcher.env)
	w.Show()
	w.name = "Zoé"
	test.Type(w.inviteEntry, winv.String())
	test.Tap(w.joinInvite)
	p.until(t, "the spectator's lobby", func() bool {
		return watcher.shows("Vous regardez cette table\u202f: la partie s’affiche dès que l’hôte la lance.")
	})
	if watcher.button("Je suis prêt") != nil || watcher.button("Ne plus regarder") == nil {
		t.Errorf("the spectator's lobby: %q", watcher.texts())
	}
	if !host.shows("Waiting for a player") {
		t.Errorf("the spectator took a seat: %q", host.texts())
	}

	j := NewJoinForm(joiner.env)
	j.Show()
	j.name = "Bea"
	j.join(inviteOn(t, host))
	p.until(t, "the joiner's lobby", func() bool { return joiner.button("I am ready") != nil })
	test.Tap(joiner.button("I am ready"))
	p.until(t, "the host ready to start", func() bool {
		b := host.button("Start the game")
		return b != nil && !b.Disabled()
	})
	test.Tap(host.button("Start the game"))
	p.until(t, "the spectator at the game", func() bool { return len(watcher.startedSeats()) == 1 })
	st := watcher.startedSeats()[0]
	rs, ok := st.Seat.(*remote.Seat)
	if !ok || !rs.Spectator() || st.Watcher == nil || st.Joiner != nil || st.Host != nil {
		t.Fatalf("the spectator started %+v", st)
	}
	if snap, err := rs.Snapshot(t.Context()); err != nil || len(snap.Legal) > 0 || snap.View.Seat() != rs.Seat() {
		t.Errorf("the spectator's snapshot: %d options, %v", len(snap.Legal), err)
	}

	// A table found, not announced: no watching without the key.
	other := NewJoinForm(watcher.env)
	other.name = "Zoé"
	inv := winv
	inv.Watch = ""
	watcher.env.Browse = browseOf(lan.Table{Name: "Chez Ada", Game: "dale", Free: 0, Seats: 2, Invite: inv})
	other.Show()
	p.until(t, "the table listed", func() bool { return len(other.watchFound) == 1 })
	test.Tap(other.watchFound[0])
	p.until(t, "the refusal", func() bool {
		return watcher.shows(watcher.env.T("online.error.no_watch"))
	})
}

// TestWatchedPlayersBarPassesTheAudit: the host's framed 7 Wonders table
// at seven, watched, ends its bar with how many watch, and passes the
// layout audit at 1024×640 and 2560×1440 in both languages.
func TestWatchedPlayersBarPassesTheAudit(t *testing.T) {
	test.NewTempApp(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cfg := watchedTables()[0]
	h, _ := watchedHost(t, ctx, cfg)
	hs, err := h.Sit(ctx, remote.Options{Name: "Ada", Client: "test"})
	if err != nil {
		t.Fatal(err)
	}
	defer hs.Close()
	shots := os.Getenv("AGORA_ONLINE_SHOTS")
	p := newPump()
	for _, lang := range []string{"en", "fr"} {
		for _, size := range []fyne.Size{{Width: 1024, Height: 640}, {Width: 2560, Height: 1440}} {
			at := fmt.Sprintf("%s %.0f×%.0f", lang, size.Width, size.Height)
			area := fyne.NewSize(size.Width, size.Height-28)
			s := newScreen(t, fyne.CurrentApp(), p, lang, area)
			table := uiwonders.New(ui.TableContext{Seat: hs, Rules: wonders.Rules, Localizer: s.env.Loc, Window: s.win,
				ShowError: func(_ string, err error) { t.Errorf("%s: %v", at, err) }})
			f := NewTableFrame(s.env, hs, table.Content())
			s.win.SetContent(f.Content())
			s.win.Resize(area)
			want := s.env.Loc.N("online.table.spectators", 1, map[string]any{"N": s.env.Loc.Int(1)})
			p.until(t, "the bar to count the spectator", func() bool {
				last, ok := f.bar.Objects[len(f.bar.Objects)-1].(*watchChip)
				return ok && last.name.Text == want && len(f.chips) == len(cfg.Seats)
			})
			for _, pr := range audit.Canvas(s.win.Canvas(), &audit.Options{MinText: 10}) {
				t.Errorf("%s: %s", at, pr)
			}
			if shots != "" {
				writePNG(t, filepath.Join(shots, fmt.Sprintf("online-watched-host-%.0f-%s.png", size.Width, lang)), s.win)
			}
			f.Close()
			table.Close()
			s.win.Close()
		}
	}
}
