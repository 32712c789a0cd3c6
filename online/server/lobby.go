package server

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/binary"
	"maps"
	"slices"
	"strings"
	"sync"
	"time"

	"agora/bots"
	"agora/game"
	"agora/game/games"
	"agora/online/proto"
)

// A lobby is a room created by a client (proto.Create), before its start:
// its game without a seed, the seats claimed (proto.Claim) with their
// tokens, and the owner's key. Start draws the seed, starts the game with
// the claimed names and opens the room under the lobby's code, with the
// tokens the claims gave. Lobbies count against Options.MaxRooms, are not
// kept in Options.Dir (nothing is played yet) and go when idle, as rooms.
type lobby struct {
	code  string
	owner string // the owner's key

	mu       sync.Mutex
	cfg      game.Config // Seed 0
	seats    []proto.LobbySeat
	tokens   []string // by seat, "" until claimed
	started  bool
	version  int
	changed  chan struct{} // closed and replaced at each change
	watchers int
	seen     time.Time
}

// changedLocked tells the lobby's watchers.
func (l *lobby) changedLocked() {
	l.version++
	close(l.changed)
	l.changed = make(chan struct{})
}

// messageLocked is the lobby as its watchers see it.
func (l *lobby) messageLocked() *proto.Message {
	return &proto.Message{Type: proto.TLobby, Lobby: &proto.Lobby{Room: l.code, Config: l.cfg,
		Seats: slices.Clone(l.seats), Started: l.started}}
}

// mayCreate checks the client's permission to create a room and the
// server's creation rate.
func (s *Server) mayCreate(key string) *proto.Error {
	o := s.opts
	allowed := o.CreateOpen || o.CreateKey != "" && subtle.ConstantTimeCompare([]byte(o.CreateKey), []byte(key)) == 1
	if !allowed {
		return proto.Errorf(proto.CodeForbidden, "this server does not let this client create rooms")
	}
	s.mu.Lock()
	ok := s.creations.take(time.Now())
	s.mu.Unlock()
	if !ok {
		return proto.Errorf(proto.CodeRate, "too many rooms created: at most %v a second on this server", o.CreateRate)
	}
	return nil
}

// checkCreated asks the game's engine whether cfg can start, as the app
// does before any game: its bounds, its bots, and Start itself.
func checkCreated(cfg game.Config) *proto.Error {
	g, err := games.Get(cfg.Game)
	if err != nil {
		return proto.Errorf(proto.CodeConfig, "%v", err)
	}
	if err := cfg.CheckBounds(); err != nil {
		return proto.Errorf(proto.CodeConfig, "%v", err)
	}
	for _, sc := range cfg.Seats {
		if !sc.Human() {
			if _, err := bots.New(sc.Bot, cfg.Game, 1); err != nil {
				return proto.Errorf(proto.CodeConfig, "%v", err)
			}
		}
	}
	probe := cfg
	probe.Seed = 1
	if _, err := g.Rules.Start(probe); err != nil {
		return proto.Errorf(proto.CodeConfig, "%v", err)
	}
	return nil
}

// CreateLobby makes a lobby for cfg (its seed is ignored: Start draws
// one) after the checks of a client's Create, key being the client's
// creation key, and returns its code and the owner's key.
func (s *Server) CreateLobby(cfg game.Config, key string) (proto.Created, error) {
	if err := s.mayCreate(key); err != nil {
		return proto.Created{}, err
	}
	cfg.Seed = 0
	if err := checkCreated(cfg); err != nil {
		return proto.Created{}, err
	}
	l := &lobby{owner: proto.NewToken(), cfg: cfg, tokens: make([]string, len(cfg.Seats)),
		changed: make(chan struct{}), seen: time.Now()}
	l.cfg.Seats = slices.Clone(cfg.Seats)
	for _, sc := range cfg.Seats {
		ls := proto.LobbySeat{Bot: sc.Bot}
		if !sc.Human() {
			ls.Name = sc.Name
		}
		l.seats = append(l.seats, ls)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.rooms)+len(s.lobbies) >= s.opts.MaxRooms {
		return proto.Created{}, proto.Errorf(proto.CodeFull, "this server holds as many rooms as it may (%d)", s.opts.MaxRooms)
	}
	for l.code == "" || s.rooms[l.code] != nil || s.lobbies[l.code] != nil {
		l.code = proto.NewRoomCode()
	}
	s.lobbies[l.code] = l
	return proto.Created{Room: l.code, Owner: l.owner}, nil
}

// lobbyOf is the lobby of code.
func (s *Server) lobbyOf(code string) (*lobby, *proto.Error) {
	s.mu.Lock()
	l := s.lobbies[code]
	s.mu.Unlock()
	if l == nil {
		return nil, proto.Errorf(proto.CodeNoRoom, "no room %s waiting for players", code)
	}
	return l, nil
}

// Claim seats a player in a lobby (proto.Claim), and returns the seat's
// token.
func (s *Server) Claim(c proto.Claim) (proto.Claimed, error) {
	l, perr := s.lobbyOf(c.Room)
	if perr != nil {
		return proto.Claimed{}, perr
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.started {
		return proto.Claimed{}, proto.Errorf(proto.CodeSequence, "the game has started: join with your seat's token")
	}
	i := int(c.Seat)
	if i < 0 || i >= len(l.seats) {
		return proto.Claimed{}, proto.Errorf(proto.CodeMalformed, "the room has %d seats", len(l.seats))
	}
	st := l.seats[i]
	mine := c.Token != "" && l.tokens[i] != "" && subtle.ConstantTimeCompare([]byte(l.tokens[i]), []byte(c.Token)) == 1
	switch {
	case st.Bot != "":
		return proto.Claimed{}, proto.Errorf(proto.CodeTaken, "seat %d is a bot's", i)
	case st.Claimed && !mine:
		return proto.Claimed{}, proto.Errorf(proto.CodeTaken, "seat %d is taken", i)
	case !st.Claimed && c.Token != "":
		return proto.Claimed{}, proto.Errorf(proto.CodeNoRoom, "no such seat token")
	}
	for j, o := range l.seats {
		if j != i && (o.Claimed || o.Bot != "") && strings.EqualFold(strings.TrimSpace(o.Name), strings.TrimSpace(c.Name)) {
			return proto.Claimed{}, proto.Errorf(proto.CodeTaken, "another player has the name %q", c.Name)
		}
	}
	if !mine {
		l.tokens[i] = proto.NewToken()
	}
	if !mine || st.Name != c.Name || st.Colour != c.Colour {
		l.seats[i] = proto.LobbySeat{Name: c.Name, Colour: c.Colour, Claimed: true}
		l.changedLocked()
	}
	return proto.Claimed{Room: l.code, Seat: c.Seat, Token: l.tokens[i]}, nil
}

// StartLobby starts a lobby's game by its owner's key: the seed drawn
// here, the claimed names, the room opened under the lobby's code with
// the claims' tokens.
func (s *Server) StartLobby(code, owner string) error {
	l, perr := s.lobbyOf(code)
	if perr != nil {
		return perr
	}
	if subtle.ConstantTimeCompare([]byte(l.owner), []byte(owner)) != 1 {
		return proto.Errorf(proto.CodeNotOwner, "only the room's owner starts it")
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.started {
		return proto.Errorf(proto.CodeSequence, "the game has started")
	}
	cfg := l.cfg
	cfg.Seats = slices.Clone(l.cfg.Seats)
	for i, st := range l.seats {
		if st.Bot != "" {
			continue
		}
		if !st.Claimed {
			return proto.Errorf(proto.CodeNotReady, "seat %d has no player", i)
		}
		cfg.Seats[i].Name = st.Name
	}
	var b [8]byte
	rand.Read(b[:])
	cfg.Seed = binary.LittleEndian.Uint64(b[:]) | 1
	g, err := games.Get(cfg.Game)
	if err != nil {
		return proto.Errorf(proto.CodeConfig, "%v", err)
	}
	st, err := g.Rules.Start(cfg)
	if err != nil {
		return proto.Errorf(proto.CodeConfig, "%v", err)
	}
	s.mu.Lock()
	delete(s.lobbies, code)
	s.mu.Unlock()
	if _, err := s.open(g.Rules, st, code, slices.Clone(l.tokens), proto.NewToken()); err != nil {
		return proto.Errorf(proto.CodeInternal, "%v", err)
	}
	l.started = true
	l.changedLocked()
	return nil
}

// watchLobby sends the connection the lobby at each change until it
// starts (the last one sent says so) or the connection ends.
func (c *conn) watchLobby(ctx context.Context, l *lobby) {
	l.mu.Lock()
	l.watchers++
	l.mu.Unlock()
	defer func() {
		l.mu.Lock()
		l.watchers--
		l.seen = time.Now()
		l.mu.Unlock()
	}()
	sent := -1
	for {
		l.mu.Lock()
		v, ch, started := l.version, l.changed, l.started
		var m *proto.Message
		if v != sent {
			m = l.messageLocked()
		}
		l.mu.Unlock()
		if m != nil {
			if err := c.send(ctx, m); err != nil {
				return
			}
			sent = v
		}
		if started {
			return
		}
		select {
		case <-ch:
		case <-ctx.Done():
			return
		}
	}
}

// sweepLobbies drops the lobbies nobody has watched for Options.Idle.
func (s *Server) sweepLobbies(now time.Time) int {
	s.mu.Lock()
	all := maps.Clone(s.lobbies)
	s.mu.Unlock()
	n := 0
	for code, l := range all {
		l.mu.Lock()
		idle := l.watchers == 0 && now.Sub(l.seen) > s.opts.Idle
		l.mu.Unlock()
		if idle {
			s.mu.Lock()
			if s.lobbies[code] == l {
				delete(s.lobbies, code)
				n++
			}
			s.mu.Unlock()
		}
	}
	return n
}
