package remote

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"github.com/coder/websocket"

	"agora/game"
	"agora/online/proto"
)

// Lobby is a connection to a server's lobbies: it creates rooms
// (proto.Create), claims seats in them (proto.Claim), starts them
// (proto.Start) and receives their lobby at each change. Once a room has
// started, each player sits with Dial and its claim's token.
type Lobby struct {
	ws   *websocket.Conn
	opts Options
	wmu  sync.Mutex

	mu      sync.Mutex
	nextID  uint32
	waiting map[uint32]chan *proto.Message
	lobbies map[string]proto.Lobby // the latest of each room, by code
	changed chan struct{}
	err     error // why the connection ended
	done    chan struct{}
}

// ErrLobbyClosed: the lobby's connection ended.
var ErrLobbyClosed = errors.New("the connection to the server ended")

// OpenLobby connects to url and says hello.
func OpenLobby(ctx context.Context, url string, opts Options) (*Lobby, error) {
	ws, _, err := websocket.Dial(ctx, url, &websocket.DialOptions{HTTPClient: opts.HTTPClient})
	if err != nil {
		return nil, err
	}
	ws.SetReadLimit(proto.MaxServerMessage)
	l := &Lobby{ws: ws, opts: opts, nextID: 2, waiting: map[uint32]chan *proto.Message{}, lobbies: map[string]proto.Lobby{},
		changed: make(chan struct{}), done: make(chan struct{})}
	s := &Seat{ws: ws, opts: opts}
	if err := s.write(ctx, &proto.Message{Type: proto.THello, ID: 1, Hello: &proto.Hello{Protocol: proto.Version, Client: opts.Client, Name: opts.Name}}); err != nil {
		ws.CloseNow()
		return nil, err
	}
	m, err := s.read(ctx)
	switch {
	case err != nil:
	case m.Type == proto.TError:
		err = m.Error
	case m.Type != proto.TWelcome:
		err = fmt.Errorf("server answered hello with %s", m.Type)
	case m.Welcome.Protocol != proto.Version:
		err = proto.VersionError(m.Welcome.Protocol)
	}
	if err != nil {
		ws.CloseNow()
		return nil, err
	}
	go l.readLoop(s)
	return l, nil
}

func (l *Lobby) readLoop(s *Seat) {
	var err error
	for {
		var m *proto.Message
		if m, err = s.read(context.Background()); err != nil {
			break
		}
		if m.Type == proto.TLobby {
			l.mu.Lock()
			l.lobbies[m.Lobby.Room] = *m.Lobby
			close(l.changed)
			l.changed = make(chan struct{})
			l.mu.Unlock()
			continue
		}
		l.mu.Lock()
		ch := l.waiting[m.ID]
		delete(l.waiting, m.ID)
		l.mu.Unlock()
		if ch != nil {
			ch <- m
		}
	}
	l.mu.Lock()
	l.err = err
	close(l.done)
	l.mu.Unlock()
}

// request sends m and returns the answer to it; a refusal is its
// *proto.Error.
func (l *Lobby) request(ctx context.Context, m *proto.Message) (*proto.Message, error) {
	ch := make(chan *proto.Message, 1)
	l.mu.Lock()
	m.ID = l.nextID
	l.nextID++
	l.waiting[m.ID] = ch
	l.mu.Unlock()
	data, err := proto.Encode(m)
	if err != nil {
		return nil, err
	}
	l.wmu.Lock()
	err = l.ws.Write(ctx, websocket.MessageText, data)
	l.wmu.Unlock()
	if err != nil {
		return nil, err
	}
	select {
	case a := <-ch:
		if a.Type == proto.TError {
			return nil, a.Error
		}
		return a, nil
	case <-l.done:
		return nil, ErrLobbyClosed
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// Create asks the server for a room of cfg (its seed is the server's to
// draw: leave it 0), giving the server's creation key ("" when it is open
// to all). It returns the room's code and the owner's key, to Start it.
func (l *Lobby) Create(ctx context.Context, cfg game.Config, key string) (proto.Created, error) {
	a, err := l.request(ctx, &proto.Message{Type: proto.TCreate, Create: &proto.Create{Config: cfg, Key: key}})
	if err != nil {
		return proto.Created{}, err
	}
	if a.Created == nil {
		return proto.Created{}, fmt.Errorf("server answered create with %s", a.Type)
	}
	return *a.Created, nil
}

// Claim takes a seat of a room's lobby, or renames it with its token.
func (l *Lobby) Claim(ctx context.Context, c proto.Claim) (proto.Claimed, error) {
	a, err := l.request(ctx, &proto.Message{Type: proto.TClaim, Claim: &c})
	if err != nil {
		return proto.Claimed{}, err
	}
	if a.Claimed == nil {
		return proto.Claimed{}, fmt.Errorf("server answered claim with %s", a.Type)
	}
	return *a.Claimed, nil
}

// Start starts a room by its owner's key.
func (l *Lobby) Start(ctx context.Context, room, owner string) error {
	_, err := l.request(ctx, &proto.Message{Type: proto.TStart, Start: &proto.Start{Room: room, Owner: owner}})
	return err
}

// Wait returns the room's lobby once ok accepts it (the latest received
// first), or the connection ended, or ctx did.
func (l *Lobby) Wait(ctx context.Context, room string, ok func(proto.Lobby) bool) (proto.Lobby, error) {
	for {
		l.mu.Lock()
		lb, seen := l.lobbies[room]
		ch := l.changed
		l.mu.Unlock()
		if seen && ok(lb) {
			return lb, nil
		}
		select {
		case <-ch:
		case <-l.done:
			return lb, ErrLobbyClosed
		case <-ctx.Done():
			return lb, ctx.Err()
		}
	}
}

// Close ends the connection.
func (l *Lobby) Close() error {
	err := l.ws.Close(websocket.StatusNormalClosure, "")
	<-l.done
	return err
}
