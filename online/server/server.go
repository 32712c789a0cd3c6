package server

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/binary"
	"errors"
	"fmt"
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
	return o
}

// Server holds the rooms. Serve it with ServeHTTP.
type Server struct {
	opts   Options
	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup

	mu    sync.Mutex
	rooms map[string]*room
}

// New makes a server with no room.
func New(opts Options) *Server {
	s := &Server{opts: opts.withDefaults(), rooms: map[string]*room{}}
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
	return len(idle)
}

// Close stops every room's bots and every connection, and waits for them.
func (s *Server) Close() {
	s.cancel()
	s.wg.Wait()
}

// room is one game and who may play it.
type room struct {
	code   string
	host   *seat.Host
	tokens []string // by seat; "" for a bot's seat

	ctx    context.Context // ends with the room: its bots stop
	cancel context.CancelFunc
	closed atomic.Bool // CloseRoom: its files are gone and stay gone

	mu    sync.Mutex
	conns map[game.Seat]*conn // the connection playing each seat
	seen  time.Time           // when a connection last joined or left
}

// RoomInfo is what the creator of a room hands out: its code, and each
// human seat's token ("" for a bot's seat), to be given to that seat's
// player only.
type RoomInfo struct {
	Code   string
	Tokens []string
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
	r, err := s.open(g.Rules, st, "", tokens)
	if err != nil {
		return RoomInfo{}, err
	}
	return RoomInfo{Code: r.code, Tokens: append([]string(nil), r.tokens...)}, nil
}

// open puts a game in a new room (under code, or a new one when code is
// ""), keeps it when the server has a Dir, and sets its bots playing.
func (s *Server) open(rules game.Rules, st game.State, code string, tokens []string) (*room, error) {
	r := &room{tokens: tokens, conns: map[game.Seat]*conn{}, seen: time.Now()}
	r.ctx, r.cancel = context.WithCancel(s.ctx)
	var moved func(game.State)
	if s.opts.Dir != "" {
		moved = func(st game.State) { s.keep(r, st) }
	}
	r.host = seat.NewHost(rules, st, moved)
	s.mu.Lock()
	if len(s.rooms) >= s.opts.MaxRooms {
		s.mu.Unlock()
		r.cancel()
		return nil, ErrFull
	}
	r.code = code
	for r.code == "" || s.rooms[r.code] != nil {
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
			s.playBot(r, game.Seat(i), sc.Bot, cfg)
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
	r.mu.Unlock()
	s.forget(code)
}

// playBot sets a bot playing a seat of r on its own goroutine until the
// game ends or the server closes.
func (s *Server) playBot(r *room, st game.Seat, spec string, cfg game.Config) {
	b, err := bots.New(spec, cfg.Game, cfg.Seed^(uint64(st)+1)<<32)
	if err != nil {
		s.opts.Logf("room %s, %v: %v", r.code, st, err)
		return
	}
	limit := s.opts.ThinkLimit
	choose := func(ctx context.Context, v game.View, legal []game.Option) (game.Option, error) {
		return bots.Think(ctx, b, v, legal, limit)
	}
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		if err := seat.Play(r.ctx, r.host.Seat(st), choose); err != nil && r.ctx.Err() == nil {
			s.opts.Logf("room %s, %v: bot stopped: %v", r.code, st, err)
		}
	}()
}

// join finds the seat a token opens in a room. The same answer for an
// unknown room and an unknown token tells a guesser nothing.
func (s *Server) join(code, token string) (*room, game.Seat, error) {
	s.mu.Lock()
	r := s.rooms[code]
	s.mu.Unlock()
	if r != nil {
		for i, t := range r.tokens {
			if t != "" && subtle.ConstantTimeCompare([]byte(t), []byte(token)) == 1 {
				return r, game.Seat(i), nil
			}
		}
	}
	return nil, 0, proto.Errorf(proto.CodeNoRoom, "no such room or seat")
}

// take makes c the connection playing seat, closing the one that played
// it before (a player reconnecting).
func (r *room) take(st game.Seat, c *conn) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if old := r.conns[st]; old != nil {
		old.cancel()
	}
	r.conns[st] = c
	r.seen = time.Now()
}

// release forgets c if it still plays seat.
func (r *room) release(st game.Seat, c *conn) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.conns[st] == c {
		delete(r.conns, st)
		r.seen = time.Now()
	}
}

func (r *room) String() string { return fmt.Sprintf("room %s", r.code) }
