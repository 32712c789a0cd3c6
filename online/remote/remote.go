// Package remote is a seat.Seat over the network: a table's seat in a game
// held by online/server, in another process or on another computer. It
// speaks online/proto over WebSocket, keeps the latest update the server
// sent, and turns the server's typed refusals back into the errors a
// local seat returns (game.ErrIllegal, game.ErrNotPending, seat.ErrStale...).
package remote

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"sync"
	"time"

	"github.com/coder/websocket"

	"agora/game"
	"agora/online/proto"
	"agora/online/seat"
)

// Options are a client's words to the server.
type Options struct {
	// Name is the player's name; Client the app's version.
	Name   string
	Client string
	// HTTPClient dials the server (its TLS configuration pins the host's
	// certificate); nil: http.DefaultClient.
	HTTPClient *http.Client
	// Received, when set, sees every message as it arrived, before it is
	// read (tests check what a seat was sent).
	Received func(data []byte)
	// NoViews leaves the views the server sends undecoded: the seat's
	// snapshots have no View. For players that choose from the options
	// alone (a load run's random clients), which then cost far less.
	NoViews bool
}

// Seat is a seat of a game held by a server. Its methods may be called
// from any goroutine.
type Seat struct {
	ws        *websocket.Conn
	seat      game.Seat
	spectator bool
	cfg       game.Config
	room      string
	opts      Options

	wmu sync.Mutex

	mu      sync.Mutex
	nextID  uint32
	waiting map[uint32]chan *proto.Message
	latest  seat.Snapshot
	have    bool
	changed chan struct{} // closed and replaced at each update
	over    *proto.GameOver
	err     error        // why the connection ended
	last    *proto.Error // the latest refusal of no request
	done    chan struct{}
	table   tableState // presence, chat, absent seats (table.go)
}

var _ seat.Seat = (*Seat)(nil)

// Dial connects to url, says hello and joins room with token. It returns
// once the server has answered the join.
func Dial(ctx context.Context, url, room, token string, opts Options) (*Seat, error) {
	ws, _, err := websocket.Dial(ctx, withRoom(url, room), &websocket.DialOptions{HTTPClient: opts.HTTPClient})
	if err != nil {
		return nil, err
	}
	ws.SetReadLimit(proto.MaxServerMessage)
	s := &Seat{ws: ws, opts: opts, room: room, waiting: map[uint32]chan *proto.Message{},
		changed: make(chan struct{}), done: make(chan struct{}), table: newTableState()}
	fail := func(err error) (*Seat, error) {
		ws.CloseNow()
		return nil, err
	}
	// Hello and join are read here, in order, before the reader starts.
	if err := s.write(ctx, &proto.Message{Type: proto.THello, ID: 1, Hello: &proto.Hello{Protocol: proto.Version, Client: opts.Client, Name: opts.Name}}); err != nil {
		return fail(err)
	}
	m, err := s.read(ctx)
	if err != nil {
		return fail(err)
	}
	if m.Type == proto.TError {
		return fail(m.Error)
	}
	if m.Type != proto.TWelcome {
		return fail(fmt.Errorf("server answered hello with %s", m.Type))
	}
	if m.Welcome.Protocol != proto.Version {
		return fail(proto.VersionError(m.Welcome.Protocol))
	}
	if err := s.write(ctx, &proto.Message{Type: proto.TJoin, ID: 2, Join: &proto.Join{Room: room, Token: token}}); err != nil {
		return fail(err)
	}
	if m, err = s.read(ctx); err != nil {
		return fail(err)
	}
	if m.Type == proto.TError {
		return fail(m.Error)
	}
	if m.Type != proto.TJoined {
		return fail(fmt.Errorf("server answered join with %s", m.Type))
	}
	s.seat, s.cfg, s.nextID, s.spectator = m.Joined.Seat, m.Joined.Config, 3, m.Joined.Spectator
	go s.readLoop()
	return s, nil
}

// withRoom adds the room's code to the address as ?room=CODE, which the
// server ignores and a load balancer sharding rooms by code reads
// (docs/online.md, Scaling out).
func withRoom(addr, room string) string {
	u, err := url.Parse(addr)
	if err != nil {
		return addr // the dial reports it
	}
	q := u.Query()
	q.Set("room", room)
	u.RawQuery = q.Encode()
	return u.String()
}

// write sends m.
func (s *Seat) write(ctx context.Context, m *proto.Message) error {
	data, err := proto.Encode(m)
	if err != nil {
		return err
	}
	s.wmu.Lock()
	defer s.wmu.Unlock()
	return s.ws.Write(ctx, websocket.MessageText, data)
}

// read reads and decodes one message, showing it to Options.Received
// first.
func (s *Seat) read(ctx context.Context) (*proto.Message, error) {
	typ, data, err := s.ws.Read(ctx)
	if err != nil {
		return nil, err
	}
	if s.opts.Received != nil {
		s.opts.Received(data)
	}
	if typ != websocket.MessageText {
		return nil, proto.Errorf(proto.CodeMalformed, "messages are text")
	}
	m, err := proto.DecodeServer(data)
	if err != nil {
		return nil, err
	}
	return m, nil
}

// readLoop reads until the connection ends, keeping the latest update and
// handing answers to the requests that wait for them.
func (s *Seat) readLoop() {
	var err error
	for {
		var m *proto.Message
		m, err = s.read(context.Background())
		if err != nil {
			break
		}
		if m.Type == proto.TError && m.ID == 0 {
			// A refusal of no request: a rate passed, or the reason the
			// server closes, which the next read reports.
			s.mu.Lock()
			s.last = m.Error
			s.mu.Unlock()
			continue
		}
		switch m.Type {
		case proto.TUpdate:
			if err = s.update(m.Update); err != nil {
				break
			}
		case proto.TOver:
			s.mu.Lock()
			s.over = m.Over
			s.signalLocked()
			s.mu.Unlock()
		case proto.TPresence, proto.TChat, proto.TAbsent:
			s.news(m)
		case proto.TResult, proto.TError, proto.TPong, proto.THinted:
			s.mu.Lock()
			ch := s.waiting[m.ID]
			delete(s.waiting, m.ID)
			s.mu.Unlock()
			if ch != nil {
				ch <- m
			}
		}
		if err != nil {
			break
		}
	}
	s.mu.Lock()
	if s.last != nil {
		err = fmt.Errorf("%w (%w)", err, s.last)
	}
	s.err = fmt.Errorf("%w: %w", seat.ErrClosed, err)
	close(s.done)
	s.table.signalLocked()
	s.mu.Unlock()
	s.ws.CloseNow()
}

// update keeps u as the latest snapshot.
func (s *Seat) update(u *proto.Update) error {
	var v game.View
	if !s.opts.NoViews {
		var err error
		if v, err = proto.DecodeView(s.cfg.Game, s.seat, u.View); err != nil {
			return err
		}
	}
	snap := seat.Snapshot{Version: u.Version, Decisions: u.Decisions, View: v, Legal: u.Legal, Over: u.Over,
		Settled: u.Settled, Own: u.Own, Open: u.Open}
	for _, p := range u.Pending {
		snap.Pending = append(snap.Pending, game.Prompt{Seat: p.Seat, Kind: p.Kind})
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.have && snap.Version < s.latest.Version {
		return nil
	}
	s.latest, s.have = snap, true
	s.signalLocked()
	return nil
}

func (s *Seat) signalLocked() {
	close(s.changed)
	s.changed = make(chan struct{})
}

// request sends m with a fresh ID and waits for its answer.
func (s *Seat) request(ctx context.Context, m *proto.Message) (*proto.Message, error) {
	ch := make(chan *proto.Message, 1)
	s.mu.Lock()
	if s.err != nil {
		s.mu.Unlock()
		return nil, s.err
	}
	m.ID = s.nextID
	s.nextID++
	s.waiting[m.ID] = ch
	s.mu.Unlock()
	forget := func() {
		s.mu.Lock()
		delete(s.waiting, m.ID)
		s.mu.Unlock()
	}
	if err := s.write(ctx, m); err != nil {
		forget()
		return nil, err
	}
	select {
	case a := <-ch:
		if a.Type == proto.TError {
			return nil, refusal(a.Error)
		}
		return a, nil
	case <-s.done:
		forget()
		return nil, s.err
	case <-ctx.Done():
		forget()
		return nil, ctx.Err()
	}
}

// refusal is a server's refusal as the error a local seat returns,
// still matching its *proto.Error.
func refusal(e *proto.Error) error {
	var base error
	switch e.Code {
	case proto.CodeIllegal:
		base = game.ErrIllegal
	case proto.CodeStale:
		base = seat.ErrStale
	case proto.CodeNotYours:
		base = game.ErrNotPending
	case proto.CodeOver:
		base = game.ErrOver
	case proto.CodeSettled:
		base = game.ErrSettled
	default:
		return e
	}
	return &refused{base: base, e: e}
}

type refused struct {
	base error
	e    *proto.Error
}

func (r *refused) Error() string   { return r.e.Error() }
func (r *refused) Unwrap() []error { return []error{r.base, r.e} }

// Seat is the seat's number; proto.Spectator for a spectator.
func (s *Seat) Seat() game.Seat { return s.seat }
func (s *Seat) Game() string    { return s.cfg.Game }

// Room is the code of the room the seat plays in.
func (s *Seat) Room() string { return s.room }

// Config is the game's configuration; its seed is 0 until the game is
// over and Log gives it.
func (s *Seat) Config() game.Config { return s.cfg }

// Snapshot is the latest update, waiting for the first one; ErrClosed
// once the connection has ended.
func (s *Seat) Snapshot(ctx context.Context) (seat.Snapshot, error) {
	for {
		s.mu.Lock()
		snap, have, ch, err := s.latest, s.have, s.changed, s.err
		if s.over != nil {
			o := s.over.Outcome
			snap.Outcome = &o
		}
		s.mu.Unlock()
		if err != nil {
			return seat.Snapshot{}, err
		}
		if have {
			return snap, nil
		}
		select {
		case <-ch:
		case <-s.done:
		case <-ctx.Done():
			return seat.Snapshot{}, ctx.Err()
		}
	}
}

// Apply sends a move and returns once the server accepted it and the
// update that follows it has arrived, or with the server's refusal.
func (s *Seat) Apply(ctx context.Context, version int, opt game.Option) error {
	a, err := s.request(ctx, &proto.Message{Type: proto.TMove, Move: &proto.Move{Version: version, Option: opt}})
	if err != nil {
		return err
	}
	_, err = s.Wait(ctx, a.Result.Version-1)
	return err
}

// Undo asks the server to withdraw the seat's latest unsettled decision.
func (s *Seat) Undo(ctx context.Context) error {
	a, err := s.request(ctx, &proto.Message{Type: proto.TUndo})
	if err != nil {
		return err
	}
	_, err = s.Wait(ctx, a.Result.Version-1)
	return err
}

// Ping asks the server for a pong: the connection's round trip.
func (s *Seat) Ping(ctx context.Context) error {
	_, err := s.request(ctx, &proto.Message{Type: proto.TPing})
	return err
}

// Wait returns once an update past after has arrived, or the game is over.
func (s *Seat) Wait(ctx context.Context, after int) (int, error) {
	for {
		s.mu.Lock()
		v, have, ch, err := s.latest.Version, s.have, s.changed, s.err
		over := have && s.latest.Over
		s.mu.Unlock()
		if (have && v > after) || over {
			return v, nil
		}
		if err != nil {
			return v, err
		}
		select {
		case <-ch:
		case <-s.done:
		case <-ctx.Done():
			return v, ctx.Err()
		}
	}
}

// Log is the whole game once it is over; it waits for it when the last
// update said the game is over and the log is still on its way.
func (s *Seat) Log(ctx context.Context) (game.Config, []game.Decision, error) {
	for {
		s.mu.Lock()
		over, ended, ch, err := s.over, s.have && s.latest.Over, s.changed, s.err
		s.mu.Unlock()
		if over != nil {
			return over.Config, over.Log, nil
		}
		if !ended {
			return game.Config{}, nil, seat.ErrNotOver
		}
		if err != nil {
			return game.Config{}, nil, err
		}
		select {
		case <-ch:
		case <-s.done:
		case <-ctx.Done():
			return game.Config{}, nil, ctx.Err()
		}
	}
}

// Close says goodbye and closes the connection.
func (s *Seat) Close() error {
	ctx, cancel := context.WithTimeout(context.Background(), writeTimeout)
	defer cancel()
	s.write(ctx, &proto.Message{Type: proto.TLeave})
	s.ws.Close(websocket.StatusNormalClosure, "")
	<-s.done
	return nil
}

// writeTimeout bounds the goodbye.
const writeTimeout = 5 * time.Second
