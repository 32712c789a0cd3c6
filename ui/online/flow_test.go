package online

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"agora/online/lan"
)

// hostDale fills the host form for Dale at 3: the host, a friend, a bot.
func hostDale(t *testing.T, s *screen) *HostForm {
	t.Helper()
	f := NewHostForm(s.env)
	r, ok := s.env.rules("dale")
	if !ok {
		t.Fatal("no Dale")
	}
	f.setGame(r)
	f.name = "Ada"
	f.Show()
	if len(f.kinds) != 2 {
		t.Fatalf("%d seats to choose", len(f.kinds))
	}
	f.kinds[0].SetSelectedIndex(0) // a friend
	return f
}

// TestHostAndJoinOverLoopback: one window hosts Dale with a friend's seat
// and a bot's, another joins with the pasted invite; the lobby follows
// the joiner, ready, and the start seats both.
func TestHostAndJoinOverLoopback(t *testing.T) {
	a := test.NewTempApp(t)
	p := newPump()
	size := fyne.NewSize(1280, 772)
	host, joiner := newScreen(t, a, p, "en", size), newScreen(t, a, p, "en", size)

	f := hostDale(t, host)
	if cfg := f.Config(); len(cfg.Seats) != 3 || !cfg.Seats[1].Human() || cfg.Seats[2].Human() || cfg.Seats[0].Name != "Ada" {
		t.Fatalf("the form's game: %+v", cfg)
	}
	test.Tap(f.open)
	if !host.shows("Waiting for 1 more player.") {
		t.Fatalf("host's lobby: %q", host.texts())
	}
	var invite string
	for _, o := range host.objects() {
		if e, ok := o.(*widget.Label); ok && strings.HasPrefix(e.Text, "agora://") {
			invite = e.Text // the players' invite, before the one to watch
			break
		}
	}
	if invite == "" {
		t.Fatal("no invite in the host's lobby")
	}
	test.Tap(host.button("Copy"))
	if got := host.env.Clipboard.Content(); got != invite {
		t.Errorf("copied %q", got)
	}
	start := host.button("Start the game")
	if start == nil || !start.Disabled() {
		t.Fatal("start offered with a seat open")
	}

	j := NewJoinForm(joiner.env)
	j.Show()
	j.name = "Bea"
	j.colour = 2
	test.Type(j.inviteEntry, invite)
	test.Tap(j.joinInvite)
	p.until(t, "the joiner's lobby", func() bool { return joiner.shows("Bea (you)") })
	p.until(t, "the host to see Bea", func() bool { return host.shows("Bea") && host.shows("Joined, not ready yet") })
	if b := host.button("Start the game"); !b.Disabled() {
		t.Error("start offered before the friend is ready")
	}
	test.Tap(joiner.button("I am ready"))
	p.until(t, "the host to see Bea ready", func() bool {
		b := host.button("Start the game")
		return b != nil && !b.Disabled()
	})
	if !host.shows("Everyone is ready: start when you like.") {
		t.Errorf("host's lobby: %q", host.texts())
	}
	test.Tap(host.button("Start the game"))
	hs := host.startedSeats()
	if len(hs) != 1 || hs[0].Seat.Seat() != 0 || hs[0].Host == nil {
		t.Fatalf("host started %+v", hs)
	}
	p.until(t, "the joiner at its seat", func() bool { return len(joiner.startedSeats()) == 1 })
	js := joiner.startedSeats()[0]
	if js.Seat.Seat() != 1 || js.Joiner == nil {
		t.Fatalf("joiner started at %v", js.Seat.Seat())
	}
	cfg := js.Seat.Config()
	if cfg.Seats[0].Name != "Ada" || cfg.Seats[1].Name != "Bea" || cfg.Game != "dale" {
		t.Errorf("joiner's game %+v", cfg)
	}
	// The joiner's seat plays: a move over the network reaches the host.
	ctx := t.Context()
	snap, err := js.Seat.Snapshot(ctx)
	if err != nil {
		t.Fatal(err)
	}
	mover := js.Seat
	if len(snap.Legal) == 0 {
		mover = hs[0].Seat
		if snap, err = mover.Snapshot(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if err := mover.Apply(ctx, snap.Version, snap.Legal[0]); err != nil {
		t.Fatal(err)
	}
	g, _ := hs[0].Host.Game()
	if n := len(g.State().Log()); n != 1 {
		t.Errorf("%d decisions on the host after one move", n)
	}
	// The seat's token is kept in the joiner's data folder.
	if m, ok, _ := lan.OpenTokens(joiner.env.DataDir).Get(hs[0].Lobby.Code); !ok || m.Token == "" {
		t.Errorf("the joiner's seat not remembered: %+v", m)
	}
	// The joiner's app closes and opens again: it sits again at its seat
	// of the game under way, which has kept the move.
	js.Stop()
	again := NewJoinForm(joiner.env)
	again.Show()
	if len(again.rejoin) != 1 {
		t.Fatalf("no table to sit at again: %q", joiner.texts())
	}
	test.Tap(again.rejoin[0])
	p.until(t, "the joiner back at its seat", func() bool { return len(joiner.startedSeats()) == 2 })
	back := joiner.startedSeats()[1]
	if back.Seat.Seat() != 1 {
		t.Errorf("back at seat %v", back.Seat.Seat())
	}
	if snap, err := back.Seat.Snapshot(ctx); err != nil || snap.Decisions != 1 {
		t.Errorf("back in a game of %d decisions (%v)", snap.Decisions, err)
	}
}

// TestFoundTable: a table found on the network is listed with its game
// and free seats, and joined with one click.
func TestFoundTable(t *testing.T) {
	a := test.NewTempApp(t)
	p := newPump()
	host, joiner := newScreen(t, a, p, "fr", fyne.NewSize(1280, 772)), newScreen(t, a, p, "fr", fyne.NewSize(1280, 772))
	test.Tap(hostDale(t, host).open)
	inv := inviteOn(t, host)
	joiner.env.Browse = browseOf(lan.Table{Name: "Chez Ada", Game: "dale", Free: 1, Seats: 3, Invite: inv})
	j := NewJoinForm(joiner.env)
	j.name = "Léa"
	j.Show()
	p.until(t, "the table listed", func() bool { return joiner.shows("Chez Ada") })
	if !joiner.showsPart("1 place libre sur 3") {
		t.Errorf("found table: %q", joiner.texts())
	}
	if len(j.joinFound) != 1 {
		t.Fatalf("%d join buttons", len(j.joinFound))
	}
	test.Tap(j.joinFound[0])
	p.until(t, "the joiner's lobby", func() bool { return joiner.shows("Léa (vous)") })
	p.until(t, "the host's lobby to show Léa", func() bool { return host.shows("Léa") })
	// The host removes Léa: her lobby says so.
	test.Tap(host.button("Retirer"))
	p.until(t, "the joiner told", func() bool { return joiner.shows("L’hôte a donné votre place à quelqu’un d’autre.") })
}

// inviteOn is the invite shown in s's lobby.
func inviteOn(t *testing.T, s *screen) lan.Invite {
	t.Helper()
	for _, o := range s.objects() {
		if e, ok := o.(*widget.Label); ok && strings.HasPrefix(e.Text, "agora://") {
			inv, err := lan.ParseInvite(e.Text)
			if err != nil {
				t.Fatal(err)
			}
			return inv
		}
	}
	t.Fatalf("no invite on screen: %q", s.texts())
	return lan.Invite{}
}

// browseOf finds tables, as mDNS would.
func browseOf(tables ...lan.Table) func(context.Context) ([]lan.Table, error) {
	return func(context.Context) ([]lan.Table, error) { return tables, nil }
}

// TestSitAgain: the app closed and opened again lists the table it sat
// at, and sits there again at the same seat.
func TestSitAgain(t *testing.T) {
	a := test.NewTempApp(t)
	p := newPump()
	host, joiner := newScreen(t, a, p, "en", fyne.NewSize(1280, 772)), newScreen(t, a, p, "en", fyne.NewSize(1280, 772))
	f := hostDale(t, host)
	f.table = "Chez Ada"
	test.Tap(f.open)
	inv := inviteOn(t, host)
	j := NewJoinForm(joiner.env)
	j.name = "Bea"
	j.Show()
	j.join(inv)
	p.until(t, "the joiner's lobby", func() bool { return joiner.shows("Bea (you)") })

	// The app again: a new join form, no name typed.
	again := NewJoinForm(joiner.env)
	again.Show()
	if !joiner.shows("Your tables") || !joiner.shows("Chez Ada") || len(again.rejoin) != 1 {
		t.Fatalf("no table to sit at again: %q", joiner.texts())
	}
	test.Tap(again.rejoin[0])
	p.until(t, "the joiner back in the lobby", func() bool { return joiner.shows("Bea (you)") })
	taken := 0
	for _, o := range host.objects() {
		if l, ok := o.(*widget.Label); ok && l.Text == "Bea" {
			taken++
		}
	}
	if taken != 1 {
		t.Errorf("Bea sits at %d seats of the host's lobby", taken)
	}
}

// watchInviteOn is the invite to watch s's lobby copies.
func watchInviteOn(t *testing.T, s *screen) lan.Invite {
	t.Helper()
	b := s.button(s.env.T("online.lobby.copy"))
	var copyWatch *widget.Button
	for _, o := range s.objects() {
		if x, ok := o.(*widget.Button); ok && x.Text == b.Text && x != b {
			copyWatch = x // the second Copy
		}
	}
	if copyWatch == nil {
		t.Fatalf("no invite to watch on screen: %q", s.texts())
	}
	test.Tap(copyWatch)
	inv, err := lan.ParseInvite(s.env.Clipboard.Content())
	if err != nil || !inv.Watching() {
		t.Fatalf("copied %q as the invite to watch: %v", s.env.Clipboard.Content(), err)
	}
	if !s.shows(s.env.T("online.lobby.watch_copied")) {
		t.Errorf("copying the invite to watch says nothing: %q", s.texts())
	}
	return inv
}
