package online

import (
	"context"
	"image/color"
	"slices"
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
	"agora/online/server"
)

// TestTableFrame: under a table, each seat's presence, in both
// languages, and the chat: a quick phrase said by one player shows in the
// other's language, a typed line as typed.
func TestTableFrame(t *testing.T) {
	a := test.NewTempApp(t)
	p := newPump()
	cfg := game.Config{Game: "dale", Seats: []game.SeatConfig{{Name: "Ada"}, {Name: "Bea"}, {Name: "Bot", Bot: "random"}}}
	h, err := lan.NewHost(lan.HostOptions{Dir: t.TempDir(), Addr: "127.0.0.1:0", Name: "Ada", Config: cfg,
		HostSeat: 0, HostName: "Ada", HostColour: "blue", Server: server.Options{Rate: 1000, Burst: 1000}})
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
	defer hs.Close()
	js, err := j.Sit(ctx, remote.Options{Name: "Bea", Client: "test"})
	if err != nil {
		t.Fatal(err)
	}
	defer js.Close()
	host, joiner := newScreen(t, a, p, "en", fyne.NewSize(1280, 800)), newScreen(t, a, p, "fr", fyne.NewSize(1280, 800))
	hf := NewTableFrame(host.env, hs, widget.NewLabel("the table"))
	defer hf.Close()
	jf := NewTableFrame(joiner.env, js, widget.NewLabel("la table"))
	defer jf.Close()
	host.win.SetContent(hf.Content())
	joiner.win.SetContent(jf.Content())

	// Presence: each player connected or thinking, the bot a bot; "you"
	// for one's own seat.
	p.until(t, "the host's presence", func() bool {
		return host.presentsAny("Ada (you): connected", "Ada (you): thinking") && host.presentsAny("Bea: connected", "Bea: thinking") && host.presentsAny("Bot: bot")
	})
	p.until(t, "the joiner's presence", func() bool {
		return joiner.presentsAny("Bea (vous)\u202f: en ligne", "Bea (vous)\u202f: réfléchit") && joiner.presentsAny("Bot\u202f: robot")
	})
	// A quick phrase, in each one's language; the chat closes and the
	// keyboard goes back to the table.
	jf.openChat()
	if jf.popup == nil || !jf.popup.Visible() || joiner.win.Canvas().Focused() != jf.entry {
		t.Fatal("the chat does not open with its line to type focused")
	}
	jf.sayPhrase("good_luck")
	if jf.popup.Visible() || joiner.win.Canvas().Focused() != nil {
		t.Errorf("after a quick phrase the chat shows %v, the focus is on %v", jf.popup.Visible(), joiner.win.Canvas().Focused())
	}
	p.until(t, "the phrase at the host", func() bool { return host.shows("Bea: Good luck!") })
	p.until(t, "the phrase at the joiner", func() bool { return joiner.shows("Bea\u202f: Bonne chance\u202f!") })
	// A typed line.
	hf.entry.SetText("à toi !")
	hf.say()
	p.until(t, "the line at the joiner", func() bool { return joiner.shows("Ada\u202f: à toi !") })
	// The joiner leaves: away at the host.
	js.Close()
	p.until(t, "the joiner away", func() bool { return host.presentsAny("Bea: away") })
}

// presentsAny: a seat of the presence bar says one of texts on hover.
func (s *screen) presentsAny(texts ...string) bool {
	for _, c := range find[*seatChip](s) {
		if slices.Contains(texts, c.FullText()) {
			return true
		}
	}
	return false
}

// A long name is cut short in the bar, at most barNameMax wide at the
// bar's scale, and offered whole on hover; a short one is drawn whole.
func TestSeatChipCutsALongName(t *testing.T) {
	test.NewTempApp(t)
	for _, scale := range []float32{1, 1.5} {
		f := &TableFrame{scale: scale}
		f.tips = newTips(f)
		long := newSeatChip(f, color.Black, "Maximilien-Alexandre de la Tour d’Auvergne", "Maximilien-Alexandre de la Tour d’Auvergne: away", false)
		if got := long.name.Text; !strings.HasSuffix(got, "…") || long.name.MinSize().Width > barNameMax*scale {
			t.Errorf("scale %v: the long name is drawn %q, %v wide", scale, got, long.name.MinSize().Width)
		}
		if long.FullText() != "Maximilien-Alexandre de la Tour d’Auvergne: away" {
			t.Errorf("scale %v: the chip offers %q", scale, long.FullText())
		}
		short := newSeatChip(f, color.Black, "Ada", "Ada: connected", true)
		if short.name.Text != "Ada" || short.name.TextSize != barText*scale {
			t.Errorf("scale %v: the short name is drawn %q at %v", scale, short.name.Text, short.name.TextSize)
		}
	}
}
