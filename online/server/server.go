package server

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/binary"
	"errors"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"agora/bots"
	"agora/game"
	"agora/game/games"
	"agora/online/proto"
	"agora/online/seat"
)

// Options tune a server; the zero value is a sensible one.
type Options struct {
	// Version is the server's version, told to clients in Welcome.
	Version string
	// Rate is how many messages a second a connection may send, Burst how
	// many at once. 0: 20 a second, 40 at once.
	Rate  float64
	Burst int
	// MaxRooms bounds the rooms held at once; 0: 10000.
	MaxRooms int
	// ThinkLimit bounds a bot's decision; 0: bots.ThinkLimit.
	ThinkLimit time.Duration
	// HelloTimeout is how long a new connection has to say hello and
	// join; 0: 10 seconds.
	HelloTimeout time.Duration
	// Idle is how long a room lives with nobody connected to it (a
	// finished game, or one its players left) before it is dropped; 0:
	// 12 hours.
	Idle time.Duration
	// Dir, when set, is where rooms are kept: each room's game is saved
	// there after every change, as any game is (game.WriteSave), with its
	// seats' tokens beside it, and Resume opens them again after a
	// restart.
	Dir string
	// Logf, when set, receives the server's notes (a bot that failed...).
	Logf func(format string, args ...any)

	// AwayDelay is how long a human seat goes without a connection (its
	// player dropped, or never came) before the room's owner is asked
	// what to do (proto.Absent); 0: one minute.
	AwayDelay time.Duration
	// StandIn is the bot that plays an absent player's seat when the
	// owner gives it one; "": easy.
	StandIn string
	// ChatRate is how many chat lines a second a connection may say,
	// ChatBurst how many at once; 0: one a second, 5 at once.
	ChatRate  float64
	ChatBurst int
	// MaxSpectators bounds a room's spectators; 0: 32.
	MaxSpectators int
	// Absent, when set, is told when a seat has been away for AwayDelay,
	// as the room's owner is: a process that hosts its own seat locally
	// answers with Decide.
	Absent func(room string, st game.Seat)
	// Ended, when set, receives a game its owner ended (proto.End), to
	// keep; with Dir it is also kept there, and ResumeRoom opens it again.
	Ended func(room string, st game.State)

	// Rooms created by clients (proto.Create): CreateOpen lets any client
	// create one; else CreateKey, when set, is the key a client must give.
	// Neither: only the server's process creates rooms (CreateRoom).
	CreateOpen bool
	CreateKey  string
	// CreateRate is how many rooms clients may create a second on the
	// whole server, CreateBurst how many at once; 0: one a second, 10 at
	// once. A lobby counts against MaxRooms.
	CreateRate  float64
	CreateBurst int

	// Hints bounds the hints searched at once on the whole server (each
	// a second or so of a core; the others wait their turn); 0: the
	// number of cores.
	Hints int
}

func (o Options) withDefaults() Options {
	if o.Rate <= 0 {
		o.Rate = 20
	}
	if o.Burst <= 0 {
		o.Burst = 40
	}
	if o.MaxRooms <= 0 {
		o.MaxRooms = 10000
	}
	if o.ThinkLimit <= 0 {
		o.ThinkLimit = bots.ThinkLimit
	}
	if o.HelloTimeout <= 0 {
		o.HelloTimeout = 10 * time.Second
	}
	if o.Idle <= 0 {
		o.Idle = 12 * time.Hour
	}
	if o.Version == "" {
		o.Version = "dev"
	}
	if o.Logf == nil {
		o.Logf = func(string, ...any) {}
	}
	if o.AwayDelay <= 0 {
		o.AwayDelay = time.Minute
	}
	if o.StandIn == "" {
		o.StandIn = "easy"
	}
	if o.ChatRate <= 0 {
		o.ChatRate = 1
	}
	if o.ChatBurst <= 0 {
		o.ChatBurst = 5
	}
	if o.MaxSpectators <= 0 {
		o.MaxSpectators = 32
	}
	if o.CreateRate <= 0 {
		o.CreateRate = 1
	}
	if o.CreateBurst <= 0 {
		o.CreateBurst = 10
	}
	if o.Hints <= 0 {
		o.Hints = runtime.NumCPU()
	}
	return o
}

// Server holds the rooms. Serve it with ServeHTTP.
type Server struct {
	opts   Options
	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup

	mu        sync.Mutex
	rooms     map[string]*room
	lobbies   map[string]*lobby // rooms created by clients, before their start (lobby.go)
	creations *bucket           // clients' creations, server-wide
	hints     chan struct{}     // a token for each hint searched now (hint.go)
}

// New makes a server with no room.
func New(opts Options) *Server {
	s := &Server{opts: opts.withDefaults(), rooms: map[string]*room{}, lobbies: map[string]*lobby{}}
	s.hints = make(chan struct{}, s.opts.Hints)
	s.creations = newBucket(s.opts.CreateRate, s.opts.CreateBurst)
	s.ctx, s.cancel = context.WithCancel(context.Background())
	s.wg.Add(1)
	go s.sweeper()
	return s
}

// sweeper drops idle rooms until the server closes.
func (s *Server) sweeper() {
	defer s.wg.Done()
	tick := time.NewTicker(min(s.opts.Idle/4, time.Minute))
	defer tick.Stop()
	for {
		select {
		case now := <-tick.C:
			s.Sweep(now)
		case <-s.ctx.Done():
			return
		}
	}
}

// Sweep drops the rooms nobody has been connected to for Options.Idle at
// time now, and returns how many it dropped.
func (s *Server) Sweep(now time.Time) int {
	s.mu.Lock()
	var idle []string
	for code, r := range s.rooms {
		r.mu.Lock()
		if len(r.conns) == 0 && now.Sub(r.seen) > s.opts.Idle {
			idle = append(idle, code)
		}
		r.mu.Unlock()
	}
	s.mu.Unlock()
	for _, code := range idle {
		s.CloseRoom(code)
	}
	return len(idle) + s.sweepLobbies(now)
}

// Close stops every room's bots and every connection, and waits for them.
func (s *Server) Close() {
	s.cancel()
	s.wg.Wait()
}

// room is one game and who may play it.
type room struct {
	code      string
	host      *seat.Host
	tokens    []string // by seat; "" for a bot's seat
	spectator string   // the token that lets anyone watch

	ctx    context.Context // ends with the room: its bots stop
	cancel context.CancelFunc
	closed atomic.Bool // CloseRoom: its files are gone and stay gone

	mu    sync.Mutex
	conns map[game.Seat]*conn // the connection playing each seat
	seen  time.Time           // when a connection last joined or left
	table                     // presence, chat, absent players (presence.go)
}

// RoomInfo is what the creator of a room hands out: its code, each
// human seat's token ("" for a bot's seat), to be given to that seat's
// player only, and the token of its spectators.
type RoomInfo struct {
	Code      string
	Tokens    []string
	Spectator string
}

// ErrFull: the server holds as many rooms as it may.
var ErrFull = errors.New("server: no room for another game")

// CreateRoom starts a game of cfg (a zero seed draws one) and sets its
// bots playing.
func (s *Server) CreateRoom(cfg game.Config) (RoomInfo, error) {
	g, err := games.Get(cfg.Game)
	if err != nil {
		return RoomInfo{}, err
	}
	if cfg.Seed == 0 {
		var b [8]byte
		rand.Read(b[:])
		cfg.Seed = binary.LittleEndian.Uint64(b[:]) | 1
	}
	st, err := g.Rules.Start(cfg)
	if err != nil {
		return RoomInfo{}, err
	}
	var tokens []string
	for _, sc := range cfg.Seats {
		tok := ""
		if sc.Human() {
			tok = proto.NewToken()
		}
		tokens = append(tokens, tok)
	}
	r, err := s.open(g.Rules, st, "", tokens, proto.NewToken())
	if err != nil {
		return RoomInfo{}, err
	}
	return r.info(), nil
}

// OpenRoom puts a game under way (a save opened again: at its last move,
// finished or not) in a new room, with new tokens for its human seats, and
// sets its bots playing.
func (s *Server) OpenRoom(st game.State) (RoomInfo, error) {
	rules, ok := games.Lookup(st.Game())
	if !ok {
		return RoomInfo{}, fmt.Errorf("server: no game %q", st.Game())
	}
	var tokens []string
	for _, sc := range st.Config().Seats {
		tok := ""
		if sc.Human() {
			tok = proto.NewToken()
		}
		tokens = append(tokens, tok)
	}
	r, err := s.open(rules, st, "", tokens, proto.NewToken())
	if err != nil {
		return RoomInfo{}, err
	}
	return r.info(), nil
}

// Info is an open room's code and tokens, for the process that holds it
// (a host that opened it again from its folder hands its seats out).
func (s *Server) Info(code string) (RoomInfo, bool) {
	s.mu.Lock()
	r := s.rooms[code]
	s.mu.Unlock()
	if r == nil {
		return RoomInfo{}, false
	}
	return r.info(), true
}

func (r *room) info() RoomInfo {
	return RoomInfo{Code: r.code, Tokens: append([]string(nil), r.tokens...), Spectator: r.spectator}
}

// open puts a game in a new room (under code, or a new one when code is
// ""), keeps it when the server has a Dir, and sets its bots playing.
func (s *Server) open(rules game.Rules, st game.State, code string, tokens []string, spectator string) (*room, error) {
	r := &room{tokens: tokens, spectator: spectator, conns: map[game.Seat]*conn{}, seen: time.Now(), table: newTable()}
	r.ctx, r.cancel = context.WithCancel(s.ctx)
	var moved func(game.State)
	if s.opts.Dir != "" {
		moved = func(st game.State) { s.keep(r, st) }
	}
	r.host = seat.NewHost(rules, st, moved)
	// Every human seat is away until its player joins.
	r.mu.Lock()
	for i, t := range tokens {
		if t != "" {
			s.awayLocked(r, game.Seat(i))
		}
	}
	r.mu.Unlock()
	s.mu.Lock()
	if len(s.rooms)+len(s.lobbies) >= s.opts.MaxRooms {
		s.mu.Unlock()
		r.cancel()
		return nil, ErrFull
	}
	r.code = code
	for r.code == "" || s.rooms[r.code] != nil || code == "" && s.lobbies[r.code] != nil {
		if code != "" {
			s.mu.Unlock()
			r.cancel()
			return nil, fmt.Errorf("room %s is open already", code)
		}
		r.code = proto.NewRoomCode()
	}
	s.rooms[r.code] = r
	s.mu.Unlock()
	if s.opts.Dir != "" {
		if err := s.keepSeats(r); err != nil {
			s.CloseRoom(r.code)
			return nil, err
		}
		s.keep(r, r.host.State())
	}
	cfg := st.Config()
	for i, sc := range cfg.Seats {
		if !sc.Human() {
			s.playBot(r.ctx, r, game.Seat(i), sc.Bot, cfg)
		}
	}
	return r, nil
}

// Host is a room's game, for the process that created it (the host's
// own seats, autosaves, tests).
func (s *Server) Host(code string) (*seat.Host, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	r, ok := s.rooms[code]
	if !ok {
		return nil, false
	}
	return r.host, true
}

// CloseRoom ends a room: its bots stop, its connections close.
func (s *Server) CloseRoom(code string) {
	s.mu.Lock()
	r := s.rooms[code]
	delete(s.rooms, code)
	s.mu.Unlock()
	if r == nil {
		return
	}
	r.closed.Store(true)
	r.cancel()
	r.mu.Lock()
	for _, c := range r.conns {
		c.cancel()
	}
	for c := range r.watchers {
		c.cancel()
	}
	r.stopTimersLocked()
	r.mu.Unlock()
	s.forget(code)
}

// playBot sets a bot playing a seat of r on its own goroutine until the
// game ends or ctx does (the room's, or a stand-in's), and returns a
// channel closed when it has stopped.
func (s *Server) playBot(ctx context.Context, r *room, st game.Seat, spec string, cfg game.Config) <-chan struct{} {
	done := make(chan struct{})
	b, err := bots.New(spec, cfg.Game, cfg.Seed^(uint64(st)+1)<<32)
	if err != nil {
		s.opts.Logf("room %s, %v: %v", r.code, st, err)
		close(done)
		return done
	}
	limit := s.opts.ThinkLimit
	choose := func(ctx context.Context, v game.View, legal []game.Option) (game.Option, error) {
		return bots.Think(ctx, b, v, legal, limit)
	}
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		defer close(done)
		if err := seat.Play(ctx, r.host.Seat(st), choose); err != nil && ctx.Err() == nil {
			s.opts.Logf("room %s, %v: bot stopped: %v", r.code, st, err)
		}
	}()
	return done
}

// join finds the seat a token opens in a room, proto.Spectator for the
// spectators' token. The same answer for an unknown room and an unknown
// token tells a guesser nothing.
func (s *Server) join(code, token string) (*room, game.Seat, error) {
	s.mu.Lock()
	r := s.rooms[code]
	s.mu.Unlock()
	if r != nil {
		if r.spectator != "" && subtle.ConstantTimeCompare([]byte(r.spectator), []byte(token)) == 1 {
			return r, proto.Spectator, nil
		}
		for i, t := range r.tokens {
			if t != "" && subtle.ConstantTimeCompare([]byte(t), []byte(token)) == 1 {
				return r, game.Seat(i), nil
			}
		}
	}
	return nil, 0, proto.Errorf(proto.CodeNoRoom, "no such room or seat")
}

func (r *room) String() string { return fmt.Sprintf("room %s", r.code) }
