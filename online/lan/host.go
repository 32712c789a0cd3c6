package lan

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"agora/game"
	"agora/game/games"
	"agora/online/remote"
	"agora/online/seat"
	"agora/online/server"
)

// Paths the host serves.
const (
	PlayPath  = "/play"  // the game (online/server)
	LobbyPath = "/lobby" // the lobby (this package's JSON requests)
)

// HostOptions describe a table to host.
type HostOptions struct {
	// Dir is the data folder: the host's certificate is kept there.
	Dir string
	// Addr is the address to listen on; "": every interface, a port the
	// system picks.
	Addr string
	// Advertise is the address written in the invite; "": the listener's
	// address when it is a specific one, else this computer's first
	// address on the local network.
	Advertise string
	// Name is the table's name, shown to the joiners.
	Name string
	// Config is the game: a seat with a Bot is a bot's, every other seat
	// is open to a player, but HostSeat.
	Config game.Config
	// HostSeat is the host's own seat (-1: the host only watches);
	// HostName and HostColour the host's name and colour.
	HostSeat   int
	HostName   string
	HostColour string
	// Announce: the table is announced on the local network (mDNS),
	// with AnnounceOptions.
	Announce        bool
	AnnounceOptions AnnounceOptions
	// Server tunes the game's server. Its Dir is the table's folder in
	// the data folder (keep.go) unless set.
	Server server.Options
	// Resume hosts again a table kept in the data folder (the Folder of
	// one of HostedTables: its lobby as it was, or its game at its last
	// move with the same code, port when free, and tokens), or a save
	// file of the app, finished or not (a new table whose bots' seats are
	// bots', the host at HostSeat, every other seat open, the game going
	// on from the save's last move with the save's names; the file is
	// only read). For a kept table, Name, Config, HostSeat, HostName and
	// HostColour are the kept ones; for a save, Config is the save's.
	Resume string
}

// Host is a table hosted by this app: a TLS listener serving its lobby
// and, once started, its game; its announcement on the local network.
type Host struct {
	opts   HostOptions
	folder string     // the table's folder in the data folder
	source game.State // a save the game goes on from, until Start
	cert   Cert
	invite Invite
	srv    *server.Server
	hs     *http.Server
	ln     net.Listener
	ann    *Announcer
	served chan error

	waiters atomic.Int32 // lobby waits held now

	ctx    context.Context // ends at Close: long polls return
	cancel context.CancelFunc

	mu      sync.Mutex
	lobby   *lobbyState
	changed chan struct{} // closed and replaced at each change
	closed  bool
}

// NewHost opens a table: it checks the game, listens, and announces the
// table when asked to.
func NewHost(opts HostOptions) (*Host, error) {
	var src resumeSource
	if opts.Resume != "" {
		var err error
		if src, err = openResume(opts.Resume); err != nil {
			return nil, fmt.Errorf("hosting again: %w", err)
		}
		opts.Config = src.cfg
		if src.folder != "" {
			k := src.kept
			opts.Name, opts.HostSeat = k.Name, k.HostSeat
			if k.HostSeat >= 0 {
				opts.HostName, opts.HostColour = k.Seats[k.HostSeat].Name, k.Seats[k.HostSeat].Colour
			}
		} else if opts.HostSeat >= 0 && opts.HostSeat < len(opts.Config.Seats) {
			opts.HostName = opts.Config.Seats[opts.HostSeat].Name
		}
	}
	if err := validText(opts.Name); err != nil {
		return nil, fmt.Errorf("table name: %w", err)
	}
	if opts.HostSeat >= 0 {
		if opts.HostSeat >= len(opts.Config.Seats) || !opts.Config.Seats[opts.HostSeat].Human() {
			return nil, fmt.Errorf("%w: the host's seat %d", ErrSeat, opts.HostSeat)
		}
		if err := validText(opts.HostName); err != nil {
			return nil, fmt.Errorf("host's name: %w", err)
		}
		if err := validColour(opts.HostColour); err != nil {
			return nil, err
		}
	}
	if err := checkConfig(opts.Config); err != nil {
		return nil, err
	}
	cert, err := LoadCert(opts.Dir)
	if err != nil {
		return nil, err
	}
	folder, code := src.folder, src.kept.Code
	if folder == "" {
		if folder, code, err = newTableFolder(opts.Dir); err != nil {
			return nil, fmt.Errorf("the table's folder: %w", err)
		}
		if src.save != nil {
			if err := game.WriteSave(filepath.Join(folder, SourceFile), src.save); err != nil {
				return nil, fmt.Errorf("the table's folder: %w", err)
			}
		}
	}
	ln, err := listen(opts.Addr, src.kept.Port)
	if err != nil {
		if src.folder == "" {
			os.RemoveAll(folder) // made here, holding nothing of the player's
		}
		return nil, err
	}
	var lobby *lobbyState
	switch {
	case src.folder != "":
		lobby = lobbyFromKept(src.kept)
	case src.save != nil:
		lobby = lobbyFromSave(code, opts.Name, opts.Config, opts.HostSeat, opts.HostColour)
	default:
		lobby = newLobbyState(code, opts.Name, opts.Config, opts.HostSeat, opts.HostName, opts.HostColour)
	}
	h := &Host{opts: opts, folder: folder, source: src.save, cert: cert, ln: ln, changed: make(chan struct{}), served: make(chan error, 1), lobby: lobby}
	h.ctx, h.cancel = context.WithCancel(context.Background())
	h.invite = Invite{Host: advertise(opts.Advertise, ln.Addr()), Port: ln.Addr().(*net.TCPAddr).Port, Code: code, Pin: cert.Pin}
	srvOpts := opts.Server
	if srvOpts.Dir == "" {
		srvOpts.Dir = folder
	}
	h.srv = server.New(srvOpts)
	if room := src.kept.Room; room != "" {
		if err := h.srv.ResumeRoom(room); err != nil {
			h.srv.Close()
			ln.Close()
			return nil, fmt.Errorf("hosting again: %w", err)
		}
		info, _ := h.srv.Info(room)
		lobby.room, lobby.tokens, lobby.Started = room, info.Tokens, true
		h.ownRoom()
	}
	h.mu.Lock()
	h.keepLocked()
	h.mu.Unlock()
	mux := http.NewServeMux()
	mux.Handle(PlayPath, h.srv)
	mux.HandleFunc("POST "+LobbyPath+"/{verb}", h.serveLobby)
	h.hs = &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second, ErrorLog: logger(opts.Server.Logf),
		TLSConfig: &tls.Config{Certificates: []tls.Certificate{cert.TLS}, MinVersion: tls.VersionTLS12}}
	go func() { h.served <- h.hs.ServeTLS(ln, "", "") }()
	if opts.Announce {
		if h.ann, err = Announce(h.table(h.lobby.public()), opts.AnnounceOptions); err != nil {
			h.Close()
			return nil, fmt.Errorf("announcing the table: %w", err)
		}
	}
	return h, nil
}

// listen listens on addr (":0" when ""); a table hosted again first tries
// its former port, so that the joiners' invites still lead to it.
func listen(addr string, port int) (net.Listener, error) {
	if addr == "" {
		addr = ":0"
	}
	if host, p, err := net.SplitHostPort(addr); err == nil && p == "0" && port > 0 {
		if ln, err := net.Listen("tcp", net.JoinHostPort(host, strconv.Itoa(port))); err == nil {
			return ln, nil
		}
	}
	return net.Listen("tcp", addr)
}

// checkConfig asks the game's engine whether cfg can start.
func checkConfig(cfg game.Config) error {
	g, err := games.Get(cfg.Game)
	if err != nil {
		return err
	}
	if err := cfg.CheckBounds(); err != nil {
		return err
	}
	probe := cfg
	if probe.Seed == 0 {
		probe.Seed = 1
	}
	_, err = g.Rules.Start(probe)
	return err
}

// advertise is the address for the invite.
func advertise(chosen string, ln net.Addr) string {
	if chosen != "" {
		return chosen
	}
	if ta, ok := ln.(*net.TCPAddr); ok && !ta.IP.IsUnspecified() {
		return ta.IP.String()
	}
	if ips, err := localIPs(nil); err == nil {
		for _, ip := range ips {
			if ip.To4() != nil && !ip.IsLinkLocalUnicast() {
				return ip.String()
			}
		}
	}
	return "127.0.0.1"
}

// table is the announcement of l.
func (h *Host) table(l Lobby) Table {
	free := l.Free()
	if l.Started {
		free = 0
	}
	return Table{Name: l.Table, Game: l.Game, Expansions: l.Expansions, Free: free, Seats: len(l.Seats), Invite: h.invite}
}

// Invite is the table's invite.
func (h *Host) Invite() Invite { return h.invite }

// Addr is the address the host listens on.
func (h *Host) Addr() net.Addr { return h.ln.Addr() }

// Lobby is the lobby now.
func (h *Host) Lobby() Lobby {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.lobby.public()
}

// Wait returns the lobby once its version is past after, or the host
// closed, or ctx ended.
func (h *Host) Wait(ctx context.Context, after int) (Lobby, error) {
	for {
		h.mu.Lock()
		l, ch := h.lobby.public(), h.changed
		h.mu.Unlock()
		if l.Version > after || l.Closed {
			return l, nil
		}
		select {
		case <-ch:
		case <-ctx.Done():
			return l, ctx.Err()
		case <-h.ctx.Done():
		}
	}
}

// changedLocked tells the waiters and the network that the lobby changed.
func (h *Host) changedLocked() {
	close(h.changed)
	h.changed = make(chan struct{})
	h.keepLocked()
	if h.ann != nil {
		h.ann.Update(h.table(h.lobby.public()))
	}
}

// do runs f on the lobby and signals a change if it made one.
func (h *Host) do(f func(l *lobbyState) error) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	v := h.lobby.Version
	err := f(h.lobby)
	if h.lobby.Version != v {
		h.changedLocked()
	}
	return err
}

// Kick gives a joiner's seat back to the open seats.
func (h *Host) Kick(seat int) error { return h.do(func(l *lobbyState) error { return l.free(seat) }) }

// Start begins the game with the lobby's players; ErrNotReady while a
// seat is open or its player not ready. The joiners receive their seat's
// token on their next wait.
func (h *Host) Start() error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closed {
		return ErrNoTable
	}
	if h.lobby.Started {
		return ErrStarted
	}
	cfg, err := h.lobby.config(h.opts.Config)
	if err != nil {
		return err
	}
	var info server.RoomInfo
	if h.source != nil {
		info, err = h.srv.OpenRoom(h.source)
	} else {
		info, err = h.srv.CreateRoom(cfg)
	}
	if err != nil {
		return err
	}
	h.lobby.room, h.lobby.tokens, h.lobby.Started = info.Code, info.Tokens, true
	h.lobby.Version++
	h.changedLocked()
	h.ownRoom()
	return nil
}

// ownRoom makes the host's seat the owner of the started game's room:
// the host decides about a player away (wait, a bot, end the game).
func (h *Host) ownRoom() {
	if h.opts.HostSeat >= 0 && h.lobby.room != "" {
		h.srv.SetOwner(h.lobby.room, game.Seat(h.opts.HostSeat))
	}
}

// Seat is the host's own seat in the started game, played in this
// process.
func (h *Host) Seat() (seat.Seat, error) {
	h.mu.Lock()
	room, started := h.lobby.room, h.lobby.Started
	h.mu.Unlock()
	if !started {
		return nil, ErrNotReady
	}
	if h.opts.HostSeat < 0 {
		return nil, ErrSeat
	}
	g, ok := h.srv.Host(room)
	if !ok {
		return nil, ErrNoTable
	}
	return g.Seat(game.Seat(h.opts.HostSeat)), nil
}

// Game is the started game, held here (its state, for an autosave).
func (h *Host) Game() (*seat.Host, bool) {
	h.mu.Lock()
	room := h.lobby.room
	h.mu.Unlock()
	if room == "" {
		return nil, false
	}
	return h.srv.Host(room)
}

// End ends the started game for everyone where it stands: each player
// is told it ended, saved (proto.CodeEnded), and its connection closes;
// the game stays in the table's folder, to be hosted again
// (HostOptions.Resume), each player back at their seat by their token.
// A game not started, over, or ended already ends nothing.
func (h *Host) End() error {
	h.mu.Lock()
	room, started := h.lobby.room, h.lobby.Started
	h.mu.Unlock()
	if !started {
		return nil
	}
	g, ok := h.srv.Host(room)
	if !ok {
		return nil
	}
	if _, over := g.Pending(); over {
		return nil
	}
	return h.srv.End(room)
}

// Close ends the table: a game under way is ended for everyone (End:
// told so, and kept), the announcement stops, the lobby's waiters are
// told, the game's connections close and the listener with them. It
// returns once all have stopped.
func (h *Host) Close() error {
	h.mu.Lock()
	if h.closed {
		h.mu.Unlock()
		return nil
	}
	h.mu.Unlock()
	h.End()
	h.mu.Lock()
	if h.closed {
		h.mu.Unlock()
		return nil
	}
	h.closed = true
	h.lobby.Closed = true
	h.lobby.Version++
	close(h.changed)
	h.changed = make(chan struct{})
	h.mu.Unlock()
	var errs []error
	if h.ann != nil {
		errs = append(errs, h.ann.Close())
	}
	h.cancel()
	h.srv.Close() // ends the WebSocket connections, which Shutdown does not
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	errs = append(errs, h.hs.Shutdown(ctx))
	if err := <-h.served; !errors.Is(err, http.ErrServerClosed) {
		errs = append(errs, err)
	}
	return errors.Join(errs...)
}

// Sit connects the host to its own seat over loopback, like a joiner
// (its certificate pinned): a seat with the table's presence and chat
// (remote.Seat.Table, Say), which the host's table shows as the joiners'
// do. ErrNotReady before the start.
func (h *Host) Sit(ctx context.Context, opts remote.Options) (*remote.Seat, error) {
	h.mu.Lock()
	room, started, tokens := h.lobby.room, h.lobby.Started, h.lobby.tokens
	h.mu.Unlock()
	if !started {
		return nil, ErrNotReady
	}
	if h.opts.HostSeat < 0 || h.opts.HostSeat >= len(tokens) {
		return nil, ErrSeat
	}
	inv := h.invite
	inv.Host = "127.0.0.1"
	if ip := h.ln.Addr().(*net.TCPAddr).IP; ip != nil && !ip.IsUnspecified() {
		inv.Host = ip.String()
	}
	opts.HTTPClient = remote.PinnedClient(inv.Pin)
	return remote.Dial(ctx, inv.URL(PlayPath), room, tokens[h.opts.HostSeat], opts)
}
