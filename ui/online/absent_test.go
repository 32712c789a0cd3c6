package online

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	"agora/online/lan"
	"agora/online/lan/lantest"
	"agora/online/proto"
	"agora/online/remote"
	"agora/online/server"
	"agora/ui/audit"
	"agora/ui/kit/kittest"
)

// hostedPair hosts a Dale game at two on loopback, the host at seat 1
// with the delay before a player away is asked about set to away, a
// joiner at seat 0; both sit, and the host's table frame is shown in a
// window of lang.
func hostedPair(t *testing.T, a fyne.App, p *pump, lang string, away time.Duration) (*lan.Host, *lan.Joiner, *remote.Seat, *TableFrame, *screen) {
	t.Helper()
	host := newScreen(t, a, p, lang, fyne.NewSize(1024, 640))
	cfg := game.Config{Game: "dale", Seats: []game.SeatConfig{{Name: "Open"}, {Name: "Ada"}}}
	h, err := lan.NewHost(lan.HostOptions{Dir: host.env.DataDir, Addr: "127.0.0.1:0", Name: "Ada", Config: cfg,
		HostSeat: 1, HostName: "Ada", HostColour: "blue", Server: server.Options{Rate: 1000, Burst: 1000, AwayDelay: away}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	j := lantest.Started(t, ctx, h, "Bea", "green", nil)
	hs, err := h.Sit(ctx, remote.Options{Name: "Ada", Client: "test"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { hs.Close() })
	js, err := j.Sit(ctx, remote.Options{Name: "Bea", Client: "test"})
	if err != nil {
		t.Fatal(err)
	}
	hf := NewTableFrame(host.env, hs, widget.NewLabel("the table"))
	t.Cleanup(hf.Close)
	host.win.SetContent(hf.Content())
	return h, j, js, hf, host
}

// question is the owner's question as shown, its texts; nil when none.
func question(hf *TableFrame) []string {
	q := hf.absent
	if q == nil || q.popup == nil || !q.popup.Visible() {
		return nil
	}
	return kittest.Texts(test.LaidOutObjects(q.popup))
}

// TestAbsentQuestion: a joiner drops; after the delay the host (at the
// second seat: the host decides, not the first seat connected) is asked,
// over its table, what to do. Wait: asked again after another delay. A
// bot: the seat is played by a bot, shown so, and the player who comes
// back takes the seat again, the question gone.
func TestAbsentQuestion(t *testing.T) {
	a := test.NewTempApp(t)
	p := newPump()
	_, j, js, hf, host := hostedPair(t, a, p, "en", 300*time.Millisecond)
	p.until(t, "both at the table", func() bool { return host.presentsAny("Bea: connected", "Bea: thinking") })
	if question(hf) != nil {
		t.Fatal("a question while everyone is there")
	}
	js.Close()
	p.until(t, "the question", func() bool { return question(hf) != nil })
	texts := question(hf)
	for _, want := range []string{"Bea has left the table", "Bea has been away for 1 minute. The game waits for their moves.", "Wait", "Let a bot play", "End the game"} {
		if !slices.Contains(texts, want) {
			t.Fatalf("the question lacks %q: %q", want, texts)
		}
	}
	// Wait: the question goes, and comes back after the delay.
	test.Tap(hf.absent.wait)
	p.until(t, "the question answered", func() bool { return question(hf) == nil })
	p.until(t, "the question again", func() bool { return question(hf) != nil })
	// A bot plays for Bea.
	test.Tap(hf.absent.bot)
	p.until(t, "a bot at Bea's seat", func() bool { return question(hf) == nil && host.presentsAny("Bea: bot") })
	// Bea comes back: her seat again, the bot gone.
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	back, err := j.Sit(ctx, remote.Options{Name: "Bea", Client: "test"})
	if err != nil {
		t.Fatal(err)
	}
	defer back.Close()
	if back.Seat() != 0 {
		t.Fatalf("Bea came back at seat %d", back.Seat())
	}
	p.until(t, "Bea back", func() bool {
		return host.presentsAny("Bea: connected", "Bea: thinking") && !host.presentsAny("Bea: bot")
	})
	if question(hf) != nil {
		t.Fatal("the question stays once Bea is back")
	}
}

// TestAbsentEnd, in French: the host ends the game over a player away.
// Every seat is told the game ended, saved; the table's folder holds it,
// and hosting it again opens the game at the same move, the player back
// at their seat by their token.
func TestAbsentEnd(t *testing.T) {
	a := test.NewTempApp(t)
	p := newPump()
	h, j, js, hf, host := hostedPair(t, a, p, "fr", 300*time.Millisecond)
	p.until(t, "both at the table", func() bool { return host.presentsAny("Bea\u202f: en ligne", "Bea\u202f: réfléchit") })
	g, _ := h.Game()
	// Bea plays a move before she drops: the game resumes after it.
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	snap, err := js.Snapshot(ctx)
	if err != nil || len(snap.Legal) == 0 {
		t.Fatalf("Bea owes nothing at the start: %v", err)
	}
	if err := js.Apply(ctx, snap.Version, snap.Legal[0]); err != nil {
		t.Fatal(err)
	}
	version := g.Version()
	js.Close()
	p.until(t, "the question", func() bool { return question(hf) != nil })
	texts := question(hf)
	for _, want := range []string{"Bea a quitté la table", "Attendre", "Confier à un robot", "Terminer la partie"} {
		if !slices.Contains(texts, want) {
			t.Fatalf("the question lacks %q: %q", want, texts)
		}
	}
	test.Tap(hf.absent.end)
	p.until(t, "the question gone", func() bool { return question(hf) == nil && hf.absent.ended })
	// The host's own seat is told the game ended.
	if _, err := hf.seat.WaitTable(ctx, 1<<30); !errorCode(err, proto.CodeEnded) {
		t.Fatalf("the host's seat after the end: %v", err)
	}
	kept, err := lan.HostedTables(host.env.DataDir)
	if err != nil || len(kept) != 1 || !kept[0].Started {
		t.Fatalf("the tables kept: %+v, %v", kept, err)
	}
	h.Close()
	again, err := lan.NewHost(lan.HostOptions{Dir: host.env.DataDir, Addr: "127.0.0.1:0", Resume: kept[0].Folder})
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	g2, ok := again.Game()
	if !ok || version == 0 || g2.State().Digest() != g.State().Digest() || len(g2.State().Log()) != version {
		t.Fatalf("hosted again: game %v, %d decisions, want %d", ok, len(g2.State().Log()), version)
	}
	back, err := j.Sit(ctx, remote.Options{Name: "Bea", Client: "test"})
	if err != nil {
		t.Fatal(err)
	}
	defer back.Close()
	if back.Seat() != 0 {
		t.Fatalf("Bea back at seat %d", back.Seat())
	}
}

// errorCode reports whether err carries a refusal of code.
func errorCode(err error, code proto.Code) bool {
	return errors.Is(err, &proto.Error{Code: code})
}

// TestAbsentQuestionAudit lays the question out over the host's table at
// the smallest and a large window, in both languages, and audits it.
// With AGORA_ONLINE_SHOTS set to a folder, it writes each as a PNG there.
func TestAbsentQuestionAudit(t *testing.T) {
	shots := os.Getenv("AGORA_ONLINE_SHOTS")
	for _, lang := range []string{"en", "fr"} {
		for _, size := range auditSizes {
			t.Run(fmt.Sprintf("%.0f-%s", size.Width, lang), func(t *testing.T) {
				a := test.NewTempApp(t)
				p := newPump()
				_, _, js, hf, host := hostedPair(t, a, p, lang, 100*time.Millisecond)
				host.win.Resize(size)
				js.Close()
				p.until(t, "the question", func() bool { return question(hf) != nil })
				for _, pr := range audit.Canvas(host.win.Canvas(), &audit.Options{MinText: 12}) {
					t.Error(pr)
				}
				if shots != "" {
					writePNG(t, filepath.Join(shots, fmt.Sprintf("online-absent-%.0f-%s.png", size.Width, lang)), host.win)
				}
			})
		}
	}
}
