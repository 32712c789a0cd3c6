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
	"fyne.io/fyne/v2/theme"

	"agora/game"
	"agora/game/wonders"
	"agora/online/lan"
	"agora/online/lan/lantest"
	"agora/online/remote"
	"agora/online/server"
	"agora/translations"
	"agora/ui"
	"agora/ui/audit"
	uiwonders "agora/ui/wonders"
)

// A joiner's 7 Wonders table at seven with Commerce, framed with the
// presence bar, passes the layout audit in the smallest window, in both
// languages, and at the large sizes: the bar is one slim row, and the
// table keeps the room it asks for. The host has chosen its card (a
// neighbour still choosing is written "choosing…", which the audit
// takes for a text cut short: the table's own).
func TestFramedTablePassesTheAudit(t *testing.T) {
	test.NewTempApp(t)
	cfg := game.Config{Game: "wonders", Expansions: []string{wonders.ExpansionCommerce},
		Seats: []game.SeatConfig{{Name: "Ada"}, {Name: "Bea"}}}
	for i := 3; i <= 7; i++ {
		cfg.Seats = append(cfg.Seats, game.SeatConfig{Name: fmt.Sprintf("Bot %d", i), Bot: "random"})
	}
	h, err := lan.NewHost(lan.HostOptions{Dir: t.TempDir(), Addr: "127.0.0.1:0", Name: "Ada", Config: cfg,
		HostSeat: 0, HostName: "Ada", HostColour: "blue", Server: server.Options{Rate: 1000, Burst: 1000}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	j := lantest.Started(t, ctx, h, "Bea", "green", nil)
	js, err := j.Sit(ctx, remote.Options{Name: "Bea", Client: "test"})
	if err != nil {
		t.Fatal(err)
	}
	defer js.Close()
	hs, err := h.Seat()
	if err != nil {
		t.Fatal(err)
	}
	snap, err := hs.Snapshot(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if err := hs.Apply(ctx, snap.Version, snap.Legal[0]); err != nil {
		t.Fatal(err)
	}
	// The bots choose too; then the game waits for the joiner alone and
	// stands still while the tables are drawn (a table redraws a change
	// on its own goroutine under the test driver).
	for {
		snap, err := js.Snapshot(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if len(snap.Pending) == 1 && snap.Pending[0].Seat == 1 {
			break
		}
		if _, err := js.Wait(ctx, snap.Version); err != nil {
			t.Fatal(err)
		}
	}
	shots := os.Getenv("AGORA_ONLINE_SHOTS")
	p := newPump()
	for _, lang := range []string{"en", "fr"} {
		for _, size := range []fyne.Size{{Width: 1024, Height: 640}, {Width: 1920, Height: 1080}, {Width: 2560, Height: 1440}} {
			at := fmt.Sprintf("%s %.0f×%.0f", lang, size.Width, size.Height)
			area := fyne.NewSize(size.Width, size.Height-28)
			s := newScreen(t, fyne.CurrentApp(), p, lang, area)
			loc, err := translations.New(lang)
			if err != nil {
				t.Fatal(err)
			}
			table := uiwonders.New(ui.TableContext{Seat: js, Rules: wonders.Rules, Localizer: loc, Window: s.win,
				ShowError: func(_ string, err error) { t.Errorf("%s: %v", at, err) }})
			f := NewTableFrame(s.env, js, table.Content())
			s.win.SetContent(f.Content())
			s.win.Resize(area)
			p.until(t, "every seat in the bar", func() bool { return len(f.chips) == len(cfg.Seats) })
			t.Logf("%s: bar %.0f px, the table asks %v", at, f.bar.Size().Height, table.Content().MinSize())
			if bar, asks := f.bar.Size().Height, table.Content().MinSize().Height; bar > barHeight*barScaleAt(size) || asks+bar > area.Height {
				t.Errorf("%s: the bar takes %.0f px, the table asks %.0f of %.0f", at, bar, asks, area.Height)
			}
			for _, pr := range audit.Canvas(s.win.Canvas(), &audit.Options{MinText: 10}) {
				t.Errorf("%s: %s", at, pr)
			}
			// A seat's presence in words on hover, in a tip above the bar
			// and inside the window.
			chip := f.chips[len(f.chips)-1]
			chip.MouseIn(nil)
			tip := f.tips.panel
			if !tip.Visible() || f.tips.text.Text != chip.FullText() {
				t.Errorf("%s: hovering %q shows %q", at, chip.FullText(), f.tips.text.Text)
			}
			if p, sz := tip.Position(), tip.Size(); p.X < 0 || p.X+sz.Width > area.Width || p.Y+sz.Height > f.bar.Position().Y {
				t.Errorf("%s: the tip at %v, %v is not above the bar (at %v) inside the window", at, p, sz, f.bar.Position())
			}
			for _, pr := range audit.Canvas(s.win.Canvas(), &audit.Options{MinText: 10}) {
				t.Errorf("%s, a tip shown: %s", at, pr)
			}
			chip.MouseOut()
			if tip.Visible() {
				t.Errorf("%s: the tip stays after the pointer left", at)
			}
			// The chat, open over the table: inside the window, above the
			// bar, written at the bar's scale.
			f.openChat()
			if p, sz := f.popup.Content.Position(), f.popup.Content.Size(); p.X < 0 || p.X+sz.Width > area.Width || p.Y < 0 || p.Y+sz.Height > f.bar.Position().Y {
				t.Errorf("%s: the chat at %v, %v is not above the bar inside the window", at, p, sz)
			}
			if got, want := f.entry.Theme().Size(theme.SizeNameText), theme.TextSize()*barScaleAt(size); got != want {
				t.Errorf("%s: the chat writes at %v, want %v", at, got, want)
			}
			for _, pr := range audit.Canvas(s.win.Canvas(), &audit.Options{MinText: 10}) {
				t.Errorf("%s, the chat open: %s", at, pr)
			}
			if shots != "" {
				writePNG(t, filepath.Join(shots, fmt.Sprintf("online-table-chat-%.0f-%s.png", size.Width, lang)), s.win)
			}
			f.closeChat()
			if shots != "" {
				writePNG(t, filepath.Join(shots, fmt.Sprintf("online-table-%.0f-%s.png", size.Width, lang)), s.win)
			}
			f.Close()
			table.Close()
			s.win.Close()
		}
	}
}

// barScaleAt is the bar's scale in a window of size (less the menu bar).
func barScaleAt(size fyne.Size) float32 { return frameScale(fyne.NewSize(size.Width, size.Height-28)) }
