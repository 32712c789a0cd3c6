package server

import (
	"context"
	"errors"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"

	"agora/game"
	"agora/online/proto"
	"agora/online/seat"
)

// maxRefusals is how many messages past its rate a connection may send
// before it is closed.
const maxRefusals = 100

// writeTimeout bounds one message's write: a client that does not read
// is dropped rather than holding the room.
const writeTimeout = 10 * time.Second

// ServeHTTP takes a WebSocket connection and serves it until it closes.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	ws, err := websocket.Accept(w, r, nil)
	if err != nil {
		return
	}
	ws.SetReadLimit(proto.MaxClientMessage)
	ctx, cancel := context.WithCancel(s.ctx)
	c := &conn{s: s, ws: ws, cancel: cancel, bucket: newBucket(s.opts.Rate, s.opts.Burst),
		chat: newBucket(s.opts.ChatRate, s.opts.ChatBurst)}
	s.wg.Add(1)
	defer s.wg.Done()
	defer cancel()
	err = c.serve(ctx)
	switch {
	case err == nil, ctx.Err() != nil:
		ws.Close(websocket.StatusNormalClosure, "")
	default:
		var pe *proto.Error
		if errors.As(err, &pe) {
			c.send(ctx, &proto.Message{Type: proto.TError, Error: pe})
			ws.Close(websocket.StatusPolicyViolation, string(pe.Code))
			return
		}
		ws.CloseNow()
	}
}

// conn is one client's connection.
type conn struct {
	s      *Server
	ws     *websocket.Conn
	cancel context.CancelFunc
	bucket *bucket
	chat   *bucket // chat lines

	wmu sync.Mutex // one writer at a time

	name      string
	room      *room
	seat      game.Seat // proto.Spectator for a spectator
	spectator bool
	watching  map[*lobby]bool // the lobbies it created or claimed a seat of
	hinting   atomic.Bool     // a hint is searched for the seat (hint.go)
}

// maxWatched bounds the lobbies a connection is sent.
const maxWatched = 4

// lobbyRequest answers Create, Claim and Start, and returns the lobby the
// connection is now in, if any.
func (c *conn) lobbyRequest(m *proto.Message) (*proto.Message, *lobby) {
	refuse := func(err error) (*proto.Message, *lobby) {
		return &proto.Message{Type: proto.TError, ID: m.ID, Error: asProto(err)}, nil
	}
	switch m.Type {
	case proto.TCreate:
		created, err := c.s.CreateLobby(m.Create.Config, m.Create.Key)
		if err != nil {
			return refuse(err)
		}
		l, _ := c.s.lobbyOf(created.Room)
		return &proto.Message{Type: proto.TCreated, ID: m.ID, Created: &created}, l
	case proto.TClaim:
		claimed, err := c.s.Claim(*m.Claim)
		if err != nil {
			return refuse(err)
		}
		l, _ := c.s.lobbyOf(claimed.Room)
		return &proto.Message{Type: proto.TClaimed, ID: m.ID, Claimed: &claimed}, l
	default:
		if err := c.s.StartLobby(m.Start.Room, m.Start.Owner); err != nil {
			return refuse(err)
		}
		return &proto.Message{Type: proto.TResult, ID: m.ID, Result: &proto.Result{}}, nil
	}
}

// send writes m, bounded by writeTimeout.
func (c *conn) send(ctx context.Context, m *proto.Message) error {
	data, err := proto.Encode(m)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, writeTimeout)
	defer cancel()
	c.wmu.Lock()
	defer c.wmu.Unlock()
	return c.ws.Write(ctx, websocket.MessageText, data)
}

// refuse answers the request id with err's code.
func (c *conn) refuse(ctx context.Context, id uint32, err *proto.Error) error {
	return c.send(ctx, &proto.Message{Type: proto.TError, ID: id, Error: err})
}

// serve reads messages until the connection ends. An error it returns
// that is a *proto.Error is sent before the connection closes.
func (c *conn) serve(ctx context.Context) error {
	// A connection that has not joined in time is told so and closed.
	var joined atomic.Bool
	timer := time.AfterFunc(c.s.opts.HelloTimeout, func() {
		if !joined.Load() {
			c.refuse(ctx, 0, proto.Errorf(proto.CodeSequence, "say hello and join within %v", c.s.opts.HelloTimeout))
			c.ws.Close(websocket.StatusPolicyViolation, string(proto.CodeSequence))
		}
	})
	defer timer.Stop()
	refusals := 0
	greeted := false
	for {
		typ, data, err := c.ws.Read(ctx)
		if err != nil {
			return nil
		}
		if typ != websocket.MessageText {
			return proto.Errorf(proto.CodeMalformed, "messages are text")
		}
		m, err := proto.DecodeClient(data)
		var bad *proto.Error
		if err != nil {
			if !errors.As(err, &bad) {
				bad = proto.Errorf(proto.CodeMalformed, "%v", err)
			}
			if bad.Code == proto.CodeVersion || !greeted {
				return bad
			}
			m = &proto.Message{} // refused below with no request's ID
		}
		if !c.bucket.take(time.Now()) {
			if refusals++; refusals > maxRefusals {
				return proto.Errorf(proto.CodeRate, "too many messages")
			}
			if err := c.refuse(ctx, m.ID, proto.Errorf(proto.CodeRate, "too many messages: at most %v a second", c.s.opts.Rate)); err != nil {
				return nil
			}
			continue
		}
		if bad != nil {
			if err := c.refuse(ctx, 0, bad); err != nil {
				return nil
			}
			continue
		}
		if !greeted && m.Type != proto.THello {
			return proto.Errorf(proto.CodeSequence, "say hello first")
		}
		var reply *proto.Message
		switch m.Type {
		case proto.THello:
			if greeted {
				return proto.Errorf(proto.CodeSequence, "hello twice")
			}
			greeted = true
			c.name = m.Hello.Name
			reply = &proto.Message{Type: proto.TWelcome, ID: m.ID, Welcome: &proto.Welcome{Protocol: proto.Version, Server: c.s.opts.Version}}
		case proto.TJoin:
			if c.room != nil {
				return proto.Errorf(proto.CodeSequence, "this connection already plays a seat")
			}
			r, st, err := c.s.join(m.Join.Room, m.Join.Token)
			if err != nil {
				return err
			}
			c.room, c.seat, c.spectator = r, st, st == proto.Spectator
			if c.spectator {
				if err := c.s.watch(r, c); err != nil {
					return err
				}
				defer r.unwatch(c)
			} else {
				r.take(st, c)
				defer c.s.release(r, st, c)
			}
			joined.Store(true)
			cfg := r.host.State().Config()
			cfg.Seed = 0
			if err := c.send(ctx, &proto.Message{Type: proto.TJoined, ID: m.ID, Joined: &proto.Joined{Room: r.code, Seat: st, Config: cfg, Spectator: c.spectator}}); err != nil {
				return nil
			}
			c.s.wg.Add(1)
			go func() {
				defer c.s.wg.Done()
				if err := c.push(ctx); err != nil && ctx.Err() == nil {
					c.s.opts.Logf("%v, %v: %v", r, st, err)
					c.cancel()
				}
			}()
			continue
		case proto.TCreate, proto.TClaim, proto.TStart:
			var entered *lobby
			reply, entered = c.lobbyRequest(m)
			if entered == nil {
				break
			}
			joined.Store(true)
			if err := c.send(ctx, reply); err != nil {
				return nil
			}
			// The lobby comes after the answer, at each change.
			if c.watching == nil {
				c.watching = map[*lobby]bool{}
			}
			if !c.watching[entered] && len(c.watching) < maxWatched {
				c.watching[entered] = true
				c.s.wg.Add(1)
				go func() {
					defer c.s.wg.Done()
					c.watchLobby(ctx, entered)
				}()
			}
			continue
		case proto.TSay:
			reply = c.say(m)
		case proto.TDecide:
			reply = c.decide(m)
		case proto.THint:
			if reply = c.hint(ctx, m); reply == nil {
				continue // answered once searched
			}
		case proto.TLeave:
			return nil
		case proto.TPing:
			reply = &proto.Message{Type: proto.TPong, ID: m.ID}
		case proto.TMove, proto.TUndo:
			if c.room == nil {
				reply = &proto.Message{Type: proto.TError, ID: m.ID, Error: proto.Errorf(proto.CodeSequence, "join a room first")}
				break
			}
			if c.spectator {
				reply = &proto.Message{Type: proto.TError, ID: m.ID, Error: proto.Errorf(proto.CodeNotYours, "a spectator plays no seat")}
				break
			}
			var err error
			if m.Type == proto.TMove {
				err = c.room.host.Apply(c.seat, m.Move.Version, m.Move.Option)
			} else {
				err = c.room.host.Undo(c.seat)
			}
			if err != nil {
				reply = &proto.Message{Type: proto.TError, ID: m.ID, Error: moveError(err)}
			} else {
				reply = &proto.Message{Type: proto.TResult, ID: m.ID, Result: &proto.Result{Version: c.room.host.Version()}}
			}
		}
		if err := c.send(ctx, reply); err != nil {
			return nil
		}
	}
}

// moveError is the protocol's word for a refused move or undo.
func moveError(err error) *proto.Error {
	code := proto.CodeInternal
	switch {
	case errors.Is(err, seat.ErrStale):
		code = proto.CodeStale
	case errors.Is(err, game.ErrNotPending):
		code = proto.CodeNotYours
	case errors.Is(err, game.ErrIllegal):
		code = proto.CodeIllegal
	case errors.Is(err, game.ErrOver):
		code = proto.CodeOver
	case errors.Is(err, game.ErrSettled):
		code = proto.CodeSettled
	}
	return proto.Errorf(code, "%v", err)
}

// push sends the seat's update at every change of the game, and the whole
// game once it is over; and the table's news: the presence of every seat
// when it changes, chat lines, and to the owner the seats it is asked
// about. A spectator's updates carry the public view.
func (c *conn) push(ctx context.Context) error {
	r, h, st := c.room, c.room.host, c.seat
	gameName := h.Rules().Game
	sent, overSent := -1, false
	var shown *proto.Presence
	seq, asked := 0, map[game.Seat]time.Time{}
	for {
		version, changed := h.Changed()
		r.mu.Lock()
		notify := r.notify
		r.mu.Unlock()
		if version != sent && !overSent {
			snap := h.Snapshot(st)
			m, err := updateMessage(gameName, snap)
			if err != nil {
				return err
			}
			if err := c.send(ctx, m); err != nil {
				return err
			}
			sent = snap.Version
			if snap.Over {
				cfg, log, err := h.Log()
				if err != nil {
					return err
				}
				if err := c.send(ctx, &proto.Message{Type: proto.TOver, Over: &proto.GameOver{Config: cfg, Log: log, Outcome: *snap.Outcome}}); err != nil {
					return err
				}
				overSent = true
			}
		}
		if p := r.presence(); shown == nil || !samePresence(p, *shown) {
			if err := c.send(ctx, &proto.Message{Type: proto.TPresence, Presence: &p}); err != nil {
				return err
			}
			shown = &p
		}
		lines, next, absent := r.news(c, seq, asked)
		seq = next
		for i := range lines {
			if err := c.send(ctx, &proto.Message{Type: proto.TChat, Chat: &lines[i]}); err != nil {
				return err
			}
		}
		for i := range absent {
			if err := c.send(ctx, &proto.Message{Type: proto.TAbsent, Absent: &absent[i]}); err != nil {
				return err
			}
		}
		select {
		case <-changed:
		case <-notify:
		case <-ctx.Done():
			return nil
		}
	}
}

// say puts a chat line of the connection's player on the table, within
// the chat's rate.
func (c *conn) say(m *proto.Message) *proto.Message {
	if c.room == nil {
		return &proto.Message{Type: proto.TError, ID: m.ID, Error: proto.Errorf(proto.CodeSequence, "join a room first")}
	}
	if !c.chat.take(time.Now()) {
		return &proto.Message{Type: proto.TError, ID: m.ID, Error: proto.Errorf(proto.CodeRate, "too many chat lines: at most %v a second", c.s.opts.ChatRate)}
	}
	line := proto.Chat{Seat: c.seat, Spectator: c.spectator, Name: c.name, Text: m.Say.Text, Phrase: m.Say.Phrase}
	if !c.spectator {
		line.Name = c.room.seatName(c.seat)
	}
	c.room.say(line)
	return &proto.Message{Type: proto.TResult, ID: m.ID, Result: &proto.Result{Version: c.room.host.Version()}}
}

// decide is the owner's choice about an absent seat.
func (c *conn) decide(m *proto.Message) *proto.Message {
	if c.room == nil {
		return &proto.Message{Type: proto.TError, ID: m.ID, Error: proto.Errorf(proto.CodeSequence, "join a room first")}
	}
	c.room.mu.Lock()
	owner := !c.spectator && c.room.ownerLocked() == c.seat
	c.room.mu.Unlock()
	if !owner {
		return &proto.Message{Type: proto.TError, ID: m.ID, Error: proto.Errorf(proto.CodeNotOwner, "only the room's owner decides")}
	}
	if err := c.s.decide(c.room, m.Decide.Seat, m.Decide.Choice); err != nil {
		return &proto.Message{Type: proto.TError, ID: m.ID, Error: asProto(err)}
	}
	return &proto.Message{Type: proto.TResult, ID: m.ID, Result: &proto.Result{Version: c.room.host.Version()}}
}

func asProto(err error) *proto.Error {
	var pe *proto.Error
	if errors.As(err, &pe) {
		return pe
	}
	return proto.Errorf(proto.CodeInternal, "%v", err)
}

// updateMessage is the Update of a snapshot: nothing but the seat's view,
// its options and who owes what.
func updateMessage(gameName string, snap seat.Snapshot) (*proto.Message, error) {
	view, err := proto.EncodeView(gameName, snap.View)
	if err != nil {
		return nil, err
	}
	u := &proto.Update{Version: snap.Version, Decisions: snap.Decisions, Legal: snap.Legal, View: view, Over: snap.Over,
		Settled: snap.Settled, Own: snap.Own, Open: snap.Open,
		Pending: make([]proto.Prompt, len(snap.Pending))}
	if u.Legal == nil {
		u.Legal = []game.Option{}
	}
	for i, p := range snap.Pending {
		u.Pending[i] = proto.Prompt{Seat: p.Seat, Kind: p.Kind}
	}
	return &proto.Message{Type: proto.TUpdate, Update: u}, nil
}
