package online

import (
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"agora/online/lan"
	"agora/ui/audit"
)

// auditSizes: the smallest window the app supports and a large one, less
// the menu bar the desktop driver draws inside the window.
var auditSizes = []fyne.Size{{Width: 1024, Height: 640 - 28}, {Width: 1920, Height: 1080 - 28}}

// screens builds each online screen in s, in a state a player meets.
func screens(t *testing.T, p *pump, host, joiner *screen) map[string]func() {
	return map[string]func(){
		"host": func() {
			f := NewHostForm(host.env)
			r, _ := host.env.rules("wonders")
			f.setGame(r)
			f.count = 7
			f.Show()
		},
		"join": func() {
			inv := lan.Invite{Host: "192.168.1.20", Port: 41234, Code: "ABCDEFGHIJKLMNOP", Pin: [32]byte{1}}
			joiner.env.Browse = browseOf(
				lan.Table{Name: "Chez Ada", Game: "wonders", Expansions: []string{"commerce", "faith", "leaders", "cities"}, Free: 3, Seats: 7, Invite: inv},
				lan.Table{Name: "La table de Maximilien-Alexandre", Game: "dale", Free: 0, Seats: 4, Invite: inv})
			lan.OpenTokens(joiner.env.DataDir).Put(inv.Code, lan.SeatMemory{Invite: inv.String(), Ticket: "t", Name: "Bea",
				Table: "Chez Ada", Game: "wonders"})
			j := NewJoinForm(joiner.env)
			j.name = "Bea"
			j.Show()
			p.until(t, "the tables listed", func() bool { return len(j.joinFound) == 2 && len(j.rejoin) == 1 })
			showError(j.err, joiner.env.message(lan.ErrInviteTypo))
		},
		"lobby": func() {
			f := hostDale(t, host)
			f.count = 4
			f.seats[2], f.seats[3] = "", "random"
			f.expansions = map[string]bool{}
			f.Show()
			test.Tap(f.open)
			inv := inviteOn(t, host)
			j := NewJoinForm(joiner.env)
			j.name = "Maximilien-Alexandre de la Tour"
			j.Show()
			j.join(inv)
			p.until(t, "the joiner in the host's lobby", func() bool { return host.showsPart("Maximilien") })
		},
		// A spectator's lobby, waiting for the start (shown in the
		// joiner's window).
		"watch": func() {
			f := hostDale(t, host)
			f.table = "La table de Maximilien-Alexandre"
			test.Tap(f.open)
			j := NewJoinForm(joiner.env)
			j.name = "Zoé"
			j.Show()
			j.watch(watchInviteOn(t, host))
			p.until(t, "the spectator's lobby", func() bool {
				return joiner.showsPart("Maximilien") && joiner.button(joiner.env.T("online.lobby.stop_watching")) != nil
			})
		},
	}
}

// TestWatchScreensPassTheAudit: the host's lobby with its invite to
// watch, a spectator's lobby, and the join screen with a Watch beside
// each table found, at the smallest window and the largest, in both
// languages.
func TestWatchScreensPassTheAudit(t *testing.T) {
	shots := os.Getenv("AGORA_ONLINE_SHOTS")
	for _, lang := range []string{"en", "fr"} {
		for _, size := range []fyne.Size{{Width: 1024, Height: 640 - 28}, {Width: 2560, Height: 1440 - 28}} {
			for _, name := range []string{"lobby", "watch", "join"} {
				t.Run(fmt.Sprintf("%s-%.0f-%s", name, size.Width, lang), func(t *testing.T) {
					a := test.NewTempApp(t)
					p := newPump()
					host, joiner := newScreen(t, a, p, lang, size), newScreen(t, a, p, lang, size)
					screens(t, p, host, joiner)[name]()
					win := host.win
					if name == "watch" || name == "join" {
						win = joiner.win
					}
					win.Resize(size)
					for _, pr := range audit.Canvas(win.Canvas(), &audit.Options{MinText: 12}) {
						t.Error(pr)
					}
					if shots != "" {
						writePNG(t, filepath.Join(shots, fmt.Sprintf("online-watch-%s-%.0f-%s.png", name, size.Width, lang)), win)
					}
				})
			}
		}
	}
}

// TestScreensPassTheAudit lays out each screen at the smallest and a large
// window, in both languages, and audits it. With AGORA_ONLINE_SHOTS set
// to a folder, it also writes each as a PNG there.
func TestScreensPassTheAudit(t *testing.T) {
	shots := os.Getenv("AGORA_ONLINE_SHOTS")
	for _, lang := range []string{"en", "fr"} {
		for _, size := range auditSizes {
			for _, name := range []string{"host", "join", "lobby", "watch"} {
				t.Run(fmt.Sprintf("%s-%.0f-%s", name, size.Width, lang), func(t *testing.T) {
					a := test.NewTempApp(t)
					p := newPump()
					host, joiner := newScreen(t, a, p, lang, size), newScreen(t, a, p, lang, size)
					screens(t, p, host, joiner)[name]()
					win := host.win
					if name == "join" || name == "watch" {
						win = joiner.win
					}
					win.Resize(size)
					for _, pr := range audit.Canvas(win.Canvas(), &audit.Options{MinText: 12}) {
						t.Error(pr)
					}
					if shots != "" {
						writePNG(t, filepath.Join(shots, fmt.Sprintf("online-%s-%.0f-%s.png", name, size.Width, lang)), win)
					}
				})
			}
		}
	}
}

func writePNG(t *testing.T, path string, w fyne.Window) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, w.Canvas().Capture()); err != nil {
		t.Fatal(err)
	}
}
