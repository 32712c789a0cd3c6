package lan

import (
	"context"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"time"
)

// The lobby's requests are JSON objects POSTed to LobbyPath/VERB (join,
// wait, ready, leave, and watch for a spectator) on the host's TLS
// listener; each answer is a lobbyAnswer, or a lobbyError with an HTTP
// error status.

// lobbyRequest is every request's body; each verb reads its fields.
type lobbyRequest struct {
	Code   string `json:"code"`
	Ticket string `json:"ticket,omitempty"`
	Name   string `json:"name,omitempty"`
	Colour string `json:"colour,omitempty"`
	Ready  bool   `json:"ready,omitempty"`
	After  int    `json:"after,omitempty"`
	Watch  string `json:"watch,omitempty"` // the key of an invite to watch
}

// lobbyAnswer: the lobby, the asker's seat and ticket, and once the game
// started the asker's room and token in it (a spectator's: seat -1, no
// ticket, the room's spectators' token).
type lobbyAnswer struct {
	Lobby  Lobby  `json:"lobby"`
	Seat   int    `json:"seat"`
	Ticket string `json:"ticket"`
	Room   string `json:"room,omitempty"`
	Token  string `json:"token,omitempty"`
}

type lobbyError struct {
	Error string `json:"error"`
}

// Bounds of the lobby's requests.
const (
	maxLobbyRequest = 4 << 10
	lobbyPoll       = 20 * time.Second // the longest wait answers after
	maxWaiters      = 64               // waits held at once
)

// ErrBusy: too many joiners wait at once; try again.
var ErrBusy = errors.New("the host is busy")

// lobbyErrors name the errors on the wire.
var lobbyErrors = map[string]error{
	"no_table": ErrNoTable, "full": ErrFull, "started": ErrStarted,
	"kicked": ErrKicked, "name": ErrName, "not_ready": ErrNotReady, "seat": ErrSeat, "busy": ErrBusy, "name_taken": ErrNameTaken,
	"no_watch": ErrNoWatch,
}

func lobbyErrorName(err error) string {
	for name, e := range lobbyErrors {
		if errors.Is(err, e) {
			return name
		}
	}
	return "malformed"
}

func (h *Host) serveLobby(w http.ResponseWriter, r *http.Request) {
	var req lobbyRequest
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxLobbyRequest))
	if err == nil {
		err = json.Unmarshal(body, &req)
	}
	if err != nil {
		writeLobby(w, http.StatusBadRequest, lobbyError{Error: "malformed"})
		return
	}
	ans, err := h.lobbyVerb(r.Context(), r.PathValue("verb"), req)
	if err != nil {
		status := http.StatusConflict
		switch name := lobbyErrorName(err); name {
		case "no_table":
			status = http.StatusNotFound
		case "kicked", "no_watch":
			status = http.StatusForbidden
		case "busy":
			status = http.StatusServiceUnavailable
		case "malformed", "name":
			status = http.StatusBadRequest
		}
		writeLobby(w, status, lobbyError{Error: lobbyErrorName(err)})
		return
	}
	writeLobby(w, http.StatusOK, ans)
}

func writeLobby(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

// errUnknownVerb: a request of no verb the lobby knows.
var errUnknownVerb = errors.New("unknown request")

// lobbyVerb answers one request.
func (h *Host) lobbyVerb(ctx context.Context, verb string, req lobbyRequest) (lobbyAnswer, error) {
	if req.Code != h.invite.Code {
		return lobbyAnswer{}, ErrNoTable
	}
	var seat int
	ticket := req.Ticket
	var err error
	switch verb {
	case "join":
		err = h.do(func(l *lobbyState) error {
			seat, ticket, err = l.join(req.Ticket, req.Name, req.Colour)
			return err
		})
	case "ready":
		err = h.do(func(l *lobbyState) error { return l.ready(req.Ticket, req.Ready) })
	case "leave":
		err = h.do(func(l *lobbyState) error {
			if i := l.find(req.Ticket); i >= 0 {
				return l.free(i)
			}
			return nil
		})
		if err == nil {
			return lobbyAnswer{Lobby: h.Lobby(), Seat: -1}, nil
		}
	case "watch":
		return h.watchVerb(ctx, req)
	case "wait":
		// A ticket the lobby does not know (kicked, or never given) is
		// told at once rather than after a wait.
		h.mu.Lock()
		known := h.lobby.find(req.Ticket) >= 0
		h.mu.Unlock()
		if !known {
			return lobbyAnswer{}, ErrKicked
		}
		if err := h.longWait(ctx, req.After); err != nil {
			return lobbyAnswer{}, err
		}
	default:
		return lobbyAnswer{}, errUnknownVerb
	}
	if err != nil {
		return lobbyAnswer{}, err
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	l := h.lobby
	if l.Closed {
		return lobbyAnswer{}, ErrNoTable
	}
	if seat = l.find(ticket); seat < 0 {
		return lobbyAnswer{}, ErrKicked
	}
	ans := lobbyAnswer{Lobby: l.public(), Seat: seat, Ticket: ticket}
	if l.Started {
		ans.Room, ans.Token = l.room, l.tokens[seat]
	}
	return ans, nil
}

// longWait holds a lobby request until the lobby's version is past after,
// lobbyPoll at most; ErrBusy when too many wait already.
func (h *Host) longWait(ctx context.Context, after int) error {
	if h.waiters.Add(1) > maxWaiters {
		h.waiters.Add(-1)
		return ErrBusy
	}
	defer h.waiters.Add(-1)
	wctx, cancel := context.WithTimeout(ctx, lobbyPoll)
	defer cancel()
	h.Wait(wctx, after)
	return nil
}

// watchVerb answers a spectator: the lobby once its version is past
// req.After, and once the game started its room and the room's
// spectators' token. The invite's key to watch opens it; a table
// announced on the network may be watched by anyone there, without one,
// as anyone there may sit at its free seats.
func (h *Host) watchVerb(ctx context.Context, req lobbyRequest) (lobbyAnswer, error) {
	if !h.mayWatch(req.Watch) {
		return lobbyAnswer{}, ErrNoWatch
	}
	if err := h.longWait(ctx, req.After); err != nil {
		return lobbyAnswer{}, err
	}
	h.mu.Lock()
	l, room := h.lobby.public(), h.lobby.room
	h.mu.Unlock()
	if l.Closed {
		return lobbyAnswer{}, ErrNoTable
	}
	ans := lobbyAnswer{Lobby: l, Seat: -1}
	if l.Started {
		info, ok := h.srv.Info(room)
		if !ok {
			return lobbyAnswer{}, ErrNoTable
		}
		ans.Room, ans.Token = room, info.Spectator
	}
	return ans, nil
}

// mayWatch reports whether key lets its holder watch the table.
func (h *Host) mayWatch(key string) bool {
	if key == "" {
		return h.opts.Announce
	}
	h.mu.Lock()
	want := h.lobby.watch
	h.mu.Unlock()
	return subtle.ConstantTimeCompare([]byte(want), []byte(key)) == 1
}
