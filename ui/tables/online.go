package tables

import (
	"fyne.io/fyne/v2"

	"agora/online/remote"
	"agora/ui"
	"agora/ui/online"
	"agora/version"
)

// installOnline gives the app its online screens (ui/online): Host a
// game, Join a game, and a started game's table over the player's seat,
// framed with the table's presence and chat.
func installOnline(a *ui.App) {
	env := func() *online.Env {
		e := &online.Env{
			Loc:      a.Localizer(),
			Games:    a.Games(),
			DataDir:  a.DataDir(),
			Show:     func(o fyne.CanvasObject) { a.ShowContent("online", o) },
			Back:     a.ShowMenu,
			Client:   version.Version,
			Announce: true,
		}
		e.Play = func(st online.Started) {
			var frame func(fyne.CanvasObject) ui.Frame
			if rs, ok := st.Seat.(*remote.Seat); ok {
				frame = func(content fyne.CanvasObject) ui.Frame { return online.NewTableFrame(e, rs, content).Hosting(st.Host) }
			}
			a.PlaySeat(st.Seat, frame, st.Stop)
		}
		return e
	}
	a.SetOnline(ui.Online{
		Host: func() { online.NewHostForm(env()).Show() },
		Join: func() { online.NewJoinForm(env()).Show() },
		Seats: func(g string) bool {
			t, err := Get(g)
			return err == nil && t.Seats
		},
	})
}
