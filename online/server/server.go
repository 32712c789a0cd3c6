package server

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/binary"
	"errors"
	"fmt"
	"sync"
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
	return s
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

	mu    sync.Mutex
	conns map[game.Seat]*conn // the connection playing each seat
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
	r := &room{host: seat.NewHost(g.Rules, st, nil), conns: map[game.Seat]*conn{}}
	for _, sc := range cfg.Seats {
		tok := ""
		if sc.Human() {
			tok = proto.NewToken()
		}
		r.tokens = append(r.tokens, tok)
	}
	s.mu.Lock()
	if len(s.rooms) >= s.opts.MaxRooms {
		s.mu.Unlock()
		return RoomInfo{}, ErrFull
	}
	for r.code == "" || s.rooms[r.code] != nil {
		r.code = proto.NewRoomCode()
	}
	s.rooms[r.code] = r
	s.mu.Unlock()
	for i, sc := range cfg.Seats {
		if !sc.Human() {
			s.playBot(r, game.Seat(i), sc.Bot, cfg)
		}
	}
	return RoomInfo{Code: r.code, Tokens: append([]string(nil), r.tokens...)}, nil
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
	r.mu.Lock()
	for _, c := range r.conns {
		c.cancel()
	}
	r.mu.Unlock()
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
		if err := seat.Play(s.ctx, r.host.Seat(st), choose); err != nil && s.ctx.Err() == nil {
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
}

// release forgets c if it still plays seat.
func (r *room) release(st game.Seat, c *conn) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.conns[st] == c {
		delete(r.conns, st)
	}
}

func (r *room) String() string { return fmt.Sprintf("room %s", r.code) }
