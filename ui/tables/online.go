package tables

import (
	"net"

	"fyne.io/fyne/v2"

	"agora/online/remote"
	"agora/ui"
	"agora/ui/online"
	"agora/version"
)

// installOnline gives the app its online screens (ui/online): Host a
// game, Join a game, and a started game's table over the player's seat,
// framed with the table's presence and chat.
func installOnline(a *ui.App, nw Network) {
	env := func() *online.Env {
		e := &online.Env{
			Loc:      a.Localizer(),
			Games:    a.Games(),
			DataDir:  a.DataDir(),
			Show:     func(o fyne.CanvasObject) { a.ShowContent("online", o) },
			Shows:    a.ShowsContent,
			Back:     a.ShowMenu,
			Client:   version.Version,
			Addr:     nw.HostAddr,
			Announce: !nw.loopback(),
		}
		if nw.loopback() {
			// Nothing is sent on the network: no table is announced
			// or looked for.
			e.Advertise, _, _ = net.SplitHostPort(nw.HostAddr)
			e.Offline = true
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

// Network is where the app hosts tables: HostAddr, HOST:PORT, is where a
// hosted table listens ("": every interface, a port the system picks).
// On a loopback address the app stays on this computer: a table's
// invite names that address, and tables are neither announced nor
// looked for on the network.
type Network struct {
	HostAddr string
}

func (n Network) loopback() bool {
	host, _, err := net.SplitHostPort(n.HostAddr)
	ip := net.ParseIP(host)
	return err == nil && (host == "localhost" || ip != nil && ip.IsLoopback())
}
