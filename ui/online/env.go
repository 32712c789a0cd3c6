package online

import (
	"context"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"

	"agora/bots"
	"agora/game"
	"agora/online/lan"
	"agora/online/seat"
	"agora/translations"
)

// Env is what the screens need of the app.
type Env struct {
	Loc   *translations.Localizer
	Games []game.Rules
	// DataDir keeps the host's certificate and the seats' tokens.
	DataDir string
	// Show puts a screen in the window.
	Show func(fyne.CanvasObject)
	// Do runs f on the UI goroutine; nil: fyne.Do.
	Do func(f func())
	// Clipboard receives the invite; nil: the app's.
	Clipboard fyne.Clipboard
	// Back leaves the online screens (to the start screen).
	Back func()
	// Play starts the table once the game has begun.
	Play func(Started)
	// Client is the app's version, told to servers.
	Client string

	// Addr is where a hosted table listens ("": every interface, a port
	// the system picks); Advertise the address its invite names ("": the
	// computer's). Announce: tables are announced on the local network,
	// with AnnounceOptions.
	Addr            string
	Advertise       string
	Announce        bool
	AnnounceOptions lan.AnnounceOptions
	// Browse lists the tables on the local network; nil: lan.Browse.
	// Offline: nothing is looked for, the list stays empty.
	Browse  func(ctx context.Context) ([]lan.Table, error)
	Offline bool
	// Shows tells whether o, given to Show, is still in the window (the
	// player has not gone to another screen); nil: always.
	Shows func(o fyne.CanvasObject) bool
}

// Started is a game that began: the player's seat, and what holds it
// (Host for the host, Joiner for a joiner of a local table, Watcher for
// a spectator of one, none for a seat on a server). A spectator's seat
// is proto.Spectator: the game's public view, no option. Stop lets them
// go when the table closes.
type Started struct {
	Seat    seat.Seat
	Lobby   lan.Lobby
	Host    *lan.Host
	Joiner  *lan.Joiner
	Watcher *lan.Watcher
}

// Stop closes the seat and what holds it.
func (s Started) Stop() {
	if s.Seat != nil {
		s.Seat.Close()
	}
	if s.Joiner != nil {
		s.Joiner.Close()
	}
	if s.Watcher != nil {
		s.Watcher.Close()
	}
	if s.Host != nil {
		s.Host.Close()
	}
}

func (e *Env) do(f func()) {
	if e.Do != nil {
		e.Do(f)
		return
	}
	fyne.Do(f)
}

func (e *Env) clipboard() fyne.Clipboard {
	if e.Clipboard != nil {
		return e.Clipboard
	}
	return fyne.CurrentApp().Clipboard()
}

// shows tells whether o is still in the window.
func (e *Env) shows(o fyne.CanvasObject) bool { return e.Shows == nil || e.Shows(o) }

func (e *Env) browse(ctx context.Context) ([]lan.Table, error) {
	if e.Browse != nil {
		return e.Browse(ctx)
	}
	return lan.Browse(ctx, lan.BrowseOptions{})
}

// T translates.
func (e *Env) T(key string, data ...map[string]any) string { return e.Loc.T(key, data...) }

// nameOr is the translation of key, or raw when there is none.
func (e *Env) nameOr(key, raw string) string {
	if e.Loc.Has(key) {
		return e.Loc.T(key)
	}
	return raw
}

func (e *Env) gameName(g string) string { return e.nameOr("game."+g, g) }

func (e *Env) expansionName(g, x string) string { return e.nameOr(g+".expansion."+x, x) }

func (e *Env) levelName(spec string) string {
	name, _, _ := strings.Cut(spec, ":")
	return e.nameOr("bot.level."+bots.Canonical(name), spec)
}

// rules is the engine of g, if the app has it.
func (e *Env) rules(g string) (game.Rules, bool) {
	for _, r := range e.Games {
		if r.Game == g {
			return r, true
		}
	}
	return game.Rules{}, false
}

// Colours are the seats' colours a player picks from, by the name the
// lobby keeps.
var Colours = []struct {
	Name  string
	Color color.NRGBA
}{
	{"blue", color.NRGBA{0x2f, 0x6f, 0xd0, 0xff}},
	{"red", color.NRGBA{0xc8, 0x32, 0x32, 0xff}},
	{"green", color.NRGBA{0x2e, 0x9a, 0x48, 0xff}},
	{"yellow", color.NRGBA{0xe0, 0xb0, 0x20, 0xff}},
	{"purple", color.NRGBA{0x80, 0x4a, 0xc0, 0xff}},
	{"orange", color.NRGBA{0xe8, 0x78, 0x20, 0xff}},
	{"teal", color.NRGBA{0x20, 0x9a, 0x9a, 0xff}},
	{"grey", color.NRGBA{0x80, 0x80, 0x80, 0xff}},
}

// colourOf is the colour named name (grey for none).
func colourOf(name string) color.NRGBA {
	for _, c := range Colours {
		if c.Name == name {
			return c.Color
		}
	}
	return Colours[len(Colours)-1].Color
}

// colourNames are the colours' names in the player's language.
func (e *Env) colourNames() []string {
	var out []string
	for _, c := range Colours {
		out = append(out, e.T("online.colour."+c.Name))
	}
	return out
}
