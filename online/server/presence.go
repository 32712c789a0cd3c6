package server

import (
	"context"
	"fmt"
	"slices"
	"time"

	"agora/game"
	"agora/online/proto"
)

// chatHistory is how many recent chat lines a room keeps, and sends to a
// connection that joins.
const chatHistory = 32

// table is what a room knows of the people around its game, beside the
// game itself: who watches, who is away and since when, the seats a bot
// plays for an absent player, the owner's open questions, the chat. The
// room's mutex guards it.
type table struct {
	watchers  map[*conn]bool
	awaySince map[game.Seat]time.Time
	timers    map[game.Seat]*time.Timer
	asking    map[game.Seat]time.Time // the owner asked about the seat, when
	standIns  map[game.Seat]*standIn
	chat      []proto.Chat // the latest lines, chatSeq the count of all
	chatSeq   int
	ended     bool
	hostSeat  game.Seat     // the seat preferred as owner (SetOwner); proto.Spectator: none
	notify    chan struct{} // closed and replaced at each change of the above
}

// standIn is a bot playing an absent player's seat.
type standIn struct {
	cancel context.CancelFunc
	done   <-chan struct{}
}

func newTable() table {
	return table{watchers: map[*conn]bool{}, awaySince: map[game.Seat]time.Time{}, timers: map[game.Seat]*time.Timer{},
		asking: map[game.Seat]time.Time{}, standIns: map[game.Seat]*standIn{}, hostSeat: proto.Spectator, notify: make(chan struct{})}
}

func (r *room) signalLocked() {
	close(r.notify)
	r.notify = make(chan struct{})
}

func (r *room) stopTimersLocked() {
	for st, t := range r.timers {
		t.Stop()
		delete(r.timers, st)
	}
}

// take makes c the connection playing seat, closing the one that played
// it before (a player reconnecting) and stopping a bot that stood in
// for the player, whom it waits for.
func (r *room) take(st game.Seat, c *conn) {
	r.mu.Lock()
	if old := r.conns[st]; old != nil {
		old.cancel()
	}
	r.conns[st] = c
	r.seen = time.Now()
	delete(r.awaySince, st)
	delete(r.asking, st)
	if t := r.timers[st]; t != nil {
		t.Stop()
		delete(r.timers, st)
	}
	bot := r.standIns[st]
	delete(r.standIns, st)
	r.signalLocked()
	r.mu.Unlock()
	if bot != nil {
		bot.cancel()
		<-bot.done
	}
}

// release forgets c if it still plays seat: the seat is away from now.
func (s *Server) release(r *room, st game.Seat, c *conn) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.conns[st] == c {
		delete(r.conns, st)
		r.seen = time.Now()
		s.awayLocked(r, st)
		r.signalLocked()
	}
}

// watch adds a spectator, up to Options.MaxSpectators.
func (s *Server) watch(r *room, c *conn) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(r.watchers) >= s.opts.MaxSpectators {
		return proto.Errorf(proto.CodeNoRoom, "this room has all the spectators it takes")
	}
	r.watchers[c] = true
	r.signalLocked()
	return nil
}

func (r *room) unwatch(c *conn) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.watchers[c] {
		delete(r.watchers, c)
		r.signalLocked()
	}
}

// awayLocked marks a human seat away from now, and sets the timer that
// asks the owner about it after Options.AwayDelay.
func (s *Server) awayLocked(r *room, st game.Seat) {
	r.awaySince[st] = time.Now()
	s.askLaterLocked(r, st)
}

func (s *Server) askLaterLocked(r *room, st game.Seat) {
	if t := r.timers[st]; t != nil {
		t.Stop()
	}
	r.timers[st] = time.AfterFunc(s.opts.AwayDelay, func() { s.absentDue(r, st) })
}

// absentDue asks the owner about a seat still away after the delay, unless
// the game is over or a bot plays it.
func (s *Server) absentDue(r *room, st game.Seat) {
	if r.ctx.Err() != nil {
		return
	}
	if _, over := r.host.Pending(); over {
		return
	}
	r.mu.Lock()
	_, away := r.awaySince[st]
	if !away || r.conns[st] != nil || r.standIns[st] != nil || r.ended {
		r.mu.Unlock()
		return
	}
	delete(r.timers, st)
	r.asking[st] = time.Now()
	r.signalLocked()
	r.mu.Unlock()
	s.opts.Logf("%v, %v: away for %v, the owner is asked", r, st, s.opts.AwayDelay)
	if s.opts.Absent != nil {
		s.opts.Absent(r.code, st)
	}
}

// ownerLocked is the seat acting as the room's owner: the host's seat
// (SetOwner) while it is connected, else the first human seat with a
// connection (the first human seat, the room's creator, while it is
// there), proto.Spectator when no player is connected.
func (r *room) ownerLocked() game.Seat {
	if h := r.hostSeat; h >= 0 && int(h) < len(r.tokens) && r.tokens[h] != "" && r.conns[h] != nil {
		return h
	}
	for i, t := range r.tokens {
		if t != "" && r.conns[game.Seat(i)] != nil {
			return game.Seat(i)
		}
	}
	return proto.Spectator
}

// presence is the table's presence now.
func (r *room) presence() proto.Presence {
	pending, over := r.host.Pending()
	owes := map[game.Seat]bool{}
	if !over {
		for _, p := range pending {
			owes[p.Seat] = true
		}
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	p := proto.Presence{Owner: r.ownerLocked(), Spectators: len(r.watchers), Seats: make([]proto.SeatPresence, len(r.tokens))}
	for i, tok := range r.tokens {
		st := game.Seat(i)
		sp := proto.SeatPresence{Seat: st, State: proto.Connected, Bot: tok == "" || r.standIns[st] != nil}
		switch {
		case tok != "" && r.conns[st] == nil && r.standIns[st] == nil:
			sp.State = proto.Away
		case owes[st]:
			sp.State = proto.Thinking
		}
		p.Seats[i] = sp
	}
	return p
}

func samePresence(a, b proto.Presence) bool {
	return a.Owner == b.Owner && a.Spectators == b.Spectators && slices.Equal(a.Seats, b.Seats)
}

// say adds a line to the room's chat.
func (r *room) say(line proto.Chat) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.chat = append(r.chat, line)
	if len(r.chat) > chatHistory {
		r.chat = slices.Delete(r.chat, 0, len(r.chat)-chatHistory)
	}
	r.chatSeq++
	r.signalLocked()
}

// news is what a connection has not been sent yet of the table: chat
// lines after seq, and, for the owner, the seats it is asked about that
// it was not told of (asked maps a seat to when it was told).
func (r *room) news(c *conn, seq int, asked map[game.Seat]time.Time) ([]proto.Chat, int, []proto.Absent) {
	r.mu.Lock()
	defer r.mu.Unlock()
	first := max(seq, r.chatSeq-len(r.chat))
	lines := slices.Clone(r.chat[len(r.chat)-(r.chatSeq-first):])
	var absent []proto.Absent
	if !c.spectator && r.ownerLocked() == c.seat {
		for st, when := range r.asking {
			if asked[st] != when {
				asked[st] = when
				absent = append(absent, proto.Absent{Seat: st, Away: int(time.Since(r.awaySince[st]).Seconds())})
			}
		}
		slices.SortFunc(absent, func(a, b proto.Absent) int { return int(a.Seat - b.Seat) })
	}
	return lines, r.chatSeq, absent
}

// SetOwner makes a human seat the room's owner while it is connected: the
// seat of the player who hosts the game (a table hosted in the app), who
// decides about absent players rather than the first seat connected.
func (s *Server) SetOwner(code string, st game.Seat) error {
	s.mu.Lock()
	r := s.rooms[code]
	s.mu.Unlock()
	if r == nil {
		return proto.Errorf(proto.CodeNoRoom, "no such room")
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if st < 0 || int(st) >= len(r.tokens) || r.tokens[st] == "" {
		return fmt.Errorf("server: seat %d is no player's", st)
	}
	r.hostSeat = st
	r.signalLocked()
	return nil
}

// Decide is the owner's choice about a seat the server asked about
// (Options.Absent, proto.Absent): wait for its player (asked again after
// the delay), give the seat to a bot until its player joins again, or end
// the game, kept to be resumed.
func (s *Server) Decide(code string, st game.Seat, choice proto.Choice) error {
	s.mu.Lock()
	r := s.rooms[code]
	s.mu.Unlock()
	if r == nil {
		return proto.Errorf(proto.CodeNoRoom, "no such room")
	}
	return s.decide(r, st, choice)
}

func (s *Server) decide(r *room, st game.Seat, choice proto.Choice) error {
	r.mu.Lock()
	if _, ok := r.asking[st]; !ok {
		r.mu.Unlock()
		return proto.Errorf(proto.CodeSequence, "%v is not waited for", st)
	}
	delete(r.asking, st)
	switch choice {
	case proto.Wait:
		s.askLaterLocked(r, st)
	case proto.GiveBot:
		ctx, cancel := context.WithCancel(r.ctx)
		cfg := r.host.State().Config()
		r.standIns[st] = &standIn{cancel: cancel, done: s.playBot(ctx, r, st, s.opts.StandIn, cfg)}
	case proto.End:
		r.mu.Unlock()
		s.End(r.code)
		return nil
	default:
		r.mu.Unlock()
		return proto.Errorf(proto.CodeMalformed, "no choice %.16q", choice)
	}
	r.signalLocked()
	r.mu.Unlock()
	s.opts.Logf("%v, %v: the owner chose %s", r, st, choice)
	return nil
}

// End ends a room's game where it stands: its bots stop, its connections
// are told (proto.CodeEnded) and closed. Unlike CloseRoom, the game is
// kept: its files stay in Options.Dir, for ResumeRoom, and Options.Ended
// receives it.
func (s *Server) End(code string) error {
	s.mu.Lock()
	r := s.rooms[code]
	delete(s.rooms, code)
	s.mu.Unlock()
	if r == nil {
		return proto.Errorf(proto.CodeNoRoom, "no such room")
	}
	r.mu.Lock()
	r.ended = true
	r.stopTimersLocked()
	conns := make([]*conn, 0, len(r.conns)+len(r.watchers))
	for _, c := range r.conns {
		conns = append(conns, c)
	}
	for c := range r.watchers {
		conns = append(conns, c)
	}
	r.signalLocked()
	r.mu.Unlock()
	r.cancel()
	why := proto.Errorf(proto.CodeEnded, "the game was ended by its host; it is saved and can be resumed")
	for _, c := range conns {
		ctx, cancel := context.WithTimeout(s.ctx, time.Second)
		c.refuse(ctx, 0, why)
		cancel()
		c.cancel()
	}
	if s.opts.Ended != nil {
		s.opts.Ended(code, r.host.State())
	}
	s.opts.Logf("%v: ended by its owner", r)
	return nil
}

// seatName is a seat's name in the game's configuration.
func (r *room) seatName(st game.Seat) string {
	return r.host.State().Config().Seats[st].Name
}
