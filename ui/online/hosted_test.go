package online

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	"agora/online/lan"
	"agora/online/lan/lantest"
	"agora/online/remote"
	"agora/ui/audit"
)

// overlayButton is the button labelled text over s's window, or nil.
func (s *screen) overlayButton(text string) *widget.Button {
	top := s.win.Canvas().Overlays().Top()
	if top == nil {
		return nil
	}
	for _, o := range test.LaidOutObjects(top) {
		if b, ok := o.(*widget.Button); ok && b.Text == text {
			return b
		}
	}
	return nil
}

// stopAll lets the screen's started seats go, as its app would at
// closing.
func (s *screen) stopAll() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, st := range s.started {
		st.Stop()
	}
	s.started = nil
}

// TestHostAgainFromTheList: a table hosted, a joiner seated and a move
// played; the host ends the game for everyone and closes; the Host
// screen then offers the table, hosted again from the list at the same
// move, and the joiner's app sits again at its seat by its token.
func TestHostAgainFromTheList(t *testing.T) {
	a := test.NewTempApp(t)
	p := newPump()
	size := fyne.NewSize(1280, 772)
	host, joiner := newScreen(t, a, p, "en", size), newScreen(t, a, p, "en", size)

	f := hostDale(t, host)
	if f.hosted != nil {
		t.Fatal("tables hosted before offered in a new data folder")
	}
	f.table = "Chez Ada"
	f.count = 2
	f.Show()
	test.Tap(f.open)
	inv := inviteOn(t, host)
	j := NewJoinForm(joiner.env)
	j.name = "Bea"
	j.Show()
	j.join(inv)
	p.until(t, "the joiner's lobby", func() bool { return joiner.shows("Bea (you)") })
	test.Tap(joiner.button("I am ready"))
	p.until(t, "the host to see Bea ready", func() bool {
		b := host.button("Start the game")
		return b != nil && !b.Disabled()
	})
	test.Tap(host.button("Start the game"))
	p.until(t, "the joiner at its seat", func() bool { return len(joiner.startedSeats()) == 1 })
	hs := host.startedSeats()[0]
	ctx := t.Context()
	mover := hs.Seat
	snap, err := mover.Snapshot(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(snap.Legal) == 0 {
		mover = joiner.startedSeats()[0].Seat
		if snap, err = mover.Snapshot(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if err := mover.Apply(ctx, snap.Version, snap.Legal[0]); err != nil {
		t.Fatal(err)
	}
	g, _ := hs.Host.Game()
	before := g.State()

	// The host ends the game for everyone and quits; the joiner's app
	// closes too.
	if err := hs.Host.End(); err != nil {
		t.Fatal(err)
	}
	host.stopAll()
	joiner.stopAll()

	// The Host screen offers the table hosted before.
	f = NewHostForm(host.env)
	f.Show()
	if f.hosted == nil {
		t.Fatalf("no way to the tables hosted before: %q", host.texts())
	}
	test.Tap(f.hosted)
	for _, want := range []string{"Tables hosted on this computer", "Chez Ada"} {
		if !host.shows(want) {
			t.Errorf("the list does not show %q: %q", want, host.texts())
		}
	}
	for _, part := range []string{"Dale of Merchants", "Players: Ada, Bea", "Under way: 1 move played", "Last played"} {
		if !host.showsPart(part) {
			t.Errorf("the list does not say %q: %q", part, host.texts())
		}
	}
	again := host.button("Host again")
	if again == nil {
		t.Fatalf("no Host again: %q", host.texts())
	}
	test.Tap(again)
	started := host.startedSeats()
	if len(started) != 1 || started[0].Host == nil || started[0].Seat.Seat() != 0 {
		t.Fatalf("hosted again: %+v", started)
	}
	if started[0].Host.Invite() != inv {
		t.Errorf("hosted again with invite %v, was %v", started[0].Host.Invite(), inv)
	}
	g2, ok := started[0].Host.Game()
	if !ok || g2.State().Digest() != before.Digest() || len(before.Log()) != 1 {
		t.Fatalf("hosted again not at the move it stood at (%v, %d decisions before)", ok, len(before.Log()))
	}

	// The joiner's app, opened again, sits at its seat by its token.
	rejoin := NewJoinForm(joiner.env)
	rejoin.Show()
	if len(rejoin.rejoin) != 1 {
		t.Fatalf("no table to sit at again: %q", joiner.texts())
	}
	test.Tap(rejoin.rejoin[0])
	p.until(t, "the joiner back at its seat", func() bool { return len(joiner.startedSeats()) == 1 })
	js := joiner.startedSeats()[0]
	if js.Seat.Seat() != 1 || js.Seat.Config().Seats[1].Name != "Bea" {
		t.Fatalf("the joiner back at seat %d", js.Seat.Seat())
	}
	// It sees the game at the same move, and plays on from there.
	jsnap, err := js.Seat.Snapshot(ctx)
	if err != nil {
		t.Fatal(err)
	}
	hsnap, err := started[0].Seat.Snapshot(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if jsnap.Version != hsnap.Version {
		t.Errorf("the joiner at version %d, the host at %d", jsnap.Version, hsnap.Version)
	}
}

// keptTables fills the data folder dir with tables a player meets: a
// 7 Wonders game under way with every expansion, a Dale lobby closed
// before its start, and a folder that does not read as a table.
func keptTables(t *testing.T, dir string) (underWay, lobby, broken string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	h, err := lan.NewHost(lan.HostOptions{Dir: dir, Addr: "127.0.0.1:0", Name: "La table de Maximilien-Alexandre",
		Config: game.Config{Game: "wonders", Expansions: []string{"commerce", "faith", "leaders", "cities"},
			Seats: []game.SeatConfig{{Name: "Ada"}, {Name: "Open"}, {Name: "Bot 1", Bot: "random"}}},
		HostSeat: 0, HostName: "Ada", HostColour: "blue"})
	if err != nil {
		t.Fatal(err)
	}
	j := lantest.Started(t, ctx, h, "Maximilien-Alexandre de la Tour", "green", nil)
	rs, err := j.Sit(ctx, remote.Options{Name: "Maximilien-Alexandre de la Tour", Client: "test"})
	if err != nil {
		t.Fatal(err)
	}
	rs.Close()
	if err := h.End(); err != nil {
		t.Fatal(err)
	}
	h.Close()

	h2, err := lan.NewHost(lan.HostOptions{Dir: dir, Addr: "127.0.0.1:0", Name: "Chez Ada",
		Config:   game.Config{Game: "dale", Seats: []game.SeatConfig{{Name: "Ada"}, {Name: "Open"}, {Name: "Open"}, {Name: "Bot", Bot: "random"}}},
		HostSeat: 0, HostName: "Ada", HostColour: "red"})
	if err != nil {
		t.Fatal(err)
	}
	h2.Close()
	tables, err := lan.HostedTables(dir)
	if err != nil || len(tables) != 2 {
		t.Fatalf("tables kept: %+v %v", tables, err)
	}
	for _, tb := range tables {
		if tb.Started {
			underWay = tb.Folder
		} else {
			lobby = tb.Folder
		}
	}
	broken = filepath.Join(dir, lan.HostedDir, "AAAAAAAAAAAAAAAA")
	if err := os.MkdirAll(broken, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(broken, lan.TableFile), []byte(`{"code":"../x"`), 0o600); err != nil {
		t.Fatal(err)
	}
	return underWay, lobby, broken
}

// TestHostedListForgetAsksAndKeepsTheBroken: every table kept is
// listed, a folder that does not read as one among them, which can be
// forgotten but not hosted; Forget asks, Keep it keeps, and the answer
// yes moves the folder to the trash whole: nothing is deleted.
func TestHostedListForgetAsksAndKeepsTheBroken(t *testing.T) {
	a := test.NewTempApp(t)
	p := newPump()
	s := newScreen(t, a, p, "en", fyne.NewSize(1280, 772))
	underWay, lobby, broken := keptTables(t, s.env.DataDir)
	l := NewHostedList(s.env, func() {})
	l.Show()
	if len(l.again) != 2 || len(l.forget) != 3 || l.again[broken] != nil || l.forget[broken] == nil {
		t.Fatalf("%d tables to host again, %d to forget: %q", len(l.again), len(l.forget), s.texts())
	}
	for _, part := range []string{"Table AAAAAAAAAAAAAAAA", "cannot be read", "Not started: 2 seats still open",
		"Under way: Age I · ", "with Commerce", "Players: Ada, Maximilien-Alexandre de la Tour, Bot 1",
		"Players: Ada, an open seat, an open seat, Bot"} {
		if !s.showsPart(part) {
			t.Errorf("the list does not say %q: %q", part, s.texts())
		}
	}

	// Forget asks; Keep it keeps.
	test.Tap(l.forget[lobby])
	if no := s.overlayButton("Keep it"); no == nil {
		t.Fatal("Forget did not ask")
	} else {
		test.Tap(no)
	}
	if _, err := os.Stat(filepath.Join(lobby, lan.TableFile)); err != nil {
		t.Fatalf("kept, yet: %v", err)
	}
	// Yes: the folder goes to the trash whole.
	data, _ := os.ReadFile(filepath.Join(lobby, lan.TableFile))
	test.Tap(l.forget[lobby])
	test.Tap(s.overlayButton("Move to the trash"))
	if _, err := os.Stat(lobby); !os.IsNotExist(err) {
		t.Fatalf("the table forgotten is still kept: %v", err)
	}
	trashed := filepath.Join(s.env.DataDir, trashDir, lan.HostedDir, filepath.Base(lobby), lan.TableFile)
	if got, err := os.ReadFile(trashed); err != nil || string(got) != string(data) {
		t.Fatalf("the trash does not hold the table whole: %v", err)
	}
	l = NewHostedList(s.env, func() {})
	l.Show()
	if len(l.again) != 1 || l.again[underWay] == nil || l.forget[broken] == nil || s.showsPart("Chez Ada") {
		t.Fatalf("after forgetting: %q", s.texts())
	}
	// The broken folder was never touched.
	if got, err := os.ReadFile(filepath.Join(broken, lan.TableFile)); err != nil || string(got) != `{"code":"../x"` {
		t.Fatalf("the broken table changed: %q %v", got, err)
	}
}

// TestHostedPassesTheAudit lays out the list and the Host screen that
// leads to it at the smallest and a large window, in both languages.
// With AGORA_ONLINE_SHOTS set to a folder, it writes each as a PNG there.
func TestHostedPassesTheAudit(t *testing.T) {
	shots := os.Getenv("AGORA_ONLINE_SHOTS")
	data := t.TempDir()
	keptTables(t, data)
	for _, lang := range []string{"en", "fr"} {
		for _, size := range auditSizes {
			for _, name := range []string{"hosted", "host-hosted", "hosted-forget"} {
				t.Run(fmt.Sprintf("%s-%.0f-%s", name, size.Width, lang), func(t *testing.T) {
					a := test.NewTempApp(t)
					p := newPump()
					s := newScreen(t, a, p, lang, size)
					s.env.DataDir = data
					switch name {
					case "host-hosted":
						f := NewHostForm(s.env)
						f.Show()
						if f.hosted == nil {
							t.Fatal("no way to the tables hosted before")
						}
					default:
						l := NewHostedList(s.env, func() {})
						l.Show()
						if name == "hosted-forget" {
							for folder, b := range l.forget {
								if strings.Contains(folder, "AAAA") {
									continue
								}
								test.Tap(b)
								break
							}
						}
					}
					s.win.Resize(size)
					for _, pr := range audit.Canvas(s.win.Canvas(), &audit.Options{MinText: 12}) {
						t.Error(pr)
					}
					if shots != "" {
						writePNG(t, filepath.Join(shots, fmt.Sprintf("online-%s-%.0f-%s.png", name, size.Width, lang)), s.win)
					}
				})
			}
		}
	}
}
